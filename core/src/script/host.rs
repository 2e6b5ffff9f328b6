//! The sandboxed Lua host: one Lua 5.4 state with only the safe standard libraries, chunks
//! loaded as text only (never bytecode) under their project path, deterministic `pairs`, an
//! instruction budget per call and a memory cap for the whole state.
//!
//! Compiling is the bulk of making a game (and of every `Game::fork`), so each thread keeps the
//! bytecode of what it compiled, keyed by path and checked against the full source text: a
//! later state loads the same script from that dump. The only binary chunks ever loaded are
//! these dumps of text the host itself compiled (with debug information, so errors still name
//! `path:line`); scripts cannot load chunks at all.
//!
//! Budgets nest: the rules run under a generous step budget; each card handler runs under its
//! own smaller budget, entered and left from the prelude (`kernel.enter`/`kernel.leave`). When
//! a budget runs out, the count hook raises an error naming the budget's owner and the script
//! line; once raised, every further tick raises again, so a script cannot swallow it in a loop.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use std::time::Duration;

use mlua::chunk::ChunkMode;
use mlua::{HookTriggers, Lua, LuaOptions, StdLib, Table, Value, VmState};

use super::alloc::{Meter, Refusal};
use super::profile;

/// Instruction and memory limits for scripts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// VM instructions one card handler may run per call.
    pub handler_instructions: u64,
    /// VM instructions the rules may run between two choices.
    pub step_instructions: u64,
    /// Bytes the Lua state may allocate beyond what it holds once all scripts are loaded.
    pub memory_bytes: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            handler_instructions: 2_000_000,
            step_instructions: 200_000_000,
            memory_bytes: 64 << 20,
        }
    }
}

/// How often the count hook runs; the budget is checked (and the profiler samples) at this
/// granularity.
pub const TICK: u32 = 1000;

/// Bytes a script allocates per instruction its budget is charged (see [`alloc`]).
pub const BYTES_PER_INSTRUCTION: u64 = 64;

/// The longest string a script may build: no single instruction copies, compares or scans
/// more than this. The largest any built-in script builds is a few kilobytes.
pub const MAX_STRING: usize = 256 << 10;

/// The Lua heap's cap while scripts load, before [`Host::arm_memory_limit`] sets the game's.
pub const LOADING_CAP: usize = 512 << 20;

/// Thread CPU time one card handler may use, whatever its instructions: the last guard for
/// work no count sees (comparing two long strings is one instruction). Counted from the first
/// reading of the clock in the handler, at most `CPU_EVERY` ticks in. Far above what the
/// instruction budget itself takes (about 20 ms for 2,000,000 instructions), so no script that
/// keeps within its budgets can meet it on a slow run.
pub const HANDLER_CPU: Duration = Duration::from_millis(100);

/// The same for a rules step (its budget of 200,000,000 instructions takes a few seconds).
pub const STEP_CPU: Duration = Duration::from_secs(20);

/// How many ticks pass between two readings of the CPU clock (a system call).
const CPU_EVERY: u32 = 4;

#[derive(Debug)]
struct Frame {
    owner: String,
    remaining: i64,
    /// The thread CPU time this frame may use ([`HANDLER_CPU`], [`STEP_CPU`]).
    cpu: Duration,
    /// Thread CPU time at which this frame is over its time: set at the first reading of the
    /// clock after the frame began (a system call, which most handlers, over within a few
    /// ticks, never pay), so a frame's time counts from at most `CPU_EVERY` ticks in.
    cpu_deadline: Option<Duration>,
}

#[derive(Debug)]
pub(crate) struct Budget {
    frames: Vec<Frame>,
    /// Set once a budget is exceeded, until the next top-level call resets it.
    pub(crate) exceeded: Option<String>,
    meter: Rc<Meter>,
    /// The card handler (budget owner) whose error this step's error is: the innermost that
    /// failed, told by the prelude's guard, never by the error's text.
    blamed: Option<String>,
    /// Bytes allocated but not yet charged (less than [`BYTES_PER_INSTRUCTION`]).
    carry: u64,
    /// The top-level run is a card file's top level ([`Host::begin_card_load`]), not the rules.
    card_step: bool,
    ticks: u32,
}

