//! The kernel's speed figures, shared by `skirmish bench` (repl/src/bench.rs includes this file)
//! and `cargo bench -p skirmish-core` (core/benches/kernel.rs). Each figure is the median of
//! several timed runs of the same work; wall-clock time is read here only, never in game logic.

use std::hint::black_box;
use std::time::{Duration, Instant};

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use skirmish_core::game::{Game, Library};
use skirmish_core::script::{Host, Limits};
use skirmish_core::{Board, Cell, Coord, Dir, Edge, Figure, Geometry, Ruleset, Scenario, Tabletop};

/// Timed runs per figure; the median is reported.
pub const RUNS: usize = 5;

/// The project's targets on a 2-core machine (issue 7).
pub const MAX_SCRIPT_RATIO: f64 = 1.5;
pub const MIN_PLAYOUTS_PER_SEC: f64 = 2000.0;
pub const MAX_LOS_NS: f64 = 100.0;
pub const MAX_COLD_START_MS: f64 = 50.0;

#[derive(Clone, Copy, Debug)]
pub enum Target {
    /// The value should stay under this.
    Below(f64),
    /// The value should reach at least this.
    AtLeast(f64),
}

#[derive(Clone, Debug)]
pub struct Row {
    pub name: String,
    pub value: f64,
    pub unit: &'static str,
    pub target: Option<Target>,
}

impl Row {
    pub fn new(
        name: impl Into<String>,
        value: f64,
        unit: &'static str,
        target: Option<Target>,
    ) -> Row {
        Row {
            name: name.into(),
            value,
            unit,
            target,
        }
    }

    /// `Some(true)` when the target is met, `None` when the figure has no target.
    pub fn ok(&self) -> Option<bool> {
        match self.target? {
            Target::Below(t) => Some(self.value < t),
            Target::AtLeast(t) => Some(self.value >= t),
        }
    }
}

/// What the playouts run on: the scripts and the scenario.
pub struct Setup {
    /// How the rows name it (`arcadia intro`, `arena pvp_duel`).
    pub name: String,
    pub library: Library,
    pub ruleset: Ruleset,
    pub scenario: Scenario,
}

/// Median of `RUNS` timings of `op` (after one untimed warm-up run).
fn median(mut op: impl FnMut() -> Duration) -> Duration {
    op();
    let mut samples: Vec<Duration> = (0..RUNS).map(|_| op()).collect();
    samples.sort();
    samples[RUNS / 2]
}

fn timed(mut op: impl FnMut()) -> impl FnMut() -> Duration {
    move || {
        let t = Instant::now();
        op();
        t.elapsed()
    }
}

/// Median nanoseconds per operation of `op`, which performs `ops` operations per call.
pub fn median_ns(ops: usize, op: impl FnMut()) -> f64 {
    median(timed(op)).as_nanos() as f64 / ops as f64
}

/// The library with every card hook replaced by a no-op: each handler becomes
/// `{when = returns false, run = does nothing}`, so the dispatcher still calls one Lua function
/// per registered hook but no card effect ever runs (and no ordering choice is ever asked).
/// Card data (life, dice, weapons) is kept, so the rules play the same kind of game. The
/// wrapper sits on the file's first line, so line numbers stay those of the file.
pub fn noop_library(lib: &Library) -> Library {
    let mut out = lib.clone();
    let cards: Vec<String> = lib
        .files
        .keys()
        .filter(|p| p.starts_with("cards/") && p.ends_with(".lua") && !p.ends_with("_test.lua"))
        .cloned()
        .collect();
    for path in cards {
        let src = &lib.files[&path];
        let wrapped = format!(
            "local __def = (function(...) {src}\nend)(...) \
             if type(__def) == \"table\" and type(__def.on) == \"table\" then \
             local __no = function() return false end \
             for __k in next, __def.on do __def.on[__k] = {{ when = __no, run = __no }} end \
             end return __def\n"
        );
        out.files.insert(path, wrapped);
    }
    out
}

