//! `skirmish fuzz`: random legal games on every scenario of a ruleset, with the kernel's
//! invariants checked after every answer. Game `i` of a run with `--seed S` uses seed `S + i`
//! for its dice and for the answers (ChaCha8, never the thread RNG), and the scenario
//! `seed % scenarios`, so `--games 1 --seed SEED` replays any one of them. A violation is
//! reported with the shortest command log found that still shows it, as `skirmish run` lines.

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use skirmish_core::game::state::LogEntry;
use skirmish_core::game::{Game, Library};
use skirmish_core::script::Limits;
use skirmish_core::{Cell, Ruleset, Scenario};

/// Answers the shrinker may replay for one violation (about half a minute).
const SHRINK_STEPS: usize = 60_000;

/// What [`run`] plays (`skirmish fuzz`'s flags).
#[derive(Clone, Debug)]
pub struct Options {
    pub ruleset: String,
    pub games: u64,
    pub seed: u64,
    pub threads: usize,
    /// Answers after which a game that has not ended is a violation.
    pub max_steps: usize,
    /// Show `games done/total` on standard error (for a terminal; the output is unchanged).
    pub progress: bool,
    /// `--forks`: at random points also fork, undo and redo, and save and load the game, and
    /// check that every copy goes on exactly as the game itself (byte-identical logs).
    pub forks: bool,
    /// `--campaigns N`: each "game" is a whole campaign of the ruleset with N guilds, every
    /// phase and scenario answered at random with the invariants checked (see `campaigns`).
    pub campaigns: Option<usize>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            ruleset: "arcadia".into(),
            games: 100,
            seed: 1,
            threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
            max_steps: 20_000,
            progress: false,
            forks: false,
            campaigns: None,
        }
    }
}

/// One broken invariant: which game, where, and the commands that reproduce it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Violation {
    pub game: u64,
    pub seed: u64,
    pub scenario: String,
    /// The invariant's name (`capacity`, `wounds`, ...), kept when shrinking.
    pub kind: String,
    pub message: String,
    /// Answer keys from the start of the game; the last one shows the violation.
    pub commands: Vec<String>,
    /// The command that plays it again, when `skirmish run` lines cannot (a campaign's game
    /// starts from what the campaign's earlier games made).
    pub repro: Option<String>,
}

/// A fuzz run: games played, answers given, the invariants broken ([`Report::render`] is what
/// `skirmish fuzz` prints).
#[derive(Clone, Debug, Default)]
pub struct Report {
    pub games: u64,
    pub steps: u64,
    pub violations: Vec<Violation>,
    /// The run played whole campaigns (`games` counts campaigns).
    pub campaigns: bool,
}

impl Report {
    pub fn last_line(&self) -> String {
        format!(
            "fuzz: {} {}, {} steps, {} violations",
            self.games,
            if self.campaigns { "campaigns" } else { "games" },
            self.steps,
            self.violations.len()
        )
    }

    /// Each violation with its seed and replayable command log, then the last line.
    pub fn render(&self) -> String {
        let mut out = String::new();
        for v in &self.violations {
            if let Some(repro) = &v.repro {
                out.push_str(&format!(
                    "violation ({}): {}\n  campaign {} of the run, seed {}, in {} after {} answers\n  reproduce with `{repro}`\n",
                    v.kind,
                    v.message,
                    v.game,
                    v.seed,
                    v.scenario,
                    v.commands.len()
                ));
                continue;
            }
            out.push_str(&format!(
                "violation ({}): {}\n  game {} of the run, seed {}, scenario {}\n  replay with `skirmish run FILE` ({} answers; or `skirmish fuzz --games 1 --seed {}`):\n",
                v.kind,
                v.message,
                v.game,
                v.seed,
                v.scenario,
                v.commands.len(),
                v.seed
            ));
            for line in replay_script(v) {
                out.push_str("    ");
                out.push_str(&line);
                out.push('\n');
            }
        }
        out.push_str(&self.last_line());
        out.push('\n');
        out
    }
}

/// The `skirmish run` lines that replay a violation.
pub fn replay_script(v: &Violation) -> Vec<String> {
    let mut lines = vec![format!("load {}", v.scenario), format!("new {}", v.seed)];
    lines.extend(v.commands.iter().map(|c| format!("choose {c}")));
    lines
}

struct Setup {
    lib: Library,
    ruleset: Ruleset,
    /// (project path, parsed scenario), sorted by path.
    scenarios: Vec<(String, Scenario)>,
}

