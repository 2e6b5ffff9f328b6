//! Hero abilities the rules read from flags on the hero card, and inventory slots (rulebook p.5,
//! p.14, p.24), through the real engine with rigged dice: Hobsbawm's Blessing (an extra
//! activation for an ally not yet activated this turn), Jøhan's Throwing Swords (a Sword card
//! attacks in line of sight as a Ranged attack that counts melee hits), and the 4 inventory
//! slots that slot death curses (Dead Weight, Hollow Mind) take up.

mod common;

use common::{game_on, library};
use skirmish_core::game::Game;
use skirmish_core::game::state::{Holder, Scope, Var};

/// A 4x2 board; with `wall`, a wall runs between columns b and c on both rows.
fn board(wall: bool) -> &'static str {
    if wall {
        "  +---+---+---+---+\n  | .   . | .   . |\n  +   +   +   +   +\n  | .   . | .   . |\n  +---+---+---+---+\n"
    } else {
        "  +---+---+---+---+\n  | .   .   .   . |\n  +   +   +   +   +\n  | .   .   .   . |\n  +---+---+---+---+\n"
    }
}

fn scenario(wall: bool, extra: &str, figures: &[&str]) -> String {
    let mut s = format!(
        "ruleset: arcadia\npvp_quests: false\nboard: |\n{}{extra}figures:\n",
        board(wall)
    );
    for f in figures {
        s.push_str("  - ");
        s.push_str(f);
        s.push('\n');
    }
    s
}

