//! A REPL session: the loaded scenario and the commands that query and change it. Interactive
//! mode and `skirmish run` both feed lines to [`Session::execute`], so they print the same.

use std::collections::BTreeMap;

use skirmish_core::game::state::{LogEntry, Scope, Var};
use skirmish_core::game::{Game, SaveFile, Viewer};
use skirmish_core::script::Limits;
use skirmish_core::{Coord, Ruleset, Scenario, Tabletop};

use crate::assets::Assets;
use crate::files::{self, FileError};

pub use crate::assets::Loaded;

/// Figures beside the board that `board` still lists one by one.
const OFF_BOARD_LISTED: usize = 8;

pub struct Session {
    assets: Assets,
    /// What the mods replaced, said once: at the start (`mod_notices`) or by the `reload`
    /// that first finds it.
    noticed: Vec<String>,
    rulesets: BTreeMap<String, Ruleset>,
    pub loaded: Option<Loaded>,
    /// The game being played on the loaded scenario, if one was started.
    pub game: Option<Game>,
    /// How many inputs the game had when it was last saved or loaded (None: never saved).
    saved_inputs: Option<usize>,
    /// The games `undo` took back, newest last, for `redo`: copies (forks) of the game as it
    /// was before each undo. They hold while the game has `redo_at` inputs, as the last undo
    /// or redo left it; any other change (an answer, a rig) makes them stale.
    redo: Vec<Game>,
    redo_at: Option<usize>,
    /// `board` draws the Unicode picture with colours (an interactive terminal without
    /// `--plain`); otherwise the ASCII diagram of the REPL contract.
    pub pretty: bool,
    /// Sides played by a bot (`bot SIDE NAME`); none unless a command sets one.
    pub bots: BTreeMap<String, Box<dyn crate::bots::Bot>>,
    /// The last choice answered and how (`why`).
    pub last_choice: Option<crate::seats::LastChoice>,
    /// The campaign being played (`campaign new|load`), if any.
    pub campaign: Option<crate::campaign_repl::Run>,
    /// Show what every side may see (`--reveal`, `reveal on`): for debugging, not for play.
    pub reveal: bool,
    /// Print the engine's whole log after each answer (`verbose on`), not the player's log.
    pub verbose: bool,
    /// `new` without a seed picks a fresh one (a person at a terminal); otherwise seed 1, so a
    /// script's output stays the same.
    pub fresh_seeds: bool,
    /// Dev mode (`dev on`): the modder's console commands that change the game outside the
    /// rules (`give`, `take`, `set`) or read all of it (`lua`) are allowed.
    pub dev: bool,
    /// How many `source` files are being read, one inside another.
    sourcing: usize,
}

/// How deep `source` files may source others (a file sourcing itself stops here).
const SOURCE_DEPTH: usize = 8;

/// What a command asks the driver to do after printing its output.
#[derive(Debug, PartialEq, Eq)]
pub enum Flow {
    Continue,
    Quit,
}

pub struct CommandHelp {
    pub name: &'static str,
    pub usage: &'static str,
    pub summary: &'static str,
}

/// The width `board --compact` fits (a classic terminal).
const COMPACT_COLUMNS: usize = 80;

pub const COMMANDS: &[CommandHelp] = &[
    CommandHelp {
        name: "load",
        usage: "load [--verify] PATH",
        summary: "load a scenario file (a path, a project path like scripts/arcadia/scenarios/intro.yaml, or a built-in name like intro), or a game written by `save` (its state comes back as saved; --verify replays every answer from the start and checks the log byte for byte)",
    },
    CommandHelp {
        name: "campaign",
        usage: "campaign new|next|status|sheet|save|load",
        summary: "a campaign of six scenarios: `campaign new [FILE] [--guilds N] [--draft] [--seed S] [--bots NAME|--hotseat] [--episodic LEVEL --scenario ID]` creates the guilds (you are the first seat), `next` takes the finished game in and starts the next, `status`, `sheet`, `save FILE`, `load FILE`",
    },
    CommandHelp {
        name: "save",
        usage: "save PATH",
        summary: "write the running game to PATH (replaced atomically); `load PATH` brings it back exactly",
    },
    CommandHelp {
        name: "seed",
        usage: "seed",
        summary: "the running game's seed",
    },
    CommandHelp {
        name: "board",
        usage: "board [--plain|--unicode|--compact|--svg FILE]",
        summary: "the board: at a terminal a coloured picture as wide as the terminal (quest spaces, tokens and other marks the rules give, with a legend and a key) and the status panel; the ASCII diagram with --plain (and whenever output is not a terminal); --unicode the picture anyway, --compact the picture in 80 columns; --svg writes an SVG picture to FILE",
    },
    CommandHelp {
        name: "status",
        usage: "status",
        summary: "the status panel alone: each side's figures, health, place and cards, then what the rules add (quests with their progress, tokens on the board, the spawn tile; Arena's active figure and conditions; ODS's Act, Turn, Phase, Fate and hand), as the side at the screen may see it",
    },
    CommandHelp {
        name: "los",
        usage: "los FROM TO [as ID]",
        summary: "line of sight between two spaces; ID (default: the first figure at FROM) is the active figure whose enemies make spaces Blocked",
    },
    CommandHelp {
        name: "close",
        usage: "close A B",
        summary: "whether space B is Close to space A",
    },
    CommandHelp {
        name: "reach",
        usage: "reach ID [MP]",
        summary: "every space where figure ID may end a movement of MP points (default: its own)",
    },
    CommandHelp {
        name: "door",
        usage: "door A B",
        summary: "flip the door between neighbouring spaces A and B (open <-> closed)",
    },
    CommandHelp {
        name: "place",
        usage: "place ID SPACE",
        summary: "put figure ID on SPACE (a placement, not a move: no movement rules apply)",
    },
    CommandHelp {
        name: "new",
        usage: "new [SEED]",
        summary: "start a game on the loaded scenario (without SEED: a fresh seed at a terminal, printed so it can be replayed; seed 1 in scripts); the game then asks its choices; at a terminal, `new` and `load` warn once before throwing away unsaved answers",
    },
    CommandHelp {
        name: "choices",
        usage: "choices",
        summary: "show the pending choice and its numbered options",
    },
    CommandHelp {
        name: "choose",
        usage: "choose N|OPTION",
        summary: "answer the pending choice by number or by its text (typing the option's text alone works too)",
    },
    CommandHelp {
        name: "legal",
        usage: "legal",
        summary: "every legal action now: the pending choice's options, numbered (type one, or its number)",
    },
    CommandHelp {
        name: "why",
        usage: "why",
        summary: "the last decision: who chose what among which options, the rule that asked it, and what the engine did next",
    },
    CommandHelp {
        name: "bot",
        usage: "bot [SIDE random|greedy|search|off]",
        summary: "let a bot play SIDE (its monster reactions too) from now on, or give the side back (off); alone, lists the bots",
    },
    CommandHelp {
        name: "undo",
        usage: "undo [N]",
        summary: "take back the last answer, or the last N (nothing changes when the game has fewer)",
    },
    CommandHelp {
        name: "redo",
        usage: "redo",
        summary: "bring back what the last `undo` took back (several undos: redo them one by one, newest first), until another answer is given",
    },
    CommandHelp {
        name: "log",
        usage: "log [N|all] [--engine]",
        summary: "the last N lines of the player's log (default 20; `log all` for everything): moves, dice, results, notes; `--engine` for the engine's whole log (every variable set, every event)",
    },
    CommandHelp {
        name: "verbose",
        usage: "verbose on|off",
        summary: "after each answer print the engine's whole log (every variable set, every event) instead of the player's log (moves, dice, results, notes); off by default",
    },
    CommandHelp {
        name: "reveal",
        usage: "reveal on|off",
        summary: "show what every side may see (deck orders, face-down tokens, secret picks) in the log and `show`, for debugging; off by default (also `--reveal` at start)",
    },
    CommandHelp {
        name: "show",
        usage: "show FIGURE|CARD",
        summary: "a figure's place, side, state and cards, or a card's file, text and numbers",
    },
    CommandHelp {
        name: "rig",
        usage: "rig DIE FACE...|clear [DIE]",
        summary: "make the next DIE dice show these faces (e.g. `rig attack crit melee`); `rig clear` forgets the faces still rigged (of DIE, or of every die); recorded in the save; undo leaves rigged dice as they stand (faces rolled or cleared do not come back)",
    },
    CommandHelp {
        name: "dev",
        usage: "dev on|off",
        summary: "dev mode for modders: allows `give`, `take`, `set` (changes outside the rules, each logged as `dev: …`, saved, undone by `undo`) and `lua` (reads everything, secrets too); off by default",
    },
    CommandHelp {
        name: "give",
        usage: "give CARD FIGURE",
        summary: "(dev) a new CARD held by FIGURE, outside the rules; the rules may refuse (Arcadia: no free inventory slot); the question already asked keeps its options, the card counts from the next one",
    },
    CommandHelp {
        name: "take",
        usage: "take CARD FIGURE",
        summary: "(dev) FIGURE's newest CARD goes out of play, outside the rules",
    },
    CommandHelp {
        name: "set",
        usage: "set FIGURE.FIELD VALUE",
        summary: "(dev) set a figure variable a figure of the game has (`show FIGURE` lists them: wounds, life, …; the value keeps its type), or `FIGURE.at SPACE` to place it (`off`: off the board), outside the rules",
    },
    CommandHelp {
        name: "lua",
        usage: "lua EXPR",
        summary: "(dev) evaluate a Lua expression or chunk against the live game, read-only (`game` is the card API; anything that would change the game fails) under a step's budget: `lua game.figure(\"grom\").wounds`, `lua game.figure(\"grom\"):cards()`; Tab completes `game.` names and ids",
    },
    CommandHelp {
        name: "source",
        usage: "source FILE",
        summary: "run the REPL commands of FILE, one a line (`#` starts a comment), in this session; stops at the first error, naming its line",
    },
    CommandHelp {
        name: "reload",
        usage: "reload",
        summary: "re-read changed card scripts into the running game; a card that fails to load keeps its old version",
    },
    CommandHelp {
        name: "help",
        usage: "help [COMMAND]",
        summary: "list commands, or describe one; `help api [NAME]` is the card script API",
    },
    CommandHelp {
        name: "quit",
        usage: "quit",
        summary: "leave (also: exit, Ctrl-D)",
    },
];