/// Plays `opts.games` random games (or campaigns, with `opts.campaigns`). Errors only for bad
/// arguments (unknown ruleset, no scenarios); everything that goes wrong inside a game is a
/// violation.
pub fn run(lib: &Library, opts: &Options) -> Result<Report, String> {
    if let Some(guilds) = opts.campaigns {
        return campaigns(lib, opts, guilds);
    }
    let mut ruleset = load_ruleset(lib, &opts.ruleset)?;
    let prefix = format!("scripts/{}/scenarios/", opts.ruleset);
    let mut scenarios = Vec::new();
    for (path, text) in &lib.files {
        if path.starts_with(&prefix) && (path.ends_with(".yaml") || path.ends_with(".yml")) {
            let s = Scenario::parse(text, path).map_err(|e| e.to_string())?;
            if s.ruleset == opts.ruleset {
                ruleset
                    .load_for(&s, |p| lib.get(p).map(str::to_string))
                    .map_err(|e| format!("{path}: {e}"))?;
                scenarios.push((path.clone(), s));
            }
        }
    }
    if scenarios.is_empty() {
        return Err(format!(
            "ruleset `{}` has no scenarios ({prefix})",
            opts.ruleset
        ));
    }
    let setup = Setup {
        lib: lib.clone(),
        ruleset,
        scenarios,
    };
    Ok(play_all(opts, "games", |i, seed| {
        play(&setup, i, seed, opts)
    }))
}

/// Plays `opts.games` runs of `play(index, seed)` (seed `S + index`) on `opts.threads`
/// threads and gathers their answer counts and violations in index order, so the report is
/// the same whatever the thread count. `what` names the runs in the progress line.
fn play_all(
    opts: &Options,
    what: &str,
    play: impl Fn(u64, u64) -> (u64, Option<Violation>) + Sync,
) -> Report {
    let pool = crate::pool::Pool::new(opts.threads, opts.games as usize);
    let bar = opts
        .progress
        .then(|| crate::progress::bar(opts.games, what));
    let results = pool.map(opts.games as usize, bar.as_ref(), |i| {
        play(i as u64, opts.seed.wrapping_add(i as u64))
    });
    if let Some(b) = bar {
        b.finish_and_clear();
    }
    let mut report = Report {
        games: opts.games,
        ..Report::default()
    };
    for (steps, v) in results {
        report.steps += steps;
        report.violations.extend(v);
    }
    report
}

/// Ruleset `name` from the library, with its tile library.
fn load_ruleset(lib: &Library, name: &str) -> Result<Ruleset, String> {
    let rel = format!("scripts/{name}/ruleset.yaml");
    let text = lib
        .get(&rel)
        .ok_or_else(|| format!("unknown ruleset `{name}` (no {rel})"))?;
    let mut ruleset = Ruleset::parse(text, &rel).map_err(|e| e.to_string())?;
    ruleset
        .load_tiles(|p| lib.get(p).map(str::to_string))
        .map_err(|e| e.to_string())?;
    Ok(ruleset)
}

fn scenario_for(setup: &Setup, seed: u64) -> &(String, Scenario) {
    &setup.scenarios[(seed % setup.scenarios.len() as u64) as usize]
}

fn start(setup: &Setup, seed: u64) -> Result<Game, String> {
    let (_, scenario) = scenario_for(setup, seed);
    Game::new(
        &setup.lib,
        &setup.ruleset,
        scenario,
        seed,
        Limits::default(),
    )
    .map_err(|e| e.to_string())
}

/// How many answers a copy made by `--forks` follows the game before it is dropped.
const SHADOW_ANSWERS: usize = 12;

/// A copy of the game (`fork`, `load`) that is given the same answers as the game and must
/// log exactly what the game logs.
struct Shadow {
    how: &'static str,
    game: Game,
    /// Answers it still follows.
    left: usize,
}

/// The log as lines.
fn log_lines(g: &Game) -> Vec<String> {
    g.state().log.iter().map(|e| e.to_string()).collect()
}

/// Whether two games stand at the same point: the same log and the same pending choice.
fn same_game(a: &Game, b: &Game) -> Result<(), String> {
    let (la, lb) = (&a.state().log, &b.state().log);
    if la != lb {
        let (x, y) = (log_lines(a), log_lines(b));
        let at = x
            .iter()
            .zip(&y)
            .position(|(p, q)| p != q)
            .unwrap_or(x.len().min(y.len()));
        return Err(format!(
            "logs differ at line {} (of {} and {}): `{}` vs `{}`",
            at + 1,
            x.len(),
            y.len(),
            x.get(at).map_or("(end)", String::as_str),
            y.get(at).map_or("(end)", String::as_str)
        ));
    }
    if a.pending() != b.pending() || a.finished() != b.finished() {
        return Err("the same log but another pending choice".into());
    }
    Ok(())
}

