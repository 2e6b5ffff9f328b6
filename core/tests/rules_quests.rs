//! Arcadia Quest turn order, quests, victory and the attack-pipeline extras (boosts, declared
//! effects and their costs, bombs, secondary targets) through the real engine with rigged dice.
//! Rule ids (AQ-…) are those of spec/arcadia-rules-clarified.md; the rest cite rulebook pages.
//!
//! A test-only card (`HARNESS`, added to the library here, never shipped) sets up what a test
//! needs at the first activation: wounds named by a figure's `preset_wounds`, a token named by
//! `collects` handed to the active hero (raising `token_collected`), and a kill named by
//! `kills` (raising `figure_killed` with the active hero as killer, whatever its side).

mod common;

use common::{game_on, library};
use skirmish_core::game::state::{Scope, Var};
use skirmish_core::game::{Game, Library};

const HARNESS: &str = r#"-- Test harness for rules_quests.rs.
return {
  name = "Quest test harness",
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
      local s = game.scenario.figure(hero.id)
      if s and s.collects then
        local t = game.give(s.collects, hero)
        game.emit("token_collected", { figure = hero, token = t, detail = hero.id .. " " .. s.collects })
      end
      if s and s.kills then
        local victim = game.figure(s.kills)
        game.emit("figure_killed", { figure = victim, killer = hero, detail = victim.id })
      end
    end,
  },
}
"#;

fn lib() -> Library {
    let mut lib = library();
    lib.files
        .insert("cards/arcadia/test_harness.lua".into(), HARNESS.into());
    lib
}

/// An open board of `cols` x `rows` spaces (a1 top left), extra top-level YAML, and figures.
fn scenario(cols: usize, rows: usize, extra: &str, figures: &[&str]) -> String {
    let mut s = String::from("ruleset: arcadia\nboard: |\n  +");
    s.push_str(&"---+".repeat(cols));
    for r in 0..rows {
        s.push_str("\n  |");
        let cells = " .  ".repeat(cols);
        s.push_str(&cells[..cells.len() - 1]);
        s.push_str("|\n  +");
        if r + 1 < rows {
            s.push_str(&"   +".repeat(cols));
        } else {
            s.push_str(&"---+".repeat(cols));
        }
    }
    s.push('\n');
    s.push_str(extra);
    s.push_str("figures:\n");
    for f in figures {
        s.push_str("  - ");
        s.push_str(f);
        s.push('\n');
    }
    s
}

