//! The board pictures: the Unicode board with its status panel, and the SVG file.

use skirmish::assets::Assets;
use skirmish::session::Session;

/// The first option of the pending choice that starts with `prefix`.
fn option(s: &mut Session, prefix: &str) -> String {
    let choices = run(s, "choices");
    choices
        .lines()
        .filter_map(|l| l.trim().split_once(". ").map(|(_, rest)| rest))
        .map(|rest| rest.split("  (").next().unwrap().to_string())
        .find(|o| o.starts_with(prefix))
        .unwrap_or_else(|| panic!("no `{prefix}` option in\n{choices}"))
}

/// The intro game after whoever plays first activated a hero and moved it one space: returns
/// the session, the hero and where it stands.
fn game() -> (Session, String, String) {
    let mut s = Session::new(Assets::locate());
    run(&mut s, "load intro");
    run(&mut s, "new 5");
    let activate = option(&mut s, "activate ");
    let hero = activate["activate ".len()..].to_string();
    run(&mut s, &activate);
    run(&mut s, &format!("move {hero}"));
    let step = option(&mut s, &format!("move {hero} "));
    run(&mut s, &step);
    let to = step.rsplit(' ').next().unwrap().to_string();
    (s, hero, to)
}

fn run(s: &mut Session, line: &str) -> String {
    s.execute(line)
        .unwrap_or_else(|e| panic!("`{line}`: {e}"))
        .0
}

#[test]
fn the_unicode_board_shows_figures_wounds_doors_portals_and_blocking_spaces() {
    let (mut s, hero, _) = game();
    let pic = run(&mut s, "board --unicode");
    let lines: Vec<&str> = pic.lines().collect();
    // Column letters, then per row one edge line and two cell lines, then the bottom edge.
    assert!(lines[0].trim_start().starts_with('a') && lines[0].trim_end().ends_with('i'));
    assert!(lines[1].contains('┌') && lines[1].contains('┐'));
    let row1 = lines[2];
    assert!(row1.starts_with("  1 "), "{row1}");
    // Diva stands in the last cell of row 1; the hero that moved shows its wounds.
    assert!(row1.contains("diva 0/4"), "{row1}");
    assert!(pic.contains(&format!(" {hero} 0/")), "{pic}");
    assert!(pic.contains("troll 0/4"), "{pic}");
    assert!(pic.contains("░░░░"), "blocking spaces are filled");
    assert!(pic.contains("━━━━"), "a closed door on a horizontal wall");
    assert!(
        pic.contains('┃') && pic.contains('┆'),
        "closed and open doors on vertical walls"
    );
    assert!(pic.contains("◎red"), "portals are marked");
    assert!(
        pic.contains(" d4 ") && pic.contains(" i6 │"),
        "coordinates are shown"
    );
    // No colour codes when not asked for.
    assert!(!pic.contains('\u{1b}'));
}

#[test]
fn the_status_panel_lists_each_side_with_coins_wounds_places_and_exhausted_cards() {
    let (mut s, hero, to) = game();
    run(&mut s, "end move");
    let pic = run(&mut s, "board --unicode");
    let panel = pic
        .split("\n\n")
        .nth(1)
        .expect("a status panel after the board");
    for side in ["blue", "red", "monsters"] {
        assert!(
            panel.lines().any(|l| l.starts_with(side)),
            "{side} in\n{panel}"
        );
    }
    assert!(
        panel
            .lines()
            .any(|l| l.starts_with("blue  ") && l.contains("coins 0")),
        "{panel}"
    );
    let line = panel
        .lines()
        .find(|l| l.starts_with(&format!("  {hero} ")))
        .unwrap_or_else(|| panic!("{hero} in\n{panel}"));
    assert!(line.contains(&format!(" at {to}  [")), "{line}");
    assert!(panel.contains("  troll 0/4 at e6"), "{panel}");
}

#[test]
fn plain_board_stays_the_ascii_diagram_of_the_contract() {
    let (mut s, ..) = game();
    let plain = run(&mut s, "board");
    assert!(plain.starts_with("+---+"), "{plain}");
    assert_eq!(plain, run(&mut s, "board --plain"));
    s.pretty = true;
    let pretty = run(&mut s, "board");
    assert!(
        pretty.contains('┌') && pretty.contains("\u{1b}["),
        "pretty boards are coloured"
    );
    assert_eq!(plain, run(&mut s, "board --plain"));
}

#[test]
fn the_svg_has_every_space_wall_door_and_figure_and_is_well_formed() {
    let (mut s, ..) = game();
    let path = std::env::temp_dir().join(format!("skirmish-board-{}.svg", std::process::id()));
    let out = run(&mut s, &format!("board --svg {}", path.display()));
    assert!(out.starts_with("wrote "));
    let svg = std::fs::read_to_string(&path).unwrap();
    assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    assert!(svg.trim_end().ends_with("</svg>"));
    // 9x6 board: every cell is a space or a blocking space.
    assert_eq!(svg.matches("class=\"space\"").count(), 54);
    assert_eq!(svg.matches("class=\"figure\"").count(), 10);
    assert_eq!(svg.matches("class=\"door closed\"").count(), 4);
    assert_eq!(svg.matches("class=\"door open\"").count(), 3);
    assert_eq!(svg.matches("class=\"portal\"").count(), 2);
    assert!(svg.contains("data-id=\"grom\""));
    assert!(svg.contains(">0/4<"), "wounds under figures");
    // Every element opened is closed: a cheap well-formedness check without an XML parser.
    let opens = svg.matches("<g ").count() + svg.matches("<svg ").count();
    let closes = svg.matches("</g>").count() + svg.matches("</svg>").count();
    assert_eq!(opens, closes);
    assert_eq!(svg.matches("<text").count(), svg.matches("</text>").count());
    for line in svg.lines() {
        if line.starts_with("<rect") || line.starts_with("<line") || line.starts_with("<circle") {
            assert!(line.ends_with("/>"), "{line}");
        }
    }
    let _ = std::fs::remove_file(path);
}