/// `show CARD`: a card's name, kind, file, text and data fields.
fn show_card(g: &Game, id: &str, def: &serde_yaml::Value) -> String {
    let field = |k: &str| def.get(k).and_then(|v| v.as_str()).unwrap_or("");
    let files = g.card_files();
    let path = files
        .iter()
        .find(|(c, _)| c == id)
        .map_or("", |(_, p)| p.as_str());
    let mut out = format!("{} ({id}, {}) — {path}", field("name"), field("kind"));
    if !field("text").is_empty() {
        out.push_str(&format!("\n  {}", field("text")));
    }
    if let Some(m) = def.as_mapping() {
        let mut rest: Vec<String> = m
            .iter()
            .filter_map(|(k, v)| {
                let k = k.as_str()?;
                if matches!(k, "name" | "kind" | "text" | "id") {
                    return None;
                }
                let v = serde_yaml::to_string(v).ok()?;
                let v = v.trim_end().replace('\n', " ");
                Some(format!("{k}: {v}"))
            })
            .collect();
        rest.sort();
        for r in rest {
            out.push_str(&format!("\n  {r}"));
        }
    }
    out
}

fn usage(name: &str) -> String {
    let c = COMMANDS.iter().find(|c| c.name == name).expect("known");
    format!("usage: {}", c.usage)
}

fn coord(s: &str) -> Result<Coord, String> {
    s.parse::<Coord>().map_err(|e| e.to_string())
}

/// A space named on `t`'s board (`c4` on a grid, a space id on a graph board).
fn locate(t: &Tabletop, s: &str) -> Result<Coord, String> {
    t.board().locate(s).map_err(|e| e.to_string())
}

/// A ruleset by name, parsed once per session.
fn cached_ruleset(
    assets: &Assets,
    rulesets: &mut BTreeMap<String, Ruleset>,
    name: &str,
) -> Result<Ruleset, String> {
    if let Some(r) = rulesets.get(name) {
        return Ok(r.clone());
    }
    let r = assets.ruleset(name)?;
    rulesets.insert(name.to_string(), r.clone());
    Ok(r)
}

impl Session {
    pub fn new(assets: Assets) -> Session {
        let noticed = if assets.mods().is_empty() {
            Vec::new()
        } else {
            assets.library_with_notices().1
        };
        Session {
            noticed,
            assets,
            rulesets: BTreeMap::new(),
            loaded: None,
            game: None,
            saved_inputs: None,
            redo: Vec::new(),
            redo_at: None,
            pretty: false,
            bots: BTreeMap::new(),
            last_choice: None,
            campaign: None,
            reveal: false,
            verbose: false,
            fresh_seeds: false,
            dev: false,
            sourcing: 0,
        }
    }

    /// Whose eyes the output is for (design principle 5): None with `reveal` (everything);
    /// else the side a person plays — the side asked now when several people share the screen
    /// (hotseat), else the first side no bot plays; with bots on every seat, `Some("")`, a
    /// spectator who sees no side's secrets.
    pub fn viewer_side(&self) -> Option<String> {
        if self.reveal {
            return None;
        }
        let people: Vec<String> = crate::seats::seat_sides(self)
            .into_iter()
            .filter(|s| !self.bots.contains_key(s))
            .collect();
        let asked = self
            .game
            .as_ref()
            .and_then(|g| g.pending())
            .map(|c| c.side.clone());
        Some(match asked {
            Some(side) if people.contains(&side) => side,
            _ => people.into_iter().next().unwrap_or_default(),
        })
    }

