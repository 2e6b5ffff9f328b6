//! The prelude's caches across the games of one script state (issue 19): the caches of what
//! scripts read most (variables, where figures stand, who holds which card, card proxies) are
//! kept from one game to the next for what the two share, and forgotten for what differs
//! (`Game::activate`, `host.activate`). After every switch, in a bot's copies with their hidden
//! cards dealt again, in plain forks, after an undo and in the game itself, every cached value
//! must be what the kernel answers for that game's state.

mod common;

use common::library;
use skirmish_core::game::Game;
use skirmish_core::script::Limits;
use skirmish_core::{Ruleset, Scenario};

fn game(ruleset: &str, path: &str, seed: u64) -> Game {
    let lib = library();
    let rel = format!("scripts/{ruleset}/ruleset.yaml");
    let rs = Ruleset::parse(lib.get(&rel).unwrap(), &rel).unwrap();
    let scenario = Scenario::parse(lib.get(path).unwrap(), path).unwrap();
    Game::new(&lib, &rs, &scenario, seed, Limits::default()).unwrap_or_else(|e| panic!("{e}"))
}

fn fresh(g: &Game, what: &str) {
    assert_eq!(g.stale_caches().unwrap(), None, "{what}");
}

/// Plays `answers` answers of `g`, each picked by a fixed pattern; before each, every option
/// is tried the way the greedy bot tries it (a copy as the side to move may picture the game,
/// the option answered, a few more answers) and the caches checked in the copy and in the
/// game after it, with a plain fork and an undo now and then.
fn walk(mut g: Game, answers: usize) {
    for n in 0..answers {
        let Some(c) = g.pending().cloned() else {
            return;
        };
        for i in 0..c.options.len().min(4) {
            let mut f = g.fork_for(&c.side, (n * 10 + i) as u64).unwrap();
            f.answer(i).unwrap();
            for k in 0..3 {
                let Some(q) = f.pending() else { break };
                let j = (n + k) % q.options.len();
                f.answer(j).unwrap();
            }
            fresh(&f, &format!("copy for option {i} at answer {n}"));
            fresh(&g, &format!("the game after option {i} at answer {n}"));
        }
        if n % 5 == 4 {
            let mut f = g.fork().unwrap();
            f.answer(0).unwrap();
            fresh(&f, &format!("fork at answer {n}"));
            f.undo().unwrap();
            fresh(&f, &format!("undo at answer {n}"));
        }
        let pick = (n * 7 + 3) % c.options.len();
        g.answer(pick).unwrap();
        fresh(&g, &format!("the game at answer {n}"));
    }
}

#[test]
fn the_caches_hold_each_games_own_state_after_every_switch_in_arcadia() {
    walk(
        game("arcadia", "scripts/arcadia/scenarios/intro.yaml", 3),
        80,
    );
    // Face-down exploration tokens, dealt again in each bot's copy.
    walk(
        game(
            "arcadia",
            "scripts/arcadia/scenarios/alchemists_district.yaml",
            3,
        ),
        40,
    );
}

#[test]
fn the_caches_hold_each_games_own_state_after_every_switch_in_arena() {
    walk(
        game("arena", "scripts/arena/scenarios/pvp_duel.yaml", 3),
        60,
    );
    // Hidden decks, dealt again in each bot's copy.
    walk(
        game(
            "arena",
            "scripts/arena/scenarios/mission_ember_keep.yaml",
            3,
        ),
        40,
    );
}

#[test]
fn the_caches_hold_each_games_own_state_after_every_switch_in_of_dreams_and_shadows() {
    walk(game("ods", "scripts/ods/scenarios/realm.yaml", 3), 60);
}
