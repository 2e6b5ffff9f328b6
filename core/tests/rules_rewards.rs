//! Kills and rewards, resting and exploration tokens (rulebook p.14, 17-18, 23-25) through the
//! real engine: `scripts/arcadia/rewards.lua` with rigged dice. Test scenarios turn off the
//! built-in PvP quests (`pvp_quests: false`) so quest coins never mix with the coins counted
//! here.
//!
//! A test-only card (`HARNESS`, never shipped) stands in for history a test cannot play quickly:
//! at the first activation start it gives figures the `preset_deaths` their scenario entry names,
//! pays their guild `pay` coins through `rewards.pay`, and exhausts every card of a figure marked
//! `exhaust: true`.

mod common;

use std::collections::BTreeSet;

use common::{game_on, library};
use skirmish_core::DiceSet;
use skirmish_core::game::state::{Holder, Scope, Var};
use skirmish_core::game::{Game, Library};

const HARNESS: &str = r#"-- Test harness: history a test cannot play quickly.
return {
  name = "Rewards test harness",
  kind = "quest",
  on = {
    activation_start = function(self, e, game)
      if game.vars.harness_done then return end
      game.vars.harness_done = true
      for _, f in ipairs(game.figures()) do
        local s = game.scenario.figure(f.id)
        if s and s.preset_deaths then f.death_tokens = s.preset_deaths end
        if s and s.pay then require("arcadia.rewards").pay(game, f.side, s.pay) end
        if s and s.exhaust then
          for _, c in ipairs(f:cards()) do c.exhausted = true end
        end
      end
    end,
  },
}
"#;

/// A monster in the far corner that only holds the harness (it is never Close to a hero).
const HARNESS_HOLDER: &str =
    "{ id: keeper, side: monsters, at: f3, card: goblin_archer, cards: [test_rewards_harness] }";

fn lib() -> Library {
    let mut lib = library();
    lib.files.insert(
        "cards/arcadia/test_rewards_harness.lua".into(),
        HARNESS.into(),
    );
    lib
}

/// A 6x3 open board (a1..f1 on top, a3..f3 at the bottom), `extra` scenario lines, figures.
fn scenario(extra: &str, figures: &[&str]) -> String {
    let mut s = String::from(
        "ruleset: arcadia\npvp_quests: false\nboard: |\n  +---+---+---+---+---+---+\n  | .   .   .   .   .   . |\n  +   +   +   +   +   +   +\n  | .   .   .   .   .   . |\n  +   +   +   +   +   +   +\n  | .   .   .   .   .   . |\n  +---+---+---+---+---+---+\n",
    );
    s.push_str(extra);
    s.push_str("figures:\n");
    for f in figures {
        s.push_str("  - ");
        s.push_str(f);
        s.push('\n');
    }
    s
}