/// Plays one full game from `g` restarted with `seed`, answering uniformly at random (a ChaCha
/// stream seeded with `seed`) until it ends. Returns the number of answers.
pub fn playout(g: &mut Game, seed: u64) -> Result<usize, String> {
    g.restart(seed).map_err(|e| e.to_string())?;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut answers = 0;
    while let Some(c) = g.pending() {
        let n = c.options.len();
        g.answer(rng.random_range(0..n))
            .map_err(|e| format!("playout seed {seed}, answer {answers}: {e}"))?;
        answers += 1;
    }
    Ok(answers)
}

pub struct Playouts {
    /// Median seconds per playout.
    pub secs: f64,
    pub answers_per_game: f64,
}

/// Scripted and no-op playouts timed in alternation (so a busy machine slows both alike):
/// median seconds per playout of each and the median of the per-run ratios.
pub struct PlayoutPair {
    pub scripted: Playouts,
    pub noop: Playouts,
    pub ratio: f64,
}

fn playout_game(library: &Library, setup: &Setup) -> Result<Game, String> {
    Game::new(
        library,
        &setup.ruleset,
        &setup.scenario,
        0,
        Limits::default(),
    )
    .map_err(|e| e.to_string())
}

/// Seconds for one batch of `games` playouts (seeds 0..games) and its answer count.
fn batch(g: &mut Game, games: u64) -> Result<(f64, usize), String> {
    let t = Instant::now();
    let mut answers = 0;
    for seed in 0..games {
        answers += playout(g, seed)?;
    }
    Ok((t.elapsed().as_secs_f64(), answers))
}

fn middle(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    v[v.len() / 2]
}

pub fn time_playouts(setup: &Setup, games: u64) -> Result<PlayoutPair, String> {
    let mut scripted = playout_game(&setup.library, setup)?;
    let mut noop = playout_game(&noop_library(&setup.library), setup)?;
    let (_, s_answers) = batch(&mut scripted, games)?;
    let (_, n_answers) = batch(&mut noop, games)?;
    let (mut s_times, mut n_times, mut ratios) = (Vec::new(), Vec::new(), Vec::new());
    for _ in 0..RUNS {
        let (s, _) = batch(&mut scripted, games)?;
        let (n, _) = batch(&mut noop, games)?;
        s_times.push(s / games as f64);
        n_times.push(n / games as f64);
        ratios.push(s / n);
    }
    Ok(PlayoutPair {
        scripted: Playouts {
            secs: middle(s_times),
            answers_per_game: s_answers as f64 / games as f64,
        },
        noop: Playouts {
            secs: middle(n_times),
            answers_per_game: n_answers as f64 / games as f64,
        },
        ratio: middle(ratios),
    })
}

/// Plays `games` scripted playouts (seeds 0..games) with the script profiler running; returns
/// its samples and the number of answers given. (`skirmish bench --profile`; not a figure.)
#[allow(dead_code)]
pub fn profile_playouts(
    setup: &Setup,
    games: u64,
) -> Result<(skirmish_core::script::profile::Profile, usize), String> {
    use skirmish_core::script::profile;
    let mut g = playout_game(&setup.library, setup)?;
    profile::start();
    let played = (0..games).try_fold(0, |n, seed| Ok::<_, String>(n + playout(&mut g, seed)?));
    let samples = profile::stop();
    Ok((samples, played?))
}

