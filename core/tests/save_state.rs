//! Saves hold the game's state (issue 19, item 4): `SaveFile::load` reads back the newest
//! checkpoint's `GameState`, serialised whole, without running any script for the answers
//! before it, and replays only the step in progress; `SaveFile::verify` replays every answer
//! from a new game and compares the log byte for byte. The table's caches are rebuilt on
//! reading, and a state that does not fit its scenario is refused.

mod common;

use common::{library, log};
use skirmish_core::game::state::Scope;
use skirmish_core::game::{Game, Library, SaveFile, SavedInput, Var};
use skirmish_core::script::Limits;
use skirmish_core::tabletop::Tabletop;
use skirmish_core::{Coord, Ruleset, Scenario};

/// A ruleset and one of its scenarios, read from the project's files.
struct Setup {
    lib: Library,
    ruleset: Ruleset,
    path: &'static str,
}

impl Setup {
    fn new(ruleset: &str, path: &'static str) -> Setup {
        let lib = library();
        let rel = format!("scripts/{ruleset}/ruleset.yaml");
        let ruleset = Ruleset::parse(lib.get(&rel).unwrap(), &rel).unwrap();
        Setup { lib, ruleset, path }
    }

    fn text(&self) -> &str {
        self.lib.get(self.path).unwrap()
    }

    fn game(&self, seed: u64) -> Game {
        let scenario = Scenario::parse(self.text(), self.path).unwrap();
        Game::new(&self.lib, &self.ruleset, &scenario, seed, Limits::default())
            .unwrap_or_else(|e| panic!("{}: {e}", self.path))
    }

    /// A game after `n` answers, always the option at a position that varies with the count.
    fn played(&self, seed: u64, n: usize) -> Game {
        let mut g = self.game(seed);
        answer(&mut g, 0, n);
        g
    }

    /// The game saved, written as YAML and read back.
    fn saved(&self, g: &Game) -> SaveFile {
        let text = SaveFile::of(g, self.path, self.text()).unwrap().to_yaml();
        SaveFile::parse(&text).unwrap()
    }

    fn load(&self, save: &SaveFile) -> skirmish_core::Result<Game> {
        let loaded = save.load(&self.lib, &self.ruleset, Limits::default())?;
        assert_eq!(loaded.log_differs_at, None, "{}", self.path);
        Ok(loaded.game)
    }
}

fn intro() -> Setup {
    Setup::new("arcadia", "scripts/arcadia/scenarios/intro.yaml")
}

fn rulesets() -> [Setup; 3] {
    [
        intro(),
        Setup::new("arena", "scripts/arena/scenarios/pvp_duel.yaml"),
        Setup::new("ods", "scripts/ods/scenarios/realm.yaml"),
    ]
}

/// Gives answers `from..from + n` by a fixed pattern (fewer if the game ends).
fn answer(g: &mut Game, from: usize, n: usize) {
    for k in from..from + n {
        let Some(c) = g.pending() else { return };
        let i = (k * 7 + 3) % c.options.len();
        g.answer(i).unwrap();
    }
}

/// Every space of a board.
fn spaces(t: &Tabletop) -> Vec<Coord> {
    let b = t.board();
    b.coords().filter(|&c| b.cell(c).is_space()).collect()
}

/// The two tables answer every geometric query the same: line of sight (as no one and as
/// each figure), Close, crowding, reach and legal steps. A loaded table's caches are rebuilt
/// from its board, not saved; this is where a wrong rebuild would show.
fn same_table(a: &Tabletop, b: &Tabletop, what: &str) {
    assert!(a == b, "{what}: the tables differ");
    let spaces = spaces(a);
    let mut actives: Vec<Option<usize>> = vec![None];
    actives.extend(
        (0..a.figures().len())
            .filter(|&i| a.is_on_board(i))
            .map(Some),
    );
    let sees = a.geometry().sight != skirmish_core::SightLine::None;
    for &x in &spaces {
        for &y in &spaces {
            assert_eq!(a.is_close(x, y), b.is_close(x, y), "{what}: close {x} {y}");
            if sees {
                for &f in &actives {
                    assert_eq!(
                        a.line_of_sight(x, y, f),
                        b.line_of_sight(x, y, f),
                        "{what}: los {x} {y} as {f:?}"
                    );
                }
            }
        }
        for &f in &actives {
            assert_eq!(a.crowding(x, f), b.crowding(x, f), "{what}: crowding {x}");
        }
    }
    for f in actives.into_iter().flatten() {
        for mp in 0..5 {
            assert_eq!(a.reachable(f, mp), b.reachable(f, mp), "{what}: reach {f}");
            assert_eq!(
                a.legal_steps(f, mp),
                b.legal_steps(f, mp),
                "{what}: steps {f}"
            );
        }
    }
}