    /// Runs `f` with the viewer of [`Session::viewer_side`].
    pub fn with_viewer<T>(&self, f: impl FnOnce(Viewer) -> T) -> T {
        match self.viewer_side() {
            None => f(Viewer::All),
            Some(side) => f(Viewer::Side(&side)),
        }
    }

    pub fn assets(&self) -> &Assets {
        &self.assets
    }

    /// What the mods replace (a built-in card a mod card overrides, ...), for the binary to
    /// say once as it starts.
    pub fn mod_notices(&self) -> &[String] {
        &self.noticed
    }

    /// `NAME VERSION` of each mod, in load order (what saves record).
    fn mod_labels(&self) -> Vec<String> {
        self.assets.mod_labels()
    }

    pub fn ruleset(&mut self, name: &str) -> Result<Ruleset, String> {
        cached_ruleset(&self.assets, &mut self.rulesets, name)
    }

    /// The project path of a ruleset's default scenario.
    pub fn default_scenario(&mut self, ruleset: &str) -> Result<String, String> {
        let r = self.ruleset(ruleset)?;
        crate::assets::default_scenario_of(ruleset, &r)
    }

    fn read_scenario(&self, path: &str) -> Result<String, String> {
        self.assets.read_scenario(path)
    }

    /// Loads a scenario; on any error the previous one stays loaded.
    pub fn load(&mut self, path: &str) -> Result<(), String> {
        let text = self.read_scenario(path)?;
        self.load_text(path, text)
    }

    /// Loads a scenario from its text (`path` names it in messages and saves).
    pub fn load_text(&mut self, path: &str, text: String) -> Result<(), String> {
        let (assets, rulesets) = (&self.assets, &mut self.rulesets);
        let loaded =
            assets.fit_scenario(path, text, |name| cached_ruleset(assets, rulesets, name))?;
        self.loaded = Some(loaded);
        self.game = None;
        self.saved_inputs = None;
        self.redo.clear();
        Ok(())
    }

    /// `load PATH`: a saved game, a campaign file or a scenario.
    fn load_command(&mut self, path: &str, verify: bool) -> Result<String, String> {
        // A save to PATH killed mid-write left its temporary file beside it.
        files::remove_stale_temporaries(std::path::Path::new(path));
        let text = match files::read_text(path, files::LOAD_MAX) {
            Ok(text) => Some(text),
            // Not a file here: a project path or a built-in scenario name, maybe.
            Err(FileError::Missing { .. } | FileError::Directory { .. }) => None,
            Err(e) if verify => return Err(format!("load --verify: {e}")),
            Err(e) => return Err(e.to_string()),
        };
        match text {
            Some(text) if SaveFile::looks_like_save(&text) => self.load_save(path, &text, verify),
            _ if verify => Err(format!("load --verify: {path} is not a saved game")),
            Some(text) if crate::campaign::Campaign::looks_like_campaign(&text) => {
                crate::campaign_repl::repl_command(self, &["load", path])
            }
            Some(text) => {
                self.load_text(path, text)?;
                Ok(format!("loaded {path}"))
            }
            None => {
                self.load(path)?;
                Ok(format!("loaded {path}"))
            }
        }
    }

    /// Loads a saved game (its state as saved; with `verify`, replayed from the start and
    /// checked against the saved log); on any error the session is unchanged.
    fn load_save(&mut self, path: &str, text: &str, verify: bool) -> Result<String, String> {
        let save = SaveFile::parse(text).map_err(|e| format!("{path}: {e}"))?;
        let mod_note = self.check_save_mods(path, &save.mods)?;
        self.assets.check_mods_ruleset(&save.ruleset, path)?;
        let mut ruleset = self.ruleset(&save.ruleset)?;
        let lib = self.assets.library();
        let loaded = if verify {
            save.verify(&lib, &ruleset, Limits::default())
        } else {
            save.load(&lib, &ruleset, Limits::default())
        }
        .map_err(|e| format!("{path}: {e}"))?;
        let scenario =
            Scenario::parse(&save.scenario, &save.scenario_path).map_err(|e| e.to_string())?;
        ruleset
            .load_for(&scenario, |p| self.assets.read(p))
            .map_err(|e| e.to_string())?;
        let table = scenario.build(&ruleset).map_err(|e| e.to_string())?;
        let inputs = loaded.game.inputs().len();
        self.loaded = Some(Loaded {
            path: save.scenario_path.clone(),
            text: save.scenario.clone(),
            ruleset,
            scenario,
            table,
        });
        self.game = Some(loaded.game);
        self.redo.clear();
        self.saved_inputs = Some(inputs);
        let mut out = format!(
            "loaded {path}: a game on {} (seed {}, {} inputs{})",
            save.scenario_path,
            save.seed,
            inputs,
            match (verify, loaded.log_differs_at) {
                (true, None) => ", replayed from the start: the log is the saved one byte for byte",
                _ => "",
            }
        );
        match (verify, loaded.log_differs_at) {
            (true, Some(n)) => out.push_str(&format!(
                "\nnote: the replayed log differs from the saved one from entry {} on (the scripts changed since the save; every answer still fit)",
                n + 1
            )),
            // Only the step in progress ran: the rest of the log came with the saved state.
            (false, Some(n)) => out.push_str(&format!(
                "\nnote: the loaded game's log differs from the saved one from entry {} on (the save was edited, or the scripts changed since it; `load --verify` replays it from the start)",
                n + 1
            )),
            (_, None) => {}
        }
        if let Some(note) = mod_note {
            out.push('\n');
            out.push_str(&note);
        }
        if let Ok(c) = self.choices_text() {
            out.push('\n');
            out.push_str(&c);
        }
        Ok(out)
    }

    /// A save records its mods (`NAME VERSION`): a mod missing or extra refuses the load (the
    /// game's cards would not be the ones it was played with); the same mods at other versions
    /// load, with a note.
    fn check_save_mods(&self, path: &str, saved: &[String]) -> Result<Option<String>, String> {
        let now = self.mod_labels();
        if saved == now.as_slice() {
            return Ok(None);
        }
        let name = |l: &String| l.split(' ').next().unwrap_or_default().to_string();
        let (saved_names, now_names): (Vec<String>, Vec<String>) = (
            saved.iter().map(name).collect(),
            now.iter().map(name).collect(),
        );
        let list = |v: &[String]| {
            if v.is_empty() {
                "none".to_string()
            } else {
                v.join(", ")
            }
        };
        if saved_names != now_names {
            return Err(format!(
                "{path} was saved with mods {} but this game runs with {}: start skirmish with the same --mod folders, in the same order",
                list(saved),
                list(&now)
            ));
        }
        Ok(Some(format!(
            "note: {path} was saved with mods {}, this game runs {} (versions differ; the saved state was checked against the cards loaded now)",
            list(saved),
            list(&now)
        )))
    }

