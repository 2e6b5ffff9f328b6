//! A sampling profiler for scripts. The budget's count hook already stops the VM every
//! [`TICK`](super::host::TICK) instructions; while a profile is running on this thread, each
//! stop also records the line being run and every Lua function on the stack. Sample counts are
//! therefore instruction counts / TICK, not wall-clock time: the same seeded game gives the
//! same number of samples and kernel calls on any machine and in any process (the build fixes
//! Lua's string hash seed, so `next` walks tables alike everywhere).

use std::cell::{Cell, RefCell};
use std::collections::HashMap;

use mlua::Lua;

/// Samples gathered since [`start`].
#[derive(Clone, Debug, Default)]
pub struct Profile {
    pub samples: u64,
    /// `path:line` → samples where that line was running.
    pub lines: HashMap<String, u64>,
    /// `path` → samples spent in that file's own code.
    pub files: HashMap<String, u64>,
    /// `name (path:line)` → samples where the function was running (self).
    pub self_fns: HashMap<String, u64>,
    /// `name (path:line)` → samples where the function was anywhere on the stack (inclusive).
    pub total_fns: HashMap<String, u64>,
    /// Kernel function → calls (every call, not sampled): Lua's instruction count does not see
    /// the time spent in them.
    pub kernel_calls: HashMap<String, u64>,
}

thread_local! {
    static ACTIVE: Cell<bool> = const { Cell::new(false) };
    static PROFILE: RefCell<Profile> = RefCell::new(Profile::default());
}

/// Starts (or restarts, forgetting earlier samples) profiling the scripts run on this thread.
pub fn start() {
    PROFILE.with(|p| *p.borrow_mut() = Profile::default());
    ACTIVE.with(|a| a.set(true));
}

/// Whether a profile is running on this thread.
pub fn is_running() -> bool {
    ACTIVE.with(|a| a.get())
}

/// Stops profiling on this thread and returns what was gathered.
pub fn stop() -> Profile {
    ACTIVE.with(|a| a.set(false));
    PROFILE.with(|p| std::mem::take(&mut *p.borrow_mut()))
}

/// Counts one call of kernel function `name` (from the kernel table's wrappers).
pub(crate) fn kernel_call(name: &'static str) {
    if ACTIVE.with(|a| a.get()) {
        PROFILE.with(|p| {
            *p.borrow_mut()
                .kernel_calls
                .entry(name.to_string())
                .or_default() += 1
        });
    }
}

/// Deepest stack walked per sample: deeper frames are recursion the report would not show.
const MAX_DEPTH: usize = 64;

/// Called from the count hook.
pub(crate) fn sample(lua: &Lua) {
    if !ACTIVE.with(|a| a.get()) {
        return;
    }
    let mut seen: Vec<String> = Vec::new();
    let mut top: Option<(String, String, String)> = None;
    for level in 0..MAX_DEPTH {
        let Some(frame) = lua.inspect_stack(level, |d| {
            let src = d.source();
            let path = src.short_src.as_deref().unwrap_or("?").to_string();
            if path == "[C]" {
                return None;
            }
            let defined = src.line_defined.unwrap_or(0);
            let name = match d.names().name {
                Some(n) => n.into_owned(),
                None if defined == 0 => "main chunk".to_string(),
                None => "function".to_string(),
            };
            let func = format!("{name} ({path}:{defined})");
            let line = format!("{path}:{}", d.current_line().unwrap_or(0));
            Some((func, line, path))
        }) else {
            break;
        };
        let Some((func, line, path)) = frame else {
            continue;
        };
        if top.is_none() {
            top = Some((func.clone(), line, path));
        }
        if !seen.contains(&func) {
            seen.push(func);
        }
    }
    let Some((func, line, path)) = top else {
        return;
    };
    PROFILE.with(|p| {
        let mut p = p.borrow_mut();
        p.samples += 1;
        *p.lines.entry(line).or_default() += 1;
        *p.files.entry(path).or_default() += 1;
        *p.self_fns.entry(func).or_default() += 1;
        for f in seen {
            *p.total_fns.entry(f).or_default() += 1;
        }
    });
}

impl Profile {
    /// Adds `other`'s samples and calls to these (profiles of several threads).
    pub fn merge(&mut self, other: Profile) {
        self.samples += other.samples;
        for (mine, theirs) in [
            (&mut self.lines, other.lines),
            (&mut self.files, other.files),
            (&mut self.self_fns, other.self_fns),
            (&mut self.total_fns, other.total_fns),
            (&mut self.kernel_calls, other.kernel_calls),
        ] {
            for (k, n) in theirs {
                *mine.entry(k).or_default() += n;
            }
        }
    }

    /// A plain-text report: the `top` heaviest functions (inclusive and self), files and lines,
    /// each as a share of all samples.
    pub fn report(&self, top: usize) -> String {
        let mut out = format!(
            "{} samples, one every {} Lua instructions\n",
            self.samples,
            super::host::TICK
        );
        let total = self.samples.max(1) as f64;
        let mut section = |title: &str, map: &HashMap<String, u64>| {
            let mut rows: Vec<(&String, &u64)> = map.iter().collect();
            rows.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
            out.push_str(&format!("\n{title}\n"));
            for (k, n) in rows.into_iter().take(top) {
                out.push_str(&format!(
                    "{:6.2}% {:>9}  {k}\n",
                    *n as f64 * 100.0 / total,
                    n
                ));
            }
        };
        section("functions, inclusive (on the stack)", &self.total_fns);
        section("functions, self (running)", &self.self_fns);
        section("files, self", &self.files);
        section("lines, self", &self.lines);
        let calls: u64 = self.kernel_calls.values().sum();
        let mut rows: Vec<(&String, &u64)> = self.kernel_calls.iter().collect();
        rows.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
        out.push_str(&format!("\nkernel calls ({calls} in all)\n"));
        for (k, n) in rows.into_iter().take(top) {
            out.push_str(&format!("{n:>9}  kernel.{k}\n"));
        }
        out
    }
}