/// `--forks` at one point of a game, before answer `i`: undo and redo the previous answer,
/// or start following a fork or a saved-and-loaded copy.
fn fork_checks(
    setup: &Setup,
    g: &mut Game,
    rng: &mut ChaCha8Rng,
    shadows: &mut Vec<Shadow>,
    path: &str,
) -> Result<(), String> {
    match rng.random_range(0..3) {
        0 => {
            let f = g.fork().map_err(|e| format!("fork: {e}"))?;
            same_game(g, &f).map_err(|e| format!("fork: {e}"))?;
            shadows.push(Shadow {
                how: "fork",
                game: f,
                left: SHADOW_ANSWERS,
            });
        }
        1 => {
            // Undo the last answer, check the game is as it was before it, answer it again.
            let Some(last) = g.inputs().iter().rev().find_map(|i| match i {
                skirmish_core::game::Input::Answer(a) => Some(*a),
                _ => None,
            }) else {
                return Ok(());
            };
            let after = g.fork().map_err(|e| format!("fork: {e}"))?;
            let n = g.inputs().len();
            g.undo().map_err(|e| format!("undo: {e}"))?;
            if g.inputs().len() >= n {
                return Err("undo: the game kept its inputs".into());
            }
            g.answer(last).map_err(|e| format!("redo: {e}"))?;
            same_game(&after, g).map_err(|e| format!("undo and redo: {e}"))?;
        }
        _ => {
            let text = &setup
                .lib
                .get(path)
                .ok_or_else(|| format!("{path} is not in the library"))?;
            let save = skirmish_core::game::SaveFile::of(g, path, text)
                .map_err(|e| format!("save: {e}"))?;
            let parsed = skirmish_core::game::SaveFile::parse(&save.to_yaml())
                .map_err(|e| format!("save: {e}"))?;
            // The state as saved (no replay from the start), and the replay from the start
            // (`load --verify`): both must be the game.
            let loaded = parsed
                .load(&setup.lib, &setup.ruleset, Limits::default())
                .map_err(|e| format!("load: {e}"))?;
            // The lines that differ, named, before the bare check against the saved log.
            same_game(g, &loaded.game).map_err(|e| format!("load: {e}"))?;
            // The state read back is the game's, all of it (the table, whose caches were
            // rebuilt, the variables, cards, dice and steps), not only what the log shows.
            if loaded.game.state() != g.state() {
                return Err("load: the loaded state is not the game's".into());
            }
            if let Some(at) = loaded.log_differs_at {
                return Err(format!("load: the log differs at line {}", at + 1));
            }
            let verified = parsed
                .verify(&setup.lib, &setup.ruleset, Limits::default())
                .map_err(|e| format!("load --verify: {e}"))?;
            if let Some(at) = verified.log_differs_at {
                return Err(format!("load --verify: the log differs at line {}", at + 1));
            }
            shadows.push(Shadow {
                how: "load",
                game: loaded.game,
                left: SHADOW_ANSWERS,
            });
        }
    }
    Ok(())
}

/// Gives every shadow answer `i` and checks it against the game; drops those done.
fn follow(g: &Game, i: usize, shadows: &mut Vec<Shadow>) -> Result<(), String> {
    for s in shadows.iter_mut() {
        s.game
            .answer(i)
            .map_err(|e| format!("{}: the copy refused an answer the game took: {e}", s.how))?;
        same_game(g, &s.game).map_err(|e| format!("{}: {e}", s.how))?;
        s.left -= 1;
    }
    shadows.retain(|s| s.left > 0 && s.game.pending().is_some());
    Ok(())
}

