//! `skirmish bench`: the kernel's speed figures (random playouts with and without card scripts,
//! line of sight, reach, Rust→Lua calls, cold start), each the median of several runs, printed
//! as a table (name, value, unit, target, ok/MISS). The measuring code is shared with
//! `cargo bench -p skirmish-core` (core/benches/measure.rs).

#[path = "../../core/benches/measure.rs"]
mod measure;

pub use measure::{Row, Target, random_table, render};

use crate::session::Session;

/// Rows per section of `bench --profile`.
const PROFILE_ROWS: usize = 25;

/// Games per timed run of the playout figures.
const GAMES: u64 = 4;

fn setup(session: &mut Session) -> Result<measure::Setup, String> {
    let intro = session.default_scenario("arcadia")?;
    session.load(&intro)?;
    let l = session.loaded.as_ref().ok_or("no scenario loaded")?;
    Ok(measure::Setup {
        library: session.assets().library(),
        ruleset: l.ruleset.clone(),
        scenario: l.scenario.clone(),
    })
}

/// `skirmish bench [--cold-start | --profile [GAMES]]`. `--profile` plays scripted playouts
/// under the script profiler and prints where the Lua instructions go. With `--cold-start` the process only loads every script
/// into a game and exits: it is the child whose lifetime the cold-start figure times.
pub fn measure(session: &mut Session, args: &[String]) -> Result<Vec<Row>, String> {
    if args.iter().any(|a| a == "--cold-start") {
        measure::load_once(&setup(session)?)?;
        std::process::exit(0);
    }
    if args.first().map(String::as_str) == Some("--profile") {
        let games = match args.get(1) {
            None => 1,
            Some(n) => n.parse::<u64>().ok().filter(|&n| n > 0).ok_or(format!(
                "bench --profile: `{n}` is not a number of games (1 or more)"
            ))?,
        };
        if let Some(a) = args.get(2) {
            return Err(format!("bench --profile: unexpected `{a}`"));
        }
        let (profile, answers) = measure::profile_playouts(&setup(session)?, games)?;
        print!(
            "profile of {games} scripted playout(s) of the intro scenario (seeds 0..{games}), \
             {answers} answers\n{}",
            profile.report(PROFILE_ROWS)
        );
        return Ok(Vec::new());
    }
    if let Some(a) = args.first() {
        return Err(format!("bench: unknown option `{a}`"));
    }
    let setup = setup(session)?;
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    measure::measure_all(&setup, GAMES, || {
        let mut cmd = std::process::Command::new(&exe);
        cmd.args(["bench", "--cold-start"]);
        measure::time_process(cmd)
    })
}
