//! Every question names the rule that asks it, which the REPL's `why` prints: the rules give
//! `rule =`; a card's question without one names the card (its name and text, the rule the
//! card is), and a rules question without one names none (`skirmish fuzz` reports it).

mod common;

const RULESET: &str = "name: probe
geometry: {adjacency: 4, capacity: 1, line_of_sight: none}
sides: [one]
card_kinds: [thing]
events:
  ping: \"{} a probe event\"
  pong: \"{} another\"
";

const SCENARIO: &str = "ruleset: probe
board: |
  +---+
  | . |
  +---+
figures:
  - { id: p, side: one, at: a1 }
";

const BODY: &str = "local p = game.figure('p')
game.give('asker', p)
game.give('mute', p)
game.emit('ping', {})
game.emit('pong', {})
game.choose({ side = 'one', prompt = 'rules asks', options = { { key = 'x' } } })
game.choose({ side = 'one', prompt = 'rules names', options = { { key = 'y' } }, rule = 'R-1 (p.1)' })
return game.finish({ winner = 'one' })";

const ASKER: &str = "return { name = 'Asker', kind = 'thing', text = 'Asks a thing.', on = {
  ping = function(self, e, game)
    game.choose({ side = 'one', prompt = 'card asks', options = { { key = 'a' } } })
    game.choose({ side = 'one', prompt = 'card names', options = { { key = 'b' } }, rule = 'C-1' })
  end,
} }";

const MUTE: &str = "return { name = 'Mute', kind = 'thing', on = {
  pong = function(self, e, game)
    game.choose({ side = 'one', prompt = 'mute asks', options = { { key = 'c' } } })
  end,
} }";

#[test]
fn a_cards_question_names_the_card_unless_it_names_its_rule() {
    let mut lib = common::probe_library("probe", BODY, "");
    lib.files
        .insert("cards/probe/asker.lua".into(), ASKER.to_string());
    lib.files
        .insert("cards/probe/mute.lua".into(), MUTE.to_string());
    let mut g = common::probe_game(&lib, RULESET, SCENARIO).unwrap_or_else(|e| panic!("{e}"));
    let mut seen = Vec::new();
    while let Some(c) = g.pending() {
        seen.push((c.prompt.clone(), c.rule.clone()));
        g.answer(0).unwrap_or_else(|e| panic!("{e}"));
    }
    let want = [
        ("card asks", Some("Asker: Asks a thing.")),
        ("card names", Some("C-1")),
        ("mute asks", Some("the card Mute")),
        ("rules asks", None),
        ("rules names", Some("R-1 (p.1)")),
    ];
    let got: Vec<(&str, Option<&str>)> = seen
        .iter()
        .map(|(p, r)| (p.as_str(), r.as_deref()))
        .collect();
    assert_eq!(got, want);
    assert!(g.finished().is_some());
}