/// Plays game `index` with random answers; returns its answer count and the first violation.
fn play(setup: &Setup, index: u64, seed: u64, opts: &Options) -> (u64, Option<Violation>) {
    let max_steps = opts.max_steps;
    let path = scenario_for(setup, seed).0.clone();
    let violation = |kind: &str, message: String, commands: Vec<String>| Violation {
        game: index,
        seed,
        scenario: path.clone(),
        kind: kind.to_string(),
        message,
        commands,
        repro: None,
    };
    let mut g = match start(setup, seed) {
        Ok(g) => g,
        Err(e) => return (0, Some(violation("start", e, Vec::new()))),
    };
    if let Err((kind, msg)) = check(&g) {
        return (0, Some(violation(&kind, msg, Vec::new())));
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    // `--forks` draws from a stream of its own, so the game's answers are those without it.
    let mut fork_rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed_f0f0_5eed_f0f0);
    let mut shadows: Vec<Shadow> = Vec::new();
    let mut keys = Vec::new();
    while let Some(c) = g.pending() {
        if keys.len() >= max_steps {
            let msg = format!("the game has not ended after {max_steps} answers");
            return (keys.len() as u64, Some(violation("ends", msg, keys)));
        }
        let i = rng.random_range(0..c.options.len());
        let key = c.options[i].key.clone();
        if opts.forks
            && fork_rng.random_range(0..8) == 0
            && let Err(msg) = fork_checks(setup, &mut g, &mut fork_rng, &mut shadows, &path)
        {
            return (keys.len() as u64, Some(violation("forks", msg, keys)));
        }
        keys.push(key);
        let result = g
            .answer(i)
            .map_err(|e| ("script".to_string(), e.to_string()));
        if opts.forks
            && result.is_ok()
            && let Err(msg) = follow(&g, i, &mut shadows)
        {
            return (keys.len() as u64, Some(violation("forks", msg, keys)));
        }
        if let Err((kind, msg)) = result
            .and_then(|_| check(&g))
            .and_then(|_| seated_choice(&g, &setup.ruleset))
        {
            let steps = keys.len() as u64;
            let shrunk = shrink(setup, seed, &kind, keys);
            return (steps, Some(violation(&kind, msg, shrunk)));
        }
    }
    (keys.len() as u64, None)
}

/// Replays answer keys; returns the violation kind and the number of keys played when one
/// shows, or None if all keys replay cleanly (or one is no longer offered).
fn replay(setup: &Setup, seed: u64, keys: &[String]) -> Option<(String, usize)> {
    let mut g = match start(setup, seed) {
        Ok(g) => g,
        Err(_) => return Some(("start".into(), 0)),
    };
    if let Err((k, _)) = check(&g) {
        return Some((k, 0));
    }
    for (n, key) in keys.iter().enumerate() {
        let offered = g
            .pending()
            .and_then(|c| c.options.iter().position(|o| &o.key == key))?;
        let r = g
            .answer(offered)
            .map_err(|e| ("script".to_string(), e.to_string()));
        if let Err((k, _)) = r
            .and_then(|_| check(&g))
            .and_then(|_| seated_choice(&g, &setup.ruleset))
        {
            return Some((k, n + 1));
        }
    }
    None
}

/// The shortest log found that still breaks the same invariant. The game stops at the first
/// violating answer, so its prefix is already the shortest prefix; then runs of answers are
/// dropped (all but the last, halves, quarters, ... single answers, latest first) while the violation persists,
/// within a budget of replayed answers.
fn shrink(setup: &Setup, seed: u64, kind: &str, mut keys: Vec<String>) -> Vec<String> {
    if kind == "ends" || kind == "forks" {
        return keys;
    }
    let mut budget = SHRINK_STEPS;
    let mut chunk = keys.len().saturating_sub(1).max(1);
    loop {
        let mut end = keys.len().saturating_sub(1);
        while end > 0 && budget > 0 {
            let start = end.saturating_sub(chunk);
            let mut candidate = keys.clone();
            candidate.drain(start..end);
            budget = budget.saturating_sub(candidate.len());
            match replay(setup, seed, &candidate) {
                Some((k, n)) if k == kind => {
                    candidate.truncate(n);
                    keys = candidate;
                    end = start.min(keys.len().saturating_sub(1));
                }
                _ => end = start,
            }
        }
        if chunk == 1 || budget == 0 {
            return keys;
        }
        chunk /= 2;
    }
}

/// Every invariant, read from the engine's state after an answer (the rules' own read what the
/// answer did with `game.recent_events()`). Err: (kind, message).
pub fn check(g: &Game) -> Result<(), (String, String)> {
    kernel_invariants(g)?;
    ruleset_invariants(g)
}