impl std::fmt::Debug for Meter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Meter({} bytes)", self.used())
    }
}

/// This thread's CPU time (none where the clock is missing: the backstop is then off).
fn thread_cpu() -> Option<Duration> {
    cpu_time::ThreadTime::try_now()
        .ok()
        .map(|t| t.as_duration())
}

impl Budget {
    fn new(meter: Rc<Meter>) -> Budget {
        Budget {
            frames: Vec::new(),
            exceeded: None,
            meter,
            blamed: None,
            carry: 0,
            card_step: false,
            ticks: 0,
        }
    }

    /// Charges every frame `instructions` plus what was allocated since the last call, and
    /// tells the allocator how many bytes the tightest frame has left.
    fn charge(&mut self, instructions: i64) {
        let bytes = self.meter.take_grown() + self.carry;
        self.carry = bytes % BYTES_PER_INSTRUCTION;
        let cost = instructions.saturating_add((bytes / BYTES_PER_INSTRUCTION) as i64);
        let mut least = i64::MAX;
        for f in self.frames.iter_mut() {
            f.remaining = f.remaining.saturating_sub(cost);
            least = least.min(f.remaining);
        }
        self.meter.set_allowance(if self.frames.is_empty() {
            u64::MAX
        } else {
            (least.max(0) as u64).saturating_mul(BYTES_PER_INSTRUCTION)
        });
    }

    fn push(&mut self, owner: String, instructions: i64, cpu: Duration) {
        self.charge(0);
        self.frames.push(Frame {
            owner,
            remaining: instructions,
            cpu,
            cpu_deadline: None,
        });
        self.charge(0);
    }

    fn pop(&mut self) {
        self.charge(0);
        self.frames.pop();
        self.charge(0);
    }

    /// Charges `instructions`; returns the error to raise, if a budget is (or already was)
    /// exceeded.
    fn spend(&mut self, instructions: i64, at: impl FnOnce() -> String) -> Option<String> {
        if let Some(msg) = &self.exceeded {
            return Some(msg.clone());
        }
        self.charge(instructions);
        self.ticks = self.ticks.wrapping_add(1);
        let over = match self.frames.iter().rev().find(|f| f.remaining < 0) {
            Some(f) => format!("{}{} exceeded its instruction budget", at(), f.owner),
            None => {
                let late = if self.ticks.is_multiple_of(CPU_EVERY) {
                    thread_cpu().and_then(|now| {
                        for f in self.frames.iter_mut() {
                            f.cpu_deadline.get_or_insert(now + f.cpu);
                        }
                        self.frames
                            .iter()
                            .rev()
                            .find(|f| f.cpu_deadline.is_some_and(|d| now > d))
                    })
                } else {
                    None
                };
                let f = late?;
                format!("{}{} ran out of time (CPU)", at(), f.owner)
            }
        };
        self.exceeded = Some(over.clone());
        Some(over)
    }

    /// Counts one tick of the hook.
    fn tick(&mut self, at: impl FnOnce() -> String) -> Option<String> {
        self.spend(TICK as i64, at)
    }

    /// The message for an allocation the guard refused, naming `owner`.
    fn refusal(&mut self, owner: &str) -> String {
        let msg = match self.meter.take_refusal() {
            Some(Refusal::LongString(n)) => format!(
                "{owner} built a string of {} KB, longer than the {} KB a script may",
                n.div_ceil(1024),
                MAX_STRING >> 10
            ),
            Some(Refusal::Budget) => format!(
                "{owner} exceeded its instruction budget (allocating memory counts one instruction per {BYTES_PER_INSTRUCTION} bytes)"
            ),
            Some(Refusal::Cap) | None => format!(
                "{owner} ran out of memory (the game's scripts may hold {} MB, its log and variables included)",
                self.meter.cap() >> 20
            ),
        };
        if self.exceeded.is_none() {
            self.exceeded = Some(msg.clone());
        }
        self.exceeded.clone().unwrap_or(msg)
    }
}

