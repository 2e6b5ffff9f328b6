//! Every question the rules ask names its rule (`rule` of game.choose, game.ask and
//! game.reactions, printed by the REPL's `why`): random games of each ruleset's scenarios,
//! answered at random (seeded), checked at every pending choice. A question added without a
//! `rule` fails here, with its prompt.

mod common;
use common::run;

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use skirmish::assets::Assets;
use skirmish::session::Session;

/// Plays `games` random games of `scenario` (a project path), up to `answers` answers each;
/// returns the questions asked without a rule (`scenario seed step: prompt`) and how many
/// questions were checked.
fn unnamed(scenario: &str, games: u64, answers: usize) -> (Vec<String>, usize) {
    let mut s = Session::new(Assets::locate());
    run(&mut s, &format!("load {scenario}"));
    let (mut missing, mut checked) = (Vec::new(), 0);
    for seed in 1..=games {
        run(&mut s, &format!("new {seed}"));
        let g = s.game.as_mut().expect("a game after `new`");
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for step in 0..answers {
            let Some(c) = g.pending() else { break };
            checked += 1;
            if c.rule.as_deref().is_none_or(|r| r.trim().is_empty()) {
                let m = format!("{scenario} seed {seed} step {step}: {}", c.prompt);
                if !missing.contains(&m) {
                    missing.push(m);
                }
            }
            let n = c.options.len();
            g.answer(rng.random_range(0..n))
                .unwrap_or_else(|e| panic!("{scenario} seed {seed} step {step}: {e}"));
        }
    }
    (missing, checked)
}

fn assert_named(scenarios: &[(&str, u64, usize)]) {
    let mut missing = Vec::new();
    for &(scenario, games, answers) in scenarios {
        let (m, checked) = unnamed(scenario, games, answers);
        // The games did ask: a scenario that stops at once checks nothing.
        assert!(checked >= 100, "{scenario}: only {checked} questions");
        missing.extend(m);
    }
    assert!(
        missing.is_empty(),
        "questions without a rule:\n{}",
        missing.join("\n")
    );
}

#[test]
fn every_question_of_arena_names_its_rule() {
    assert_named(&[
        ("scripts/arena/scenarios/pvp_duel.yaml", 3, 300),
        // the draft: roll-off, recruits, deployment, heroic actions, then the match
        ("scripts/arena/scenarios/pvp_arena.yaml", 3, 300),
        // competitive tile placement, artifacts and scrolls
        ("scripts/arena/scenarios/pvp_open_arena.yaml", 3, 300),
        ("scripts/arena/scenarios/mission_ember_keep.yaml", 3, 300),
        ("scripts/arena/scenarios/boss_tyrants_forge.yaml", 3, 300),
    ]);
}

#[test]
fn every_question_of_of_dreams_and_shadows_names_its_rule() {
    assert_named(&[
        ("scripts/ods/scenarios/realm.yaml", 3, 300),
        // a solo game is short: more of them
        ("scripts/ods/scenarios/solo.yaml", 8, 300),
    ]);
}

#[test]
fn every_question_of_arcadias_intro_names_its_rule() {
    assert_named(&[("scripts/arcadia/scenarios/intro.yaml", 3, 300)]);
}
