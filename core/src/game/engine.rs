//! The engine: loads a ruleset's scripts and cards into a sandboxed host and runs the rules
//! as a stack of steps (frames in the game state): `play` first, then the steps each step
//! pushes. A step runs as a coroutine; it may end by asking a question as data (`game.ask`,
//! kept in [`GameState::asked`]; the answer pushes the step that goes on) or stop in its code
//! at a `game.choose`. Between two steps the whole game is plain data ([`GameState`], frames
//! and question included), kept as a checkpoint: fork, undo and the rollback of a failed
//! answer start from the last checkpoint before the point they want and replay only the
//! inputs since (none when it waits on a question asked as data), never the whole game.

use std::cell::{Cell, OnceCell, RefCell};
use std::collections::BTreeMap;
use std::rc::Rc;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use mlua::thread::ThreadStatus;
use mlua::{Function, LuaSerdeExt, Table, Thread, Value};

use crate::error::{Error, Result};
use crate::game::api;
pub use crate::game::dev::Dev;
use crate::game::prefix::Prefix;
use crate::game::state::{
    Asked, CardInstance, Frame, GameState, LogEntry, Pick, Scope, Var, Vars, Window,
};
use crate::ruleset::Ruleset;
use crate::scenario::Scenario;
use crate::script::host::{Host, Limits, SuspendedFrame};
use crate::tabletop::Tabletop;

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

pub use crate::game::state::{Choice, ChoiceOption};

/// One input to a game: an answer (0-based option index), rigged dice faces, rigged dice
/// cleared, or a change outside the rules (dev mode). A game is a pure function of its
/// scenario, seed and inputs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    Answer(usize),
    Rig {
        die: String,
        faces: Vec<String>,
    },
    /// `rig clear [DIE]`: the rigged faces of one die, or of all, forgotten.
    Unrig {
        die: Option<String>,
    },
    Dev(Dev),
}

impl Input {
    /// What `undo` takes back one at a time: answers and changes outside the rules. Rigged
    /// dice are a setting of the table, not a step: undo leaves them as they stand.
    pub fn undoable(&self) -> bool {
        matches!(self, Input::Answer(_) | Input::Dev(_))
    }

    /// Applies an input that is not an answer to `state` (no script runs for it).
    fn apply_to(&self, state: &mut GameState) -> Result<()> {
        match self {
            Input::Answer(_) => unreachable!("answers run the rules"),
            Input::Rig { die, faces } => {
                let f: Vec<&str> = faces.iter().map(String::as_str).collect();
                state.rig(die, &f)
            }
            Input::Unrig { die } => state.unrig(die.as_deref()),
            Input::Dev(d) => d.apply(state),
        }
    }
}

enum Yielded {
    Choice(Choice),
    /// The summary line and the result table as data.
    Finished(String, Option<serde_yaml::Value>),
}

/// What the games of one script state share: the sandboxed Lua state with the prelude, the
/// cards and the rules loaded once, and the slot through which the kernel functions reach the
/// state of the game whose scripts run. A game and its forks (and the games `restart` makes)
/// share one runtime; scripts keep nothing of a game between two of its steps, so each game is
/// its [`GameState`] plus, while it waits in the middle of a step, that step's coroutine.
struct Runtime {
    host: Host,
    /// The state of the game whose scripts run ([`Game::enter`] swaps it in, and back out).
    slot: Rc<RefCell<GameState>>,
    game_api: Table,
    /// The table `rules.lua` returned: `play`, `steps`, and optional read-only queries
    /// ([`Game::rules_query`]) such as `invariants` and `evaluate`.
    rules: Table,
    prelude: Table,
    /// `host.run_step(name, args)`: the body of every step's coroutine.
    run_step: Function,
    /// `host.run_probe(name, args)`: a reaction window's probe.
    run_probe: Function,
    /// `host.activate(ctx, delta)`: makes a game's run context current and forgets
    /// what its caches hold of another game but what `delta` says is the same ([`Game::activate`]).
    activate: Function,
    /// What the prelude's caches were built on: the state of the game whose caches are
    /// current, as it last left the slot (None: the caches are to be forgotten whole).
    seen: RefCell<Option<Seen>>,
    /// `host.new_context()`: an empty run context.
    new_context: Function,
    /// The prelude's makers of figure and card proxies, for the option a step that goes on
    /// after `game.ask` gets back.
    makers: api::Makers,
    keys: YieldKeys,
    /// The token of the game whose run context and caches are current ([`Game::token`]).
    active: Cell<u64>,
    /// Finished step coroutines kept for the next steps (a new Lua thread per step is an
    /// allocation of a state and its stack; a finished one is reset and reused).
    spare_threads: RefCell<Vec<Thread>>,
    ruleset: String,
    /// The ruleset's own keys the kernel does not read (its YAML beside `geometry`, `sides`
    /// ...), for front ends: [`Game::ruleset_data`].
    ruleset_data: BTreeMap<String, serde_yaml::Value>,
    /// Card id -> (file, source text it was last loaded from), for reload.
    card_sources: RefCell<BTreeMap<String, (String, String)>>,
    /// What these scripts were loaded from (cards reloaded since included), for a twin runtime
    /// on another thread ([`Game::position`]).
    recipe: RefCell<Arc<Recipe>>,
}

/// What a game's scripts were loaded from: enough to load them again on another thread. One
/// value per runtime, so two positions with the same recipe (pointer-equal) can share a twin.
pub struct Recipe {
    library: Arc<Library>,
    ruleset: Ruleset,
    scenario: Scenario,
    limits: Limits,
}

/// Where a game stands, as data another thread can take ([`Game::position`], [`Game::at`]):
/// its newest checkpoint, the inputs, the seed and what its scripts were loaded from.
pub struct Position {
    recipe: Arc<Recipe>,
    point: GameState,
    consumed: usize,
    inputs: Vec<Input>,
    seed: u64,
}

/// A point between two steps: the whole game as data, and how many inputs it had consumed.
#[derive(Clone)]
struct Checkpoint {
    state: GameState,
    inputs: usize,
}

static NEXT_TOKEN: AtomicU64 = AtomicU64::new(1);

/// The fewest inputs between two kept checkpoints older than the last [`CHECKPOINT_RECENT`]
/// (see `keep_checkpoint`).
const CHECKPOINT_SPACING: usize = 8;

/// How many of the newest checkpoints are all kept (one per input at most): undoing one of
/// the last answers restores a copy, replaying nothing.
const CHECKPOINT_RECENT: usize = 64;

/// The parts of a game's state the prelude caches (persistent or shared: a copy is cheap).
struct Seen {
    table: Arc<Tabletop>,
    vars: Vars,
    cards: imbl::Vector<CardInstance>,
}

impl Seen {
    fn of(st: &GameState) -> Seen {
        Seen {
            table: st.table.clone(),
            vars: st.vars.clone(),
            cards: st.cards.clone(),
        }
    }
}