/// When the budget hook runs: every [`TICK`] VM instructions.
pub fn budget_triggers() -> HookTriggers {
    HookTriggers::new().every_nth_instruction(TICK)
}

/// The count hook that charges `budget` (and feeds the profiler): installed for every thread
/// the host makes, and again on a rules thread after a replay that ran without it.
fn budget_hook(
    budget: Rc<RefCell<Budget>>,
) -> impl Fn(&Lua, &mlua::debug::Debug) -> mlua::Result<VmState> + 'static {
    move |lua, debug| {
        profile::sample(lua);
        let over = budget.borrow_mut().tick(|| {
            let src = debug.source();
            match (src.short_src, debug.current_line()) {
                // In a library guard's loop, the script line that called it.
                (Some(s), _) if s == "sandbox" => caller_line(lua),
                (Some(s), Some(l)) => format!("{s}:{l}: "),
                _ => String::new(),
            }
        });
        match over {
            None => Ok(VmState::Continue),
            Some(msg) => Err(mlua::Error::runtime(msg)),
        }
    }
}

/// `charge(n)` for the library guards: charges `n` instructions to the running budgets for
/// work the count hook does not see; the error names the calling script's line.
fn charge_fn(lua: &Lua, budget: &Rc<RefCell<Budget>>) -> mlua::Result<mlua::Function> {
    let b = budget.clone();
    lua.create_function(move |lua, n: f64| {
        let n = if n.is_finite() { n.max(0.0) } else { f64::MAX };
        let over = b
            .borrow_mut()
            .spend(n.min(i64::MAX as f64) as i64, || caller_line(lua));
        match over {
            None => Ok(()),
            Some(msg) => Err(mlua::Error::runtime(msg)),
        }
    })
}

/// The `file:line: ` of the script that called a kernel or library function: the first
/// frame up the stack that is not the prelude, the sandbox or C.
pub(crate) fn caller_line(lua: &Lua) -> String {
    let mut level = 1;
    while let Some((src, line)) = lua.inspect_stack(level, |d| {
        (
            d.source().short_src.map(|s| s.to_string()),
            d.current_line(),
        )
    }) {
        match (src, line) {
            (Some(s), Some(l)) if !s.ends_with("prelude.lua") && s != "[C]" && s != "sandbox" => {
                return format!("{s}:{l}: ");
            }
            _ => level += 1,
        }
    }
    String::new()
}

/// A handler's budget frame kept across a question (see [`Host::suspend_frames`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SuspendedFrame {
    owner: String,
    remaining: i64,
}

pub struct Host {
    lua: Lua,
    limits: Limits,
    budget: Rc<RefCell<Budget>>,
    meter: Rc<Meter>,
    /// The table every script's environment reads through to (safe stdlib + API).
    base_env: Table,
    freezer: Freezer,
    /// Lua's own `next` and `rawget` (scripts get versions that know frozen tables).
    raw: Table,
}

/// What freezing a table needs (see the sandbox's frozen tables in [`Host::new`]).
#[derive(Clone)]
pub struct Freezer {
    /// Frozen table -> its backing (weak keys), shared with the sandbox's `next`, `rawget`...
    frozen: Table,
    /// The `__newindex` and `__len` of frozen tables.
    refuse: mlua::Function,
    len: mlua::Function,
}

