//! Saved games. A game is a pure function of (scenario, seed, inputs), so a save holds exactly
//! those — the scenario's whole text, not a path, so a save still loads when the file moves or
//! changes — plus the log as it was, which loading compares against the replay to prove it
//! reproduced the game byte for byte. Writing the file is the caller's job (the kernel does no
//! I/O); the REPL writes it atomically.

use serde::{Deserialize, Serialize};

use super::engine::{Game, Input, Library};
use crate::error::{Error, Result};
use crate::script::Limits;
use crate::{Ruleset, Scenario};

/// The value of the `format` key, so a save is recognisable among other YAML files.
pub const FORMAT: &str = "skirmish-save";
/// Bumped whenever the layout below changes incompatibly.
pub const VERSION: u32 = 1;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SaveFile {
    pub format: String,
    pub version: u32,
    pub ruleset: String,
    /// Where the scenario was loaded from, for messages only.
    pub scenario_path: String,
    pub scenario: String,
    pub seed: u64,
    pub inputs: Vec<SavedInput>,
    /// The log as rendered when the game was saved, one entry per line.
    pub log: Vec<String>,
}

/// One input. Answers keep their option key beside the index so that a replay that drifts
/// (a script changed since the save) is caught at the first answer that no longer fits.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SavedInput {
    Answer { index: usize, key: String },
    Rig { die: String, faces: Vec<String> },
}

/// What loading a save found.
pub struct Loaded {
    pub game: Game,
    /// The first log line (0-based) where the replay differs from the saved log, if any: the
    /// game replayed with every answer fitting, but scripts now log something else.
    pub log_differs_at: Option<usize>,
}

impl SaveFile {
    /// Captures a game; `scenario_path`/`scenario_text` are what it was started from.
    pub fn of(game: &Game, scenario_path: &str, scenario_text: &str) -> Result<SaveFile> {
        let state = game.state();
        let keys: Vec<String> = state
            .log
            .iter()
            .filter_map(|e| match e {
                super::LogEntry::Chose { answer, .. } => Some(answer.clone()),
                _ => None,
            })
            .collect();
        let mut keys = keys.into_iter();
        let mut inputs = Vec::new();
        for input in game.inputs() {
            inputs.push(match input {
                Input::Answer(i) => SavedInput::Answer {
                    index: *i,
                    key: keys.next().ok_or_else(|| {
                        Error::Game("the log lost track of an answer; cannot save".into())
                    })?,
                },
                Input::Rig { die, faces } => SavedInput::Rig {
                    die: die.clone(),
                    faces: faces.clone(),
                },
            });
        }
        Ok(SaveFile {
            format: FORMAT.into(),
            version: VERSION,
            ruleset: game.ruleset().to_string(),
            scenario_path: scenario_path.to_string(),
            scenario: scenario_text.to_string(),
            seed: game.seed(),
            inputs,
            log: state.log.iter().map(|e| e.to_string()).collect(),
        })
    }

    pub fn to_yaml(&self) -> String {
        // Serialising plain strings and integers cannot fail.
        serde_yaml::to_string(self).expect("a save serialises")
    }

    /// Parses a save, refusing other files and newer versions with a clear message.
    pub fn parse(text: &str) -> Result<SaveFile> {
        #[derive(Deserialize)]
        struct Head {
            format: Option<String>,
            version: Option<u32>,
        }
        let head: Head = serde_yaml::from_str(text)
            .map_err(|e| Error::Game(format!("not a saved game: {e}")))?;
        if head.format.as_deref() != Some(FORMAT) {
            return Err(Error::Game(format!(
                "not a saved game (no `format: {FORMAT}` line)"
            )));
        }
        match head.version {
            Some(VERSION) => {}
            Some(v) => {
                return Err(Error::Game(format!(
                    "saved game format version {v}; this skirmish reads version {VERSION}"
                )));
            }
            None => return Err(Error::Game("saved game has no `version`".into())),
        }
        serde_yaml::from_str(text).map_err(|e| Error::Game(format!("damaged saved game: {e}")))
    }

    /// Whether `text` looks like a save (so `load` can accept both saves and scenarios).
    pub fn looks_like_save(text: &str) -> bool {
        text.lines()
            .any(|l| l.trim_end() == format!("format: {FORMAT}"))
    }

    /// Replays the save on `library` and `ruleset` (which must be the save's ruleset).
    pub fn replay(&self, library: &Library, ruleset: &Ruleset, limits: Limits) -> Result<Loaded> {
        if ruleset.name != self.ruleset {
            return Err(Error::Game(format!(
                "the save is a `{}` game, not `{}`",
                self.ruleset, ruleset.name
            )));
        }
        let scenario = Scenario::parse(&self.scenario, &self.scenario_path)?;
        let mut game = Game::new(library, ruleset, &scenario, self.seed, limits)?;
        for (n, input) in self.inputs.iter().enumerate() {
            match input {
                SavedInput::Rig { die, faces } => {
                    let faces: Vec<&str> = faces.iter().map(String::as_str).collect();
                    game.rig(die, &faces)?;
                }
                SavedInput::Answer { index, key } => {
                    let offered = game
                        .pending()
                        .and_then(|c| c.options.get(*index))
                        .map(|o| o.key.clone());
                    if offered.as_deref() != Some(key.as_str()) {
                        return Err(Error::Game(format!(
                            "the save no longer replays: input {} answered `{key}`, but the game now offers {} (the scripts changed since it was saved)",
                            n + 1,
                            match offered {
                                Some(o) => format!("`{o}` there"),
                                None => "no such option".into(),
                            }
                        )));
                    }
                    game.answer(*index)?;
                }
            }
        }
        let log: Vec<String> = game.state().log.iter().map(|e| e.to_string()).collect();
        let log_differs_at = if log == self.log {
            None
        } else {
            Some(
                log.iter()
                    .zip(&self.log)
                    .position(|(a, b)| a != b)
                    .unwrap_or(log.len().min(self.log.len())),
            )
        };
        Ok(Loaded {
            game,
            log_differs_at,
        })
    }
}
