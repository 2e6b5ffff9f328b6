//! `Game::position` and `Game::at`: a game's position taken to another thread stands where the
//! game stands there (the search bot's helper threads think from it), in a runtime loaded
//! there or in one kept from an earlier position of the same game.

mod common;

use common::{
    RANGE, SLINGSHOT, boosted_slingshot, first_attack_dice, game_on, intro_game, library, log,
};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use skirmish_core::game::Game;

/// Answers at random (seeded) `answers` times; the keys answered.
fn play(g: &mut Game, seed: u64, answers: usize) -> Vec<String> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut keys = Vec::new();
    for _ in 0..answers {
        let Some(c) = g.pending() else { break };
        let i = rng.random_range(0..c.options.len());
        keys.push(c.options[i].key.clone());
        g.answer(i).unwrap();
    }
    keys
}

/// What a game shows: its log, its pending question and its inputs so far.
fn shown(g: &Game) -> (Vec<String>, String, usize) {
    (log(g), format!("{:?}", g.pending()), g.inputs().len())
}

#[test]
fn a_position_taken_to_another_thread_plays_on_as_the_game_does() {
    let mut g = intro_game(5);
    play(&mut g, 1, 120);
    let first = g.position();
    let here_then = shown(&g);
    // The game goes on here; the twin, there, from the first position and then a later one.
    let mut after = g.fork().unwrap();
    let keys_here = play(&mut after, 2, 80);
    let here_after = shown(&after);
    play(&mut g, 3, 60);
    let second = g.position();
    let here_second = shown(&g);
    let (there_then, keys_there, there_after, there_second) = std::thread::spawn(move || {
        let mut twin = Game::at(&first, None).unwrap();
        let then = shown(&twin);
        let mut on = twin.fork().unwrap();
        let keys = play(&mut on, 2, 80);
        let after = shown(&on);
        // The next position of the same game reuses the twin's scripts.
        twin = Game::at(&second, Some(twin)).unwrap();
        (then, keys, after, shown(&twin))
    })
    .join()
    .unwrap();
    assert_eq!(there_then, here_then);
    assert_eq!(keys_there, keys_here);
    assert_eq!(there_after, here_after);
    assert_eq!(there_second, here_second);
}

#[test]
fn a_twin_of_a_game_with_a_reloaded_card_plays_the_card_as_reloaded() {
    let mut lib = library();
    let mut g = game_on(&lib, RANGE, 1, Default::default()).unwrap();
    g.answer_key("activate zazu").unwrap();
    // A slingshot that always adds two attack dice, reloaded into the running game.
    let boosted = boosted_slingshot(&lib);
    lib.files.insert(SLINGSHOT.into(), boosted);
    let (done, errors) = g.reload(&lib);
    assert_eq!(done, ["slingshot"]);
    assert!(errors.is_empty(), "{errors:?}");
    let pos = g.position();
    g.answer_key("attack zazu slingshot goblin1").unwrap();
    let here = log(&g);
    let there = std::thread::spawn(move || {
        let mut twin = Game::at(&pos, None).unwrap();
        twin.answer_key("attack zazu slingshot goblin1").unwrap();
        log(&twin)
    })
    .join()
    .unwrap();
    assert_eq!(there, here);
    assert_eq!(
        first_attack_dice(&here),
        4,
        "the twin rolled the reloaded card's dice: {here:?}"
    );
}

/// Rules that stop twice in the middle of one step (`game.choose`) and roll between: a
/// position taken at the second question replays the step's first answer in the twin.
const MID_STEP: &str = "local rules = { steps = {} }
function rules.play(game)
  local a = game.choose({ side = 'one', prompt = 'first', options = { { key = 'x' }, { key = 'y' } } })
  game.log('first ' .. a.key .. ' then ' .. game.roll({ die = 'd', n = 1, explode = false }):dice()[1].face)
  local b = game.choose({ side = 'one', prompt = 'second', options = { { key = 'p' }, { key = 'q' } } })
  game.log('second ' .. b.key .. ' then ' .. game.roll({ die = 'd', n = 1, explode = false }):dice()[1].face)
  game.finish({ winner = 'one' })
end
return rules
";

#[test]
fn a_position_in_the_middle_of_a_step_replays_the_step_in_the_twin() {
    let mut lib = common::probe_library("probe", "", "");
    lib.files
        .insert("scripts/probe/rules.lua".into(), MID_STEP.into());
    lib.files.insert(
        "scripts/probe/dice.yaml".into(),
        "dice:\n  d:\n    faces: [[n1], [n2], [n3], [n4], [n5], [n6]]\n".into(),
    );
    let ruleset = skirmish_core::Ruleset::parse(
        "name: probe\ngeometry: {adjacency: 4, capacity: 1, line_of_sight: centre-to-centre}\nsides: [one]\n",
        "ruleset.yaml",
    )
    .unwrap();
    let scenario = skirmish_core::Scenario::parse(
        "ruleset: probe\nboard: |\n  +---+\n  | . |\n  +---+\nfigures:\n  - { id: p, side: one, at: a1 }\n",
        "probe.yaml",
    )
    .unwrap();
    let mut g = Game::new(&lib, &ruleset, &scenario, 9, Default::default()).unwrap();
    g.answer_key("y").unwrap();
    assert_eq!(g.pending().unwrap().prompt, "second");
    assert!(!g.waits_on_data(), "waits in the middle of the step");
    let pos = g.position();
    g.answer_key("q").unwrap();
    let here = log(&g);
    let there = std::thread::spawn(move || {
        let mut twin = Game::at(&pos, None).unwrap();
        assert_eq!(twin.pending().unwrap().prompt, "second");
        twin.answer_key("q").unwrap();
        log(&twin)
    })
    .join()
    .unwrap();
    assert_eq!(there, here);
    assert!(here.iter().any(|l| l.contains("second q then")), "{here:?}");
}