    /// `save PATH`: the running game, written to a temporary file beside PATH and renamed over
    /// it, so a crash never leaves half a save.
    fn save(&mut self, path: &str) -> Result<String, String> {
        let g = self.game()?;
        let l = self.loaded.as_ref().ok_or("no scenario loaded")?;
        let mut save = SaveFile::of(g, &l.path, &l.text).map_err(|e| e.to_string())?;
        save.mods = self.mod_labels();
        let text = save.to_yaml();
        files::write_atomically(std::path::Path::new(path), &text)
            .map_err(|e| format!("cannot save to {path}: {e}"))?;
        let n = save.inputs.len();
        self.saved_inputs = Some(n);
        let mut out = format!("saved {path} ({n} inputs)");
        // Written all the same (it is the game), but said: `load` would refuse it.
        if let Err(e) = skirmish_core::yaml::check(&text, skirmish_core::yaml::YamlLimits::SAVE) {
            out.push_str(&format!(
                "\nnote: this save is beyond what `load` reads ({e}); `load` will refuse it"
            ));
        }
        Ok(out)
    }

    /// Whether a game runs with answers not yet saved (Ctrl-D asks before leaving).
    pub fn unsaved(&self) -> bool {
        self.game
            .as_ref()
            .is_some_and(|g| !g.inputs().is_empty() && Some(g.inputs().len()) != self.saved_inputs)
    }

    /// Runs `f` on the tabletop being looked at: the game's when one runs, else the scenario's.
    fn with_table<R>(&self, f: impl FnOnce(&Tabletop) -> Result<R, String>) -> Result<R, String> {
        if let Some(g) = &self.game {
            return f(&g.state().table);
        }
        match &self.loaded {
            Some(l) => f(&l.table),
            None => Err("no scenario loaded (try `load intro`)".to_string()),
        }
    }

    /// Starts a game on the loaded scenario.
    pub fn start_game(&mut self, seed: u64) -> Result<String, String> {
        let l = self
            .loaded
            .as_ref()
            .ok_or_else(|| "no scenario loaded (try `load intro`)".to_string())?;
        let lib = self.assets.library();
        let game = Game::new(&lib, &l.ruleset, &l.scenario, seed, Limits::default())
            .map_err(|e| e.to_string())?;
        self.game = Some(game);
        self.last_choice = None;
        self.redo.clear();
        let mut out = format!("game started on {} (seed {seed})", l.path);
        for line in crate::seats::play_bots(self) {
            out.push('\n');
            out.push_str(&line);
        }
        if let Ok(c) = self.choices_text() {
            out.push('\n');
            out.push_str(&c);
        }
        Ok(out)
    }

    fn game(&self) -> Result<&Game, String> {
        self.game
            .as_ref()
            .ok_or_else(|| "no game running (start one with `new`)".to_string())
    }

    fn game_mut(&mut self) -> Result<&mut Game, String> {
        self.game
            .as_mut()
            .ok_or_else(|| "no game running (start one with `new`)".to_string())
    }

    /// The pending choice as numbered lines, or how the game ended.
    pub fn choices_text(&self) -> Result<String, String> {
        let g = self.game()?;
        if let Some(r) = g.finished() {
            let mut out = format!("game over: {r}");
            // The rules' summary (who won and why, each side's results), when they give one.
            let side = self.viewer_side().unwrap_or_default();
            if let Ok(Some(serde_yaml::Value::Sequence(lines))) = g.rules_query("summary", &side) {
                for l in lines.iter().filter_map(|l| l.as_str()) {
                    out.push('\n');
                    out.push_str(l);
                }
            }
            return Ok(out);
        }
        let c = g.pending().ok_or("no choice is pending")?;
        let mut out = String::new();
        // Hotseat (several people at one screen): a secret choice says whose eyes only.
        let people = crate::seats::seat_sides(self)
            .into_iter()
            .filter(|s| !self.bots.contains_key(s))
            .count();
        if c.secret && people > 1 && !self.reveal {
            out.push_str(&format!(
                "(a secret choice: only {} should look at the screen now)\n",
                c.side
            ));
        }
        out.push_str(&format!("{} — {}", c.side, c.prompt));
        for (i, o) in c.options.iter().enumerate() {
            if o.label == o.key {
                out.push_str(&format!("\n  {}. {}", i + 1, o.key));
            } else {
                out.push_str(&format!("\n  {}. {}  ({})", i + 1, o.key, o.label));
            }
        }
        Ok(out)
    }

    /// What happened since log entry `from` (answers aside), as the viewer may see it.
    pub fn log_since(&self, from: usize) -> Vec<String> {
        let Some(g) = &self.game else {
            return Vec::new();
        };
        let st = g.state();
        let talk = self.player_log();
        self.with_viewer(|v| {
            st.log_view(from, v)
                .into_iter()
                .filter(|(i, _)| !matches!(st.log.get(*i), Some(LogEntry::Chose { .. })))
                .filter(|(i, _)| talk.as_ref().is_none_or(|t| t.shows(g, *i)))
                .map(|(i, line)| match &talk {
                    Some(t) => format!("  · {}", t.say(g, i, line)),
                    None => format!("  · {line}"),
                })
                .collect()
        })
    }

    /// The player's log filter, or None when the engine's whole log is wanted (`verbose on`).
    fn player_log(&self) -> Option<crate::table_talk::PlayerLog> {
        if self.verbose {
            return None;
        }
        self.loaded
            .as_ref()
            .map(|l| crate::table_talk::PlayerLog::of(&l.ruleset))
    }

    fn answer(&mut self, how: &str) -> Result<String, String> {
        let g = self.game_mut()?;
        let from = g.state().log.len();
        let asked = g.pending().cloned();
        let result = match how.parse::<usize>() {
            Ok(0) => return Err("options are numbered from 1".into()),
            Ok(n) => g.answer(n - 1),
            Err(_) => {
                let key = self.option_key(how).unwrap_or_else(|| how.to_string());
                self.game_mut()?.answer_key(&key)
            }
        };
        result.map_err(|e| e.to_string())?;
        self.last_choice = crate::seats::LastChoice::of(self.game()?, asked, from, None);
        let mut lines = self.log_since(from + 1);
        // Bots answer what is theirs; the person sees what they did, then their own choice.
        lines.extend(crate::seats::play_bots(self));
        if let Ok(c) = self.choices_text() {
            lines.push(c);
        }
        Ok(lines.join("\n"))
    }

    /// Whether `line` is exactly one of the pending options.
    fn is_option(&self, line: &str) -> bool {
        self.option_key(line).is_some()
    }

