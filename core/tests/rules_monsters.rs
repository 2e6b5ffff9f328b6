//! Monster rules (rulebook p.19-23) through the real engine with rigged dice: Guard on a move
//! and after an attack, Payback with movement, Overkill, villain rewards, level bands, the
//! controlling player (to the right of the active one) and the spawn tile. The rulebook's two
//! worked examples (Grom's walk, p.19; Schmetterling's payback, p.22) are rebuilt exactly.
//!
//! A test-only card (`HARNESS`, added to the library here, never shipped) sets up what a test
//! needs before the first activation: `preset_wounds`, `preset_wounded_by` (hero ids whose guilds
//! already wounded a villain) and `doomed` (figures killed by nobody, in scenario order).

mod common;

use common::{game_on, library};
use skirmish_core::game::state::{Scope, Var};
use skirmish_core::game::{Game, Library};

const HARNESS: &str = r#"-- Test harness: scenario state the rules cannot reach by play in one turn.
return {
  name = "Monster test harness",
  kind = "quest",
  on = {
    activation_start = function(self, e, game)
      if game.vars.harness_ready then return end
      game.vars.harness_ready = true
      local monsters = require("arcadia.monsters")
      for _, f in ipairs(game.figures()) do
        local s = game.scenario.figure(f.id)
        if s and s.preset_wounds then f.wounds = s.preset_wounds end
        for _, id in ipairs((s and s.preset_wounded_by) or {}) do
          monsters.wounded(game, f, game.figure(id))
        end
      end
      for _, f in ipairs(game.figures()) do
        local s = game.scenario.figure(f.id)
        if s and s.doomed then
          f.wounds = f.life
          require("arcadia.rewards").kill(game, f, nil, nil)
        end
      end
    end,
  },
}
"#;

fn lib() -> Library {
    let mut lib = library();
    lib.files.insert(
        "cards/arcadia/monster_test_harness.lua".into(),
        HARNESS.into(),
    );
    lib
}

/// A scenario on an open board of `cols` x `rows` spaces (or `board` when given), with extra
/// top-level YAML `extra` and the figure lines.
fn scenario(board: &str, extra: &str, figures: &[&str]) -> String {
    let mut s = format!("ruleset: arcadia\nboard: |\n{board}{extra}figures:\n");
    for f in figures {
        s.push_str("  - ");
        s.push_str(f);
        s.push('\n');
    }
    s
}

fn open_board(cols: usize, rows: usize) -> String {
    let mut b = String::new();
    let rule = format!("  +{}\n", "---+".repeat(cols));
    b.push_str(&rule);
    for r in 0..rows {
        let cells = vec![" . "; cols].join(" ");
        b.push_str(&format!("  |{cells}|\n"));
        if r + 1 < rows {
            b.push_str(&format!("  +{}\n", "   +".repeat(cols)));
        }
    }
    b.push_str(&rule);
    b
}

