//! Space variables (`game.space_vars(at)`: things lying on a space, like tokens) and figures
//! that start beside the board (scenario `at: off`), on a graph board and on a grid, driven
//! through tiny rulesets held in memory.

mod common;

use common::{log, notes};

use skirmish_core::game::state::{Scope, Var};
use skirmish_core::game::{Game, Library, SaveFile};
use skirmish_core::script::Limits;
use skirmish_core::{Ruleset, Scenario};

const GRAPH: &str = "name: graphs
geometry: {adjacency: graph, capacity: any, line_of_sight: none}
sides: [one, two]
";

const GRID: &str = "name: graphs
geometry: {adjacency: 4, capacity: 1, line_of_sight: centre-to-centre}
sides: [one, two]
";

const REALM: &str = "ruleset: graphs
map: realm
figures:
  - { id: p, side: one, at: caer_aurin }
  - { id: q, side: two, at: off }
";

const SQUARES: &str = "ruleset: graphs
board: |
  +---+---+---+
  | .  ###  . |
  +---+---+---+
figures:
  - { id: p, side: one, at: a1 }
  - { id: q, side: two, at: off }
";

fn library(body: &str, extra: &str) -> Library {
    let root = common::root();
    let mut lib = Library::default();
    for (to, from) in [
        ("scripts/prelude.lua", "scripts/prelude.lua"),
        (
            "scripts/graphs/maps/realm.yaml",
            "scripts/ods/maps/realm.yaml",
        ),
    ] {
        lib.files
            .insert(to.into(), std::fs::read_to_string(root.join(from)).unwrap());
    }
    lib.files.insert(
        "scripts/graphs/dice.yaml".into(),
        "dice:\n  d2:\n    faces:\n      - [hit]\n      - []\n".into(),
    );
    lib.files.insert(
        "scripts/graphs/rules.lua".into(),
        common::probe_rules(body, extra),
    );
    lib
}

fn start(ruleset: &str, scenario: &str, lib: &Library) -> skirmish_core::Result<Game> {
    let ruleset = Ruleset::parse(ruleset, "ruleset.yaml").unwrap();
    let scenario = Scenario::parse(scenario, "test.yaml").unwrap();
    Game::new(lib, &ruleset, &scenario, 1, Limits::default())
}

fn game(ruleset: &str, scenario: &str, body: &str) -> Game {
    start(ruleset, scenario, &library(body, "")).unwrap_or_else(|e| panic!("{e}"))
}

fn space_var(g: &Game, at: &str, key: &str) -> Option<Var> {
    g.state().get(&Scope::Space(at.into()), key).cloned()
}

#[test]
fn space_variables_are_written_read_logged_and_kept_apart() {
    let g = game(
        GRAPH,
        REALM,
        "local here = game.space_vars('caer_aurin')
         here.shadow = 2
         here.quest = true
         game.space_vars('kingsford').shadow = 1
         out(here.shadow, here.quest, game.space_vars('kingsford').shadow,
             game.space_vars('greywood').shadow, game.vars.shadow)
         here.quest = nil
         here.shadow = here.shadow - 1
         out(game.space_vars('caer_aurin').quest, game.space_vars('caer_aurin').shadow)",
    );
    assert_eq!(notes(&g), ["2 true 1 nil nil", "nil 1"]);
    let l = log(&g);
    for want in [
        "set space caer_aurin shadow = 2",
        "set space caer_aurin quest = true",
        "set space kingsford shadow = 1",
        "clear space caer_aurin quest",
        "set space caer_aurin shadow = 1",
    ] {
        assert!(l.contains(&want.to_string()), "{want}: {l:#?}");
    }
    assert_eq!(space_var(&g, "caer_aurin", "shadow"), Some(Var::Int(1)));
    assert_eq!(space_var(&g, "caer_aurin", "quest"), None);
    assert_eq!(space_var(&g, "kingsford", "shadow"), Some(Var::Int(1)));
}

