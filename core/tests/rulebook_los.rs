//! The rulebook's own geometry examples (Arcadia Quest rulebook, pages 13–16), rebuilt as board
//! diagrams in the format of `spec/board-format.md`.
//!
//! The rulebook's pictures are lost; only their captions survive. Each board here is the
//! smallest layout that makes its caption true, with the line of sight traced by the exact
//! AQ-LOS rule of `spec/arcadia-rules-clarified.md`. Page 16 has three groups of numbered
//! examples; tests name them `p16_a1`…`p16_a5`, `p16_b1`, `p16_b2`, `p16_c1`, `p16_c2`.
//!
//! Sides: Zazu and Grom are allies (blue guild); the other heroes are enemies (red, green,
//! orange); monsters are on side `monsters`.

use skirmish_core::{Coord, Crowding, Ruleset, Scenario, Tabletop};

const RULESET: &str = "name: arcadia\n\
    geometry: {adjacency: 4, capacity: 2, line_of_sight: centre-to-centre}\n\
    sides: [orange, blue, red, green, monsters]\n";

/// A figure as a scenario lists it: id, side, space.
type Fig<'a> = (&'a str, &'a str, &'a str);

/// Strips the indentation of a diagram written inside a Rust string.
fn dedent(text: &str) -> String {
    let mut lines: Vec<&str> = text.lines().skip_while(|l| l.trim().is_empty()).collect();
    while lines.last().is_some_and(|l| l.trim().is_empty()) {
        lines.pop();
    }
    let indent = lines.first().map_or(0, |l| l.len() - l.trim_start().len());
    lines
        .iter()
        .map(|l| format!("{}\n", l.get(indent..).unwrap_or("").trim_end()))
        .collect()
}

/// Builds a tabletop through a scenario file, the way the REPL's `load` does.
fn table(diagram: &str, figures: &[Fig], portals: &[(&str, &[&str])]) -> Tabletop {
    let mut yaml = String::from("ruleset: arcadia\nboard: |\n");
    for line in dedent(diagram).lines() {
        yaml.push_str(&format!("  {line}\n"));
    }
    if !portals.is_empty() {
        yaml.push_str("portals:\n");
        for (colour, spaces) in portals {
            yaml.push_str(&format!("  {colour}: [{}]\n", spaces.join(", ")));
        }
    }
    if !figures.is_empty() {
        yaml.push_str("figures:\n");
        for (id, side, at) in figures {
            yaml.push_str(&format!("  - {{id: {id}, side: {side}, at: {at}}}\n"));
        }
    }
    let ruleset = Ruleset::parse(RULESET, "arcadia.yaml").expect("test ruleset parses");
    Scenario::parse(&yaml, "example.yaml")
        .and_then(|s| s.build(&ruleset))
        .unwrap_or_else(|e| panic!("example scenario does not load: {e}\n{yaml}"))
}

fn c(s: &str) -> Coord {
    s.parse().unwrap_or_else(|e| panic!("{e}"))
}

/// LOS from `from` to `to` with `active` as the active figure. Also checks that the answer is
/// the same traced the other way, which the rule's geometry implies.
fn sight(t: &Tabletop, from: &str, to: &str, active: &str) -> bool {
    let f = t.find_figure(active).expect("active figure exists");
    let there = t.line_of_sight(c(from), c(to), Some(f));
    let back = t.line_of_sight(c(to), c(from), Some(f));
    assert_eq!(
        there, back,
        "LOS {from}->{to} as {active} differs from {to}->{from}"
    );
    there
}