fn start(text: &str) -> Game {
    game_on(&lib(), text, 1, Default::default()).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// Answers each key in turn, failing with the pending choice when a key is not offered.
fn go(g: &mut Game, keys: &[&str]) {
    for k in keys {
        if let Err(e) = g.answer_key(k) {
            panic!(
                "`{k}`: {e}\npending: {:#?}\nlog tail: {:#?}",
                g.pending(),
                log_tail(g, 25)
            );
        }
    }
}

fn rig(g: &mut Game, die: &str, faces: &[&str]) {
    g.rig(die, faces).unwrap();
}

fn int(g: &Game, id: &str, key: &str) -> i64 {
    g.state().int(&Scope::Figure(id.into()), key)
}

fn wounds(g: &Game, id: &str) -> i64 {
    int(g, id, "wounds")
}

fn var(g: &Game, scope: Scope, key: &str) -> Option<Var> {
    g.state().get(&scope, key).cloned()
}

fn coins(g: &Game, side: &str) -> i64 {
    g.state().int(&Scope::Side(side.into()), "coins")
}

fn at(g: &Game, id: &str) -> Option<String> {
    let st = g.state();
    let i = st.figure(id).unwrap();
    st.table
        .is_on_board(i)
        .then(|| st.table.figure(i).at.to_string())
}

fn spawn_tile(g: &Game) -> String {
    match var(g, Scope::Game, "spawn_tile") {
        Some(Var::Str(s)) => s,
        other => panic!("spawn_tile is {other:?}"),
    }
}

fn boxed(g: &Game, id: &str) -> bool {
    var(g, Scope::Figure(id.into()), "boxed") == Some(Var::Bool(true))
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

fn log(g: &Game) -> Vec<String> {
    g.state().log.iter().map(|e| e.to_string()).collect()
}

fn log_tail(g: &Game, n: usize) -> Vec<String> {
    let l = log(g);
    l[l.len().saturating_sub(n)..].to_vec()
}

/// Log lines that start with `prefix`, in order.
fn events(g: &Game, prefix: &str) -> Vec<String> {
    log(g)
        .into_iter()
        .filter(|l| l.starts_with(prefix))
        .collect()
}

// ---------------------------------------------------------------------------------------------
// Guard (p.19)
// ---------------------------------------------------------------------------------------------

/// The rulebook's p.19 picture as a 5x3 board: Grom (a2) walks east past an Orc (a3), with the
/// Troll behind a closed door (a1), through the Goblin's space (c2) under the Hammer Beastman
/// (c1), to d2. Red (e3) is the only other guild, so Red controls the monsters.
const P19_BOARD: &str = "  +---+---+---+---+---+
  | .   .   .   .   . |
  +-D-+   +   +   +   +
  | .   .   .   .   . |
  +   +   +   +   +   +
  | .   .   .   .   . |
  +---+---+---+---+---+
";

fn p19() -> Game {
    start(&scenario(
        P19_BOARD,
        "",
        &[
            "{ id: grom, side: blue, at: a2, card: grom }",
            "{ id: troll, side: monsters, at: a1, card: troll }",
            "{ id: hammer, side: monsters, at: c1, card: hammer_beastman }",
            "{ id: goblin, side: monsters, at: c2, card: goblin_archer }",
            "{ id: orc, side: monsters, at: a3, card: orc_marauder }",
            "{ id: diva, side: red, at: e3, card: diva }",
        ],
    ))
}

#[test]
fn aq_guard_move_rulebook_p19_grom_walk() {
    let mut g = p19();
    go(&mut g, &["activate grom", "move grom"]);
    // 1: leaving a2 wakes the Orc only: the closed door shuts the Troll out, and entering b2
    // (Close to the Goblin) wakes nobody. Orc: 2 hits; Grom saves 1.
    rig(&mut g, "attack", &["melee", "melee", "ranged"]);
    rig(&mut g, "defence", &["shield"]);
    go(&mut g, &["move grom b2"]);
    assert_eq!(at(&g, "grom").as_deref(), Some("b2"));
    assert_eq!(wounds(&g, "grom"), 1);
    assert_eq!(
        events(&g, "event attack_declared"),
        ["event attack_declared orc orc_marauder grom"]
    );
    // 2: leaving b2 wakes the Goblin, not the Orc. 1 hit; Battle Fury gives Grom 2 dice, both blank.
    rig(&mut g, "attack", &["ranged", "melee"]);
    rig(&mut g, "defence", &["blank", "blank"]);
    go(&mut g, &["move grom c2"]);
    assert_eq!(at(&g, "grom").as_deref(), Some("c2"));
    assert_eq!(wounds(&g, "grom"), 2);
    // 3: leaving c2 wakes the Goblin (same space) and the Hammer Beastman; Red orders them.
    go(&mut g, &["move grom d2"]);
    assert_eq!(side(&g), "red");
    assert_eq!(prompt(&g), "monsters react to grom: which first?");
    assert_eq!(keys(&g), ["guard hammer", "guard goblin"]);
    assert_eq!(
        at(&g, "grom").as_deref(),
        Some("c2"),
        "guards strike before the move"
    );
    // The order is asked by the kernel's reaction window, as data: a fork there is a copy
    // (no script runs) and goes on as the game does.
    assert!(g.waits_on_data());
    let fork = g.fork().unwrap();
    assert_eq!(fork.state(), g.state());
    let mut fork = fork;
    rig(&mut g, "attack", &["melee", "melee", "ranged", "ranged"]);
    rig(&mut g, "defence", &["shield", "shield"]);
    rig(&mut g, "attack", &["ranged", "ranged"]);
    rig(&mut g, "defence", &["shield", "blank"]);
    go(&mut g, &["guard hammer"]);
    assert_eq!(at(&g, "grom").as_deref(), Some("d2"));
    assert_eq!(wounds(&g, "grom"), 3);
    assert_eq!(
        var(&g, Scope::Figure("grom".into()), "dazed"),
        None,
        "the hammer saved against wounds nothing, so no daze"
    );
    assert_eq!(
        events(&g, "event attack_declared"),
        [
            "event attack_declared orc orc_marauder grom",
            "event attack_declared goblin goblin_archer grom",
            "event attack_declared hammer hammer_beastman grom",
            "event attack_declared goblin goblin_archer grom",
        ]
    );
    // Out of movement points; the activation goes on with Grom where he stopped.
    assert_eq!(prompt(&g), "grom is active");
    rig(&mut fork, "attack", &["melee", "melee", "ranged", "ranged"]);
    rig(&mut fork, "defence", &["shield", "shield"]);
    rig(&mut fork, "attack", &["ranged", "ranged"]);
    rig(&mut fork, "defence", &["shield", "blank"]);
    go(&mut fork, &["guard hammer"]);
    assert_eq!(log_tail(&fork, 60), log_tail(&g, 60));
}

#[test]
fn aq_guard_move_portal_and_door_never_trigger_guard() {
    let board = "  +---+---+---+---+
  | P   .   .   P |
  +   +---+-D-+   +
  | .   .   .   . |
  +---+---+---+---+
";
    let mut g = start(&scenario(
        board,
        "portals:\n  red: [a1, d1]\n",
        &[
            "{ id: grom, side: blue, at: a1, card: grom }",
            "{ id: orc, side: monsters, at: b1, card: orc_marauder }",
            "{ id: diva, side: red, at: b2, card: diva }",
        ],
    ));
    go(&mut g, &["activate grom", "move grom", "move grom d1"]);
    assert_eq!(at(&g, "grom").as_deref(), Some("d1"));
    // Leaving a1 (Close to the Orc) by the portal woke nobody.
    assert!(events(&g, "event attack_declared").is_empty());
    assert_eq!(wounds(&g, "grom"), 0);

    let mut g = start(&scenario(
        board,
        "",
        &[
            "{ id: grom, side: blue, at: c1, card: grom }",
            "{ id: orc, side: monsters, at: b1, card: orc_marauder }",
            "{ id: diva, side: red, at: a2, card: diva }",
        ],
    ));
    go(&mut g, &["activate grom", "move grom", "door grom c2"]);
    assert!(
        events(&g, "event attack_declared").is_empty(),
        "a door flip is no move"
    );
    // Stepping through the door now leaves a space Close to the Orc: that does trigger.
    rig(&mut g, "attack", &["ranged", "ranged", "ranged"]);
    rig(&mut g, "defence", &["blank"]);
    go(&mut g, &["move grom c2"]);
    assert_eq!(
        events(&g, "event attack_declared"),
        ["event attack_declared orc orc_marauder grom"]
    );
    assert_eq!(at(&g, "grom").as_deref(), Some("c2"));
}

#[test]
fn aq_guard_move_a_hero_killed_by_guard_does_not_move() {
    let mut g = start(&scenario(
        &open_board(4, 2),
        "",
        &[
            "{ id: grom, side: blue, at: a1, card: grom, cards: [monster_test_harness], preset_wounds: 4 }",
            "{ id: orc, side: monsters, at: b1, card: orc_marauder }",
            "{ id: diva, side: red, at: d2, card: diva }",
        ],
    ));
    go(&mut g, &["activate grom", "move grom"]);
    rig(&mut g, "attack", &["melee", "melee", "melee"]);
    rig(&mut g, "defence", &["blank", "blank"]);
    go(&mut g, &["move grom a2"]);
    assert_eq!(at(&g, "grom"), None);
    assert!(log(&g).contains(&"event figure_killed grom".to_string()));
    assert!(!log(&g).iter().any(|l| l.starts_with("event moved grom")));
    // Grom's activation is over: the next guild plays.
    assert_eq!(side(&g), "red");
}

#[test]
fn aq_guard_move_wisp_stealth_slips_past_but_her_attack_does_not() {
    let mut g = start(&scenario(
        &open_board(4, 2),
        "",
        &[
            "{ id: wisp, side: blue, at: a1, card: wisp, cards: [slingshot] }",
            "{ id: orc, side: monsters, at: b1, card: orc_marauder }",
            "{ id: diva, side: red, at: d2, card: diva }",
        ],
    ));
    go(
        &mut g,
        &["activate wisp", "move wisp", "move wisp a2", "move wisp b2"],
    );
    assert_eq!(at(&g, "wisp").as_deref(), Some("b2"));
    assert!(events(&g, "event attack_declared").is_empty());
    // Stealth is about movement: shooting Diva with the Orc Close still draws its Guard.
    go(&mut g, &["end move"]);
    rig(
        &mut g,
        "attack",
        &["melee", "melee", "ranged", "ranged", "ranged"],
    );
    go(&mut g, &["attack wisp slingshot diva"]);
    assert_eq!(
        events(&g, "event attack_declared"),
        [
            "event attack_declared wisp slingshot diva",
            "event attack_declared orc orc_marauder wisp"
        ]
    );
}

// ---------------------------------------------------------------------------------------------
// Guard after an attack (p.20)
// ---------------------------------------------------------------------------------------------

#[test]
fn aq_guard_attack_close_monsters_strike_after_an_attack_on_someone_else() {
    let mut g = start(&scenario(
        &open_board(4, 2),
        "",
        &[
            "{ id: zazu, side: blue, at: a1, card: zazu, cards: [slingshot] }",
            "{ id: orc, side: monsters, at: b1, card: orc_marauder }",
            "{ id: goblin, side: monsters, at: a2, card: goblin_archer }",
            "{ id: far, side: monsters, at: d2, card: orc_marauder }",
            "{ id: diva, side: red, at: d1, card: diva }",
        ],
    ));
    go(&mut g, &["activate zazu"]);
    rig(&mut g, "attack", &["ranged", "ranged"]);
    rig(&mut g, "defence", &["blank", "blank", "blank", "blank"]);
    go(&mut g, &["attack zazu slingshot diva"]);
    assert_eq!(wounds(&g, "diva"), 2);
    // Both Close monsters strike once the attack is over; the far one does not. Red orders them.
    assert_eq!(side(&g), "red");
    assert_eq!(keys(&g), ["guard orc", "guard goblin"]);
    rig(&mut g, "attack", &["ranged", "ranged"]);
    rig(&mut g, "defence", &["blank", "blank"]);
    rig(&mut g, "attack", &["melee", "ranged", "ranged"]);
    rig(&mut g, "defence", &["blank", "blank"]);
    go(&mut g, &["guard goblin"]);
    assert_eq!(wounds(&g, "zazu"), 3);
    assert_eq!(
        events(&g, "event attack_declared"),
        [
            "event attack_declared zazu slingshot diva",
            "event attack_declared goblin goblin_archer zazu",
            "event attack_declared orc orc_marauder zazu",
        ]
    );
    assert_eq!(prompt(&g), "zazu is active");
}

#[test]
fn aq_guard_attack_targeting_a_close_monster_fends_all_close_monsters_off() {
    let mut g = start(&scenario(
        &open_board(4, 2),
        "",
        &[
            "{ id: grom, side: blue, at: a1, card: grom, cards: [rusty_blade] }",
            "{ id: orc, side: monsters, at: b1, card: orc_marauder }",
            "{ id: goblin, side: monsters, at: a2, card: goblin_archer }",
            "{ id: diva, side: red, at: d2, card: diva }",
        ],
    ));
    go(&mut g, &["activate grom"]);
    rig(&mut g, "attack", &["melee", "ranged", "ranged"]);
    go(&mut g, &["attack grom rusty_blade orc"]);
    assert_eq!(wounds(&g, "orc"), 1);
    // Only the target's Payback follows; the Goblin, also Close, does not guard.
    assert_eq!(side(&g), "red");
    assert_eq!(prompt(&g), "orc moves (1 point) to pay back grom");
    assert!(keys(&g).contains(&"attack orc grom".to_string()));
    assert!(!keys(&g).iter().any(|k| k.contains("goblin")));
    rig(&mut g, "attack", &["ranged", "ranged", "ranged"]);
    go(&mut g, &["attack orc grom"]);
    assert_eq!(prompt(&g), "grom is active");
    assert_eq!(events(&g, "event attack_declared").len(), 2);
}

#[test]
fn aq_guard_attack_a_killed_close_target_still_fends_off() {
    // Grom Overkills the Goblin next to him: it leaves the board at once, yet the attack targeted
    // a Close monster, so the Orc (also Close) does not guard.
    let mut g = start(&scenario(
        &open_board(4, 2),
        "",
        &[
            "{ id: grom, side: blue, at: a1, card: grom, cards: [rusty_blade] }",
            "{ id: orc, side: monsters, at: b1, card: orc_marauder }",
            "{ id: goblin, side: monsters, at: a2, card: goblin_archer }",
            "{ id: diva, side: red, at: d2, card: diva }",
        ],
    ));
    go(&mut g, &["activate grom"]);
    rig(&mut g, "attack", &["melee", "melee", "ranged"]);
    go(&mut g, &["attack grom rusty_blade goblin"]);
    assert_eq!(at(&g, "goblin"), None);
    assert_eq!(prompt(&g), "grom is active");
    assert_eq!(events(&g, "event attack_declared").len(), 1);
}

// ---------------------------------------------------------------------------------------------
// Payback and Overkill (p.21-22)
// ---------------------------------------------------------------------------------------------

/// The p.22 example: Blue (Grom), Green (Scarlet), Orange (Maya), Red (Greensleeves) sit in that
/// order, so Red is to the right of Blue. Schmetterling (level 2-3) stands between Greensleeves
/// and Grom with 3 wounds from Green; Scarlet and Maya wait north and south of d2.
fn p22() -> Game {
    start(&scenario(
        &open_board(5, 3),
        "level: 2\n",
        &[
            "{ id: grom, side: blue, at: c2, card: grom, cards: [rusty_blade, monster_test_harness] }",
            "{ id: scarlet, side: green, at: d1, card: scarlet }",
            "{ id: maya, side: orange, at: d3, card: maya }",
            "{ id: greensleeves, side: red, at: a2, card: greensleeves }",
            "{ id: troll, side: monsters, at: b2, card: troll, preset_wounds: 3, preset_wounded_by: [scarlet] }",
            "{ id: goblin, side: monsters, at: e2, card: goblin_archer }",
        ],
    ))
}

#[test]
fn aq_payback_rulebook_p22_schmetterling() {
    let mut g = p22();
    assert_eq!(int(&g, "troll", "life"), 5);
    assert_eq!(int(&g, "troll", "defence"), 3);
    go(&mut g, &["activate grom"]);
    assert_eq!(wounds(&g, "troll"), 3);
    // Grom scores 4 hits (the CRIT's extra die hits too).
    rig(&mut g, "attack", &["crit", "melee", "melee", "melee"]);
    rig(&mut g, "defence", &["shield", "blank", "blank"]);
    go(&mut g, &["attack grom rusty_blade troll"]);
    // Red rolls the troll's defence and spends its 2 rerolls on the failed dice.
    assert_eq!(side(&g), "red");
    assert_eq!(prompt(&g), "troll may reroll defence dice (2 left)");
    rig(&mut g, "defence", &["shield", "blank"]);
    go(&mut g, &["reroll 2", "reroll 3"]);
    // 2 wounds: 5 in all kill it, but 2 < Overkill 7, so it acts first.
    assert_eq!(wounds(&g, "troll"), 5);
    assert_eq!(at(&g, "troll").as_deref(), Some("b2"));
    assert_eq!(side(&g), "red");
    assert_eq!(prompt(&g), "troll moves (2 points) to pay back grom");
    assert!(keys(&g).contains(&"attack troll grom".to_string()));
    // Red moves it straight through Grom's space, away from Greensleeves.
    go(&mut g, &["move troll c2", "move troll d2"]);
    assert_eq!(prompt(&g), "troll moves (0 points) to pay back grom");
    assert_eq!(keys(&g), ["attack troll grom", "end troll"]);
    // 4 dice, 2 hits; the 2 rerolls make 4 hits. Grom 1 die, Scarlet 3, Maya 1.
    rig(&mut g, "attack", &["melee", "melee", "ranged", "ranged"]);
    rig(&mut g, "defence", &["blank"]);
    go(&mut g, &["attack troll grom"]);
    assert_eq!(prompt(&g), "troll may reroll attack dice (2 left)");
    assert_eq!(side(&g), "red");
    rig(&mut g, "attack", &["melee", "melee"]);
    rig(&mut g, "defence", &["shield", "shield", "blank", "blank"]);
    go(&mut g, &["reroll 3", "reroll 4"]);
    assert_eq!(wounds(&g, "grom"), 4);
    assert_eq!(wounds(&g, "scarlet"), 2);
    assert_eq!(wounds(&g, "maya"), 4);
    assert_eq!(
        wounds(&g, "greensleeves"),
        0,
        "no longer Close to the troll"
    );
    assert_eq!(wounds(&g, "goblin"), 0, "not a hero");
    // Then it leaves the board: Blue and Green both wounded the villain and get its 3 coins.
    assert_eq!(at(&g, "troll"), None);
    assert!(boxed(&g, "troll"), "a villain goes back to the box");
    assert_eq!(spawn_tile(&g), "");
    assert_eq!(coins(&g, "blue"), 3);
    assert_eq!(coins(&g, "green"), 3);
    assert_eq!(coins(&g, "red"), 0);
    assert_eq!(coins(&g, "orange"), 0);
    assert_eq!(
        var(&g, Scope::Figure("troll".into()), "killed_by"),
        Some(Var::Str("grom".into())),
        "the kill (and its quest) is Grom's alone"
    );
    assert_eq!(prompt(&g), "grom is active");
}

#[test]
fn aq_payback_the_monster_may_move_to_reach_and_may_decline() {
    // Zazu shoots an Orc diagonally past a wall corner: the Orc must step round to strike back.
    let board = "  +---+---+---+---+
  | .   .   .   . |
  +   +---+---+   +
  | .   .   .   . |
  +---+---+---+---+
";
    let mut g = start(&scenario(
        board,
        "",
        &[
            "{ id: zazu, side: blue, at: b2, card: zazu, cards: [slingshot] }",
            "{ id: orc, side: monsters, at: a1, card: orc_marauder }",
            "{ id: diva, side: red, at: d1, card: diva }",
        ],
    ));
    go(&mut g, &["activate zazu"]);
    rig(&mut g, "attack", &["melee", "melee"]);
    go(&mut g, &["attack zazu slingshot orc"]);
    assert_eq!(
        wounds(&g, "orc"),
        0,
        "a missed attack still provokes Payback"
    );
    assert_eq!(prompt(&g), "orc moves (1 point) to pay back zazu");
    // Not Close yet: no attack offered, only a step or standing still.
    assert_eq!(keys(&g), ["end orc", "move orc b1", "move orc a2"]);
    go(&mut g, &["move orc a2"]);
    assert_eq!(keys(&g), ["attack orc zazu", "end orc"]);
    go(&mut g, &["end orc"]);
    assert_eq!(at(&g, "orc").as_deref(), Some("a2"));
    assert_eq!(events(&g, "event attack_declared").len(), 1);
    assert_eq!(prompt(&g), "zazu is active");
}

#[test]
fn aq_payback_only_one_of_several_targets_and_killed_others_die_first() {
    // Nova Bolt's CRIT adds a second target: 2 hits kill both goblins (level 2-3: life 2,
    // Overkill 3) without Overkill. Red picks the one that pays back; the other dies at once.
    let mut g = start(&scenario(
        &open_board(4, 2),
        "level: 2\n",
        &[
            "{ id: zazu, side: blue, at: a1, card: zazu, cards: [nova_bolt] }",
            "{ id: gob1, side: monsters, at: c1, card: goblin_archer }",
            "{ id: gob2, side: monsters, at: c2, card: goblin_archer }",
            "{ id: diva, side: red, at: d2, card: diva }",
        ],
    ));
    go(&mut g, &["activate zazu"]);
    // crit + ranged hit; the CRIT's extra die (melee) misses a ranged attack.
    rig(&mut g, "attack", &["crit", "ranged", "melee"]);
    go(
        &mut g,
        &["attack zazu nova_bolt gob1", "second target gob2"],
    );
    assert_eq!(wounds(&g, "gob1"), 2);
    assert_eq!(wounds(&g, "gob2"), 2);
    assert_eq!(side(&g), "red");
    assert_eq!(prompt(&g), "which monster pays back zazu?");
    assert_eq!(keys(&g), ["payback gob1", "payback gob2"]);
    go(&mut g, &["payback gob2"]);
    assert_eq!(at(&g, "gob1"), None);
    assert_eq!(spawn_tile(&g), "gob1");
    assert_eq!(prompt(&g), "gob2 moves (1 point) to pay back zazu");
    rig(&mut g, "attack", &["melee", "melee", "melee"]);
    go(&mut g, &["attack gob2 zazu"]);
    assert_eq!(at(&g, "gob2"), None);
    assert_eq!(spawn_tile(&g), "gob1,gob2");
    assert_eq!(prompt(&g), "zazu is active");
    assert_eq!(
        events(&g, "event attack_declared"),
        [
            "event attack_declared zazu nova_bolt gob1",
            "event attack_declared gob2 goblin_archer zazu"
        ]
    );
    assert_eq!(coins(&g, "blue"), 2, "both goblins are Zazu's kills");
}

#[test]
fn aq_payback_none_when_every_target_is_overkilled() {
    let mut g = start(&scenario(
        &open_board(4, 2),
        "level: 2\n",
        &[
            "{ id: zazu, side: blue, at: a1, card: zazu, cards: [nova_bolt] }",
            "{ id: gob1, side: monsters, at: c1, card: goblin_archer }",
            "{ id: gob2, side: monsters, at: c2, card: goblin_archer }",
            "{ id: diva, side: red, at: d2, card: diva }",
        ],
    ));
    go(&mut g, &["activate zazu"]);
    // crit + ranged + the extra die ranged: 3 hits = Overkill 3 at level 2-3 for both.
    rig(&mut g, "attack", &["crit", "ranged", "ranged"]);
    go(
        &mut g,
        &["attack zazu nova_bolt gob1", "second target gob2"],
    );
    assert_eq!(at(&g, "gob1"), None);
    assert_eq!(at(&g, "gob2"), None);
    assert_eq!(spawn_tile(&g), "gob1,gob2");
    assert_eq!(prompt(&g), "zazu is active");
}

#[test]
fn aq_payback_overkill_kills_at_once_and_a_lesser_kill_acts_first() {
    // Orc Marauder level 1: life 2, Overkill 3.
    for (faces, overkilled) in [
        (["melee", "melee", "melee"], true),
        (["melee", "melee", "ranged"], false),
    ] {
        let mut g = start(&scenario(
            &open_board(4, 2),
            "",
            &[
                "{ id: grom, side: blue, at: a1, card: grom, cards: [rusty_blade] }",
                "{ id: orc, side: monsters, at: b1, card: orc_marauder }",
                "{ id: diva, side: red, at: d2, card: diva }",
            ],
        ));
        go(&mut g, &["activate grom"]);
        rig(&mut g, "attack", &faces);
        go(&mut g, &["attack grom rusty_blade orc"]);
        if overkilled {
            assert_eq!(at(&g, "orc"), None);
            assert_eq!(prompt(&g), "grom is active");
        } else {
            // At its life yet standing: it strikes back, then leaves the board.
            assert_eq!(wounds(&g, "orc"), 2);
            assert_eq!(at(&g, "orc").as_deref(), Some("b1"));
            assert_eq!(
                var(&g, Scope::Figure("orc".into()), "dying"),
                Some(Var::Bool(true))
            );
            rig(&mut g, "attack", &["melee", "ranged", "ranged"]);
            rig(&mut g, "defence", &["blank"]);
            go(&mut g, &["attack orc grom"]);
            assert_eq!(wounds(&g, "grom"), 1);
            assert_eq!(at(&g, "orc"), None);
            assert_eq!(var(&g, Scope::Figure("orc".into()), "dying"), None);
        }
        assert_eq!(spawn_tile(&g), "orc");
        assert_eq!(coins(&g, "blue"), 1, "the Orc's reward");
        assert_eq!(coins(&g, "red"), 0, "a minion pays its killer only");
        assert_eq!(
            var(&g, Scope::Figure("orc".into()), "killed_by"),
            Some(Var::Str("grom".into()))
        );
    }
}

#[test]
fn aq_payback_prior_wounds_do_not_count_towards_overkill() {
    // The Minotaur (life 5, Overkill 6) with 4 wounds takes 3 more: dead, but 3 < 6.
    let mut g = start(&scenario(
        &open_board(4, 2),
        "",
        &[
            "{ id: grom, side: blue, at: a1, card: grom, cards: [rusty_blade, monster_test_harness] }",
            "{ id: minotaur, side: monsters, at: b1, card: minotaur, preset_wounds: 4 }",
            "{ id: diva, side: red, at: d2, card: diva }",
        ],
    ));
    go(&mut g, &["activate grom"]);
    rig(&mut g, "attack", &["melee", "melee", "melee"]);
    rig(&mut g, "defence", &["blank"]);
    go(&mut g, &["attack grom rusty_blade minotaur"]);
    assert_eq!(wounds(&g, "minotaur"), 7);
    assert_eq!(at(&g, "minotaur").as_deref(), Some("b1"));
    assert_eq!(prompt(&g), "minotaur moves (2 points) to pay back grom");
    go(&mut g, &["end minotaur"]);
    assert_eq!(at(&g, "minotaur"), None);
    assert!(boxed(&g, "minotaur"));
    assert_eq!(coins(&g, "blue"), 3);
}

#[test]
fn aq_payback_is_controlled_by_the_player_to_the_right_of_the_active_one() {
    // Seating blue, red, green: right of red is blue; right of blue is green (it wraps).
    let mut g = start(&scenario(
        &open_board(4, 3),
        "",
        &[
            "{ id: zazu, side: blue, at: a1, card: zazu, cards: [slingshot] }",
            "{ id: diva, side: red, at: a3, card: diva, cards: [rusty_blade] }",
            "{ id: johan, side: green, at: d3, card: johan }",
            "{ id: orc, side: monsters, at: d1, card: orc_marauder }",
            "{ id: orc2, side: monsters, at: b3, card: orc_marauder }",
        ],
    ));
    go(&mut g, &["activate zazu"]);
    rig(&mut g, "attack", &["melee", "melee"]);
    go(&mut g, &["attack zazu slingshot orc"]);
    assert_eq!(side(&g), "green");
    go(&mut g, &["end orc", "end zazu", "activate diva"]);
    rig(&mut g, "attack", &["ranged", "ranged", "ranged"]);
    go(&mut g, &["attack diva rusty_blade orc2"]);
    assert_eq!(side(&g), "blue");
    assert_eq!(prompt(&g), "orc2 moves (1 point) to pay back diva");
}

// ---------------------------------------------------------------------------------------------
// Villains (p.22)
// ---------------------------------------------------------------------------------------------

#[test]
fn villain_tokens_record_every_guild_that_wounded_it_once() {
    let mut g = start(&scenario(
        &open_board(4, 2),
        "",
        &[
            "{ id: grom, side: blue, at: a1, card: grom, cards: [rusty_blade, slingshot] }",
            "{ id: minotaur, side: monsters, at: b1, card: minotaur }",
            "{ id: diva, side: red, at: c1, card: diva, cards: [rusty_blade] }",
            "{ id: orc, side: monsters, at: d2, card: orc_marauder }",
        ],
    ));
    go(&mut g, &["activate grom"]);
    rig(&mut g, "attack", &["melee", "melee", "ranged"]);
    rig(&mut g, "defence", &["blank"]);
    go(
        &mut g,
        &["attack grom rusty_blade minotaur", "end minotaur"],
    );
    go(&mut g, &["end grom", "activate diva"]);
    rig(&mut g, "attack", &["melee", "ranged", "ranged"]);
    rig(&mut g, "defence", &["blank"]);
    go(
        &mut g,
        &["attack diva rusty_blade minotaur", "end minotaur"],
    );
    go(&mut g, &["end diva", "activate grom"]);
    // Grom is wounded by nobody, so no Battle Fury: the slingshot's 2 dice, 1 hit.
    rig(&mut g, "attack", &["ranged", "melee"]);
    rig(&mut g, "defence", &["blank"]);
    go(&mut g, &["attack grom slingshot minotaur"]);
    assert_eq!(wounds(&g, "minotaur"), 4);
    assert_eq!(
        var(&g, Scope::Figure("minotaur".into()), "wounded_by"),
        Some(Var::Str("blue,red".into()))
    );
    // A minion keeps no tokens.
    assert_eq!(var(&g, Scope::Figure("orc".into()), "wounded_by"), None);
}

#[test]
fn villain_reward_goes_to_every_guild_that_wounded_it() {
    let mut g = start(&scenario(
        &open_board(4, 2),
        "",
        &[
            "{ id: grom, side: blue, at: a1, card: grom, cards: [rusty_blade, monster_test_harness] }",
            "{ id: minotaur, side: monsters, at: b1, card: minotaur, preset_wounds: 4, preset_wounded_by: [diva] }",
            "{ id: diva, side: red, at: d2, card: diva, cards: [rusty_blade] }",
        ],
    ));
    go(&mut g, &["activate grom"]);
    // 6 wounds: Overkill, the Minotaur dies at once.
    rig(
        &mut g,
        "attack",
        &["crit", "crit", "crit", "melee", "melee", "melee"],
    );
    rig(&mut g, "defence", &["blank"]);
    go(&mut g, &["attack grom rusty_blade minotaur"]);
    assert_eq!(at(&g, "minotaur"), None);
    assert_eq!(coins(&g, "blue"), 3);
    assert_eq!(coins(&g, "red"), 3);
}

// ---------------------------------------------------------------------------------------------
// Level bands
// ---------------------------------------------------------------------------------------------

#[test]
fn the_scenario_level_picks_each_monster_card_band() {
    for (level, life, defence, dice) in [
        ("", 4, 2, 4),
        ("level: 3\n", 5, 3, 4),
        ("level: 6\n", 7, 4, 5),
    ] {
        let mut g = start(&scenario(
            &open_board(4, 2),
            level,
            &[
                "{ id: zazu, side: blue, at: a1, card: zazu, cards: [slingshot] }",
                "{ id: troll, side: monsters, at: b1, card: troll }",
                "{ id: diva, side: red, at: d2, card: diva }",
            ],
        ));
        assert_eq!(int(&g, "troll", "life"), life, "{level}");
        assert_eq!(int(&g, "troll", "defence"), defence, "{level}");
        // The troll's band decides its attack dice when it strikes back.
        go(&mut g, &["activate zazu"]);
        rig(&mut g, "attack", &["melee", "melee"]);
        go(&mut g, &["attack zazu slingshot troll"]);
        while prompt(&g).contains("may reroll") {
            go(&mut g, &["keep"]);
        }
        rig(&mut g, "attack", &vec!["ranged"; dice]);
        go(&mut g, &["attack troll zazu"]);
        while prompt(&g).contains("may reroll") {
            go(&mut g, &["keep"]);
        }
        let rolls: Vec<String> = events(&g, "roll #")
            .into_iter()
            .filter(|l| l.contains("attack:"))
            .collect();
        let last = rolls.last().unwrap();
        assert_eq!(last.matches("ranged").count(), dice, "{level}: {last}");
    }
}

#[test]
fn a_level_without_a_band_is_a_setup_error() {
    let text = scenario(
        &open_board(4, 2),
        "level: 9\n",
        &[
            "{ id: zazu, side: blue, at: a1, card: zazu }",
            "{ id: troll, side: monsters, at: b1, card: troll }",
            "{ id: diva, side: red, at: d2, card: diva }",
        ],
    );
    let err = game_on(&lib(), &text, 1, Default::default())
        .err()
        .expect("level 9 has no card")
        .to_string();
    assert!(err.contains("no card for level 9"), "{err}");
    assert!(err.contains("monsters.lua"), "{err}");
}

// ---------------------------------------------------------------------------------------------
// Spawn tile (p.23)
// ---------------------------------------------------------------------------------------------

const SPAWN: &str =
    "spawn:\n  tokens:\n    melee+ranged: a2\n    crit+melee: b2\n    ranged+ranged: c2\n";

fn goblins(n: usize, doomed: usize) -> Vec<String> {
    (1..=n)
        .map(|i| {
            let d = if i <= doomed { ", doomed: true" } else { "" };
            format!(
                "{{ id: gob{i}, side: monsters, at: {}1, card: goblin_archer{d} }}",
                (b'a' + (i as u8 - 1) % 4) as char
            )
        })
        .collect()
}

fn spawn_game(extra: &str, monsters: &[String]) -> Game {
    let mut figs = vec![
        "{ id: zazu, side: blue, at: d2, card: zazu, cards: [slingshot, monster_test_harness] }"
            .to_string(),
        "{ id: diva, side: red, at: d3, card: diva }".to_string(),
    ];
    figs.extend(monsters.iter().cloned());
    let refs: Vec<&str> = figs.iter().map(String::as_str).collect();
    start(&scenario(&open_board(4, 3), extra, &refs))
}

#[test]
fn spawn_tile_fills_in_kill_order_and_overflows_to_the_box() {
    // Six minions die at once: five fill the slots in order, the sixth goes to the box.
    let mut g = spawn_game(SPAWN, &goblins(7, 6));
    go(&mut g, &["activate zazu"]);
    assert_eq!(spawn_tile(&g), "gob1,gob2,gob3,gob4,gob5");
    assert!(boxed(&g, "gob6"));
    assert!(!boxed(&g, "gob5"));
    assert_eq!(at(&g, "gob7").as_deref(), Some("c1"), "gob7 lives");
}

#[test]
fn spawn_a_full_tile_spawns_at_the_end_of_the_turn_in_slot_order() {
    let mut g = spawn_game(SPAWN, &goblins(7, 5));
    go(&mut g, &["activate zazu"]);
    assert_eq!(spawn_tile(&g), "gob1,gob2,gob3,gob4,gob5");
    // gob1: melee+ranged -> a2. gob2: crit+melee -> b2 (a spawn CRIT adds no die). gob3:
    // melee+melee matches no token -> box. gob4: ranged+melee -> a2 again (one figure: free).
    // gob5: ranged+melee -> a2, now Full -> box.
    rig(
        &mut g,
        "attack",
        &[
            "melee", "ranged", "crit", "melee", "melee", "melee", "ranged", "melee", "ranged",
            "melee",
        ],
    );
    go(&mut g, &["end zazu"]);
    assert_eq!(side(&g), "red", "spawning happens before the next turn");
    assert_eq!(spawn_tile(&g), "");
    assert_eq!(at(&g, "gob1").as_deref(), Some("a2"));
    assert_eq!(at(&g, "gob2").as_deref(), Some("b2"));
    assert_eq!(at(&g, "gob3"), None);
    assert!(boxed(&g, "gob3"));
    assert_eq!(at(&g, "gob4").as_deref(), Some("a2"));
    assert_eq!(at(&g, "gob5"), None);
    assert!(boxed(&g, "gob5"));
    assert_eq!(
        events(&g, "event spawn"),
        [
            "event spawn gob1 a2",
            "event spawn gob2 b2",
            "event spawn gob4 a2"
        ]
    );
    assert_eq!(wounds(&g, "gob1"), 0);
    let spawn_rolls: Vec<String> = events(&g, "roll #")
        .into_iter()
        .filter(|l| l.contains("attack"))
        .collect();
    assert_eq!(spawn_rolls.len(), 5, "{spawn_rolls:?}");
    // The tile lives in game state: undo brings it back, and the same dice spawn the same way.
    // Rigged dice the spawn rolled stay rolled after the undo (issue 24: undo does not bring
    // rigged faces back), so the test rigs them again.
    let spawned = events(&g, "event spawn");
    let places: Vec<Option<String>> = (1..=5).map(|i| at(&g, &format!("gob{i}"))).collect();
    g.undo().unwrap();
    assert_eq!(spawn_tile(&g), "gob1,gob2,gob3,gob4,gob5");
    assert_eq!(at(&g, "gob1"), None);
    assert!(!boxed(&g, "gob3"));
    rig(
        &mut g,
        "attack",
        &[
            "melee", "ranged", "crit", "melee", "melee", "melee", "ranged", "melee", "ranged",
            "melee",
        ],
    );
    go(&mut g, &["end zazu"]);
    assert_eq!(events(&g, "event spawn"), spawned);
    let again: Vec<Option<String>> = (1..=5).map(|i| at(&g, &format!("gob{i}"))).collect();
    assert_eq!(again, places);
    assert!(boxed(&g, "gob3") && boxed(&g, "gob5"));
}

#[test]
fn spawn_waits_while_the_tile_has_room_and_monsters_stand() {
    let mut g = spawn_game(SPAWN, &goblins(3, 0));
    go(&mut g, &["activate zazu"]);
    rig(&mut g, "attack", &["ranged", "ranged"]);
    go(&mut g, &["attack zazu slingshot gob3"]);
    assert_eq!(spawn_tile(&g), "gob3");
    go(&mut g, &["end zazu"]);
    assert_eq!(spawn_tile(&g), "gob3", "two goblins still stand");
    assert_eq!(at(&g, "gob3"), None);
}

#[test]
fn spawn_when_no_monster_is_left_on_the_board() {
    let mut g = spawn_game(SPAWN, &goblins(1, 0));
    go(&mut g, &["activate zazu"]);
    rig(&mut g, "attack", &["ranged", "ranged"]);
    go(&mut g, &["attack zazu slingshot gob1"]);
    assert_eq!(spawn_tile(&g), "gob1");
    rig(&mut g, "attack", &["ranged", "ranged"]);
    go(&mut g, &["end zazu"]);
    assert_eq!(at(&g, "gob1").as_deref(), Some("c2"));
    assert_eq!(spawn_tile(&g), "");
}

#[test]
fn spawn_without_tokens_boxes_every_figure_without_rolling() {
    let mut g = spawn_game("", &goblins(1, 0));
    go(&mut g, &["activate zazu"]);
    rig(&mut g, "attack", &["ranged", "ranged"]);
    go(&mut g, &["attack zazu slingshot gob1", "end zazu"]);
    assert!(boxed(&g, "gob1"));
    assert_eq!(spawn_tile(&g), "");
    let rolls = events(&g, "roll #")
        .into_iter()
        .filter(|l| l.contains("attack"))
        .count();
    assert_eq!(rolls, 1, "only Zazu's attack was rolled");
}

#[test]
fn spawn_slots_and_respawn_can_be_set_by_the_scenario() {
    let mut g = spawn_game(
        "spawn:\n  slots: 2\n  tokens: { ranged+ranged: c2 }\n",
        &[
            "{ id: gob1, side: monsters, at: a1, card: goblin_archer, doomed: true }".into(),
            "{ id: captain, side: monsters, at: b1, card: orc_captain, doomed: true, respawn: false }".into(),
            "{ id: gob2, side: monsters, at: c1, card: goblin_archer, doomed: true }".into(),
            "{ id: gob3, side: monsters, at: d1, card: goblin_archer }".into(),
        ],
    );
    go(&mut g, &["activate zazu"]);
    assert!(boxed(&g, "captain"));
    assert_eq!(spawn_tile(&g), "gob1,gob2", "two slots, now full");
    rig(&mut g, "attack", &["ranged", "ranged", "melee", "melee"]);
    go(&mut g, &["end zazu"]);
    assert_eq!(at(&g, "gob1").as_deref(), Some("c2"));
    assert!(boxed(&g, "gob2"));
}

#[test]
fn spawn_key_errors_name_the_problem() {
    for (extra, want) in [
        ("spawn:\n  tokens: { melee+sword: a2 }\n", "melee+sword"),
        ("spawn:\n  tokens: { melee+ranged: z9 }\n", "z9"),
        (
            "spawn:\n  tokens: { melee+ranged: a2, ranged+melee: b2 }\n",
            "twice",
        ),
        ("spawn:\n  slots: 0\n", "slots"),
    ] {
        let text = scenario(
            &open_board(4, 3),
            extra,
            &[
                "{ id: zazu, side: blue, at: a1, card: zazu }",
                "{ id: diva, side: red, at: d3, card: diva }",
            ],
        );
        let err = game_on(&lib(), &text, 1, Default::default())
            .err()
            .unwrap_or_else(|| panic!("{extra} should fail"))
            .to_string();
        assert!(err.contains(want), "{extra}: {err}");
    }
}
