//! scripts/arcadia/decks.lua, the Upgrade decks the campaign deals from, run inside a real game
//! against the project's card files: which cards each level's deck holds, with their copies,
//! that reward and starter cards stay out, that costs rise with the level, and that a bad level
//! or a bad card fails with a message naming it.
//!
//! A probe card (test-only, added to the library here) calls the module at the first activation
//! and writes what it returned into game variables.

mod common;

use common::{game_on, library};
use skirmish_core::game::state::{Scope, Var};
use skirmish_core::game::{Game, Library};

const PROBE: &str = r#"-- Test probe: reads arcadia.decks from inside a game.
return {
  name = "Deck probe",
  kind = "quest",
  on = {
    activation_start = function(self, e, game)
      if game.vars.probed then return end
      game.vars.probed = true
      local decks = require("arcadia.decks")
      for level = 1, decks.LEVELS do
        game.vars["deck " .. level] = table.concat(decks.deck(game, level), " ")
        game.vars["cards " .. level] = table.concat(decks.cards(game, level), " ")
        local costs = {}
        for _, id in ipairs(decks.cards(game, level)) do costs[#costs + 1] = game.def(id).cost end
        game.vars["costs " .. level] = table.concat(costs, " ")
      end
      game.vars.rewards = table.concat(decks.rewards(game), " ")
      for _, bad in ipairs({ 0, 7, "2" }) do
        local ok, err = pcall(decks.deck, game, bad)
        game.vars["bad " .. tostring(bad)] = ok and "no error" or tostring(err)
      end
    end,
  },
}
"#;

const BAD_LEVEL: &str =
    r#"return { name = "Odd Card", kind = "upgrade", type = "permanent", level = 9, cost = 3 }"#;

fn lib_with(extra: &[(&str, &str)]) -> Library {
    let mut lib = library();
    lib.files
        .insert("cards/arcadia/deck_probe.lua".into(), PROBE.into());
    for (path, src) in extra {
        lib.files.insert((*path).into(), (*src).into());
    }
    lib
}

fn probed(lib: &Library) -> Game {
    let text = "ruleset: arcadia\nboard: |\n  +---+---+\n  | .   . |\n  +---+---+\nfigures:\n  - { id: diva, side: red, at: a1, card: diva, cards: [deck_probe] }\n  - { id: zazu, side: blue, at: b1, card: zazu }\n";
    let mut g = game_on(lib, text, 1, Default::default()).unwrap_or_else(|e| panic!("{e}"));
    g.answer_key("activate diva")
        .unwrap_or_else(|e| panic!("{e}: {:?}", g.pending()));
    g
}

fn var(g: &Game, key: &str) -> String {
    match g.state().get(&Scope::Game, key) {
        Some(Var::Str(s)) => s.clone(),
        other => panic!("game var `{key}`: {other:?}"),
    }
}

fn words(s: &str) -> Vec<String> {
    s.split_whitespace().map(str::to_string).collect()
}

#[test]
fn every_level_has_a_deck_of_at_least_seven_cards_with_their_copies() {
    let g = probed(&lib_with(&[]));
    for level in 1..=6 {
        let cards = words(&var(&g, &format!("cards {level}")));
        let deck = words(&var(&g, &format!("deck {level}")));
        assert!(cards.len() >= 7, "level {level}: {cards:?}");
        // A level deck is about a sixth of the box's 161 upgrade cards (at least that: a mod's
        // new cards may join it).
        assert!(deck.len() >= 24, "level {level}: {} cards", deck.len());
        let mut sorted = cards.clone();
        sorted.sort();
        assert_eq!(cards, sorted, "level {level} is sorted");
        for id in &cards {
            assert!(deck.contains(id), "{id} missing from the dealt deck");
        }
        for id in &deck {
            assert!(cards.contains(id), "{id} dealt but not listed");
        }
    }
    let one = words(&var(&g, "deck 1"));
    for id in [
        "power_strike",
        "focused_aim",
        "blood_pact",
        "fire_bomb",
        "moon_ring",
        "keen_sword",
    ] {
        assert_eq!(
            one.iter().filter(|x| *x == id).count(),
            3,
            "{id} copies in {one:?}"
        );
    }
    assert!(words(&var(&g, "cards 6")).contains(&"dragonslayer".to_string()));
}

#[test]
fn starter_and_reward_cards_are_in_no_deck() {
    let g = probed(&lib_with(&[]));
    let rewards = words(&var(&g, "rewards"));
    // Every card that says `reward = true`, whatever cards there are.
    let lib = lib_with(&[]);
    let mut expected: Vec<String> = lib
        .card_files("arcadia")
        .iter()
        .filter(|(_, src)| src.contains("reward = true"))
        .map(|(p, _)| skirmish_core::game::card_id(p).to_string())
        .collect();
    expected.sort();
    for id in ["assassins_cloak", "bomb", "tome_of_illumination"] {
        assert!(expected.iter().any(|x| x == id), "{id}: {expected:?}");
    }
    assert_eq!(rewards, expected);
    for level in 1..=6 {
        let deck = words(&var(&g, &format!("deck {level}")));
        for id in rewards.iter().map(String::as_str).chain([
            "rusty_blade",
            "parrying_blade",
            "slingshot",
            "life_drain",
            "nova_bolt",
        ]) {
            assert!(
                !deck.iter().any(|x| x == id),
                "{id} in the level {level} deck"
            );
        }
    }
}

#[test]
fn costs_rise_with_the_level() {
    let g = probed(&lib_with(&[]));
    // The ranges docs/CONTENT-STATUS.md states (level 1: 2-3 coins ... level 6: 9-12).
    let ranges = [(2, 3), (3, 5), (5, 7), (6, 8), (8, 10), (9, 12)];
    let mut last_mean = 0.0;
    for (i, (lo, hi)) in ranges.iter().enumerate() {
        let level = i + 1;
        let costs: Vec<i64> = words(&var(&g, &format!("costs {level}")))
            .iter()
            .map(|c| c.parse().unwrap())
            .collect();
        for c in &costs {
            assert!(
                (lo..=hi).contains(&c),
                "level {level}: cost {c} outside {lo}-{hi}"
            );
        }
        let mean = costs.iter().sum::<i64>() as f64 / costs.len() as f64;
        assert!(
            mean > last_mean,
            "level {level}: mean cost {mean} <= {last_mean}"
        );
        last_mean = mean;
    }
}

#[test]
fn a_level_outside_one_to_six_is_an_error() {
    let g = probed(&lib_with(&[]));
    for bad in ["0", "7", "2"] {
        let err = var(&g, &format!("bad {bad}"));
        assert!(
            err.contains("level must be a whole number from 1 to 6"),
            "{bad}: {err}"
        );
    }
}

#[test]
fn an_upgrade_card_with_a_bad_level_is_named() {
    let lib = lib_with(&[("cards/arcadia/upgrades/odd_card.lua", BAD_LEVEL)]);
    let text = "ruleset: arcadia\nboard: |\n  +---+---+\n  | .   . |\n  +---+---+\nfigures:\n  - { id: diva, side: red, at: a1, card: diva, cards: [deck_probe] }\n  - { id: zazu, side: blue, at: b1, card: zazu }\n";
    let mut g = game_on(&lib, text, 1, Default::default()).unwrap_or_else(|e| panic!("{e}"));
    // The probe's deck call fails, so the answer is rejected with the card named.
    let err = g.answer_key("activate diva").unwrap_err().to_string();
    assert!(
        err.contains("card `odd_card`") && err.contains("got level 9"),
        "{err}"
    );
}
