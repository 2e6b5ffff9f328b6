//! Arcadia Quest card content through the real engine: every scripted effect with rigged dice,
//! and every card file loading and given. What is checked of all the content at once (monster
//! level bands, annotations, docs/CONTENT-STATUS.md rows) is `skirmish test`'s content checks
//! (repl/src/content.rs), so a modder's one command catches it.
//!
//! A test-only card (`HARNESS`, added to the library here, never shipped) sets up what a test
//! cannot play quickly: at the start of a hero's activation it gives figures the wounds named by
//! `preset_wounds`, and makes every monster whose `attacks` names that hero run the real attack
//! pipeline (`arcadia.attack`) against it. Tokens are picked up by the rules themselves
//! (scenario `tokens:`, see rules_rewards.rs).

mod common;

use common::{game_on, library};
use skirmish_core::game::state::{Holder, Scope, Var};
use skirmish_core::game::{Game, Library};

const HARNESS: &str = r#"-- Test harness: stands in for rules not written yet.
return {
  name = "Test harness",
  kind = "quest",
  on = {
    activation_start = function(self, e, game)
      if not game.vars.harness_ready then
        game.vars.harness_ready = true
        for _, f in ipairs(game.figures()) do
          local s = game.scenario.figure(f.id)
          if s and s.preset_wounds then f.wounds = s.preset_wounds end
        end
      end
      local hero = e.figure
      for _, m in ipairs(game.figures({ on_board = true })) do
        local ms = game.scenario.figure(m.id)
        if ms and ms.attacks == hero.id and hero.on_board then
          for _, c in ipairs(m:cards()) do
            if c.card == m.card then require("arcadia.attack").perform(game, m, c, hero) end
          end
        end
      end
    end,
  },
}
"#;

/// The project's library plus the test harness card.
fn lib() -> Library {
    let mut lib = library();
    lib.files
        .insert("cards/arcadia/test_harness.lua".into(), HARNESS.into());
    lib
}

/// A 4x2 open board (a1..d1 on top, a2..d2 below) with the given figure lines.
fn scenario(figures: &[&str]) -> String {
    let mut s = String::from(
        "ruleset: arcadia\nboard: |\n  +---+---+---+---+\n  | .   .   .   . |\n  +   +   +   +   +\n  | .   .   .   . |\n  +---+---+---+---+\nfigures:\n",
    );
    for f in figures {
        s.push_str("  - ");
        s.push_str(f);
        s.push('\n');
    }
    s
}

