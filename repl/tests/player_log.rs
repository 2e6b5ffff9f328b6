//! The player's log (issue 20, item 2): after each answer the REPL prints what a player at the
//! table would say — moves, dice, the attack's result, the changes the ruleset names
//! (`player_log:` in its ruleset file) — not every variable the engine sets; `log --engine` and
//! `verbose on` show the engine's whole log.

mod common;
use common::run;

use skirmish::assets::Assets;
use skirmish::session::Session;

fn attack(s: &mut Session) -> String {
    run(s, "load tests/scenarios/range.yaml");
    run(s, "new 5");
    run(s, "activate diva");
    run(s, "rig attack crit ranged melee");
    run(s, "rig defence blank");
    let mut out = run(s, "attack diva nova_bolt goblin1");
    out.push_str(&run(s, "keep"));
    out.push_str(&run(s, "no second target"));
    out
}

#[test]
fn an_attack_reads_as_its_dice_and_its_result_not_the_engines_bookkeeping() {
    let mut s = Session::new(Assets::locate());
    let out = attack(&mut s);
    assert!(
        out.contains("roll #1 attack: melee+ranged+crit ranged melee(+)"),
        "{out}"
    );
    assert!(
        out.contains("· diva attacks goblin1 with nova_bolt: 2 hits - 0 saves = 2 wounds (goblin1 wounds 2/1, down)"),
        "{out}"
    );
    assert!(
        out.contains("· goblin1 wounds: 2"),
        "a variable the ruleset names: {out}"
    );
    assert!(
        out.contains("goblin1 is killed"),
        "an event it names, in its words: {out}"
    );
    for engine in [
        "set game resolving",
        "event dice_pools_built",
        "set card #",
        "killed_by",
    ] {
        assert!(
            !out.contains(engine),
            "{engine} in the player's log:\n{out}"
        );
    }
    // `log` is the player's log too; `log --engine` is everything.
    let log = run(&mut s, "log all");
    assert!(!log.contains("event dice_pools_built"), "{log}");
    let engine = run(&mut s, "log all --engine");
    assert!(engine.contains("event dice_pools_built"), "{engine}");
    assert!(engine.contains("set game resolving = 1"), "{engine}");
    assert!(engine.lines().count() > log.lines().count());
    // The numbers are the engine's entry numbers in both (a worded event keeps its number).
    let line = log
        .lines()
        .find(|l| l.contains("goblin1 is killed"))
        .unwrap();
    let n = line.split_whitespace().next().unwrap();
    assert!(
        engine
            .lines()
            .any(|l| l.split_whitespace().next() == Some(n)
                && l.ends_with("event figure_killed goblin1")),
        "{line}"
    );
}

#[test]
fn verbose_on_prints_the_engines_whole_log_after_each_answer() {
    let mut s = Session::new(Assets::locate());
    run(&mut s, "verbose on");
    let out = attack(&mut s);
    assert!(out.contains("set game resolving = 1"), "{out}");
    assert!(out.contains("event dice_pools_built"), "{out}");
    run(&mut s, "verbose off");
    assert!(s.execute("verbose loud").is_err());
}

/// A ruleset words its events for players (`player_log: events:` as a map of templates): the
/// player reads "diva activates", "goblin1 is killed"; `log --engine` keeps the engine's line.
#[test]
fn events_read_as_the_rulesets_sentences_and_the_engine_log_keeps_its_lines() {
    let mut s = Session::new(Assets::locate());
    let out = attack(&mut s);
    assert!(out.contains("· goblin1 is killed"), "{out}");
    assert!(!out.contains("event figure_killed"), "{out}");
    let player = run(&mut s, "log all");
    assert!(player.contains(" diva activates"), "{player}");
    let engine = run(&mut s, "log all --engine");
    assert!(engine.contains(" event activation_start diva"), "{engine}");
    assert!(engine.contains(" event figure_killed goblin1"), "{engine}");
}
