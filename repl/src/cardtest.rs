//! `skirmish test`: runs `*_test.lua` files. Each file gets its own sandboxed Lua state holding
//! the test API (`repl/src/cardtest.lua`); the games it builds are real [`Game`]s, each in its
//! own Lua state, driven only through answers and rigged dice like any player. Files run on
//! the workers of [`crate::pool`]; the report is in path order, so it is the same whatever the
//! thread count.
//!
//! Test-only setup (starting wounds, exhausted cards, variables) cannot be an input to a game,
//! so a harness card (never shipped, added to the library per game) applies it inside the game
//! when the first choice is asked, and records each event's payload in the log; both survive
//! the engine's replays because they run inside the game.

use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::rc::Rc;
use std::sync::Arc;

use mlua::{Lua, LuaSerdeExt, Table, Value};
use skirmish_core::game::save::SaveFile;
use skirmish_core::game::state::{Datum, DatumKey, Holder, LogEntry, Scope, Var};
use skirmish_core::game::{Game, Library};
use skirmish_core::script::{Host, Limits};
use skirmish_core::{Ruleset, Scenario};

const PRELUDE: &str = include_str!("cardtest.lua");
/// Log notes the harness writes after each event: `[test] event NAME {payload literal}`.
const EVENT_NOTE: &str = "[test] event ";
/// The game variable the harness sets once its setup has run.
const SETUP_VAR: &str = "__test_setup";
/// Log lines shown with a failure.
const LAST_EVENTS: usize = 12;

/// A test file: its path as reported (project-relative when inside the project) and its text.
#[derive(Clone, Debug)]
pub struct TestFile {
    pub path: String,
    pub source: String,
}

/// What a run covers: test files, and content files (cards, quests) that have no test.
#[derive(Clone, Debug, Default)]
pub struct Collected {
    pub files: Vec<TestFile>,
    pub missing: Vec<String>,
    /// Run the content checks ([`crate::content`]) first: set when the whole project is tested.
    pub content_checks: bool,
    /// The project's docs/CONTENT-STATUS.md, for the content checks.
    pub content_status: Option<String>,
}

/// How [`run`] runs the tests (`skirmish test`'s flags).
#[derive(Clone, Debug)]
pub struct Options {
    /// Only tests whose `PATH › NAME` contains this text (case-insensitive).
    pub filter: Option<String>,
    /// The seed of every `test.game` that names none.
    pub seed: u64,
    /// Draw a progress bar on standard error (when it is a terminal).
    pub progress: bool,
    pub threads: usize,
    /// Also list passing tests.
    pub verbose: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            filter: None,
            seed: 1,
            progress: false,
            threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
            verbose: false,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    Passed,
    Failed(String),
    Skipped(String),
}

#[derive(Clone, Debug)]
pub struct TestResult {
    pub file: String,
    pub name: String,
    pub outcome: Outcome,
}

/// Every test's result, and the counts ([`Summary::render`] is what `skirmish test` prints).
#[derive(Clone, Debug, Default)]
pub struct Summary {
    pub results: Vec<TestResult>,
    pub passed: usize,
    pub failed: usize,
    pub skipped: usize,
}

impl Summary {
    /// The contract's last line: `N passed, N failed` (`, N skipped` when some were).
    pub fn last_line(&self) -> String {
        let mut s = format!("{} passed, {} failed", self.passed, self.failed);
        if self.skipped > 0 {
            s.push_str(&format!(", {} skipped", self.skipped));
        }
        s
    }

    /// Failures in full, skips with their reasons, passes when `verbose`, then the last line.
    pub fn render(&self, verbose: bool) -> String {
        let mut out = String::new();
        for r in &self.results {
            match &r.outcome {
                Outcome::Passed if verbose => {
                    out.push_str(&format!("ok   {} › {}\n", r.file, r.name));
                }
                Outcome::Passed => {}
                Outcome::Skipped(why) => {
                    out.push_str(&format!("skip {} › {}: {why}\n", r.file, r.name));
                }
                Outcome::Failed(text) => {
                    out.push_str(&format!("FAIL {} › {}\n", r.file, r.name));
                    for l in text.lines() {
                        out.push_str("  ");
                        out.push_str(l);
                        out.push('\n');
                    }
                }
            }
        }
        out.push_str(&self.last_line());
        out.push('\n');
        out
    }
}

/// The project file a test file covers: `x_test.lua` -> `x.lua`.
pub fn subject_of(test_path: &str) -> Option<String> {
    test_path
        .strip_suffix("_test.lua")
        .map(|stem| format!("{stem}.lua"))
}

/// Whether a project file is content that must have a test beside it: every card, and every
/// quest script.
pub fn needs_test(rel: &str) -> bool {
    if !rel.ends_with(".lua") || rel.ends_with("_test.lua") {
        return false;
    }
    let parts: Vec<&str> = rel.split('/').collect();
    match parts.first() {
        Some(&"cards") => parts.len() >= 3,
        Some(&"scripts") => parts.len() >= 4 && parts[2] == "quests",
        _ => false,
    }
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            walk(&p, out);
        } else if p.extension().and_then(|e| e.to_str()) == Some("lua") {
            out.push(p);
        }
    }
}

/// Finds test files (and untested content) under `paths`; a relative path that does not exist
/// from the working directory is tried from the project root. No paths: `cards/` and
/// `scripts/` of the project.
pub fn collect(root: Option<&Path>, paths: &[PathBuf]) -> Result<Collected, String> {
    collect_with(root, paths, &|_| None)
}

/// Each mod's tests (`skirmish test --mod DIR` without paths), named by their library paths
/// (`cards/RULESET/mods/NAME/x_test.lua`), and its cards that have no test beside them.
pub fn collect_mods(assets: &crate::assets::Assets) -> Collected {
    let mut out = Collected::default();
    let mut tests = BTreeSet::new();
    for (key, disk) in assets.mod_test_files() {
        match std::fs::read_to_string(&disk) {
            Ok(source) => {
                tests.insert(key.clone());
                out.files.push(TestFile { path: key, source });
            }
            // Reported as a card without a test, naming the file that could not be read.
            Err(_) => out.missing.push(disk.display().to_string()),
        }
    }
    // Named by their place on disk, where the modder writes the test.
    for (key, disk) in assets.mod_content_files() {
        if needs_test(&key)
            && !tests.contains(&format!("{}_test.lua", key.trim_end_matches(".lua")))
        {
            out.missing.push(disk.display().to_string());
        }
    }
    out.files.sort_by(|a, b| a.path.cmp(&b.path));
    out
}

/// What `skirmish test [PATH…]` runs with `assets`: the tests under `paths` (files inside a mod
/// folder named by their library paths); no paths: the mods' own tests when there are mods,
/// else the whole project's (with the content checks).
pub fn collect_assets(
    assets: &crate::assets::Assets,
    paths: &[PathBuf],
) -> Result<Collected, String> {
    if paths.is_empty() && !assets.mods().is_empty() {
        return Ok(collect_mods(assets));
    }
    collect_with(assets.root(), paths, &|p| assets.key_of(p))
}