fn start_seed(text: &str, seed: u64) -> Game {
    game_on(&lib(), text, seed, Default::default()).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

fn start(text: &str) -> Game {
    start_seed(text, 1)
}

fn go(g: &mut Game, keys: &[&str]) {
    for k in keys {
        if let Err(e) = g.answer_key(k) {
            panic!(
                "`{k}`: {e}\npending: {:#?}\nlog: {:#?}",
                g.pending(),
                tail(g, 25)
            );
        }
    }
}

fn rig(g: &mut Game, die: &str, faces: &[&str]) {
    g.rig(die, faces).unwrap();
}

fn tail(g: &Game, n: usize) -> Vec<String> {
    let log = log(g);
    log[log.len().saturating_sub(n)..].to_vec()
}

fn log(g: &Game) -> Vec<String> {
    g.state().log.iter().map(|e| e.to_string()).collect()
}

fn keys(g: &Game) -> Vec<String> {
    g.pending()
        .map(|c| c.options.iter().map(|o| o.key.clone()).collect())
        .unwrap_or_default()
}

fn prompt(g: &Game) -> String {
    g.pending().map(|c| c.prompt.clone()).unwrap_or_default()
}

fn wounds(g: &Game, id: &str) -> i64 {
    g.state().int(&Scope::Figure(id.into()), "wounds")
}

fn coins(g: &Game, side: &str) -> i64 {
    g.state().int(&Scope::Side(side.into()), "coins")
}

fn fulfilled(g: &Game, side: &str, quest: &str) -> bool {
    g.state()
        .get(&Scope::Side(side.into()), &format!("quest {quest}"))
        == Some(&Var::Bool(true))
}

fn game_var(g: &Game, key: &str) -> Option<Var> {
    g.state().get(&Scope::Game, key).cloned()
}

fn on_board(g: &Game, id: &str) -> bool {
    let st = g.state();
    st.table.is_on_board(st.figure(id).unwrap())
}

fn card_exhausted(g: &Game, holder: &str, card: &str) -> bool {
    let st = g.state();
    let c = st
        .cards
        .iter()
        .find(|c| {
            c.card == card && c.holder == skirmish_core::game::state::Holder::Figure(holder.into())
        })
        .unwrap_or_else(|| panic!("{holder} holds no {card}"));
    st.get(&Scope::Card(c.id), "exhausted") == Some(&Var::Bool(true))
}

fn holds(g: &Game, holder: &str, card: &str) -> bool {
    g.state().cards.iter().any(|c| {
        c.card == card && c.holder == skirmish_core::game::state::Holder::Figure(holder.into())
    })
}

/// The faces of every attack roll in the log since entry `from`.
fn attack_rolls(g: &Game, from: usize) -> Vec<String> {
    log(g)[from..]
        .iter()
        .filter(|l| l.starts_with("roll #") && l.contains(" attack: "))
        .cloned()
        .collect()
}

/// Ends the active guild's turn by resting, taking the first option of whatever resting asks
/// (where a dead hero comes back).
fn rest(g: &mut Game) {
    go(g, &["rest"]);
    while g.pending().is_some() && !prompt(g).starts_with("turn ") {
        g.answer(0).unwrap();
    }
}

// ---------------------------------------------------------------------------------------------
// Turn order (rulebook p.14)
// ---------------------------------------------------------------------------------------------

const THREE_GUILDS: [&str; 3] = [
    "{ id: grom, side: blue, at: a1, card: grom, cards: [rusty_blade] }",
    "{ id: diva, side: red, at: e1, card: diva, cards: [rusty_blade] }",
    "{ id: kanga, side: green, at: e3, card: kanga, cards: [rusty_blade] }",
];

fn turn_side(g: &Game) -> String {
    g.pending().map(|c| c.side.clone()).unwrap_or_default()
}

#[test]
fn aq_turn_first_player_roll_off_is_seeded_and_riggable() {
    let text = scenario(5, 3, "first_player: random\n", &THREE_GUILDS);
    // Same seed, same first player; over a few seeds every guild gets to start.
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..40 {
        let a = turn_side(&start_seed(&text, seed));
        assert_eq!(a, turn_side(&start_seed(&text, seed)), "seed {seed}");
        seen.insert(a);
    }
    assert_eq!(seen.len(), 3, "{seen:?}");
    // The roll-off as the log shows it: each round every guild still in it rolls one die in
    // seating order; the best face (CRIT > ranged > melee) stays in, ties roll again.
    let seats = ["blue", "red", "green"];
    let rank = |f: &str| match f {
        "melee" => 1,
        "ranged" => 2,
        _ => 3,
    };
    for seed in 0..40 {
        let g = start_seed(&text, seed);
        let mut left: Vec<&str> = seats.to_vec();
        for line in attack_rolls(&g, 0) {
            let faces: Vec<&str> = line.split(": ").nth(1).unwrap().split(' ').collect();
            assert_eq!(faces.len(), left.len(), "seed {seed}: {line}");
            let best = faces.iter().map(|f| rank(f)).max().unwrap();
            left = left
                .iter()
                .zip(&faces)
                .filter(|(_, f)| rank(f) == best)
                .map(|(s, _)| *s)
                .collect();
        }
        assert_eq!(left.len(), 1, "seed {seed}");
        assert_eq!(turn_side(&g), left[0], "seed {seed}");
        assert_eq!(game_var(&g, "first_player"), Some(Var::Str(left[0].into())));
    }
}

#[test]
fn aq_turn_clockwise_from_the_first_player_and_left_of_the_last_winner() {
    // `first_player: red`: red, green, blue, red…
    let mut g = start(&scenario(5, 3, "first_player: red\n", &THREE_GUILDS));
    let mut order = Vec::new();
    for _ in 0..4 {
        order.push(turn_side(&g));
        rest(&mut g);
    }
    assert_eq!(order, ["red", "green", "blue", "red"]);
    // The player to the left of the last winner starts; after the last seat comes the first.
    let g = start(&scenario(5, 3, "last_winner: green\n", &THREE_GUILDS));
    assert_eq!(turn_side(&g), "blue");
    let g = start(&scenario(5, 3, "last_winner: blue\n", &THREE_GUILDS));
    assert_eq!(turn_side(&g), "red");
    // Without a key the first guild listed starts (scenario files list seats from the first).
    let g = start(&scenario(5, 3, "", &THREE_GUILDS));
    assert_eq!(turn_side(&g), "blue");
    // A guild that is not in the scenario is a scenario error.
    let bad = scenario(5, 3, "first_player: orange\n", &THREE_GUILDS);
    let err = game_on(&lib(), &bad, 1, Default::default())
        .err()
        .expect("orange is not seated")
        .to_string();
    assert!(err.contains("first_player: orange"), "{err}");
}

#[test]
fn turn_limit_caps_the_game_and_still_pays_end_of_scenario_coins() {
    let mut g = start(&scenario(5, 3, "turn_limit: 3\n", &THREE_GUILDS));
    for _ in 0..3 {
        rest(&mut g);
    }
    let r = g.finished().expect("capped").to_string();
    assert!(r.contains("reason=capped"), "{r}");
    assert!(r.contains("winner=none"), "{r}");
    assert!(r.contains("coins=blue:0,red:0,green:0"), "{r}");
}

// ---------------------------------------------------------------------------------------------
// Quests (rulebook p.24-25)
// ---------------------------------------------------------------------------------------------

#[test]
fn aq_quest_pvp_never_against_own_guild() {
    // Grom "kills" his ally Maya (harness): no guild fulfils "kill a blue hero".
    let harness = "{ id: gob, side: monsters, at: e3, card: goblin_archer, cards: [test_harness] }";
    let text = scenario(
        5,
        3,
        "",
        &[
            "{ id: grom, side: blue, at: a1, card: grom, cards: [rusty_blade], kills: maya }",
            "{ id: maya, side: blue, at: a2, card: maya, cards: [nova_bolt] }",
            "{ id: diva, side: red, at: e1, card: diva, cards: [rusty_blade] }",
            harness,
        ],
    );
    let mut g = start(&text);
    go(&mut g, &["activate grom"]);
    assert!(!fulfilled(&g, "blue", "kill_blue"));
    assert!(!fulfilled(&g, "red", "kill_blue"));
    assert_eq!(coins(&g, "blue"), 0);
    // Diva kills Grom: red fulfils "kill a blue hero", and gets the first bonus.
    let text = text.replace(
        "{ id: diva, side: red, at: e1, card: diva, cards: [rusty_blade] }",
        "{ id: diva, side: red, at: e1, card: diva, cards: [rusty_blade], kills: grom }",
    );
    let mut g = start(&(text + "  \n").replace("figures:", "first_player: red\nfigures:"));
    go(&mut g, &["activate diva"]);
    assert!(fulfilled(&g, "red", "kill_blue"));
    assert!(!fulfilled(&g, "red", "kill_red"));
    assert!(
        log(&g)
            .iter()
            .any(|l| l.contains("quest_fulfilled red kill_blue"))
    );
}

#[test]
fn aq_quest_pve_script_kill_monster_credits_the_last_wound() {
    let text = scenario(
        5,
        3,
        "quests:\n  - { id: kill_goblins, script: kill_monster, card: goblin_archer, count: 2 }\n",
        &[
            "{ id: grom, side: blue, at: a1, card: grom, cards: [rusty_blade, parrying_blade] }",
            "{ id: diva, side: red, at: e3, card: diva, cards: [rusty_blade] }",
            "{ id: gob1, side: monsters, at: b1, card: goblin_archer }",
            "{ id: gob2, side: monsters, at: a2, card: goblin_archer }",
        ],
    );
    let mut g = start(&text);
    // 3 wounds reach the goblin's Overkill (2): it dies at once, no Payback. Gob2 is Close to
    // Grom and was not attacked, so it Guards: rig its miss.
    go(&mut g, &["activate grom"]);
    rig(&mut g, "attack", &["melee", "melee", "melee"]);
    go(&mut g, &["attack grom rusty_blade gob1", "keep"]);
    rig(&mut g, "attack", &["melee", "melee"]); // gob2's ranged Guard attack misses
    while prompt(&g).contains("reroll") {
        go(&mut g, &["keep"]);
    }
    assert!(!on_board(&g, "gob1"));
    assert!(!fulfilled(&g, "blue", "kill_goblins"), "one goblin of two");
    assert_eq!(
        g.state()
            .int(&Scope::Side("blue".into()), "quest kill_goblins kills"),
        1
    );
    go(&mut g, &["end grom"]);
    rest(&mut g); // red
    go(&mut g, &["activate grom"]);
    rig(&mut g, "attack", &["melee", "melee", "melee"]);
    go(&mut g, &["attack grom parrying_blade gob2", "keep"]);
    assert!(fulfilled(&g, "blue", "kill_goblins"));
    assert!(
        log(&g)
            .iter()
            .any(|l| l.contains("quest_fulfilled blue kill_goblins"))
    );
}

fn hold_text(extra: &str) -> String {
    scenario(
        5,
        3,
        &format!(
            "quests:\n  - {{ id: lantern, script: hold_space, at: c2 }}\n  - {{ id: well, script: hold_space, at: c3 }}\n{extra}"
        ),
        &[
            "{ id: grom, side: blue, at: a2, card: grom, cards: [rusty_blade] }",
            "{ id: maya, side: blue, at: a1, card: maya, cards: [nova_bolt] }",
            "{ id: diva, side: red, at: e2, card: diva, cards: [rusty_blade] }",
            "{ id: wisp, side: red, at: e1, card: wisp, cards: [slingshot] }",
        ],
    )
}

#[test]
fn aq_quest_first_fulfil_coin_once_per_quest_and_each_guild_once() {
    let mut g = start(&hold_text(""));
    // Blue ends its turn on c2: "lantern" fulfilled, first bonus.
    go(
        &mut g,
        &[
            "activate grom",
            "move grom",
            "move grom b2",
            "move grom c2",
            "end move",
            "end grom",
        ],
    );
    assert!(fulfilled(&g, "blue", "lantern"));
    assert_eq!(coins(&g, "blue"), 1);
    assert_eq!(
        game_var(&g, "quest lantern first"),
        Some(Var::Str("blue".into()))
    );
    // Red ends its turn on c2 too, but an enemy shares it: not held.
    go(
        &mut g,
        &[
            "activate diva",
            "move diva",
            "move diva d2",
            "move diva c2",
            "end move",
            "end diva",
        ],
    );
    assert!(!fulfilled(&g, "red", "lantern"));
    // Blue holds it again: fulfilled once, no second coin.
    go(&mut g, &["activate maya", "end maya"]);
    assert_eq!(coins(&g, "blue"), 1);
    // Grom leaves; Diva alone on c2 holds it: fulfilled, but the first bonus is gone.
    go(&mut g, &["rest", "done"]); // red rests and keeps its cards where they are
    go(
        &mut g,
        &[
            "activate grom",
            "move grom",
            "move grom b2",
            "end move",
            "end grom",
        ],
    );
    go(&mut g, &["activate diva", "end diva"]);
    assert!(fulfilled(&g, "red", "lantern"));
    assert_eq!(coins(&g, "red"), 0);
    assert_eq!(coins(&g, "blue"), 1);
    assert_eq!(
        log(&g)
            .iter()
            .filter(|l| l.contains("quest_fulfilled"))
            .count(),
        2
    );
}

#[test]
fn aq_victory_two_players_two_quests_and_end_of_scenario_coins() {
    // Grom carries a treasure chest (2 coins at the end of the scenario).
    let text = hold_text("").replace(
        "cards: [rusty_blade] }\n  - { id: maya",
        "cards: [rusty_blade, treasure_chest_2] }\n  - { id: maya",
    );
    let mut g = start(&text);
    go(
        &mut g,
        &[
            "activate grom",
            "move grom",
            "move grom b2",
            "move grom c2",
            "end move",
            "end grom",
        ],
    );
    rest(&mut g);
    go(
        &mut g,
        &["activate grom", "move grom", "move grom c3", "end move"],
    );
    assert!(
        g.pending().is_some(),
        "the quest is fulfilled at the end of the turn"
    );
    go(&mut g, &["end grom"]);
    let r = g.finished().expect("blue won").to_string();
    assert!(r.contains("winner=blue"), "{r}");
    assert!(r.contains("reason=victory"), "{r}");
    // Blue: 2 first bonuses + 2 quests + 2 from the chest; red nothing.
    assert!(r.contains("coins=blue:6,red:0"), "{r}");
    assert!(r.contains("quests=blue:2,red:0"), "{r}");
}

/// Four guilds: grom (blue) faces one hero of every other guild, each at 1 life left.
fn four_guilds(extra: &str) -> String {
    scenario(
        5,
        3,
        &format!("quests:\n  - {{ id: lantern, script: hold_space, at: a1 }}\n{extra}"),
        &[
            "{ id: grom, side: blue, at: b2, card: grom, cards: [rusty_blade, parrying_blade, slingshot, test_harness] }",
            "{ id: diva, side: red, at: a2, card: diva, cards: [rusty_blade], preset_wounds: 3 }",
            "{ id: kanga, side: green, at: c2, card: kanga, cards: [rusty_blade], preset_wounds: 3 }",
            "{ id: seth, side: orange, at: b3, card: seth, cards: [rusty_blade], preset_wounds: 2 }",
        ],
    )
}

fn life(g: &Game, id: &str) -> i64 {
    g.state().int(&Scope::Figure(id.into()), "life")
}

/// Blue kills `victim` (one life left) with `card` rolling `faces`, defence dice blank.
fn kill_with(g: &mut Game, card: &str, faces: &[&str], victim: &str) {
    let left = life(g, victim) - wounds(g, victim);
    assert_eq!(left, 1, "{victim}");
    rig(g, "attack", faces);
    rig(g, "defence", &["blank"; 6]);
    go(g, &[&format!("attack grom {card} {victim}")]);
    while prompt(g).contains("reroll") {
        go(g, &["keep"]);
    }
}

#[test]
fn aq_victory_three_pvp_quests_do_not_win_with_four_players_a_pve_one_does_at_once() {
    let mut g = start(&four_guilds(""));
    go(&mut g, &["activate grom"]);
    kill_with(&mut g, "rusty_blade", &["melee"; 3], "diva");
    go(&mut g, &["end grom"]);
    for _ in 0..3 {
        rest(&mut g);
    }
    go(&mut g, &["activate grom"]);
    kill_with(&mut g, "parrying_blade", &["melee"; 2], "kanga");
    go(&mut g, &["end grom"]);
    for _ in 0..3 {
        rest(&mut g);
    }
    go(&mut g, &["activate grom"]);
    assert!(fulfilled(&g, "blue", "kill_red") && fulfilled(&g, "blue", "kill_green"));
    // Grom has not rested: his blades are exhausted, the Slingshot is left.
    kill_with(&mut g, "slingshot", &["ranged"; 2], "seth");
    assert!(fulfilled(&g, "blue", "kill_orange"));
    assert!(g.finished().is_none(), "three PvP quests are not enough");
    // The PvE quest: end the turn on a1.
    // Moved and attacked: the activation and the turn end with the move.
    go(
        &mut g,
        &["move grom", "move grom a2", "move grom a1", "end move"],
    );
    let r = g.finished().expect("blue won").to_string();
    assert!(
        r.contains("winner=blue") && r.contains("quests=blue:4"),
        "{r}"
    );
}

#[test]
fn aq_victory_mid_activation_kill_ends_the_game_at_once() {
    // Two guilds: blue already holds the lantern; killing Diva is its second quest. The game
    // ends as the attack resolves: Grom never gets to move.
    let text = scenario(
        5,
        3,
        "quests:\n  - { id: lantern, script: hold_space, at: b2 }\n",
        &[
            "{ id: grom, side: blue, at: b2, card: grom, cards: [rusty_blade, test_harness] }",
            "{ id: diva, side: red, at: c2, card: diva, cards: [rusty_blade], preset_wounds: 3 }",
        ],
    );
    let mut g = start(&text);
    go(&mut g, &["activate grom", "end grom"]);
    assert!(fulfilled(&g, "blue", "lantern"));
    rest(&mut g);
    go(&mut g, &["activate grom"]);
    assert_eq!(life(&g, "diva") - wounds(&g, "diva"), 1);
    rig(&mut g, "attack", &["melee", "melee", "melee"]);
    rig(&mut g, "defence", &["blank"; 6]);
    go(&mut g, &["attack grom rusty_blade diva"]);
    let r = g
        .finished()
        .expect("the game ended mid-activation")
        .to_string();
    assert!(r.contains("winner=blue"), "{r}");
    assert!(g.pending().is_none());
    let l = log(&g);
    let over = l.iter().position(|x| x.contains("game_over")).unwrap();
    let killed = l
        .iter()
        .position(|x| x.contains("figure_killed diva"))
        .unwrap();
    assert!(killed < over);
    assert!(
        !l[killed..].iter().any(|x| x.contains("activation_end")),
        "{l:#?}"
    );
    // Bad input after the end leaves the game as it is.
    assert!(g.answer(0).is_err());
}

#[test]
fn aq_quest_reward_card_goes_to_a_hero_while_copies_last() {
    let text = scenario(
        5,
        3,
        "quests:\n  - { id: tokens, script: collect_tokens, count: 1, rewards: [moon_ring] }\n",
        &[
            "{ id: grom, side: blue, at: a1, card: grom, cards: [rusty_blade], collects: quest_token }",
            "{ id: maya, side: blue, at: a2, card: maya, cards: [nova_bolt] }",
            "{ id: diva, side: red, at: e1, card: diva, cards: [rusty_blade], collects: quest_token }",
            "{ id: gob, side: monsters, at: e3, card: goblin_archer, cards: [test_harness] }",
        ],
    );
    let mut g = start(&text);
    go(&mut g, &["activate grom"]);
    assert!(fulfilled(&g, "blue", "tokens"));
    assert!(prompt(&g).contains("moon_ring"), "{}", prompt(&g));
    go(&mut g, &["reward maya", "end grom", "activate diva"]);
    assert!(holds(&g, "maya", "moon_ring"));
    // Red fulfils it too, but the only copy is gone.
    assert!(fulfilled(&g, "red", "tokens"));
    assert!(!holds(&g, "diva", "moon_ring"));
}

#[test]
fn unknown_quest_script_is_a_scenario_error_naming_it() {
    let text = scenario(
        5,
        3,
        "quests:\n  - find_the_grail\n",
        &[
            "{ id: grom, side: blue, at: a1, card: grom, cards: [rusty_blade] }",
            "{ id: diva, side: red, at: e1, card: diva, cards: [rusty_blade] }",
        ],
    );
    let err = game_on(&lib(), &text, 1, Default::default())
        .err()
        .expect("no such quest script")
        .to_string();
    assert!(err.contains("arcadia/quests/find_the_grail.lua"), "{err}");
}

// ---------------------------------------------------------------------------------------------
// Attack extras (rulebook p.15-17, 26-28)
// ---------------------------------------------------------------------------------------------

fn duel(blue_cards: &str, extra_blue: &str) -> Game {
    start(&scenario(
        5,
        3,
        "",
        &[
            &format!(
                "{{ id: grom, side: blue, at: b2, card: grom, cards: [{blue_cards}]{extra_blue} }}"
            ),
            "{ id: diva, side: red, at: c2, card: diva, cards: [rusty_blade] }",
            "{ id: wisp, side: red, at: c3, card: wisp, cards: [slingshot] }",
        ],
    ))
}

#[test]
fn boost_card_is_declared_before_rolling_adds_its_die_and_is_exhausted() {
    let mut g = duel("rusty_blade, slingshot, power_strike", "");
    go(&mut g, &["activate grom", "attack grom rusty_blade diva"]);
    assert_eq!(keys(&g), ["roll", "boost power_strike"]);
    let from = log(&g).len();
    rig(&mut g, "attack", &["ranged", "ranged", "ranged", "ranged"]);
    go(&mut g, &["boost power_strike"]);
    assert!(card_exhausted(&g, "grom", "power_strike"));
    let rolls = attack_rolls(&g, from);
    assert_eq!(rolls.len(), 1, "{rolls:?}");
    assert!(
        rolls[0].ends_with("attack: ranged ranged ranged ranged"),
        "{rolls:?}"
    );
    while prompt(&g).contains("reroll") {
        go(&mut g, &["keep"]);
    }
    go(&mut g, &["end grom"]);
    // Melee only: next time, with a ranged card, and exhausted anyway, it is not offered.
    rest(&mut g);
    go(&mut g, &["activate grom", "attack grom slingshot diva"]);
    assert!(!prompt(&g).contains("boosts"), "{:?}", keys(&g));
}

#[test]
fn boost_card_is_not_offered_for_an_attack_type_it_does_not_fit() {
    let mut g = duel("slingshot, power_strike", "");
    go(&mut g, &["activate grom", "attack grom slingshot wisp"]);
    assert!(
        !keys(&g).contains(&"boost power_strike".to_string()),
        "{:?}",
        keys(&g)
    );
}

#[test]
fn self_sacrifice_wound_is_paid_before_rolling_and_cannot_kill_its_user() {
    // Grom has 5 life. With 3 wounds he may pay 1 more; with 4 he may not.
    let mut g = duel(
        "rusty_blade, blood_pact, test_harness",
        ", preset_wounds: 3",
    );
    go(&mut g, &["activate grom", "attack grom rusty_blade diva"]);
    assert_eq!(keys(&g), ["roll", "use blood_pact"]);
    let from = log(&g).len();
    rig(&mut g, "attack", &["melee"; 6]);
    go(&mut g, &["use blood_pact"]);
    assert_eq!(wounds(&g, "grom"), 4);
    // 3 dice + 2 (Blood Pact) + 1 (Grom's Battle Fury while wounded) = 6 dice.
    let rolls = attack_rolls(&g, from);
    assert_eq!(rolls.len(), 1, "{rolls:?}");
    assert_eq!(
        rolls[0].split(": ").nth(1).unwrap().split(' ').count(),
        6,
        "{rolls:?}"
    );
    let mut g = duel(
        "rusty_blade, blood_pact, test_harness",
        ", preset_wounds: 4",
    );
    go(&mut g, &["activate grom", "attack grom rusty_blade diva"]);
    assert!(
        !keys(&g).contains(&"use blood_pact".to_string()),
        "{:?}",
        keys(&g)
    );
}

#[test]
fn exhaust_hero_cost_needs_an_unexhausted_hero_card_until_the_guild_rests() {
    let mut g = duel("slingshot, nova_bolt, focused_aim", "");
    go(&mut g, &["activate grom", "attack grom slingshot wisp"]);
    assert_eq!(keys(&g), ["roll", "use focused_aim"]);
    go(&mut g, &["use focused_aim"]);
    assert!(
        card_exhausted(&g, "grom", "grom"),
        "the Hero card is exhausted"
    );
    assert!(
        !card_exhausted(&g, "grom", "focused_aim"),
        "a Permanent card never is"
    );
    while prompt(&g).contains("reroll") {
        go(&mut g, &["keep"]);
    }
    go(&mut g, &["end grom"]);
    rest(&mut g);
    go(&mut g, &["activate grom", "attack grom nova_bolt wisp"]);
    assert!(
        !keys(&g).contains(&"use focused_aim".to_string()),
        "{:?}",
        keys(&g)
    );
}

#[test]
fn secondary_targets_share_one_attack_roll_and_suffer_the_same_hits() {
    // Nova Bolt's CRIT adds Wisp (Close to Diva) as a second target (rulebook p.17).
    let text = scenario(
        5,
        3,
        "",
        &[
            "{ id: maya, side: blue, at: a2, card: maya, cards: [nova_bolt] }",
            "{ id: diva, side: red, at: c2, card: diva, cards: [rusty_blade] }",
            "{ id: wisp, side: red, at: c3, card: wisp, cards: [slingshot] }",
        ],
    );
    let mut g = start(&text);
    go(&mut g, &["activate maya"]);
    let from = log(&g).len();
    rig(&mut g, "attack", &["crit", "ranged", "ranged"]);
    rig(&mut g, "defence", &["blank"; 8]);
    go(
        &mut g,
        &["attack maya nova_bolt diva", "second target wisp"],
    );
    while prompt(&g).contains("reroll") {
        go(&mut g, &["keep"]);
    }
    assert_eq!(attack_rolls(&g, from).len(), 1, "{:#?}", tail(&g, 20));
    assert_eq!(wounds(&g, "diva"), 3);
    assert_eq!(wounds(&g, "wisp"), 3);
}

// ---------------------------------------------------------------------------------------------
// Bombs (rulebook p.28)
// ---------------------------------------------------------------------------------------------

#[test]
fn bomb_hit_lays_a_minefield_on_the_target_and_close_spaces() {
    let mut g = duel("fire_bomb", "");
    go(&mut g, &["activate grom"]);
    rig(&mut g, "attack", &["ranged", "melee", "melee"]);
    rig(&mut g, "defence", &["shield", "shield", "shield"]);
    go(&mut g, &["attack grom fire_bomb diva"]);
    while prompt(&g).contains("reroll") {
        go(&mut g, &["keep"]);
    }
    assert_eq!(wounds(&g, "diva"), 0, "saved, but the roll scored a hit");
    for s in ["c2", "b2", "d2", "c1", "c3"] {
        assert_eq!(
            game_var(&g, &format!("mine {s} blue")),
            Some(Var::Str("fire_bomb".into())),
            "{s}"
        );
    }
    assert_eq!(game_var(&g, "mine a2 blue"), None);
    assert_eq!(game_var(&g, "mine d1 blue"), None);
}

#[test]
fn bomb_that_misses_lays_no_minefield() {
    let mut g = duel("fire_bomb", "");
    go(&mut g, &["activate grom"]);
    rig(&mut g, "attack", &["melee", "melee", "melee"]);
    go(&mut g, &["attack grom fire_bomb diva"]);
    assert_eq!(game_var(&g, "mine c2 blue"), None);
}

#[test]
fn a_guild_may_hold_only_one_bomb() {
    let text = scenario(
        5,
        3,
        "",
        &[
            "{ id: grom, side: blue, at: a1, card: grom, cards: [fire_bomb] }",
            "{ id: maya, side: blue, at: a2, card: maya, cards: [fire_bomb] }",
            "{ id: diva, side: red, at: e1, card: diva, cards: [rusty_blade] }",
        ],
    );
    let err = game_on(&lib(), &text, 1, Default::default())
        .err()
        .expect("two bombs")
        .to_string();
    assert!(err.contains("two Bomb cards"), "{err}");
}

fn minefield() -> Game {
    // Blue and green minefields share c2; red's Diva walks into it.
    start(&scenario(
        5,
        3,
        "first_player: red\nmines:\n  c2: { blue: fire_bomb, green: fire_bomb }\n  d2: { red: fire_bomb }\n",
        &[
            "{ id: grom, side: blue, at: a1, card: grom, cards: [rusty_blade] }",
            "{ id: diva, side: red, at: e2, card: diva, cards: [rusty_blade], preset_wounds: 3 }",
            "{ id: kanga, side: green, at: a3, card: kanga, cards: [rusty_blade] }",
            "{ id: gob, side: monsters, at: e3, card: goblin_archer, cards: [test_harness] }",
        ],
    ))
}

#[test]
fn own_minefield_does_nothing_enemy_minefields_explode_together_with_shared_credit() {
    let mut g = minefield();
    // d2 holds a red token: Diva passes safely (and the gob's Guard attack misses).
    rig(&mut g, "attack", &["melee", "melee"]);
    go(&mut g, &["activate diva", "move diva", "move diva d2"]);
    assert_eq!(wounds(&g, "diva"), 3);
    assert_eq!(
        game_var(&g, "mine d2 red"),
        Some(Var::Str("fire_bomb".into()))
    );
    // c2: blue's and green's bombs explode as one attack of 3 + 3 dice.
    let from = log(&g).len();
    rig(
        &mut g,
        "attack",
        &["ranged", "melee", "melee", "melee", "melee", "melee"],
    );
    rig(&mut g, "defence", &["blank"; 6]);
    go(&mut g, &["move diva c2"]);
    while prompt(&g).contains("reroll") {
        go(&mut g, &["keep"]);
    }
    let rolls = attack_rolls(&g, from);
    assert_eq!(rolls.len(), 1, "{rolls:?}");
    assert_eq!(rolls[0].split(": ").nth(1).unwrap().split(' ').count(), 6);
    assert!(!on_board(&g, "diva"));
    assert_eq!(game_var(&g, "mine c2 blue"), None, "the tokens are gone");
    assert_eq!(game_var(&g, "mine c2 green"), None);
    assert!(fulfilled(&g, "blue", "kill_red") && fulfilled(&g, "green", "kill_red"));
    // Listed in seat order from the victim's guild (red, green, blue).
    assert!(
        log(&g)
            .iter()
            .any(|l| l.contains("minefield of green, blue explodes on diva"))
    );
}

// ---------------------------------------------------------------------------------------------
// Rulebook p.27: the reroll pool example
// ---------------------------------------------------------------------------------------------

#[test]
fn aq_dice_zazu_reroll_pool_example_p27() {
    // Zazu holds a Parrying Blade (+1 reroll) and a Moon Ring (+2): a pool of 3. The Orc is an
    // Orc Captain, whose Overkill (4) lets it strike back after 3 wounds, as in the example.
    let text = scenario(
        5,
        3,
        "",
        &[
            "{ id: zazu, side: blue, at: a2, card: zazu, cards: [parrying_blade, slingshot, moon_ring] }",
            "{ id: diva, side: red, at: e1, card: diva, cards: [rusty_blade] }",
            "{ id: orc, side: monsters, at: b2, card: orc_captain }",
        ],
    );
    let mut g = start(&text);
    go(&mut g, &["activate zazu"]);
    // Two misses; rerolled into a hit and a CRIT; the CRIT's extra die misses and is rerolled
    // into a hit: 3 hits with all 3 rerolls spent.
    rig(
        &mut g,
        "attack",
        &["melee", "melee", "ranged", "crit", "melee", "ranged"],
    );
    go(
        &mut g,
        &[
            "attack zazu slingshot orc",
            "reroll 1",
            "reroll 2",
            "reroll 3",
        ],
    );
    let l = log(&g);
    assert!(
        l.iter()
            .any(|x| x == "reroll #1 die 3: ranged melee+ranged+crit ranged(+)"),
        "{:#?}",
        tail(&g, 30)
    );
    assert_eq!(wounds(&g, "orc"), 3);
    // The captain (3 wounds, not Overkilled) pays back without moving: 3 dice, 2 hits.
    rig(&mut g, "attack", &["melee", "melee", "ranged"]);
    // Zazu: defence 2 + Parrying Blade 1 = 3 dice where the example rolls 2; the third die is
    // a blank so the outcome is the example's. One save; a reroll gives another blank; a
    // second reroll a save: 2 saves cancel both hits and the last reroll is kept.
    rig(
        &mut g,
        "defence",
        &["shield", "blank", "blank", "blank", "shield"],
    );
    let mut answered = Vec::new();
    while g.pending().is_some() && answered.len() < 12 {
        let k = keys(&g);
        let p = prompt(&g);
        let pick = if k.contains(&"attack orc zazu".to_string()) {
            "attack orc zazu".to_string()
        } else if p.starts_with("orc may reroll") {
            "keep".to_string()
        } else if p.starts_with("zazu may reroll defence") {
            let n = answered
                .iter()
                .filter(|a: &&String| a.starts_with("reroll"))
                .count();
            ["reroll 2", "reroll 2", "keep"][n.min(2)].to_string()
        } else {
            break;
        };
        go(&mut g, &[&pick]);
        answered.push(pick);
    }
    assert_eq!(
        answered,
        ["attack orc zazu", "keep", "reroll 2", "reroll 2", "keep"],
        "{:#?}\n{:#?}",
        g.pending(),
        tail(&g, 30)
    );
    let l = log(&g);
    assert!(
        l.iter()
            .any(|x| x == "reroll #4 die 2: shield shield blank"),
        "{:#?}",
        tail(&g, 30)
    );
    assert_eq!(wounds(&g, "zazu"), 0);
    // Then the captain dies of its wounds: 2 coins to blue.
    assert!(!on_board(&g, "orc"));
    assert_eq!(coins(&g, "blue"), 2);
}

// ---------------------------------------------------------------------------------------------
// The intro scenario's quests
// ---------------------------------------------------------------------------------------------

#[test]
fn intro_light_the_lantern_is_fulfilled_by_ending_a_turn_on_e4() {
    let mut g = common::intro_game(1);
    assert_eq!(game_var(&g, "first_player"), Some(Var::Str("blue".into())));
    go(
        &mut g,
        &[
            "activate maya",
            "move maya",
            "move maya a1",
            "move maya b1",
            "move maya c1",
            "end maya",
        ],
    );
    rest(&mut g);
    go(
        &mut g,
        &[
            "activate maya",
            "move maya",
            "move maya c2",
            "door maya d2",
            "move maya d2",
            "end maya",
        ],
    );
    rest(&mut g);
    go(&mut g, &["activate maya", "move maya", "move maya d3"]);
    // Leaving d3 and e3 sets off the orc's Guard twice: rig two misses.
    rig(&mut g, "attack", &["ranged"; 6]);
    go(&mut g, &["move maya e3", "move maya e4"]);
    assert!(
        !fulfilled(&g, "blue", "light_the_lantern"),
        "only at the end of the turn"
    );
    go(&mut g, &["end maya"]);
    assert!(fulfilled(&g, "blue", "light_the_lantern"));
    assert_eq!(
        game_var(&g, "quest light_the_lantern first"),
        Some(Var::Str("blue".into()))
    );
    // One quest of the two a 2-player game needs: the game goes on.
    assert!(g.finished().is_none());
    assert_eq!(turn_side(&g), "red");
}