fn start(figures: &[&str]) -> Game {
    let text = scenario(figures);
    game_on(&lib(), &text, 1, Default::default()).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// Answers each key in turn, failing with the pending choice when a key is not offered.
fn go(g: &mut Game, keys: &[&str]) {
    for k in keys {
        if let Err(e) = g.answer_key(k) {
            panic!("`{k}`: {e}\npending: {:#?}", g.pending());
        }
    }
}

fn rig(g: &mut Game, die: &str, faces: &[&str]) {
    g.rig(die, faces).unwrap();
}

fn wounds(g: &Game, id: &str) -> i64 {
    g.state().int(&Scope::Figure(id.into()), "wounds")
}

fn fig_var(g: &Game, id: &str, key: &str) -> Option<Var> {
    g.state().get(&Scope::Figure(id.into()), key).cloned()
}

fn on_board(g: &Game, id: &str) -> bool {
    let st = g.state();
    st.table.is_on_board(st.figure(id).unwrap())
}

/// The first instance of card `card` that `holder` holds (or held, for a card since discarded,
/// found by name alone when `holder` no longer has it).
fn card_id(g: &Game, holder: &str, card: &str) -> u32 {
    let st = g.state();
    st.cards
        .iter()
        .find(|c| c.card == card && c.holder == Holder::Figure(holder.into()))
        .or_else(|| st.cards.iter().find(|c| c.card == card))
        .unwrap_or_else(|| panic!("no card {card}"))
        .id
}

fn card_flag(g: &Game, holder: &str, card: &str, key: &str) -> bool {
    let id = card_id(g, holder, card);
    g.state().get(&Scope::Card(id), key) == Some(&Var::Bool(true))
}

fn exhausted(g: &Game, holder: &str, card: &str) -> bool {
    card_flag(g, holder, card, "exhausted")
}

fn holder_of(g: &Game, card: &str) -> Holder {
    let st = g.state();
    st.cards
        .iter()
        .find(|c| c.card == card)
        .unwrap()
        .holder
        .clone()
}

fn prompt(g: &Game) -> String {
    g.pending().map(|c| c.prompt.clone()).unwrap_or_default()
}

fn keys(g: &Game) -> Vec<String> {
    g.pending()
        .map(|c| c.options.iter().map(|o| o.key.clone()).collect())
        .unwrap_or_default()
}

fn log(g: &Game) -> Vec<String> {
    g.state().log.iter().map(|e| e.to_string()).collect()
}

const HARNESS_GOBLIN: &str =
    "{ id: gob, side: monsters, at: d2, card: goblin_archer, cards: [test_harness] }";

// ---------------------------------------------------------------------------------------------
// Loading, data and documentation
// ---------------------------------------------------------------------------------------------

/// Card ids under `cards/arcadia/FOLDER/`.
fn ids_in(lib: &Library, folder: &str) -> Vec<String> {
    let prefix = format!("cards/arcadia/{folder}/");
    lib.card_files("arcadia")
        .iter()
        .filter(|(p, _)| p.starts_with(&prefix))
        .map(|(p, _)| skirmish_core::game::card_id(p).to_string())
        .collect()
}

#[test]
fn every_card_file_loads_and_every_card_can_be_given() {
    let lib = library();
    let heroes = ids_in(&lib, "heroes");
    let monsters = ids_in(&lib, "monsters");
    assert!(!heroes.is_empty() && !monsters.is_empty());
    // Every hero and monster stands on the board as a figure; every other card is given to the
    // first hero, so setup runs `game.give` on each id.
    let others: Vec<String> = lib
        .card_files("arcadia")
        .iter()
        .map(|(p, _)| skirmish_core::game::card_id(p).to_string())
        .filter(|id| !heroes.contains(id) && !monsters.contains(id))
        .collect();
    let cols = heroes.len().max(monsters.len());
    let mut text = String::from("ruleset: arcadia\nboard: |\n  +");
    text.push_str(&"---+".repeat(cols));
    for _ in 0..2 {
        text.push_str("\n  |");
        let cells = " .  ".repeat(cols);
        text.push_str(&cells[..cells.len() - 1]);
        text.push_str("|\n  +");
        text.push_str(&"---+".repeat(cols));
    }
    text.push_str("\nfigures:\n");
    let col = |i: usize| (b'a' + i as u8) as char;
    for (i, h) in heroes.iter().enumerate() {
        let extra = if i == 0 {
            others.join(", ")
        } else {
            String::new()
        };
        text.push_str(&format!(
            "  - {{ id: {h}, side: {}, at: {}1, card: {h}, cards: [{extra}] }}\n",
            if i % 2 == 0 { "blue" } else { "red" },
            col(i)
        ));
    }
    for (i, m) in monsters.iter().enumerate() {
        text.push_str(&format!(
            "  - {{ id: {m}, side: monsters, at: {}2, card: {m} }}\n",
            col(i)
        ));
    }
    let g = game_on(&lib, &text, 1, Default::default()).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let st = g.state();
    for id in heroes.iter().chain(&monsters) {
        assert!(
            st.int(&Scope::Figure(id.clone()), "life") >= 1,
            "{id} has no life"
        );
    }
    for id in &others {
        assert!(st.cards.iter().any(|c| &c.card == id), "{id} was not given");
    }
    assert!(g.pending().is_some());
}

#[test]
fn hero_cards_set_the_published_defence_and_life() {
    let expected = [
        ("diva", 4, 4),
        ("greensleeves", 2, 4),
        ("grom", 1, 5),
        ("hobsbawm", 2, 4),
        ("johan", 3, 3),
        ("kanga", 2, 4),
        ("maya", 1, 5),
        ("scarlet", 3, 3),
        ("seth", 2, 3),
        ("spike", 2, 3),
        ("wisp", 2, 3),
        ("zazu", 2, 4),
    ];
    let figs: Vec<String> = expected
        .iter()
        .enumerate()
        .map(|(i, (h, _, _))| {
            let at = format!("{}{}", (b'a' + (i % 4) as u8) as char, 1 + i / 8);
            format!(
                "{{ id: {h}, side: {}, at: {at}, card: {h} }}",
                if i < 6 { "blue" } else { "red" }
            )
        })
        .collect();
    let figs: Vec<&str> = figs.iter().map(String::as_str).collect();
    let g = start(&figs);
    let st = g.state();
    for (h, defence, life) in expected {
        assert_eq!(
            st.int(&Scope::Figure(h.into()), "defence"),
            defence,
            "{h} defence"
        );
        assert_eq!(st.int(&Scope::Figure(h.into()), "life"), life, "{h} life");
    }
}

#[test]
fn schmetterling_is_the_troll_card_of_the_rulebook_example_at_level_2_3() {
    let text =
        std::fs::read_to_string(common::root().join("cards/arcadia/monsters/troll.lua")).unwrap();
    let band = text
        .lines()
        .skip_while(|l| !l.contains("[\"2-3\"]"))
        .take_while(|l| l.trim() != "},")
        .collect::<Vec<_>>()
        .join(" ");
    for fact in [
        "overkill = 7",
        "reward = 3",
        "movement = 2",
        "defence = 3",
        "reroll = 2",
        "dice = 4, type = \"melee\", name = \"Crush Your Heads!\"",
    ] {
        assert!(band.contains(fact), "{fact} not in {band}");
    }
}

// ---------------------------------------------------------------------------------------------
// Starter cards
// ---------------------------------------------------------------------------------------------

#[test]
fn life_drain_heals_its_caster_one_wound_per_wound_dealt() {
    let mut g = start(&[
        "{ id: maya, side: blue, at: a1, card: maya, cards: [life_drain], preset_wounds: 2 }",
        "{ id: diva, side: red, at: d1, card: diva }",
        HARNESS_GOBLIN,
    ]);
    go(&mut g, &["activate maya"]);
    assert_eq!(wounds(&g, "maya"), 2);
    rig(&mut g, "attack", &["ranged", "ranged"]);
    rig(&mut g, "defence", &["blank", "blank", "blank", "blank"]);
    go(&mut g, &["attack maya life_drain diva"]);
    assert_eq!(wounds(&g, "diva"), 2);
    assert_eq!(wounds(&g, "maya"), 0);
}

#[test]
fn nova_bolt_crit_adds_a_second_target_close_to_the_first() {
    let mut g = start(&[
        "{ id: zazu, side: blue, at: a1, card: zazu, cards: [nova_bolt] }",
        "{ id: goblin1, side: monsters, at: c1, card: goblin_archer }",
        "{ id: diva, side: red, at: c1, card: diva }",
    ]);
    go(&mut g, &["activate zazu"]);
    rig(&mut g, "attack", &["crit", "ranged", "melee"]);
    rig(&mut g, "defence", &["blank", "blank", "blank", "blank"]);
    go(&mut g, &["attack zazu nova_bolt goblin1"]);
    assert_eq!(prompt(&g), "Nova Bolt: a second target?");
    go(&mut g, &["second target diva"]);
    assert_eq!(wounds(&g, "diva"), 2);
    assert!(!on_board(&g, "goblin1"));
}

#[test]
fn parrying_blade_adds_a_defence_die_and_a_reroll() {
    let mut g = start(&[
        "{ id: diva, side: red, at: a1, card: diva, cards: [rusty_blade] }",
        "{ id: zazu, side: blue, at: b1, card: zazu, cards: [parrying_blade] }",
    ]);
    go(&mut g, &["activate diva"]);
    rig(&mut g, "attack", &["melee", "melee", "melee"]);
    // Zazu's 2 defence + 1 from the blade: three saves cancel all three hits.
    rig(&mut g, "defence", &["shield", "shield", "shield"]);
    go(&mut g, &["attack diva rusty_blade zazu"]);
    assert!(
        prompt(&g).contains("zazu may reroll defence"),
        "{}",
        prompt(&g)
    );
    go(&mut g, &["keep"]);
    assert_eq!(wounds(&g, "zazu"), 0);
}

// ---------------------------------------------------------------------------------------------
// Heroes
// ---------------------------------------------------------------------------------------------

#[test]
fn greensleeves_bow_mastery_adds_a_hit_per_crit_with_a_bow() {
    let mut g = start(&[
        "{ id: greensleeves, side: blue, at: a1, card: greensleeves, cards: [slingshot] }",
        "{ id: diva, side: red, at: d1, card: diva }",
    ]);
    go(&mut g, &["activate greensleeves"]);
    // crit (a hit) + melee (a miss for a ranged attack) + the crit's extra die (a miss).
    rig(&mut g, "attack", &["crit", "melee", "melee"]);
    rig(&mut g, "defence", &["blank", "blank", "blank", "blank"]);
    go(&mut g, &["attack greensleeves slingshot diva"]);
    assert_eq!(wounds(&g, "diva"), 2);
}

#[test]
fn greensleeves_bow_mastery_ignores_a_sword() {
    let mut g = start(&[
        "{ id: greensleeves, side: blue, at: a1, card: greensleeves, cards: [rusty_blade] }",
        "{ id: diva, side: red, at: b1, card: diva }",
    ]);
    go(&mut g, &["activate greensleeves"]);
    rig(&mut g, "attack", &["crit", "ranged", "ranged", "ranged"]);
    rig(&mut g, "defence", &["blank", "blank", "blank", "blank"]);
    go(&mut g, &["attack greensleeves rusty_blade diva"]);
    assert_eq!(wounds(&g, "diva"), 1);
}

#[test]
fn grom_battle_fury_adds_a_die_when_wounded() {
    let mut g = start(&[
        "{ id: grom, side: blue, at: a1, card: grom, cards: [rusty_blade], preset_wounds: 1 }",
        "{ id: minotaur, side: monsters, at: b1, card: minotaur }",
        "{ id: diva, side: red, at: d1, card: diva }",
        HARNESS_GOBLIN,
    ]);
    go(&mut g, &["activate grom"]);
    rig(&mut g, "attack", &["melee", "melee", "melee", "melee"]);
    rig(&mut g, "defence", &["blank"]);
    go(&mut g, &["attack grom rusty_blade minotaur"]);
    // Rusty Blade's 3 dice + 1 for Battle Fury, all hits.
    assert_eq!(wounds(&g, "minotaur"), 4);
}

#[test]
fn grom_battle_fury_adds_a_defence_die_when_wounded() {
    let mut g = start(&[
        "{ id: zazu, side: red, at: a1, card: zazu, cards: [slingshot] }",
        "{ id: grom, side: blue, at: d1, card: grom, preset_wounds: 1 }",
        HARNESS_GOBLIN,
    ]);
    go(&mut g, &["activate zazu"]);
    rig(&mut g, "attack", &["ranged", "ranged"]);
    rig(&mut g, "defence", &["shield", "shield"]);
    go(&mut g, &["attack zazu slingshot grom"]);
    // Two defence dice (1 + Battle Fury) save both hits.
    assert_eq!(wounds(&g, "grom"), 1);
}

#[test]
fn grom_battle_fury_needs_a_wound() {
    let mut g = start(&[
        "{ id: grom, side: blue, at: a1, card: grom, cards: [rusty_blade] }",
        "{ id: minotaur, side: monsters, at: b1, card: minotaur }",
        "{ id: diva, side: red, at: d1, card: diva }",
    ]);
    go(&mut g, &["activate grom"]);
    rig(&mut g, "attack", &["melee", "melee", "melee", "melee"]);
    rig(&mut g, "defence", &["blank"]);
    go(&mut g, &["attack grom rusty_blade minotaur"]);
    assert_eq!(wounds(&g, "minotaur"), 3);
}

#[test]
fn kanga_sacrifice_takes_a_wound_instead_of_exhausting() {
    let mut g = start(&[
        "{ id: kanga, side: blue, at: a1, card: kanga, cards: [rusty_blade] }",
        "{ id: diva, side: red, at: b1, card: diva }",
    ]);
    go(&mut g, &["activate kanga"]);
    rig(&mut g, "attack", &["melee", "melee", "melee"]);
    rig(&mut g, "defence", &["blank", "blank", "blank", "blank"]);
    go(&mut g, &["attack kanga rusty_blade diva"]);
    assert!(prompt(&g).starts_with("Sacrifice"), "{}", prompt(&g));
    go(&mut g, &["wound instead"]);
    assert_eq!(wounds(&g, "kanga"), 1);
    assert!(!exhausted(&g, "kanga", "rusty_blade"));
    assert_eq!(wounds(&g, "diva"), 3);
}

#[test]
fn kanga_sacrifice_may_be_declined() {
    let mut g = start(&[
        "{ id: kanga, side: blue, at: a1, card: kanga, cards: [rusty_blade] }",
        "{ id: diva, side: red, at: b1, card: diva }",
    ]);
    go(&mut g, &["activate kanga"]);
    rig(&mut g, "attack", &["ranged", "ranged", "ranged"]);
    go(
        &mut g,
        &["attack kanga rusty_blade diva", "exhaust rusty_blade"],
    );
    assert_eq!(wounds(&g, "kanga"), 0);
    assert!(exhausted(&g, "kanga", "rusty_blade"));
}

#[test]
fn kanga_sacrifice_is_not_offered_when_the_wound_would_kill_her() {
    let mut g = start(&[
        "{ id: kanga, side: blue, at: a1, card: kanga, cards: [rusty_blade], preset_wounds: 3 }",
        "{ id: diva, side: red, at: b1, card: diva }",
        HARNESS_GOBLIN,
    ]);
    go(&mut g, &["activate kanga"]);
    rig(&mut g, "attack", &["ranged", "ranged", "ranged"]);
    go(&mut g, &["attack kanga rusty_blade diva"]);
    assert_eq!(prompt(&g), "kanga is active");
    assert!(exhausted(&g, "kanga", "rusty_blade"));
}

#[test]
fn maya_mana_mastery_uses_a_magic_card_twice_before_it_is_exhausted() {
    let mut g = start(&[
        "{ id: maya, side: blue, at: a1, card: maya, cards: [life_drain] }",
        "{ id: diva, side: red, at: d1, card: diva }",
    ]);
    go(&mut g, &["activate maya"]);
    rig(&mut g, "attack", &["melee", "melee", "melee", "melee"]);
    go(&mut g, &["attack maya life_drain diva"]);
    assert!(!exhausted(&g, "maya", "life_drain"));
    assert!(card_flag(&g, "maya", "life_drain", "mana_spent"));
    go(
        &mut g,
        &["end maya", "activate diva", "end diva", "activate maya"],
    );
    go(&mut g, &["attack maya life_drain diva"]);
    assert!(exhausted(&g, "maya", "life_drain"));
    // Resting readies the card and restores its spare use.
    go(&mut g, &["end maya", "rest", "rest"]);
    assert!(!exhausted(&g, "maya", "life_drain"));
    assert!(!card_flag(&g, "maya", "life_drain", "mana_spent"));
}

#[test]
fn maya_mana_mastery_ignores_other_cards() {
    let mut g = start(&[
        "{ id: maya, side: blue, at: a1, card: maya, cards: [slingshot] }",
        "{ id: diva, side: red, at: d1, card: diva }",
    ]);
    go(&mut g, &["activate maya"]);
    rig(&mut g, "attack", &["melee", "melee"]);
    go(&mut g, &["attack maya slingshot diva"]);
    assert!(exhausted(&g, "maya", "slingshot"));
}

#[test]
fn scarlet_backstab_adds_a_die_against_a_flanked_target() {
    for (ally_at, expected) in [("c1", 4), ("a2", 3)] {
        let maya = format!("{{ id: maya, side: blue, at: {ally_at}, card: maya }}");
        let mut g = start(&[
            "{ id: scarlet, side: blue, at: a1, card: scarlet, cards: [rusty_blade] }",
            &maya,
            "{ id: minotaur, side: monsters, at: b1, card: minotaur }",
            "{ id: diva, side: red, at: d2, card: diva }",
        ]);
        go(&mut g, &["activate scarlet"]);
        rig(&mut g, "attack", &["melee", "melee", "melee", "melee"]);
        rig(&mut g, "defence", &["blank"]);
        go(&mut g, &["attack scarlet rusty_blade minotaur"]);
        assert_eq!(wounds(&g, "minotaur"), expected, "ally at {ally_at}");
    }
}

#[test]
fn seth_piercing_magic_leaves_the_target_no_defence_dice() {
    for (card, expected) in [("nova_bolt", 2), ("slingshot", 0)] {
        let seth = format!("{{ id: seth, side: blue, at: a1, card: seth, cards: [{card}] }}");
        let mut g = start(&[&seth, "{ id: diva, side: red, at: d1, card: diva }"]);
        go(&mut g, &["activate seth"]);
        rig(&mut g, "attack", &["ranged", "ranged"]);
        rig(&mut g, "defence", &["shield", "shield", "shield", "shield"]);
        go(&mut g, &[&format!("attack seth {card} diva")]);
        assert_eq!(wounds(&g, "diva"), expected, "{card}");
    }
}

#[test]
fn spike_revenge_wounds_the_attacker_once_per_defence_crit() {
    let mut g = start(&[
        "{ id: zazu, side: blue, at: a1, card: zazu, cards: [slingshot] }",
        "{ id: spike, side: red, at: d1, card: spike }",
    ]);
    go(&mut g, &["activate zazu"]);
    rig(&mut g, "attack", &["ranged", "ranged"]);
    // Two crits, each with its extra die (blank).
    rig(&mut g, "defence", &["crit", "crit", "blank", "blank"]);
    go(&mut g, &["attack zazu slingshot spike"]);
    assert_eq!(wounds(&g, "zazu"), 2);
    assert_eq!(wounds(&g, "spike"), 0);
}

#[test]
fn spike_revenge_can_kill_the_attacker() {
    let mut g = start(&[
        "{ id: zazu, side: blue, at: a1, card: zazu, cards: [slingshot], preset_wounds: 3 }",
        "{ id: spike, side: red, at: d1, card: spike }",
        HARNESS_GOBLIN,
    ]);
    go(&mut g, &["activate zazu"]);
    rig(&mut g, "attack", &["ranged", "ranged"]);
    rig(&mut g, "defence", &["crit", "blank", "blank"]);
    go(&mut g, &["attack zazu slingshot spike"]);
    assert!(!on_board(&g, "zazu"));
    assert!(log(&g).contains(&"event figure_killed zazu".to_string()));
    assert_eq!(wounds(&g, "spike"), 1);
}

#[test]
fn zazu_opportunity_keeps_the_card_ready_against_a_flanked_target() {
    for (diva_at, flanked) in [("c2", true), ("a2", false)] {
        let diva = format!("{{ id: diva, side: red, at: {diva_at}, card: diva }}");
        let mut g = start(&[
            "{ id: zazu, side: blue, at: a1, card: zazu, cards: [slingshot] }",
            "{ id: orc1, side: monsters, at: c1, card: orc_marauder }",
            &diva,
        ]);
        go(&mut g, &["activate zazu"]);
        rig(&mut g, "attack", &["melee", "melee"]);
        go(&mut g, &["attack zazu slingshot orc1"]);
        assert_eq!(
            exhausted(&g, "zazu", "slingshot"),
            !flanked,
            "diva at {diva_at}"
        );
    }
}

// ---------------------------------------------------------------------------------------------
// Monsters (their attacks run through the harness)
// ---------------------------------------------------------------------------------------------

#[test]
fn orc_captain_has_a_reroll() {
    let mut g = start(&[
        "{ id: maya, side: blue, at: a1, card: maya }",
        "{ id: captain, side: monsters, at: b1, card: orc_captain, attacks: maya, cards: [test_harness] }",
        "{ id: diva, side: red, at: d2, card: diva }",
    ]);
    rig(&mut g, "attack", &["ranged", "ranged", "ranged"]);
    go(&mut g, &["activate maya"]);
    assert_eq!(prompt(&g), "captain may reroll attack dice (1 left)");
    rig(&mut g, "attack", &["melee"]);
    rig(&mut g, "defence", &["blank"]);
    go(&mut g, &["reroll 1"]);
    assert_eq!(wounds(&g, "maya"), 1);
}

#[test]
fn spear_beastman_rolls_an_extra_die_close_to_another_monster() {
    for (orc_at, expected) in [("b2", 4), ("d2", 3)] {
        let orc = format!("{{ id: orc1, side: monsters, at: {orc_at}, card: orc_marauder }}");
        let mut g = start(&[
            "{ id: maya, side: blue, at: d1, card: maya }",
            "{ id: spear, side: monsters, at: b1, card: spear_beastman, attacks: maya, cards: [test_harness] }",
            &orc,
            "{ id: diva, side: red, at: a2, card: diva }",
        ]);
        rig(&mut g, "attack", &["ranged", "ranged", "ranged", "ranged"]);
        rig(&mut g, "defence", &["blank"]);
        go(&mut g, &["activate maya"]);
        assert_eq!(wounds(&g, "maya"), expected, "orc at {orc_at}");
    }
}

#[test]
fn hammer_beastman_dazes_a_hero_it_wounds_until_the_guild_rests() {
    let mut g = start(&[
        "{ id: maya, side: blue, at: a1, card: maya }",
        "{ id: hammer, side: monsters, at: b1, card: hammer_beastman, attacks: maya, cards: [test_harness] }",
        "{ id: diva, side: red, at: d2, card: diva }",
    ]);
    rig(&mut g, "attack", &["melee", "ranged", "ranged", "ranged"]);
    rig(&mut g, "defence", &["blank"]);
    go(&mut g, &["activate maya"]);
    assert_eq!(wounds(&g, "maya"), 1);
    assert_eq!(fig_var(&g, "maya", "dazed"), Some(Var::Bool(true)));
    go(&mut g, &["end maya", "rest"]);
    assert_eq!(
        fig_var(&g, "maya", "dazed"),
        Some(Var::Bool(true)),
        "red's rest"
    );
    go(&mut g, &["rest"]);
    assert_eq!(fig_var(&g, "maya", "dazed"), None);
}

#[test]
fn hammer_beastman_does_not_daze_without_a_wound() {
    let mut g = start(&[
        "{ id: maya, side: blue, at: a1, card: maya }",
        "{ id: hammer, side: monsters, at: b1, card: hammer_beastman, attacks: maya, cards: [test_harness] }",
        "{ id: diva, side: red, at: d2, card: diva }",
    ]);
    rig(&mut g, "attack", &["ranged", "ranged", "ranged", "ranged"]);
    go(&mut g, &["activate maya"]);
    assert_eq!(fig_var(&g, "maya", "dazed"), None);
}

#[test]
fn sister_of_pleasure_heals_two_wounds_per_crit() {
    let mut g = start(&[
        "{ id: maya, side: blue, at: d1, card: maya }",
        "{ id: sister, side: monsters, at: b1, card: sister_of_pleasure, attacks: maya, preset_wounds: 2, cards: [test_harness] }",
        "{ id: diva, side: red, at: a2, card: diva }",
    ]);
    rig(&mut g, "attack", &["crit", "ranged", "ranged", "melee"]);
    rig(&mut g, "defence", &["blank"]);
    go(&mut g, &["activate maya"]);
    assert_eq!(wounds(&g, "maya"), 3);
    assert_eq!(wounds(&g, "sister"), 0);
}

#[test]
fn sister_of_pain_exhausts_an_attack_card_per_crit() {
    let mut g = start(&[
        "{ id: zazu, side: blue, at: a1, card: zazu, cards: [slingshot, nova_bolt] }",
        "{ id: sister, side: monsters, at: b1, card: sister_of_pain, attacks: zazu, cards: [test_harness] }",
        "{ id: diva, side: red, at: d2, card: diva }",
    ]);
    rig(&mut g, "attack", &["crit", "ranged", "ranged", "ranged"]);
    rig(&mut g, "defence", &["blank", "blank"]);
    go(&mut g, &["activate zazu"]);
    assert_eq!(prompt(&g), "Sister of Pain: exhaust which card of zazu?");
    assert_eq!(keys(&g), ["exhaust slingshot", "exhaust nova_bolt"]);
    go(&mut g, &["exhaust nova_bolt"]);
    assert!(exhausted(&g, "zazu", "nova_bolt"));
    assert!(!exhausted(&g, "zazu", "slingshot"));
    assert_eq!(wounds(&g, "zazu"), 1);
}

#[test]
fn troll_crush_your_heads_targets_every_close_hero() {
    let mut g = start(&[
        "{ id: maya, side: blue, at: a1, card: maya }",
        "{ id: zazu, side: blue, at: c1, card: zazu }",
        "{ id: troll, side: monsters, at: b1, card: troll, attacks: maya, cards: [test_harness] }",
        "{ id: goblin1, side: monsters, at: b1, card: goblin_archer }",
        "{ id: diva, side: red, at: b2, card: diva }",
        "{ id: wisp, side: red, at: d2, card: wisp }",
    ]);
    rig(&mut g, "attack", &["melee", "melee", "ranged", "ranged"]);
    rig(&mut g, "defence", &["blank"; 7]);
    go(&mut g, &["activate maya"]);
    for hero in ["maya", "zazu", "diva"] {
        assert_eq!(wounds(&g, hero), 2, "{hero}");
    }
    assert_eq!(wounds(&g, "wisp"), 0, "wisp is not Close");
    assert_eq!(wounds(&g, "goblin1"), 0, "a monster is not a hero");
}

#[test]
fn minotaur_each_crit_adds_a_hit() {
    let mut g = start(&[
        "{ id: maya, side: blue, at: a1, card: maya }",
        "{ id: minotaur, side: monsters, at: b1, card: minotaur, attacks: maya, cards: [test_harness] }",
        "{ id: diva, side: red, at: d2, card: diva }",
    ]);
    rig(
        &mut g,
        "attack",
        &["crit", "ranged", "ranged", "ranged", "ranged"],
    );
    rig(&mut g, "defence", &["blank"]);
    go(&mut g, &["activate maya"]);
    assert_eq!(wounds(&g, "maya"), 2);
}

#[test]
fn lord_fang_may_hit_enemies_close_to_the_target() {
    let mut g = start(&[
        "{ id: maya, side: blue, at: a1, card: maya }",
        "{ id: zazu, side: blue, at: a2, card: zazu }",
        "{ id: fang, side: monsters, at: d1, card: lord_fang, attacks: maya, cards: [test_harness] }",
        "{ id: diva, side: red, at: d2, card: diva }",
    ]);
    rig(&mut g, "attack", &["ranged", "ranged", "melee", "melee"]);
    rig(&mut g, "defence", &["blank", "blank", "blank"]);
    go(&mut g, &["activate maya"]);
    assert_eq!(prompt(&g), "Lord Fang: hit another enemy Close to maya?");
    assert_eq!(keys(&g), ["no more targets", "also target zazu"]);
    go(&mut g, &["also target zazu"]);
    assert_eq!(wounds(&g, "maya"), 2);
    assert_eq!(wounds(&g, "zazu"), 2);
    assert_eq!(wounds(&g, "diva"), 0);
}

// ---------------------------------------------------------------------------------------------
// Exploration tokens
// ---------------------------------------------------------------------------------------------

#[test]
fn trap_wounds_the_hero_who_collects_it_and_is_discarded() {
    // Grom starts on the trap: the rules make him collect it as his activation starts.
    let text = scenario(&[
        "{ id: grom, side: blue, at: a1, card: grom }",
        "{ id: diva, side: red, at: d1, card: diva }",
    ])
    .replace("figures:\n", "tokens:\n  a1: trap\nfigures:\n");
    let mut g = game_on(&lib(), &text, 1, Default::default()).unwrap_or_else(|e| panic!("{e}"));
    go(&mut g, &["activate grom"]);
    assert!(log(&g).contains(&"event token_collected grom trap".to_string()));
    assert_eq!(wounds(&g, "grom"), 1);
    assert_eq!(holder_of(&g, "trap"), Holder::Nowhere);
}

#[test]
fn healing_potion_clears_wounds_and_death_curses() {
    let mut g = start(&[
        "{ id: diva, side: red, at: d1, card: diva }",
        "{ id: maya, side: blue, at: a1, card: maya, cards: [healing_potion, weak_grip], preset_wounds: 3 }",
        HARNESS_GOBLIN,
    ]);
    go(&mut g, &["activate diva", "end diva", "activate maya"]);
    assert_eq!(prompt(&g), "maya is active");
    go(&mut g, &["drink healing_potion"]);
    assert_eq!(wounds(&g, "maya"), 0);
    assert_eq!(holder_of(&g, "weak_grip"), Holder::Nowhere);
    assert_eq!(holder_of(&g, "healing_potion"), Holder::Nowhere);
}

#[test]
fn healing_potion_can_be_kept() {
    let mut g = start(&[
        "{ id: diva, side: red, at: d1, card: diva }",
        "{ id: maya, side: blue, at: a1, card: maya, cards: [healing_potion], preset_wounds: 3 }",
        HARNESS_GOBLIN,
    ]);
    go(
        &mut g,
        &["activate diva", "end diva", "activate maya", "end maya"],
    );
    assert_eq!(wounds(&g, "maya"), 3);
    assert_eq!(
        holder_of(&g, "healing_potion"),
        Holder::Figure("maya".into())
    );
}

#[test]
fn refreshing_potion_unexhausts_the_heros_cards() {
    let mut g = start(&[
        "{ id: zazu, side: blue, at: a1, card: zazu, cards: [slingshot, refreshing_potion] }",
        "{ id: diva, side: red, at: d1, card: diva }",
    ]);
    go(&mut g, &["activate zazu"]);
    rig(&mut g, "attack", &["melee", "melee"]);
    go(
        &mut g,
        &[
            "attack zazu slingshot diva",
            "end zazu",
            "activate diva",
            "end diva",
        ],
    );
    assert!(exhausted(&g, "zazu", "slingshot"));
    go(&mut g, &["activate zazu"]);
    assert_eq!(prompt(&g), "zazu is active");
    go(&mut g, &["drink refreshing_potion"]);
    assert!(!exhausted(&g, "zazu", "slingshot"));
    assert_eq!(holder_of(&g, "refreshing_potion"), Holder::Nowhere);
}

// ---------------------------------------------------------------------------------------------
// Death curses
// ---------------------------------------------------------------------------------------------

#[test]
fn shaky_hands_takes_one_reroll_away() {
    let mut g = start(&[
        "{ id: zazu, side: blue, at: a1, card: zazu, cards: [parrying_blade, slingshot, shaky_hands] }",
        "{ id: diva, side: red, at: d1, card: diva }",
    ]);
    go(&mut g, &["activate zazu"]);
    rig(&mut g, "attack", &["melee", "melee"]);
    go(&mut g, &["attack zazu slingshot diva"]);
    // Parrying Blade's reroll is cancelled: no reroll is offered.
    assert_eq!(prompt(&g), "zazu is active");
}

#[test]
fn brittle_bones_costs_a_defence_die() {
    let mut g = start(&[
        "{ id: zazu, side: blue, at: a1, card: zazu, cards: [slingshot] }",
        "{ id: diva, side: red, at: d1, card: diva, cards: [brittle_bones] }",
    ]);
    go(&mut g, &["activate zazu"]);
    rig(&mut g, "attack", &["ranged", "ranged"]);
    // Four dice would save once; three roll only blanks.
    rig(&mut g, "defence", &["blank", "blank", "blank", "shield"]);
    go(&mut g, &["attack zazu slingshot diva"]);
    assert_eq!(wounds(&g, "diva"), 2);
}

#[test]
fn weak_grip_costs_an_attack_die() {
    let mut g = start(&[
        "{ id: grom, side: blue, at: a1, card: grom, cards: [rusty_blade, weak_grip] }",
        "{ id: minotaur, side: monsters, at: b1, card: minotaur }",
        "{ id: diva, side: red, at: d1, card: diva }",
    ]);
    go(&mut g, &["activate grom"]);
    rig(&mut g, "attack", &["melee", "melee", "melee"]);
    rig(&mut g, "defence", &["blank"]);
    go(&mut g, &["attack grom rusty_blade minotaur"]);
    assert_eq!(wounds(&g, "minotaur"), 2);
}

#[test]
fn marked_for_death_gives_attackers_an_extra_die() {
    let mut g = start(&[
        "{ id: zazu, side: blue, at: a1, card: zazu, cards: [slingshot] }",
        "{ id: diva, side: red, at: d1, card: diva, cards: [marked_for_death] }",
    ]);
    go(&mut g, &["activate zazu"]);
    rig(&mut g, "attack", &["ranged", "ranged", "ranged"]);
    rig(&mut g, "defence", &["blank", "blank", "blank", "blank"]);
    go(&mut g, &["attack zazu slingshot diva"]);
    assert_eq!(wounds(&g, "diva"), 3);
}

#[test]
fn open_wounds_adds_a_wound_and_can_kill() {
    let mut g = start(&[
        "{ id: zazu, side: blue, at: a1, card: zazu, cards: [slingshot] }",
        "{ id: diva, side: red, at: d1, card: diva, cards: [open_wounds] }",
        "{ id: wisp, side: red, at: d2, card: wisp, cards: [open_wounds] }",
    ]);
    go(&mut g, &["activate zazu"]);
    rig(&mut g, "attack", &["ranged", "melee"]);
    rig(&mut g, "defence", &["blank", "blank", "blank", "blank"]);
    go(&mut g, &["attack zazu slingshot diva"]);
    assert_eq!(wounds(&g, "diva"), 2);
    // The slingshot is exhausted: blue rests before Zazu can shoot again.
    go(
        &mut g,
        &[
            "end zazu",
            "activate diva",
            "end diva",
            "rest",
            "activate diva",
            "end diva",
            "activate zazu",
        ],
    );
    rig(&mut g, "attack", &["ranged", "ranged"]);
    rig(&mut g, "defence", &["blank", "blank"]);
    // 2 wounds + 1: Wisp's 3 life are gone.
    go(&mut g, &["attack zazu slingshot wisp"]);
    assert!(!on_board(&g, "wisp"));
}