/// [`collect`], with `key_of` naming files inside a mod folder by their library paths.
pub fn collect_with(
    root: Option<&Path>,
    paths: &[PathBuf],
    key_of: &dyn Fn(&Path) -> Option<String>,
) -> Result<Collected, String> {
    let mut targets = Vec::new();
    let mut out = Collected::default();
    if paths.is_empty() {
        let root = root.ok_or("no project tree found: name the paths to test")?;
        targets.push(root.join("cards"));
        targets.push(root.join("scripts"));
        out.content_checks = true;
        out.content_status = std::fs::read_to_string(root.join("docs/CONTENT-STATUS.md")).ok();
    }
    for p in paths {
        if p.exists() {
            targets.push(p.clone());
        } else if let Some(r) = root.filter(|_| p.is_relative())
            && r.join(p).exists()
        {
            targets.push(r.join(p));
        } else {
            return Err(format!("no such file or directory: {}", p.display()));
        }
    }
    let canon_root = root.and_then(|r| r.canonicalize().ok());
    let rel = |p: &Path| -> String {
        if let Some(k) = key_of(p) {
            return k;
        }
        let abs = p.canonicalize().unwrap_or_else(|_| p.to_path_buf());
        match canon_root.as_ref().and_then(|r| abs.strip_prefix(r).ok()) {
            Some(r) => r.to_string_lossy().replace('\\', "/"),
            None => p.to_string_lossy().replace('\\', "/"),
        }
    };
    let mut found = Vec::new();
    for t in &targets {
        if t.is_dir() {
            walk(t, &mut found);
        } else {
            found.push(t.clone());
        }
    }
    let mut seen = BTreeSet::new();
    let mut tests = BTreeSet::new();
    let mut content = Vec::new();
    for p in found {
        let r = rel(&p);
        if !seen.insert(r.clone()) {
            continue;
        }
        if r.ends_with("_test.lua") {
            let source = std::fs::read_to_string(&p)
                .map_err(|e| format!("cannot read {}: {e}", p.display()))?;
            tests.insert(r.clone());
            out.files.push(TestFile { path: r, source });
        } else if needs_test(&r) {
            content.push((r, p));
        }
    }
    // A content file's test sits beside it: run it too when only the card was named.
    for (c, p) in content {
        let t = format!("{}_test.lua", c.trim_end_matches(".lua"));
        if tests.contains(&t) {
            continue;
        }
        let beside = p.with_file_name(format!(
            "{}_test.lua",
            p.file_stem().and_then(|s| s.to_str()).unwrap_or_default()
        ));
        match std::fs::read_to_string(&beside) {
            Ok(source) => {
                tests.insert(t.clone());
                out.files.push(TestFile { path: t, source });
            }
            Err(_) => out.missing.push(c),
        }
    }
    out.files.sort_by(|a, b| a.path.cmp(&b.path));
    Ok(out)
}

/// Runs every collected test file against `library` (the project's scripts and cards), after
/// the content checks when the whole project is tested.
pub fn run(library: &Library, collected: &Collected, opts: &Options) -> Summary {
    let filter = opts.filter.as_ref().map(|f| f.to_lowercase());
    let matches = |text: &str| {
        filter
            .as_ref()
            .is_none_or(|f| text.to_lowercase().contains(f))
    };
    let lib = Arc::new(library.clone());
    let files = collected.files.len();
    let pool = crate::pool::Pool::new(opts.threads, files);
    let bar = opts
        .progress
        .then(|| crate::progress::bar(files as u64, "test files"));
    let reports = pool.map(files, bar.as_ref(), |i| {
        run_file(&lib, &collected.files[i], opts.seed, &matches)
    });
    if let Some(b) = bar {
        b.finish_and_clear();
    }
    let mut summary = Summary::default();
    if collected.content_checks {
        let checks = crate::content::check(library, collected.content_status.as_deref());
        summary.results.extend(
            checks
                .into_iter()
                .filter(|r| matches(&format!("{} › {}", r.file, r.name))),
        );
    }
    for m in &collected.missing {
        if matches(m) {
            let t = format!("{}_test.lua", m.trim_end_matches(".lua"));
            summary.results.push(TestResult {
                file: m.clone(),
                name: "has a test".into(),
                outcome: Outcome::Failed(format!(
                    "{m} has no test: write {t} (see docs/MODDING.md, \"Testing a card\")"
                )),
            });
        }
    }
    for rs in reports {
        summary.results.extend(rs);
    }
    for r in &summary.results {
        match r.outcome {
            Outcome::Passed => summary.passed += 1,
            Outcome::Failed(_) => summary.failed += 1,
            Outcome::Skipped(_) => summary.skipped += 1,
        }
    }
    summary
}

// ---------------------------------------------------------------------------------------------
// One file
// ---------------------------------------------------------------------------------------------

struct Detail {
    expected: Option<String>,
    actual: Option<String>,
}

struct Ctx {
    lib: Arc<Library>,
    test_path: String,
    seed: u64,
    rulesets: BTreeMap<String, Ruleset>,
    games: Vec<Option<Game>>,
    /// What each game was made from, for `g:fork()` and `g:save_load()` (same index).
    origins: Vec<Rc<Origin>>,
    detail: Option<Detail>,
    skip: Option<String>,
    prints: Vec<String>,
    /// Card ids that were in play in some game of this file.
    cards_seen: BTreeSet<String>,
}

type Shared = Rc<RefCell<Ctx>>;

/// What a test game was made from: a save of it names its scenario text, and loading one
/// needs the library (with the harness card) and the ruleset.
struct Origin {
    lib: Library,
    ruleset: Ruleset,
    text: String,
}

fn lua_describe(err: &mlua::Error) -> String {
    let raw = match err {
        mlua::Error::RuntimeError(m) => m.clone(),
        mlua::Error::SyntaxError { message, .. } => message.clone(),
        mlua::Error::CallbackError { cause, .. } => return lua_describe(cause),
        mlua::Error::WithContext { cause, .. } => return lua_describe(cause),
        other => other.to_string(),
    };
    let mut lines = Vec::new();
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
    lines.join("\n")
}

fn file_failure(file: &TestFile, name: &str, text: String) -> TestResult {
    TestResult {
        file: file.path.clone(),
        name: name.into(),
        outcome: Outcome::Failed(text),
    }
}