fn start(wall: bool, extra: &str, figures: &[&str]) -> Game {
    let text = scenario(wall, extra, figures);
    game_on(&library(), &text, 1, Default::default()).unwrap_or_else(|e| panic!("{e}\n{text}"))
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

fn prompt(g: &Game) -> String {
    g.pending().map(|c| c.prompt.clone()).unwrap_or_default()
}

fn side(g: &Game) -> String {
    g.pending().map(|c| c.side.clone()).unwrap_or_default()
}

fn keys(g: &Game) -> Vec<String> {
    g.pending()
        .map(|c| c.options.iter().map(|o| o.key.clone()).collect())
        .unwrap_or_default()
}

fn offers(g: &Game, key: &str) -> bool {
    keys(g).iter().any(|k| k == key)
}

fn log(g: &Game) -> Vec<String> {
    g.state().log.iter().map(|e| e.to_string()).collect()
}

/// Card ids a figure holds, in creation order.
fn held(g: &Game, id: &str) -> Vec<String> {
    g.state()
        .cards
        .iter()
        .filter(|c| c.holder == Holder::Figure(id.into()))
        .map(|c| c.card.clone())
        .collect()
}

/// The number of dice of the last roll of `die` in the log.
fn last_roll_size(g: &Game, die: &str) -> usize {
    let needle = format!(" {die}: ");
    let line = log(g)
        .into_iter()
        .rev()
        .find(|l| l.starts_with("roll #") && l.contains(&needle))
        .unwrap_or_else(|| panic!("no {die} roll"));
    line.split(&needle).nth(1).unwrap().split(' ').count()
}

// ---------------------------------------------------------------------------------------------
// Hobsbawm, Blessing (hero card; rulebook p.14: an extra activation uses a hero not yet
// activated this turn)
// ---------------------------------------------------------------------------------------------

const HOB: &str =
    "{ id: hobsbawm, side: blue, at: a1, card: hobsbawm, cards: [nova_bolt, rusty_blade] }";
const GROM: &str = "{ id: grom, side: blue, at: a2, card: grom, cards: [rusty_blade] }";
const DIVA_FAR: &str = "{ id: diva, side: red, at: d1, card: diva }";

/// Hobsbawm shoots Diva with his Nova Bolt (2 melee faces: a miss), standing still.
fn magic_attack(g: &mut Game) {
    rig(g, "attack", &["melee", "melee"]);
    go(g, &["activate hobsbawm", "attack hobsbawm nova_bolt diva"]);
}

#[test]
fn aq_turn_blessing_activates_an_ally_in_sight_after_a_magic_attack_without_moving() {
    let mut g = start(false, "", &[HOB, GROM, DIVA_FAR]);
    magic_attack(&mut g);
    go(&mut g, &["end hobsbawm"]);
    assert_eq!(prompt(&g), "hobsbawm's Blessing: activate an ally?");
    assert_eq!(side(&g), "blue");
    // Hobsbawm himself was activated this turn: only Grom is offered.
    assert_eq!(keys(&g), ["end turn", "activate grom"]);
    go(&mut g, &["activate grom"]);
    assert_eq!(prompt(&g), "grom is active");
    go(&mut g, &["move grom", "move grom b2", "end move"]);
    go(&mut g, &["end grom"]);
    // Grom cannot bless anyone: the turn passes to Red.
    assert_eq!(prompt(&g), "turn 2: red to play");
    assert!(
        log(&g).iter().any(|l| l == "move grom a2 -> b2"),
        "{:#?}",
        log(&g)
    );
}

#[test]
fn aq_turn_blessing_may_be_declined() {
    let mut g = start(false, "", &[HOB, GROM, DIVA_FAR]);
    magic_attack(&mut g);
    go(&mut g, &["end hobsbawm", "end turn"]);
    assert_eq!(prompt(&g), "turn 2: red to play");
}

#[test]
fn aq_turn_no_blessing_after_a_movement_point_spent() {
    let mut g = start(false, "", &[HOB, GROM, DIVA_FAR]);
    go(
        &mut g,
        &[
            "activate hobsbawm",
            "move hobsbawm",
            "move hobsbawm b1",
            "end move",
        ],
    );
    rig(&mut g, "attack", &["melee", "melee"]);
    go(&mut g, &["attack hobsbawm nova_bolt diva"]);
    assert_eq!(prompt(&g), "turn 2: red to play", "moved: no Blessing");
}

#[test]
fn aq_turn_blessing_survives_choosing_to_move_without_taking_a_step() {
    // "Does not move": choosing the movement and stopping at once spends no point.
    let mut g = start(false, "", &[HOB, GROM, DIVA_FAR]);
    magic_attack(&mut g);
    go(&mut g, &["move hobsbawm", "end move"]);
    assert_eq!(prompt(&g), "hobsbawm's Blessing: activate an ally?");
}

#[test]
fn aq_turn_no_blessing_after_a_non_magic_attack() {
    let text = [
        "{ id: hobsbawm, side: blue, at: a1, card: hobsbawm, cards: [nova_bolt, rusty_blade] }",
        GROM,
        "{ id: diva, side: red, at: b1, card: diva }",
    ];
    let mut g = start(false, "", &text);
    rig(&mut g, "attack", &["ranged", "ranged", "ranged"]);
    go(
        &mut g,
        &[
            "activate hobsbawm",
            "attack hobsbawm rusty_blade diva",
            "end hobsbawm",
        ],
    );
    assert_eq!(prompt(&g), "turn 2: red to play", "a Sword is not Magic");
}

#[test]
fn aq_turn_blessing_only_for_allies_in_sight() {
    // Grom stands behind the wall (no line of sight), Maya in the open.
    let mut g = start(
        true,
        "",
        &[
            HOB,
            "{ id: grom, side: blue, at: c1, card: grom }",
            "{ id: maya, side: blue, at: b2, card: maya }",
            "{ id: diva, side: red, at: b1, card: diva }",
        ],
    );
    magic_attack(&mut g);
    go(&mut g, &["end hobsbawm"]);
    assert_eq!(keys(&g), ["end turn", "activate maya"]);
    go(&mut g, &["activate maya", "end maya"]);
    assert_eq!(prompt(&g), "turn 2: red to play");
}

#[test]
fn aq_turn_the_blessing_is_hobsbawms_alone() {
    // Maya makes the same Magic attack standing still: no extra activation.
    let mut g = start(
        false,
        "",
        &[
            "{ id: maya, side: blue, at: a1, card: maya, cards: [nova_bolt] }",
            GROM,
            DIVA_FAR,
        ],
    );
    rig(&mut g, "attack", &["melee", "melee"]);
    go(
        &mut g,
        &["activate maya", "attack maya nova_bolt diva", "end maya"],
    );
    assert_eq!(prompt(&g), "turn 2: red to play");
}

#[test]
fn aq_turn_blessing_follows_an_extra_turn_potion_but_never_offers_hobsbawm() {
    // Hobsbawm drinks his Extra Turn Potion (the same hero again, p.25), then blesses Grom.
    let mut g = start(
        false,
        "",
        &[
            "{ id: hobsbawm, side: blue, at: a1, card: hobsbawm, cards: [nova_bolt, life_drain, extra_turn_potion] }",
            GROM,
            DIVA_FAR,
        ],
    );
    go(&mut g, &["activate hobsbawm", "end hobsbawm"]);
    assert_eq!(prompt(&g), "hobsbawm may drink the extra turn potion");
    go(&mut g, &["drink extra turn potion"]);
    assert_eq!(prompt(&g), "hobsbawm is active");
    magic_attack_again(&mut g);
    go(&mut g, &["end hobsbawm"]);
    assert_eq!(keys(&g), ["end turn", "activate grom"]);
}

fn magic_attack_again(g: &mut Game) {
    rig(g, "attack", &["melee", "melee"]);
    go(g, &["attack hobsbawm nova_bolt diva"]);
}

// ---------------------------------------------------------------------------------------------
// Jøhan, Throwing Swords
// ---------------------------------------------------------------------------------------------

#[test]
fn aq_attack_throwing_swords_reach_a_distant_enemy_in_sight_counting_melee_hits() {
    let mut g = start(
        false,
        "",
        &[
            "{ id: johan, side: blue, at: a1, card: johan, cards: [rusty_blade] }",
            "{ id: diva, side: red, at: d1, card: diva }",
        ],
    );
    go(&mut g, &["activate johan"]);
    assert!(
        offers(&g, "attack johan rusty_blade diva"),
        "{:?}",
        keys(&g)
    );
    // 2 melee faces hit, the ranged face misses: the roll still counts melee hits.
    rig(&mut g, "attack", &["melee", "melee", "ranged"]);
    rig(&mut g, "defence", &["blank", "blank", "blank"]);
    go(&mut g, &["attack johan rusty_blade diva"]);
    assert_eq!(wounds(&g, "diva"), 2);
}

#[test]
fn aq_attack_throwing_swords_need_line_of_sight_and_a_sword() {
    let mut g = start(
        true,
        "",
        &[
            "{ id: johan, side: blue, at: a1, card: johan, cards: [rusty_blade, slingshot] }",
            "{ id: diva, side: red, at: d1, card: diva }",
            "{ id: wisp, side: red, at: b2, card: wisp }",
        ],
    );
    go(&mut g, &["activate johan"]);
    let attacks: Vec<String> = keys(&g)
        .into_iter()
        .filter(|k| k.starts_with("attack"))
        .collect();
    // Diva is behind the wall; Wisp is diagonal (not Close) but in sight.
    assert_eq!(
        attacks,
        [
            "attack johan rusty_blade wisp",
            "attack johan slingshot wisp"
        ]
    );
}

#[test]
fn aq_attack_other_heroes_swords_stay_melee() {
    let mut g = start(
        false,
        "",
        &[
            "{ id: grom, side: blue, at: a1, card: grom, cards: [rusty_blade] }",
            "{ id: diva, side: red, at: d1, card: diva }",
        ],
    );
    go(&mut g, &["activate grom"]);
    assert_eq!(keys(&g), ["move grom", "end grom"]);
}

#[test]
fn aq_attack_a_thrown_sword_is_ranged_for_boosts_and_effects() {
    // Focused Aim helps Ranged attacks only, Power Strike Melee ones only.
    let johan = "{ id: johan, side: blue, at: a1, card: johan, cards: [rusty_blade, focused_aim, power_strike] }";
    let mut g = start(
        false,
        "",
        &[johan, "{ id: diva, side: red, at: d1, card: diva }"],
    );
    go(&mut g, &["activate johan", "attack johan rusty_blade diva"]);
    assert_eq!(keys(&g), ["roll", "use focused_aim"]);
    // The same sword Close to its target is a melee attack.
    let mut g = start(
        false,
        "",
        &[johan, "{ id: diva, side: red, at: b1, card: diva }"],
    );
    go(&mut g, &["activate johan", "attack johan rusty_blade diva"]);
    assert_eq!(keys(&g), ["roll", "boost power_strike"]);
}

// ---------------------------------------------------------------------------------------------
// Inventory slots (p.5: 4 per hero; p.24: slot curses, reward cards)
// ---------------------------------------------------------------------------------------------

#[test]
fn aq_inventory_a_hero_given_five_upgrade_cards_discards_one_before_play() {
    let mut g = start(
        false,
        "",
        &[
            "{ id: zazu, side: blue, at: a1, card: zazu, cards: [slingshot, rusty_blade, parrying_blade, moon_ring, power_strike] }",
            DIVA_FAR,
        ],
    );
    assert_eq!(
        prompt(&g),
        "zazu has 5 cards for 4 slots: which upgrade card goes?"
    );
    assert_eq!(keys(&g).len(), 5);
    go(&mut g, &["discard power_strike"]);
    assert_eq!(prompt(&g), "turn 1: blue to play");
    assert!(!held(&g, "zazu").contains(&"power_strike".to_string()));
}

#[test]
fn aq_inventory_curses_without_a_slot_and_tokens_take_no_slot() {
    let g = start(
        false,
        "",
        &[
            "{ id: zazu, side: blue, at: a1, card: zazu, cards: [slingshot, rusty_blade, parrying_blade, moon_ring, shaky_hands, healing_potion] }",
            DIVA_FAR,
        ],
    );
    assert_eq!(prompt(&g), "turn 1: blue to play");
}

const FULL_ZAZU: &str = "{ id: zazu, side: blue, at: a1, card: zazu, cards: [slingshot, parrying_blade, moon_ring, rusty_blade, dead_weight] }";

#[test]
fn aq_inventory_a_slot_curse_in_a_full_inventory_covers_a_card_of_its_players_choice() {
    let mut g = start(
        false,
        "",
        &[
            FULL_ZAZU,
            "{ id: diva, side: red, at: b1, card: diva, cards: [rusty_blade] }",
        ],
    );
    assert_eq!(side(&g), "blue");
    assert_eq!(
        prompt(&g),
        "dead_weight takes a slot of zazu: which card goes under it?"
    );
    assert_eq!(
        keys(&g),
        [
            "cover slingshot",
            "cover parrying_blade",
            "cover moon_ring",
            "cover rusty_blade"
        ]
    );
    go(&mut g, &["cover parrying_blade"]);
    assert!(log(&g).iter().any(
        |l| l == "note parrying_blade of zazu lies under dead_weight (unusable until it goes)"
    ));
    // The blade is still held but cannot attack ...
    assert!(held(&g, "zazu").contains(&"parrying_blade".to_string()));
    go(&mut g, &["activate zazu"]);
    assert!(!offers(&g, "attack zazu parrying_blade diva"));
    assert!(offers(&g, "attack zazu rusty_blade diva"));
    // ... nor add its reroll: Zazu's pool is the Moon Ring's 2.
    rig(&mut g, "attack", &["melee", "melee", "ranged"]);
    rig(&mut g, "defence", &["blank"; 2]);
    go(&mut g, &["attack zazu rusty_blade diva"]);
    assert_eq!(prompt(&g), "zazu may reroll attack dice (2 left)");
    go(&mut g, &["keep", "end zazu"]);
    // ... nor its defence die: Zazu rolls his own 2.
    rig(&mut g, "attack", &["melee", "melee", "melee"]);
    rig(&mut g, "defence", &["blank"; 3]);
    go(&mut g, &["activate diva", "attack diva rusty_blade zazu"]);
    while prompt(&g).starts_with("zazu may reroll") {
        go(&mut g, &["keep"]);
    }
    assert_eq!(last_roll_size(&g, "defence"), 2);
    assert_eq!(wounds(&g, "zazu"), 3);
}

#[test]
fn aq_inventory_a_slot_curse_with_a_free_slot_covers_nothing() {
    let g = start(
        false,
        "",
        &[
            "{ id: zazu, side: blue, at: a1, card: zazu, cards: [slingshot, parrying_blade, moon_ring, hollow_mind] }",
            DIVA_FAR,
        ],
    );
    assert_eq!(prompt(&g), "turn 1: blue to play");
}

#[test]
fn aq_inventory_a_healing_potion_frees_the_covered_card() {
    let mut g = start(
        false,
        "",
        &[
            "{ id: zazu, side: blue, at: a1, card: zazu, cards: [slingshot, parrying_blade, moon_ring, rusty_blade, dead_weight, healing_potion] }",
            "{ id: diva, side: red, at: b1, card: diva }",
        ],
    );
    go(&mut g, &["cover parrying_blade", "activate zazu"]);
    assert_eq!(prompt(&g), "zazu is active");
    go(&mut g, &["drink healing_potion"]);
    assert!(!held(&g, "zazu").contains(&"dead_weight".to_string()));
    assert!(
        offers(&g, "attack zazu parrying_blade diva"),
        "{:?}",
        keys(&g)
    );
}

#[test]
fn aq_inventory_two_slot_curses_cover_two_cards() {
    let mut g = start(
        false,
        "",
        &[
            "{ id: zazu, side: blue, at: a1, card: zazu, cards: [slingshot, parrying_blade, moon_ring, rusty_blade, dead_weight, hollow_mind] }",
            "{ id: diva, side: red, at: b1, card: diva }",
        ],
    );
    go(&mut g, &["cover slingshot"]);
    assert_eq!(
        keys(&g),
        [
            "cover parrying_blade",
            "cover moon_ring",
            "cover rusty_blade"
        ],
        "a covered card cannot be covered again"
    );
    go(&mut g, &["cover rusty_blade", "activate zazu"]);
    let attacks: Vec<String> = keys(&g)
        .into_iter()
        .filter(|k| k.starts_with("attack"))
        .collect();
    assert_eq!(attacks, ["attack zazu parrying_blade diva"]);
}

#[test]
fn aq_inventory_a_reward_card_into_a_full_inventory_makes_its_player_discard_one() {
    let mut g = start(
        false,
        "quests:\n  - { id: goblin, script: kill_monster, card: goblin_archer, rewards: [moon_ring] }\n",
        &[
            "{ id: grom, side: blue, at: a1, card: grom, cards: [rusty_blade, parrying_blade, slingshot, power_strike] }",
            "{ id: gob, side: monsters, at: b1, card: goblin_archer }",
            DIVA_FAR,
        ],
    );
    rig(&mut g, "attack", &["melee", "melee", "melee"]);
    go(
        &mut g,
        &[
            "activate grom",
            "attack grom rusty_blade gob",
            "roll",
            "keep",
        ],
    );
    assert_eq!(side(&g), "blue");
    assert_eq!(
        prompt(&g),
        "grom has 5 cards for 4 slots: which upgrade card goes?"
    );
    assert_eq!(
        keys(&g),
        [
            "discard rusty_blade",
            "discard parrying_blade",
            "discard slingshot",
            "discard power_strike",
            "discard moon_ring"
        ]
    );
    go(&mut g, &["discard slingshot"]);
    assert_eq!(
        held(&g, "grom"),
        [
            "grom",
            "rusty_blade",
            "parrying_blade",
            "power_strike",
            "moon_ring"
        ]
    );
    let st = g.state();
    let sling = st.cards.iter().find(|c| c.card == "slingshot").unwrap();
    assert_eq!(sling.holder, Holder::Nowhere);
    assert!(
        log(&g)
            .iter()
            .any(|l| l == "note grom discards slingshot (no free inventory slot)")
    );
}

#[test]
fn aq_inventory_the_new_reward_card_may_be_the_one_refused() {
    let mut g = start(
        false,
        "quests:\n  - { id: goblin, script: kill_monster, card: goblin_archer, rewards: [moon_ring] }\n",
        &[
            "{ id: grom, side: blue, at: a1, card: grom, cards: [rusty_blade, parrying_blade, slingshot, power_strike] }",
            "{ id: gob, side: monsters, at: b1, card: goblin_archer }",
            DIVA_FAR,
        ],
    );
    rig(&mut g, "attack", &["melee", "melee", "melee"]);
    go(
        &mut g,
        &[
            "activate grom",
            "attack grom rusty_blade gob",
            "roll",
            "keep",
            "discard moon_ring",
        ],
    );
    assert_eq!(
        held(&g, "grom"),
        [
            "grom",
            "rusty_blade",
            "parrying_blade",
            "slingshot",
            "power_strike"
        ]
    );
    assert_eq!(prompt(&g), "grom is active");
}

#[test]
fn aq_inventory_a_slot_curse_drawn_in_the_upgrade_phase_covers_a_card() {
    // Zazu kills Wisp, who holds 4 upgrade cards; the turn limit ends the scenario, and Wisp's
    // one death draws Dead Weight from a one-card deck.
    let mut g = start(
        false,
        "turn_limit: 1\ndeath_curse_deck: [dead_weight]\n",
        &[
            "{ id: zazu, side: blue, at: a1, card: zazu, cards: [slingshot] }",
            "{ id: wisp, side: red, at: c1, card: wisp, cards: [slingshot, rusty_blade, parrying_blade, moon_ring] }",
        ],
    );
    rig(&mut g, "attack", &["crit", "ranged", "ranged"]);
    rig(&mut g, "defence", &["blank"; 3]);
    go(&mut g, &["activate zazu", "attack zazu slingshot wisp"]);
    while prompt(&g).starts_with("wisp may reroll") {
        go(&mut g, &["keep"]);
    }
    go(&mut g, &["end zazu"]);
    assert_eq!(side(&g), "red");
    assert_eq!(
        prompt(&g),
        "dead_weight takes a slot of wisp: which card goes under it?"
    );
    go(&mut g, &["cover moon_ring"]);
    assert!(g.finished().is_some());
    let st = g.state();
    let ring = st.cards.iter().find(|c| c.card == "moon_ring").unwrap();
    let curse = st.cards.iter().find(|c| c.card == "dead_weight").unwrap();
    assert_eq!(
        st.get(&Scope::Card(ring.id), "under"),
        Some(&Var::Int(curse.id as i64))
    );
}

#[test]
fn aq_inventory_a_reward_card_goes_under_a_slot_curse_with_nothing_under_it() {
    // Grom has 3 upgrade cards and Dead Weight (4 slots, nothing under the curse): the reward
    // is kept under it rather than discarded.
    let mut g = start(
        false,
        "quests:\n  - { id: goblin, script: kill_monster, card: goblin_archer, rewards: [moon_ring] }\n",
        &[
            "{ id: grom, side: blue, at: a1, card: grom, cards: [rusty_blade, slingshot, power_strike, dead_weight] }",
            "{ id: gob, side: monsters, at: b1, card: goblin_archer }",
            DIVA_FAR,
        ],
    );
    assert_eq!(prompt(&g), "turn 1: blue to play");
    rig(&mut g, "attack", &["melee", "melee", "melee"]);
    go(
        &mut g,
        &["activate grom", "attack grom rusty_blade gob", "roll"],
    );
    assert_eq!(
        prompt(&g),
        "dead_weight takes a slot of grom: which card goes under it?"
    );
    assert_eq!(
        keys(&g),
        [
            "cover rusty_blade",
            "cover slingshot",
            "cover power_strike",
            "cover moon_ring"
        ]
    );
    go(&mut g, &["cover moon_ring"]);
    assert_eq!(prompt(&g), "grom is active");
    assert!(held(&g, "grom").contains(&"moon_ring".to_string()));
}