#[test]
fn a_loaded_save_is_the_game_and_goes_on_as_it_on_every_ruleset() {
    for s in rulesets() {
        for n in [0, 1, 37, 150] {
            let what = format!("{} after {n}", s.path);
            let mut g = s.played(4, n);
            let save = s.saved(&g);
            let point = save.point.as_ref().expect("a save holds the state");
            assert!(point.inputs <= save.inputs.len(), "{what}");
            let mut h = s.load(&save).unwrap_or_else(|e| panic!("{what}: {e}"));
            assert!(h.state() == g.state(), "{what}: the state differs");
            assert_eq!(log(&h), log(&g), "{what}");
            assert_eq!(h.pending(), g.pending(), "{what}");
            assert_eq!(h.finished(), g.finished(), "{what}");
            assert_eq!(h.inputs(), g.inputs(), "{what}");
            same_table(&h.state().table, &g.state().table, &what);
            // The same answers on both: the same game, byte for byte.
            for k in 0..25 {
                answer(&mut g, n + k, 1);
                answer(&mut h, n + k, 1);
                assert_eq!(log(&h), log(&g), "{what} + {k}");
                assert_eq!(h.pending(), g.pending(), "{what} + {k}");
            }
            // Undo reaches back before the save point too (by a replay from the start, the
            // one case that needs one).
            let back = (g.inputs().len() - point.inputs + 3).min(g.inputs().len());
            g.undo_n(back).unwrap();
            h.undo_n(back).unwrap();
            assert_eq!(log(&h), log(&g), "{what}: undo {back}");
            assert_eq!(h.pending(), g.pending(), "{what}: undo {back}");
            answer(&mut g, 0, 5);
            answer(&mut h, 0, 5);
            assert_eq!(log(&h), log(&g), "{what}: after undo");
        }
    }
}

#[test]
fn load_takes_the_saved_state_and_runs_no_script_for_the_answers_before_it() {
    let s = intro();
    let g = s.played(4, 120);
    let mut save = s.saved(&g);
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
    // ... and what the saved state holds is what the game has, though no script made it.
    let mark = (Scope::Game, "written_in_the_save".to_string());
    save.point
        .as_mut()
        .unwrap()
        .state
        .vars
        .insert(mark.clone(), Var::Int(77));
    let loaded = s.load(&save).unwrap();
    assert_eq!(log(&loaded), log(&g));
    assert_eq!(loaded.state().vars.get(&mark), Some(&Var::Int(77)));
    // Verifying replays every answer from the start and sees the game is another.
    match save.verify(&s.lib, &s.ruleset, Limits::default()) {
        Err(e) => assert!(e.to_string().contains("no longer replays"), "{e}"),
        Ok(v) => assert!(v.log_differs_at.is_some()),
    }
}

#[test]
fn verify_finds_a_changed_log_line() {
    let s = intro();
    let g = s.played(4, 60);
    let mut save = s.saved(&g);
    let v = save.verify(&s.lib, &s.ruleset, Limits::default()).unwrap();
    assert_eq!(v.log_differs_at, None);
    assert_eq!(log(&v.game), log(&g));
    save.log[5] = "note someone was here".into();
    let v = save.verify(&s.lib, &s.ruleset, Limits::default()).unwrap();
    assert_eq!(v.log_differs_at, Some(5));
    // Loading compares with the saved log too.
    let l = save.load(&s.lib, &s.ruleset, Limits::default()).unwrap();
    assert_eq!(l.log_differs_at, Some(5));
}

/// The save of `g` as YAML data, changed by `edit` (given the saved state), loaded.
fn load_edited(s: &Setup, g: &Game, edit: impl Fn(&mut serde_yaml::Value)) -> String {
    let text = SaveFile::of(g, s.path, s.text()).unwrap().to_yaml();
    let mut doc: serde_yaml::Value = serde_yaml::from_str(&text).unwrap();
    edit(&mut doc["point"]["state"]);
    let text = serde_yaml::to_string(&doc).unwrap();
    match SaveFile::parse(&text).and_then(|save| s.load(&save)) {
        Ok(_) => panic!("a damaged save loaded"),
        Err(e) => e.to_string(),
    }
}

/// A change to a saved state.
type Edit = Box<dyn Fn(&mut serde_yaml::Value)>;

fn yaml(text: &str) -> serde_yaml::Value {
    serde_yaml::from_str(text).unwrap()
}