fn start(extra: &str, figures: &[&str]) -> Game {
    let text = scenario(extra, figures);
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

fn int(g: &Game, scope: Scope, key: &str) -> i64 {
    g.state().int(&scope, key)
}

fn wounds(g: &Game, id: &str) -> i64 {
    int(g, Scope::Figure(id.into()), "wounds")
}

fn coins(g: &Game, side: &str) -> i64 {
    int(g, Scope::Side(side.into()), "coins")
}

fn fig_var(g: &Game, id: &str, key: &str) -> Option<Var> {
    g.state().get(&Scope::Figure(id.into()), key).cloned()
}

fn at(g: &Game, id: &str) -> Option<String> {
    let st = g.state();
    let i = st.figure(id).unwrap();
    st.table
        .is_on_board(i)
        .then(|| st.table.figure(i).at.to_string())
}

/// Instances of card `card`, as (holder, `at` variable) in creation order.
fn where_is(g: &Game, card: &str) -> Vec<(Holder, Option<Var>)> {
    let st = g.state();
    st.cards
        .iter()
        .filter(|c| c.card == card)
        .map(|c| (c.holder.clone(), st.get(&Scope::Card(c.id), "at").cloned()))
        .collect()
}

fn held_by(id: &str) -> Holder {
    Holder::Figure(id.into())
}

fn lying_on(space: &str) -> (Holder, Option<Var>) {
    (Holder::Nowhere, Some(Var::Str(space.into())))
}

fn exhausted(g: &Game, holder: &str, card: &str) -> bool {
    let st = g.state();
    let c = st
        .cards
        .iter()
        .find(|c| c.card == card && c.holder == held_by(holder))
        .unwrap_or_else(|| panic!("{holder} holds no {card}"));
    st.get(&Scope::Card(c.id), "exhausted") == Some(&Var::Bool(true))
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

fn logged(g: &Game, text: &str) -> bool {
    log(g).iter().any(|l| l.contains(text))
}

// ---------------------------------------------------------------------------------------------
// Kills and coins (p.18, 23-24)
// ---------------------------------------------------------------------------------------------

#[test]
fn aq_kill_credit_goes_to_the_guild_of_the_last_wound() {
    let mut g = start(
        "",
        &[
            "{ id: zazu, side: blue, at: a1, card: zazu, cards: [slingshot] }",
            "{ id: diva, side: red, at: f1, card: diva }",
            "{ id: johan, side: green, at: a3, card: johan, cards: [slingshot] }",
        ],
    );
    // Blue deals 2 of Diva's 4 wounds, green the last 2.
    rig(&mut g, "attack", &["ranged", "ranged"]);
    rig(&mut g, "defence", &["blank"; 4]);
    go(
        &mut g,
        &["activate zazu", "attack zazu slingshot diva", "end zazu"],
    );
    assert_eq!(wounds(&g, "diva"), 2);
    go(&mut g, &["activate diva", "end diva", "activate johan"]);
    rig(&mut g, "attack", &["ranged", "ranged"]);
    rig(&mut g, "defence", &["blank"; 4]);
    go(&mut g, &["attack johan slingshot diva"]);
    assert_eq!(at(&g, "diva"), None);
    assert_eq!(
        fig_var(&g, "diva", "killed_by"),
        Some(Var::Str("johan".into()))
    );
    assert_eq!((coins(&g, "green"), coins(&g, "blue")), (1, 0));
    assert_eq!(coins(&g, "red"), 0);
    assert_eq!(fig_var(&g, "diva", "death_tokens"), Some(Var::Int(1)));
}

#[test]
fn aq_monster_kill_pays_its_reward_to_the_killers_guild() {
    let mut g = start(
        "",
        &[
            "{ id: grom, side: blue, at: a1, card: grom, cards: [rusty_blade] }",
            "{ id: orc, side: monsters, at: b1, card: orc_marauder }",
            "{ id: diva, side: red, at: f3, card: diva }",
        ],
    );
    // 3 wounds reach the orc's Overkill: it dies at once, no Payback.
    rig(&mut g, "attack", &["melee"; 3]);
    go(&mut g, &["activate grom", "attack grom rusty_blade orc"]);
    assert_eq!(at(&g, "orc"), None);
    assert_eq!(coins(&g, "blue"), 1, "the orc's reward");
    assert_eq!(coins(&g, "red"), 0);
    assert_eq!(
        fig_var(&g, "orc", "death_tokens"),
        None,
        "monsters get no death token"
    );
}

#[test]
fn aq_villain_kill_pays_every_guild_that_wounded_it() {
    let mut g = start(
        "",
        &[
            "{ id: zazu, side: blue, at: a1, card: zazu, cards: [slingshot] }",
            "{ id: diva, side: red, at: a3, card: diva }",
            "{ id: johan, side: green, at: b3, card: johan, cards: [slingshot] }",
            "{ id: troll, side: monsters, at: e2, card: troll }",
        ],
    );
    // Blue wounds the troll (2 of its 4 life); the troll may pay back but stays put.
    rig(&mut g, "attack", &["ranged", "ranged"]);
    rig(&mut g, "defence", &["blank", "blank"]);
    go(&mut g, &["activate zazu", "attack zazu slingshot troll"]);
    assert_eq!(wounds(&g, "troll"), 2);
    go(
        &mut g,
        &["end troll", "end zazu", "activate diva", "end diva"],
    );
    // Green's crits explode into 6 hits: Overkill, so green's hero gets the kill at once.
    go(&mut g, &["activate johan"]);
    rig(
        &mut g,
        "attack",
        &["crit", "crit", "crit", "crit", "ranged", "ranged"],
    );
    rig(&mut g, "defence", &["blank", "blank"]);
    go(&mut g, &["attack johan slingshot troll"]);
    assert_eq!(at(&g, "troll"), None);
    assert_eq!(
        fig_var(&g, "troll", "killed_by"),
        Some(Var::Str("johan".into()))
    );
    assert_eq!((coins(&g, "blue"), coins(&g, "green")), (3, 3));
    assert_eq!(coins(&g, "red"), 0, "red never wounded it");
}

#[test]
fn aq_hero_kill_pays_one_coin_and_the_killer_takes_one_token() {
    let mut g = start(
        "",
        &[
            "{ id: zazu, side: blue, at: a1, card: zazu, cards: [slingshot] }",
            "{ id: wisp, side: red, at: f1, card: wisp, cards: [treasure_chest_3, healing_potion] }",
        ],
    );
    rig(&mut g, "attack", &["ranged", "crit", "ranged"]);
    rig(&mut g, "defence", &["blank", "blank"]);
    go(&mut g, &["activate zazu", "attack zazu slingshot wisp"]);
    assert_eq!(prompt(&g), "zazu may take one of wisp's tokens");
    assert_eq!(
        keys(&g),
        [
            "take treasure_chest_3",
            "take healing_potion",
            "take no token"
        ]
    );
    go(&mut g, &["take treasure_chest_3"]);
    assert_eq!(at(&g, "wisp"), None);
    assert_eq!(coins(&g, "blue"), 1);
    assert_eq!(coins(&g, "red"), 0);
    assert_eq!(fig_var(&g, "wisp", "death_tokens"), Some(Var::Int(1)));
    assert_eq!(where_is(&g, "treasure_chest_3"), [(held_by("zazu"), None)]);
    // The other token drops on the space where Wisp died.
    assert_eq!(where_is(&g, "healing_potion"), [lying_on("f1")]);
}

#[test]
fn aq_killer_in_the_victims_space_also_collects_the_dropped_tokens() {
    let mut g = start(
        "",
        &[
            "{ id: grom, side: blue, at: c1, card: grom, cards: [rusty_blade] }",
            "{ id: wisp, side: red, at: c1, card: wisp, cards: [treasure_chest_1, treasure_chest_2] }",
        ],
    );
    rig(&mut g, "attack", &["melee"; 3]);
    rig(&mut g, "defence", &["blank", "blank"]);
    go(
        &mut g,
        &[
            "activate grom",
            "attack grom rusty_blade wisp",
            "take treasure_chest_2",
        ],
    );
    // The enemy is gone, so the active hero must pick up what lies in its space (p.25).
    assert_eq!(where_is(&g, "treasure_chest_1"), [(held_by("grom"), None)]);
    assert_eq!(where_is(&g, "treasure_chest_2"), [(held_by("grom"), None)]);
}

#[test]
fn aq_a_monster_killing_a_hero_pays_every_other_guild() {
    let mut g = start(
        "",
        &[
            "{ id: seth, side: blue, at: a1, card: seth }",
            "{ id: orc, side: monsters, at: b1, card: orc_marauder }",
            "{ id: diva, side: red, at: f1, card: diva }",
            "{ id: johan, side: green, at: f3, card: johan }",
        ],
    );
    // Leaving a space Close to the orc triggers its Guard attack, which kills Seth.
    rig(&mut g, "attack", &["melee"; 3]);
    rig(&mut g, "defence", &["blank", "blank"]);
    go(&mut g, &["activate seth", "move seth", "move seth a2"]);
    assert_eq!(at(&g, "seth"), None);
    assert_eq!(
        fig_var(&g, "seth", "killed_by"),
        Some(Var::Str("orc".into()))
    );
    assert_eq!(
        (coins(&g, "blue"), coins(&g, "red"), coins(&g, "green")),
        (0, 1, 1)
    );
    assert_eq!(fig_var(&g, "seth", "death_tokens"), Some(Var::Int(1)));
}

#[test]
fn trap_wounds_kills_as_a_neutral_element_and_drops_the_victims_tokens() {
    let mut g = start(
        "tokens:\n  e1: trap\n",
        &[
            "{ id: zazu, side: blue, at: a1, card: zazu, cards: [slingshot] }",
            "{ id: wisp, side: red, at: f1, card: wisp, cards: [treasure_chest_4] }",
        ],
    );
    rig(&mut g, "attack", &["ranged", "ranged"]);
    rig(&mut g, "defence", &["blank", "blank"]);
    go(
        &mut g,
        &["activate zazu", "attack zazu slingshot wisp", "end zazu"],
    );
    assert_eq!(wounds(&g, "wisp"), 2);
    go(&mut g, &["activate wisp", "move wisp", "move wisp e1"]);
    assert!(logged(&g, "event token_collected wisp trap"));
    assert_eq!(at(&g, "wisp"), None, "the trap's wound was its third");
    assert_eq!(where_is(&g, "trap"), [(Holder::Nowhere, None)], "discarded");
    assert_eq!(
        fig_var(&g, "wisp", "killed_by"),
        Some(Var::Str("none".into()))
    );
    assert_eq!(
        coins(&g, "blue"),
        1,
        "a hero killed by a trap pays every other guild"
    );
    assert_eq!(where_is(&g, "treasure_chest_4"), [lying_on("e1")]);
    assert_eq!(
        prompt(&g),
        "turn 3: blue to play",
        "its movement ended with it"
    );
}

#[test]
fn trap_wound_is_not_defended() {
    let mut g = start(
        "tokens:\n  b1: trap\n",
        &[
            "{ id: diva, side: blue, at: a1, card: diva }",
            "{ id: wisp, side: red, at: f1, card: wisp }",
        ],
    );
    rig(&mut g, "defence", &["shield"; 4]);
    go(&mut g, &["activate diva", "move diva", "move diva b1"]);
    assert_eq!(wounds(&g, "diva"), 1);
    assert_eq!(at(&g, "diva").as_deref(), Some("b1"));
    assert_eq!(coins(&g, "red"), 0);
}

#[test]
fn coins_are_never_negative() {
    let mut g = start(
        "",
        &[
            "{ id: zazu, side: blue, at: a1, card: zazu, pay: -5 }",
            "{ id: wisp, side: red, at: f1, card: wisp }",
            HARNESS_HOLDER,
        ],
    );
    go(&mut g, &["activate zazu"]);
    assert_eq!(coins(&g, "blue"), 0);
    assert!(
        !logged(&g, "blue coins = -"),
        "the side var never went below 0"
    );
}

// ---------------------------------------------------------------------------------------------
// Death tokens and curses (p.18, 24)
// ---------------------------------------------------------------------------------------------

/// The deck order of rewards.DEATH_CURSES: lingering_chill 1, shaky_hands 2, brittle_bones 3,
/// weak_grip 4, marked_for_death 5, dead_weight 6, open_wounds 7, hollow_mind 8. One attack die
/// per bit of the card's place in the deck (from 0): `ranged` is 1, anything else 0.
#[test]
fn death_curses_are_drawn_one_per_death_token_and_the_highest_is_kept() {
    let mut g = start(
        "turn_limit: 1\n",
        &[
            "{ id: zazu, side: blue, at: a1, card: zazu, cards: [hollow_mind], preset_deaths: 2 }",
            "{ id: wisp, side: red, at: f1, card: wisp }",
            HARNESS_HOLDER,
        ],
    );
    go(&mut g, &["activate zazu"]);
    // Draw 1 of 8: place 3 (bits 1,1,0) = weak_grip. Draw 2 of 7: place 7 is past the end and
    // is rolled again; place 1 (bits 1,0,0) = shaky_hands.
    rig(
        &mut g,
        "attack",
        &[
            "ranged", "ranged", "melee", "ranged", "ranged", "ranged", "ranged", "melee", "melee",
        ],
    );
    go(&mut g, &["end zazu"]);
    assert!(g.finished().is_some(), "the turn limit ends the scenario");
    assert!(
        logged(
            &g,
            "death curse: zazu draws weak_grip, shaky_hands; keeps weak_grip"
        ),
        "{:#?}",
        log(&g)
    );
    assert_eq!(where_is(&g, "weak_grip"), [(held_by("zazu"), None)]);
    assert!(where_is(&g, "shaky_hands").is_empty(), "a discarded draw");
    // Last scenario's curse went back to the deck first.
    assert_eq!(where_is(&g, "hollow_mind"), [(Holder::Nowhere, None)]);
}

#[test]
fn death_curse_deck_is_every_card_of_the_death_curses_folder() {
    let mut g = start(
        "turn_limit: 1\n",
        &[
            "{ id: zazu, side: blue, at: a1, card: zazu, preset_deaths: 8 }",
            "{ id: wisp, side: red, at: f1, card: wisp }",
            HARNESS_HOLDER,
        ],
    );
    go(&mut g, &["activate zazu", "end zazu"]);
    let line = log(&g)
        .into_iter()
        .find(|l| l.contains("death curse: zazu draws "))
        .expect("a draw");
    let drawn = line
        .split("draws ")
        .nth(1)
        .unwrap()
        .split(';')
        .next()
        .unwrap();
    let drawn: BTreeSet<String> = drawn.split(", ").map(str::to_string).collect();
    let folder: BTreeSet<String> = lib()
        .card_files("arcadia")
        .iter()
        .filter(|(p, _)| p.starts_with("cards/arcadia/death_curses/"))
        .map(|(p, _)| skirmish_core::game::card_id(p).to_string())
        .collect();
    assert_eq!(drawn, folder);
    assert!(line.ends_with("keeps hollow_mind"), "{line}");
}

#[test]
fn random_draws_use_a_fair_coin_of_the_attack_die() {
    // rewards.random reads one bit per attack die from its `ranged` tag.
    let set = DiceSet::parse(
        library().get("scripts/arcadia/dice.yaml").unwrap(),
        "dice.yaml",
    )
    .unwrap();
    let ranged = set.tag("ranged").unwrap();
    let faces = set.die("attack").unwrap().faces();
    let n = faces.iter().filter(|f| f.has(ranged)).count();
    assert_eq!(2 * n, faces.len());
}

#[test]
fn a_hero_without_death_tokens_draws_no_curse() {
    let mut g = start(
        "turn_limit: 1\n",
        &[
            "{ id: zazu, side: blue, at: a1, card: zazu }",
            "{ id: wisp, side: red, at: f1, card: wisp }",
        ],
    );
    go(&mut g, &["activate zazu", "end zazu"]);
    assert!(g.finished().is_some());
    assert!(!logged(&g, "death curse"));
}

// ---------------------------------------------------------------------------------------------
// Rest (p.14, 18, 27)
// ---------------------------------------------------------------------------------------------

/// Zazu (blue) kills Wisp (red) with one shot from a1.
fn kill_wisp(g: &mut Game) {
    rig(g, "attack", &["ranged", "crit", "ranged"]);
    rig(g, "defence", &["blank", "blank"]);
    go(
        g,
        &["activate zazu", "attack zazu slingshot wisp", "end zazu"],
    );
    assert_eq!(at(g, "wisp"), None);
}

#[test]
fn aq_rest_resurrects_in_the_start_area_or_close_to_an_ally() {
    let mut g = start(
        "start_areas:\n  red: [f3]\n",
        &[
            "{ id: zazu, side: blue, at: a1, card: zazu, cards: [slingshot] }",
            "{ id: grom, side: blue, at: e2, card: grom }",
            "{ id: maya, side: blue, at: e2, card: maya }",
            "{ id: wisp, side: red, at: f1, card: wisp }",
            "{ id: diva, side: red, at: f2, card: diva }",
        ],
    );
    kill_wisp(&mut g);
    go(&mut g, &["rest"]);
    assert_eq!(prompt(&g), "where does wisp come back?");
    // The start area, then Diva's space and those Close to it; e2 is Full.
    assert_eq!(
        keys(&g),
        [
            "resurrect wisp f3",
            "resurrect wisp f2",
            "resurrect wisp f1",
            "leave wisp"
        ]
    );
    go(&mut g, &["resurrect wisp f1"]);
    assert_eq!(at(&g, "wisp").as_deref(), Some("f1"));
    assert_eq!(wounds(&g, "wisp"), 0);
    assert_eq!(
        fig_var(&g, "wisp", "death_tokens"),
        Some(Var::Int(1)),
        "death tokens stay until the Upgrade Phase"
    );
    assert_eq!(prompt(&g), "turn 3: blue to play");
}

#[test]
fn aq_rest_resurrecting_is_a_may_a_hero_left_off_comes_back_at_a_later_rest() {
    // p.18: "Any of the player's killed Heroes may be resurrected".
    let mut g = start(
        "start_areas:\n  red: [f3]\n",
        &[
            "{ id: zazu, side: blue, at: a1, card: zazu, cards: [slingshot] }",
            "{ id: wisp, side: red, at: f1, card: wisp }",
            "{ id: diva, side: red, at: f2, card: diva }",
        ],
    );
    kill_wisp(&mut g);
    let wounds_when_killed = wounds(&g, "wisp");
    go(&mut g, &["rest", "leave wisp"]);
    assert_eq!(at(&g, "wisp"), None, "left off the board");
    assert_eq!(
        wounds(&g, "wisp"),
        wounds_when_killed,
        "a hero left off keeps its wounds"
    );
    assert_eq!(prompt(&g), "turn 3: blue to play");
    go(&mut g, &["rest", "rest"]);
    assert_eq!(
        prompt(&g),
        "where does wisp come back?",
        "asked again at the next rest"
    );
    go(&mut g, &["resurrect wisp f3"]);
    assert_eq!(at(&g, "wisp").as_deref(), Some("f3"));
    assert_eq!(wounds(&g, "wisp"), 0);
}

#[test]
fn rest_without_start_areas_uses_the_guilds_setup_spaces() {
    let mut g = start(
        "",
        &[
            "{ id: zazu, side: blue, at: a1, card: zazu, cards: [slingshot] }",
            "{ id: wisp, side: red, at: f1, card: wisp }",
            "{ id: diva, side: red, at: c3, card: diva }",
        ],
    );
    kill_wisp(&mut g);
    go(&mut g, &["rest"]);
    assert_eq!(
        keys(&g),
        [
            "resurrect wisp f1",
            "resurrect wisp c3",
            "resurrect wisp c2",
            "resurrect wisp b3",
            "resurrect wisp d3",
            "leave wisp"
        ]
    );
}

#[test]
fn a_guild_with_every_hero_dead_rests_and_comes_back() {
    let mut g = start(
        "",
        &[
            "{ id: zazu, side: blue, at: a1, card: zazu, cards: [slingshot] }",
            "{ id: wisp, side: red, at: f1, card: wisp }",
        ],
    );
    kill_wisp(&mut g);
    assert_eq!(keys(&g), ["rest"], "no hero to activate");
    go(&mut g, &["rest"]);
    // No ally was on the board when the turn began: only the start area.
    assert_eq!(keys(&g), ["resurrect wisp f1", "leave wisp"]);
    go(&mut g, &["resurrect wisp f1"]);
    assert_eq!(at(&g, "wisp").as_deref(), Some("f1"));
}

#[test]
fn aq_rest_unexhausts_every_card_and_the_dazed_hero_recovers() {
    let mut g = start(
        "",
        &[
            "{ id: maya, side: blue, at: a1, card: maya }",
            "{ id: hammer, side: monsters, at: b1, card: hammer_beastman }",
            "{ id: zazu, side: red, at: f2, card: zazu, cards: [slingshot] }",
        ],
    );
    // Leaving the hammer's guard: its Knockdown wounds Maya once and dazes her.
    rig(&mut g, "attack", &["melee", "ranged", "ranged", "ranged"]);
    rig(&mut g, "defence", &["blank"]);
    go(&mut g, &["activate maya", "move maya", "move maya a2"]);
    assert_eq!(wounds(&g, "maya"), 1);
    assert_eq!(fig_var(&g, "maya", "dazed"), Some(Var::Bool(true)));
    go(&mut g, &["end move", "end maya", "activate zazu"]);
    // AQ-DICE: a dazed figure rolls no defence: the queued shield is never rolled.
    rig(&mut g, "attack", &["ranged", "ranged"]);
    rig(&mut g, "defence", &["shield"]);
    go(&mut g, &["attack zazu slingshot maya", "end zazu"]);
    assert_eq!(wounds(&g, "maya"), 3);
    go(&mut g, &["rest"]);
    assert_eq!(fig_var(&g, "maya", "dazed"), None);
    assert!(exhausted(&g, "zazu", "slingshot"));
    go(&mut g, &["rest"]);
    assert!(!exhausted(&g, "zazu", "slingshot"), "red's rest");
}

#[test]
fn rest_unexhausts_the_hero_card_and_the_cards_of_dead_heroes() {
    let mut g = start(
        "",
        &[
            "{ id: zazu, side: blue, at: a1, card: zazu, cards: [slingshot] }",
            "{ id: wisp, side: red, at: f1, card: wisp, exhaust: true }",
            "{ id: diva, side: red, at: f3, card: diva, exhaust: true }",
            HARNESS_HOLDER,
        ],
    );
    kill_wisp(&mut g);
    assert!(exhausted(&g, "wisp", "wisp"), "a dead hero's card");
    assert!(exhausted(&g, "diva", "diva"), "the hero card");
    go(&mut g, &["rest", "resurrect wisp f1"]);
    assert!(!exhausted(&g, "wisp", "wisp"));
    assert!(!exhausted(&g, "diva", "diva"));
}

// ---------------------------------------------------------------------------------------------
// Exploration tokens (p.25)
// ---------------------------------------------------------------------------------------------

#[test]
fn aq_tokens_are_collected_when_arriving_or_passing_through() {
    let mut g = start(
        "tokens:\n  b1: treasure_chest_1\n  c1: { card: quest_token, colour: red }\n",
        &[
            "{ id: zazu, side: blue, at: a1, card: zazu }",
            "{ id: wisp, side: red, at: f3, card: wisp }",
        ],
    );
    assert_eq!(where_is(&g, "treasure_chest_1"), [lying_on("b1")]);
    go(
        &mut g,
        &[
            "activate zazu",
            "move zazu",
            "move zazu b1",
            "move zazu c1",
            "move zazu d1",
        ],
    );
    assert!(logged(&g, "event token_collected zazu treasure_chest_1"));
    assert!(logged(&g, "event token_collected zazu quest_token red"));
    assert_eq!(where_is(&g, "treasure_chest_1"), [(held_by("zazu"), None)]);
    // A quest token is simply kept: the scenario says what it means.
    assert_eq!(where_is(&g, "quest_token"), [(held_by("zazu"), None)]);
}

#[test]
fn aq_no_pickup_while_an_enemy_shares_the_space() {
    let mut g = start(
        "tokens:\n  c1: treasure_chest_2\n",
        &[
            "{ id: zazu, side: blue, at: a1, card: zazu }",
            "{ id: wisp, side: red, at: c1, card: wisp }",
        ],
    );
    go(
        &mut g,
        &[
            "activate zazu",
            "move zazu",
            "move zazu b1",
            "move zazu c1",
            "end move",
            "end zazu",
        ],
    );
    assert_eq!(where_is(&g, "treasure_chest_2"), [lying_on("c1")]);
    // Wisp stood there before the token could be taken, but it is not active: nothing happens.
    assert!(!logged(&g, "token_collected"));
    go(
        &mut g,
        &[
            "activate wisp",
            "move wisp",
            "move wisp d1",
            "end move",
            "end wisp",
        ],
    );
    // The enemy has gone: Zazu, still standing on it, collects it as its activation starts.
    go(&mut g, &["activate zazu"]);
    assert_eq!(where_is(&g, "treasure_chest_2"), [(held_by("zazu"), None)]);
}

#[test]
fn an_ally_in_the_space_does_not_stop_the_pickup() {
    let mut g = start(
        "tokens:\n  b1: treasure_chest_1\n",
        &[
            "{ id: zazu, side: blue, at: a1, card: zazu }",
            "{ id: grom, side: blue, at: b1, card: grom }",
            "{ id: wisp, side: red, at: f3, card: wisp }",
        ],
    );
    go(&mut g, &["activate zazu", "move zazu", "move zazu b1"]);
    assert_eq!(where_is(&g, "treasure_chest_1"), [(held_by("zazu"), None)]);
}

#[test]
fn a_scenario_token_that_is_not_a_token_card_is_refused() {
    let text = scenario(
        "tokens:\n  b1: rusty_blade\n",
        &[
            "{ id: zazu, side: blue, at: a1, card: zazu }",
            "{ id: wisp, side: red, at: f3, card: wisp }",
        ],
    );
    let err = game_on(&lib(), &text, 1, Default::default())
        .err()
        .expect("refused")
        .to_string();
    assert!(
        err.contains("scenario `tokens:` b1: `rusty_blade` is not a token card"),
        "{err}"
    );
    let text = scenario(
        "tokens:\n  z9: trap\n",
        &[
            "{ id: zazu, side: blue, at: a1, card: zazu }",
            "{ id: wisp, side: red, at: f3, card: wisp }",
        ],
    );
    let err = game_on(&lib(), &text, 1, Default::default())
        .err()
        .expect("refused")
        .to_string();
    assert!(err.contains("z9"), "{err}");
}

#[test]
fn healing_potion_collected_then_drunk_heals_and_removes_curses() {
    let mut g = start(
        "tokens:\n  b1: healing_potion\n",
        &[
            "{ id: zazu, side: blue, at: a1, card: zazu, cards: [weak_grip] }",
            "{ id: wisp, side: red, at: f1, card: wisp, cards: [slingshot] }",
        ],
    );
    go(
        &mut g,
        &[
            "activate zazu",
            "move zazu",
            "move zazu b1",
            "end move",
            "end zazu",
        ],
    );
    assert_eq!(where_is(&g, "healing_potion"), [(held_by("zazu"), None)]);
    rig(&mut g, "attack", &["ranged", "ranged"]);
    rig(&mut g, "defence", &["blank", "blank"]);
    go(
        &mut g,
        &["activate wisp", "attack wisp slingshot zazu", "end wisp"],
    );
    assert_eq!(wounds(&g, "zazu"), 2);
    go(&mut g, &["activate zazu"]);
    assert_eq!(prompt(&g), "zazu is active");
    go(&mut g, &["drink healing_potion"]);
    assert_eq!(wounds(&g, "zazu"), 0);
    assert_eq!(where_is(&g, "weak_grip"), [(Holder::Nowhere, None)]);
    assert_eq!(where_is(&g, "healing_potion"), [(Holder::Nowhere, None)]);
}

#[test]
fn refreshing_potion_collected_then_drunk_unexhausts() {
    let mut g = start(
        "tokens:\n  b1: refreshing_potion\n",
        &[
            "{ id: zazu, side: blue, at: a1, card: zazu, cards: [slingshot] }",
            "{ id: wisp, side: red, at: f1, card: wisp }",
        ],
    );
    rig(&mut g, "attack", &["melee", "melee"]);
    go(
        &mut g,
        &[
            "activate zazu",
            "attack zazu slingshot wisp",
            "move zazu",
            "move zazu b1",
            "end move",
        ],
    );
    assert!(exhausted(&g, "zazu", "slingshot"));
    // Moved and attacked, but the potion may be drunk before the activation ends (p.25).
    assert_eq!(keys(&g), ["drink refreshing_potion", "end zazu"]);
    go(&mut g, &["end zazu"]);
    go(&mut g, &["activate wisp", "end wisp", "activate zazu"]);
    assert_eq!(prompt(&g), "zazu is active");
    go(&mut g, &["drink refreshing_potion"]);
    assert!(!exhausted(&g, "zazu", "slingshot"));
    assert_eq!(where_is(&g, "refreshing_potion"), [(Holder::Nowhere, None)]);
}

#[test]
fn extra_turn_potion_activates_the_same_hero_again() {
    let mut g = start(
        "tokens:\n  b1: extra_turn_potion\n",
        &[
            "{ id: zazu, side: blue, at: a1, card: zazu }",
            "{ id: wisp, side: red, at: f1, card: wisp }",
        ],
    );
    go(
        &mut g,
        &[
            "activate zazu",
            "move zazu",
            "move zazu b1",
            "end move",
            "end zazu",
        ],
    );
    assert_eq!(prompt(&g), "zazu may drink the extra turn potion");
    assert_eq!(keys(&g), ["keep potion", "drink extra turn potion"]);
    go(&mut g, &["drink extra turn potion"]);
    assert_eq!(prompt(&g), "zazu is active");
    assert!(
        keys(&g).contains(&"move zazu".to_string()),
        "a full new activation"
    );
    go(
        &mut g,
        &["move zazu", "move zazu c1", "end move", "end zazu"],
    );
    assert_eq!(at(&g, "zazu").as_deref(), Some("c1"));
    assert_eq!(where_is(&g, "extra_turn_potion"), [(Holder::Nowhere, None)]);
    assert_eq!(prompt(&g), "turn 2: red to play");
}

#[test]
fn extra_turn_potion_may_be_kept() {
    let mut g = start(
        "tokens:\n  b1: extra_turn_potion\n",
        &[
            "{ id: zazu, side: blue, at: a1, card: zazu }",
            "{ id: wisp, side: red, at: f1, card: wisp }",
        ],
    );
    go(
        &mut g,
        &[
            "activate zazu",
            "move zazu",
            "move zazu b1",
            "end move",
            "end zazu",
            "keep potion",
        ],
    );
    assert_eq!(prompt(&g), "turn 2: red to play");
    assert_eq!(where_is(&g, "extra_turn_potion"), [(held_by("zazu"), None)]);
}

#[test]
fn treasure_chests_pay_their_value_at_the_end_of_the_scenario() {
    let mut g = start(
        "turn_limit: 1\ntokens:\n  b1: treasure_chest_3\n  c1: treasure_chest_4\n",
        &[
            "{ id: zazu, side: blue, at: a1, card: zazu }",
            "{ id: wisp, side: red, at: f1, card: wisp }",
        ],
    );
    go(
        &mut g,
        &["activate zazu", "move zazu", "move zazu b1", "end move"],
    );
    assert_eq!(coins(&g, "blue"), 0, "chests pay only at the end");
    go(&mut g, &["end zazu"]);
    assert!(g.finished().is_some());
    assert_eq!(coins(&g, "blue"), 3, "the chest left on c1 pays nobody");
    assert_eq!(coins(&g, "red"), 0);
}

// ---------------------------------------------------------------------------------------------
// Rulebook example
// ---------------------------------------------------------------------------------------------

/// Rulebook p.17: Wisp (2 defence) holds an exhausted Parrying Blade (+1 defence all the same)
/// and rolls 3 dice: shield, CRIT, blank, then the CRIT's extra die: blank = 2 saves. Zazu's
/// Slingshot rolled ranged and CRIT, the CRIT's die another CRIT, its die a melee face = 3
/// hits. Wisp suffers 1 wound.
#[test]
fn aq_dice_rulebook_p17_wisp_defence_example() {
    let mut g = start(
        "",
        &[
            "{ id: zazu, side: blue, at: a1, card: zazu, cards: [slingshot] }",
            "{ id: wisp, side: red, at: b1, card: wisp, cards: [parrying_blade] }",
        ],
    );
    go(&mut g, &["activate zazu", "end zazu", "activate wisp"]);
    // Wisp swings first (and misses) so the blade is exhausted.
    rig(&mut g, "attack", &["ranged", "ranged"]);
    rig(&mut g, "defence", &["blank", "blank"]);
    go(
        &mut g,
        &["attack wisp parrying_blade zazu", "keep", "end wisp"],
    );
    assert!(exhausted(&g, "wisp", "parrying_blade"));
    go(&mut g, &["activate zazu"]);
    rig(&mut g, "attack", &["ranged", "crit", "crit", "melee"]);
    rig(&mut g, "defence", &["shield", "crit", "blank", "blank"]);
    go(&mut g, &["attack zazu slingshot wisp"]);
    assert_eq!(prompt(&g), "wisp may reroll defence dice (1 left)");
    go(&mut g, &["keep"]);
    assert!(logged(
        &g,
        "attack: ranged melee+ranged+crit melee+ranged+crit(+) melee(+)"
    ));
    assert!(logged(&g, "defence: shield crit+shield blank blank(+)"));
    assert_eq!(wounds(&g, "wisp"), 1);
}

#[test]
fn aq_rest_reorganises_upgrade_cards_and_tokens_but_not_quest_tokens_or_into_a_full_inventory() {
    let mut g = start(
        "",
        &[
            "{ id: grom, side: blue, at: a1, card: grom, cards: [rusty_blade, healing_potion, quest_token] }",
            "{ id: maya, side: blue, at: a2, card: maya, cards: [slingshot, nova_bolt, life_drain, parrying_blade] }",
            "{ id: zazu, side: red, at: f2, card: zazu, cards: [slingshot] }",
        ],
    );
    go(&mut g, &["rest"]);
    assert!(prompt(&g).contains("reorganise"), "{}", prompt(&g));
    let offered = keys(&g);
    assert_eq!(offered[0], "done");
    let give = |card: &str, from: &str, to: &str| {
        offered
            .iter()
            .find(|k| {
                k.starts_with(&format!("give {card} #")) && k.ends_with(&format!(" {from} {to}"))
            })
            .cloned()
    };
    // Maya's four slots are full: nothing upgrade-like can go to her; a potion can.
    assert_eq!(give("rusty_blade", "grom", "maya"), None);
    assert!(give("healing_potion", "grom", "maya").is_some());
    assert!(
        !offered.iter().any(|k| k.contains("quest_token")),
        "{offered:?}"
    );
    let slingshot = give("slingshot", "maya", "grom").expect("Maya may hand Grom a card");
    go(&mut g, &[&slingshot]);
    assert_eq!(where_is(&g, "slingshot")[0].0, held_by("grom"));
    // A card moves at most twice per rest (so the questions end): back once, then no more.
    let back = keys(&g)
        .into_iter()
        .find(|k| k.starts_with("give slingshot") && k.ends_with(" grom maya"))
        .expect("the slingshot may go back once");
    go(&mut g, &[&back]);
    assert!(
        !keys(&g).iter().any(|k| k.contains("slingshot #")),
        "{:?}",
        keys(&g)
    );
    go(&mut g, &["done"]);
    assert!(!prompt(&g).contains("reorganise"));
}

/// Three heroes with four upgrade cards each (every slot full) and the reorganisation's keys.
fn full_guild() -> Game {
    let mut g = start(
        "",
        &[
            "{ id: grom, side: blue, at: a1, card: grom, cards: [rusty_blade, keen_sword, leather_armor, moon_ring] }",
            "{ id: maya, side: blue, at: a2, card: maya, cards: [slingshot, nova_bolt, life_drain, parrying_blade] }",
            "{ id: zazu, side: blue, at: a3, card: zazu, cards: [hunting_bow, swift_boots, power_strike, focused_aim] }",
            "{ id: wisp, side: red, at: f2, card: wisp, cards: [slingshot] }",
        ],
    );
    go(&mut g, &["rest"]);
    g
}

/// The one offered key that starts with `prefix`, names `middle` and ends with `suffix`.
fn key_with(g: &Game, prefix: &str, middle: &str, suffix: &str) -> String {
    let found: Vec<String> = keys(g)
        .into_iter()
        .filter(|k| k.starts_with(prefix) && k.contains(middle) && k.ends_with(suffix))
        .collect();
    assert_eq!(
        found.len(),
        1,
        "`{prefix}…{middle}…{suffix}` among {:?}",
        keys(g)
    );
    found[0].clone()
}

#[test]
fn aq_rest_swaps_cards_between_full_inventories() {
    // p.18: "moving any number of them among any of his Heroes"; four slots each (p.5). Two
    // full heroes exchange cards: no give can go first, a swap keeps both within their slots.
    let mut g = full_guild();
    assert!(
        !keys(&g).iter().any(|k| k.starts_with("give ")),
        "every inventory is full: no card can simply be handed on: {:?}",
        keys(&g)
    );
    let swap = key_with(&g, "swap rusty_blade #", " slingshot #", " maya");
    go(&mut g, &[&swap]);
    assert_eq!(where_is(&g, "rusty_blade")[0].0, held_by("maya"));
    assert_eq!(where_is(&g, "slingshot")[0].0, held_by("grom"));
    go(&mut g, &["done"]);
    assert_eq!(prompt(&g), "turn 2: red to play");
}

#[test]
fn aq_rest_three_full_inventories_pass_cards_round() {
    // Grom's rusty blade to Maya, Maya's slingshot to Zazu, Zazu's hunting bow to Grom: a round
    // no single exchange makes. Two swaps do it, the slingshot moving twice.
    let mut g = full_guild();
    let first = key_with(&g, "swap rusty_blade #", " slingshot #", " maya");
    go(&mut g, &[&first]);
    // Now the slingshot is Grom's: it goes on to Zazu for his hunting bow.
    let second = key_with(&g, "swap slingshot #", " hunting_bow #", " zazu");
    go(&mut g, &[&second]);
    assert_eq!(where_is(&g, "rusty_blade")[0].0, held_by("maya"));
    assert_eq!(where_is(&g, "slingshot")[0].0, held_by("zazu"));
    assert_eq!(where_is(&g, "hunting_bow")[0].0, held_by("grom"));
    // Moved twice: the slingshot moves no more this rest.
    assert!(
        !keys(&g).iter().any(|k| k.contains("slingshot #")),
        "{:?}",
        keys(&g)
    );
}
