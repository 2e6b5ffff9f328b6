//! The REPL on a graph board: `board` lists one line per space (type, number, name, links,
//! figures, and during a game the space variables `display.space_status` lists) instead of the
//! grid diagram; golden file `golden/graph_board.out`.

use std::path::Path;

use skirmish::assets::Assets;
use skirmish::session::Session;

#[test]
fn board_lists_spaces_on_a_graph_board() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let dir = std::env::temp_dir().join(format!("skirmish-graph-{}", std::process::id()));
    let maps = dir.join("scripts/graphs/maps");
    std::fs::create_dir_all(&maps).unwrap();
    std::fs::copy(
        root.join("scripts/prelude.lua"),
        dir.join("scripts/prelude.lua"),
    )
    .unwrap();
    std::fs::copy(
        root.join("scripts/ods/maps/realm.yaml"),
        maps.join("realm.yaml"),
    )
    .unwrap();
    std::fs::write(
        dir.join("scripts/graphs/ruleset.yaml"),
        "name: graphs\ngeometry: {adjacency: graph, capacity: any, line_of_sight: none}\nsides: [one, two]\ndisplay:\n  space_status: [shadow, quest]\n",
    )
    .unwrap();
    // Tokens as space variables: zero, false and unlisted ones are not shown.
    std::fs::write(
        dir.join("scripts/graphs/dice.yaml"),
        "dice:\n  d2:\n    faces:\n      - [hit]\n      - []\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("scripts/graphs/rules.lua"),
        "return { play = function(game)
           game.space_vars('caer_aurin').quest = 1
           game.space_vars('caer_aurin').shadow = 1
           game.space_vars('wyrm_caves').shadow = 2
           game.space_vars('kingsford').quest = 0
           game.space_vars('kingsford').shadow = false
           game.space_vars('greywood').quest = 2
           game.space_vars('greywood').fog = 5
           game.choose{side = 'one', prompt = 'wait', options = {{key = 'a'}, {key = 'b'}}}
         end }\n",
    )
    .unwrap();
    let scenario = dir.join("realm.yaml");
    std::fs::write(
        &scenario,
        "ruleset: graphs\nmap: realm\nfigures:\n  - {id: anton, side: one, at: caer_aurin}\n  - {id: horde, side: two, at: caer_aurin}\n  - {id: wyrm, side: two, at: wyrm_caves}\n  - {id: raven, side: two, at: off}\n",
    )
    .unwrap();
    let mut session = Session::new(Assets::at(&dir));
    let mut out = String::new();
    out += &session
        .execute(&format!("load {}", scenario.display()))
        .unwrap()
        .0
        .replace(&scenario.display().to_string(), "realm.yaml");
    out += "\n";
    out += &session.execute("board --plain").unwrap().0;
    out += "\n";
    for line in [
        "close caer_aurin kingsford",
        "close caer_aurin highcairn",
        "reach wyrm 1",
        "place wyrm raven_moor",
        "reach wyrm 1",
    ] {
        out += &session.execute(line).map(|r| r.0).unwrap_or_else(|e| e);
        out += "\n";
    }
    for line in [
        "los caer_aurin kingsford",
        "place wyrm a1",
        "place raven kingsford",
    ] {
        out += &session.execute(line).map(|r| r.0).unwrap_or_else(|e| e);
        out += "\n";
    }
    // A game: the spaces with tokens (and one without), and the figure kept off the board.
    session.execute("new").unwrap();
    let board = session.execute("board --plain").unwrap().0;
    for line in board.lines().filter(|l| {
        [
            "(caer_aurin)",
            "(kingsford)",
            "(greywood)",
            "(wyrm_caves)",
            "figure raven",
        ]
        .iter()
        .any(|w| l.contains(w))
    }) {
        out += line;
        out += "\n";
    }
    // In a terminal, figure ids take their side's colour; the plain lines above have none.
    assert!(!out.contains('\x1b'));
    session.pretty = true;
    let pretty = session.execute("board").unwrap().0;
    let caer = pretty.lines().find(|l| l.contains("(caer_aurin)")).unwrap();
    assert!(
        caer.contains("\x1b[") && caer.contains("anton\x1b[0m"),
        "{caer:?}"
    );
    assert!(caer.ends_with("| shadow 1, quest 1"), "{caer:?}");
    let _ = std::fs::remove_dir_all(&dir);
    let golden = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden/graph_board.out");
    if std::env::var_os("SKIRMISH_BLESS").is_some() {
        std::fs::write(&golden, &out).unwrap();
    }
    let expected = std::fs::read_to_string(&golden).unwrap_or_default();
    assert_eq!(out, expected, "run with SKIRMISH_BLESS=1 to accept");
}