fn run_file(
    lib: &Arc<Library>,
    file: &TestFile,
    seed: u64,
    matches: &dyn Fn(&str) -> bool,
) -> Vec<TestResult> {
    let ctx: Shared = Rc::new(RefCell::new(Ctx {
        lib: lib.clone(),
        test_path: file.path.clone(),
        seed,
        rulesets: BTreeMap::new(),
        games: Vec::new(),
        origins: Vec::new(),
        detail: None,
        skip: None,
        prints: Vec::new(),
        cards_seen: BTreeSet::new(),
    }));
    // A test body's own code: its games run in their own states, under their own budgets.
    // The busiest test of the project runs well under a tenth of this; a runaway test body
    // stops in about a quarter of a second.
    let limits = Limits {
        step_instructions: 50_000_000,
        ..Limits::default()
    };
    let setup = (|| -> mlua::Result<(Host, Table, Table)> {
        let host = Host::new(limits)?;
        let env = host.new_env(None)?;
        let rt = install(host.lua(), &env, &ctx)?;
        let api: Table = host
            .compile("repl/src/cardtest.lua", PRELUDE, &env)?
            .call(rt)?;
        Ok((host, env, api))
    })();
    let (host, env, api) = match setup {
        Ok(x) => x,
        Err(e) => return vec![file_failure(file, "(loading)", lua_describe(&e))],
    };

    host.begin_step(&format!("{} (loading)", file.path));
    let loaded: mlua::Result<Value> = host
        .compile(&file.path, &file.source, &env)
        .and_then(|f| f.call(()));
    let budget = host.end_step();
    let returned = match loaded {
        Ok(v) => v,
        Err(e) => {
            return vec![file_failure(
                file,
                "(loading)",
                budget.unwrap_or_else(|| lua_describe(&e)),
            )];
        }
    };

    let mut tests: Vec<(String, mlua::Function)> = Vec::new();
    let mut problems = Vec::new();
    if let Ok(list) = api.get::<Table>("tests") {
        for t in list.sequence_values::<Table>().flatten() {
            if let (Ok(n), Ok(f)) = (t.get::<String>("name"), t.get::<mlua::Function>("fn")) {
                tests.push((n, f));
            }
        }
    }
    match returned {
        Value::Table(t) => {
            let mut named: Vec<(String, mlua::Function)> = Vec::new();
            for pair in t.pairs::<Value, Value>() {
                match pair {
                    Ok((Value::String(k), Value::Function(f))) => {
                        named.push((k.to_string_lossy(), f))
                    }
                    _ => problems
                        .push("the returned table must map test names to functions".to_string()),
                }
            }
            named.sort_by(|a, b| a.0.cmp(&b.0));
            tests.extend(named);
        }
        Value::Nil => {}
        _ => problems.push("a test file returns nothing or a table of tests".into()),
    }
    let mut names = BTreeSet::new();
    for (n, _) in &tests {
        if !names.insert(n.clone()) {
            problems.push(format!("two tests are named {n:?}"));
        }
    }
    if tests.is_empty() {
        problems.push("defines no tests".into());
    }

    let mut results: Vec<TestResult> = problems
        .into_iter()
        .map(|p| file_failure(file, "(file)", format!("{}: {p}", file.path)))
        .collect();
    let subject = subject_of(&file.path);
    let card_file = subject
        .as_deref()
        .filter(|s| s.starts_with("cards/") && lib.get(s).is_some());
    let reset: Option<mlua::Function> = api.get("reset").ok();
    let current: Option<mlua::Function> = api.get("current").ok();
    let mut any_passed = false;
    for (name, f) in tests {
        if !matches(&format!("{} › {name}", file.path)) {
            continue;
        }
        {
            let mut c = ctx.borrow_mut();
            c.detail = None;
            c.skip = None;
            c.prints.clear();
        }
        if let Some(r) = &reset {
            let _ = r.call::<()>(());
        }
        host.begin_step(&format!("test {name:?}"));
        let res = f.call::<()>(());
        let budget = host.end_step();
        let handle: Option<usize> = current
            .as_ref()
            .and_then(|c| c.call::<Option<usize>>(()).ok().flatten());
        let outcome = {
            let c = ctx.borrow();
            match (res, &c.skip) {
                (_, Some(why)) => Outcome::Skipped(why.clone()),
                (Ok(()), None) => Outcome::Passed,
                (Err(e), None) => {
                    let msg = budget.unwrap_or_else(|| lua_describe(&e));
                    Outcome::Failed(failure_text(&c, card_file, &msg, handle))
                }
            }
        };
        any_passed |= outcome == Outcome::Passed;
        results.push(TestResult {
            file: file.path.clone(),
            name,
            outcome,
        });
        // Games end with their test; remember which cards they had in play.
        let mut c = ctx.borrow_mut();
        let mut seen = BTreeSet::new();
        for g in c.games.iter().flatten() {
            for inst in &g.state().cards {
                seen.insert(inst.card.clone());
            }
        }
        c.cards_seen.extend(seen);
        for g in c.games.iter_mut() {
            *g = None;
        }
    }
    // A card test that never puts its card into a game tests something else.
    if let Some(card_path) = card_file
        && any_passed
    {
        let id = skirmish_core::game::card_id(card_path);
        if !ctx.borrow().cards_seen.contains(id) {
            results.push(file_failure(
                file,
                "(file)",
                format!("{}: no test put card `{id}` into a game", file.path),
            ));
        }
    }
    results
}

fn failure_text(c: &Ctx, card_file: Option<&str>, msg: &str, game: Option<usize>) -> String {
    let mut out = String::new();
    if let Some(card) = card_file {
        out.push_str(&format!("card:     {card}\n"));
    }
    out.push_str(msg);
    out.push('\n');
    if let Some(d) = &c.detail {
        if let Some(e) = &d.expected {
            out.push_str(&format!("expected: {e}\n"));
        }
        if let Some(a) = &d.actual {
            out.push_str(&format!("actual:   {a}\n"));
        }
    }
    for p in &c.prints {
        out.push_str(&format!("printed:  {p}\n"));
    }
    if let Some(g) = game.and_then(|h| c.games.get(h)).and_then(Option::as_ref) {
        let lines = visible_log(g);
        let from = lines.len().saturating_sub(LAST_EVENTS);
        out.push_str(&format!(
            "last events (game seed {}, {} log entries):\n",
            g.seed(),
            lines.len()
        ));
        for l in &lines[from..] {
            out.push_str(&format!("  {l}\n"));
        }
        match (g.pending(), g.finished()) {
            (Some(p), _) => out.push_str(&format!(
                "pending:  {} — {} [{}]\n",
                p.side,
                p.prompt,
                p.options
                    .iter()
                    .map(|o| o.key.as_str())
                    .collect::<Vec<_>>()
                    .join(" | ")
            )),
            (None, Some(r)) => out.push_str(&format!("finished: {r}\n")),
            _ => {}
        }
    }
    out
}

/// The log without the harness's own bookkeeping.
fn visible_log(g: &Game) -> Vec<String> {
    g.state()
        .log
        .iter()
        .filter(|e| match e {
            LogEntry::Note(n) => !n.starts_with(EVENT_NOTE),
            LogEntry::Set { scope, key, .. } => !(*scope == Scope::Game && key == SETUP_VAR),
            _ => true,
        })
        .map(|e| e.to_string())
        .collect()
}

// ---------------------------------------------------------------------------------------------
// The `rt` table: Rust functions the prelude wraps
// ---------------------------------------------------------------------------------------------

