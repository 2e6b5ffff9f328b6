//! The script profiler (`skirmish bench --profile`): samples come from the budget's count hook,
//! so they count Lua instructions, land on the running line and function, and are the same for
//! the same game; kernel calls are counted one by one.

mod common;

use skirmish_core::game::Game;
use skirmish_core::script::Limits;
use skirmish_core::script::profile::{self, Profile};
use skirmish_core::{Ruleset, Scenario};

const RULESET: &str = "name: probe
geometry: {adjacency: 4, capacity: 1, line_of_sight: centre-to-centre}
sides: [one]
";

const SCENARIO: &str = "ruleset: probe
board: |
  +---+
  | . |
  +---+
figures:
  - { id: p, side: one, at: a1 }
";

// `spin` runs 200 000 loop iterations; the seven writes are seven kernel.set calls.
const BODY: &str = "local function spin(n)
  local x = 0
  for i = 1, n do x = x + i % 7 end
  return x
end
local total = spin(200000)
for i = 1, 7 do game.vars['v' .. i] = i end
game.vars.total = total";

fn play_profiled() -> Profile {
    // No dice file: the probe ruleset rolls nothing (and must load without one).
    let lib = common::probe_library("probe", BODY, "");
    let ruleset = Ruleset::parse(RULESET, "ruleset.yaml").unwrap();
    let scenario = Scenario::parse(SCENARIO, "test.yaml").unwrap();
    profile::start();
    let game = Game::new(&lib, &ruleset, &scenario, 1, Limits::default());
    let p = profile::stop();
    game.unwrap_or_else(|e| panic!("{e}"));
    p
}

fn share(p: &Profile, map: &std::collections::HashMap<String, u64>, prefix: &str) -> f64 {
    let n: u64 = map
        .iter()
        .filter(|(k, _)| k.starts_with(prefix))
        .map(|(_, n)| n)
        .sum();
    n as f64 / p.samples as f64
}

#[test]
fn samples_land_on_the_function_and_line_that_run() {
    let p = play_profiled();
    // Three VM instructions per iteration (mod, add, loop), one sample per 1000 instructions.
    assert!(p.samples >= 550, "{} samples", p.samples);
    assert!(
        share(&p, &p.self_fns, "spin (scripts/probe/rules.lua:") > 0.9,
        "{}",
        p.report(5)
    );
    assert!(
        share(&p, &p.lines, "scripts/probe/rules.lua:") > 0.9,
        "{}",
        p.report(5)
    );
    // The loop is one line of the rules; `play` (called by a tail call, so nameless) is on the
    // stack for every sample of it.
    let loop_line = format!("scripts/probe/rules.lua:{}", spin_loop_line());
    assert!(p.lines.get(&loop_line).copied().unwrap_or(0) as f64 / p.samples as f64 > 0.8);
    assert!(
        share(&p, &p.total_fns, "function (scripts/probe/rules.lua:") > 0.9,
        "{}",
        p.report(5)
    );
    assert!(p.report(3).contains("spin (scripts/probe/rules.lua:"));
}

fn spin_loop_line() -> usize {
    let rules = common::probe_rules(BODY, "");
    rules
        .lines()
        .position(|l| l.contains("for i = 1, n do"))
        .unwrap()
        + 1
}

#[test]
fn kernel_calls_are_counted_exactly() {
    let p = play_profiled();
    // Seven writes in the loop and `total`.
    assert_eq!(p.kernel_calls.get("set"), Some(&8), "{}", p.report(10));
}

#[test]
fn the_same_game_gives_the_same_profile() {
    let (a, b) = (play_profiled(), play_profiled());
    assert_eq!(a.samples, b.samples);
    assert_eq!(a.lines, b.lines);
    assert_eq!(a.kernel_calls, b.kernel_calls);
}

#[test]
fn nothing_is_sampled_once_stopped() {
    play_profiled();
    let after = profile::stop();
    assert_eq!(after.samples, 0);
    assert!(after.kernel_calls.is_empty());
}

#[test]
fn a_fork_playing_on_while_profiling_is_sampled() {
    // A fork runs on the same script state with the budget's count hook, which is where
    // samples come from: what it plays is profiled like the game it was made from.
    let mut g = common::intro_game(3);
    for _ in 0..40 {
        g.answer(0).unwrap();
    }
    profile::start();
    let mut fork = g.fork().unwrap();
    assert_eq!(fork.state().log.len(), g.state().log.len());
    let mut answers = 0;
    while fork.pending().is_some() && answers < 200 {
        fork.answer(0).unwrap();
        answers += 1;
    }
    let p = profile::stop();
    assert!(answers > 50, "{answers} answers");
    assert!(p.samples > 20, "{} samples", p.samples);
}
