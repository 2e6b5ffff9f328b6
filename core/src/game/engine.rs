//! The engine: loads a ruleset's scripts and cards into a sandboxed host, runs the ruleset's
//! `play` function as a coroutine, and stops whenever it asks a choice. Answers are the only
//! input, so a game is a pure function of (scenario, seed, answers): undo, rollback after a
//! script error, save and replay all rebuild the state by replaying answers.

use std::cell::{Ref, RefCell};
use std::collections::BTreeMap;
use std::rc::Rc;

use mlua::thread::ThreadStatus;
use mlua::{Function, LuaSerdeExt, Table, Thread, Value};

use crate::error::{Error, Result};
use crate::game::api;
use crate::game::state::{GameState, LogEntry};
use crate::ruleset::Ruleset;
use crate::scenario::Scenario;
use crate::script::host::{Host, Limits};
use crate::script::profile;

/// Script sources by project path (`scripts/prelude.lua`, `cards/RULESET/…`). The kernel does
/// no I/O: the caller reads files (or embedded copies) into a library.
#[derive(Clone, Debug, Default)]
pub struct Library {
    pub files: BTreeMap<String, String>,
}

impl Library {
    pub fn get(&self, path: &str) -> Option<&str> {
        self.files.get(path).map(String::as_str)
    }

    /// Card files of a ruleset: `cards/RULESET/**.lua`, tests excluded.
    pub fn card_files(&self, ruleset: &str) -> Vec<(&str, &str)> {
        let prefix = format!("cards/{ruleset}/");
        self.files
            .iter()
            .filter(|(p, _)| {
                p.starts_with(&prefix) && p.ends_with(".lua") && !p.ends_with("_test.lua")
            })
            .map(|(p, t)| (p.as_str(), t.as_str()))
            .collect()
    }
}

/// The card id of a card file: its file name without `.lua`.
pub fn card_id(path: &str) -> &str {
    let name = path.rsplit('/').next().unwrap_or(path);
    name.strip_suffix(".lua").unwrap_or(name)
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChoiceOption {
    /// Unique among the options; the command form a player can type (`move hero b1`).
    pub key: String,
    pub label: String,
}

/// A decision the game waits for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    pub side: String,
    pub prompt: String,
    pub options: Vec<ChoiceOption>,
}

/// One input to a game: an answer (0-based option index) or rigged dice faces. A game is a pure
/// function of its scenario, seed and inputs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    Answer(usize),
    Rig { die: String, faces: Vec<String> },
}

enum Yielded {
    Choice(Choice),
    /// The summary line and the result table as data.
    Finished(String, Option<serde_yaml::Value>),
}

pub struct Game {
    host: Host,
    state: Rc<RefCell<GameState>>,
    initial: GameState,
    play: Function,
    game_api: Table,
    /// The table `rules.lua` returned: besides `play`, optional read-only queries
    /// ([`Game::rules_query`]) such as `invariants` and `evaluate`.
    rules: Table,
    thread: Thread,
    pending: Option<Choice>,
    finished: Option<String>,
    /// The table the rules passed to `game.finish`, as data (campaign layers read it).
    outcome: Option<serde_yaml::Value>,
    inputs: Vec<Input>,
    seed: u64,
    ruleset: String,
    /// Card id -> the source text it was last loaded from (for reload).
    card_sources: BTreeMap<String, (String, String)>,
    prelude: Table,
    /// What the game was made from, so [`Game::fork`] can make another.
    origin: Rc<Origin>,
    keys: YieldKeys,
    /// Whether cards were reloaded since the game was made (its forks then run other scripts
    /// than the ones that played its inputs).
    reloaded: bool,
}

/// The field names of what the rules yield, made once as Lua strings: a raw get with one of
/// these is a table lookup, while a get with a `&str` interns the name again under a protected
/// call (about a thousand machine instructions each, at every choice).
struct YieldKeys {
    finished: mlua::LuaString,
    result: mlua::LuaString,
    side: mlua::LuaString,
    prompt: mlua::LuaString,
    keys: mlua::LuaString,
    labels: mlua::LuaString,
}