/// A seeded random board with walls, doors, blocking spaces and figures, like a busy scenario.
pub fn random_table(width: u16, height: u16, seed: u64) -> Tabletop {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut b = Board::open(width, height);
    for c in b.coords().collect::<Vec<_>>() {
        if rng.random_range(0..100) < 8 {
            b.set_cell(c, Cell::Blocking);
        }
        for d in [Dir::East, Dir::South] {
            if b.step(c, d).is_none() {
                continue;
            }
            let e = match rng.random_range(0..100) {
                0..15 => Edge::Wall,
                15..19 => Edge::Door { open: false },
                19..23 => Edge::Door { open: true },
                _ => Edge::Open,
            };
            b.set_drawn_edge(c, d, e);
        }
    }
    let mut t = Tabletop::new(Geometry::default(), b);
    let sides = ["orange", "blue", "red", "monsters"];
    let spaces: Vec<Coord> = t
        .board()
        .coords()
        .filter(|&c| t.board().cell(c).is_space())
        .collect();
    for n in 0..(spaces.len() / 6) {
        let at = spaces[rng.random_range(0..spaces.len())];
        let _ = t.add_figure(Figure {
            id: format!("f{n}"),
            side: sides[n % sides.len()].to_string(),
            at,
            card: None,
            movement: None,
        });
    }
    t
}

/// Nanoseconds per line-of-sight query, over every ordered pair of spaces (active figure 0).
pub fn los_ns(t: &Tabletop) -> f64 {
    let spaces: Vec<Coord> = t
        .board()
        .coords()
        .filter(|&c| t.board().cell(c).is_space())
        .collect();
    let active = (!t.figures().is_empty()).then_some(0);
    median_ns(spaces.len() * spaces.len(), || {
        let mut seen = 0usize;
        for &a in &spaces {
            for &b in &spaces {
                seen += t.line_of_sight(black_box(a), black_box(b), active) as usize;
            }
        }
        black_box(seen);
    })
}

/// Nanoseconds per `reach` query (every figure's reachable spaces with `mp` points).
pub fn reach_ns(t: &Tabletop, mp: u32) -> f64 {
    let n = t.figures().len();
    median_ns(n * 20, || {
        for _ in 0..20 {
            for i in 0..n {
                black_box(t.reachable(black_box(i), mp));
            }
        }
    })
}

/// Nanoseconds per call from Rust into a card-like Lua handler `(self, e, game)` in the
/// sandboxed host, budgets armed, reading and changing its payload.
pub fn hook_call_ns() -> Result<f64, String> {
    let host = Host::new(Limits::default()).map_err(|e| e.to_string())?;
    let env = host.new_env(None).map_err(|e| e.to_string())?;
    let handler: mlua::Function = host
        .compile(
            "bench/hook.lua",
            "return function(self, e, game) e.n = e.n + 1 return e.n end",
            &env,
        )
        .and_then(|f| f.call(()))
        .map_err(|e| e.to_string())?;
    let lua = host.lua();
    let (card, e, game) = (
        lua.create_table().map_err(|e| e.to_string())?,
        lua.create_table().map_err(|e| e.to_string())?,
        lua.create_table().map_err(|e| e.to_string())?,
    );
    e.raw_set("n", 0).map_err(|e| e.to_string())?;
    const CALLS: usize = 100_000;
    host.begin_step("bench");
    let ns = median_ns(CALLS, || {
        for _ in 0..CALLS {
            let r: mlua::Result<i64> = handler.call((&card, &e, &game));
            black_box(r.ok());
        }
    });
    host.end_step();
    Ok(ns)
}

/// A game of `setup` after `answers` random answers (seeded; a game that ends sooner is
/// followed by the next seed's until one lasts that long).
pub fn game_after(setup: &Setup, answers: usize) -> Result<Game, String> {
    game_and_seed_after(setup, answers).map(|(g, _)| g)
}

/// [`game_after`], with the seed of the game it played.
fn game_and_seed_after(setup: &Setup, answers: usize) -> Result<(Game, u64), String> {
    let mut g = Game::new(
        &setup.library,
        &setup.ruleset,
        &setup.scenario,
        0,
        Limits::default(),
    )
    .map_err(|e| e.to_string())?;
    for seed in 0..50u64 {
        g.restart(seed).map_err(|e| e.to_string())?;
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut given = 0;
        while given < answers {
            let Some(c) = g.pending() else { break };
            let n = c.options.len();
            g.answer(rng.random_range(0..n))
                .map_err(|e| e.to_string())?;
            given += 1;
        }
        if given == answers && g.pending().is_some() {
            return Ok((g, seed));
        }
    }
    Err(format!(
        "{}: no random game lasted {answers} answers",
        setup.name
    ))
}