    /// The pending option `line` names, case aside (`Move Zazu B3` is `move zazu b3`).
    fn option_key(&self, line: &str) -> Option<String> {
        let c = self.game.as_ref()?.pending()?;
        c.options
            .iter()
            .find(|o| o.key == line)
            .or_else(|| c.options.iter().find(|o| o.key.eq_ignore_ascii_case(line)))
            .map(|o| o.key.clone())
    }

    /// Why `line` is no option now, and the closest options (issue 20, item 4): the words no
    /// option holds (`orc9`), then up to three options nearest by edit distance among those
    /// with the same first word (the same action), else among all.
    fn not_an_option(&self, line: &str) -> String {
        let Some(c) = self.game.as_ref().and_then(|g| g.pending()) else {
            return format!("`{line}` is not a command (type `help`)");
        };
        let lower = line.to_lowercase();
        let words: Vec<&str> = lower.split_whitespace().collect();
        let known: std::collections::BTreeSet<String> = c
            .options
            .iter()
            .flat_map(|o| o.key.split_whitespace().map(str::to_lowercase))
            .collect();
        let unknown: Vec<&str> = words
            .iter()
            .copied()
            .filter(|w| !known.contains(*w))
            .collect();
        let same_verb: Vec<&str> = c
            .options
            .iter()
            .map(|o| o.key.as_str())
            .filter(|k| {
                k.split_whitespace()
                    .next()
                    .map(str::to_lowercase)
                    .as_deref()
                    == words.first().copied()
            })
            .collect();
        let pool: Vec<&str> = if same_verb.is_empty() {
            c.options.iter().map(|o| o.key.as_str()).collect()
        } else {
            same_verb
        };
        let mut ranked: Vec<(usize, &str)> = pool
            .iter()
            .map(|k| (strsim::levenshtein(&lower, &k.to_lowercase()), *k))
            .collect();
        ranked.sort();
        let near: Vec<&str> = ranked.iter().take(3).map(|(_, k)| *k).collect();
        let mut out = format!("`{line}` is not one of the options now");
        match unknown.as_slice() {
            [] => {}
            [w] => out.push_str(&format!(" (no option has `{w}`)")),
            ws => out.push_str(&format!(
                " (no option has {})",
                ws.iter()
                    .map(|w| format!("`{w}`"))
                    .collect::<Vec<_>>()
                    .join(", ")
            )),
        }
        out.push_str(&format!(
            "; closest: {} (type `choices` for all {}, or `help`)",
            near.join(" | "),
            c.options.len()
        ));
        out
    }

    fn show(&self, id: &str) -> Result<String, String> {
        let g = self.game()?;
        let st = g.state();
        let i = match st.figure(id) {
            Ok(i) => i,
            Err(e) => {
                return match g.card_def(id) {
                    Some(def) => Ok(show_card(g, id, &def)),
                    None => Err(format!("{e} (nor a card id)")),
                };
            }
        };
        let f = st.table.figure(i);
        let place = if st.table.is_on_board(i) {
            st.table.board().address(f.at)
        } else {
            "off the board".to_string()
        };
        let mut out = format!("{} ({}) at {place}", f.id, f.side);
        let scope = Scope::Figure(f.id.clone());
        let vars: Vec<String> = st
            .vars
            .iter()
            .filter(|((s, _), _)| s == &scope)
            .map(|((_, k), v)| format!("{k}={v}"))
            .collect();
        if !vars.is_empty() {
            out.push_str(&format!("\n  {}", vars.join(" ")));
        }
        for c in st
            .cards
            .iter()
            .filter(|c| c.holder == skirmish_core::game::state::Holder::Figure(f.id.clone()))
        {
            let exhausted = st.get(&Scope::Card(c.id), "exhausted") == Some(&Var::Bool(true));
            let seen = self.with_viewer(|v| st.may_see_card(c.id, v));
            out.push_str(&format!(
                "\n  card #{} {}{}",
                c.id,
                if seen { c.card.as_str() } else { "(hidden)" },
                if exhausted { " (exhausted)" } else { "" }
            ));
        }
        Ok(out)
    }

    fn table_mut(&mut self) -> Result<&mut Tabletop, String> {
        self.loaded
            .as_mut()
            .map(|l| &mut l.table)
            .ok_or_else(|| "no scenario loaded (try `load intro`)".to_string())
    }

    /// Runs one command line. `Ok` carries the text to print (possibly empty); `Err` a message
    /// for an `error:` line, in which case nothing changed.
    pub fn execute(&mut self, line: &str) -> Result<(String, Flow), String> {
        let r = self.execute_line(line);
        if self.assets.mods().is_empty() {
            return r;
        }
        // A mod's files named where the modder keeps them, not by their library paths.
        match r {
            Ok((out, flow)) => Ok((self.assets.disk_paths(&out), flow)),
            Err(e) => Err(self.assets.disk_paths(&e)),
        }
    }