/// What differs between the state the prelude's caches were built on (`seen`) and the state
/// `now` of the game whose scripts run next, as the table `host.activate` reads: `keep`, the
/// card instances both have; `cards`, those among them whose card differs (a fork dealt hidden
/// cards again, or the games went apart before the instance was made); `holders`, whether any
/// instance is held elsewhere or exists in one only; `vars`, the variables that differ, as
/// flat triples kind, name (false for the game's), key; `moved`, the figures whose place
/// differs; `occupants`, whether any space lists its figures otherwise. None when the tables
/// hold different figures: then everything is forgotten.
fn state_delta(lua: &mlua::Lua, seen: &Seen, now: &Seen) -> mlua::Result<Option<Table>> {
    let Some((moved, occupants)) = now.table.moved_since(&seen.table) else {
        return Ok(None);
    };
    let delta = lua.create_table()?;
    let keep = seen.cards.len().min(now.cards.len());
    delta.raw_set("keep", keep)?;
    if !seen.cards.ptr_eq(&now.cards) {
        let cards = lua.create_table()?;
        let mut holders = seen.cards.len() != now.cards.len();
        for (a, b) in seen.cards.iter().zip(now.cards.iter()) {
            if a.card != b.card {
                cards.raw_push(a.id)?;
            }
            holders |= a.holder != b.holder;
        }
        delta.raw_set("cards", cards)?;
        delta.raw_set("holders", holders)?;
    }
    let vars = lua.create_table()?;
    for (scope, key) in seen.vars.changed_keys(&now.vars) {
        let (kind, name) = match scope {
            Scope::Game => ("game", Value::Boolean(false)),
            Scope::Side(s) => ("side", Value::String(lua.create_string(s)?)),
            Scope::Figure(f) => ("figure", Value::String(lua.create_string(f)?)),
            Scope::Card(id) => ("card", Value::Integer(*id as i64)),
            Scope::Space(s) => ("space", Value::String(lua.create_string(s)?)),
        };
        vars.raw_push(kind)?;
        vars.raw_push(name)?;
        vars.raw_push(key.as_str())?;
    }
    delta.raw_set("vars", vars)?;
    if !moved.is_empty() {
        delta.raw_set("moved", moved)?;
    }
    delta.raw_set("occupants", occupants)?;
    Ok(Some(delta))
}

fn new_token() -> u64 {
    NEXT_TOKEN.fetch_add(1, Ordering::Relaxed)
}

/// The library path of a test runner's harness script (see [`Runtime::load`]).
pub const TEST_HARNESS: &str = "scripts/test_harness.lua";

pub struct Game {
    rt: Rc<Runtime>,
    /// This game's state, while its scripts are not running (then it is in the runtime's slot).
    state: GameState,
    /// Names this game's run context for the runtime; a new one whenever the state is replaced
    /// by another than the scripts last saw (a restore), so the prelude's caches are dropped.
    token: u64,
    /// The prelude's run context of this game (deferred effects, the pending choice's spec),
    /// made when its scripts first run: a fork or a restore that runs nothing makes none.
    ctx: OnceCell<Table>,
    /// The step waiting in mid-code for an answer (`game.choose`), if any.
    thread: Option<Thread>,
    /// The card handlers' budget frames that step waits in: they go on with the answer.
    suspended: Vec<SuspendedFrame>,
    /// The name of the step running or waiting in mid-code: an error raised where the step
    /// tail-called (`return game.ask(...)`) has no line of the step, and is given its start.
    step: Option<String>,
    /// The step boundaries the game passed, oldest (its start) first: restores start from the
    /// last one before the wanted point and replay only the inputs since. Persistent, so a fork
    /// copies it in constant time.
    history: Prefix<Rc<Checkpoint>>,
    pending: Option<Arc<Choice>>,
    finished: Option<String>,
    /// The table the rules passed to `game.finish`, as data (campaign layers read it).
    outcome: Option<serde_yaml::Value>,
    /// Persistent, so a fork copies it in constant time.
    inputs: Prefix<Input>,
    seed: u64,
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
    secret: mlua::LuaString,
    rule: mlua::LuaString,
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
            secret: lua.create_string("secret")?,
            rule: lua.create_string("rule")?,
        })
    }
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

/// The message of a step that failed: the budget's if one ran out, else the error's, with the
/// card handler the kernel blames named at its end. Any `[in …]` in the error's own text is
/// dropped: a card's message cannot name another card as the one that failed.
fn failed(host: &Host, budget: Option<String>, e: &mlua::Error) -> String {
    let blamed = host.take_blame();
    if let Some(msg) = budget {
        return msg;
    }
    let mut msg = describe(e);
    let Some(owner) = blamed else { return msg };
    while let Some(i) = msg.find("[in ") {
        let end = msg[i..].find(']').map_or(msg.len(), |j| i + j + 1);
        msg.replace_range(i..end, "");
    }
    format!("{} [in {owner}]", msg.trim_end())
}

/// How many entries of a table `lua EXPR` shows.
const SHOWN_ENTRIES: usize = 40;