/// `board --svg` on a graph board draws nodes and links: one circle per space, one line per
/// path (stroked by `display.path_styles`), figures as labelled chips, token badges for
/// `display.space_status`, a legend of types, path kinds, tokens and sides.
#[test]
fn the_svg_of_a_graph_board_is_a_node_link_picture() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let dir = std::env::temp_dir().join(format!("skirmish-graph-svg-{}", std::process::id()));
    let maps = dir.join("scripts/graphs/maps");
    std::fs::create_dir_all(&maps).unwrap();
    std::fs::copy(
        root.join("scripts/prelude.lua"),
        dir.join("scripts/prelude.lua"),
    )
    .unwrap();
    std::fs::write(
        maps.join("tiny.yaml"),
        "name: Tiny & Small\ntypes: [town, wilds]\npath_kinds: [surface, underground]\nspaces:\n  mill: {name: Old Mill, type: town, number: 1, pos: [0, 0]}\n  wood: {name: Deep Wood, type: wilds, number: 1, pos: [2, 0]}\n  cave: {name: Cave, type: wilds, number: 2, pos: [1, 1.5]}\n  ford: {type: town, number: 2, pos: [3, 1]}\npaths:\n  - [mill, wood]\n  - [wood, ford]\n  - [mill, cave, underground]\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("scripts/graphs/ruleset.yaml"),
        "name: graphs\ngeometry: {adjacency: graph, capacity: any, line_of_sight: none}\nsides: [one, two]\ndisplay:\n  colours: {town: yellow}\n  space_status: [shadow, quest]\n  path_styles: {underground: dotted}\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("scripts/graphs/dice.yaml"),
        "dice:\n  d2:\n    faces:\n      - [hit]\n      - []\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("scripts/graphs/rules.lua"),
        "return { play = function(game)
           game.space_vars('mill').shadow = 2
           game.space_vars('mill').quest = 1
           game.space_vars('ford').quest = 3
           game.space_vars('wood').shadow = 0
           game.choose{side = 'one', prompt = 'wait', options = {{key = 'a'}, {key = 'b'}}}
         end }\n",
    )
    .unwrap();
    let scenario = dir.join("tiny.yaml");
    std::fs::write(
        &scenario,
        "ruleset: graphs\nmap: tiny\nfigures:\n  - {id: anton, side: one, at: mill}\n  - {id: horde, side: two, at: mill}\n  - {id: wyrm, side: two, at: cave}\n",
    )
    .unwrap();
    let mut session = Session::new(Assets::at(&dir));
    session
        .execute(&format!("load {}", scenario.display()))
        .unwrap();
    session.execute("new").unwrap();
    let path = dir.join("tiny.svg");
    let out = session
        .execute(&format!("board --svg {}", path.display()))
        .unwrap()
        .0;
    assert!(out.starts_with("wrote "), "{out}");
    let svg = std::fs::read_to_string(&path).unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    assert!(svg.trim_end().ends_with("</svg>"));
    assert_eq!(svg.matches("<circle class=\"space\"").count(), 4);
    assert_eq!(svg.matches("<line class=\"path\"").count(), 3);
    let dashed: Vec<&str> = svg
        .lines()
        .filter(|l| l.starts_with("<line class=\"path\"") && l.contains("stroke-dasharray"))
        .collect();
    assert_eq!(dashed.len(), 1, "{svg}");
    assert!(dashed[0].contains("data-kind=\"underground\""));
    // display.path_styles picks the stroke: underground dotted (the default would dash it).
    assert!(
        dashed[0].contains("stroke-dasharray=\"2 4\""),
        "{}",
        dashed[0]
    );
    assert!(dashed[0].contains("data-from=\"mill\"") && dashed[0].contains("data-to=\"cave\""));
    for name in ["Old Mill", "Deep Wood", "Cave", "ford"] {
        assert!(svg.contains(&format!(">{name}</text>")), "{name}");
    }
    assert!(svg.contains(">Tiny &amp; Small</text>"), "title escaped");
    assert_eq!(svg.matches("class=\"figure\"").count(), 3);
    for id in ["anton", "horde", "wyrm"] {
        assert!(svg.contains(&format!(">{id}</text>")), "{id}");
    }
    // Types coloured from display.colours when given (town: yellow), else by palette.
    assert!(svg.contains("data-type=\"town\" cx=\"88\" cy=\"88\" r=\"20\" fill=\"#ead36a\""));
    // A badge per listed space variable that is set and not zero, the count inside.
    let tokens: Vec<&str> = svg
        .lines()
        .filter(|l| l.starts_with("<g class=\"token\""))
        .collect();
    assert_eq!(tokens.len(), 3, "{svg}");
    for (space, var, n) in [
        ("mill", "shadow", 2),
        ("mill", "quest", 1),
        ("ford", "quest", 3),
    ] {
        let want = format!("data-space=\"{space}\" data-var=\"{var}\" data-value=\"{n}\"");
        let t = tokens.iter().find(|l| l.contains(&want)).expect(&want);
        assert!(t.contains(&format!(">{n}</text>")), "{t}");
    }
    // Legend: two types, two path kinds, two kinds of token, the two sides on the board.
    assert_eq!(svg.matches("class=\"legend\"").count(), 8);
    for word in [
        "town",
        "wilds",
        "surface",
        "underground",
        "shadow",
        "quest",
        "one",
        "two",
    ] {
        assert!(svg.contains(&format!(">{word}</text>")), "{word}");
    }
    // Well-formed, as the grid pictures check it.
    let opens = svg.matches("<g ").count() + svg.matches("<svg ").count();
    let closes = svg.matches("</g>").count() + svg.matches("</svg>").count();
    assert_eq!(opens, closes);
    assert_eq!(svg.matches("<text").count(), svg.matches("</text>").count());
    for line in svg.lines() {
        if line.starts_with("<rect") || line.starts_with("<line") || line.starts_with("<circle") {
            assert!(line.ends_with("/>"), "{line}");
        }
    }
}
