//! The REPL on a graph board: `board` lists one line per space (type, number, name, links,
//! figures) instead of the grid diagram; golden file `golden/graph_board.out`.

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
        "name: graphs\ngeometry: {adjacency: graph, capacity: any, line_of_sight: none}\nsides: [one, two]\n",
    )
    .unwrap();
    let scenario = dir.join("realm.yaml");
    std::fs::write(
        &scenario,
        "ruleset: graphs\nmap: realm\nfigures:\n  - {id: anton, side: one, at: caer_aurin}\n  - {id: horde, side: two, at: caer_aurin}\n  - {id: wyrm, side: two, at: wyrm_caves}\n",
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
    for line in ["los caer_aurin kingsford", "place wyrm a1"] {
        out += &session.execute(line).map(|r| r.0).unwrap_or_else(|e| e);
        out += "\n";
    }
    let _ = std::fs::remove_dir_all(&dir);
    let golden = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden/graph_board.out");
    if std::env::var_os("SKIRMISH_BLESS").is_some() {
        std::fs::write(&golden, &out).unwrap();
    }
    let expected = std::fs::read_to_string(&golden).unwrap_or_default();
    assert_eq!(out, expected, "run with SKIRMISH_BLESS=1 to accept");
}
