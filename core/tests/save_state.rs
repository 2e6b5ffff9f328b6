//! Saves hold the game's state (issue 19, item 4): `SaveFile::load` brings it back without
//! running any script for the answers before the save point (the board is rebuilt from the
//! scenario by the log), replaying only the step in progress; `SaveFile::verify` replays every
//! answer from a new game and compares the log byte for byte.

mod common;

use common::{arcadia, intro_game, library};
use skirmish_core::game::{Game, LogEntry, SaveFile, SavedInput};
use skirmish_core::script::Limits;

const INTRO: &str = "scripts/arcadia/scenarios/intro.yaml";

fn log(g: &Game) -> Vec<String> {
    g.state().log.iter().map(|e| e.to_string()).collect()
}

/// The intro after `n` answers, always the option at a position that varies with the count.
fn played(n: usize) -> Game {
    let mut g = intro_game(4);
    for k in 0..n {
        let c = g.pending().expect("the game goes on");
        let i = (k * 7 + 3) % c.options.len();
        g.answer(i).unwrap();
    }
    g
}

fn saved(g: &Game) -> SaveFile {
    let lib = library();
    let text = SaveFile::of(g, INTRO, lib.get(INTRO).unwrap())
        .unwrap()
        .to_yaml();
    SaveFile::parse(&text).unwrap()
}

#[test]
fn a_loaded_save_is_the_game_and_goes_on_as_it() {
    let lib = library();
    for n in [0, 1, 37, 180] {
        let mut g = played(n);
        let save = saved(&g);
        assert!(save.point.is_some(), "a save holds the state");
        let loaded = save.load(&lib, &arcadia(&lib), Limits::default()).unwrap();
        assert_eq!(loaded.log_differs_at, None, "after {n}");
        let mut h = loaded.game;
        assert_eq!(log(&h), log(&g), "after {n}");
        assert_eq!(h.pending(), g.pending(), "after {n}");
        assert_eq!(h.inputs(), g.inputs(), "after {n}");
        // The same answers on both: the same game, byte for byte.
        for k in 0..25 {
            let Some(c) = g.pending() else { break };
            let i = (k * 5 + 1) % c.options.len();
            g.answer(i).unwrap();
            h.answer(i).unwrap();
            assert_eq!(log(&h), log(&g), "after {n} + {k}");
        }
        // Undo reaches back before the save point too.
        g.undo_n(10).unwrap();
        h.undo_n(10).unwrap();
        assert_eq!(log(&h), log(&g), "undo after {n}");
    }
}

#[test]
fn load_runs_no_script_for_the_answers_before_the_save_point_and_verify_does() {
    let lib = library();
    let g = played(120);
    let mut save = saved(&g);
    let point = save.point.as_ref().unwrap().inputs;
    assert!(point > 10, "the save point is late in the game ({point})");
    // An answer long before the save point is changed: loading restores the saved state all
    // the same (it never replays that answer) ...
    let first = save
        .inputs
        .iter()
        .position(|i| matches!(i, SavedInput::Answer { .. }))
        .unwrap();
    save.inputs[first] = SavedInput::Answer {
        index: 0,
        key: "rest".into(),
    };
    let loaded = save.load(&lib, &arcadia(&lib), Limits::default()).unwrap();
    assert_eq!(log(&loaded.game), log(&g));
    // ... while verifying replays it and sees the game is another.
    let verified = save.verify(&lib, &arcadia(&lib), Limits::default());
    match verified {
        Err(e) => assert!(e.to_string().contains("no longer replays"), "{e}"),
        Ok(v) => assert!(v.log_differs_at.is_some()),
    }
}

#[test]
fn verify_finds_a_changed_log_line() {
    let lib = library();
    let g = played(60);
    let mut save = saved(&g);
    assert_eq!(
        save.verify(&lib, &arcadia(&lib), Limits::default())
            .unwrap()
            .log_differs_at,
        None
    );
    save.log[5] = "note someone was here".into();
    let v = save
        .verify(&lib, &arcadia(&lib), Limits::default())
        .unwrap();
    assert_eq!(v.log_differs_at, Some(5));
    let l = save.load(&lib, &arcadia(&lib), Limits::default()).unwrap();
    assert_eq!(l.log_differs_at, Some(5));
}

