//! Saved games. A game is a pure function of (scenario, seed, inputs), and a value: a save holds
//! the scenario's whole text (not a path, so a save still loads when the file moves or
//! changes), the seed, the inputs, the log as it was, and the game's state at its newest
//! checkpoint (the start of the step it waits in), serialised whole: the table (the board as a
//! diagram or a map, the figures and where they stand), variables, cards, rolls, dice, the
//! steps still to run and the log up to there. [`SaveFile::load`] reads that state back, checks
//! it fits the scenario and ruleset, and replays only the inputs after it (the step in
//! progress): no script runs for the inputs before it. [`SaveFile::verify`] replays every input
//! from a new game and compares the log byte for byte. Writing the file is the caller's job
//! (the kernel does no I/O); the REPL writes it atomically.

use serde::{Deserialize, Serialize};

use super::dev::Dev;
use super::engine::{Game, Input, Library};
use super::state::GameState;
use crate::error::{Error, Result};
use crate::script::Limits;
use crate::yaml::{self, YamlError, YamlLimits};
use crate::{Ruleset, Scenario};

/// The value of the `format` key, so a save is recognisable among other YAML files.
pub const FORMAT: &str = "skirmish-save";
/// Bumped whenever the layout below changes incompatibly. Version 1 saves (no state) still
/// load, by a replay from the start.
pub const VERSION: u32 = 2;

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
    /// The game's state at its newest checkpoint (absent in version 1 saves).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub point: Option<SavePoint>,
    /// The mods the game was played with, `NAME VERSION` in load order (the caller fills it
    /// in and checks it on load; absent when none).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub mods: Vec<String>,
}

/// A game's state between two steps, as data: the newest checkpoint, whole (the table with
/// its board and figures, variables, cards, rolls, dice, the steps still to run and the log
/// up to there; the table's caches are rebuilt when it is read).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavePoint {
    /// How many of the save's inputs the state had consumed; the others are replayed.
    pub inputs: usize,
    pub state: GameState,
}