/// No question waits on a side nobody sits at (the ruleset's `unseated: [SIDE, ...]`: Arcadia's
/// monsters, Arena's and ODS's foes): the rules decide for such a side, or name who decides
/// for it (`game.set_controller`), as the rulebooks do. A player is asked only what the
/// rulebook gives to a player.
pub fn seated_choice(g: &Game, ruleset: &Ruleset) -> Result<(), (String, String)> {
    let Some(c) = g.pending() else { return Ok(()) };
    let unseated: Vec<String> = ruleset
        .extra
        .get("unseated")
        .and_then(|v| serde_yaml::from_value(v.clone()).ok())
        .unwrap_or_default();
    if unseated.contains(&c.side) {
        return Err((
            "seats".into(),
            format!(
                "`{}` is asked of {}, a side nobody sits at: the rules must decide it or name who decides (game.set_controller)",
                c.prompt, c.side
            ),
        ));
    }
    Ok(())
}

/// The ruleset's own invariants: `rules.invariants(game)` returns a list of `{kind, message}`
/// (empty when all hold); a ruleset without the function has none.
fn ruleset_invariants(g: &Game) -> Result<(), (String, String)> {
    let found = g
        .rules_query("invariants", "")
        .map_err(|e| ("script".to_string(), e.to_string()))?;
    let Some(serde_yaml::Value::Sequence(list)) = found else {
        return match found {
            // An empty Lua table converts to an empty mapping.
            None | Some(serde_yaml::Value::Null) => Ok(()),
            Some(serde_yaml::Value::Mapping(m)) if m.is_empty() => Ok(()),
            Some(other) => Err((
                "script".into(),
                format!("rules.invariants must return a list, not {other:?}"),
            )),
        };
    };
    match list.first() {
        None => Ok(()),
        Some(v) => {
            let kind = v.get("kind").and_then(|k| k.as_str()).unwrap_or("ruleset");
            let msg = v
                .get("message")
                .and_then(|k| k.as_str())
                .unwrap_or("(no message)");
            Err((kind.to_string(), msg.to_string()))
        }
    }
}