    fn execute_line(&mut self, line: &str) -> Result<(String, Flow), String> {
        // Lua has `#` (length) and strings: the expression is the whole rest of the line.
        if let Some(expr) = line
            .trim_start()
            .strip_prefix("lua")
            .filter(|r| r.is_empty() || r.starts_with(char::is_whitespace))
        {
            return Ok((self.lua(expr.trim())?, Flow::Continue));
        }
        let line = match line.find('#') {
            Some(i) => &line[..i],
            None => line,
        };
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some((&cmd, args)) = words.split_first() else {
            return Ok((String::new(), Flow::Continue));
        };
        let normalised = words.join(" ");
        let numbered = words.len() == 1 && cmd.parse::<usize>().is_ok();
        if self.is_option(&normalised)
            || (numbered && self.game.as_ref().is_some_and(|g| g.pending().is_some()))
        {
            return Ok((self.answer(&normalised)?, Flow::Continue));
        }
        let out = match cmd {
            "quit" | "exit" => return Ok((String::new(), Flow::Quit)),
            "help" => self.help(args)?,
            "load" => match args {
                [path] => self.load_command(path, false)?,
                ["--verify", path] => self.load_command(path, true)?,
                _ => return Err(usage("load")),
            },
            "campaign" => crate::campaign_repl::repl_command(self, args)?,
            "save" => match args {
                [path] => self.save(path)?,
                _ => return Err(usage("save")),
            },
            "seed" => match args {
                [] => format!("seed {}", self.game()?.seed()),
                _ => return Err(usage("seed")),
            },
            "board" => match args {
                [] if self.pretty => self.picture(true, None)?,
                [] | ["--plain"] => self.board_text()?,
                ["--unicode"] => self.picture(self.pretty, None)?,
                ["--compact"] => self.picture(self.pretty, Some(COMPACT_COLUMNS))?,
                ["--svg", path] => {
                    let view = self.view_with_status();
                    let svg = self.with_table(|t| {
                        Ok(self.with_viewer(|v| {
                            crate::svg::render(t, self.game.as_ref().map(|g| g.state()), &view, v)
                        }))
                    })?;
                    // As saves: a picture half written (a full disk, a kill) never replaces a
                    // good one, and a directory or device by that name is refused.
                    crate::files::write_atomically(std::path::Path::new(path), &svg)
                        .map_err(|e| format!("cannot write {path}: {e}"))?;
                    format!("wrote {path}")
                }
                _ => return Err(usage("board")),
            },
            "los" => self.los(args)?,
            "close" => match args {
                [a, b] => self.with_table(|t| {
                    let (ca, cb) = (locate(t, a)?, locate(t, b)?);
                    t.board().check(ca).map_err(|e| e.to_string())?;
                    t.board().check(cb).map_err(|e| e.to_string())?;
                    let yes = t.is_close(ca, cb);
                    Ok(format!("close {a} {b}: {}", if yes { "yes" } else { "no" }))
                })?,
                _ => return Err(usage("close")),
            },
            "reach" => self.reach(args)?,
            "new" => match args {
                [] => {
                    // A person gets a fresh game; the seed is printed so it can be replayed.
                    // The clock only picks the seed.
                    let seed = if self.fresh_seeds {
                        std::time::SystemTime::now()
                            .duration_since(std::time::UNIX_EPOCH)
                            .map_or(1, |d| d.as_nanos() as u64 % 100_000)
                    } else {
                        1
                    };
                    self.start_game(seed)?
                }
                [seed] => {
                    let seed = seed
                        .parse::<u64>()
                        .map_err(|_| format!("bad seed `{seed}` (a whole number)"))?;
                    self.start_game(seed)?
                }
                _ => return Err(usage("new")),
            },
            "choices" => self.choices_text()?,
            "legal" => crate::seats::legal(self)?,
            "why" => crate::seats::why(self)?,
            "bot" => crate::seats::bot_command(self, args)?,
            "choose" => match args {
                [] => return Err(usage("choose")),
                _ => self.answer(&args.join(" "))?,
            },
            "undo" => {
                let n = match args {
                    [] => 1,
                    [n] => n.parse::<usize>().ok().filter(|&n| n > 0).ok_or_else(|| {
                        format!("undo: `{n}` is not a number of answers (1 or more)")
                    })?,
                    _ => return Err(usage("undo")),
                };
                let before = self.game()?.fork().map_err(|e| e.to_string())?;
                self.game_mut()?.undo_n(n).map_err(|e| e.to_string())?;
                crate::seats::undo_bot_answers(self);
                self.last_choice = None;
                if self.redo_at != Some(before.inputs().len()) {
                    self.redo.clear(); // the game changed since the last undo or redo
                }
                self.redo.push(before);
                self.redo_at = Some(self.game()?.inputs().len());
                let what = if n == 1 {
                    "undone".to_string()
                } else {
                    format!("undone {n} answers")
                };
                format!("{what}\n{}", self.choices_text()?)
            }
            "redo" => {
                if !args.is_empty() {
                    return Err(usage("redo"));
                }
                let now = self.game()?.inputs().len();
                if self.redo_at != Some(now) {
                    self.redo.clear();
                }
                let g = self
                    .redo
                    .pop()
                    .ok_or("nothing to redo: `redo` brings back what the last `undo` took back, until another answer")?;
                self.game = Some(g);
                self.last_choice = None;
                self.redo_at = Some(self.game()?.inputs().len());
                format!("redone\n{}", self.choices_text()?)
            }
            "log" => {
                let g = self.game()?;
                let st = g.state();
                let engine = args.contains(&"--engine");
                let args: Vec<&str> = args.iter().copied().filter(|a| *a != "--engine").collect();
                let n = match args.as_slice() {
                    [] => 20,
                    ["all"] => usize::MAX,
                    [n] => n.parse::<usize>().map_err(|_| format!("bad count `{n}`"))?,
                    _ => return Err(usage("log")),
                };
                let talk = if engine { None } else { self.player_log() };
                // The last N lines of the log this reader gets (the player's, or the engine's).
                let mut lines: Vec<String> = self.with_viewer(|v| {
                    st.log_view(0, v)
                        .into_iter()
                        .filter(|(i, _)| talk.as_ref().is_none_or(|t| t.shows(g, *i)))
                        .map(|(i, line)| match &talk {
                            Some(t) => format!("{:>5} {}", i + 1, t.say(g, i, line)),
                            None => format!("{:>5} {line}", i + 1),
                        })
                        .collect()
                });
                let start = lines.len().saturating_sub(n);
                lines.drain(..start);
                lines.join("\n")
            }
            "verbose" => match args {
                ["on"] => {
                    self.verbose = true;
                    "verbose on: after each answer, the engine's whole log".to_string()
                }
                ["off"] => {
                    self.verbose = false;
                    "verbose off: after each answer, what a player at the table would say"
                        .to_string()
                }
                _ => return Err(usage("verbose")),
            },
            "reveal" => match args {
                ["on"] => {
                    self.reveal = true;
                    "reveal on: the output shows what every side may see (debugging)".to_string()
                }
                ["off"] => {
                    self.reveal = false;
                    "reveal off: the output shows what the side at the screen may see".to_string()
                }
                _ => return Err(usage("reveal")),
            },
            "status" => match args {
                [] => {
                    let g = self.game()?;
                    let view = self.view_with_status();
                    self.with_viewer(|v| crate::picture::status(g.state(), &view, self.pretty, v))
                }
                _ => return Err(usage("status")),
            },
            "show" => match args {
                [id] => self.show(id)?,
                _ => return Err(usage("show")),
            },
            "rig" => match args {
                ["clear"] => {
                    self.game_mut()?.unrig(None).map_err(|e| e.to_string())?;
                    "rigged dice cleared: the next dice roll at random".to_string()
                }
                ["clear", die] => {
                    self.game_mut()?
                        .unrig(Some(die))
                        .map_err(|e| e.to_string())?;
                    format!("rigged {die} dice cleared: the next ones roll at random")
                }
                ["clear", ..] => return Err(usage("rig")),
                [die, faces @ ..] if !faces.is_empty() => {
                    self.game_mut()?
                        .rig(die, faces)
                        .map_err(|e| e.to_string())?;
                    format!("rigged {die}: {}", faces.join(" "))
                }
                _ => return Err(usage("rig")),
            },
            "dev" => match args {
                ["on"] => {
                    self.dev = true;
                    "dev on: `give`, `take` and `set` change the game outside the rules (each logged as `dev: …`, saved, undone by `undo`); `lua` reads everything, what the side at the screen may not see too".to_string()
                }
                ["off"] => {
                    self.dev = false;
                    "dev off".to_string()
                }
                _ => return Err(usage("dev")),
            },
            "give" | "take" | "set" => self.dev_change(cmd, args)?,
            "source" => match args {
                [path] => return self.source(path),
                _ => return Err(usage("source")),
            },
            "reload" => {
                let (lib, notices) = self.assets.library_with_notices();
                let fresh: Vec<String> = notices
                    .into_iter()
                    .filter(|n| !self.noticed.contains(n))
                    .collect();
                self.noticed.extend(fresh.iter().cloned());
                let g = self.game_mut()?;
                let (done, errors) = g.reload(&lib);
                let mut out = if done.is_empty() {
                    "no card changed".to_string()
                } else {
                    format!("reloaded {}", done.join(", "))
                };
                for e in errors {
                    out.push_str(&format!("\nkept the old version: {e}"));
                }
                for n in fresh {
                    out.push_str(&format!("\nnote: {n}"));
                }
                out
            }
            "door" | "place" if self.game.is_some() => {
                return Err(format!(
                    "`{cmd}` edits the board directly, which a running game does not allow (load the scenario again to edit it)"
                ));
            }
            "door" => match args {
                [a, b] => {
                    let (ca, cb) = (coord(a)?, coord(b)?);
                    let open = self
                        .table_mut()?
                        .flip_door(ca, cb)
                        .map_err(|e| e.to_string())?;
                    format!("door {a} {b}: {}", if open { "open" } else { "closed" })
                }
                _ => return Err(usage("door")),
            },
            "place" => match args {
                [id, at] => {
                    let t = self.table_mut()?;
                    let c = locate(t, at)?;
                    let i = t.find_figure(id).map_err(|e| e.to_string())?;
                    t.place_figure(i, c).map_err(|e| e.to_string())?;
                    format!("placed {id} at {at}")
                }
                _ => return Err(usage("place")),
            },
            _ if self.game.as_ref().is_some_and(|g| g.pending().is_some()) => {
                return Err(self.not_an_option(&normalised));
            }
            other => {
                return Err(format!(
                    "unknown command `{other}` (type `help` for the list)"
                ));
            }
        };
        Ok((out, Flow::Continue))
    }