/// One input. Answers keep their option key beside the index so that a replay that drifts
/// (a script changed since the save) is caught at the first answer that no longer fits.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SavedInput {
    Answer {
        index: usize,
        key: String,
    },
    Rig {
        die: String,
        faces: Vec<String>,
    },
    /// `rig clear [DIE]`.
    Unrig {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        die: Option<String>,
    },
    /// A change outside the rules (dev mode), as its command: `give CARD FIGURE`.
    Dev {
        command: String,
    },
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
                Input::Unrig { die } => SavedInput::Unrig { die: die.clone() },
                Input::Dev(d) => SavedInput::Dev {
                    command: d.to_string(),
                },
            });
        }
        let (point, consumed) = game.save_point();
        Ok(SaveFile {
            format: FORMAT.into(),
            version: VERSION,
            ruleset: game.ruleset().to_string(),
            scenario_path: scenario_path.to_string(),
            scenario: scenario_text.to_string(),
            seed: game.seed(),
            inputs,
            log: state.log.iter().map(|e| e.to_string()).collect(),
            point: Some(SavePoint {
                inputs: consumed,
                state: point.clone(),
            }),
            mods: Vec::new(),
        })
    }

    pub fn to_yaml(&self) -> String {
        // Everything in a save is strings, numbers, lists and maps with string keys: YAML
        // takes them all.
        serde_yaml::to_string(self).expect("a save serialises")
    }

    /// Parses a save, refusing other files and newer versions with a clear message.
    pub fn parse(text: &str) -> Result<SaveFile> {
        #[derive(Deserialize)]
        struct Head {
            format: Option<String>,
            version: Option<u32>,
        }
        let head: Head = yaml::from_str(text, YamlLimits::SAVE).map_err(|e| match e {
            YamlError::Syntax(e) => Error::Game(format!("not a saved game: {e}")),
            // Too large or too deep: that is what to say, whatever the file is.
            e => Error::Yaml(e),
        })?;
        if head.format.as_deref() != Some(FORMAT) {
            return Err(Error::Game(format!(
                "not a saved game (no `format: {FORMAT}` line)"
            )));
        }
        match head.version {
            Some(1 | VERSION) => {}
            Some(v) => {
                return Err(Error::Game(format!(
                    "saved game format version {v}; this skirmish reads version {VERSION}"
                )));
            }
            None => return Err(Error::Game("saved game has no `version`".into())),
        }
        let save: SaveFile = yaml::from_str(text, YamlLimits::SAVE)
            .map_err(|e| Error::DamagedSave(e.to_string()))?;
        match (save.version, &save.point) {
            (1, Some(_)) => Err(Error::DamagedSave(
                "a version 1 save holds no state, but this one has a `point`".into(),
            )),
            // Without its state, a version 2 save would be replayed from the start, which is
            // not what loading one promises.
            (VERSION, None) => Err(Error::DamagedSave("no `point` (the game's state)".into())),
            _ => Ok(save),
        }
    }

    /// Whether `text` looks like a save (so `load` can accept both saves and scenarios).
    pub fn looks_like_save(text: &str) -> bool {
        text.lines()
            .any(|l| l.trim_end() == format!("format: {FORMAT}"))
    }

    /// The save's inputs as the engine takes them.
    fn engine_inputs(&self) -> Result<Vec<Input>> {
        self.inputs
            .iter()
            .map(|i| {
                Ok(match i {
                    SavedInput::Answer { index, .. } => Input::Answer(*index),
                    SavedInput::Rig { die, faces } => Input::Rig {
                        die: die.clone(),
                        faces: faces.clone(),
                    },
                    SavedInput::Unrig { die } => Input::Unrig { die: die.clone() },
                    SavedInput::Dev { command } => Input::Dev(
                        Dev::parse(command).map_err(|e| Error::DamagedSave(e.to_string()))?,
                    ),
                })
            })
            .collect()
    }

    /// Where the game's log first differs from the saved one, if it does.
    fn log_differs_at(&self, game: &Game) -> Option<usize> {
        let log: Vec<String> = game.state().log.iter().map(|e| e.to_string()).collect();
        if log == self.log {
            return None;
        }
        Some(
            log.iter()
                .zip(&self.log)
                .position(|(a, b)| a != b)
                .unwrap_or(log.len().min(self.log.len())),
        )
    }

    /// Loads the save on `library` and `ruleset` (which must be the save's ruleset): the
    /// saved state comes back as it was, no script running for the inputs before its save
    /// point, and the step in progress is replayed. A version 1 save (no state) is replayed
    /// from the start ([`SaveFile::verify`]).
    pub fn load(&self, library: &Library, ruleset: &Ruleset, limits: Limits) -> Result<Loaded> {
        let Some(point) = &self.point else {
            return self.verify(library, ruleset, limits);
        };
        if ruleset.name != self.ruleset {
            return Err(Error::Game(format!(
                "the save is a `{}` game, not `{}`",
                self.ruleset, ruleset.name
            )));
        }
        let scenario = Scenario::parse(&self.scenario, &self.scenario_path)?;
        let game = Game::resume(
            library,
            ruleset,
            &scenario,
            self.seed,
            limits,
            |start| point.state.clone().fitted_to(start),
            point.inputs,
            self.engine_inputs()?,
        )?;
        let log_differs_at = self.log_differs_at(&game);
        Ok(Loaded {
            game,
            log_differs_at,
        })
    }

    /// Replays the save from a new game, every input, and reports where the log differs from
    /// the saved one: the check that a save (and the scripts) still reproduce the game byte
    /// for byte (`load --verify`).
    pub fn verify(&self, library: &Library, ruleset: &Ruleset, limits: Limits) -> Result<Loaded> {
        self.replay(library, ruleset, limits)
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
                SavedInput::Unrig { die } => game.unrig(die.as_deref())?,
                SavedInput::Dev { command } => game
                    .dev(Dev::parse(command).map_err(|e| Error::DamagedSave(e.to_string()))?)
                    .map_err(|e| {
                        Error::Game(format!(
                            "the save no longer replays: input {} (`{command}`): {e}",
                            n + 1
                        ))
                    })?,
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
        let log_differs_at = self.log_differs_at(&game);
        Ok(Loaded {
            game,
            log_differs_at,
        })
    }
}