impl Freezer {
    /// Makes `t` read-only for every script (see the sandbox's frozen tables above); with
    /// `deep`, also every plain table (one without a metatable) reachable from it. Tables with
    /// metatables of their own are proxies (game variables, figures) and keep their meaning:
    /// only `t` itself is frozen then, its metamethods kept but for `__index` (read through the
    /// backing) and `__newindex` (refused).
    pub fn freeze(&self, lua: &Lua, t: &Table, deep: bool) -> mlua::Result<()> {
        let mut todo = vec![t.clone()];
        let mut first = true;
        while let Some(t) = todo.pop() {
            if self.frozen.raw_get::<Value>(&t)? != Value::Nil {
                continue;
            }
            let old = t.metatable();
            if old.is_some() && !first {
                continue;
            }
            first = false;
            let backing = lua.create_table()?;
            let mut keys = Vec::new();
            for pair in t.pairs::<Value, Value>() {
                let (k, v) = pair?;
                if deep
                    && let Value::Table(inner) = &v
                    && inner.metatable().is_none()
                {
                    todo.push(inner.clone());
                }
                backing.raw_set(k.clone(), v)?;
                keys.push(k);
            }
            for k in keys {
                t.raw_set(k, Value::Nil)?;
            }
            let meta = lua.create_table()?;
            if let Some(old) = old {
                for pair in old.pairs::<Value, Value>() {
                    let (k, v) = pair?;
                    meta.raw_set(k, v)?;
                }
                // What the backing lacks, the old metatable's `__index` still answers: when
                // that is a frozen table (an environment's parent), its backing directly,
                // which saves two lookups on every global a script reads.
                let fallback = lua.create_table()?;
                let mut index = old.raw_get::<Value>("__index")?;
                if let Value::Table(parent) = &index
                    && let Value::Table(backing) = self.frozen.raw_get::<Value>(parent)?
                {
                    index = Value::Table(backing);
                }
                fallback.raw_set("__index", index)?;
                backing.set_metatable(Some(fallback))?;
            }
            meta.raw_set("__index", &backing)?;
            meta.raw_set("__newindex", &self.refuse)?;
            meta.raw_set("__len", &self.len)?;
            meta.raw_set("__metatable", false)?;
            t.set_metatable(Some(meta))?;
            self.frozen.raw_set(&t, backing)?;
        }
        Ok(())
    }
}

/// Globals of the safe libraries that would reach outside the sandbox or break determinism.
const REMOVED_GLOBALS: &[&str] = &[
    "dofile",
    "loadfile",
    "load",
    "collectgarbage",
    "print",
    "require",
    "rawequal",
    "rawlen",
];