/// Median microseconds of [`Game::fork`] (what search bots copy a game with) once `answers`
/// random answers are in.
pub fn fork_us(setup: &Setup, answers: usize) -> Result<f64, String> {
    let g = game_after(setup, answers)?;
    fork_us_of(&g)
}

fn fork_us_of(g: &Game) -> Result<f64, String> {
    let mut failure = None;
    let d = median(timed(|| {
        if let Err(e) = g.fork() {
            failure = Some(e.to_string());
        }
    }));
    match failure {
        Some(e) => Err(e),
        None => Ok(d.as_secs_f64() * 1e6),
    }
}

/// Median microseconds of one [`Game::undo`] once `answers` random answers are in (each on a
/// fresh fork, which is not timed).
pub fn undo_us(setup: &Setup, answers: usize) -> Result<f64, String> {
    let g = game_after(setup, answers)?;
    let mut failure = None;
    let d = median(|| {
        let mut f = match g.fork() {
            Ok(f) => f,
            Err(e) => {
                failure = Some(e.to_string());
                return Duration::ZERO;
            }
        };
        let t = Instant::now();
        if let Err(e) = f.undo() {
            failure = Some(e.to_string());
        }
        t.elapsed()
    });
    match failure {
        Some(e) => Err(e),
        None => Ok(d.as_secs_f64() * 1e6),
    }
}

/// Over the points after answers `from`..`to` of the game [`game_after`] plays: the share
/// where the game waits on a question asked as data (a fork there is a copy), and the median
/// microseconds of a fork at each point.
pub fn fork_points(setup: &Setup, from: usize, to: usize) -> Result<(f64, f64), String> {
    let (mut g, seed) = game_and_seed_after(setup, to)?;
    // The same game again from its start, forking at each point from `from` on.
    g.restart(seed).map_err(|e| e.to_string())?;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let (mut data, mut times) = (0usize, Vec::new());
    for given in 0..to {
        let Some(c) = g.pending() else { break };
        let n = c.options.len();
        if given >= from {
            data += usize::from(g.waits_on_data());
            times.push(fork_us_of(&g)?);
        }
        g.answer(rng.random_range(0..n))
            .map_err(|e| e.to_string())?;
    }
    let share = data as f64 / times.len().max(1) as f64 * 100.0;
    Ok((share, middle(times)))
}

/// Median microseconds of a copy of the game's state after `answers` random answers.
pub fn state_clone_us(setup: &Setup, answers: usize) -> Result<f64, String> {
    let g = game_after(setup, answers)?;
    const COPIES: usize = 1000;
    Ok(median_ns(COPIES, || {
        for _ in 0..COPIES {
            black_box(g.state().clone());
        }
    }) / 1e3)
}

/// Random playouts of `setup` (seeds 0..games, on one game restarted): playouts per second and
/// microseconds per answer, medians of the timed runs.
pub fn random_playouts(setup: &Setup, games: u64) -> Result<(f64, f64), String> {
    let mut g = playout_game(&setup.library, setup)?;
    let (_, answers) = batch(&mut g, games)?;
    let mut times = Vec::new();
    for _ in 0..RUNS {
        let (t, _) = batch(&mut g, games)?;
        times.push(t / games as f64);
    }
    let secs = middle(times);
    Ok((1.0 / secs, secs / (answers as f64 / games as f64) * 1e6))
}