fn install(lua: &Lua, env: &Table, ctx: &Shared) -> mlua::Result<Table> {
    let rt = lua.create_table()?;

    // Shared test helpers: `require("RULESET.testkit")` (any module whose name ends in
    // `testkit`) loads `scripts/RULESET/testkit.lua` once per test file, in the test file's own
    // environment, so helpers used by many tests live in one place.
    let c = ctx.clone();
    let loaded = lua.create_table()?;
    let test_env = env.clone();
    env.raw_set(
        "require",
        lua.create_function(move |lua, name: String| {
            if let Ok(v) = loaded.raw_get::<Value>(name.as_str())
                && !v.is_nil()
            {
                return Ok(v);
            }
            let valid = !name.is_empty()
                && name
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'.');
            if !valid || !name.ends_with("testkit") {
                return Err(mlua::Error::runtime(format!(
                    "require(\"{name}\"): test files may only require shared test helpers, \
                     modules named like `RULESET.testkit` (scripts/RULESET/testkit.lua)"
                )));
            }
            let path = format!("scripts/{}.lua", name.replace('.', "/"));
            let src = c.borrow().lib.get(&path).map(str::to_string);
            let Some(src) = src else {
                return Err(mlua::Error::runtime(format!(
                    "require(\"{name}\"): there is no {path}"
                )));
            };
            let v: Value = lua
                .load(src)
                .set_name(format!("@{path}"))
                .set_environment(test_env.clone())
                .call(())?;
            let v = if v.is_nil() { Value::Boolean(true) } else { v };
            loaded.raw_set(name.as_str(), v.clone())?;
            Ok(v)
        })?,
    )?;

    let c = ctx.clone();
    env.raw_set(
        "print",
        lua.create_function(move |_, args: mlua::Variadic<Value>| {
            let text: Vec<String> = args.iter().map(plain).collect();
            c.borrow_mut().prints.push(text.join("\t"));
            Ok(())
        })?,
    )?;

    let c = ctx.clone();
    rt.set(
        "where",
        lua.create_function(move |lua, ()| {
            let want = format!("@{}", c.borrow().test_path);
            // The innermost frame of the test file itself (a helper in this prelude or a
            // function the test file defines both count as "the test").
            for level in 0..256 {
                let frame = lua.inspect_stack(level, |d| {
                    (d.source().source.as_deref() == Some(want.as_str()))
                        .then(|| d.current_line())
                        .flatten()
                });
                match frame {
                    None => break,
                    Some(Some(line)) => return Ok(format!("{}:{line}: ", &want[1..])),
                    Some(None) => {}
                }
            }
            Ok(String::new())
        })?,
    )?;

    let c = ctx.clone();
    rt.set(
        "detail",
        lua.create_function(
            move |_, (_msg, expected, actual): (String, Option<String>, Option<String>)| {
                c.borrow_mut().detail = Some(Detail { expected, actual });
                Ok(())
            },
        )?,
    )?;

    let c = ctx.clone();
    rt.set(
        "skip",
        lua.create_function(move |_, reason: String| {
            c.borrow_mut().skip = Some(reason);
            Ok(())
        })?,
    )?;

    let c = ctx.clone();
    rt.set(
        "new_game",
        lua.create_function(move |lua, spec: Table| {
            let made = new_game(lua, &c, &spec);
            reply(
                lua,
                made.map(|(g, origin)| {
                    let mut ctx = c.borrow_mut();
                    ctx.games.push(Some(g));
                    ctx.origins.push(Rc::new(origin));
                    Value::Integer((ctx.games.len() - 1) as i64)
                }),
            )
        })?,
    )?;

    // `g:fork()`: a copy of the game (Game::fork, as bots look ahead), a game of its own.
    let c = ctx.clone();
    rt.set(
        "fork",
        lua.create_function(move |lua, h: i64| {
            let mut ctx = c.borrow_mut();
            let i = usize::try_from(h).ok();
            let made = match i.and_then(|i| ctx.games.get(i)).and_then(Option::as_ref) {
                Some(g) => g.fork().map_err(|e| e.to_string()),
                None => Err("this game belongs to an earlier test".into()),
            };
            let r = made.map(|g| {
                let origin = ctx.origins[i.unwrap_or(0)].clone();
                ctx.games.push(Some(g));
                ctx.origins.push(origin);
                Value::Integer((ctx.games.len() - 1) as i64)
            });
            drop(ctx);
            reply(lua, r)
        })?,
    )?;

    // `g:save_load()`: the game saved (as `save` writes it) and loaded back in its place.
    let c = ctx.clone();
    rt.set(
        "save_load",
        lua.create_function(move |lua, h: i64| {
            let mut ctx = c.borrow_mut();
            let i = usize::try_from(h).ok();
            let r = match i.and_then(|i| ctx.games.get(i)).and_then(Option::as_ref) {
                Some(g) => {
                    let origin = ctx.origins[i.unwrap_or(0)].clone();
                    SaveFile::of(g, "test.game", &origin.text)
                        .and_then(|save| SaveFile::parse(&save.to_yaml()))
                        .and_then(|save| save.load(&origin.lib, &origin.ruleset, Limits::default()))
                        .map_err(|e| e.to_string())
                }
                None => Err("this game belongs to an earlier test".into()),
            };
            let r = r.map(|loaded| {
                ctx.games[i.unwrap_or(0)] = Some(loaded.game);
                Value::Nil
            });
            drop(ctx);
            reply(lua, r)
        })?,
    )?;

    game_fn(lua, &rt, ctx, "choose", |_, g, args| {
        let answer = args.into_iter().next().unwrap_or(Value::Nil);
        let r = match &answer {
            Value::Integer(i) if *i >= 1 => g.answer(*i as usize - 1),
            Value::String(s) => g.answer_key(&s.to_string_lossy()),
            _ => return Err("choose needs an option key or number (from 1)".into()),
        };
        // The failure report shows the pending choice and its options.
        r.map_err(|e| e.to_string())?;
        Ok(Value::Nil)
    })?;

    game_fn(lua, &rt, ctx, "rig", |_, g, args| {
        let mut it = args.into_iter();
        let die = match it.next() {
            Some(Value::String(s)) => s.to_string_lossy(),
            _ => return Err("rig needs a die name and faces".into()),
        };
        let faces: Vec<String> = match it.next() {
            Some(Value::Table(t)) => t
                .sequence_values::<String>()
                .collect::<mlua::Result<_>>()
                .map_err(|e| e.to_string())?,
            _ => return Err("rig needs a list of faces".into()),
        };
        let faces: Vec<&str> = faces.iter().map(String::as_str).collect();
        g.rig(&die, &faces).map_err(|e| e.to_string())?;
        Ok(Value::Nil)
    })?;

    game_fn(lua, &rt, ctx, "undo", |_, g, _| {
        g.undo().map_err(|e| e.to_string())?;
        Ok(Value::Nil)
    })?;

    game_fn(lua, &rt, ctx, "pending", |lua, g, _| {
        let Some(p) = g.pending() else {
            return Ok(Value::Nil);
        };
        let t = lua.create_table().map_err(err)?;
        t.set("side", p.side.as_str()).map_err(err)?;
        t.set("prompt", p.prompt.as_str()).map_err(err)?;
        let keys: Vec<&str> = p.options.iter().map(|o| o.key.as_str()).collect();
        t.set("options", keys).map_err(err)?;
        let labels: Vec<&str> = p.options.iter().map(|o| o.label.as_str()).collect();
        t.set("labels", labels).map_err(err)?;
        // Options' own fields exist as data only for a question the rules asked with game.ask;
        // one asked in code (game.choose) has its keys and labels only.
        let st = g.state();
        if let Some(asked) = &st.asked {
            let list = lua.create_table().map_err(err)?;
            for (i, fields) in asked.fields.iter().enumerate() {
                list.set(i + 1, datum_table(lua, st, fields)?)
                    .map_err(err)?;
            }
            t.set("fields", list).map_err(err)?;
        }
        Ok(Value::Table(t))
    })?;

    game_fn(lua, &rt, ctx, "figure", |lua, g, args| {
        let id = string_arg(args, "figure needs a figure id")?;
        let st = g.state();
        let i = st.figure(&id).map_err(|e| e.to_string())?;
        let f = st.table.figure(i);
        let t = lua.create_table().map_err(err)?;
        let scope = Scope::Figure(id.clone());
        for ((s, k), v) in &st.vars {
            if *s == scope {
                t.set(k.as_str(), var_value(lua, v)?).map_err(err)?;
            }
        }
        t.set("id", f.id.as_str()).map_err(err)?;
        t.set("side", f.side.as_str()).map_err(err)?;
        t.set("card", f.card.clone()).map_err(err)?;
        let on = st.table.is_on_board(i);
        t.set("on_board", on).map_err(err)?;
        if on {
            t.set("at", st.table.board().address(f.at)).map_err(err)?;
        }
        let held = Holder::Figure(id.clone());
        let (cards, exhausted) = (
            lua.create_table().map_err(err)?,
            lua.create_table().map_err(err)?,
        );
        for c in st.cards.iter().filter(|c| c.holder == held) {
            cards.push(c.card.as_str()).map_err(err)?;
            if st.get(&Scope::Card(c.id), "exhausted") == Some(&Var::Bool(true)) {
                exhausted.set(c.card.as_str(), true).map_err(err)?;
            }
        }
        t.set("cards", cards).map_err(err)?;
        t.set("exhausted", exhausted).map_err(err)?;
        Ok(Value::Table(t))
    })?;

    game_fn(lua, &rt, ctx, "card", |lua, g, args| {
        let mut it = args.into_iter();
        let card = match it.next() {
            Some(Value::String(s)) => s.to_string_lossy(),
            _ => return Err("card needs a card id".into()),
        };
        let holder = match it.next() {
            Some(Value::String(s)) => Some(s.to_string_lossy()),
            _ => None,
        };
        let st = g.state();
        let wanted = |h: &Holder| match (&holder, h) {
            (None, _) => true,
            (Some(n), Holder::Figure(f)) => n == f,
            (Some(n), Holder::Side(s)) => n == s,
            (Some(_), Holder::Nowhere) => false,
        };
        let Some(inst) = st
            .cards
            .iter()
            .find(|c| c.card == card && wanted(&c.holder))
        else {
            return Ok(Value::Nil);
        };
        let t = lua.create_table().map_err(err)?;
        for ((s, k), v) in &st.vars {
            if *s == Scope::Card(inst.id) {
                t.set(k.as_str(), var_value(lua, v)?).map_err(err)?;
            }
        }
        t.set("id", inst.id).map_err(err)?;
        t.set("card", inst.card.as_str()).map_err(err)?;
        let (kind, name) = match &inst.holder {
            Holder::Figure(f) => ("figure", Some(f.as_str())),
            Holder::Side(s) => ("side", Some(s.as_str())),
            Holder::Nowhere => ("nowhere", None),
        };
        t.set("holder_kind", kind).map_err(err)?;
        t.set("holder", name).map_err(err)?;
        Ok(Value::Table(t))
    })?;

    game_fn(lua, &rt, ctx, "cards", |lua, g, args| {
        let holder = string_arg(args, "cards needs a figure id or side")?;
        let st = g.state();
        let t = lua.create_table().map_err(err)?;
        for c in &st.cards {
            let held = match &c.holder {
                Holder::Figure(f) => *f == holder,
                Holder::Side(s) => *s == holder,
                Holder::Nowhere => false,
            };
            if held {
                t.push(c.card.as_str()).map_err(err)?;
            }
        }
        Ok(Value::Table(t))
    })?;

    game_fn(lua, &rt, ctx, "vars", |lua, g, args| {
        let scope = match args.into_iter().next() {
            Some(Value::String(s)) => Scope::Side(s.to_string_lossy()),
            _ => Scope::Game,
        };
        let st = g.state();
        let t = lua.create_table().map_err(err)?;
        for ((s, k), v) in &st.vars {
            if *s == scope && !(scope == Scope::Game && k == SETUP_VAR) {
                t.set(k.as_str(), var_value(lua, v)?).map_err(err)?;
            }
        }
        Ok(Value::Table(t))
    })?;

    game_fn(lua, &rt, ctx, "events", |lua, g, args| {
        let only = match args.into_iter().next() {
            Some(Value::String(s)) => Some(s.to_string_lossy()),
            _ => None,
        };
        let out = lua.create_table().map_err(err)?;
        for e in events(lua, g)? {
            if only.as_ref().is_none_or(|n| *n == e.0) {
                out.push(e.1).map_err(err)?;
            }
        }
        Ok(Value::Table(out))
    })?;

    game_fn(lua, &rt, ctx, "log", |lua, g, _| {
        string_list(lua, visible_log(g))
    })?;

    game_fn(lua, &rt, ctx, "finished", |lua, g, _| match g.finished() {
        Some(r) => Ok(Value::String(lua.create_string(r).map_err(err)?)),
        None => Ok(Value::Nil),
    })?;

    game_fn(lua, &rt, ctx, "outcome", |lua, g, _| match g.outcome() {
        Some(v) => lua.to_value(v).map_err(err),
        None => Ok(Value::Nil),
    })?;

    // A read-only query of the rules (`status`, `summary`, `evaluate`…) as a side sees it
    // (none: everything): what the REPL shows a player, testable from Lua.
    game_fn(lua, &rt, ctx, "query", |lua, g, args| {
        let mut args = args.into_iter();
        let name = match args.next() {
            Some(Value::String(s)) => s.to_string_lossy(),
            _ => return Err("query needs the name of a rules query".into()),
        };
        // A list of sides (`evaluate_sides`), or the side that sees.
        let answer = match args.next() {
            Some(Value::Table(t)) => {
                let sides: Vec<String> = t
                    .sequence_values::<String>()
                    .collect::<mlua::Result<_>>()
                    .map_err(|_| {
                        format!("query `{name}`: a list of sides holds only side names")
                    })?;
                let names: Vec<&str> = sides.iter().map(String::as_str).collect();
                g.rules_query_sides(&name, &names)
            }
            Some(Value::String(s)) => g.rules_query_for(&name, Some(&s.to_string_lossy())),
            _ => g.rules_query_for(&name, None),
        };
        match answer.map_err(|e| e.to_string())? {
            Some(v) => lua.to_value(&v).map_err(err),
            None => Ok(Value::Nil),
        }
    })?;

    game_fn(lua, &rt, ctx, "space_vars", |lua, g, args| {
        let space = string_arg(args, "space_vars needs a space")?;
        let st = g.state();
        let c = st.table.board().locate(&space).map_err(|e| e.to_string())?;
        let scope = Scope::Space(st.table.board().address(c));
        let t = lua.create_table().map_err(err)?;
        for ((s, k), v) in &st.vars {
            if *s == scope {
                t.set(k.as_str(), var_value(lua, v)?).map_err(err)?;
            }
        }
        Ok(Value::Table(t))
    })?;

    game_fn(lua, &rt, ctx, "at", |lua, g, args| {
        let space = string_arg(args, "at needs a space")?;
        let st = g.state();
        let c = st.table.board().locate(&space).map_err(|e| e.to_string())?;
        let ids: Vec<String> = st
            .table
            .occupants_at(c)
            .iter()
            .map(|i| st.table.figure(*i).id.clone())
            .collect();
        string_list(lua, ids)
    })?;

    Ok(rt)
}