impl Host {
    pub fn new(limits: Limits) -> mlua::Result<Host> {
        // No io, os, package, debug: only pure computation.
        let lua = Lua::new_with(
            StdLib::TABLE | StdLib::STRING | StdLib::MATH | StdLib::UTF8 | StdLib::COROUTINE,
            LuaOptions::default(),
        )?;
        let meter = Meter::install(&lua, MAX_STRING)?;
        meter.set_cap(LOADING_CAP);
        // Lua's generational collector: the rules make many short-lived tables (options, step
        // arguments, query views) while most of the heap (card definitions, the prelude's
        // caches, frozen libraries) lives as long as the state. The incremental collector
        // marked all of that again every cycle; a minor collection visits only what is young.
        // Same games, same peak memory, about 9 % less wall time a greedy game
        // (docs/MEASUREMENTS.md, thirteenth look).
        lua.gc_set_mode(mlua::state::GcMode::Generational(Default::default()));
        let g = lua.globals();
        for name in REMOVED_GLOBALS {
            g.raw_set(*name, Value::Nil)?;
        }
        g.get::<Table>("string")?.raw_set("dump", Value::Nil)?;
        // math.random would be a second, unseeded source of randomness.
        let math: Table = g.get("math")?;
        math.raw_set("random", Value::Nil)?;
        math.raw_set("randomseed", Value::Nil)?;

        // Deterministic iteration (`next` and `pairs` in sorted key order) and the guards of
        // the C library are in guards.lua, loaded below.
        //
        // Frozen tables (Host::freeze): what every game of this state shares (the standard
        // library, the `game` API, card definitions, rules modules) is read-only once loaded,
        // so no script keeps state outside the game. A frozen table is emptied into a hidden
        // backing that its metatable reads through (`__index`), and refuses writes
        // (`__newindex`); `next`, `pairs`, `rawget`, `rawset` and `#` know about backings, so
        // reading a frozen table works as before and no raw access changes one.
        // The plain `next` and `rawget`, for the prelude (which never touches a frozen table
        // raw, and reads its proxies' ids with `rawget` on every access).
        let raw = lua.create_table()?;
        raw.raw_set("next", g.raw_get::<Value>("next")?)?;
        raw.raw_set("rawget", g.raw_get::<Value>("rawget")?)?;
        // Lua's own `rawset` too: scripts get a guarded one (guards.lua refuses the prelude's
        // proxies), the prelude writes only tables of its own with it.
        raw.raw_set("rawset", g.raw_get::<Value>("rawset")?)?;
        let frozen: Table = lua
            .load(
                r#"
            local raw_next, raw_get, raw_set = next, rawget, rawset
            local tostring, error = tostring, error
            local FROZEN = setmetatable({}, { __mode = "k" })
            function next(t, k)
                local s = FROZEN[t]
                if s ~= nil then return raw_next(s, k) end
                return raw_next(t, k)
            end
            local next = next
            function rawget(t, k)
                local s = FROZEN[t]
                if s ~= nil then return raw_get(s, k) end
                return raw_get(t, k)
            end
            function rawset(t, k, v)
                if FROZEN[t] ~= nil then
                    error("cannot set `" .. tostring(k) .. "`: this table is shared by every game and read-only (what must last belongs in game, side, figure, card or space variables)", 2)
                end
                return raw_set(t, k, v)
            end
            FROZEN_LEN = function(t) return #FROZEN[t] end
            return FROZEN
            "#,
            )
            .set_name("=sandbox")
            .eval()?;

        let budget = Rc::new(RefCell::new(Budget::new(meter.clone())));
        lua.set_global_hook(budget_triggers(), budget_hook(budget.clone()))?;
        // The library guards (guards.lua) replace `next` and `pairs` with the sorted ones; the
        // prelude and the copy of card definitions keep the fast frozen-aware `next`.
        let fast_next: Value = g.raw_get("next")?;
        let raw_meta = lua.create_function(|_, v: Value| {
            Ok(match v {
                Value::Table(t) => t.metatable().map(Value::Table).unwrap_or(Value::Nil),
                _ => Value::Nil,
            })
        })?;
        let charge = charge_fn(&lua, &budget)?;
        // The prelude charges kernel calls whose work grows with their input (`game.digest`).
        raw.raw_set("charge", charge.clone())?;
        let (raw_setmetatable, guard_metamethods, guard_proxies): (Value, Value, Value) = lua
            .load(include_str!("guards.lua"))
            .set_name("=sandbox")
            .call((
                charge,
                raw_meta,
                frozen.clone(),
                raw.raw_get::<Value>("next")?,
            ))?;
        raw.raw_set("setmetatable", raw_setmetatable)?;
        raw.raw_set("guard_metamethods", guard_metamethods)?;
        raw.raw_set("guard_proxies", guard_proxies)?;

        let base_env = lua.create_table()?;
        for pair in g.pairs::<Value, Value>() {
            let (k, v) = pair?;
            base_env.raw_set(k, v)?;
        }
        // `_G` is the real globals table, which still holds what scripts must not reach
        // (coroutine, the kernel): scripts get no way to name it.
        base_env.raw_set("_G", Value::Nil)?;
        // Refusing a write names the script line that tried it, past library functions
        // (`table.insert`) and the prelude, as kernel errors do.
        raw.raw_set("scripts_next", fast_next)?;
        let refuse = lua.create_function(|lua, (_, k): (Value, Value)| -> mlua::Result<()> {
            let key = match &k {
                Value::String(s) => s.to_string_lossy(),
                other => other.to_string().unwrap_or_else(|_| other.type_name().into()),
            };
            let msg = format!(
                "cannot set `{key}`: this table is shared by every game and read-only (what must last belongs in game, side, figure, card or space variables)"
            );
            Err(mlua::Error::runtime(format!("{}{msg}", caller_line(lua))))
        })?;
        let frozen_len: mlua::Function = g.raw_get("FROZEN_LEN")?;
        g.raw_set("FROZEN_LEN", Value::Nil)?;
        base_env.raw_set("FROZEN_LEN", Value::Nil)?;
        // The strings' metatable (`("x"):upper()`) would reach the shared `string` table.
        lua.load("getmetatable('').__metatable = false")
            .set_name("=sandbox")
            .exec()?;
        let host = Host {
            lua,
            limits,
            budget,
            meter,
            base_env,
            raw,
            freezer: Freezer {
                frozen,
                refuse,
                len: frozen_len,
            },
        };
        host.install_budget_api()?;
        Ok(host)
    }