impl YieldKeys {
    fn new(lua: &mlua::Lua) -> mlua::Result<YieldKeys> {
        Ok(YieldKeys {
            finished: lua.create_string("finished")?,
            result: lua.create_string("result")?,
            side: lua.create_string("side")?,
            prompt: lua.create_string("prompt")?,
            keys: lua.create_string("keys")?,
            labels: lua.create_string("labels")?,
        })
    }
}

struct Origin {
    library: Library,
    ruleset: Ruleset,
    scenario: Scenario,
    limits: Limits,
}

/// Turns an mlua error into one readable message: `file:line: message [in card X (event Y)]`,
/// without Lua's stack traceback.
fn describe(err: &mlua::Error) -> String {
    let raw = match err {
        mlua::Error::RuntimeError(m) => m.clone(),
        mlua::Error::SyntaxError { message, .. } => message.clone(),
        mlua::Error::MemoryError(_) => "script ran out of memory (the Lua state's cap)".into(),
        mlua::Error::CallbackError { cause, .. } => return describe(cause),
        mlua::Error::WithContext { cause, .. } => return describe(cause),
        other => other.to_string(),
    };
    let mut lines: Vec<&str> = Vec::new();
    let mut skipping = false;
    for l in raw.lines() {
        if l.starts_with("stack traceback:") {
            skipping = true;
            continue;
        }
        if skipping && (l.starts_with('\t') || l.starts_with("  ")) {
            continue;
        }
        skipping = false;
        lines.push(l);
    }
    let text = lines.join(" ");
    text.strip_prefix("runtime error: ")
        .unwrap_or(&text)
        .to_string()
}

fn script_error(message: String) -> Error {
    // `path:line: rest` at the start names the file and line.
    let mut file = None;
    let mut line = None;
    let mut parts = message.splitn(3, ':');
    if let (Some(f), Some(l)) = (parts.next(), parts.next())
        && let Ok(n) = l.trim().parse::<u32>()
        && (f.ends_with(".lua"))
    {
        file = Some(f.to_string());
        line = Some(n);
    }
    Error::Script {
        file,
        line,
        message,
    }
}

fn lua_err(e: mlua::Error) -> Error {
    script_error(describe(&e))
}

impl Game {
    /// Loads the ruleset's scripts and cards and runs the rules until their first choice.
    pub fn new(
        library: &Library,
        ruleset: &Ruleset,
        scenario: &Scenario,
        seed: u64,
        limits: Limits,
    ) -> Result<Game> {
        let mut ruleset = ruleset.clone();
        // A tile library the caller did not load comes from the library's files.
        ruleset.load_for(scenario, |p| library.get(p).map(str::to_string))?;
        let origin = Rc::new(Origin {
            library: library.clone(),
            ruleset,
            scenario: scenario.clone(),
            limits,
        });
        Game::from_origin(origin, seed)
    }

