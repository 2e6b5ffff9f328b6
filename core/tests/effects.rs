//! `game.effect` and `game.once_per` given bad arguments by a card: a clear error naming the
//! card file, its line and the event, and the game exactly as before the answer.

mod common;

use common::{game_on, library};
use skirmish_core::game::{Game, Library};
use skirmish_core::script::Limits;

/// A library with `cards/arcadia/test/effecter.lua` whose `attack_declared` handler runs `body`.
fn with_handler(body: &str) -> Library {
    let mut lib = library();
    lib.files.insert(
        "cards/arcadia/test/effecter.lua".into(),
        format!(
            "return {{\n  name = \"Effecter\",\n  kind = \"upgrade\",\n  on = {{\n    attack_declared = function(self, e, game)\n{body}\n    end,\n  }},\n}}\n"
        ),
    );
    lib
}

const RANGE: &str = "ruleset: arcadia
board: |
  +---+---+---+---+
  | .   .   .   . |
  +---+---+---+---+
figures:
  - { id: zazu, side: blue, at: a1, card: zazu, cards: [slingshot, effecter] }
  - { id: goblin1, side: monsters, at: c1, card: goblin_archer }
  - { id: diva, side: red, at: d1, card: diva, cards: [rusty_blade] }
";

fn snapshot(g: &Game) -> (Vec<String>, Option<String>) {
    (
        g.state().log.iter().map(|e| e.to_string()).collect(),
        g.pending().map(|c| format!("{c:?}")),
    )
}

/// The error of an attack whose `attack_declared` handler runs `body` (line 6 of the card).
fn error_of(body: &str) -> String {
    let lib = with_handler(body);
    let mut g = game_on(&lib, RANGE, 1, Limits::default()).unwrap_or_else(|e| panic!("{e}"));
    g.answer_key("activate zazu").unwrap();
    let before = snapshot(&g);
    let err = g
        .answer_key("attack zazu slingshot goblin1")
        .expect_err("the handler must fail")
        .to_string();
    assert_eq!(snapshot(&g), before, "state changed after: {err}");
    assert!(err.contains("cards/arcadia/test/effecter.lua:6:"), "{err}");
    assert!(
        err.contains("card effecter (event attack_declared)"),
        "{err}"
    );
    err
}

#[test]
fn an_unknown_moment_names_the_ruleset_moments() {
    let msg = error_of(r#"game.effect({ on = self.holder, id = "x", ends = "end_of_week" })"#);
    assert!(msg.contains("unknown moment `end_of_week`"), "{msg}");
    assert!(msg.contains("end_of_next_activation"), "{msg}");
}

#[test]
fn an_unknown_condition_names_the_ruleset_conditions() {
    let msg = error_of(r#"game.effect({ on = self.holder, id = "x", lasts_while = "angry" })"#);
    assert!(msg.contains("unknown condition `angry`"), "{msg}");
    assert!(msg.contains("wounded"), "{msg}");
}

#[test]
fn a_misspelt_field_is_named() {
    let msg = error_of(r#"game.effect({ on = self.holder, id = "x", ["until"] = "end_of_turn" })"#);
    assert!(msg.contains("unknown field `until`"), "{msg}");
}

#[test]
fn a_missing_holder_or_id_is_named() {
    let msg = error_of(r#"game.effect({ id = "x", ends = "end_of_turn" })"#);
    assert!(msg.contains("needs `on`"), "{msg}");
    let msg = error_of(r#"game.effect({ on = "nobody", id = "x", ends = "end_of_turn" })"#);
    assert!(msg.contains("no figure"), "{msg}");
    let msg = error_of(r#"game.effect({ on = self.holder, id = "two words" })"#);
    assert!(msg.contains("needs `id`"), "{msg}");
}

#[test]
fn a_modifier_must_be_a_whole_number() {
    let msg = error_of(r#"game.effect({ on = self.holder, id = "x", mods = { movement = 0.5 } })"#);
    assert!(
        msg.contains("`mods.movement` must be a whole number"),
        "{msg}"
    );
}

#[test]
fn once_per_needs_a_known_period_and_the_card() {
    let msg = error_of(r#"game.once_per("fortnight", self)"#);
    assert!(msg.contains("no moment `fortnight`"), "{msg}");
    let msg = error_of(r#"game.once_per("turn")"#);
    assert!(msg.contains("needs the card (self)"), "{msg}");
}

#[test]
fn only_the_rules_name_moments_as_they_load() {
    let msg = error_of(r#"game.moments({ end_of_week = { at = "turn_end" } })"#);
    assert!(msg.contains("only the rules name moments"), "{msg}");
}

/// Arena: an effect put on in w1's turn on b1 with `end_of_next_turn` lasts through w1's turn
/// end and ends when b1's next turn is over; `end_of_turn` ends with the turn it was put on in.
#[test]
fn arena_moments_end_effects_at_their_turn() {
    use skirmish_core::{Ruleset, Scenario};
    let mut lib = library();
    lib.files.insert(
        "cards/arena/test/effecter.lua".into(),
        r#"return {
  name = "Effecter",
  kind = "artifact",
  on = {
    turn_start = {
      when = function(self, e) return e.figure == self.holder and not game.vars.effected end,
      run = function(self, e, game)
        game.vars.effected = true
        game.effect({ on = game.figure("b1"), id = "slowed", name = "Slowed", ends = "end_of_next_turn", source = self })
        game.effect({ on = game.figure("b1"), id = "dazzled", name = "Dazzled", ends = "end_of_turn", source = self })
      end,
    },
  },
}
"#
        .into(),
    );
    let ruleset = Ruleset::parse(
        lib.get("scripts/arena/ruleset.yaml").unwrap(),
        "ruleset.yaml",
    )
    .unwrap();
    let text = "ruleset: arena
board: |
  +---+---+---+---+---+---+---+---+
  | .   .   .   .   .   .   .   . |
  +---+---+---+---+---+---+---+---+
figures:
  - { id: w1, side: white, at: a1, card: brute, cards: [effecter] }
  - { id: b1, side: black, at: h1, card: brute }
";
    let scenario = Scenario::parse(text, "test.yaml").unwrap();
    let mut g = Game::new(&lib, &ruleset, &scenario, 1, Limits::default())
        .unwrap_or_else(|e| panic!("{e}"));
    let notes = |g: &Game| common::notes(g).join("\n");
    assert!(
        notes(&g).contains("Slowed on b1 (from Effecter) until the end of its next turn"),
        "{}",
        notes(&g)
    );
    g.answer_key("pass w1").unwrap_or_else(|e| panic!("{e}"));
    let n = notes(&g);
    assert!(
        n.contains("Dazzled on b1 ends (the end of this turn)"),
        "{n}"
    );
    assert!(!n.contains("Slowed on b1 ends"), "{n}");
    g.answer_key("pass b1").unwrap_or_else(|e| panic!("{e}"));
    let n = notes(&g);
    assert!(
        n.contains("Slowed on b1 ends (the end of its next turn)"),
        "{n}"
    );
}