    pub fn lua(&self) -> &Lua {
        &self.lua
    }

    pub fn limits(&self) -> Limits {
        self.limits
    }

    /// The shared read-through environment of every script.
    pub fn base_env(&self) -> &Table {
        &self.base_env
    }

    /// `kernel.enter(owner)` / `kernel.leave()` as plain functions in the base environment's
    /// `kernel` table, for the prelude's dispatcher.
    fn install_budget_api(&self) -> mlua::Result<()> {
        let kernel = self.lua.create_table()?;
        let b = self.budget.clone();
        let per_handler = self.limits.handler_instructions as i64;
        kernel.set(
            "enter",
            self.lua.create_function(move |_, owner: String| {
                profile::kernel_call("enter");
                b.borrow_mut().push(owner, per_handler, HANDLER_CPU);
                Ok(())
            })?,
        )?;
        let b = self.budget.clone();
        kernel.set(
            "leave",
            self.lua.create_function(move |_, ()| {
                profile::kernel_call("leave");
                b.borrow_mut().pop();
                Ok(())
            })?,
        )?;
        // `kernel.owner()`: the card whose frame is running (a handler, a data function, the
        // card file's top level), or nil when it is the rules' own; what a metatable set now
        // runs as (guards.lua).
        let b = self.budget.clone();
        kernel.set(
            "owner",
            self.lua.create_function(move |_, ()| {
                let b = b.borrow();
                Ok(match b.frames.len() {
                    0 => None,
                    1 if !b.card_step => None,
                    _ => b.frames.last().map(|f| f.owner.clone()),
                })
            })?,
        )?;
        let b = self.budget.clone();
        kernel.set(
            "budget_exceeded",
            self.lua
                .create_function(move |_, ()| Ok(b.borrow().exceeded.clone()))?,
        )?;
        let b = self.budget.clone();
        kernel.set(
            "blame",
            self.lua.create_function(move |_, owner: String| {
                let mut b = b.borrow_mut();
                if b.blamed.is_none() {
                    b.blamed = Some(owner);
                }
                Ok(())
            })?,
        )?;
        let b = self.budget.clone();
        kernel.set(
            "unblame",
            self.lua.create_function(move |_, ()| {
                b.borrow_mut().blamed = None;
                Ok(())
            })?,
        )?;
        kernel.set(
            "script_line",
            self.lua.create_function(|lua, ()| Ok(caller_line(lua)))?,
        )?;
        // `kernel.refusal(owner)`: the message for the allocation the guard just refused (a
        // "not enough memory" error), which from now on is the step's error.
        let b = self.budget.clone();
        kernel.set(
            "refusal",
            self.lua
                .create_function(move |_, owner: String| Ok(b.borrow_mut().refusal(&owner)))?,
        )?;
        self.base_env.raw_set("kernel", kernel)?;
        Ok(())
    }