    /// [`Game::new`] from what it was made of, shared: forks copy no script text.
    fn from_origin(origin: Rc<Origin>, seed: u64) -> Result<Game> {
        let (library, ruleset, scenario, limits) = (
            &origin.library,
            &origin.ruleset,
            &origin.scenario,
            origin.limits,
        );
        let table = scenario.build(ruleset)?;
        let dice_path = format!("scripts/{}/dice.yaml", ruleset.name);
        let dice_set = match library.get(&dice_path) {
            Some(text) => crate::dice::DiceSet::parse(text, &dice_path)?,
            None => crate::dice::DiceSet::none(),
        };
        let state = GameState::new(table, ruleset.sides.clone(), dice_set, seed);
        let shared = Rc::new(RefCell::new(state.clone()));
        let host = Host::new(limits).map_err(lua_err)?;
        let lua = host.lua().clone();
        let keys = YieldKeys::new(&lua).map_err(lua_err)?;
        let scenario_value = lua.to_value(&scenario.script_data()).map_err(lua_err)?;

        // Kernel functions join the budget functions in the `kernel` table the prelude sees.
        let kernel: Table = host.base_env().raw_get("kernel").map_err(lua_err)?;
        let api_table = api::install(&lua, &shared, scenario_value).map_err(lua_err)?;
        for pair in api_table.pairs::<Value, Value>() {
            let (k, v) = pair.map_err(lua_err)?;
            kernel.raw_set(k, v).map_err(lua_err)?;
        }

        let prelude_src = library
            .get("scripts/prelude.lua")
            .ok_or_else(|| Error::Ruleset("scripts/prelude.lua is missing".into()))?;
        let env = host.new_env(None).map_err(lua_err)?;
        let prelude: Table = host
            .compile("scripts/prelude.lua", prelude_src, &env)
            .and_then(|f| f.call(()))
            .map_err(lua_err)?;
        // Only the prelude holds the kernel and the coroutine that carries choices; scripts
        // use `game` (a card yielding or catching with xpcall would break the choice protocol).
        for name in ["kernel", "coroutine", "xpcall"] {
            host.base_env().raw_set(name, Value::Nil).map_err(lua_err)?;
        }
        let game_api: Table = prelude.get("game").map_err(lua_err)?;
        let safe_pcall: Function = prelude.get("safe_pcall").map_err(lua_err)?;

        // What every card and rules script sees besides the safe stdlib.
        let script_base = host.new_env(None).map_err(lua_err)?;
        script_base.raw_set("game", &game_api).map_err(lua_err)?;
        script_base.raw_set("pcall", safe_pcall).map_err(lua_err)?;
        let g = lua.globals();
        g.raw_set("SCRIPT_BASE", &script_base).map_err(lua_err)?;

        if let Some(kinds) = ruleset.extra.get("card_kinds") {
            let list: Vec<String> = serde_yaml::from_value(kinds.clone())
                .map_err(|e| Error::Ruleset(format!("card_kinds: {e}")))?;
            let f: Function = prelude.get("set_kinds").map_err(lua_err)?;
            f.call::<()>(list).map_err(lua_err)?;
        }
        if let Some(events) = ruleset.extra.get("events") {
            let map: BTreeMap<String, serde_yaml::Value> =
                serde_yaml::from_value(events.clone())
                    .map_err(|e| Error::Ruleset(format!("events: {e}")))?;
            let f: Function = prelude.get("set_events").map_err(lua_err)?;
            f.call::<()>(map.keys().cloned().collect::<Vec<_>>())
                .map_err(lua_err)?;
        }

        // `require` for rules modules: only project scripts, by module name.
        let lib = origin.clone();
        let loaded = lua.create_table().map_err(lua_err)?;
        let require_host_base = script_base.clone();
        let require = lua
            .create_function(move |lua, name: String| {
                if let Ok(v) = loaded.raw_get::<Value>(name.as_str())
                    && !v.is_nil()
                {
                    return Ok(v);
                }
                if name.is_empty()
                    || !name
                        .bytes()
                        .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'.')
                {
                    return Err(api::script_error(lua, format!("bad module name `{name}`")));
                }
                let path = format!("scripts/{}.lua", name.replace('.', "/"));
                let Some(src) = lib.library.get(&path) else {
                    return Err(api::script_error(
                        lua,
                        format!("no module `{name}` ({path})"),
                    ));
                };
                let env = lua.create_table()?;
                let meta = lua.create_table()?;
                meta.raw_set("__index", require_host_base.clone())?;
                meta.raw_set("__metatable", false)?;
                env.set_metatable(Some(meta))?;
                let v: Value = crate::script::host::compile(lua, &path, src, &env)?.call(())?;
                let v = if v.is_nil() { Value::Boolean(true) } else { v };
                loaded.raw_set(name.as_str(), v.clone())?;
                Ok(v)
            })
            .map_err(lua_err)?;
        script_base.raw_set("require", require).map_err(lua_err)?;

