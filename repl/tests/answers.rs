//! Answers as a person types them (issue 20, item 4): any case, and a mistyped or illegal
//! answer says what is wrong and offers the closest legal options; nothing changes.

mod common;
use common::run;

use skirmish::assets::Assets;
use skirmish::session::Session;

#[test]
fn answers_ignore_case_and_mistakes_name_the_closest_options() {
    let mut s = Session::new(Assets::locate());
    run(&mut s, "load intro");
    run(&mut s, "new 1");
    run(&mut s, "ACTIVATE Grom");
    run(&mut s, "Move GROM");
    let before = s.game.as_ref().unwrap().state().clone();
    // A typo of the action: the same options come first.
    let err = s.execute("mvoe grom b2").unwrap_err();
    assert!(err.contains("no option has `mvoe`, `b2`"), "{err}");
    assert!(
        err.contains("closest: move grom a2 | move grom b1"),
        "{err}"
    );
    // An unknown figure and an illegal space.
    let err = s.execute("move orc9 a2").unwrap_err();
    assert!(err.contains("no option has `orc9`"), "{err}");
    assert!(
        err.starts_with("`move orc9 a2` is not one of the options now"),
        "{err}"
    );
    let err = s.execute("move grom z9").unwrap_err();
    assert!(err.contains("no option has `z9`"), "{err}");
    assert!(err.contains("type `choices` for all 3"), "{err}");
    // Nothing changed.
    assert!(*s.game.as_ref().unwrap().state() == before);
    run(&mut s, "MOVE grom B1");
    assert_eq!(
        s.game.as_ref().unwrap().state().table.figures()[0]
            .at
            .to_string(),
        "b1"
    );
}

// Issue 20, item 6: the end of a game prints who won and why, and each side's results (the
// rules' read-only `summary` query).
#[test]
fn the_end_of_a_game_prints_its_summary() {
    let mut s = Session::new(Assets::locate());
    run(&mut s, "load intro");
    run(&mut s, "bot red greedy");
    run(&mut s, "bot blue greedy");
    run(&mut s, "new 1");
    let out = run(&mut s, "choices");
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].starts_with("game over: "), "{out}");
    // The turn it ended on is the game's own.
    let turn = s
        .game
        .as_ref()
        .unwrap()
        .state()
        .int(&skirmish_core::game::state::Scope::Game, "turn");
    assert!(
        lines[1].ends_with(&format!(
            " wins: it fulfilled the quests it needed (AQ p.25), turn {turn}"
        )) || lines[1].starts_with("no victor"),
        "{out}"
    );
    for guild in ["blue", "red"] {
        let line = lines
            .iter()
            .find(|l| l.starts_with(&format!("  {guild}: ")))
            .unwrap_or_else(|| panic!("{out}"));
        assert!(
            line.contains(" coins, ") && line.contains(" hero death"),
            "{out}"
        );
    }
    // Arena: every combatant that fought, with its HP left or dead.
    run(&mut s, "load scripts/arena/scenarios/pvp_duel.yaml");
    run(&mut s, "bot white random");
    run(&mut s, "bot black random");
    run(&mut s, "new 1");
    let out = run(&mut s, "choices");
    assert!(out.contains("\n  white: w_brute "), "{out}");
    assert!(out.contains("\n  black: b_brute "), "{out}");
    assert!(out.contains(" HP") || out.contains(" dead"), "{out}");
}

#[test]
fn an_of_dreams_and_shadows_game_ends_with_its_summary() {
    let mut s = Session::new(Assets::locate());
    run(&mut s, "load scripts/ods/scenarios/solo.yaml");
    run(&mut s, "bot p1 greedy");
    run(&mut s, "new 2");
    let out = run(&mut s, "choices");
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].starts_with("game over: "), "{out}");
    assert!(
        lines[1].starts_with("the champions win in Act ")
            || lines[1].starts_with("the foes win in Act "),
        "{out}"
    );
    // The champions in play, each with its Health; none of those left in the box.
    let champions: Vec<&&str> = lines.iter().filter(|l| l.starts_with("  p1_")).collect();
    assert!(!champions.is_empty() && champions.len() <= 2, "{out}");
    assert!(champions.iter().all(|l| l.contains(": Health ")), "{out}");
}