    /// Refuses a dev command unless dev mode is on.
    fn need_dev(&self, cmd: &str) -> Result<(), String> {
        if self.dev {
            return Ok(());
        }
        let what = if cmd == "lua" {
            "reads the whole game, what the side at the screen may not see too"
        } else {
            "changes the game outside the rules"
        };
        Err(format!("`{cmd}` {what}: turn `dev on` first"))
    }

    /// `give`, `take`, `set` (dev mode): a change outside the rules, recorded as an input.
    fn dev_change(&mut self, cmd: &str, args: &[&str]) -> Result<String, String> {
        self.need_dev(cmd)?;
        let line = std::iter::once(cmd)
            .chain(args.iter().copied())
            .collect::<Vec<_>>()
            .join(" ");
        let change = skirmish_core::game::Dev::parse(&line).map_err(|_| usage(cmd))?;
        let g = self.game()?;
        if let skirmish_core::game::Dev::Give { card, .. } = &change
            && g.card_def(card).is_none()
        {
            // A card of another ruleset says so (the library holds every ruleset's cards).
            let lib = self.assets.library();
            let theirs: Vec<String> = lib
                .files
                .keys()
                .filter(|p| {
                    p.starts_with("cards/")
                        && p.ends_with(&format!("/{card}.lua"))
                        && !p.starts_with(&format!("cards/{}/", g.ruleset()))
                })
                .filter_map(|p| p.split('/').nth(1).map(str::to_string))
                .collect();
            if !theirs.is_empty() {
                return Err(format!(
                    "`{card}` is a card of the {} ruleset, not of {} (this game's)",
                    theirs.join(", "),
                    g.ruleset()
                ));
            }
        }
        let from = g.state().log.len();
        self.game_mut()?.dev(change).map_err(|e| e.to_string())?;
        self.last_choice = None;
        let mut lines = self.log_since(from);
        if lines.is_empty() {
            lines.push(format!("  · dev: {line}"));
        }
        Ok(lines.join("\n"))
    }

    /// `lua EXPR` (dev mode): the expression's values, read-only against the live game.
    fn lua(&self, expr: &str) -> Result<String, String> {
        self.need_dev("lua")?;
        if expr.is_empty() {
            return Err(usage("lua"));
        }
        self.game()?.eval(expr).map_err(|e| e.to_string())
    }

    /// `source FILE`: runs each line of FILE as a command of this session; the first error
    /// stops it, with what ran before it and the file's line.
    fn source(&mut self, path: &str) -> Result<(String, Flow), String> {
        if self.sourcing >= SOURCE_DEPTH {
            return Err(format!(
                "source {path}: files source each other more than {SOURCE_DEPTH} deep (one sources itself?)"
            ));
        }
        let text = files::read_text(path, files::SCRIPT_MAX).map_err(|e| e.to_string())?;
        self.sourcing += 1;
        let mut out: Vec<String> = Vec::new();
        let mut result = Ok(Flow::Continue);
        for (n, line) in text.lines().enumerate() {
            match self.execute(line) {
                Ok((text, flow)) => {
                    if !text.is_empty() {
                        out.push(text);
                    }
                    if flow == Flow::Quit {
                        result = Ok(Flow::Quit);
                        break;
                    }
                }
                Err(e) => {
                    result = Err(format!(
                        "{path}:{}: `{}`: {e} (the lines after it did not run)",
                        n + 1,
                        line.trim()
                    ));
                    break;
                }
            }
        }
        self.sourcing -= 1;
        match result {
            Ok(flow) => Ok((out.join("\n"), flow)),
            Err(e) => {
                out.push(e);
                Err(out.join("\n"))
            }
        }
    }

    fn help(&self, args: &[&str]) -> Result<String, String> {
        if let ["api", rest @ ..] = args {
            let lib = self.assets.library();
            let files = lib
                .files
                .iter()
                .filter(|(p, _)| p.starts_with("scripts/api/") && p.ends_with(".lua"))
                .map(|(p, t)| (p.as_str(), t.as_str()));
            let ruleset = self.loaded.as_ref().map(|l| l.scenario.ruleset.as_str());
            return crate::apidoc::help(files, ruleset, rest);
        }
        match args {
            [] => {
                let width = COMMANDS.iter().map(|c| c.usage.len()).max().unwrap_or(0);
                Ok(COMMANDS
                    .iter()
                    .map(|c| format!("{:width$}  {}", c.usage, c.summary))
                    .collect::<Vec<_>>()
                    .join("\n"))
            }
            [name] => COMMANDS
                .iter()
                .find(|c| c.name == *name || (*name == "exit" && c.name == "quit"))
                .map(|c| format!("{}\n  {}", c.usage, c.summary))
                .ok_or_else(|| format!("no command `{name}` (type `help` for the list)")),
            _ => Err(usage("help")),
        }
    }

    /// How the pictures show the loaded scenario: the ruleset's `display:` key and the
    /// scenario's markers.
    pub fn view(&self) -> crate::picture::View {
        match &self.loaded {
            Some(l) => crate::picture::View::new(&l.ruleset, Some((&l.scenario, &l.table))),
            None => crate::picture::View::default(),
        }
    }