/// Invariants every ruleset shares, read from the engine's state in Rust: figures stand on
/// spaces of the board, no space holds more than the geometry's capacity, and a game not over
/// asks a question with options, distinct keys and the rule that asks it (for `why`). What one game's rules promise beyond that (wounds, coins,
/// resting, when every movement is over) is the rules' `invariants` query.
fn kernel_invariants(g: &Game) -> Result<(), (String, String)> {
    let fail = |kind: &str, msg: String| Err((kind.to_string(), msg));
    let st = g.state();
    let t = &st.table;
    let capacity = t.geometry().capacity;
    // A figure may pass through a full space: while its movement (or a reaction it provokes on
    // the way) is being resolved, the space of the figure that moved last may hold one figure
    // more. When every movement is over is the rules' to say (their `invariants`).
    let mover = match st
        .log
        .iter()
        .rev()
        .find(|e| matches!(e, LogEntry::Move { .. }))
    {
        Some(LogEntry::Move { figure, .. }) => t
            .find_figure(figure)
            .ok()
            .filter(|&i| t.is_on_board(i))
            .map(|i| t.figure(i).at),
        _ => None,
    };
    for c in t.board().coords() {
        let n = t.occupants_at(c).len();
        if n == 0 {
            continue;
        }
        if !matches!(t.board().cell(c), Cell::Space { .. }) {
            return fail(
                "board",
                format!(
                    "{n} figure(s) on {}, which is not a space",
                    t.board().address(c)
                ),
            );
        }
        let limit = if mover == Some(c) {
            capacity.saturating_add(1) // `capacity: any` is usize::MAX
        } else {
            capacity
        };
        if n > limit {
            return fail(
                "capacity",
                format!(
                    "{n} figures on {} (capacity {capacity})",
                    t.board().address(c)
                ),
            );
        }
    }
    for (i, f) in t.figures().iter().enumerate() {
        if t.is_on_board(i) && !t.board().contains(f.at) {
            return fail("board", format!("{} is at {}, off the board", f.id, f.at));
        }
    }
    if let Some(c) = g.pending() {
        if c.options.is_empty() {
            return fail("choice", format!("`{}` has no options", c.prompt));
        }
        let mut keys: Vec<&str> = c.options.iter().map(|o| o.key.as_str()).collect();
        keys.sort_unstable();
        if keys.windows(2).any(|w| w[0] == w[1]) {
            return fail("choice", format!("`{}` repeats an option key", c.prompt));
        }
        // `why` explains every question: the rules name theirs (`rule = ...`), a card's
        // question names the card (the prelude's default).
        if c.rule.as_deref().is_none_or(|r| r.trim().is_empty()) {
            return fail(
                "rule",
                format!("`{}` names no rule (`rule =` of the question)", c.prompt),
            );
        }
    } else if g.finished().is_none() {
        return fail(
            "choice",
            "no choice is pending and the game is not over".into(),
        );
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// Campaigns

/// `--campaigns N`: plays `opts.games` whole campaigns of `opts.ruleset` with `guilds` guilds,
/// campaign `i` from seed `S + i` (heroes drafted on odd seeds, chosen on even ones). Every
/// phase and scenario game is answered at random (ChaCha8 from the seed and the step number)
/// with the invariants checked after each answer, and each game's end is handed to the
/// campaign as the `campaign` command does: an engine error anywhere, a game that does not end,
/// or a campaign that does not reach its end is a violation, reported with the command that
/// plays it again.
pub fn campaigns(lib: &Library, opts: &Options, guilds: usize) -> Result<Report, String> {
    use crate::campaign::{self, Campaign, Settings};
    let ruleset = load_ruleset(lib, &opts.ruleset)?;
    let all = campaign::seats(&ruleset);
    let least = campaign::min_seats(&ruleset).max(1);
    if all.is_empty() {
        return Err(format!("ruleset `{}` has no campaign", opts.ruleset));
    }
    if guilds < least || guilds > all.len() {
        return Err(format!(
            "--campaigns {guilds}: a {} campaign seats {least} to {} guilds",
            opts.ruleset,
            all.len()
        ));
    }
    let sides: Vec<String> = all[..guilds].to_vec();
    let play_one = |index: u64, seed: u64| -> (u64, Option<Violation>) {
        let repro = format!(
            "skirmish fuzz --ruleset {} --campaigns {guilds} --games 1 --seed {seed}",
            opts.ruleset
        );
        let violation = |at: &str, kind: &str, message: String, commands: Vec<String>| Violation {
            game: index,
            seed,
            scenario: at.to_string(),
            kind: kind.to_string(),
            message,
            commands,
            repro: Some(repro.clone()),
        };
        let settings = Settings {
            sides: sides.clone(),
            draft: seed % 2 == 1,
            episodic: None,
            difficulty: None,
        };
        let mut c = match Campaign::new(lib, &ruleset, seed, &settings) {
            Ok(c) => c,
            Err(e) => {
                return (
                    0,
                    Some(violation("the campaign's start", "campaign", e, Vec::new())),
                );
            }
        };
        let mut answers = 0u64;
        // Six scenarios and their phases; far more steps means the campaign loops.
        for step_no in 0..64u64 {
            if c.is_done() {
                return (answers, None);
            }
            let step = match c.next_step(lib) {
                Ok(s) => s,
                Err(e) => {
                    return (
                        answers,
                        Some(violation("the next step", "campaign", e, Vec::new())),
                    );
                }
            };
            let label = step.label.clone();
            let mut g = match Game::new(
                lib,
                &ruleset,
                &step.scenario,
                c.game_seed(),
                Limits::default(),
            ) {
                Ok(g) => g,
                Err(e) => {
                    return (
                        answers,
                        Some(violation(&label, "start", e.to_string(), Vec::new())),
                    );
                }
            };
            if let Err((kind, msg)) = check(&g) {
                return (answers, Some(violation(&label, &kind, msg, Vec::new())));
            }
            let mut rng =
                ChaCha8Rng::seed_from_u64(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ step_no);
            let mut keys = Vec::new();
            while let Some(q) = g.pending() {
                if keys.len() >= opts.max_steps {
                    let msg = format!("the game has not ended after {} answers", opts.max_steps);
                    return (answers, Some(violation(&label, "ends", msg, keys)));
                }
                let i = rng.random_range(0..q.options.len());
                keys.push(q.options[i].key.clone());
                answers += 1;
                let result = g
                    .answer(i)
                    .map_err(|e| ("script".to_string(), e.to_string()))
                    .and_then(|_| check(&g))
                    .and_then(|_| seated_choice(&g, &ruleset));
                if let Err((kind, msg)) = result {
                    return (answers, Some(violation(&label, &kind, msg, keys)));
                }
            }
            if let Err(e) = c.absorb(&g) {
                return (answers, Some(violation(&label, "campaign", e, keys)));
            }
        }
        let msg = "the campaign has not ended after 64 games".to_string();
        (
            answers,
            Some(violation("the campaign", "ends", msg, Vec::new())),
        )
    };
    let mut report = play_all(opts, "campaigns", play_one);
    report.campaigns = true;
    Ok(report)
}