#[test]
fn bad_spaces_and_bad_values_are_refused() {
    let g = game(
        GRAPH,
        REALM,
        "err(game.space_vars, 'atlantis')
         err(game.space_vars, nil)
         err(game.space_vars, 'a1')
         err(function() game.space_vars('kingsford').shadow = {} end)
         err(function() game.space_vars('kingsford').shadow = 1.5 end)
         out(game.space_vars('kingsford').shadow)",
    );
    let n = notes(&g);
    assert!(n[0].contains("no space `atlantis`"), "{n:?}");
    assert!(n[1].contains("a space scope needs a name"), "{n:?}");
    assert!(n[2].contains("no space `a1`"), "{n:?}");
    assert!(n[3].contains("not table"), "{n:?}");
    assert!(n[4].contains("not number"), "{n:?}");
    assert_eq!(n[5], "nil");
    assert!(n[..5].iter().all(|e| e.contains("rules.lua:")), "{n:?}");
}

#[test]
fn grid_squares_hold_variables_too_but_not_walls_or_gaps() {
    let g = game(
        GRID,
        SQUARES,
        "game.space_vars('c1').gold = 3
         out(game.space_vars('c1').gold, game.space_vars('a1').gold)
         err(game.space_vars, 'b1')
         err(game.space_vars, 'd1')
         err(game.space_vars, 'caer_aurin')",
    );
    let n = notes(&g);
    assert_eq!(n[0], "3 nil");
    assert!(n[1].contains("space variables: b1 is not a space"), "{n:?}");
    assert!(
        n[2].contains("space variables: d1 is not on the board"),
        "{n:?}"
    );
    assert!(n[3].contains("bad coordinate `caer_aurin`"), "{n:?}");
    assert!(log(&g).contains(&"set space c1 gold = 3".to_string()));
}

const ROUNDS: &str = "for i = 1, 3 do
       local c = game.choose{side = 'one', prompt = 'add', options = {{key = 'one'}, {key = 'two'}}}
       local here = game.space_vars('raven_moor')
       here.shadow = (here.shadow or 0) + (c.key == 'one' and 1 or 2)
     end
     game.choose{side = 'one', prompt = 'done', options = {{key = 'end'}}}";

#[test]
fn undo_takes_space_variables_back() {
    let mut g = game(GRAPH, REALM, ROUNDS);
    g.answer_key("two").unwrap();
    g.answer_key("two").unwrap();
    assert_eq!(space_var(&g, "raven_moor", "shadow"), Some(Var::Int(4)));
    g.undo().unwrap();
    assert_eq!(space_var(&g, "raven_moor", "shadow"), Some(Var::Int(2)));
    g.undo().unwrap();
    assert_eq!(space_var(&g, "raven_moor", "shadow"), None);
    g.answer_key("one").unwrap();
    assert_eq!(space_var(&g, "raven_moor", "shadow"), Some(Var::Int(1)));
}

#[test]
fn a_save_keeps_space_variables() {
    let lib = library(ROUNDS, "");
    let mut g = start(GRAPH, REALM, &lib).unwrap();
    for key in ["one", "two", "two"] {
        g.answer_key(key).unwrap();
    }
    let text = SaveFile::of(&g, "test.yaml", REALM).unwrap().to_yaml();
    assert!(text.contains("set space raven_moor shadow = 5"), "{text}");
    let ruleset = Ruleset::parse(GRAPH, "ruleset.yaml").unwrap();
    let save = SaveFile::parse(&text).unwrap();
    let replayed = save.replay(&lib, &ruleset, Limits::default()).unwrap();
    // Loading the saved state, with no replay from the start, keeps them too.
    let loaded = save.load(&lib, &ruleset, Limits::default()).unwrap();
    for loaded in [replayed, loaded] {
        assert_eq!(loaded.log_differs_at, None);
        assert_eq!(log(&loaded.game), log(&g));
        assert_eq!(
            space_var(&loaded.game, "raven_moor", "shadow"),
            Some(Var::Int(5))
        );
    }
}