        let mut game_cards = BTreeMap::new();
        let define: Function = prelude.get("define").map_err(lua_err)?;
        let mut seen: BTreeMap<String, String> = BTreeMap::new();
        for (path, src) in library.card_files(&ruleset.name) {
            let id = card_id(path).to_string();
            if let Some(other) = seen.insert(id.clone(), path.to_string()) {
                return Err(Error::Script {
                    file: Some(path.to_string()),
                    line: None,
                    message: format!("{path}: card id `{id}` is already defined by {other}"),
                });
            }
            load_card(&host, &script_base, &define, &id, path, src)?;
            game_cards.insert(id, (path.to_string(), src.to_string()));
        }

        let rules_path = format!("scripts/{}/rules.lua", ruleset.name);
        let rules_src = library
            .get(&rules_path)
            .ok_or_else(|| Error::Ruleset(format!("{rules_path} is missing")))?;
        let rules_env = host.new_env(Some(&script_base)).map_err(lua_err)?;
        host.begin_step("loading the rules");
        let rules: Result<Table> = host
            .compile(&rules_path, rules_src, &rules_env)
            .and_then(|f| f.call(()))
            .map_err(lua_err);
        host.end_step();
        let rules = rules?;
        let play: Function = rules.get("play").map_err(|_| {
            Error::Ruleset(format!(
                "{rules_path} must return a table with a `play` function"
            ))
        })?;
        // The prelude's per-run bookkeeping (deferred effects) starts afresh on every replay.
        let wrap: Function = prelude.get("wrap_play").map_err(lua_err)?;
        let play: Function = wrap.call(play).map_err(lua_err)?;
        host.arm_memory_limit().map_err(lua_err)?;
        let thread = lua.create_thread(play.clone()).map_err(lua_err)?;
        let mut game = Game {
            host,
            state: shared,
            initial: state,
            play,
            game_api,
            rules: rules.clone(),
            thread,
            pending: None,
            finished: None,
            outcome: None,
            inputs: Vec::new(),
            seed,
            ruleset: ruleset.name.clone(),
            card_sources: game_cards,
            prelude,
            origin: origin.clone(),
            keys,
            reloaded: false,
        };
        game.advance(None)?;
        Ok(game)
    }

    /// An independent copy of this game at its current point (same state, log, pending choice
    /// and inputs), for bots that look ahead. Made by replaying the inputs in a fresh script
    /// state, so its cost grows with the game's length.
    pub fn fork(&self) -> Result<Game> {
        let mut g = Game::from_origin(self.origin.clone(), self.seed)?;
        g.inputs = self.inputs.clone();
        // The copy runs the scripts this game was made with; unless cards were reloaded since,
        // those are the scripts that already ran these inputs within their budgets.
        g.replay(!self.reloaded)?;
        Ok(g)
    }

    /// A new game on the same scenario with another seed, reusing the scripts already loaded
    /// (what [`Game::new`] with that seed gives, without compiling anything): random playouts
    /// and bots that play many games start each one here.
    pub fn restart(&mut self, seed: u64) -> Result<()> {
        self.seed = seed;
        self.initial.dice = crate::dice::DiceRoller::seed_from_u64(seed);
        self.inputs.clear();
        self.rebuild()
    }

    /// Resumes the rules coroutine (with an answer, 0-based) until the next choice or the end.
    fn advance(&mut self, answer: Option<usize>) -> Result<()> {
        self.host.begin_step("the rules");
        let result: mlua::Result<Value> = match answer {
            None => self.thread.resume(self.game_api.clone()),
            Some(i) => self.thread.resume(i + 1),
        };
        let budget = self.host.end_step();
        let value = match result {
            Ok(v) => v,
            Err(e) => {
                let msg = match budget {
                    Some(b) => b,
                    None => describe(&e),
                };
                return Err(script_error(msg));
            }
        };
        match self.read_yield(value)? {
            Yielded::Choice(c) => {
                self.pending = Some(c);
                self.finished = None;
                self.outcome = None;
            }
            Yielded::Finished(r, outcome) => {
                self.outcome = outcome;
                self.pending = None;
                self.state.borrow_mut().log.push(LogEntry::Event {
                    name: "game_over".into(),
                    detail: r.clone(),
                });
                self.finished = Some(r);
            }
        }
        Ok(())
    }

    fn read_yield(&self, v: Value) -> Result<Yielded> {
        if self.thread.status() != ThreadStatus::Resumable {
            return Ok(Yielded::Finished(String::new(), None));
        }
        let Value::Table(t) = v else {
            return Err(Error::Script {
                file: None,
                line: None,
                message: "the rules yielded something that is not a choice".into(),
            });
        };
        let k = &self.keys;
        if t.raw_get::<bool>(&k.finished).unwrap_or(false) {
            let result: Value = t.raw_get(&k.result).map_err(lua_err)?;
            let outcome = match &result {
                Value::Table(_) => Some(
                    self.host
                        .lua()
                        .from_value::<serde_yaml::Value>(result.clone())
                        .map_err(|e| script_error(format!("game.finish: {e}")))?,
                ),
                _ => None,
            };
            return Ok(Yielded::Finished(summarise(&result), outcome));
        }
        let side: String = t.raw_get(&k.side).map_err(lua_err)?;
        let prompt: String = t.raw_get(&k.prompt).map_err(lua_err)?;
        let keys: Table = t.raw_get(&k.keys).map_err(lua_err)?;
        let labels: Table = t.raw_get(&k.labels).map_err(lua_err)?;
        let mut options = Vec::with_capacity(keys.raw_len());
        for (key, label) in keys
            .sequence_values::<String>()
            .zip(labels.sequence_values::<String>())
        {
            options.push(ChoiceOption {
                key: key.map_err(lua_err)?,
                label: label.map_err(lua_err)?,
            });
        }
        Ok(Yielded::Choice(Choice {
            side,
            prompt,
            options,
        }))
    }

    /// Calls the rules module's optional function `name(game, arg)` between answers and returns
    /// what it returned, as data (`None` when the rules define no such function). Queries only
    /// read: while one runs, every kernel function that would change the game fails. Fuzzing
    /// asks `invariants` (a list of `{kind, message}`); bots ask `evaluate` (a number: how good
    /// the game is for side `arg`) and `suggest` (the index of a sensible option for the
    /// pending choice, 1-based as in Lua).
    pub fn rules_query(&self, name: &str, arg: &str) -> Result<Option<serde_yaml::Value>> {
        let f: Value = self.rules.get(name).map_err(lua_err)?;
        let Value::Function(f) = f else {
            return Ok(None);
        };
        self.state.borrow_mut().read_only = true;
        self.host.begin_step(&format!("rules.{name}"));
        let result: mlua::Result<Value> = f.call((self.game_api.clone(), arg));
        let budget = self.host.end_step();
        self.state.borrow_mut().read_only = false;
        let v = result.map_err(|e| script_error(budget.unwrap_or_else(|| describe(&e))))?;
        let data = self
            .host
            .lua()
            .from_value::<serde_yaml::Value>(v)
            .map_err(|e| script_error(format!("rules.{name}: {e}")))?;
        Ok(Some(data))
    }

    pub fn pending(&self) -> Option<&Choice> {
        self.pending.as_ref()
    }

    /// How the game ended, once it has.
    pub fn finished(&self) -> Option<&str> {
        self.finished.as_deref()
    }

    /// The table the rules passed to `game.finish`, as data, once the game has ended.
    pub fn outcome(&self) -> Option<&serde_yaml::Value> {
        self.outcome.as_ref()
    }

    /// Every card id loaded, sorted, with the file each came from.
    pub fn card_files(&self) -> impl Iterator<Item = (&str, &str)> {
        self.card_sources
            .iter()
            .map(|(id, (path, _))| (id.as_str(), path.as_str()))
    }

    /// A card's definition as data (its handlers left out), or None for an unknown id.
    pub fn card_def(&self, id: &str) -> Option<serde_yaml::Value> {
        let def: Function = self.game_api.get("def").ok()?;
        let v: Value = def.call(id).ok()?;
        if v.is_nil() {
            return None;
        }
        let opts = mlua::serde::DeserializeOptions::new().deny_unsupported_types(false);
        self.host.lua().from_value_with(v, opts).ok()
    }

    pub fn state(&self) -> Ref<'_, GameState> {
        self.state.borrow()
    }

    pub fn inputs(&self) -> &[Input] {
        &self.inputs
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// Queues faces the next dice of kind `die` will show; recorded as an input so undo and
    /// replay keep it.
    pub fn rig(&mut self, die: &str, faces: &[&str]) -> Result<()> {
        self.state.borrow_mut().rig(die, faces)?;
        self.inputs.push(Input::Rig {
            die: die.to_string(),
            faces: faces.iter().map(|f| f.to_string()).collect(),
        });
        Ok(())
    }

    pub fn ruleset(&self) -> &str {
        &self.ruleset
    }

    /// Answers the pending choice with option `index` (0-based). On any error the game is
    /// exactly as it was before the call.
    pub fn answer(&mut self, index: usize) -> Result<()> {
        let Some(choice) = &self.pending else {
            return Err(Error::Game(match &self.finished {
                Some(_) => "the game is over".into(),
                None => "no choice is pending".into(),
            }));
        };
        if index >= choice.options.len() {
            return Err(Error::Game(format!(
                "no option {} (choose 1 to {})",
                index + 1,
                choice.options.len()
            )));
        }
        let (side, prompt, key) = (
            choice.side.clone(),
            choice.prompt.clone(),
            choice.options[index].key.clone(),
        );
        self.state.borrow_mut().log.push(LogEntry::Chose {
            side,
            prompt,
            answer: key,
        });
        self.inputs.push(Input::Answer(index));
        if let Err(e) = self.advance(Some(index)) {
            self.inputs.pop();
            self.rebuild()?;
            return Err(e);
        }
        Ok(())
    }

    /// Answers by option key (`move hero b1`).
    pub fn answer_key(&mut self, key: &str) -> Result<()> {
        let Some(choice) = &self.pending else {
            return self.answer(usize::MAX);
        };
        match choice.options.iter().position(|o| o.key == key) {
            Some(i) => self.answer(i),
            None => Err(Error::Game(format!("`{key}` is not one of the options"))),
        }
    }

    /// Takes back the last answer (and any dice rigged after it).
    pub fn undo(&mut self) -> Result<()> {
        let Some(last) = self
            .inputs
            .iter()
            .rposition(|i| matches!(i, Input::Answer(_)))
        else {
            return Err(Error::Game("nothing to undo".into()));
        };
        let saved = self.inputs.clone();
        self.inputs.truncate(last);
        if let Err(e) = self.rebuild() {
            self.inputs = saved;
            self.rebuild()?;
            return Err(e);
        }
        Ok(())
    }

    /// Replays the answers from the initial state (after an error, undo or reload).
    fn rebuild(&mut self) -> Result<()> {
        self.replay(false)
    }

    /// [`Game::rebuild`]; with `unhooked`, the inputs are replayed without the instruction
    /// budget's count hook (about a sixth of the time), which is put back on the rules thread
    /// before the game goes on. Only for inputs these very scripts already ran within their
    /// budgets, so the replay cannot exceed one; never while a profile runs (it would lose
    /// the replay's samples).
    fn replay(&mut self, unhooked: bool) -> Result<()> {
        *self.state.borrow_mut() = self.initial.clone();
        self.thread = self
            .host
            .lua()
            .create_thread(self.play.clone())
            .map_err(lua_err)?;
        self.pending = None;
        self.finished = None;
        self.outcome = None;
        let unhooked = unhooked && !self.inputs.is_empty() && !profile::is_running();
        if unhooked {
            self.host
                .hook_thread(&self.thread, false)
                .map_err(lua_err)?;
        }
        let replayed = self.replay_inputs();
        if unhooked {
            self.host.hook_thread(&self.thread, true).map_err(lua_err)?;
        }
        replayed
    }

    fn replay_inputs(&mut self) -> Result<()> {
        self.advance(None)?;
        let inputs = self.inputs.clone();
        for input in &inputs {
            let i = match input {
                Input::Rig { die, faces } => {
                    let faces: Vec<&str> = faces.iter().map(String::as_str).collect();
                    self.state.borrow_mut().rig(die, &faces)?;
                    continue;
                }
                Input::Answer(i) => *i,
            };
            let (side, prompt, key) = match &self.pending {
                Some(c) if i < c.options.len() => {
                    (c.side.clone(), c.prompt.clone(), c.options[i].key.clone())
                }
                _ => {
                    return Err(Error::Game(
                        "replay diverged: a recorded answer no longer fits its choice".into(),
                    ));
                }
            };
            self.state.borrow_mut().log.push(LogEntry::Chose {
                side,
                prompt,
                answer: key,
            });
            self.advance(Some(i))?;
        }
        Ok(())
    }

    /// Re-reads changed card files. A card that fails to load keeps its old version; the
    /// errors are returned. Returns the ids that were reloaded.
    pub fn reload(&mut self, library: &Library) -> (Vec<String>, Vec<Error>) {
        let mut reloaded = Vec::new();
        let mut errors = Vec::new();
        let script_base: Table = match self.host.lua().globals().raw_get("SCRIPT_BASE") {
            Ok(t) => t,
            Err(e) => return (reloaded, vec![lua_err(e)]),
        };
        let define: Function = match self.prelude.get("define") {
            Ok(f) => f,
            Err(e) => return (reloaded, vec![lua_err(e)]),
        };
        for (path, src) in library.card_files(&self.ruleset) {
            let id = card_id(path).to_string();
            if self.card_sources.get(&id).is_some_and(|(_, s)| s == src) {
                continue;
            }
            match load_card(&self.host, &script_base, &define, &id, path, src) {
                Ok(()) => {
                    self.card_sources
                        .insert(id.clone(), (path.to_string(), src.to_string()));
                    reloaded.push(id);
                    self.reloaded = true;
                }
                Err(e) => errors.push(e),
            }
        }
        // Forks load what this game now runs; with a card that failed, its old text stays.
        if !reloaded.is_empty() {
            let mut library = self.origin.library.clone();
            for (path, src) in self.card_sources.values() {
                library.files.insert(path.clone(), src.clone());
            }
            self.origin = Rc::new(Origin {
                library,
                ruleset: self.origin.ruleset.clone(),
                scenario: self.origin.scenario.clone(),
                limits: self.origin.limits,
            });
        }
        (reloaded, errors)
    }
}