/// Per-ruleset rows: random playouts and time per answer for every setup; fork after 0, 300
/// and 600 answers, undo after 600 and a state copy for the first `deep` setups.
pub fn ruleset_rows(setups: &[Setup], games: u64, deep: usize) -> Result<Vec<Row>, String> {
    let mut rows = Vec::new();
    for (k, s) in setups.iter().enumerate() {
        let (per_sec, per_answer) = random_playouts(s, games)?;
        rows.push(Row::new(
            format!("{}: random playouts/s", s.name),
            per_sec,
            "/s",
            None,
        ));
        rows.push(Row::new(
            format!("{}: time per answer", s.name),
            per_answer,
            "us",
            None,
        ));
        if k >= deep {
            continue;
        }
        let clone = state_clone_us(s, 600)?;
        let fork0 = fork_us(s, 0)?;
        // Issue 19: fork after 600 answers within 1.5 x a fork after 0 and 5 x a state copy;
        // the same for undo: after 600 answers within 1.5 x an undo after one, and 5 x a copy.
        let fork_target = Target::Below((1.5 * fork0).min(5.0 * clone));
        for n in [0, 300, 600] {
            let us = if n == 0 { fork0 } else { fork_us(s, n)? };
            let target = (n == 600).then_some(fork_target);
            rows.push(Row::new(
                format!("{}: fork after {n} answers", s.name),
                us,
                "us",
                target,
            ));
        }
        let (share, fork_median) = fork_points(s, 500, 600)?;
        rows.push(Row::new(
            format!(
                "{}: fork, median at the points after answers 501-600",
                s.name
            ),
            fork_median,
            "us",
            Some(fork_target),
        ));
        rows.push(Row::new(
            format!("{}: points waiting on data, answers 501-600", s.name),
            share,
            "%",
            None,
        ));
        let undo1 = undo_us(s, 1)?;
        rows.push(Row::new(
            format!("{}: undo after 1 answer", s.name),
            undo1,
            "us",
            None,
        ));
        rows.push(Row::new(
            format!("{}: undo after 600 answers", s.name),
            undo_us(s, 600)?,
            "us",
            Some(Target::Below((1.5 * undo1).min(5.0 * clone))),
        ));
        rows.push(Row::new(
            format!("{}: GameState clone after 600 answers", s.name),
            clone,
            "us",
            None,
        ));
    }
    Ok(rows)
}

/// Median milliseconds of a [`Game::new`] in a process that already loaded the scripts once
/// (the host keeps each script's bytecode per thread, so only the first game compiles them).
pub fn new_game_ms(setup: &Setup) -> Result<f64, String> {
    let mut failure = None;
    let d = median(timed(|| {
        if let Err(e) = Game::new(
            &setup.library,
            &setup.ruleset,
            &setup.scenario,
            0,
            Limits::default(),
        ) {
            failure = Some(e.to_string());
        }
    }));
    match failure {
        Some(e) => Err(e),
        None => Ok(d.as_secs_f64() * 1e3),
    }
}