#[test]
fn queries_read_space_variables_but_may_not_write_them() {
    let lib = library(
        "game.space_vars('kingsford').shadow = 2
         game.choose{side = 'one', prompt = 'wait', options = {{key = 'a'}, {key = 'b'}}}",
        "invariants = function(game) return {{kind = 'read', message = tostring(game.space_vars('kingsford').shadow)}} end,
         evaluate = function(game) game.space_vars('kingsford').shadow = 3 return 0 end,",
    );
    let g = start(GRAPH, REALM, &lib).unwrap();
    let read = g.rules_query("invariants", "").unwrap().unwrap();
    assert_eq!(read[0]["message"].as_str(), Some("2"), "{read:?}");
    let err = g.rules_query("evaluate", "one").unwrap_err().to_string();
    assert!(err.contains("read-only query"), "{err}");
    assert_eq!(space_var(&g, "kingsford", "shadow"), Some(Var::Int(2)));
}

#[test]
fn figures_at_off_start_beside_the_board_and_are_placed_later() {
    for (ruleset, scenario, to) in [(GRAPH, REALM, "wyrm_caves"), (GRID, SQUARES, "c1")] {
        let g = game(
            ruleset,
            scenario,
            &format!(
                "local q = game.figure('q')
                 out(q.on_board, q.at, #game.figures{{on_board = true}})
                 err(game.move, 'q', '{to}')
                 game.place('q', '{to}')
                 out(q.on_board, q.at)"
            ),
        );
        let n = notes(&g);
        assert_eq!(n[0], "false nil 1", "{ruleset}");
        assert!(n[1].contains("q is not on the board"), "{n:?}");
        assert_eq!(n[2], format!("true {to}"));
        assert!(log(&g).contains(&format!("place q at {to}")));
    }
}

#[test]
fn a_bad_at_names_the_off_form_and_off_is_no_space_id() {
    let lib = library("", "");
    let bad = REALM.replace("at: off", "at: of");
    let err = start(GRAPH, &bad, &lib).err().unwrap().to_string();
    assert!(err.contains("figure q: no space `of`"), "{err}");
    assert!(
        err.contains("or `off` for a figure that starts beside the board"),
        "{err}"
    );
    let map = "types: [town]\nspaces:\n  off: {type: town}\n";
    let err = skirmish_core::Graph::parse(map, "m.yaml")
        .unwrap_err()
        .to_string();
    assert!(err.contains("space id `off` is reserved"), "{err}");
}

/// `game.side` and `game.space_vars` check a name once until the caches are next forgotten:
/// a good name stays good in between, and a bad one is refused at every call, before and
/// after good ones were checked.
#[test]
fn a_bad_scope_name_is_refused_at_every_call_and_a_good_one_stays_good() {
    let g = game(
        GRAPH,
        REALM,
        "out(game.side('one').gold)
         game.side('one').gold = 3
         err(game.side, 'three')
         out(game.side('one').gold, game.side('two').gold)
         err(game.side, 'three')
         err(game.space_vars, 'atlantis')
         game.space_vars('kingsford').shadow = 2
         err(game.space_vars, 'atlantis')
         err(game.side, nil)
         out(game.space_vars('kingsford').shadow, game.side('one').gold)",
    );
    let n = notes(&g);
    assert_eq!(n[0], "nil", "{n:?}");
    assert!(n[1].contains("no side `three`"), "{n:?}");
    assert_eq!(n[2], "3 nil", "{n:?}");
    assert!(n[3].contains("no side `three`"), "{n:?}");
    assert!(n[4].contains("no space `atlantis`"), "{n:?}");
    assert!(n[5].contains("no space `atlantis`"), "{n:?}");
    assert!(n[6].contains("a side scope needs a name"), "{n:?}");
    assert_eq!(n[7], "2 3", "{n:?}");
}
