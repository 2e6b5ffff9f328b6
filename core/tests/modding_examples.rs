//! The worked examples of docs/MODDING.md (docs/examples/*.lua) played in real games with
//! rigged dice: each is added to the library as a card file, exactly as a modder would drop it
//! into cards/arcadia/, and must do what the walk-through says, and nothing when not triggered.

mod common;

use common::{game_on, library, root};
use skirmish_core::game::state::{Holder, Scope, Var};
use skirmish_core::game::{Game, Library};

/// Test-only card: at the start of the activation of the hero named by its holder's
/// `ambushes:` scenario key, the holder (a monster) attacks that hero twice with its own card
/// through the real attack pipeline, so one activation holds two defence rolls.
const AMBUSH: &str = r#"return {
  name = "Ambush (test)",
  kind = "quest",
  on = {
    activation_start = function(self, e, game)
      local me = self.holder
      local s = game.scenario.figure(me.id)
      if not (s and s.ambushes == e.figure.id) then return end
      local attack = require("arcadia.attack")
      for _, c in ipairs(me:cards()) do
        if c.card == me.card then
          attack.perform(game, me, c, e.figure)
          attack.perform(game, me, c, e.figure)
        end
      end
    end,
  },
}
"#;

fn example(name: &str) -> String {
    let path = root().join("docs/examples").join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The project's library plus both examples, where MODDING.md tells a modder to put them.
fn lib() -> Library {
    let mut lib = library();
    for name in ["flame_burst.lua", "lucky_charm.lua"] {
        lib.files
            .insert(format!("cards/arcadia/upgrades/{name}"), example(name));
    }
    lib.files
        .insert("cards/arcadia/test_ambush.lua".into(), AMBUSH.into());
    lib
}

/// A 4x2 open board (a1..d1 on top, a2..d2 below) with the given figure lines.
fn start(figures: &[&str]) -> Game {
    let mut s = String::from(
        "ruleset: arcadia\nboard: |\n  +---+---+---+---+\n  | .   .   .   . |\n  +   +   +   +   +\n  | .   .   .   . |\n  +---+---+---+---+\nfigures:\n",
    );
    for f in figures {
        s.push_str(&format!("  - {f}\n"));
    }
    game_on(&lib(), &s, 1, Default::default()).unwrap_or_else(|e| panic!("{e}\n{s}"))
}

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

fn on_board(g: &Game, id: &str) -> bool {
    let st = g.state();
    st.table.is_on_board(st.figure(id).unwrap())
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

/// Variable `key` of the card instance `card` that figure `holder` holds.
fn card_var(g: &Game, holder: &str, card: &str, key: &str) -> Option<Var> {
    let st = g.state();
    let id = st
        .cards
        .iter()
        .find(|c| c.card == card && c.holder == Holder::Figure(holder.into()))
        .unwrap_or_else(|| panic!("{holder} holds no {card}"))
        .id;
    st.get(&Scope::Card(id), key).cloned()
}

// ---------------------------------------------------------------------------------------------
// Flame Burst: ranged, 2 dice; CRIT: 1 wound to every other enemy Close to the target
// ---------------------------------------------------------------------------------------------

/// Diva (red) attacks goblin1 on c1. Close to c1: johan (blue, d1), goblin2 (c2) and Diva's own
/// ally wisp (c2); zazu (blue, a2) is an enemy but not Close to c1.
const BURST_TABLE: &[&str] = &[
    "{ id: diva, side: red, at: a1, card: diva, cards: [flame_burst] }",
    "{ id: goblin1, side: monsters, at: c1, card: goblin_archer }",
    "{ id: johan, side: blue, at: d1, card: johan }",
    "{ id: goblin2, side: monsters, at: c2, card: goblin_archer }",
    "{ id: wisp, side: red, at: c2, card: wisp }",
    "{ id: zazu, side: blue, at: a2, card: zazu }",
];

#[test]
fn flame_burst_crit_wounds_every_other_enemy_close_to_the_target() {
    let mut g = start(BURST_TABLE);
    go(&mut g, &["activate diva"]);
    assert!(keys(&g).contains(&"attack diva flame_burst goblin1".to_string()));
    // Two dice, and the extra die the CRIT adds.
    rig(&mut g, "attack", &["crit", "ranged", "ranged"]);
    go(&mut g, &["attack diva flame_burst goblin1"]);
    assert!(!on_board(&g, "goblin1"), "three hits kill the target");
    assert_eq!(wounds(&g, "johan"), 1, "an enemy Close to the target burns");
    assert!(
        !on_board(&g, "goblin2"),
        "a 1-life monster Close to it dies"
    );
    let log = log(&g);
    assert!(
        log.contains(&"event wounds_dealt johan 1".to_string()),
        "{log:#?}"
    );
    assert!(
        log.contains(&"event figure_killed goblin2".to_string()),
        "{log:#?}"
    );
    assert_eq!(wounds(&g, "wisp"), 0, "Diva's ally is spared");
    assert_eq!(
        wounds(&g, "zazu"),
        0,
        "an enemy not Close to the target is spared"
    );
    assert_eq!(wounds(&g, "diva"), 0);
}

#[test]
fn flame_burst_without_a_crit_wounds_only_the_target() {
    let mut g = start(BURST_TABLE);
    go(&mut g, &["activate diva"]);
    rig(&mut g, "attack", &["ranged", "ranged"]);
    go(&mut g, &["attack diva flame_burst goblin1"]);
    assert!(!on_board(&g, "goblin1"));
    assert!(on_board(&g, "goblin2"));
    assert_eq!(wounds(&g, "goblin2"), 0);
    assert_eq!(wounds(&g, "johan"), 0);
    assert!(
        !log(&g)
            .iter()
            .any(|l| l.starts_with("event wounds_dealt johan")),
        "{:#?}",
        log(&g)
    );
}

#[test]
fn flame_burst_burns_once_however_many_crits_show() {
    let mut g = start(BURST_TABLE);
    go(&mut g, &["activate diva"]);
    // Two CRITs in the pool, each with its extra die: still one burst.
    rig(&mut g, "attack", &["crit", "crit", "melee", "melee"]);
    go(&mut g, &["attack diva flame_burst goblin1"]);
    assert_eq!(wounds(&g, "johan"), 1);
}

#[test]
fn flame_burst_burns_around_a_target_that_survives() {
    // Johan (defence 3, life 3) is the target: a CRIT and one ranged hit, three shields.
    let mut g = start(&[
        "{ id: diva, side: red, at: a1, card: diva, cards: [flame_burst] }",
        "{ id: johan, side: blue, at: c1, card: johan }",
        "{ id: zazu, side: blue, at: d1, card: zazu }",
    ]);
    go(&mut g, &["activate diva"]);
    rig(&mut g, "attack", &["crit", "ranged", "melee"]);
    rig(&mut g, "defence", &["shield", "shield", "blank"]);
    go(&mut g, &["attack diva flame_burst johan"]);
    assert_eq!(wounds(&g, "johan"), 0, "two hits, two saves");
    assert_eq!(wounds(&g, "zazu"), 1);
}

// ---------------------------------------------------------------------------------------------
// Lucky Charm: once per activation, after its holder's defence roll, reroll one blank
// ---------------------------------------------------------------------------------------------

#[test]
fn lucky_charm_rerolls_one_blank_defence_die() {
    let mut g = start(&[
        "{ id: diva, side: red, at: a1, card: diva, cards: [rusty_blade] }",
        "{ id: zazu, side: blue, at: b1, card: zazu, cards: [lucky_charm] }",
    ]);
    go(&mut g, &["activate diva"]);
    rig(&mut g, "attack", &["melee", "melee", "melee"]);
    rig(&mut g, "defence", &["shield", "blank"]);
    go(&mut g, &["attack diva rusty_blade zazu"]);
    assert_eq!(
        prompt(&g),
        "Lucky Charm: zazu may reroll a blank defence die"
    );
    assert_eq!(
        keys(&g),
        ["keep", "lucky 2"],
        "only the blank die is offered"
    );
    rig(&mut g, "defence", &["shield"]);
    go(&mut g, &["lucky 2"]);
    assert_eq!(wounds(&g, "zazu"), 1, "three hits, two saves");
    assert_eq!(
        card_var(&g, "zazu", "lucky_charm", "used"),
        Some(Var::Bool(true))
    );
    go(&mut g, &["end diva"]);
    assert_eq!(card_var(&g, "zazu", "lucky_charm", "used"), None);
}

#[test]
fn lucky_charm_may_be_kept_and_is_not_used_up() {
    let mut g = start(&[
        "{ id: diva, side: red, at: a1, card: diva, cards: [rusty_blade] }",
        "{ id: zazu, side: blue, at: b1, card: zazu, cards: [lucky_charm] }",
    ]);
    go(&mut g, &["activate diva"]);
    rig(&mut g, "attack", &["melee", "melee", "melee"]);
    rig(&mut g, "defence", &["blank", "blank"]);
    go(&mut g, &["attack diva rusty_blade zazu"]);
    assert_eq!(keys(&g), ["keep", "lucky 1", "lucky 2"]);
    go(&mut g, &["keep"]);
    assert_eq!(wounds(&g, "zazu"), 3);
    assert_eq!(card_var(&g, "zazu", "lucky_charm", "used"), None);
}

#[test]
fn lucky_charm_does_nothing_without_a_blank_or_for_another_target() {
    // No blank: no question, the attack resolves at once.
    let mut g = start(&[
        "{ id: diva, side: red, at: a1, card: diva, cards: [rusty_blade] }",
        "{ id: zazu, side: blue, at: b1, card: zazu, cards: [lucky_charm] }",
    ]);
    go(&mut g, &["activate diva"]);
    rig(&mut g, "attack", &["melee", "melee", "melee"]);
    rig(&mut g, "defence", &["shield", "shield"]);
    go(&mut g, &["attack diva rusty_blade zazu"]);
    assert_eq!(prompt(&g), "diva is active");
    assert_eq!(wounds(&g, "zazu"), 1);

    // Zazu's charm does not help Johan, his guild mate.
    let mut g = start(&[
        "{ id: diva, side: red, at: a1, card: diva, cards: [rusty_blade] }",
        "{ id: johan, side: blue, at: b1, card: johan }",
        "{ id: zazu, side: blue, at: d2, card: zazu, cards: [lucky_charm] }",
    ]);
    go(&mut g, &["activate diva"]);
    rig(&mut g, "attack", &["melee", "melee", "melee"]);
    rig(&mut g, "defence", &["blank", "blank", "blank"]);
    go(&mut g, &["attack diva rusty_blade johan"]);
    assert_eq!(prompt(&g), "diva is active");
    assert_eq!(wounds(&g, "johan"), 3);
}

#[test]
fn lucky_charm_works_once_per_activation_and_again_in_the_next() {
    let mut g = start(&[
        "{ id: zazu, side: blue, at: a1, card: zazu, cards: [lucky_charm] }",
        "{ id: gob, side: monsters, at: b2, card: goblin_archer, ambushes: zazu, cards: [test_ambush] }",
        "{ id: diva, side: red, at: d1, card: diva, cards: [slingshot] }",
    ]);
    // The goblin shoots zazu twice as his activation starts: blanks both times.
    rig(&mut g, "attack", &["ranged", "ranged", "melee", "melee"]);
    rig(
        &mut g,
        "defence",
        &["blank", "blank", "shield", "blank", "blank"],
    );
    go(&mut g, &["activate zazu"]);
    assert_eq!(keys(&g), ["keep", "lucky 1", "lucky 2"]);
    go(&mut g, &["lucky 1"]);
    // First shot: 2 hits, 1 save. Second shot: no hit (melee faces on a ranged attack), and
    // the charm, used up, asks nothing.
    assert_eq!(prompt(&g), "zazu is active");
    assert_eq!(wounds(&g, "zazu"), 1);
    go(&mut g, &["end zazu", "activate diva"]);
    rig(&mut g, "attack", &["ranged", "ranged"]);
    rig(&mut g, "defence", &["blank", "blank"]);
    go(&mut g, &["attack diva slingshot zazu"]);
    assert_eq!(
        prompt(&g),
        "Lucky Charm: zazu may reroll a blank defence die"
    );
}