/// Every figure. `cold_start` runs one cold start (a fresh process that loads every script)
/// and returns how long it took.
pub fn measure_all(
    setup: &Setup,
    games: u64,
    mut cold_start: impl FnMut() -> Result<Duration, String>,
) -> Result<Vec<Row>, String> {
    let mut rows = Vec::new();
    let pair = time_playouts(setup, games)?;
    let (scripted, noop) = (&pair.scripted, &pair.noop);
    rows.push(Row::new(
        "playouts/s, all card scripts",
        1.0 / scripted.secs,
        "/s",
        Some(Target::AtLeast(MIN_PLAYOUTS_PER_SEC)),
    ));
    rows.push(Row::new(
        "playouts/s, no-op card hooks",
        1.0 / noop.secs,
        "/s",
        None,
    ));
    rows.push(Row::new(
        "scripted / no-op playout time",
        pair.ratio,
        "x",
        Some(Target::Below(MAX_SCRIPT_RATIO)),
    ));
    rows.push(Row::new(
        "answers per playout, scripted",
        scripted.answers_per_game,
        "",
        None,
    ));
    rows.push(Row::new(
        "answers per playout, no-op",
        noop.answers_per_game,
        "",
        None,
    ));
    rows.push(Row::new(
        "time per answer, scripted",
        scripted.secs / scripted.answers_per_game * 1e6,
        "us",
        None,
    ));
    rows.push(Row::new(
        "time per answer, no-op",
        noop.secs / noop.answers_per_game * 1e6,
        "us",
        None,
    ));

    rows.push(Row::new(
        "new game, scripts compiled before",
        new_game_ms(setup)?,
        "ms",
        None,
    ));

    let intro = setup
        .scenario
        .build(&setup.ruleset)
        .map_err(|e| e.to_string())?;
    let busy = random_table(24, 16, 42);
    let los_intro = los_ns(&intro);
    let los_busy = los_ns(&busy);
    rows.push(Row::new(
        "los queries/s, intro board",
        1e9 / los_intro,
        "/s",
        None,
    ));
    rows.push(Row::new(
        "los query, intro board",
        los_intro,
        "ns",
        Some(Target::Below(MAX_LOS_NS)),
    ));
    rows.push(Row::new(
        "los query, 24x16 busy board",
        los_busy,
        "ns",
        Some(Target::Below(MAX_LOS_NS)),
    ));
    rows.push(Row::new(
        "reach/s, 3 MP, intro board",
        1e9 / reach_ns(&intro, 3),
        "/s",
        None,
    ));
    rows.push(Row::new(
        "reach/s, 6 MP, 24x16 busy board",
        1e9 / reach_ns(&busy, 6),
        "/s",
        None,
    ));
    rows.push(Row::new(
        "rust->lua hook calls/s",
        1e9 / hook_call_ns()?,
        "/s",
        None,
    ));
    let mut failure = None;
    let cold = median(|| match cold_start() {
        Ok(d) => d,
        Err(e) => {
            failure = Some(e);
            Duration::ZERO
        }
    });
    if let Some(e) = failure {
        return Err(e);
    }
    rows.push(Row::new(
        "cold start to all scripts loaded",
        cold.as_secs_f64() * 1e3,
        "ms",
        Some(Target::Below(MAX_COLD_START_MS)),
    ));
    Ok(rows)
}

/// What a cold-start child process does: load every script of the scenario into a new game.
pub fn load_once(setup: &Setup) -> Result<(), String> {
    Game::new(
        &setup.library,
        &setup.ruleset,
        &setup.scenario,
        0,
        Limits::default(),
    )
    .map(|_| ())
    .map_err(|e| e.to_string())
}

/// Times one run of `cmd` (a process that starts, loads every script and exits).
pub fn time_process(mut cmd: std::process::Command) -> Result<Duration, String> {
    let t = Instant::now();
    let status = cmd
        .stdout(std::process::Stdio::null())
        .status()
        .map_err(|e| format!("cold start: {e}"))?;
    let d = t.elapsed();
    if !status.success() {
        return Err(format!("cold start: the child process failed ({status})"));
    }
    Ok(d)
}

fn format_value(v: f64) -> String {
    if v >= 100_000.0 {
        format!("{v:.0}")
    } else if v >= 100.0 {
        format!("{v:.1}")
    } else {
        format!("{v:.2}")
    }
}

/// The figures as a table: name, value, unit, target, ok/MISS.
pub fn render(rows: &[Row]) -> String {
    let mut out = format!(
        "{:<62} {:>12} {:<4} {:>9} {}\n",
        "figure", "value", "unit", "target", "status"
    );
    for r in rows {
        let target = match r.target {
            Some(Target::Below(t)) => format!("< {}", format_value(t)),
            Some(Target::AtLeast(t)) => format!(">= {}", format_value(t)),
            None => "-".to_string(),
        };
        let status = match r.ok() {
            Some(true) => "ok",
            Some(false) => "MISS",
            None => "-",
        };
        out.push_str(&format!(
            "{:<62} {:>12} {:<4} {:>9} {}\n",
            r.name,
            format_value(r.value),
            r.unit,
            target,
            status
        ));
    }
    out
}