fn string_list(lua: &Lua, items: Vec<String>) -> Result<Value, String> {
    let t = lua.create_table().map_err(err)?;
    for s in items {
        t.push(s).map_err(err)?;
    }
    Ok(Value::Table(t))
}

fn err(e: mlua::Error) -> String {
    lua_describe(&e)
}

fn string_arg(args: Vec<Value>, usage: &str) -> Result<String, String> {
    match args.into_iter().next() {
        Some(Value::String(s)) => Ok(s.to_string_lossy()),
        _ => Err(usage.to_string()),
    }
}

fn plain(v: &Value) -> String {
    match v {
        Value::String(s) => s.to_string_lossy(),
        Value::Nil => "nil".into(),
        Value::Boolean(b) => b.to_string(),
        Value::Integer(i) => i.to_string(),
        Value::Number(n) => n.to_string(),
        other => other.type_name().to_string(),
    }
}

fn var_value(lua: &Lua, v: &Var) -> Result<Value, String> {
    Ok(match v {
        Var::Int(i) => Value::Integer(*i),
        Var::Bool(b) => Value::Boolean(*b),
        Var::Str(s) => Value::String(lua.create_string(s).map_err(err)?),
    })
}

/// An option's own fields (game.ask) as a plain table for a test: a figure as its id, a card
/// instance as its card id (`slingshot`), tables entry by entry.
fn datum_table(
    lua: &Lua,
    st: &skirmish_core::game::state::GameState,
    fields: &[(DatumKey, Datum)],
) -> Result<Table, String> {
    let t = lua.create_table().map_err(err)?;
    for (k, v) in fields {
        let value = match v {
            Datum::Int(i) => Value::Integer(*i),
            Datum::Bool(b) => Value::Boolean(*b),
            Datum::Str(s) | Datum::Figure(s) => Value::String(lua.create_string(s).map_err(err)?),
            Datum::Card(id) => match st.cards.iter().find(|c| i64::from(c.id) == *id) {
                Some(c) => Value::String(lua.create_string(&c.card).map_err(err)?),
                None => Value::Integer(*id),
            },
            Datum::Table(entries) => Value::Table(datum_table(lua, st, entries)?),
        };
        match k {
            DatumKey::Int(i) => t.set(*i, value),
            DatumKey::Str(s) => t.set(s.as_str(), value),
        }
        .map_err(err)?;
    }
    Ok(t)
}