fn load_card(
    host: &Host,
    script_base: &Table,
    define: &Function,
    id: &str,
    path: &str,
    src: &str,
) -> Result<()> {
    let env = host.new_env(Some(script_base)).map_err(lua_err)?;
    host.begin_step(&format!("card {id} (loading)"));
    let def: mlua::Result<Value> = host.compile(path, src, &env).and_then(|f| f.call(()));
    let budget = host.end_step();
    let def = def.map_err(|e| script_error(budget.unwrap_or_else(|| describe(&e))))?;
    let problem: Option<String> = define.call((id, def, path)).map_err(lua_err)?;
    match problem {
        Some(msg) => Err(Error::Script {
            file: Some(path.to_string()),
            line: None,
            message: msg,
        }),
        None => Ok(()),
    }
}

fn summarise(v: &Value) -> String {
    match v {
        Value::Nil => String::new(),
        Value::Table(t) => {
            let mut parts = Vec::new();
            // Nested tables are data for Game::outcome, too long for the summary line.
            for (k, v) in t.pairs::<String, Value>().flatten() {
                if !matches!(v, Value::Table(_)) {
                    parts.push(format!("{k}={}", summarise(&v)));
                }
            }
            parts.sort();
            parts.join(" ")
        }
        Value::String(s) => s.to_string_lossy(),
        other => other.to_string().unwrap_or_default(),
    }
}