#[test]
fn a_state_that_does_not_fit_the_scenario_is_refused_with_a_clear_error() {
    let s = intro();
    let g = s.played(4, 40);
    let cases: Vec<(&str, Edit)> = vec![
        (
            "figure `grom` is listed on",
            Box::new(|st| st["table"]["figures"][0]["at"] = yaml("z99")),
        ),
        (
            "the board is not the scenario's",
            Box::new(|st| {
                let d = st["table"]["board"]["diagram"].as_str().unwrap();
                let walled = d.replacen("-D-", "---", 1).replacen("-d-", "---", 1);
                st["table"]["board"]["diagram"] = serde_yaml::Value::String(walled);
            }),
        ),
        (
            "board diagram line",
            Box::new(|st| st["table"]["board"]["diagram"] = yaml("\"+---+\\n| x\\n\"")),
        ),
        (
            "figure `maya` is not the scenario's",
            Box::new(|st| st["table"]["figures"][1]["side"] = yaml("green")),
        ),
        (
            "no figure `nobody`",
            Box::new(|st| st["table"]["off_board"] = yaml("[nobody]")),
        ),
        (
            "is neither on a space nor off the board",
            Box::new(|st| {
                let occ = st["table"]["occupants"].as_mapping_mut().unwrap();
                let first = occ.keys().next().unwrap().clone();
                occ.remove(&first);
            }),
        ),
        ("sides", Box::new(|st| st["sides"] = yaml("[blue, red]"))),
        (
            "dice are not the ruleset's",
            Box::new(|st| st["dice_set"]["dice"][0]["name"] = yaml("other")),
        ),
        (
            "roll #1: unknown die",
            Box::new(|st| st["rolls"][0]["die"] = yaml("nope")),
        ),
        (
            "held by `nobody`",
            Box::new(|st| st["cards"][0]["holder"] = yaml("!Figure nobody")),
        ),
        (
            "card #5 is out of order",
            Box::new(|st| st["cards"][0]["id"] = yaml("5")),
        ),
        (
            "in the middle of a step",
            Box::new(|st| st["pushed"] = yaml("[{step: play, args: []}]")),
        ),
    ];
    for (needle, edit) in cases {
        let e = load_edited(&s, &g, edit);
        assert!(e.starts_with("damaged saved game: "), "{needle}: {e}");
        assert!(e.contains(needle), "expected `{needle}` in: {e}");
    }
    // A save point past the inputs.
    let mut save = s.saved(&g);
    save.point.as_mut().unwrap().inputs = save.inputs.len() + 1;
    let e = s.load(&save).err().expect("loaded").to_string();
    assert!(e.contains("save point"), "{e}");
    // A step the rules do not have is refused: on the stack, or as the step that goes on
    // after the question the game waits on.
    let e = load_edited(&s, &g, |st| {
        st["frames"] = yaml("[{step: no_such_step, args: []}]");
    });
    assert!(e.contains("no_such_step"), "{e}");
    let e = load_edited(&s, &g, |st| {
        st["asked"]["then"]["step"] = yaml("no_such_step")
    });
    assert!(e.contains("no_such_step"), "{e}");
    // The question the game waits on: options with fields of their own, naming what is there.
    let e = load_edited(&s, &g, |st| {
        st["asked"]["fields"].as_sequence_mut().unwrap().pop();
    });
    assert!(e.contains("the question it waits on"), "{e}");
    let e = load_edited(&s, &g, |st| {
        st["asked"]["fields"][0] = yaml("[[!Str hero, !Figure nobody]]");
    });
    assert!(e.contains("figure `nobody`"), "{e}");
    // A version 2 save without its state is refused (it would be a replay from the start).
    let mut save = s.saved(&g);
    save.point = None;
    let e = SaveFile::parse(&save.to_yaml()).err().unwrap().to_string();
    assert!(e.contains("no `point`"), "{e}");
}

#[test]
fn a_damaged_graph_is_refused() {
    let s = Setup::new("ods", "scripts/ods/scenarios/realm.yaml");
    let g = s.played(2, 10);
    let e = load_edited(&s, &g, |st| {
        let links = &mut st["table"]["board"]["graph"]["spaces"][0]["links"];
        links.as_sequence_mut().unwrap().remove(0);
    });
    assert!(e.contains("goes one way only"), "{e}");
}

#[test]
fn a_version_1_save_without_state_still_loads_by_replay() {
    let s = intro();
    let g = s.played(4, 30);
    let mut save = s.saved(&g);
    save.version = 1;
    save.point = None;
    let text = save.to_yaml();
    assert!(!text.contains("point:"));
    let back = SaveFile::parse(&text).unwrap();
    let loaded = s.load(&back).unwrap();
    assert_eq!(log(&loaded), log(&g));
    // A version 1 save with a state is not one.
    let mut save = s.saved(&g);
    save.version = 1;
    let e = SaveFile::parse(&save.to_yaml()).err().unwrap().to_string();
    assert!(e.contains("version 1 save holds no state"), "{e}");
}

