//! Arena in the REPL: the compact picture of wide boards with its legends (golden), the SVG of
//! a 24x16 board, and `skirmish --ruleset arena` starting a game with the first seat played by
//! the user.

mod common;
use common::skirmish;

use skirmish::assets::Assets;
use skirmish::session::Session;

fn run(s: &mut Session, line: &str) -> String {
    s.execute(line)
        .unwrap_or_else(|e| panic!("`{line}`: {e}"))
        .0
}

/// A session with its working directory's relative paths resolved from the crate (tests run
/// in repl/).
fn session() -> Session {
    Session::new(Assets::locate())
}

const STRIP: &str = "      a   b   c   d   e   f   g   h   i   j   k   l   m   n
    ┌───────────────────────────────────────────────────────┐
  1 │ ·   ~   ~   ·   ·   A   ·  ░░░  ·   ·   %   ·   O  bta│
    │               ─────                                   │
  2 │wbr  ·   ·   ·   ·  ch1  ·   D  bbr  ·   %   ·   ·   · │
  3 │ ·  wsh  ·   ·   ·   ·   ·  ░░░  ·   ·   ·   ·   ·   S │
    └───────────────────────────────────────────────────────┘

white    wbr w_brute  wsh w_shooter
black    bbr b_brute  bta b_tank
scenery  ch1 chest1
markers: ~ lava  % swamp  A altar  O portal  S stairs  D door
key: ░ blocked";

#[test]
fn a_wide_board_gets_compact_cells_a_tag_legend_and_the_markers_legend() {
    let mut s = session();
    run(&mut s, "load tests/scenarios/arena_strip.yaml");
    assert_eq!(run(&mut s, "board --unicode"), STRIP);
    // The plain board stays the ASCII diagram of the contract.
    assert!(run(&mut s, "board").starts_with("+---+---+"));
}

#[test]
fn colour_paints_markers_and_tags_without_moving_anything() {
    let mut s = session();
    run(&mut s, "load tests/scenarios/arena_strip.yaml");
    s.pretty = true;
    let coloured = run(&mut s, "board");
    assert!(coloured.contains("\u{1b}["), "coloured at a terminal");
    let stripped = skirmish::picture::strip_ansi(&coloured);
    assert_eq!(stripped, STRIP);
}

/// The duel after `new 3`: every figure's tag on the board, its health (`hp/max_hp` from the
/// ruleset's `display:`) in the legend, and the status panel with the named variables.
#[test]
fn the_duel_in_play_fits_in_120_columns_with_health_in_the_legend_and_panel() {
    let mut s = session();
    run(&mut s, "load scripts/arena/scenarios/pvp_duel.yaml");
    run(&mut s, "new 3");
    let pic = run(&mut s, "board --unicode");
    assert!(pic.lines().all(|l| l.chars().count() <= 120), "{pic}");
    let rows: Vec<&str> = pic.lines().filter(|l| l.starts_with("  8 ")).collect();
    assert_eq!(rows.len(), 1, "one line per row: {pic}");
    // Row 8: the white brute on c8, the closed door square l8 (blocking, marker kept), the
    // black brute on v8.
    let row8 = rows[0];
    assert!(row8.contains("wbr") && row8.contains("bbr"), "{row8}");
    assert!(
        row8.contains("░D░"),
        "a closed door square keeps its marker: {row8}"
    );
    for id in [
        "w_brute",
        "w_shooter",
        "w_tank",
        "b_brute",
        "b_shooter",
        "b_tank",
    ] {
        let hp = figure_var(&mut s, id, "hp");
        let max = figure_var(&mut s, id, "max_hp");
        assert!(
            pic.contains(&format!(" {id} {hp}/{max}")),
            "{id} {hp}/{max} in the legend\n{pic}"
        );
        assert!(
            pic.contains(&format!("  {id} {hp}/{max} at ")),
            "{id} in the status panel\n{pic}"
        );
    }
    assert!(pic.contains("scenery  ch1 chest1"), "{pic}");
    assert!(pic.contains("~ lava") && pic.contains("D door"), "{pic}");
    let panel = pic
        .split("\n\n")
        .find(|b| b.contains("white  special_ready "))
        .unwrap_or_else(|| panic!("no side block: {pic}"));
    assert!(
        panel
            .lines()
            .any(|l| l.starts_with("white  special_ready ")),
        "side variables named by the ruleset: {panel}"
    );
    assert!(panel.contains("defence "), "{panel}");
    assert!(
        !panel.contains("role"),
        "unnamed variables stay out: {panel}"
    );
}