/// Returns `(true, value)` or `(false, message)`: the prelude raises with the test file's line.
fn reply(lua: &Lua, r: Result<Value, String>) -> mlua::Result<(bool, Value)> {
    Ok(match r {
        Ok(v) => (true, v),
        Err(m) => (false, Value::String(lua.create_string(&m)?)),
    })
}

/// Registers `rt.NAME(handle, ...)` over the game with that handle.
fn game_fn(
    lua: &Lua,
    rt: &Table,
    ctx: &Shared,
    name: &str,
    f: impl Fn(&Lua, &mut Game, Vec<Value>) -> Result<Value, String> + 'static,
) -> mlua::Result<()> {
    let c = ctx.clone();
    rt.set(
        name,
        lua.create_function(move |lua, (h, rest): (i64, mlua::Variadic<Value>)| {
            let mut ctx = c.borrow_mut();
            let r = match usize::try_from(h)
                .ok()
                .and_then(|h| ctx.games.get_mut(h))
                .and_then(Option::as_mut)
            {
                Some(g) => f(lua, g, rest.into_iter().collect()),
                None => Err("this game belongs to an earlier test".into()),
            };
            drop(ctx);
            reply(lua, r)
        })?,
    )
}

/// Events in the order they were raised: `(name, {name, detail, ...payload})`. The harness
/// writes each payload as a note when its event is over, so notes pair with the innermost open
/// event of the same name.
fn events(lua: &Lua, g: &Game) -> Result<Vec<(String, Table)>, String> {
    let st = g.state();
    let mut out: Vec<(String, Table)> = Vec::new();
    let mut open: Vec<usize> = Vec::new();
    let empty = lua.create_table().map_err(err)?;
    for e in &st.log {
        match e {
            LogEntry::Event { name, detail } => {
                let t = lua.create_table().map_err(err)?;
                t.set("name", name.as_str()).map_err(err)?;
                t.set("detail", detail.as_str()).map_err(err)?;
                out.push((name.clone(), t));
                open.push(out.len() - 1);
            }
            LogEntry::Note(n) if n.starts_with(EVENT_NOTE) => {
                let rest = &n[EVENT_NOTE.len()..];
                let (name, literal) = rest.split_once(' ').unwrap_or((rest, "{}"));
                while let Some(i) = open.pop() {
                    if out[i].0 != name {
                        continue;
                    }
                    let fields: Table = lua
                        .load(format!("return {literal}"))
                        .set_name("=event payload")
                        .set_environment(empty.clone())
                        .eval()
                        .map_err(err)?;
                    for pair in fields.pairs::<Value, Value>() {
                        let (k, v) = pair.map_err(err)?;
                        if !matches!(&k, Value::String(s) if s == "name") {
                            out[i].1.set(k, v).map_err(err)?;
                        }
                    }
                    break;
                }
            }
            _ => {}
        }
    }
    Ok(out)
}

// ---------------------------------------------------------------------------------------------
// Building a game from a `test.game{...}` table
// ---------------------------------------------------------------------------------------------

/// Keys of `test.game{}` read here; any other key goes into the scenario as is.
const GAME_KEYS: &[&str] = &[
    "ruleset",
    "scenario",
    "board",
    "portals",
    "figures",
    "seed",
    "wounds",
    "exhausted",
    "figure_vars",
    "side_vars",
    "space_vars",
    "vars",
    "give",
];
/// Keys of a figure entry that are test setup, not scenario data.
const FIGURE_SETUP_KEYS: &[&str] = &["wounds", "exhausted", "vars"];