#[test]
fn a_damaged_state_is_refused_with_a_clear_error() {
    let lib = library();
    let g = played(40);
    let text = SaveFile::of(&g, INTRO, lib.get(INTRO).unwrap())
        .unwrap()
        .to_yaml();
    // A move to a space that is not on the board, written in the saved state's log.
    let mut save = SaveFile::parse(&text).unwrap();
    save.point.as_mut().unwrap().log.push(LogEntry::Move {
        figure: "grom".into(),
        from: "a1".into(),
        to: "z99".into(),
    });
    let bad = save.to_yaml();
    let err =
        match SaveFile::parse(&bad).and_then(|s| s.load(&lib, &arcadia(&lib), Limits::default())) {
            Ok(_) => panic!("a damaged save loaded"),
            Err(e) => e.to_string(),
        };
    assert!(err.contains("damaged saved game"), "{err}");
    assert!(err.contains("z99"), "{err}");
    // A save point past the inputs.
    let mut save = SaveFile::parse(&text).unwrap();
    save.point.as_mut().unwrap().inputs = save.inputs.len() + 1;
    let err = match save.load(&lib, &arcadia(&lib), Limits::default()) {
        Ok(_) => panic!("loaded"),
        Err(e) => e.to_string(),
    };
    assert!(err.contains("save point"), "{err}");
}

#[test]
fn a_version_1_save_without_state_still_loads_by_replay() {
    let lib = library();
    let g = played(30);
    let mut save = saved(&g);
    save.version = 1;
    save.point = None;
    let text = save.to_yaml();
    assert!(!text.contains("point:"));
    let back = SaveFile::parse(&text).unwrap();
    let loaded = back.load(&lib, &arcadia(&lib), Limits::default()).unwrap();
    assert_eq!(loaded.log_differs_at, None);
    assert_eq!(log(&loaded.game), log(&g));
}

const PROBE_RULESET: &str = "name: probe
geometry: {adjacency: 4, capacity: 1, line_of_sight: corner-to-corner}
sides: [one, two]
card_kinds: [thing]
events:
  ping: \"{} a probe event\"
";

const PROBE_SCENARIO: &str = "ruleset: probe
board: |
  +---+---+
  | .   . |
  +---+---+
figures:
  - { id: p, side: one, at: a1 }
";

/// A probe game whose rules register a controller when their module loads: side `two`
/// decides for side `one` (as Arcadia's player to the right decides for the monsters).
fn probe_game() -> (
    skirmish_core::game::Library,
    skirmish_core::Ruleset,
    skirmish_core::Scenario,
    Game,
) {
    let mut lib = skirmish_core::game::Library::default();
    let root = common::root();
    lib.files.insert(
        "scripts/prelude.lua".into(),
        std::fs::read_to_string(root.join("scripts/prelude.lua")).unwrap(),
    );
    lib.files.insert(
        "scripts/probe/rules.lua".into(),
        "game.set_controller(function(side) if side == 'one' then return 'two' end end)
local rules = { steps = {} }
function rules.play(game)
  game.give('a', 'one')
  game.give('b', 'one')
  game.push('ping')
end
function rules.steps.ping(game)
  game.choose({ side = 'one', prompt = 'go', options = { { key = 'go' } } })
  game.emit('ping', {})
  game.choose({ side = 'one', prompt = 'again', options = { { key = 'again' } } })
  game.push('ping')
end
return rules
"
        .into(),
    );
    for id in ["a", "b"] {
        lib.files.insert(
            format!("cards/probe/{id}.lua"),
            format!(
                "return {{ name = '{id}', kind = 'thing', on = {{ ping = function(self, e, game) game.log('{id} reacts') end }} }}"
            ),
        );
    }
    let ruleset = skirmish_core::Ruleset::parse(PROBE_RULESET, "ruleset.yaml").unwrap();
    let scenario = skirmish_core::Scenario::parse(PROBE_SCENARIO, "probe.yaml").unwrap();
    let g = Game::new(&lib, &ruleset, &scenario, 1, Limits::default()).unwrap();
    (lib, ruleset, scenario, g)
}

#[test]
fn a_loaded_game_keeps_what_the_rules_registered_when_they_loaded() {
    // Two cards of side `one` react to one event: their order is asked of the side that
    // controls `one`, which the rules registered when their module loaded. A save loaded into
    // a new script state runs no set-up, and must ask the same side.
    let (lib, ruleset, _, mut g) = probe_game();
    g.answer_key("go").unwrap();
    let c = g.pending().unwrap();
    assert_eq!(c.side, "two", "{c:?}");
    assert!(c.prompt.starts_with("order of effects on ping"), "{c:?}");
    let text = SaveFile::of(&g, "probe.yaml", PROBE_SCENARIO)
        .unwrap()
        .to_yaml();
    let save = SaveFile::parse(&text).unwrap();
    let loaded = save.load(&lib, &ruleset, Limits::default()).unwrap();
    assert_eq!(loaded.log_differs_at, None);
    assert_eq!(loaded.game.pending(), g.pending());
}
