//! Graph boards: a map of named spaces joined by paths (`adjacency: graph`, `capacity: any`,
//! `line_of_sight: none`), parsed from text, driven through a tiny ruleset held in memory.

mod common;

use common::{log, notes};

use skirmish_core::game::{Game, Library, SaveFile};
use skirmish_core::script::Limits;
use skirmish_core::{Graph, Ruleset, Scenario};

const RULESET: &str = "name: graphs
geometry: {adjacency: graph, capacity: any, line_of_sight: none}
sides: [one, two]
";

const SCENARIO: &str = "ruleset: graphs
map: realm
figures:
  - { id: p, side: one, at: caer_aurin }
  - { id: q, side: two, at: caer_aurin }
  - { id: r, side: two, at: wyrm_caves }
";

fn realm_text() -> String {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    std::fs::read_to_string(root.join("scripts/ods/maps/realm.yaml")).unwrap()
}

fn library(body: &str) -> Library {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let prelude = std::fs::read_to_string(root.join("scripts/prelude.lua")).unwrap();
    let mut lib = Library::default();
    lib.files.insert("scripts/prelude.lua".into(), prelude);
    lib.files
        .insert("scripts/graphs/maps/realm.yaml".into(), realm_text());
    lib.files.insert(
        "scripts/graphs/dice.yaml".into(),
        "dice:\n  d2:\n    faces:\n      - [hit]\n      - []\n".into(),
    );
    lib.files.insert(
        "scripts/graphs/rules.lua".into(),
        common::probe_rules(body, ""),
    );
    lib
}

