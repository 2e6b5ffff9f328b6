//! `game.shuffle(list)` (kernel.shuffle): a random order from the game's seeded generator,
//! logged as one entry, deterministic by seed, out of reach of rigged dice, refused in
//! read-only queries, and kept by undo, replays and saves. Driven through a tiny ruleset held
//! in memory.

mod common;

use common::{log, notes};

use skirmish_core::game::{Game, Library, SaveFile};
use skirmish_core::script::Limits;
use skirmish_core::{Ruleset, Scenario};

const RULESET: &str = "name: shuffles
geometry: {adjacency: 4, capacity: 1, line_of_sight: centre-to-centre}
sides: [one, two]
";

const SCENARIO: &str = "ruleset: shuffles
board: |
  +---+---+
  | .   . |
  +---+---+
figures:
  - { id: p, side: one, at: a1 }
";

/// Twelve letters, shuffled and logged as one note (`out`).
const TWELVE: &str = "local list = {'a','b','c','d','e','f','g','h','i','j','k','l'}";

fn library(body: &str, extra: &str) -> Library {
    let mut lib = common::probe_library("shuffles", body, extra);
    lib.files.insert(
        "scripts/shuffles/dice.yaml".into(),
        "dice:\n  d2:\n    faces:\n      - [hit]\n      - []\n".into(),
    );
    lib
}

fn ruleset() -> Ruleset {
    Ruleset::parse(RULESET, "ruleset.yaml").unwrap()
}

fn start(lib: &Library, seed: u64) -> Game {
    let scenario = Scenario::parse(SCENARIO, "test.yaml").unwrap();
    Game::new(lib, &ruleset(), &scenario, seed, Limits::default()).unwrap_or_else(|e| panic!("{e}"))
}

fn game(body: &str, seed: u64) -> Game {
    start(&library(body, ""), seed)
}

fn shuffles(g: &Game) -> Vec<String> {
    log(g)
        .into_iter()
        .filter(|s| s.starts_with("shuffle "))
        .collect()
}

fn shuffled_twelve(seed: u64) -> String {
    let g = game(
        &format!("{TWELVE}\nout(table.concat(game.shuffle(list), ' '))"),
        seed,
    );
    notes(&g).remove(0)
}

#[test]
fn the_same_seed_gives_the_same_order() {
    for seed in [1u64, 2, 99] {
        assert_eq!(shuffled_twelve(seed), shuffled_twelve(seed), "seed {seed}");
    }
}

#[test]
fn different_seeds_give_different_orders() {
    let orders: std::collections::BTreeSet<String> = (1u64..=8).map(shuffled_twelve).collect();
    // 12! orders: eight seeds giving fewer than seven distinct ones would be no shuffle.
    assert!(orders.len() >= 7, "{orders:#?}");
    assert!(
        !orders.contains("a b c d e f g h i j k l"),
        "an unshuffled list: {orders:#?}"
    );
}