    /// Runs `thread` without the budget hook (`false`) or with it again (`true`). Only for
    /// replaying inputs the same scripts already ran within their budgets: the hook's check on
    /// every instruction is about a sixth of the time, and those runs cannot exceed it.
    pub fn hook_thread(&self, thread: &mlua::Thread, on: bool) -> mlua::Result<()> {
        if on {
            thread.set_hook(budget_triggers(), budget_hook(self.budget.clone()))
        } else {
            thread.remove_hook();
            Ok(())
        }
    }

    /// Starts a top-level run (rules step) with a fresh budget named `owner`.
    pub fn begin_step(&self, owner: &str) {
        self.begin_run(owner, false);
    }

    /// Starts running a card file's top level, with a step's budget named `owner`: what it
    /// sets up runs as that card (see `kernel.owner`).
    pub fn begin_card_load(&self, owner: &str) {
        self.begin_run(owner, true);
    }

    fn begin_run(&self, owner: &str, card: bool) {
        let mut b = self.budget.borrow_mut();
        b.card_step = card;
        b.frames.clear();
        b.exceeded = None;
        b.blamed = None;
        self.meter.take_refusal();
        b.push(
            owner.to_string(),
            self.limits.step_instructions as i64,
            STEP_CPU,
        );
    }

    /// Ends a top-level run; returns the budget error message if one was raised during it,
    /// or a refused allocation's (named after the step's owner) if none was.
    pub fn end_step(&self) -> Option<String> {
        let mut b = self.budget.borrow_mut();
        let owner = b.frames.first().map(|f| f.owner.clone());
        let refused = self.meter.take_refusal();
        if b.exceeded.is_none()
            && let (Some(r), Some(owner)) = (refused, owner)
        {
            self.meter.refused_again(r);
            b.refusal(&owner);
        }
        b.frames.clear();
        b.card_step = false;
        b.charge(0);
        b.exceeded.take()
    }

    /// The card handler to blame for the error the step just ended with (see `blamed`).
    pub fn take_blame(&self) -> Option<String> {
        self.budget.borrow_mut().blamed.take()
    }

    /// Handler frames of a step that stops at a question asked in mid-code (`game.choose`),
    /// to be put back when it goes on with the answer ([`Host::resume_frames`]): a handler
    /// keeps its own budget and name across the question.
    pub fn suspend_frames(&self) -> Vec<SuspendedFrame> {
        let b = self.budget.borrow();
        b.frames
            .iter()
            .skip(1)
            .map(|f| SuspendedFrame {
                owner: f.owner.clone(),
                remaining: f.remaining,
            })
            .collect()
    }

    /// Puts back what [`Host::suspend_frames`] took, above the step's own frame.
    pub fn resume_frames(&self, frames: &[SuspendedFrame]) {
        let mut b = self.budget.borrow_mut();
        for f in frames {
            b.push(f.owner.clone(), f.remaining, HANDLER_CPU);
        }
    }

    /// A table of Lua's own `next` and `rawget`, for the prelude's environment.
    pub fn raw_functions(&self) -> &Table {
        &self.raw
    }

    /// What freezing needs, for code that runs later (`require`).
    pub fn freezer(&self) -> Freezer {
        self.freezer.clone()
    }

    /// [`Freezer::freeze`] in this state.
    pub fn freeze(&self, t: &Table, deep: bool) -> mlua::Result<()> {
        self.freezer.freeze(&self.lua, t, deep)
    }

    /// Caps the state's memory at what it uses now plus the configured allowance.
    pub fn arm_memory_limit(&self) -> mlua::Result<()> {
        self.meter
            .set_cap(self.meter.used() + self.limits.memory_bytes);
        Ok(())
    }