fn new_game(lua: &Lua, ctx: &Shared, spec: &Table) -> Result<(Game, Origin), String> {
    let (lib, test_path, default_seed) = {
        let c = ctx.borrow();
        (c.lib.clone(), c.test_path.clone(), c.seed)
    };
    let get = |k: &str| spec.raw_get::<Value>(k).map_err(err);
    let seed = match get("seed")? {
        Value::Nil => default_seed,
        Value::Integer(i) if i >= 0 => i as u64,
        _ => return Err("test.game: seed must be a whole number".into()),
    };
    let mut extra = Vec::new();
    for pair in spec.pairs::<Value, Value>() {
        let (k, v) = pair.map_err(err)?;
        let Value::String(k) = k else {
            return Err("test.game: keys must be names".into());
        };
        let k = k.to_string_lossy();
        if !GAME_KEYS.contains(&k.as_str()) {
            extra.push((k, v));
        }
    }
    extra.sort_by(|a, b| a.0.cmp(&b.0));

    // Setup applied inside the game (see the module comment), gathered into one table.
    let setup = lua.create_table().map_err(err)?;
    let figs = lua.create_table().map_err(err)?;
    setup.set("figures", &figs).map_err(err)?;
    let fig_entry = |id: &str| -> Result<Table, String> {
        if let Ok(t) = figs.raw_get::<Table>(id) {
            return Ok(t);
        }
        let t = lua.create_table().map_err(err)?;
        figs.raw_set(id, &t).map_err(err)?;
        Ok(t)
    };

    let mut text = match get("scenario")? {
        Value::String(path) => {
            let path = path.to_string_lossy();
            for k in ["board", "portals", "figures"] {
                if !get(k)?.is_nil() {
                    return Err(format!(
                        "test.game: give either `scenario` or `board`/`figures`, not both (`{k}`)"
                    ));
                }
            }
            // A path in the library or on disk, or a scenario's name (a mod's first).
            let by_name = || {
                let end = format!("/scenarios/{path}.yaml");
                let mut named: Vec<&String> =
                    lib.files.keys().filter(|k| k.ends_with(&end)).collect();
                named.sort_by_key(|k| !k.contains("/mods/"));
                named.first().and_then(|k| lib.get(k)).map(str::to_string)
            };
            let mut text = lib
                .get(&path)
                .map(str::to_string)
                .or_else(|| std::fs::read_to_string(&path).ok())
                .or_else(by_name)
                .ok_or_else(|| format!("test.game: no scenario `{path}`"))?;
            if !text.ends_with('\n') {
                text.push('\n');
            }
            text
        }
        Value::Nil => {
            let board = match get("board")? {
                Value::String(b) => dedent(&b.to_string_lossy()),
                _ => {
                    return Err("test.game needs `board` (a diagram) or `scenario` (a path)".into());
                }
            };
            let ruleset = match get("ruleset")? {
                Value::String(r) => r.to_string_lossy(),
                Value::Nil => ruleset_of(&test_path).ok_or(
                    "test.game: say `ruleset = ...` (the test file is not under cards/R/ or scripts/R/)",
                )?,
                _ => return Err("test.game: ruleset must be a name".into()),
            };
            let mut text = format!(
                "ruleset: {}\nboard: {}\n",
                yaml_str(&ruleset),
                yaml_str(&board)
            );
            if let Value::Table(p) = get("portals")? {
                text.push_str(&format!("portals: {}\n", yaml(&Value::Table(p))?));
            }
            text.push_str("figures:\n");
            if let Value::Table(list) = get("figures")? {
                for f in list.sequence_values::<Table>() {
                    let f = f.map_err(|_| "test.game: each figure is a table".to_string())?;
                    let id: String = f
                        .get("id")
                        .map_err(|_| "test.game: every figure needs an `id`".to_string())?;
                    let mut keys = Vec::new();
                    for pair in f.pairs::<String, Value>() {
                        let (k, v) = pair.map_err(err)?;
                        if FIGURE_SETUP_KEYS.contains(&k.as_str()) {
                            fig_entry(&id)?.set(k, v).map_err(err)?;
                        } else {
                            keys.push((k, v));
                        }
                    }
                    keys.sort_by(|a, b| a.0.cmp(&b.0));
                    let body: Vec<String> = keys
                        .iter()
                        .map(|(k, v)| Ok(format!("{}: {}", yaml_str(k), yaml(v)?)))
                        .collect::<Result<_, String>>()?;
                    text.push_str(&format!("  - {{ {} }}\n", body.join(", ")));
                }
            }
            text
        }
        _ => return Err("test.game: scenario must be a path".into()),
    };
    for (k, v) in &extra {
        text.push_str(&format!("{}: {}\n", yaml_str(k), yaml(v)?));
    }

    // Top-level setup forms: `wounds = {id = n}`, `exhausted = {id = {cards}}`, ...
    for (key, field) in [
        ("wounds", "wounds"),
        ("exhausted", "exhausted"),
        ("figure_vars", "vars"),
    ] {
        if let Value::Table(t) = get(key)? {
            for pair in t.pairs::<String, Value>() {
                let (id, v) = pair.map_err(|_| format!("test.game: `{key}` maps figure ids"))?;
                fig_entry(&id)?.set(field, v).map_err(err)?;
            }
        }
    }
    for key in ["side_vars", "space_vars", "vars", "give"] {
        let v = get(key)?;
        if !v.is_nil() {
            setup.set(key, v).map_err(err)?;
        }
    }

    let scenario = Scenario::parse(&text, "test.game").map_err(|e| format!("{e}\n{text}"))?;
    let ruleset = {
        let mut c = ctx.borrow_mut();
        match c.rulesets.get(&scenario.ruleset) {
            Some(r) => r.clone(),
            None => {
                let rel = format!("scripts/{}/ruleset.yaml", scenario.ruleset);
                let src = lib
                    .get(&rel)
                    .ok_or_else(|| format!("unknown ruleset `{}`", scenario.ruleset))?;
                let r = Ruleset::parse(src, &rel).map_err(|e| e.to_string())?;
                c.rulesets.insert(scenario.ruleset.clone(), r.clone());
                r
            }
        }
    };
    let mut game_lib = (*lib).clone();
    game_lib.files.insert(
        skirmish_core::game::engine::TEST_HARNESS.to_string(),
        harness(&lua_literal(&Value::Table(setup), 0)?),
    );
    let g = Game::new(&game_lib, &ruleset, &scenario, seed, Limits::default())
        .map_err(|e| e.to_string())?;
    Ok((
        g,
        Origin {
            lib: game_lib,
            ruleset,
            text,
        },
    ))
}

/// `cards/R/...` or `scripts/R/...` -> R.
fn ruleset_of(path: &str) -> Option<String> {
    let mut parts = path.split('/');
    match (parts.next(), parts.next(), parts.next()) {
        (Some("cards" | "scripts"), Some(r), Some(_)) => Some(r.to_string()),
        _ => None,
    }
}