fn game(body: &str) -> Game {
    let ruleset = Ruleset::parse(RULESET, "ruleset.yaml").unwrap();
    let scenario = Scenario::parse(SCENARIO, "test.yaml").unwrap();
    Game::new(&library(body), &ruleset, &scenario, 1, Limits::default())
        .unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn the_realm_parses_with_symmetric_paths() {
    let g = Graph::parse(&realm_text(), "realm.yaml").unwrap();
    assert_eq!(g.len(), 36);
    assert_eq!(g.path_kinds, ["surface", "underground"]);
    let mut count = [0usize; 2];
    for (i, s) in g.spaces.iter().enumerate() {
        assert!(
            (2..=6).contains(&s.links.len()),
            "{} has {}",
            s.id,
            s.links.len()
        );
        for &(n, k) in &s.links {
            assert!(
                g.linked(n, i),
                "{} -> {} not symmetric",
                s.id,
                g.space(n).id
            );
            count[k] += 1;
        }
    }
    assert_eq!(count, [54 * 2, 11 * 2]);
    let caps = g.spaces.iter().filter(|s| s.kind == "capital").count();
    assert_eq!(caps, 4);
    assert!(g.extra.contains_key("tokens"));
    assert_eq!(g.space(g.find("caer_aurin").unwrap()).name, "Caer Aurin");
}

#[test]
fn bad_maps_are_refused_naming_the_file_and_entry() {
    let base = "types: [town, wood]\npath_kinds: [road, tunnel]\nspaces:\n  mill: {type: town, number: 1}\n  oak_wood: {type: wood, number: 1}\n";
    let cases = [
        ("paths: [[mill, nowhere]]\n", "unknown space `nowhere`"),
        ("paths: [[mill, mill]]\n", "joins `mill` to itself"),
        (
            "paths: [[mill, oak_wood], [oak_wood, mill]]\n",
            "already joined",
        ),
        (
            "paths: [[mill, oak_wood, river]]\n",
            "unknown path kind `river`",
        ),
        (
            "  ab12: {type: town, number: 2}\n",
            "`ab12` reads as a grid coordinate",
        ),
        ("  mill: {type: town, number: 3}\n", "mill"),
        (
            "  barn: {type: farm}\n",
            "space `barn`: unknown type `farm`",
        ),
        (
            "  barn: {type: town, number: 1}\n",
            "space `barn`: a second town 1",
        ),
        ("  Barn: {type: town}\n", "snake_case"),
    ];
    for (extra, want) in cases {
        let err = Graph::parse(&format!("{base}{extra}"), "maps/bad.yaml")
            .unwrap_err()
            .to_string();
        assert!(err.starts_with("maps/bad.yaml"), "{extra}: {err}");
        assert!(err.contains(want), "{extra}: {err}");
    }
    // A scenario naming a map the ruleset does not have.
    let mut r = Ruleset::parse(RULESET, "ruleset.yaml").unwrap();
    let s = Scenario::parse("ruleset: graphs\nmap: atlantis\n", "s.yaml").unwrap();
    let err = r.load_for(&s, |_| None).unwrap_err().to_string();
    assert!(
        err.contains("there is no scripts/graphs/maps/atlantis.yaml"),
        "{err}"
    );
    let err = s.build(&r).unwrap_err().to_string();
    assert!(err.contains("map `atlantis` was not loaded"), "{err}");
    // Figures name unknown spaces clearly; a grid ruleset refuses a map.
    let s = Scenario::parse(
        "ruleset: graphs\nmap: {spaces: {mill: {type: town}}}\nfigures: [{id: a, side: one, at: a1}]\n",
        "s.yaml",
    )
    .unwrap();
    let err = s.build(&r).unwrap_err().to_string();
    assert!(err.contains("figure a: no space `a1`"), "{err}");
    let grid = Ruleset::parse(
        "name: graphs\ngeometry: {adjacency: 4, capacity: 1, line_of_sight: centre-to-centre}\nsides: [one]\n",
        "g.yaml",
    )
    .unwrap();
    let s = Scenario::parse(
        "ruleset: graphs\nmap: {spaces: {mill: {type: town}}}\n",
        "s.yaml",
    )
    .unwrap();
    let err = s.build(&grid).unwrap_err().to_string();
    assert!(err.contains("plays on a grid"), "{err}");
}

#[test]
fn close_reach_and_space_queries() {
    let g = game(
        "out(game.close('caer_aurin', 'kingsford'), game.close('caer_aurin', 'caer_aurin'), game.close('caer_aurin', 'highcairn'))
         out(table.concat(game.links('caer_aurin'), ','))
         local s = game.space('sunken_chapel')
         out(s.id, s.name, s.kind, s.number, table.concat(s.tags, ','), s.pos.x, s.pos.y)
         for _, l in ipairs(s.links) do out(l.to, l.kind) end
         out(table.concat(game.spaces{kind = 'capital'}, ','))
         out(table.concat(game.spaces{tag = 'coast', kind = 'wilds'}, ','))
         out(table.concat(game.spaces{kind = 'hollows', number = 5}, ','))
         out(table.concat(game.reach('p', 1), ','))
         out(#game.reach('p', 2), #game.reach('p', 10))
         for _, st in ipairs(game.steps('p', 1)) do out(st.kind, st.to) end
         out(game.crowding('caer_aurin', 'p'), game.cell('kingsford'))
         out(game.map().tokens.quest[1])
         err(game.space, 'a1')
         err(game.close, 'caer_aurin', 'atlantis')",
    );
    let n = notes(&g);
    let want = [
        "true true false",
        "aurin_fields,greyhaven_abbey,kingsford,sunken_chapel",
        "sunken_chapel The Sunken Chapel hollows 1 crypt 1.0 0.0",
        "barrow_of_kings underground",
        "caer_aurin surface",
        "crypt_of_ide underground",
        "caer_aurin,dunmarrow,highcairn,saltmere",
        "storm_coast",
        "wyrm_caves",
        "aurin_fields,greyhaven_abbey,kingsford,sunken_chapel",
    ];
    assert_eq!(&n[..want.len()], want, "{n:#?}");
    let counts: Vec<usize> = n[want.len()]
        .split(' ')
        .map(|x| x.parse().unwrap())
        .collect();
    assert!(counts[0] > 4 && counts[1] == 35, "{counts:?}");
    let steps: Vec<&String> = n[want.len() + 1..want.len() + 5].iter().collect();
    assert!(steps.iter().all(|s| s.starts_with("travel ")), "{steps:?}");
    let rest = &n[want.len() + 5..];
    assert_eq!(rest[0], "free space");
    assert_eq!(rest[1], "capital-1");
    assert!(rest[2].contains("no space `a1`"), "{}", rest[2]);
    assert!(rest[3].contains("no space `atlantis`"), "{}", rest[3]);
}

#[test]
fn figures_move_by_name_and_the_log_shows_names() {
    let g = game(
        "game.move('p', 'kingsford'); game.move('p', 'raven_moor')
         game.place('q', 'wyrm_caves')
         out(game.figure('p').at, game.figure('q').at)
         local ids = {}
         for _, f in ipairs(game.figures{at = 'wyrm_caves'}) do ids[#ids + 1] = f.id end
         out(table.concat(ids, ','))",
    );
    let l = log(&g);
    assert!(
        l.contains(&"move p caer_aurin -> kingsford".to_string()),
        "{l:#?}"
    );
    assert!(
        l.contains(&"move p kingsford -> raven_moor".to_string()),
        "{l:#?}"
    );
    assert!(l.contains(&"place q at wyrm_caves".to_string()), "{l:#?}");
    let n = notes(&g);
    assert_eq!(n[0], "raven_moor wyrm_caves");
    assert!(n[1].contains('q') && n[1].contains('r'), "{n:?}");
}

#[test]
fn sight_and_grid_only_calls_fail_clearly() {
    let g = game(
        "err(game.los, 'caer_aurin', 'kingsford')
         err(game.board_size)
         err(game.set_marker, 'kingsford', 'x')
         err(game.flip_door, 'caer_aurin', 'kingsford')
         err(game.set_blocking, 'kingsford', true)
         err(game.marker, 'kingsford')",
    );
    let n = notes(&g);
    assert!(n[0].contains("this ruleset has no line of sight"), "{n:?}");
    for e in &n[1..] {
        assert!(e.contains("not on a graph board"), "{n:?}");
    }
    assert_eq!(n.len(), 6);
}

#[test]
fn a_save_replays_on_a_graph_board() {
    let body = "for _ = 1, 3 do
           local opts = {}
           for _, to in ipairs(game.links(game.figure('p').at)) do opts[#opts + 1] = {key = 'go ' .. to} end
           local c = game.choose{side = 'one', prompt = 'where', options = opts}
           game.move('p', c.key:sub(4))
         end
         game.choose{side = 'one', prompt = 'done', options = {{key = 'end'}}}";
    let mut g = game(body);
    g.answer_key("go kingsford").unwrap();
    g.answer_key("go greywood").unwrap();
    let last = g.pending().unwrap().options[0].key.clone();
    g.answer_key(&last).unwrap();
    let save = SaveFile::of(&g, "test.yaml", SCENARIO).unwrap();
    let text = save.to_yaml();
    assert!(text.contains("move p kingsford -> greywood"), "{text}");
    let back = SaveFile::parse(&text).unwrap();
    let ruleset = Ruleset::parse(RULESET, "ruleset.yaml").unwrap();
    let loaded = back
        .replay(&library(body), &ruleset, Limits::default())
        .unwrap();
    assert_eq!(loaded.log_differs_at, None);
    assert_eq!(log(&loaded.game), log(&g));
    // The saved state (a graph board, its map included) loads to the same game.
    let loaded = back
        .load(&library(body), &ruleset, Limits::default())
        .unwrap();
    assert_eq!(loaded.log_differs_at, None);
    assert_eq!(log(&loaded.game), log(&g));
    assert!(loaded.game.state() == g.state());
}

#[test]
fn graph_calls_fail_on_a_grid() {
    let ruleset = Ruleset::parse(
        "name: graphs\ngeometry: {adjacency: 4, capacity: 1, line_of_sight: centre-to-centre}\nsides: [one, two]\n",
        "g.yaml",
    )
    .unwrap();
    let scenario = Scenario::parse(
        "ruleset: graphs\nboard: |\n  +---+---+\n  | .   . |\n  +---+---+\nfigures: [{id: p, side: one, at: a1}]\n",
        "s.yaml",
    )
    .unwrap();
    let lib = library(
        "err(game.space, 'a1') err(game.spaces) err(game.links, 'a1')
         game.move('p', 'b1') out(game.figure('p').at)",
    );
    let g = Game::new(&lib, &ruleset, &scenario, 1, Limits::default()).unwrap();
    let n = notes(&g);
    for e in &n[..3] {
        assert!(e.contains("not a graph board"), "{n:?}");
    }
    assert_eq!(n[3], "b1");
    assert!(log(&g).contains(&"move p a1 -> b1".to_string()));
}