const PROBE_RULESET: &str = "name: probe
geometry: {adjacency: 4, capacity: 1, line_of_sight: corner-to-corner}
sides: [one, two]
card_kinds: [thing]
events:
  ping: \"{} a probe event\"
";

use common::PROBE_SCENARIO_ONE as PROBE_SCENARIO;

/// A probe game whose rules register a controller when their module loads: side `two`
/// decides for side `one` (as Arcadia's player to the right decides for the monsters).
fn probe_game() -> (Library, Ruleset, Game) {
    let mut lib = Library::default();
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
    let ruleset = Ruleset::parse(PROBE_RULESET, "ruleset.yaml").unwrap();
    let scenario = Scenario::parse(PROBE_SCENARIO, "probe.yaml").unwrap();
    let g = Game::new(&lib, &ruleset, &scenario, 1, Limits::default()).unwrap();
    (lib, ruleset, g)
}

#[test]
fn a_loaded_game_keeps_what_the_rules_registered_when_they_loaded() {
    // Two cards of side `one` react to one event: their order is asked of the side that
    // controls `one`, which the rules registered when their module loaded. A save loaded into
    // a new script state runs no set-up, and must ask the same side.
    let (lib, ruleset, mut g) = probe_game();
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

/// A board with doors, gaps and a blocking space, whose rules change all of it before the
/// first choice (so the save point holds the changes) and note what they see after it.
const TABLE_SCENARIO: &str = "ruleset: tables
board: |
  +---+---+---+---+---+
  | .   . D .   .   . |
  +   +-d-+   +   +   +
  | . | .  ###  .   . |
  +   +   +   +---+   +
  | .   .   . | x     |
  +---+---+---+---+---+
figures:
  - { id: p, side: one, at: a1 }
  - { id: q, side: two, at: d1 }
  - { id: r, side: two, at: a3 }
  - { id: s, side: one, at: e2 }
";

const TABLE_RULES: &str = "game.flip_door('b1', 'c1')
  game.flip_door('b1', 'b2')
  game.set_blocking('c2', false)
  game.set_blocking('b3', true)
  game.set_marker('e1', 'z')
  game.set_marker('d3', nil)
  game.move('p', 'b1')
  game.move('p', 'c1')
  game.remove('r')
  game.place('s', 'c2')
  game.push('look')";

const TABLE_STEPS: &str = "steps = { look = function(game)
    local c = game.choose{side = 'one', prompt = 'look', options = {{key = 'a'}, {key = 'b'}}}
    out(c.key, game.los('a1', 'e3'), game.los('c1', 'e2'), game.cell('b3'), game.marker('e1'))
    game.push('look')
  end },";

#[test]
fn a_changed_board_comes_back_with_its_caches_rebuilt() {
    for sight in ["corner-to-corner", "centre-to-centre"] {
        for adjacency in [4, 8] {
            let ruleset = Ruleset::parse(
                &format!(
                    "name: tables\ngeometry: {{adjacency: {adjacency}, capacity: 1, line_of_sight: {sight}}}\nsides: [one, two]\n"
                ),
                "ruleset.yaml",
            )
            .unwrap();
            let lib = common::probe_library("tables", TABLE_RULES, TABLE_STEPS);
            let scenario = Scenario::parse(TABLE_SCENARIO, "tables.yaml").unwrap();
            let mut g = Game::new(&lib, &ruleset, &scenario, 1, Limits::default()).unwrap();
            g.answer_key("a").unwrap();
            let what = format!("{sight}, {adjacency}-way");
            let text = SaveFile::of(&g, "tables.yaml", TABLE_SCENARIO)
                .unwrap()
                .to_yaml();
            // The saved board is the changed one.
            assert!(text.contains("| .   . d .   .   z |"), "{what}: {text}");
            let save = SaveFile::parse(&text).unwrap();
            let mut h = save.load(&lib, &ruleset, Limits::default()).unwrap().game;
            assert!(h.state() == g.state(), "{what}");
            same_table(&h.state().table, &g.state().table, &what);
            for key in ["b", "a", "b"] {
                g.answer_key(key).unwrap();
                h.answer_key(key).unwrap();
            }
            assert_eq!(log(&h), log(&g), "{what}");
            // What the step sees is the changed board, on both.
            let notes = common::notes(&h);
            assert_eq!(notes.len(), 4, "{what}: {notes:?}");
            assert!(
                notes.iter().all(|n| n.ends_with(" blocking z")),
                "{what}: {notes:?}"
            );
        }
    }
}