/// `reach ID MP` as the REPL prints it: the spaces, row-major, space-separated.
fn reach(t: &Tabletop, id: &str, mp: u32) -> String {
    let f = t.find_figure(id).expect("figure exists");
    t.reachable(f, mp)
        .iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

fn flip(t: &mut Tabletop, a: &str, b: &str) -> bool {
    t.flip_door(c(a), c(b))
        .unwrap_or_else(|e| panic!("flip {a} {b}: {e}"))
}

fn place(t: &mut Tabletop, id: &str, at: &str) {
    let f = t.find_figure(id).expect("figure exists");
    t.place_figure(f, c(at))
        .unwrap_or_else(|e| panic!("place {id} {at}: {e}"));
}

/// The crowding of every space as `active` sees it, one text row per board row:
/// `.` Free, `F` Full, `B` Blocked.
fn crowding_map(t: &Tabletop, active: Option<&str>) -> String {
    let active = active.map(|id| t.find_figure(id).expect("figure exists"));
    let b = t.board();
    (0..b.height())
        .map(|row| {
            (0..b.width())
                .map(|col| match t.crowding(Coord::new(col, row), active) {
                    Crowding::Free => ".",
                    Crowding::Full => "F",
                    Crowding::Blocked => "B",
                })
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect::<Vec<_>>()
        .join("\n")
}

// ---------------------------------------------------------------------------------------------
// Page 13: Close.

/// The green spaces (Grom's own and the orthogonal ones through an open edge or an open door)
/// are Close to Grom; the red ones (diagonals, behind a wall, behind a closed door) are not.
#[test]
fn p13_close_spaces_around_grom() {
    // b1/b2 open door, b2|c2 wall, b2/b3 closed door, a2|b2 open.
    let t = table(
        r"
        +---+---+---+
        | .   .   . |
        +   +-d-+   +
        | .   . | . |
        +   +-D-+   +
        | .   .   . |
        +---+---+---+
        ",
        &[("grom", "blue", "b2")],
        &[],
    );
    let close: Vec<String> = t
        .board()
        .coords()
        .filter(|&x| t.is_close(c("b2"), x))
        .map(|x| x.to_string())
        .collect();
    assert_eq!(
        close.join(" "),
        "b1 a2 b2",
        "p.13: Close to Grom are his space, the open-door space and the open-edge space"
    );
    for x in t.board().coords() {
        assert_eq!(
            t.is_close(x, c("b2")),
            t.is_close(c("b2"), x),
            "p.13: Close is symmetric ({x})"
        );
    }
    assert!(!t.is_close(c("b2"), c("c2")), "p.13: a wall keeps c2 apart");
    assert!(
        !t.is_close(c("b2"), c("b3")),
        "p.13: a closed door keeps b3 apart"
    );
    assert!(
        !t.is_close(c("b2"), c("c3")),
        "p.13: diagonals are never Close"
    );
}

// ---------------------------------------------------------------------------------------------
// Page 14: Grom's three movements.

/// Green: step; step across an open door; portal to the far side of the board.
/// Red: step; flip a closed door open; step across it.
/// Blue: flip a door open; step across it; flip it closed again.
#[test]
fn p14_grom_green_red_and_blue_movements() {
    // a1/a2 open door, b1/b2 closed door, c2/c3 closed door; red portals on a1 and f3 (the
    // right-hand rooms are walled off, reachable only by the portal).
    let diagram = r"
        +---+---+---+---+---+---+
        | R | . | .   .   .   . |
        +-d-+-D-+---+---+---+---+
        | .   .   . | .   .   . |
        +---+---+-D-+---+---+---+
        | .   .   . | .   .   R |
        +---+---+---+---+---+---+
        ";
    let portals: &[(&str, &[&str])] = &[("red", &["a1", "f3"])];
    let mut t = table(diagram, &[("grom", "blue", "b2")], portals);

    let three = reach(&t, "grom", 3);
    assert_eq!(
        three, "a1 b1 a2 c2 c3 f3",
        "p.14: where Grom may end with 3 points"
    );
    assert_eq!(
        reach(&t, "grom", 2),
        "a1 b1 a2 c2",
        "p.14: with 2 points the portal's far end (green 3) and the room behind the door \
         (red 3) are out of reach"
    );
    assert_eq!(reach(&t, "grom", 1), "a2 c2", "p.14: one step only");

    // Green: a2 (1), a1 across the open door (2), f3 by the portal (3).
    assert!(three.contains("f3"), "p.14 green: portal destination f3");
    // Red: c2 (1), flip c2/c3 (2), c3 (3).
    assert!(three.contains("c3"), "p.14 red: c3 behind the closed door");

    // Blue, played out: flip b1/b2 open, step to b1, flip it closed behind him.
    assert!(
        flip(&mut t, "b2", "b1"),
        "p.14 blue 1: the door is now open"
    );
    assert!(t.is_close(c("b2"), c("b1")), "p.14 blue 1: b1 is now Close");
    place(&mut t, "grom", "b1");
    assert!(!flip(&mut t, "b1", "b2"), "p.14 blue 3: the door is closed");
    assert!(
        !t.is_close(c("b1"), c("b2")),
        "p.14 blue: the closed door parts b1 from b2 again"
    );
    assert!(
        !sight(&t, "b1", "b2", "grom"),
        "p.14 blue: no LOS through the closed door"
    );
    assert_eq!(
        reach(&t, "grom", 3),
        "a2 b2 c2",
        "p.14 blue: next time Grom must reopen the door (1), step out (2), then one more step (3)"
    );
}

// ---------------------------------------------------------------------------------------------
// Page 15: Free, Full, Blocked.

/// Grom (blue) is active: green spaces are Free, yellow Full, red Blocked.
#[test]
fn p15_free_full_and_blocked_as_grom_sees_them() {
    let t = table(
        r"
        +---+---+---+---+
        | .   .   .   . |
        +   +   +   +   +
        | .   .   .   . |
        +   +   +   +   +
        | .   .   .   . |
        +---+---+---+---+
        ",
        &[
            ("grom", "blue", "a1"),
            ("goblin", "monsters", "b1"),
            ("greensleeves", "green", "d1"),
            ("zazu", "blue", "a2"),
            ("orc1", "monsters", "a2"),
            ("yohan", "red", "b2"),
            ("diva", "red", "b2"),
            ("scarlet", "green", "c2"),
            ("wisp", "orange", "c2"),
            ("orc2", "monsters", "d2"),
            ("orc3", "monsters", "d2"),
            ("archer", "monsters", "a3"),
            ("ranger", "green", "a3"),
            ("ally1", "blue", "b3"),
            ("ally2", "blue", "b3"),
            ("orc4", "monsters", "d3"),
        ],
        &[],
    );
    assert_eq!(
        crowding_map(&t, Some("grom")),
        ". . . .\nF B B B\nB F . .",
        "p.15: one figure of any side leaves a space Free; an ally among two makes it Full; two \
         enemies (heroes of one or two guilds, monsters, or a mix) make it Blocked"
    );
    assert_eq!(
        crowding_map(&t, Some("orc4")),
        ". . . .\nF B B F\nF B . .",
        "p.15: Blocked depends on who is active: to a monster, heroes of any guilds are enemies"
    );
    assert_eq!(
        crowding_map(&t, None),
        ". . . .\nF F F F\nF F . .",
        "p.15: with no active figure nothing is Blocked"
    );
}

// ---------------------------------------------------------------------------------------------
// Page 16, first group: Zazu's Slingshot.

/// 1 - Zazu sees Yohan through the open door although the line skims the edge of the opening.
#[test]
fn p16_a1_yohan_through_an_open_door_skimming_its_edge() {
    // Zazu is in the street (row 1); Yohan is in the building below, behind the door b1/b2.
    // The diagonal a1→c3 passes the corner (1,1) where the wall a1/a2 ends and the door
    // opening begins: only one side of that corner is blocking.
    let mut t = table(
        r"
        +---+---+---+---+
        | .   .   .   . |
        +---+-d-+---+---+
        | .   .   .   . |
        +   +   +   +   +
        | .   .   .   . |
        +---+---+---+---+
        ",
        &[("zazu", "blue", "a1"), ("yohan", "red", "c3")],
        &[],
    );
    assert!(
        sight(&t, "a1", "c3", "zazu"),
        "p.16 a1: LOS to Yohan through the open door, skimming its edge"
    );
    flip(&mut t, "b1", "b2");
    assert!(
        !sight(&t, "a1", "c3", "zazu"),
        "p.16 a1: with the door closed both sides of the corner block"
    );
}

/// 2 - Zazu sees the Goblin through the open doors, although the line skims the edge of the
/// opening.
#[test]
fn p16_a2_goblin_through_open_doors_skimming_their_edges() {
    // The line a1→g3 (slope 1/3) meets two grid corners exactly: (2,1), the end of the open
    // door b1/b2 in the street wall, and (5,2), the end of the open door e3|f3 in the inner
    // wall. At each, the wall is on one side and the opening on the other.
    let mut t = table(
        r"
        +---+---+---+---+---+---+---+
        | .   .   .   .   .   .   . |
        +---+-d-+---+---+---+---+---+
        | .   .   .   .   . | .   . |
        +   +   +   +   +   +   +   +
        | .   .   .   .   . d .   . |
        +---+---+---+---+---+---+---+
        ",
        &[("zazu", "blue", "a1"), ("goblin", "monsters", "g3")],
        &[],
    );
    assert!(
        sight(&t, "a1", "g3", "zazu"),
        "p.16 a2: LOS to the Goblin through both open doors"
    );
    flip(&mut t, "e3", "f3");
    assert!(
        !sight(&t, "a1", "g3", "zazu"),
        "p.16 a2: closing the inner door blocks the second corner on both sides"
    );
    flip(&mut t, "e3", "f3");
    flip(&mut t, "b1", "b2");
    assert!(
        !sight(&t, "a1", "g3", "zazu"),
        "p.16 a2: closing the street door blocks the first corner on both sides"
    );
}

/// 3 - Zazu sees the Orc in a straight line across the empty street; distance is irrelevant.
#[test]
fn p16_a3_orc_straight_across_an_empty_street() {
    let t = table(
        r"
        +---+---+---+---+---+---+---+---+---+---+---+---+
        |###|###|###|###|###|###|###|###|###|###|###|###|
        +---+---+---+---+---+---+---+---+---+---+---+---+
        | .   .   .   .   .   .   .   .   .   .   .   . |
        +---+---+---+---+---+---+---+---+---+---+---+---+
        |###|###|###|###|###|###|###|###|###|###|###|###|
        +---+---+---+---+---+---+---+---+---+---+---+---+
        ",
        &[("zazu", "blue", "a2"), ("orc", "monsters", "l2")],
        &[],
    );
    assert!(
        sight(&t, "a2", "l2", "zazu"),
        "p.16 a3: LOS to the Orc eleven spaces down the street"
    );
    for col in ["b", "c", "f", "k"] {
        let s = format!("{col}2");
        assert!(
            sight(&t, "a2", &s, "zazu"),
            "p.16 a3: every street space is in sight ({s})"
        );
    }
}

/// 4 - Zazu does not see Diva: the line crosses a wall.
#[test]
fn p16_a4_no_sight_to_diva_through_a_wall() {
    // Diva is inside the building b2–c3; the line a1→c2 crosses its wall b1/b2 at x = 1.5.
    let t = table(
        r"
        +---+---+---+---+
        | .   .   .   . |
        +   +---+---+   +
        | . | .   . | . |
        +   +   +   +   +
        | . | .   . | . |
        +---+---+---+---+
        ",
        &[("zazu", "blue", "a1"), ("diva", "red", "c2")],
        &[],
    );
    assert!(
        !sight(&t, "a1", "c2", "zazu"),
        "p.16 a4: no LOS to Diva, the line crosses a wall"
    );
    assert!(
        sight(&t, "a1", "a3", "zazu"),
        "p.16 a4: control: down the open side street the line is clear"
    );
}

/// 5 - Zazu does not see Greensleeves: the line crosses a closed door.
#[test]
fn p16_a5_no_sight_to_greensleeves_through_a_closed_door() {
    // The line a1→c2 crosses the closed door b1/b2 in its middle (x = 1.5).
    let mut t = table(
        r"
        +---+---+---+
        | .   .   . |
        +---+-D-+---+
        | .   .   . |
        +---+---+---+
        ",
        &[("zazu", "blue", "a1"), ("greensleeves", "green", "c2")],
        &[],
    );
    assert!(
        !sight(&t, "a1", "c2", "zazu"),
        "p.16 a5: no LOS to Greensleeves, the line crosses a closed door"
    );
    flip(&mut t, "b1", "b2");
    assert!(
        sight(&t, "a1", "c2", "zazu"),
        "p.16 a5: once the door is open the line is clear"
    );
}

// ---------------------------------------------------------------------------------------------
// Page 16, second group.

/// 1 - Zazu does not see the Orc: the two enemy heroes Block their space, and the line cannot
/// pass between that Blocked space and the wall.
#[test]
fn p16_b1_no_sight_to_orc_between_blocked_space_and_wall() {
    // The diagonal a1→c3 goes through the corner (2,2): on one side c2 holds Diva and Scarlet
    // (two enemy heroes, Blocked to Zazu), on the other side the wall b3|c3.
    let board = r"
        +---+---+---+
        | .   .   . |
        +   +   +   +
        | .   .   . |
        +   +   +   +
        | .   . | . |
        +---+---+---+
        ";
    let mut t = table(
        board,
        &[
            ("zazu", "blue", "a1"),
            ("diva", "red", "c2"),
            ("scarlet", "green", "c2"),
            ("orc", "monsters", "c3"),
        ],
        &[],
    );
    let zazu = t.find_figure("zazu").unwrap();
    assert_eq!(
        t.crowding(c("c2"), Some(zazu)),
        Crowding::Blocked,
        "p.16 b1: Diva and Scarlet Block c2 for Zazu"
    );
    assert!(
        !sight(&t, "a1", "c3", "zazu"),
        "p.16 b1: no LOS to the Orc, squeezed between the Blocked space and the wall"
    );
    assert!(
        t.line_of_sight(c("a1"), c("c3"), None),
        "p.16 b1: with no active figure c2 is only Full and the corner is skimmed"
    );
    place(&mut t, "scarlet", "a3");
    assert!(
        sight(&t, "a1", "c3", "zazu"),
        "p.16 b1: with Diva alone in c2 only the wall side blocks and the line skims"
    );

    let t = table(
        board,
        &[
            ("zazu", "blue", "a1"),
            ("grom", "blue", "c2"),
            ("scarlet", "green", "c2"),
            ("orc", "monsters", "c3"),
        ],
        &[],
    );
    assert!(
        sight(&t, "a1", "c3", "zazu"),
        "p.16 b1: were one of the two an ally, c2 would be Full, not Blocked, and LOS holds"
    );
}

/// 2 - Zazu sees the Goblin through the open door: the space with Diva and Grom does not
/// block, since Grom is Zazu's ally and the space is only Full.
#[test]
fn p16_b2_goblin_through_open_door_past_full_space_with_an_ally() {
    // The line a1→e3 (slope 1/2) passes through c2 (Diva + Grom) and the open door c2|d2.
    let mut t = table(
        r"
        +---+---+---+---+---+
        | .   .   . | .   . |
        +   +   +   +   +   +
        | .   .   . d .   . |
        +   +   +   +   +   +
        | .   .   . | .   . |
        +---+---+---+---+---+
        ",
        &[
            ("zazu", "blue", "a1"),
            ("diva", "red", "c2"),
            ("grom", "blue", "c2"),
            ("goblin", "monsters", "e3"),
            ("scarlet", "green", "a3"),
        ],
        &[],
    );
    let zazu = t.find_figure("zazu").unwrap();
    assert_eq!(
        t.crowding(c("c2"), Some(zazu)),
        Crowding::Full,
        "p.16 b2: Diva and Grom make c2 Full, not Blocked, for Zazu"
    );
    assert!(
        sight(&t, "a1", "e3", "zazu"),
        "p.16 b2: LOS to the Goblin through the Full space and the open door"
    );
    // Swap Grom for Scarlet: now both figures in c2 are Zazu's enemies.
    place(&mut t, "grom", "a3");
    place(&mut t, "scarlet", "c2");
    assert!(
        !sight(&t, "a1", "e3", "zazu"),
        "p.16 b2: with two enemies in c2 the space is Blocked and so is the line"
    );
    place(&mut t, "scarlet", "a3");
    place(&mut t, "grom", "c2");
    flip(&mut t, "c2", "d2");
    assert!(
        !sight(&t, "a1", "e3", "zazu"),
        "p.16 b2: with the door closed the line crosses a closed door"
    );
}

// ---------------------------------------------------------------------------------------------
// Page 16, third group: one board, two lines.

fn p16_third_group_board() -> Tabletop {
    // Zazu on a3. Towards the Orcs (e3): c3 holds Grom and a Goblin (Full to Zazu), d3 only
    // Greensleeves (Free). Towards the Hammer Beastman (e5): the line a3→e5 passes through c4,
    // where Scarlet and a Goblin stand (Blocked to Zazu).
    table(
        r"
        +---+---+---+---+---+
        | .   .   .   .   . |
        +   +   +   +   +   +
        | .   .   .   .   . |
        +   +   +   +   +   +
        | .   .   .   .   . |
        +   +   +   +   +   +
        | .   .   .   .   . |
        +   +   +   +   +   +
        | .   .   .   .   . |
        +---+---+---+---+---+
        ",
        &[
            ("zazu", "blue", "a3"),
            ("grom", "blue", "c3"),
            ("goblin1", "monsters", "c3"),
            ("greensleeves", "green", "d3"),
            ("orc1", "monsters", "e3"),
            ("orc2", "monsters", "e3"),
            ("scarlet", "red", "c4"),
            ("goblin2", "monsters", "c4"),
            ("beastman", "monsters", "e5"),
        ],
        &[],
    )
}

/// 1 - Zazu sees the Orcs: the central space is only Full to him, not Blocked, and the space
/// with Greensleeves alone is Free.
#[test]
fn p16_c1_orcs_past_a_full_space_and_a_lone_enemy() {
    let t = p16_third_group_board();
    let zazu = t.find_figure("zazu").unwrap();
    assert_eq!(
        t.crowding(c("c3"), Some(zazu)),
        Crowding::Full,
        "p.16 c1: c3 (Grom and a Goblin) is Full"
    );
    assert_eq!(
        t.crowding(c("d3"), Some(zazu)),
        Crowding::Free,
        "p.16 c1: d3 (Greensleeves alone) is Free"
    );
    assert_eq!(
        t.crowding(c("e3"), Some(zazu)),
        Crowding::Blocked,
        "p.16 c1: the two Orcs Block their own space…"
    );
    assert!(
        sight(&t, "a3", "e3", "zazu"),
        "p.16 c1: …yet Zazu sees the Orcs: a target's space never blocks its own line"
    );
}

/// 2 - Zazu does not see the Hammer Beastman: the space with Scarlet and a Goblin is Blocked
/// to him.
#[test]
fn p16_c2_no_sight_to_hammer_beastman_past_scarlet_and_a_goblin() {
    let mut t = p16_third_group_board();
    let zazu = t.find_figure("zazu").unwrap();
    assert_eq!(
        t.crowding(c("c4"), Some(zazu)),
        Crowding::Blocked,
        "p.16 c2: an enemy hero and a monster Block c4 for Zazu"
    );
    assert!(
        !sight(&t, "a3", "e5", "zazu"),
        "p.16 c2: no LOS to the Hammer Beastman through the Blocked space"
    );
    place(&mut t, "goblin2", "a1");
    assert!(
        sight(&t, "a3", "e5", "zazu"),
        "p.16 c2: with Scarlet alone in c4 the line is clear"
    );
}