#[test]
fn svg_to_a_bad_path_is_an_error() {
    let (mut s, ..) = game();
    let e = s.execute("board --svg /nonexistent-dir/x.svg").unwrap_err();
    assert!(e.starts_with("cannot write /nonexistent-dir/x.svg"), "{e}");
    assert!(s.execute("board --bogus").unwrap_err().contains("usage"));
    // A directory by that name is refused, not replaced; a picture over an old one leaves
    // only the new picture (written whole beside it, then renamed: no temporary left).
    let dir = std::env::temp_dir().join(format!("skirmish-svg-dir-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("taken.svg")).unwrap();
    let e = s
        .execute(&format!("board --svg {}", dir.join("taken.svg").display()))
        .unwrap_err();
    assert!(e.contains("a directory, not a regular file"), "{e}");
    assert!(dir.join("taken.svg").is_dir());
    let file = dir.join("b.svg");
    std::fs::write(&file, "old").unwrap();
    run(&mut s, &format!("board --svg {}", file.display()));
    assert!(std::fs::read_to_string(&file).unwrap().starts_with("<svg "));
    let names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names.len(), 2, "{names:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 20, item 3: the board draws what the rules mark (quest spaces, tokens, spawn tokens)
/// with a legend, and a key to its glyphs.
#[test]
fn the_board_marks_quest_spaces_tokens_and_spawn_tokens_with_a_legend_and_a_key() {
    let (mut s, ..) = game();
    let pic = run(&mut s, "board --unicode");
    // e4 holds the lantern quest, a healing potion and a spawn token (intro.yaml).
    let e4 = pic
        .lines()
        .find(|l| l.contains(" e4 "))
        .unwrap_or_else(|| panic!("no e4 in\n{pic}"));
    assert!(e4.contains("★◆⊕   e4"), "{e4}");
    assert!(
        pic.contains("marks: ★ quest space  ◆ token  ⊕ spawn token"),
        "{pic}"
    );
    assert!(
        pic.contains("key: ┃━ closed door  ┆┄ open door  ◎ portal  ░ blocked  N/M wounds/life"),
        "{pic}"
    );
    // The same marks in a compact cell, where no figure stands.
    let compact = run(&mut s, "board --compact");
    let row4 = compact.lines().find(|l| l.starts_with("  4 ")).unwrap();
    assert!(row4.contains(" ★ "), "{row4}");
}

/// Issue 20, item 3: `status` is the panel alone, with the rules' part: the turn, the quests
/// (how many win, each with its space), the tokens on the board and the spawn tile.
#[test]
fn status_lists_the_quests_tokens_and_spawn_tile() {
    let (mut s, ..) = game();
    let panel = run(&mut s, "status");
    for want in [
        "blue  coins 0",
        "turn 1, first player ",
        "quests: 2 to win (AQ p.25)",
        "  Light the Lantern (e4)",
        "  Kill the Troll",
        "tokens on the board: c1 Treasure Chest, c6 Treasure Chest, e4 Healing Potion",
        "spawn tokens: crit+melee e1, melee+melee e4",
        "spawn tile 0/5",
    ] {
        assert!(panel.contains(want), "`{want}` in\n{panel}");
    }
    assert!(
        !panel.contains('\u{1b}'),
        "no colour when not at a terminal"
    );
    // Without a game there is nothing to show.
    let mut fresh = Session::new(Assets::locate());
    run(&mut fresh, "load intro");
    assert!(fresh.execute("status").is_err());
    assert!(
        s.execute("status extra").is_err(),
        "status takes no argument"
    );
}

/// Issue 20, item 3: "a compact mode fits 80 columns": every built-in scenario, in play, drawn
/// with `board --compact` (board, legends and status panel).
#[test]
fn the_compact_board_of_every_built_in_scenario_fits_80_columns() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut checked = 0;
    for ruleset in ["arcadia", "arena", "ods"] {
        let dir = root.join("scripts").join(ruleset).join("scenarios");
        let mut files: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
            .collect();
        files.sort();
        for f in files {
            let mut s = Session::new(Assets::locate());
            run(&mut s, &format!("load {}", f.display()));
            run(&mut s, "new 2");
            let pic = run(&mut s, "board --compact");
            for l in pic.lines() {
                assert!(
                    l.chars().count() <= 80,
                    "{}: {} columns: {l}",
                    f.display(),
                    l.chars().count()
                );
            }
            checked += 1;
        }
    }
    assert!(checked >= 20, "only {checked} scenarios");
}
