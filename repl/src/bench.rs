//! `skirmish bench`: the kernel's speed figures (random playouts with and without card scripts,
//! line of sight, reach, Rust→Lua calls, cold start), each the median of several runs, printed
//! as a table (name, value, unit, target, ok/MISS). The measuring code is shared with
//! `cargo bench -p skirmish-core` (core/benches/measure.rs).

#[path = "../../core/benches/measure.rs"]
mod measure;

pub use measure::{Row, Target, random_table, render};

use crate::assets::Assets;

/// Rows per section of `bench --profile`.
const PROFILE_ROWS: usize = 25;

/// Games per timed run of the playout figures.
const GAMES: u64 = 4;

fn setup(assets: &Assets) -> Result<measure::Setup, String> {
    let intro = assets.default_scenario("arcadia")?;
    scenario_setup(assets, "arcadia intro", &intro)
}

fn scenario_setup(assets: &Assets, name: &str, path: &str) -> Result<measure::Setup, String> {
    let l = assets.load_scenario(path)?;
    Ok(measure::Setup {
        name: name.to_string(),
        library: assets.library(),
        ruleset: l.ruleset,
        scenario: l.scenario,
    })
}

/// The three games the per-ruleset figures play: the Arcadia intro, Arena's pvp_duel and the
/// Of Dreams & Shadows default scenario.
fn ruleset_setups(assets: &Assets) -> Result<Vec<measure::Setup>, String> {
    let ods = assets.default_scenario("ods")?;
    Ok(vec![
        setup(assets)?,
        scenario_setup(
            assets,
            "arena pvp_duel",
            "scripts/arena/scenarios/pvp_duel.yaml",
        )?,
        scenario_setup(assets, "ods default", &ods)?,
    ])
}

/// Seconds of one greedy-vs-greedy game of `setup` (seed 1, every seat greedy, what no seat
/// plays answered by the default choice), as `skirmish simulate` plays it.
fn greedy_game_secs(setup: &measure::Setup) -> Result<f64, String> {
    let t = std::time::Instant::now();
    let mut g = skirmish_core::game::Game::new(
        &setup.library,
        &setup.ruleset,
        &setup.scenario,
        1,
        skirmish_core::script::Limits::default(),
    )
    .map_err(|e| e.to_string())?;
    let seats = crate::bots::seats(&g.state().table, &setup.ruleset);
    let mut players = Vec::new();
    for side in &seats {
        players.push(crate::bots::make("greedy", side)?);
    }
    while let Some(c) = g.pending() {
        let i = match seats.iter().position(|s| *s == c.side) {
            Some(j) => players[j].choose(&g)?,
            None => crate::bots::default_choice(&g)?,
        };
        g.answer(i).map_err(|e| e.to_string())?;
    }
    Ok(t.elapsed().as_secs_f64())
}

/// Answers per second of `skirmish fuzz --games 4 --seed 1 --threads 1` on Arcadia: random
/// answers over its scenarios with the checks every ruleset shares and the rules' own
/// `invariants` query after each answer (issue 22's cost of moving those into Lua).
fn fuzz_answers_per_sec(assets: &Assets) -> Result<f64, String> {
    let opts = crate::fuzz::Options {
        ruleset: "arcadia".into(),
        games: 4,
        seed: 1,
        threads: 1,
        max_steps: 20_000,
        progress: false,
        forks: false,
        campaigns: None,
    };
    let t = std::time::Instant::now();
    let report = crate::fuzz::run(&assets.library(), &opts)?;
    Ok(report.steps as f64 / t.elapsed().as_secs_f64())
}

/// `skirmish bench` (its command line: [`crate::cli::BenchArgs`]). `--profile [GAMES]` plays
/// scripted playouts under the script profiler and prints where the Lua instructions go. With
/// `--cold-start` the process only loads every script into a game and exits: it is the child
/// whose lifetime the cold-start figure times.
pub fn measure(assets: &Assets, args: &crate::cli::BenchArgs) -> Result<Vec<Row>, String> {
    if args.cold_start {
        measure::load_once(&setup(assets)?)?;
        std::process::exit(0);
    }
    if let Some(games) = args.profile {
        let (profile, answers) = measure::profile_playouts(&setup(assets)?, games)?;
        print!(
            "profile of {games} scripted playout(s) of the intro scenario (seeds 0..{games}), \
             {answers} answers\n{}",
            profile.report(PROFILE_ROWS)
        );
        return Ok(Vec::new());
    }
    let setups = ruleset_setups(assets)?;
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let mut rows = measure::measure_all(&setups[0], GAMES, || {
        let mut cmd = std::process::Command::new(&exe);
        cmd.args(["bench", "--cold-start"]);
        measure::time_process(cmd)
    })?;
    rows.extend(measure::ruleset_rows(&setups, GAMES, 2)?);
    for s in &setups[..2] {
        rows.push(Row::new(
            format!("{}: greedy-vs-greedy game, seed 1", s.name),
            greedy_game_secs(s)?,
            "s",
            None,
        ));
    }
    rows.push(Row::new(
        "arcadia: fuzz answers checked/s (4 games, seed 1, one thread)",
        fuzz_answers_per_sec(assets)?,
        "/s",
        None,
    ));
    Ok(rows)
}