    /// For kernel functions that keep text in the game state.
    pub fn keeper(&self) -> Keeper {
        Keeper {
            budget: self.budget.clone(),
            meter: self.meter.clone(),
        }
    }

    /// The allocation guard's counters.
    pub fn meter(&self) -> &Rc<Meter> {
        &self.meter
    }

    /// A fresh environment reading through to `parent` (or the base environment).
    pub fn new_env(&self, parent: Option<&Table>) -> mlua::Result<Table> {
        let env = self.lua.create_table()?;
        let meta = self.lua.create_table()?;
        meta.raw_set("__index", parent.unwrap_or(&self.base_env).clone())?;
        // Hidden, so `getmetatable(_ENV).__index` cannot reach the shared base table.
        meta.raw_set("__metatable", false)?;
        env.set_metatable(Some(meta))?;
        Ok(env)
    }

    /// Compiles a script from source text under its project path, so every error message
    /// names `path:line` (from this thread's compiled-chunk cache when it compiled the same
    /// text before).
    pub fn compile(&self, path: &str, source: &str, env: &Table) -> mlua::Result<mlua::Function> {
        compile(&self.lua, path, source, env)
    }
}

/// What kernel functions need to count the text they keep in the game state (outside the Lua
/// heap) against the same budgets and cap as the heap (see [`Keeper::kept`]).
#[derive(Clone)]
pub struct Keeper {
    budget: Rc<RefCell<Budget>>,
    meter: Rc<Meter>,
}

impl Keeper {
    /// A kernel function added `added` bytes to the game state, which now holds `held`:
    /// charged to the running budgets like an allocation, and `held` plus the Lua heap must
    /// stay under the game's cap. The error names the budget's owner and the script's line.
    pub fn kept(&self, lua: &Lua, added: u64, held: u64) -> mlua::Result<()> {
        let cap = self.meter.cap() as u64;
        let refusal = if !self.meter.charge(added) {
            Some(Refusal::Budget)
        } else if cap > 0 && self.meter.used() as u64 + held > cap {
            Some(Refusal::Cap)
        } else {
            None
        };
        let Some(r) = refusal else { return Ok(()) };
        self.meter.refused_again(r);
        let mut b = self.budget.borrow_mut();
        let owner = b
            .frames
            .last()
            .map(|f| f.owner.clone())
            .unwrap_or_else(|| "a script".into());
        let msg = b.refusal(&owner);
        Err(mlua::Error::runtime(format!("{}{msg}", caller_line(lua))))
    }
}

impl Drop for Host {
    fn drop(&mut self) {
        // The state may outlive the host (other handles to it); it goes on with mlua's own
        // allocator, which it also needs to close.
        self.meter.uninstall(&self.lua);
    }
}

thread_local! {
    /// Path -> (source text, its bytecode dump with debug information): see the module docs.
    static COMPILED: RefCell<HashMap<String, (String, Vec<u8>)>> = RefCell::new(HashMap::new());
}

/// [`Host::compile`] for any state of this host (rules modules load through `require`).
pub fn compile(lua: &Lua, path: &str, source: &str, env: &Table) -> mlua::Result<mlua::Function> {
    let name = format!("@{path}");
    let cached = COMPILED.with(|c| {
        c.borrow()
            .get(path)
            .filter(|(text, _)| text == source)
            .map(|(_, dump)| {
                lua.load(dump.as_slice())
                    .set_name(name.as_str())
                    .set_mode(ChunkMode::Binary)
                    .set_environment(env.clone())
                    .into_function()
            })
    });
    if let Some(f) = cached {
        return f;
    }
    let f = lua
        .load(source)
        .set_name(name.as_str())
        .set_mode(ChunkMode::Text)
        .set_environment(env.clone())
        .into_function()?;
    let dump = f.dump(false);
    COMPILED.with(|c| {
        c.borrow_mut()
            .insert(path.to_string(), (source.to_string(), dump))
    });
    Ok(f)
}