/// `show ID`'s value of a figure variable.
fn figure_var(s: &mut Session, id: &str, var: &str) -> String {
    let shown = run(s, &format!("show {id}"));
    shown
        .split_whitespace()
        .find_map(|w| w.strip_prefix(&format!("{var}=")))
        .unwrap_or_else(|| panic!("no {var} in\n{shown}"))
        .to_string()
}

#[test]
fn the_svg_of_a_24x16_board_colours_markers_names_them_and_darkens_barriers() {
    let mut s = session();
    run(&mut s, "load scripts/arena/scenarios/pvp_duel.yaml");
    run(&mut s, "new 3");
    let path = std::env::temp_dir().join(format!("skirmish-arena-{}.svg", std::process::id()));
    run(&mut s, &format!("board --svg {}", path.display()));
    let svg = std::fs::read_to_string(&path).unwrap();
    let _ = std::fs::remove_file(&path);
    assert_eq!(svg.matches("class=\"space\"").count(), 24 * 16);
    assert!(svg.contains("data-marker=\"lava\"") && svg.contains("data-marker=\"altar\""));
    assert!(svg.contains("data-blocking=\"true\""));
    assert!(svg.contains("fill=\"#3b3631\""), "barriers are dark");
    assert!(
        svg.contains("class=\"blocked-marker\""),
        "the closed door square"
    );
    // One legend entry per marker of the scenario, naming its kind, then one per side.
    assert_eq!(
        svg.matches("class=\"legend\"").count(),
        s.view().markers.len() + ["white", "black", "scenery"].len()
    );
    assert!(svg.contains(">lava</text>") && svg.contains(">door</text>"));
    let figures = run(&mut s, "board --plain").matches("\nfigure ").count();
    assert_eq!(svg.matches("class=\"figure\"").count(), figures);
    let hp = figure_var(&mut s, "w_brute", "hp");
    let max = figure_var(&mut s, "w_brute", "max_hp");
    assert!(
        svg.contains(&format!(">{hp}/{max}<")),
        "health under figures"
    );
    let opens = svg.matches("<g ").count() + svg.matches("<svg ").count();
    let closes = svg.matches("</g>").count() + svg.matches("</svg>").count();
    assert_eq!(opens, closes);
    for line in svg.lines() {
        if line.starts_with("<rect") || line.starts_with("<line") || line.starts_with("<circle") {
            assert!(line.ends_with("/>"), "{line}");
        }
    }
}

#[test]
fn ruleset_arena_starts_its_default_scenario_with_the_user_on_the_first_seat() {
    let o = skirmish(
        &["--ruleset", "arena", "--seed", "3", "--plain"],
        "board\nchoices\nbot\n",
    );
    let out = String::from_utf8(o.stdout).unwrap();
    let err = String::from_utf8(o.stderr).unwrap();
    assert_eq!(o.status.code(), Some(0), "{out}\n{err}");
    assert!(out.starts_with("+---+"), "the plain board first: {out}");
    // The default scenario of scripts/arena/ruleset.yaml: a 24-column board.
    let top = out.lines().next().unwrap();
    assert_eq!(top.matches("+---").count(), 24, "{top}");
    // The first seated side (the first figure's side that is not `unseated`) is asked.
    let first = out
        .lines()
        .filter_map(|l| l.strip_prefix("figure "))
        .map(|l| l.split(' ').nth(1).unwrap().to_string())
        .find(|side| side != "scenery")
        .expect("figures");
    assert!(
        out.lines().any(|l| l.starts_with(&format!("{first} — "))),
        "{first} chooses first:\n{out}"
    );
    // A greedy bot sits at the other side, none at the scenery.
    assert!(!out.contains(&format!("{first}: greedy")), "{out}");
    assert!(out.contains(": greedy"), "{out}");
    assert!(!out.contains("scenery: greedy"), "{out}");
}

#[test]
fn ruleset_and_scenario_must_agree_and_help_mentions_the_flag() {
    let o = skirmish(&["intro", "--ruleset", "arena"], "");
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8(o.stderr).unwrap().contains("not `arena`"));
    let o = skirmish(&["--ruleset", "nope"], "");
    assert_eq!(o.status.code(), Some(1));
    let o = skirmish(&["--help"], "");
    let help = String::from_utf8(o.stdout).unwrap();
    assert!(help.contains("skirmish --ruleset arena"), "{help}");
}