/// A Lua value shown readably for `lua EXPR` (see [`Game::eval`]); `top`: a table shows its
/// entries, below the top it is `{…}`.
fn show_value(v: &Value, next: &Function, top: bool) -> mlua::Result<String> {
    Ok(match v {
        Value::Nil => "nil".into(),
        Value::Boolean(b) => b.to_string(),
        Value::Integer(i) => i.to_string(),
        Value::Number(n) => n.to_string(),
        Value::String(s) => format!("{:?}", s.to_string_lossy()),
        Value::Table(t) => {
            // Figures, cards and rolls are proxies that name themselves.
            if let Some(Value::Function(name)) = t
                .metatable()
                .map(|m| m.raw_get::<Value>("__tostring"))
                .transpose()?
            {
                return name.call::<String>(t.clone());
            }
            if !top {
                return Ok("{…}".into());
            }
            let mut parts = Vec::new();
            let mut key = Value::Nil;
            let mut seq = 1i64;
            loop {
                let (k, x): (Value, Value) = next.call((t.clone(), key))?;
                if k.is_nil() {
                    break;
                }
                if parts.len() == SHOWN_ENTRIES {
                    parts.push("…".to_string());
                    break;
                }
                let x_shown = show_value(&x, next, false)?;
                parts.push(match &k {
                    Value::Integer(i) if *i == seq => {
                        seq += 1;
                        x_shown
                    }
                    Value::String(s)
                        if s.to_str().is_ok_and(|s| {
                            s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
                                && !s.starts_with(|c: char| c.is_ascii_digit())
                        }) =>
                    {
                        format!("{} = {x_shown}", s.to_string_lossy())
                    }
                    other => format!("[{}] = {x_shown}", show_value(other, next, false)?),
                });
                key = k;
            }
            format!("{{{}}}", parts.join(", "))
        }
        Value::Function(_) => "function".into(),
        other => other.type_name().into(),
    })
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
        let (rt, state) = Runtime::load(library, &ruleset, scenario, seed, limits)?;
        let mut game = Game::start(Rc::new(rt), state, None, Vec::new(), seed)?;
        game.run(None)?;
        Ok(game)
    }

    /// A game at its start `state` (a checkpoint), with `point` as a second checkpoint when
    /// one is given (a loaded save's); the rules have not run yet.
    fn start(
        rt: Rc<Runtime>,
        state: GameState,
        point: Option<Checkpoint>,
        inputs: Vec<Input>,
        seed: u64,
    ) -> Result<Game> {
        let mut history = Prefix::default();
        history.push_back(Rc::new(Checkpoint {
            state: state.clone(),
            inputs: 0,
        }));
        if let Some(p) = point {
            history.push_back(Rc::new(p));
        }
        Ok(Game {
            rt,
            state,
            token: new_token(),
            ctx: OnceCell::new(),
            thread: None,
            suspended: Vec::new(),
            step: None,
            history,
            pending: None,
            finished: None,
            outcome: None,
            inputs: inputs.into_iter().collect(),
            seed,
        })
    }

    /// An independent copy of this game at its current point (same state, log, pending choice
    /// and inputs), for bots that look ahead. It shares this game's scripts. Waiting on a
    /// question the rules asked as data (`game.ask`), it is a copy of that data; waiting in
    /// the middle of a step's code (`game.choose`), it starts from the step's start and
    /// replays the inputs since. Its cost does not grow with the game's length.
    pub fn fork(&self) -> Result<Game> {
        let mut g = Game {
            rt: self.rt.clone(),
            state: self.state.clone(),
            token: new_token(),
            ctx: OnceCell::new(),
            thread: None,
            suspended: Vec::new(),
            step: None,
            history: self.history.clone(),
            pending: self.pending.clone(),
            finished: self.finished.clone(),
            outcome: self.outcome.clone(),
            inputs: self.inputs.clone(),
            seed: self.seed,
        };
        if self.thread.is_some() {
            // Waiting in mid-step: the copy runs that step again from its start.
            g.restore(self.inputs.len())?;
        }
        Ok(g)
    }

    /// A copy of this game as `side` may picture it (issue 20, item 1; issue 22, item 1): a
    /// [`Game::fork`] whose dice and shuffles come from a generator seeded by `seed` (the
    /// looker's own draws, never the game's real future), and where what `side` may not see
    /// is dealt again ([`GameState::redeal_for`]: hidden decks shuffled, face-down cards
    /// trading identities). Waiting on a question asked as data, the copy keeps that as its
    /// newest checkpoint, so a rolled-back answer in it does not bring the real cards back.
    pub fn fork_for(&self, side: &str, seed: u64) -> Result<Game> {
        let mut g = self.fork()?;
        g.state.dice = crate::dice::DiceRoller::seed_from_u64(seed);
        let mut rng = crate::rng::GameRng::seed_from_u64(seed ^ 0x9e37_79b9_7f4a_7c15);
        g.state
            .redeal_for(crate::game::view::Viewer::Side(side), &mut rng);
        // A fork at a question asked in mid-code ran scripts on the state before this redeal:
        // the caches they built must not be read as this state's.
        g.token = new_token();
        if g.waits_on_data() {
            g.history.push_back(Rc::new(Checkpoint {
                state: g.state.clone(),
                inputs: g.inputs.len(),
            }));
        }
        Ok(g)
    }

    /// A new game on the same scenario with another seed, reusing the scripts already loaded
    /// (what [`Game::new`] with that seed gives, without compiling anything): random playouts
    /// and bots that play many games start each one here.
    pub fn restart(&mut self, seed: u64) -> Result<()> {
        let mut start = self.history[0].state.clone();
        start.dice = crate::dice::DiceRoller::seed_from_u64(seed);
        self.seed = seed;
        self.history = Prefix::default();
        self.history.push_back(Rc::new(Checkpoint {
            state: start,
            inputs: 0,
        }));
        self.inputs.clear();
        self.restore(0)
    }

    /// Swaps this game's state into the runtime's slot for its scripts to run on, making its
    /// run context current. Always paired with [`Game::leave`].
    fn enter(&mut self) -> Result<()> {
        std::mem::swap(&mut *self.rt.slot.borrow_mut(), &mut self.state);
        if self.rt.active.get() != self.token {
            let now = Seen::of(&self.rt.slot.borrow());
            if let Err(e) = self.activate(Some(now)) {
                std::mem::swap(&mut *self.rt.slot.borrow_mut(), &mut self.state);
                return Err(e);
            }
            self.rt.active.set(self.token);
        }
        Ok(())
    }

    /// Makes this game's run context current and has the prelude forget what its caches hold
    /// of another game (`host.activate`), but what is the same in both: the state `now` (this
    /// game's) is compared with the one the caches were built on ([`state_delta`]), and only
    /// what differs is forgotten. A bot's forks of one position share nearly everything, and
    /// building the caches again after every fork was a sixth of a greedy game's instructions.
    /// `now` None forgets everything.
    fn activate(&self, now: Option<Seen>) -> Result<()> {
        let ctx = self.context()?;
        // Whatever happens below, the caches are not to be trusted until it is done.
        let seen = self.rt.seen.borrow_mut().take();
        let delta = match (&seen, &now) {
            (Some(seen), Some(now)) => {
                state_delta(self.rt.host.lua(), seen, now).map_err(lua_err)?
            }
            _ => None,
        };
        self.rt.activate.call::<()>((ctx, delta)).map_err(lua_err)?;
        *self.rt.seen.borrow_mut() = now;
        Ok(())
    }

    /// This game's run context, made the first time its scripts run.
    fn context(&self) -> Result<Table> {
        if let Some(ctx) = self.ctx.get() {
            return Ok(ctx.clone());
        }
        let ctx = self.rt.new_context.call::<Table>(()).map_err(lua_err)?;
        let _ = self.ctx.set(ctx.clone());
        Ok(ctx)
    }

    fn leave(&mut self) {
        std::mem::swap(&mut *self.rt.slot.borrow_mut(), &mut self.state);
        // The caches now hold what the run read and wrote of this state.
        *self.rt.seen.borrow_mut() = Some(Seen::of(&self.state));
    }

    /// Runs the rules from where they stand (resuming the waiting step with `answer`, 0-based)
    /// until a choice is asked or the game ends.
    fn run(&mut self, answer: Option<usize>) -> Result<()> {
        self.enter()?;
        let r = self.drive(answer);
        self.leave();
        r
    }

    /// [`Game::run`] with the state entered: steps run one after another, each in a coroutine
    /// of its own; between two steps the game is data and a checkpoint is kept.
    fn drive(&mut self, mut answer: Option<usize>) -> Result<()> {
        let rt = self.rt.clone();
        loop {
            if self.thread.is_none() {
                // Between two steps, the rules may wait on a question asked as data: the
                // answer pushes the step that goes on with it; without one the game waits.
                let asked = rt.slot.borrow().asked.clone();
                if let Some(asked) = asked {
                    match answer.take() {
                        Some(i) => {
                            let mut st = rt.slot.borrow_mut();
                            st.asked = None;
                            Arc::make_mut(&mut st.frames).push(asked.answered(i));
                        }
                        None => {
                            self.pending = Some(asked.choice.clone());
                            self.finished = None;
                            self.outcome = None;
                            return Ok(());
                        }
                    }
                }
            }
            let (thread, start) = match &self.thread {
                Some(t) => (t.clone(), None),
                None => {
                    let frame = Arc::make_mut(&mut rt.slot.borrow_mut().frames).pop();
                    let Some(frame) = frame else {
                        // No step left: the game is over without a result.
                        self.end(String::new(), None);
                        return Ok(());
                    };
                    if frame.window.is_some() {
                        // A reaction window: the kernel runs it (no coroutine), then the game
                        // is data again.
                        self.window(frame)?;
                        let st = rt.slot.borrow().clone();
                        self.keep_checkpoint(Checkpoint {
                            state: st,
                            inputs: self.inputs.len(),
                        });
                        continue;
                    }
                    let lua = rt.host.lua();
                    // The step that goes on after a question gets the option picked made from
                    // the data, in the game that asked as in its copies: no table a script
                    // could have changed since (a read-only query reading game.pending(), say)
                    // reaches it, so every copy goes on alike.
                    let args = api::args_table(lua, &frame.args).map_err(lua_err)?;
                    let pick = match &frame.pick {
                        Some(p) => {
                            let t =
                                api::fields_to_lua(lua, &p.fields, &rt.makers).map_err(lua_err)?;
                            t.raw_set("key", p.key.as_str()).map_err(lua_err)?;
                            t.raw_set("label", p.label.as_str()).map_err(lua_err)?;
                            t.raw_set("index", p.index + 1).map_err(lua_err)?;
                            Value::Table(t)
                        }
                        None => Value::Nil,
                    };
                    let spare = rt.spare_threads.borrow_mut().pop();
                    let t = match spare {
                        Some(t) => {
                            t.reset(rt.run_step.clone()).map_err(lua_err)?;
                            t
                        }
                        None => lua.create_thread(rt.run_step.clone()).map_err(lua_err)?,
                    };
                    self.thread = Some(t.clone());
                    self.step = Some(frame.step.clone());
                    (t, Some((frame.step, args, pick)))
                }
            };
            rt.host.begin_step("the rules");
            let result: mlua::Result<Value> = match start {
                Some(call) => thread.resume(call),
                None => {
                    rt.host.resume_frames(&self.suspended);
                    thread.resume(answer.take().map(|i| i + 1))
                }
            };
            self.suspended = if thread.status() == ThreadStatus::Resumable {
                rt.host.suspend_frames()
            } else {
                Vec::new()
            };
            let budget = rt.host.end_step();
            let value = match result {
                Ok(v) => v,
                Err(e) => {
                    self.thread = None;
                    let err = script_error(failed(&rt.host, budget, &e));
                    return Err(self.locate_in_step(err));
                }
            };
            if thread.status() != ThreadStatus::Resumable {
                // The step is over: what it pushed goes on the stack (the first pushed on
                // top), and the game is data again.
                self.thread = None;
                {
                    let mut spare = rt.spare_threads.borrow_mut();
                    if spare.len() < 4 {
                        spare.push(thread);
                    }
                }
                let mut st = rt.slot.borrow_mut();
                let pushed = std::mem::take(&mut st.pushed);
                if !pushed.is_empty() {
                    Arc::make_mut(&mut st.frames).extend(pushed.into_iter().rev());
                }
                self.keep_checkpoint(Checkpoint {
                    state: st.clone(),
                    inputs: self.inputs.len(),
                });
                continue;
            }
            match self.read_yield(value)? {
                Yielded::Choice(c) => {
                    self.pending = Some(Arc::new(c));
                    self.finished = None;
                    self.outcome = None;
                }
                Yielded::Finished(r, outcome) => {
                    self.thread = None;
                    self.end(r, outcome);
                }
            }
            return Ok(());
        }
    }

    /// Runs a reaction window's frame (`game.reactions`): the reactor just picked reacts (its
    /// step goes on the stack above what is left of the window); or, unless the window's
    /// probe says it is closed, the first reactor reacts (the only one left, or the first
    /// listed in a window that keeps its order), or the window's side is asked which reacts
    /// first (a question as data, whose answer comes back here).
    fn window(&mut self, frame: Frame) -> Result<()> {
        let rt = self.rt.clone();
        let Some(w) = frame.window.clone() else {
            return Ok(());
        };
        let reacting = |pick: Pick| Frame {
            step: frame.step.clone(),
            args: frame.args.clone(),
            pick: Some(pick),
            window: None,
        };
        let rest = |w: Window| Frame {
            step: frame.step.clone(),
            args: frame.args.clone(),
            pick: None,
            window: Some(Arc::new(w)),
        };
        let now = match &frame.pick {
            Some(p) => p.clone(),
            None => {
                if w.reactors.is_empty() {
                    return Ok(());
                }
                if let Some(holds) = &w.holds
                    && !self.probe(holds, &frame.args)?
                {
                    return Ok(());
                }
                if w.reactors.len() > 1 && !w.listed {
                    rt.slot.borrow_mut().asked = Some(Arc::new(Asked {
                        choice: Arc::new(Choice {
                            side: w.side.clone(),
                            prompt: w.prompt.clone(),
                            options: w.reactors.clone(),
                            secret: false,
                            rule: w.rule.clone(),
                        }),
                        fields: w.fields.clone(),
                        then: rest((*w).clone()),
                    }));
                    return Ok(());
                }
                w.pick(0)
            }
        };
        let left = w.without(now.index);
        let mut st = rt.slot.borrow_mut();
        let frames = Arc::make_mut(&mut st.frames);
        if !left.reactors.is_empty() {
            frames.push(rest(left));
        }
        frames.push(reacting(now));
        Ok(())
    }

    /// Asks a window's probe step whether the window still holds: `steps[name](game, args)`,
    /// read-only (every kernel function that would change the game fails) and under the
    /// rules' budget.
    fn probe(&mut self, name: &str, args: &[(String, Var)]) -> Result<bool> {
        let rt = self.rt.clone();
        let lua = rt.host.lua();
        let args = api::args_table(lua, args).map_err(lua_err)?;
        self.step = Some(name.to_string());
        rt.slot.borrow_mut().read_only = true;
        rt.host.begin_step("the rules");
        let result: mlua::Result<Value> = rt.run_probe.call((name, args));
        let budget = rt.host.end_step();
        rt.slot.borrow_mut().read_only = false;
        let v =
            result.map_err(|e| self.locate_in_step(script_error(failed(&rt.host, budget, &e))))?;
        Ok(!matches!(v, Value::Nil | Value::Boolean(false)))
    }

    /// An error with no script line (raised where the step tail-called a function, so its
    /// line is gone from the stack) names the step and where it is defined.
    fn locate_in_step(&self, err: Error) -> Error {
        let Error::Script {
            file: None,
            message,
            ..
        } = &err
        else {
            return err;
        };
        // An error that names a card but no line (a refused allocation, which Lua reports
        // without one) at least names the card's file.
        if let Some(id) = message
            .strip_prefix("card ")
            .and_then(|rest| rest.split([' ', ',']).next())
            && let Some((path, _)) = self.rt.card_sources.borrow().get(id)
        {
            return Error::Script {
                file: Some(path.clone()),
                line: None,
                message: format!("{path}: {message}"),
            };
        }
        let Some(step) = &self.step else { return err };
        let f: Option<Function> = if step == "play" {
            self.rt.rules.get("play").ok()
        } else {
            self.rt
                .rules
                .get::<Option<Table>>("steps")
                .ok()
                .flatten()
                .and_then(|t| t.get(step.as_str()).ok())
        };
        let info = f.map(|f| f.info());
        match info
            .as_ref()
            .and_then(|i| Some((i.short_src.clone()?, i.line_defined?)))
        {
            Some((src, line)) => script_error(format!(
                "{src}:{line}: {message} (in step `{step}`, from a tail call: the line is the step's first)"
            )),
            None => err,
        }
    }

    /// Keeps a checkpoint as the newest. Restores need the newest (a fork, a failed answer)
    /// and one at or before any earlier point (undo), not all: a checkpoint at the same input
    /// count as the newest replaces it (the later point of the two is where the game waits);
    /// the last [`CHECKPOINT_RECENT`] are all kept, so undoing one of the last answers
    /// restores a copy; older ones are kept at least [`CHECKPOINT_SPACING`] inputs apart, so
    /// undo further back replays a few answers at most and a long game does not hold a copy
    /// of the state for every step. The game's start is always kept.
    fn keep_checkpoint(&mut self, cp: Checkpoint) {
        if self.history.len() >= 2 && self.history.back().is_some_and(|l| l.inputs == cp.inputs) {
            self.history.pop_back();
        }
        self.history.push_back(Rc::new(cp));
        // The checkpoint that just left the recent window stays only if it is far enough
        // from the one kept before it.
        let n = self.history.len();
        if n > CHECKPOINT_RECENT + 1 {
            let j = n - 1 - CHECKPOINT_RECENT;
            if self.history[j].inputs - self.history[j - 1].inputs < CHECKPOINT_SPACING {
                self.history.remove(j);
            }
        }
    }

    /// The game is over (state entered).
    fn end(&mut self, summary: String, outcome: Option<serde_yaml::Value>) {
        self.outcome = outcome;
        self.pending = None;
        self.rt.slot.borrow_mut().log.push(LogEntry::Event {
            name: "game_over".into(),
            detail: summary.clone(),
        });
        self.finished = Some(summary);
    }

    fn read_yield(&self, v: Value) -> Result<Yielded> {
        let Value::Table(t) = v else {
            return Err(Error::Script {
                file: None,
                line: None,
                message: "the rules yielded something that is not a choice".into(),
            });
        };
        let k = &self.rt.keys;
        if t.raw_get::<bool>(&k.finished).unwrap_or(false) {
            let result: Value = t.raw_get(&k.result).map_err(lua_err)?;
            let result = self.rt.plain(result)?;
            let outcome = match &result {
                Value::Table(_) => Some(
                    self.rt
                        .host
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
        let secret = t.raw_get::<Option<bool>>(&k.secret).map_err(lua_err)? == Some(true);
        let rule = t.raw_get::<Option<String>>(&k.rule).map_err(lua_err)?;
        Ok(Yielded::Choice(Choice {
            side,
            prompt,
            options,
            secret,
            rule,
        }))
    }

    /// Puts the game back to the point after its first `n` inputs: the last checkpoint at or
    /// before that point, then the inputs since it replayed. Later checkpoints are dropped.
    fn restore(&mut self, n: usize) -> Result<()> {
        let at = (0..self.history.len())
            .rev()
            .find(|&i| self.history[i].inputs <= n)
            .expect("the first checkpoint is at input 0");
        self.history.truncate(at + 1);
        let cp = self.history[at].clone();
        self.state = cp.state.clone();
        self.token = new_token();
        self.ctx = OnceCell::new();
        self.thread = None;
        self.pending = None;
        self.finished = None;
        self.outcome = None;
        // The inputs since the checkpoint (usually none or one), by index: the list is
        // persistent, and walking it from its start would cost its length.
        let replay: Vec<Input> = (cp.inputs..n).map(|i| self.inputs[i].clone()).collect();
        self.inputs.truncate(cp.inputs);
        // Waiting on a question asked as data with no answer to replay (dice rigged since
        // at most): no script runs.
        if let Some(asked) = &self.state.asked
            && replay.iter().all(|i| !matches!(i, Input::Answer(_)))
        {
            self.pending = Some(asked.choice.clone());
            for input in replay {
                input.apply_to(&mut self.state)?;
                self.inputs.push_back(input);
            }
            return Ok(());
        }
        self.enter()?;
        let r = self.replay(replay);
        self.leave();
        r
    }

    /// Runs the rules on from a checkpoint and applies `inputs` in order (state entered).
    fn replay(&mut self, inputs: Vec<Input>) -> Result<()> {
        self.drive(None)?;
        for input in inputs {
            let i = match input {
                Input::Answer(i) => i,
                other => {
                    other.apply_to(&mut self.rt.slot.borrow_mut())?;
                    if matches!(other, Input::Dev(_)) {
                        // The table changed under the scripts' caches: all are forgotten.
                        self.activate(None)?;
                    }
                    self.inputs.push_back(other);
                    continue;
                }
            };
            let (side, prompt, key, secret) = match &self.pending {
                Some(c) if i < c.options.len() => (
                    c.side.clone(),
                    c.prompt.clone(),
                    c.options[i].key.clone(),
                    c.secret,
                ),
                _ => {
                    return Err(Error::Game(
                        "replay diverged: a recorded answer no longer fits its choice".into(),
                    ));
                }
            };
            let mut slot = self.rt.slot.borrow_mut();
            slot.log.push(LogEntry::Chose {
                side: side.clone(),
                prompt,
                answer: key,
            });
            if secret {
                let at = slot.log.len() - 1;
                slot.secrets.entries.insert(at, Arc::new(vec![side]));
            }
            drop(slot);
            self.inputs.push_back(Input::Answer(i));
            self.drive(Some(i))?;
        }
        Ok(())
    }

    /// Calls the rules module's optional function `name(game, arg)` between answers and returns
    /// what it returned, as data (`None` when the rules define no such function). Queries only
    /// read: while one runs, every kernel function that would change the game fails. Fuzzing
    /// asks `invariants` (a list of `{kind, message}`); bots ask `evaluate` (a number: how good
    /// the game is for side `arg`) and `suggest` (the index of a sensible option for the
    /// pending choice, 1-based as in Lua).
    pub fn rules_query(&self, name: &str, arg: &str) -> Result<Option<serde_yaml::Value>> {
        self.rules_query_with(name, arg)
    }

    /// [`Game::rules_query`] for a viewer: `side` is the side at the screen, None (nil to the
    /// script) when everything is revealed.
    pub fn rules_query_for(
        &self,
        name: &str,
        side: Option<&str>,
    ) -> Result<Option<serde_yaml::Value>> {
        self.rules_query_with(name, side)
    }

    /// [`Game::rules_query`] with a list of sides as its argument (a Lua array of their
    /// names): `evaluate_sides`, which judges the position for several sides at once.
    pub fn rules_query_sides(
        &self,
        name: &str,
        sides: &[&str],
    ) -> Result<Option<serde_yaml::Value>> {
        self.rules_query_with(name, sides)
    }

    fn rules_query_with(
        &self,
        name: &str,
        arg: impl mlua::IntoLuaMulti,
    ) -> Result<Option<serde_yaml::Value>> {
        let rt = &self.rt;
        let f: Value = rt.rules.get(name).map_err(lua_err)?;
        let Value::Function(f) = f else {
            return Ok(None);
        };
        // A copy of the state for the query (cheap: persistent parts are shared); the caches
        // stay valid when this game ran last, as the copy is the state they were built on.
        {
            let mut slot = rt.slot.borrow_mut();
            *slot = self.state.clone();
            slot.read_only = true;
        }
        if rt.active.get() != self.token {
            self.activate(Some(Seen::of(&self.state)))?;
            rt.active.set(self.token);
        }
        rt.host.begin_step(&format!("rules.{name}"));
        let result: mlua::Result<Value> = f.call((rt.game_api.clone(), arg));
        let budget = rt.host.end_step();
        rt.slot.borrow_mut().read_only = false;
        let v = result.map_err(|e| script_error(failed(&rt.host, budget, &e)))?;
        let v = rt.plain(v)?;
        let data = rt
            .host
            .lua()
            .from_value::<serde_yaml::Value>(v)
            .map_err(|e| script_error(format!("rules.{name}: {e}")))?;
        Ok(Some(data))
    }

    /// For tests: makes this game's state the one the scripts read, as a query does, and
    /// returns the first value the prelude's caches hold that differs from what the kernel
    /// answers for it (None: every cached value is current). The caches keep what two games
    /// share ([`Game::activate`]), so a difference missed there shows here.
    #[doc(hidden)]
    pub fn stale_caches(&self) -> Result<Option<String>> {
        let rt = &self.rt;
        {
            let mut slot = rt.slot.borrow_mut();
            *slot = self.state.clone();
            slot.read_only = true;
        }
        if rt.active.get() != self.token {
            self.activate(Some(Seen::of(&self.state)))?;
            rt.active.set(self.token);
        }
        let f: Function = rt.prelude.get("stale_caches").map_err(lua_err)?;
        rt.host.begin_step("stale_caches");
        let result = f.call::<Option<String>>(());
        rt.host.end_step();
        rt.slot.borrow_mut().read_only = false;
        result.map_err(lua_err)
    }

    /// Evaluates `source` against this game, read-only (the REPL's `lua EXPR`): an expression,
    /// or a chunk that returns its values. `game` is the card API over the state as it stands;
    /// every kernel function that would change the game fails, the chunk's globals live in an
    /// environment of its own that is dropped after, and it runs under a rules step's budget.
    /// Returns the values shown readably, one per line: strings quoted, figures and cards by
    /// id (`grom`, `#3 rusty_blade`), a table with its entries one level deep (`{…}` below).
    /// Nothing the scripts see as the game changes; an error is returned as a script error.
    pub fn eval(&self, source: &str) -> Result<String> {
        let rt = &self.rt;
        let lua = rt.host.lua();
        {
            let mut slot = rt.slot.borrow_mut();
            *slot = self.state.clone();
            slot.read_only = true;
        }
        if rt.active.get() != self.token {
            self.activate(Some(Seen::of(&self.state)))?;
            rt.active.set(self.token);
        }
        let env = rt.host.new_env(None).map_err(lua_err)?;
        env.raw_set("game", rt.game_api.clone()).map_err(lua_err)?;
        let compile = |text: &str| {
            lua.load(text)
                .set_name("=lua")
                .set_mode(mlua::chunk::ChunkMode::Text)
                .set_environment(env.clone())
                .into_function()
        };
        let f = match compile(&format!("return {source}")) {
            Ok(f) => Ok(f),
            Err(as_expression) => compile(source).map_err(|as_statement| {
                // Refused at its very first token, the text is no statement at all: what is
                // wrong with it as an expression says more (`1 +`: "near <eof>", not "near '1'").
                if refused_at_first_token(&as_statement.to_string(), source) {
                    lua_err(as_expression)
                } else {
                    lua_err(as_statement)
                }
            }),
        };
        let f = match f {
            Ok(f) => f,
            Err(e) => {
                rt.slot.borrow_mut().read_only = false;
                return Err(e);
            }
        };
        rt.host.begin_step("lua");
        let shown = f.call::<mlua::MultiValue>(()).and_then(|values| {
            // The sandbox's `next` reads frozen tables (the API, card definitions) through.
            let next: Function = env.get("next")?;
            let lines: mlua::Result<Vec<String>> =
                values.iter().map(|v| show_value(v, &next, true)).collect();
            Ok(lines?.join("\n"))
        });
        let budget = rt.host.end_step();
        rt.slot.borrow_mut().read_only = false;
        shown.map_err(|e| script_error(failed(&rt.host, budget, &e)))
    }

    pub fn pending(&self) -> Option<&Choice> {
        self.pending.as_deref()
    }

    /// Whether the game waits on a question the rules asked as data (`game.ask`): then no
    /// script is running, and a fork, an undo to here or a save's load is a copy of the state.
    /// False while it waits inside a step's code (`game.choose`), or has ended.
    pub fn waits_on_data(&self) -> bool {
        self.pending.is_some() && self.thread.is_none()
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
    pub fn card_files(&self) -> Vec<(String, String)> {
        self.rt
            .card_sources
            .borrow()
            .iter()
            .map(|(id, (path, _))| (id.clone(), path.clone()))
            .collect()
    }

    /// A card's definition as data (its handlers left out), or None for an unknown id.
    pub fn card_def(&self, id: &str) -> Option<serde_yaml::Value> {
        let def: Function = self.rt.game_api.get("def").ok()?;
        let v: Value = def.call(id).ok()?;
        if v.is_nil() {
            return None;
        }
        let v = self.rt.plain(v).ok()?;
        let opts = mlua::serde::DeserializeOptions::new().deny_unsupported_types(false);
        self.rt.host.lua().from_value_with(v, opts).ok()
    }

    pub fn state(&self) -> &GameState {
        &self.state
    }

    pub fn inputs(&self) -> &Prefix<Input> {
        &self.inputs
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// How many step boundaries the game has passed (checkpoints kept for undo).
    pub fn checkpoints(&self) -> usize {
        self.history.len()
    }

    /// Queues faces the next dice of kind `die` will show; recorded as an input so undo and
    /// replay keep it.
    pub fn rig(&mut self, die: &str, faces: &[&str]) -> Result<()> {
        self.state.rig(die, faces)?;
        self.inputs.push_back(Input::Rig {
            die: die.to_string(),
            faces: faces.iter().map(|f| f.to_string()).collect(),
        });
        Ok(())
    }

    /// Forgets the rigged faces of `die`, or of every die (`rig clear`); recorded as an
    /// input like [`Game::rig`].
    pub fn unrig(&mut self, die: Option<&str>) -> Result<()> {
        let input = Input::Unrig {
            die: die.map(str::to_string),
        };
        input.apply_to(&mut self.state)?;
        self.inputs.push_back(input);
        Ok(())
    }

    /// Makes a change outside the rules (dev mode: `give`, `take`, `set`), recorded as an
    /// input, so saves, replays and undo treat it like an answer. Refused, changing nothing,
    /// when the game is over, a card id is not one of this game's cards, the rules' optional
    /// read-only `may_give(game, figure, card)` returns a reason, or [`Dev::apply`] refuses.
    pub fn dev(&mut self, change: Dev) -> Result<()> {
        if self.finished.is_some() {
            return Err(Error::Game("the game is over".into()));
        }
        if let Dev::Give { card, figure } = &change {
            if !self.rt.card_sources.borrow().contains_key(card) {
                return Err(Error::Game(format!(
                    "no card `{card}` in the {} ruleset",
                    self.rt.ruleset
                )));
            }
            self.state.figure(figure)?;
            if let Some(serde_yaml::Value::String(why)) =
                self.rules_query_with("may_give", (figure.as_str(), card.as_str()))?
            {
                return Err(Error::Game(format!(
                    "the rules refuse to give {card} to {figure}: {why}"
                )));
            }
        }
        let input = Input::Dev(change);
        input.apply_to(&mut self.state)?;
        self.inputs.push_back(input);
        // The scripts' caches (positions, variables, card lists) describe the old table.
        self.token = new_token();
        Ok(())
    }

    pub fn ruleset(&self) -> &str {
        &self.rt.ruleset
    }

    /// A key of the ruleset's YAML that the kernel does not read itself (such as `bots`, the
    /// search bot's settings), as written; None when the ruleset has no such key.
    pub fn ruleset_data(&self, key: &str) -> Option<&serde_yaml::Value> {
        self.rt.ruleset_data.get(key)
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
        self.state.log.push(LogEntry::Chose {
            side: side.clone(),
            prompt,
            answer: key,
        });
        if choice.secret {
            let at = self.state.log.len() - 1;
            self.state.secrets.entries.insert(at, Arc::new(vec![side]));
        }
        self.inputs.push_back(Input::Answer(index));
        if let Err(e) = self.run(Some(index)) {
            self.inputs.pop_back();
            self.restore(self.inputs.len())?;
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

    /// Takes back the last answer or change outside the rules.
    pub fn undo(&mut self) -> Result<()> {
        self.undo_n(1)
    }

    /// Takes back the last `n` answers and changes outside the rules (dev mode); fails,
    /// changing nothing, when the game has fewer. Rigged dice stay as they stand now: faces
    /// rigged and not yet rolled stay queued, and faces rolled or cleared (`rig clear`) do
    /// not come back (the queue is re-rigged after the restore, as inputs, when it differs).
    pub fn undo_n(&mut self, n: usize) -> Result<()> {
        // The n-th answer from the end, found walking back from the end.
        // By index: the answers undone are the newest, a step or two from the end of a long
        // persistent list (an iterator over it would start at its first chunk).
        let answer_at = (0..self.inputs.len())
            .rev()
            .filter(|&i| self.inputs[i].undoable())
            .nth(n.saturating_sub(1));
        match answer_at {
            Some(to) if n > 0 => {
                let queued = self.state.dice.rigged_queue().clone();
                self.restore(to)?;
                if *self.state.dice.rigged_queue() != queued {
                    self.unrig(None)?;
                    for (die, faces) in &queued {
                        let f: Vec<String> = faces.iter().map(usize::to_string).collect();
                        let f: Vec<&str> = f.iter().map(String::as_str).collect();
                        self.rig(die, &f)?;
                    }
                }
                Ok(())
            }
            _ => {
                let answers = self.inputs.iter().filter(|i| i.undoable()).count();
                if n == 0 || answers == 0 {
                    return Err(Error::Game("nothing to undo".into()));
                }
                Err(Error::Game(format!(
                    "cannot undo {n} answers: the game has {answers}"
                )))
            }
        }
    }

    /// Re-reads changed card files. A card that fails to load keeps its old version; the
    /// errors are returned. Returns the ids that were reloaded. The scripts are shared with
    /// this game's forks, which run the new cards too.
    pub fn reload(&mut self, library: &Library) -> (Vec<String>, Vec<Error>) {
        let mut reloaded = Vec::new();
        let mut changed: Vec<(String, String)> = Vec::new();
        let mut errors = Vec::new();
        let rt = &self.rt;
        let script_base: Table = match rt.host.lua().globals().raw_get("SCRIPT_BASE") {
            Ok(t) => t,
            Err(e) => return (reloaded, vec![lua_err(e)]),
        };
        let define: Function = match rt.prelude.get("define") {
            Ok(f) => f,
            Err(e) => return (reloaded, vec![lua_err(e)]),
        };
        for (path, src) in library.card_files(&rt.ruleset) {
            let id = card_id(path).to_string();
            if rt
                .card_sources
                .borrow()
                .get(&id)
                .is_some_and(|(_, s)| s == src)
            {
                continue;
            }
            match load_card(&rt.host, &script_base, &define, &id, path, src) {
                Ok(()) => {
                    rt.card_sources
                        .borrow_mut()
                        .insert(id.clone(), (path.to_string(), src.to_string()));
                    changed.push((path.to_string(), src.to_string()));
                    reloaded.push(id);
                }
                Err(e) => errors.push(e),
            }
        }
        if !changed.is_empty() {
            // A twin loads the cards as they are now; the rules modules stay as loaded.
            let old = rt.recipe.borrow().clone();
            let mut files = old.library.as_ref().clone();
            files.files.extend(changed);
            *rt.recipe.borrow_mut() = Arc::new(Recipe {
                library: Arc::new(files),
                ruleset: old.ruleset.clone(),
                scenario: old.scenario.clone(),
                limits: old.limits,
            });
        }
        (reloaded, errors)
    }
}

impl Game {
    /// The newest checkpoint (the start of the step the game waits in) and how many inputs
    /// it had consumed: what a save holds besides the inputs.
    pub fn save_point(&self) -> (&GameState, usize) {
        let cp = self
            .history
            .back()
            .expect("a game has its start as a checkpoint");
        (&cp.state, cp.inputs)
    }

    /// Where this game stands, for a twin on another thread ([`Game::at`]): search bots think
    /// there in parallel. Costs a copy of the state and of the inputs.
    pub fn position(&self) -> Position {
        let (point, consumed) = self.save_point();
        Position {
            recipe: self.rt.recipe.borrow().clone(),
            point: point.clone(),
            consumed,
            inputs: self.inputs.iter().cloned().collect(),
            seed: self.seed,
        }
    }

    /// The game at `pos` on this thread, in `spare`'s runtime when `spare` was loaded from the
    /// same recipe (no script is compiled), else in a runtime loaded now. Like a loaded save,
    /// only the inputs since the checkpoint are replayed.
    pub fn at(pos: &Position, spare: Option<Game>) -> Result<Game> {
        // The copy shares its parts (`Arc`) with the game it came from: a deep copy (a serde
        // round trip) made no difference to two threads' speed (measured 2026-11-28).
        let point = pos.point.clone();
        if let Some(g) = spare
            && Arc::ptr_eq(&g.rt.recipe.borrow(), &pos.recipe)
        {
            let mut start = g.history[0].state.clone();
            start.dice = crate::dice::DiceRoller::seed_from_u64(pos.seed);
            let point = Checkpoint {
                state: point,
                inputs: pos.consumed,
            };
            let mut game = Game::start(
                g.rt.clone(),
                start,
                Some(point),
                pos.inputs.clone(),
                pos.seed,
            )?;
            game.restore(pos.inputs.len())?;
            return Ok(game);
        }
        let r = &pos.recipe;
        let game = Game::resume(
            &r.library,
            &r.ruleset,
            &r.scenario,
            pos.seed,
            r.limits,
            |_| Ok(point),
            pos.consumed,
            pos.inputs.clone(),
        )?;
        // The twin answers for this recipe from now on: the next position reuses it.
        *game.rt.recipe.borrow_mut() = pos.recipe.clone();
        Ok(game)
    }

    /// A game restored from a save point, running no script for the inputs before it: the
    /// scripts are loaded, `point` makes the checkpoint's state from the scenario's starting
    /// state, and only `inputs[consumed..]` (the step in progress) are replayed. The game's
    /// start stays a checkpoint too, so undo reaches back before the save point (by a replay
    /// from the start, the one case that needs it).
    #[allow(clippy::too_many_arguments)]
    pub fn resume(
        library: &Library,
        ruleset: &Ruleset,
        scenario: &Scenario,
        seed: u64,
        limits: Limits,
        point: impl FnOnce(&GameState) -> Result<GameState>,
        consumed: usize,
        inputs: Vec<Input>,
    ) -> Result<Game> {
        if consumed > inputs.len() {
            return Err(Error::Game(format!(
                "the save point is after input {consumed}, but the save has {} inputs",
                inputs.len()
            )));
        }
        let mut ruleset = ruleset.clone();
        ruleset.load_for(scenario, |p| library.get(p).map(str::to_string))?;
        let (rt, start) = Runtime::load(library, &ruleset, scenario, seed, limits)?;
        let state = point(&start)?;
        // Every step the state names must be one the rules have (a saved game waiting on a
        // question runs no script when loaded, so nothing else would notice before the answer).
        let steps: Option<Table> = rt.rules.get("steps").map_err(lua_err)?;
        let frames = state
            .frames
            .iter()
            .chain(state.asked.iter().map(|a| &a.then));
        let named = frames.flat_map(|f| {
            let holds = f.window.as_ref().and_then(|w| w.holds.as_deref());
            std::iter::once(f.step.as_str()).chain(holds)
        });
        for step in named {
            let known = step == "play"
                || steps
                    .as_ref()
                    .is_some_and(|t| t.get::<Value>(step).is_ok_and(|v| !v.is_nil()));
            if !known {
                return Err(Error::DamagedSave(format!(
                    "it names step `{step}`, which the rules do not have"
                )));
            }
        }
        let n = inputs.len();
        let point = Checkpoint {
            state,
            inputs: consumed,
        };
        let mut game = Game::start(Rc::new(rt), start, Some(point), inputs, seed)?;
        game.restore(n)?;
        Ok(game)
    }
}

impl Runtime {
    /// A plain copy of a Lua value for turning into data: frozen tables read through.
    fn plain(&self, v: Value) -> Result<Value> {
        if !matches!(v, Value::Table(_)) {
            return Ok(v);
        }
        let f: Function = self.prelude.get("plain").map_err(lua_err)?;
        f.call(v).map_err(lua_err)
    }

    /// Builds the script state for `scenario` and the game's starting state.
    fn load(
        library: &Library,
        ruleset: &Ruleset,
        scenario: &Scenario,
        seed: u64,
        limits: Limits,
    ) -> Result<(Runtime, GameState)> {
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
        // The scenario's data is shared by every game of this state: scripts only read it.
        if let Value::Table(t) = &scenario_value {
            host.freeze(t, true).map_err(lua_err)?;
        }

        // Kernel functions join the budget functions in the `kernel` table the prelude sees.
        let kernel: Table = host.base_env().raw_get("kernel").map_err(lua_err)?;
        let terrain = match ruleset.extra.get("terrain") {
            Some(data) => Some(Rc::new(crate::terrain::TerrainRules::parse(
                data,
                &scenario.extra,
            )?)),
            None => None,
        };
        let api_table =
            api::install(&lua, &shared, scenario_value, terrain, host.keeper()).map_err(lua_err)?;
        for pair in api_table.pairs::<Value, Value>() {
            let (k, v) = pair.map_err(lua_err)?;
            kernel.raw_set(k, v).map_err(lua_err)?;
        }

        let prelude_src = library
            .get("scripts/prelude.lua")
            .ok_or_else(|| Error::Ruleset("scripts/prelude.lua is missing".into()))?;
        let env = host.new_env(None).map_err(lua_err)?;
        // The prelude reads its own tables (proxies, caches) raw, never a frozen one, so it
        // gets Lua's own `next` and `rawget`, without the check for frozen tables.
        for pair in host.raw_functions().pairs::<Value, Value>() {
            let (k, v) = pair.map_err(lua_err)?;
            env.raw_set(k, v).map_err(lua_err)?;
        }
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
        let public: Table = prelude.get("public_metas").map_err(lua_err)?;
        for t in public.sequence_values::<Table>() {
            host.freeze(&t.map_err(lua_err)?, false).map_err(lua_err)?;
        }
        let safe_pcall: Function = prelude.get("safe_pcall").map_err(lua_err)?;

        // What every card and rules script sees besides the safe stdlib.
        let script_base = host.new_env(None).map_err(lua_err)?;
        script_base.raw_set("game", &game_api).map_err(lua_err)?;
        script_base.raw_set("pcall", safe_pcall).map_err(lua_err)?;
        let g = lua.globals();
        g.raw_set("SCRIPT_BASE", &script_base).map_err(lua_err)?;

        // A test runner's harness (`skirmish test`: test set-up and event notes) is a trusted
        // script of the library, never a card: it may wrap the `game` API before it is frozen.
        if let Some(src) = library.get(TEST_HARNESS) {
            let env = host.new_env(Some(&script_base)).map_err(lua_err)?;
            host.compile(TEST_HARNESS, src, &env)
                .and_then(|f| f.call::<()>(()))
                .map_err(lua_err)?;
        }
        // From here on what every game of this state shares is read-only to scripts: the
        // standard library, the `game` API and what scripts see beside it. Cards, rules
        // modules and their environments are frozen as each is loaded.
        host.freeze(host.base_env(), true).map_err(lua_err)?;
        host.freeze(&game_api, true).map_err(lua_err)?;

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
        let lib = Arc::new(library.clone());
        let recipe = Arc::new(Recipe {
            library: lib.clone(),
            ruleset: ruleset.clone(),
            scenario: scenario.clone(),
            limits,
        });
        let freezer = host.freezer();
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
                let Some(src) = lib.get(&path) else {
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
                // A module's table and globals are shared by every game: read-only now.
                if let Value::Table(t) = &v {
                    freezer.freeze(lua, t, true)?;
                }
                freezer.freeze(lua, &env, false)?;
                loaded.raw_set(name.as_str(), v.clone())?;
                Ok(v)
            })
            .map_err(lua_err)?;
        script_base.raw_set("require", require).map_err(lua_err)?;
        // What every script sees beside the standard library: read-only from here on.
        host.freeze(&script_base, false).map_err(lua_err)?;

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
        let _: Function = rules.get("play").map_err(|_| {
            Error::Ruleset(format!(
                "{rules_path} must return a table with a `play` function"
            ))
        })?;
        if !matches!(
            rules.get::<Value>("steps").map_err(lua_err)?,
            Value::Nil | Value::Table(_)
        ) {
            return Err(Error::Ruleset(format!(
                "{rules_path}: `steps` must be a table of functions"
            )));
        }
        let set_rules: Function = prelude.get("set_rules").map_err(lua_err)?;
        set_rules.call::<()>(&rules).map_err(lua_err)?;
        host.freeze(&rules, true).map_err(lua_err)?;
        host.freeze(&rules_env, false).map_err(lua_err)?;
        let run_step: Function = prelude.get("run_step").map_err(lua_err)?;
        let run_probe: Function = prelude.get("run_probe").map_err(lua_err)?;
        let activate: Function = prelude.get("activate").map_err(lua_err)?;
        let new_context: Function = prelude.get("new_context").map_err(lua_err)?;
        let makers = api::Makers {
            figure: prelude.get("figure_proxy").map_err(lua_err)?,
            card: prelude.get("card_proxy").map_err(lua_err)?,
        };
        host.arm_memory_limit().map_err(lua_err)?;
        let rt = Runtime {
            host,
            slot: shared,
            game_api,
            rules,
            prelude,
            run_step,
            run_probe,
            activate,
            seen: RefCell::new(None),
            new_context,
            makers,
            keys,
            active: Cell::new(0),
            spare_threads: RefCell::new(Vec::new()),
            ruleset: ruleset.name.clone(),
            ruleset_data: ruleset.extra.clone(),
            card_sources: RefCell::new(game_cards),
            recipe: RefCell::new(recipe),
        };
        Ok((rt, state))
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
    let chunk = host.compile(path, src, &env).map_err(lua_err)?;
    // A function of the card that changes a file-level local keeps state outside the game:
    // the file's locals are shared by every game of this script state.
    if let Some(w) = crate::script::bytecode::file_state_writes(&chunk.dump(false))
        .and_then(|ws| ws.into_iter().next())
    {
        return Err(Error::Script {
            file: Some(path.to_string()),
            line: Some(w.line),
            message: format!(
                "{path}:{}: card {id} changes `{}`, a variable of the file, which every game shares: state outside the game (keep what must last in game, side, figure, card or space variables)",
                w.line, w.name
            ),
        });
    }
    host.begin_card_load(&format!("card {id} (loading)"));
    // The prelude checks the definition within the same budget: reading a definition that
    // answers through metamethods runs the card's code.
    let loaded = chunk.call::<Value>(()).and_then(|def| {
        let problem: Option<String> = define.call((id, def.clone(), path))?;
        Ok((def, problem))
    });
    let budget = host.end_step();
    let (def, problem) = loaded.map_err(|e| script_error(failed(host, budget, &e)))?;
    if let Some(msg) = problem {
        return Err(Error::Script {
            file: Some(path.to_string()),
            line: None,
            message: msg,
        });
    }
    // The definition and the card's globals are shared by every game: read-only now.
    if let Value::Table(t) = &def {
        host.freeze(t, true).map_err(lua_err)?;
    }
    host.freeze(&env, false).map_err(lua_err)
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

/// Whether Lua's syntax error `message` names the first token of `source` (`near '1'` for
/// `1 +`): the parser gave up before anything of it made sense.
fn refused_at_first_token(message: &str, source: &str) -> bool {
    let text = source.trim_start();
    let word: String = text
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == '.')
        .collect();
    let token = if word.is_empty() {
        text.chars().next().map(String::from).unwrap_or_default()
    } else {
        word
    };
    !token.is_empty() && message.contains(&format!("near '{token}'"))
}

/// A position crosses threads (search bots' helpers take it): checked when this compiles.
const _: fn() = || {
    fn send<T: Send>() {}
    send::<Position>();
};