/// A diagram from a Lua long string: the first blank line dropped and the common indentation
/// removed, so diagrams can be indented with the test code.
fn dedent(s: &str) -> String {
    let lines: Vec<&str> = s
        .lines()
        .skip_while(|l| l.trim().is_empty())
        .collect::<Vec<_>>();
    let lines: Vec<&str> = {
        let mut v = lines;
        while v.last().is_some_and(|l| l.trim().is_empty()) {
            v.pop();
        }
        v
    };
    let indent = lines
        .iter()
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.len() - l.trim_start().len())
        .min()
        .unwrap_or(0);
    let mut out = String::new();
    for l in lines {
        out.push_str(l.get(indent..).unwrap_or("").trim_end());
        out.push('\n');
    }
    out
}

/// A YAML (JSON-style) double-quoted string.
fn yaml_str(s: &str) -> String {
    let mut out = String::from("\"");
    for ch in s.chars() {
        match ch {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// Whether a table is a non-empty sequence 1..n with nothing else.
fn is_list(t: &Table) -> bool {
    let n = t.raw_len();
    let mut count = 0;
    for pair in t.pairs::<Value, Value>() {
        match pair {
            Ok((Value::Integer(i), _)) if i >= 1 && (i as usize) <= n => count += 1,
            _ => return false,
        }
    }
    count == n
}

/// A Lua value as YAML flow text.
fn yaml(v: &Value) -> Result<String, String> {
    Ok(match v {
        Value::Nil => "null".into(),
        Value::Boolean(b) => b.to_string(),
        Value::Integer(i) => i.to_string(),
        Value::Number(n) => format!("{n:?}"),
        Value::String(s) => yaml_str(&s.to_string_lossy()),
        Value::Table(t) if is_list(t) => {
            let items: Vec<String> = t
                .sequence_values::<Value>()
                .map(|v| yaml(&v.map_err(err)?))
                .collect::<Result<_, String>>()?;
            format!("[{}]", items.join(", "))
        }
        Value::Table(t) => {
            let mut items = Vec::new();
            for pair in t.pairs::<Value, Value>() {
                let (k, v) = pair.map_err(err)?;
                items.push((plain(&k), yaml(&v)?));
            }
            items.sort();
            let body: Vec<String> = items
                .iter()
                .map(|(k, v)| format!("{}: {v}", yaml_str(k)))
                .collect();
            format!("{{{}}}", body.join(", "))
        }
        other => {
            return Err(format!(
                "test.game: cannot use a {} here",
                other.type_name()
            ));
        }
    })
}

/// A Lua value as Lua source text (for the harness's setup table).
fn lua_literal(v: &Value, depth: usize) -> Result<String, String> {
    if depth > 16 {
        return Err("test.game: setup nested too deeply".into());
    }
    Ok(match v {
        Value::Nil => "nil".into(),
        Value::Boolean(b) => b.to_string(),
        Value::Integer(i) => i.to_string(),
        Value::Number(n) => format!("{n:?}"),
        Value::String(s) => lua_str(&s.to_string_lossy()),
        Value::Table(t) => {
            let mut items = Vec::new();
            for pair in t.pairs::<Value, Value>() {
                let (k, v) = pair.map_err(err)?;
                items.push((lua_literal(&k, depth + 1)?, lua_literal(&v, depth + 1)?));
            }
            items.sort();
            let body: Vec<String> = items.iter().map(|(k, v)| format!("[{k}] = {v}")).collect();
            format!("{{{}}}", body.join(", "))
        }
        other => {
            return Err(format!(
                "test.game: cannot use a {} in setup",
                other.type_name()
            ));
        }
    })
}

fn lua_str(s: &str) -> String {
    let mut out = String::from("\"");
    for b in s.bytes() {
        match b {
            b'"' => out.push_str("\\\""),
            b'\\' => out.push_str("\\\\"),
            b'\n' => out.push_str("\\n"),
            0x20..=0x7e => out.push(b as char),
            b => out.push_str(&format!("\\{b:03}")),
        }
    }
    out.push('"');
    out
}

/// The harness card: applies the test's setup when the game first asks a choice, and logs every
/// event's payload (figures and cards by id) when the event is over.
fn harness(setup: &str) -> String {
    format!(
        r#"-- Test harness (added by `skirmish test`, never shipped).
local SETUP = {setup}
local NOTE = {note}
local choose, ask, emit = game.choose, game.ask, game.emit

local function apply()
  for _, side in ipairs(game.sides()) do
    for _, id in ipairs((SETUP.give or {{}})[side] or {{}}) do game.give(id, side) end
    for k, v in pairs((SETUP.side_vars or {{}})[side] or {{}}) do game.side(side)[k] = v end
  end
  for id, f in pairs(SETUP.figures) do
    local fig = game.figure(id)
    if f.wounds ~= nil then fig.wounds = f.wounds end
    for k, v in pairs(f.vars or {{}}) do fig[k] = v end
    for _, card in ipairs(f.exhausted or {{}}) do
      local found = false
      for _, c in ipairs(fig:cards()) do
        if c.card == card then c.exhausted = true; found = true end
      end
      if not found then error("test setup: " .. id .. " holds no card `" .. card .. "` to exhaust") end
    end
  end
  for holder, ids in pairs(SETUP.give or {{}}) do
    local is_side = false
    for _, s in ipairs(game.sides()) do if s == holder then is_side = true end end
    if not is_side then
      for _, id in ipairs(ids) do game.give(id, game.figure(holder)) end
    end
  end
  for k, v in pairs(SETUP.vars or {{}}) do game.vars[k] = v end
  for at, vars in pairs(SETUP.space_vars or {{}}) do
    for k, v in pairs(vars) do game.space_vars(at)[k] = v end
  end
end

function game.choose(spec)
  if not game.vars.{setup_var} then
    game.vars.{setup_var} = true
    apply()
  end
  return choose(spec)
end

function game.ask(spec, step, args)
  if not game.vars.{setup_var} then
    game.vars.{setup_var} = true
    apply()
  end
  return ask(spec, step, args)
end

local function encode(v, depth)
  local t = type(v)
  if t == "string" then return string.format("%q", v) end
  if t == "number" or t == "boolean" then return tostring(v) end
  if t ~= "table" or depth > 4 then return "nil" end
  local id = rawget(v, "id")
  if getmetatable(v) ~= nil and id ~= nil then
    if rawget(v, "die") ~= nil then return string.format("%q", tostring(v)) end
    if math.type(id) == "integer" then return string.format("%q", v.card) end
    return string.format("%q", id)
  end
  local parts = {{}}
  for k, x in pairs(v) do
    if type(k) == "string" or math.type(k) == "integer" then
      local key = type(k) == "string" and string.format("%q", k) or tostring(k)
      parts[#parts + 1] = "[" .. key .. "]=" .. encode(x, depth + 1)
    end
  end
  return "{{" .. table.concat(parts, ",") .. "}}"
end

function game.emit(name, e)
  local r = emit(name, e)
  game.log(NOTE .. name .. " " .. encode(r or {{}}, 0))
  return r
end

-- A trusted script of the test runner's library (not a card): it wraps the `game` API before
-- the engine freezes it.
"#,
        note = lua_str(EVENT_NOTE),
        setup_var = SETUP_VAR,
    )
}

/// The project's library, for tests run from Rust (`cargo test`).
pub fn project_library(root: &Path) -> Library {
    crate::assets::Assets::at(root).library()
}
