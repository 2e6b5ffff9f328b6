//! Who may see what (design principle 5; issue 20, item 1): the rules mark a game variable, a
//! card instance or a log entry as seen by some sides only, the marks are part of the state
//! (forks, undo, saves), and a side's view of the log masks what it may not see while the
//! full record keeps everything.

mod common;

use skirmish_core::game::{Game, SaveFile, Viewer};
use skirmish_core::script::Limits;
use skirmish_core::{Ruleset, Scenario};

use common::{PROBE_RULESET as RULESET, PROBE_SCENARIO as SCENARIO};

/// A deck nobody sees, a card only side one knows, a secret pick by side one, a note told to
/// side two; then a second question so the game waits.
const BODY: &str = "
game.vars.deck = table.concat(game.shuffle({ 'a', 'b', 'c' }), ',')
game.hide('deck', {})
local c = game.give('gem', 'one')
game.hide_card(c, 'one')
local pick = game.choose({ side = 'one', prompt = 'which gem?', secret = true,
  options = { { key = 'ruby' }, { key = 'opal' } } })
game.log('two alone hears this', { 'two' })
game.log('one picked ' .. pick.key, 'one')
err(function() game.hide('deck', { 'purple' }) end)
err(function() game.hide_card(c, 7) end)
game.choose({ side = 'two', prompt = 'go on?', options = { { key = 'yes' } } })
game.hide_card(c, nil)
game.choose({ side = 'two', prompt = 'again?', options = { { key = 'yes' } } })
";

fn lib() -> skirmish_core::game::Library {
    let mut lib = common::probe_library("probe", BODY, "");
    lib.files.insert(
        "cards/probe/gem.lua".into(),
        "return { name = 'Gem', kind = 'token' }\n".into(),
    );
    lib
}

fn game() -> Game {
    let ruleset = Ruleset::parse(RULESET, "ruleset.yaml").unwrap();
    let scenario = Scenario::parse(SCENARIO, "test.yaml").unwrap();
    Game::new(&lib(), &ruleset, &scenario, 1, Limits::default()).unwrap_or_else(|e| panic!("{e}"))
}

fn view(g: &Game, v: Viewer) -> Vec<String> {
    g.state()
        .log_view(0, v)
        .into_iter()
        .map(|(_, l)| l)
        .collect()
}

#[test]
fn each_side_reads_the_log_with_what_it_may_not_see_masked() {
    let mut g = game();
    g.answer_key("ruby").unwrap();
    let all = view(&g, Viewer::All);
    let one = view(&g, Viewer::Side("one"));
    let two = view(&g, Viewer::Side("two"));
    // The full record keeps everything.
    assert!(
        all.iter().any(|l| l.starts_with("set game deck = \"")),
        "{all:?}"
    );
    assert!(
        all.contains(&"card #1 gem -> side one".to_string()),
        "{all:?}"
    );
    assert!(
        all.contains(&"one chose ruby (which gem?)".to_string()),
        "{all:?}"
    );
    assert!(
        all.contains(&"note two alone hears this".to_string()),
        "{all:?}"
    );
    // Nobody's view shows the deck's order; the rules still read it.
    for v in [&one, &two] {
        assert!(v.contains(&"set game deck = (hidden)".to_string()), "{v:?}");
        assert!(
            !v.iter().any(|l| l.starts_with("set game deck = \"")),
            "{v:?}"
        );
    }
    assert!(
        g.state()
            .get(&skirmish_core::game::state::Scope::Game, "deck")
            .is_some()
    );
    // The card and the pick: side one knows them, side two sees that they happened.
    assert!(
        one.contains(&"card #1 gem -> side one".to_string()),
        "{one:?}"
    );
    assert!(
        one.contains(&"one chose ruby (which gem?)".to_string()),
        "{one:?}"
    );
    assert!(
        two.contains(&"card #1 (face down) -> side one".to_string()),
        "{two:?}"
    );
    assert!(two.contains(&"one chose (secret)".to_string()), "{two:?}");
    assert!(!two.iter().any(|l| l.contains("ruby")), "{two:?}");
    // Notes told to one side.
    assert!(
        two.contains(&"note two alone hears this".to_string()),
        "{two:?}"
    );
    assert!(!one.iter().any(|l| l.contains("two alone")), "{one:?}");
    assert!(one.contains(&"note one picked ruby".to_string()), "{one:?}");
    // A misspelt side or a bad argument is an error, nothing hidden.
    let notes = common::notes(&g);
    assert!(
        notes
            .iter()
            .any(|n| n.contains("game.hide: no side `purple` (sides: one, two)")),
        "{notes:?}"
    );
    assert!(
        notes
            .iter()
            .any(|n| n.contains("game.hide_card: sides must be a side name")),
        "{notes:?}"
    );
    // Turned face up: everybody sees the card, the old entry too.
    g.answer_key("yes").unwrap();
    assert!(view(&g, Viewer::Side("two")).contains(&"card #1 gem -> side one".to_string()));
    assert!(g.state().may_see_var("deck", Viewer::All));
    assert!(!g.state().may_see_var("deck", Viewer::Side("one")));
}

#[test]
fn the_marks_are_state_forks_undo_and_saves_keep_them() {
    let mut g = game();
    g.answer_key("ruby").unwrap();
    let masked = view(&g, Viewer::Side("two"));
    let fork = g.fork().unwrap();
    assert_eq!(view(&fork, Viewer::Side("two")), masked);
    // The state serialises its marks (a save's checkpoint holds them) ...
    let state = serde_yaml::to_string(g.state()).unwrap();
    assert!(state.contains("secrets:"), "{state}");
    let back: skirmish_core::game::GameState = serde_yaml::from_str(&state).unwrap();
    assert_eq!(back.secrets, g.state().secrets);
    // ... and a save written and read back masks the same lines.
    let text = SaveFile::of(&g, "test.yaml", SCENARIO).unwrap().to_yaml();
    let ruleset = Ruleset::parse(RULESET, "ruleset.yaml").unwrap();
    let h = SaveFile::parse(&text)
        .unwrap()
        .load(&lib(), &ruleset, Limits::default())
        .unwrap()
        .game;
    assert!(h.state() == g.state());
    assert_eq!(view(&h, Viewer::Side("two")), masked);
    // Undoing the secret answer drops its mark with its entry; answering again marks anew.
    g.undo().unwrap();
    assert!(
        g.state().secrets.entries.is_empty(),
        "{:?}",
        g.state().secrets
    );
    g.answer_key("opal").unwrap();
    assert!(view(&g, Viewer::Side("two")).contains(&"one chose (secret)".to_string()));
}