#[test]
fn a_shuffle_is_a_permutation_in_a_new_list() {
    let g = game(
        &format!(
            "{TWELVE}
             local s = game.shuffle(list)
             out(table.concat(s, ' '))
             out(table.concat(list, ' '), #s, s ~= list)
             local sorted = {{}}
             for i, x in ipairs(s) do sorted[i] = x end
             table.sort(sorted)
             out(table.concat(sorted, ' '))"
        ),
        5,
    );
    let n = notes(&g);
    assert_eq!(
        n[1], "a b c d e f g h i j k l 12 true",
        "the list is unchanged"
    );
    assert_eq!(
        n[2], "a b c d e f g h i j k l",
        "every element once: {}",
        n[0]
    );
}

#[test]
fn one_log_entry_names_the_order() {
    let g = game(
        &format!(
            "{TWELVE}
             out(table.concat(game.shuffle(list), ' '))"
        ),
        3,
    );
    let s = shuffles(&g);
    assert_eq!(s.len(), 1, "{:#?}", log(&g));
    // `shuffle 12: order P1 ... P12`: the old positions in their new order.
    let positions: Vec<usize> = s[0]
        .strip_prefix("shuffle 12: order ")
        .unwrap_or_else(|| panic!("{}", s[0]))
        .split(' ')
        .map(|p| p.parse().unwrap())
        .collect();
    let letters: Vec<char> = "abcdefghijkl".chars().collect();
    let expected: Vec<String> = positions
        .iter()
        .map(|&p| letters[p - 1].to_string())
        .collect();
    assert_eq!(notes(&g)[0], expected.join(" "));
    // Nothing else was written: the shuffle did not roll dice.
    assert!(
        !log(&g).iter().any(|l| l.starts_with("roll ")),
        "{:#?}",
        log(&g)
    );
}

#[test]
fn empty_and_one_element_lists_log_one_entry_and_draw_nothing() {
    let g = game(
        "out(#game.shuffle({}), game.shuffle({'x'})[1])
         out(game.roll({die = 'd2', n = 4}))",
        7,
    );
    assert_eq!(notes(&g)[0], "0 x");
    assert_eq!(shuffles(&g), ["shuffle 0: order", "shuffle 1: order 1"]);
    // The dice after them are the dice of a game without them: no random number was drawn.
    let plain = game("out(game.roll({die = 'd2', n = 4}))", 7);
    assert_eq!(notes(&g)[1], notes(&plain)[0]);
}

#[test]
fn bad_input_is_refused_naming_the_callers_line() {
    let g = game(
        "err(function() game.shuffle(5) end)
         err(function() game.shuffle() end)
         local big = {}
         for i = 1, 10001 do big[i] = i end
         err(function() game.shuffle(big) end)",
        1,
    );
    let n = notes(&g);
    assert!(
        n[0].contains("rules.lua:") && n[0].contains("game.shuffle needs a list, not number"),
        "{n:?}"
    );
    assert!(n[1].contains("game.shuffle needs a list, not nil"), "{n:?}");
    assert!(
        n[2].contains("rules.lua:") && n[2].contains("cannot shuffle 10001 items"),
        "{n:?}"
    );
    assert!(shuffles(&g).is_empty(), "a refused shuffle logs nothing");
}

#[test]
fn read_only_queries_may_not_shuffle() {
    let lib = library(
        "game.choose{side = 'one', prompt = 'wait', options = {{key = 'a'}, {key = 'b'}}}",
        "evaluate = function(game) game.shuffle({1, 2, 3}) return 0 end,",
    );
    let g = start(&lib, 1);
    let before = log(&g);
    let rng = g.state().dice.rng().clone();
    let err = g.rules_query("evaluate", "one").unwrap_err().to_string();
    assert!(
        err.contains("game.shuffle changes the game; a read-only query may not"),
        "{err}"
    );
    assert_eq!(log(&g), before);
    assert_eq!(g.state().dice.rng(), &rng, "no random number drawn");
}

/// A choice, then a shuffle, two d2 dice (when `roll`) and another shuffle.
fn rigged_body(roll: bool) -> String {
    format!(
        "game.choose{{side = 'one', prompt = 'go', options = {{{{key = 'go'}}}}}}
         out(table.concat(game.shuffle({{1, 2, 3, 4, 5, 6}}), ' '))
         if {roll} then
           out(game.roll({{die = 'd2', n = 2, explode = false}}):count('hit'))
         end
         out(table.concat(game.shuffle({{1, 2, 3, 4, 5, 6}}), ' '))
         game.choose{{side = 'one', prompt = 'done', options = {{{{key = 'end'}}}}}}"
    )
}

#[test]
fn rigged_dice_are_not_consumed_by_a_shuffle() {
    let mut rigged = game(&rigged_body(true), 4);
    rigged.rig("d2", &["hit", "hit", "blank"]).unwrap();
    rigged.answer_key("go").unwrap();
    let r = notes(&rigged);
    // The first shuffle took no rigged face: both d2s show the first two rigged faces, and
    // the third is still queued.
    assert_eq!(r[1], "2", "{r:?}");
    assert_eq!(rigged.state().dice.rigged("d2"), 1);
    // Rigged dice draw no random numbers and a shuffle draws only random numbers, so both
    // shuffles are those of the same game without the dice.
    let mut no_dice = game(&rigged_body(false), 4);
    no_dice.answer_key("go").unwrap();
    let n = notes(&no_dice);
    assert_eq!((&r[0], &r[2]), (&n[0], &n[1]), "{r:?} vs {n:?}");
    // And a rigged queue alone changes no shuffle.
    let mut queued = game(&rigged_body(false), 4);
    queued.rig("d2", &["hit"]).unwrap();
    queued.answer_key("go").unwrap();
    assert_eq!(notes(&queued), n);
    assert_eq!(queued.state().dice.rigged("d2"), 1);
}

/// Three rounds of a choice and a shuffle of a deck the answers grow.
const ROUNDS: &str = "local deck = {'a', 'b', 'c'}
     for i = 1, 3 do
       local c = game.choose{side = 'one', prompt = 'add', options = {{key = 'x'}, {key = 'y'}}}
       deck[#deck + 1] = c.key .. i
       deck = game.shuffle(deck)
       out(table.concat(deck, ' '))
     end
     game.choose{side = 'one', prompt = 'done', options = {{key = 'end'}}}";

#[test]
fn undo_and_replay_keep_the_shuffles() {
    let mut g = game(ROUNDS, 11);
    let mut snapshots = vec![log(&g)];
    for key in ["x", "y", "x"] {
        g.answer_key(key).unwrap();
        snapshots.push(log(&g));
    }
    assert_eq!(shuffles(&g).len(), 3);
    g.undo().unwrap();
    assert_eq!(log(&g), snapshots[2]);
    g.undo().unwrap();
    assert_eq!(log(&g), snapshots[1]);
    g.answer_key("y").unwrap();
    g.answer_key("x").unwrap();
    assert_eq!(
        log(&g),
        snapshots[3],
        "the same answers shuffle the same way"
    );
}

#[test]
fn a_saved_game_replays_its_shuffles() {
    let lib = library(ROUNDS, "");
    let mut g = start(&lib, 12);
    for key in ["y", "x", "y"] {
        g.answer_key(key).unwrap();
    }
    let text = SaveFile::of(&g, "test.yaml", SCENARIO).unwrap().to_yaml();
    assert!(text.contains("shuffle 6: order"), "{text}");
    let save = SaveFile::parse(&text).unwrap();
    let replayed = save.replay(&lib, &ruleset(), Limits::default()).unwrap();
    // Loading the saved state (no replay from the start) gives the same shuffles.
    let loaded = save.load(&lib, &ruleset(), Limits::default()).unwrap();
    for loaded in [replayed, loaded] {
        assert_eq!(loaded.log_differs_at, None);
        assert_eq!(log(&loaded.game), log(&g));
        assert_eq!(notes(&loaded.game).len(), 3);
    }
}