    /// [`Session::view`] with what the rules' `status` query says for the side at the screen
    /// (a Lua call: only the pictures and the panel need it, not the plain board).
    pub fn view_with_status(&self) -> crate::picture::View {
        let mut view = self.view();
        if let Some(g) = &self.game {
            view.rules = crate::rules_status::RulesStatus::of(g, self.viewer_side().as_deref());
        }
        view
    }

    /// The Unicode board, then the status panel when a game runs; at most `width` columns
    /// wide (cells shrink to fit), or as wide as the terminal when output goes to one.
    fn picture(&self, colour: bool, width: Option<usize>) -> Result<String, String> {
        let mut view = self.view_with_status();
        view.max_width = width.or_else(|| {
            let term = console::Term::stdout();
            (self.pretty && term.is_term())
                .then(|| term.size_checked().map(|(_, cols)| cols as usize))
                .flatten()
        });
        if let Some(g) = &self.game {
            let st = g.state();
            let mut out = crate::picture::board(&st.table, Some(st), &view, colour);
            let status = self.with_viewer(|v| crate::picture::status(st, &view, colour, v));
            if !status.is_empty() {
                out.push_str("\n\n");
                out.push_str(&status);
            }
            return Ok(out);
        }
        self.with_table(|t| Ok(crate::picture::board(t, None, &view, colour)))
    }

    pub fn board_text(&self) -> Result<String, String> {
        self.with_table(|t| Ok(self.render_table(t)))
    }

    fn render_table(&self, t: &Tabletop) -> String {
        let view = self.view();
        let state = self.game.as_ref().map(|g| g.state());
        let graph = crate::picture::graph_lines(t, state, &view, false);
        let is_graph = graph.is_some();
        let mut out = match graph {
            Some(lines) => lines + "\n",
            None => t.board().render(),
        };
        for (colour, spaces) in t.portals() {
            let list: Vec<String> = spaces.iter().map(|&c| t.board().address(c)).collect();
            out.push_str(&format!("portal {colour}: {}\n", list.join(" ")));
        }
        // On a graph map a box of standees waits beside the board (every champion and foe):
        // listed one by one they would bury the figures in play, so past a handful they are
        // counted per side instead. Square boards list every figure.
        let off: Vec<usize> = (0..t.figures().len())
            .filter(|&i| !t.is_on_board(i))
            .collect();
        let summarise = is_graph && off.len() > OFF_BOARD_LISTED;
        for (i, f) in t.figures().iter().enumerate() {
            if summarise && !t.is_on_board(i) {
                continue;
            }
            let at = if t.is_on_board(i) {
                t.board().address(f.at)
            } else {
                "off".to_string()
            };
            out.push_str(&format!("figure {} {} {at}", f.id, f.side));
            if let Some(card) = &f.card {
                out.push_str(&format!(" card {card}"));
            }
            if let Some(g) = &self.game {
                let st = g.state();
                let s = Scope::Figure(f.id.clone());
                if let (Some(Var::Int(life)), w) = (st.get(&s, "life"), st.int(&s, "wounds")) {
                    out.push_str(&format!(" wounds {w}/{life}"));
                } else if is_graph
                    && t.is_on_board(i)
                    && let Some(h) = view.health(Some(st), &f.id)
                {
                    // Graph boards draw no figure glyphs: the line carries the health label.
                    out.push_str(&format!(" health {h}"));
                }
            }
            out.push('\n');
        }
        if summarise {
            let mut sides: Vec<(String, usize)> = Vec::new();
            for &i in &off {
                let side = &t.figure(i).side;
                match sides.iter_mut().find(|(s, _)| s == side) {
                    Some((_, n)) => *n += 1,
                    None => sides.push((side.clone(), 1)),
                }
            }
            let list: Vec<String> = sides.iter().map(|(s, n)| format!("{s} {n}")).collect();
            out.push_str(&format!(
                "beside the board: {} figures ({})\n",
                off.len(),
                list.join(", ")
            ));
        }
        out.trim_end().to_string()
    }

    fn los(&self, args: &[&str]) -> Result<String, String> {
        self.with_table(|t| Self::los_on(t, args))
    }

    fn los_on(t: &Tabletop, args: &[&str]) -> Result<String, String> {
        let (a, b, active) = match args {
            [a, b] => (*a, *b, None),
            [a, b, "as", id] => (*a, *b, Some(*id)),
            _ => return Err(usage("los")),
        };
        if t.geometry().sight == skirmish_core::SightLine::None {
            return Err("this ruleset has no line of sight".into());
        }
        let (ca, cb) = (locate(t, a)?, locate(t, b)?);
        t.board().check(ca).map_err(|e| e.to_string())?;
        t.board().check(cb).map_err(|e| e.to_string())?;
        let active = match active {
            Some(id) => Some(t.find_figure(id).map_err(|e| e.to_string())?),
            None => t.first_figure_at(ca),
        };
        let yes = t.line_of_sight(ca, cb, active);
        Ok(format!("los {a} {b}: {}", if yes { "yes" } else { "no" }))
    }

    fn reach(&self, args: &[&str]) -> Result<String, String> {
        self.with_table(|t| Self::reach_on(t, args))
    }

    fn reach_on(t: &Tabletop, args: &[&str]) -> Result<String, String> {
        let (id, mp) = match args {
            [id] => (*id, None),
            [id, mp] => (
                *id,
                Some(
                    mp.parse::<u32>()
                        .map_err(|_| format!("bad movement points `{mp}` (a whole number)"))?,
                ),
            ),
            _ => return Err(usage("reach")),
        };
        let i = t.find_figure(id).map_err(|e| e.to_string())?;
        let mp = mp.unwrap_or_else(|| t.movement_of(i));
        let spaces: Vec<String> = t
            .reachable(i, mp)
            .iter()
            .map(|&c| t.board().address(c))
            .collect();
        if spaces.is_empty() {
            Ok(format!("reach {id}:"))
        } else {
            Ok(format!("reach {id}: {}", spaces.join(" ")))
        }
    }

    /// Every word the grammar accepts at the start of a line (for completion).
    pub fn command_names() -> impl Iterator<Item = &'static str> {
        COMMANDS.iter().map(|c| c.name).chain(["exit"])
    }

    /// The pending choice's option texts (for completion).
    pub fn option_keys(&self) -> Vec<String> {
        self.game
            .as_ref()
            .and_then(|g| g.pending())
            .map(|c| c.options.iter().map(|o| o.key.clone()).collect())
            .unwrap_or_default()
    }

    /// Figure ids of the loaded scenario (for completion).
    pub fn figure_ids(&self) -> Vec<String> {
        self.loaded
            .as_ref()
            .map(|l| l.table.figures().iter().map(|f| f.id.clone()).collect())
            .unwrap_or_default()
    }
}
