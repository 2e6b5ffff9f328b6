//! Edge cases of the geometry rules (`spec/arcadia-rules-clarified.md`), each test named after
//! its rule id: AQ-CLOSE, AQ-FREE/FULL/BLOCKED, AQ-LOS (rules 1–3: spaces, edges, grid corners),
//! AQ-MOVE, and the same board under eight-way adjacency.
//!
//! The last tests check the kernel against independent implementations written from the spec
//! alone (an exact corner-by-corner LOS tracer and a brute-force search over door states for
//! movement) on many seeded random boards.

use std::collections::{HashSet, VecDeque};

use skirmish_core::{
    Adjacency, Board, Cell, Coord, Crowding, Dir, Edge, Error, Geometry, Ruleset, Scenario,
    Tabletop,
};

/// A figure as a scenario lists it: id, side, space.
type Fig<'a> = (&'a str, &'a str, &'a str);

fn ruleset(adjacency: u8) -> Ruleset {
    let text = format!(
        "name: arcadia\n\
         geometry: {{adjacency: {adjacency}, capacity: 2, line_of_sight: centre-to-centre}}\n\
         sides: [orange, blue, red, green, monsters]\n"
    );
    Ruleset::parse(&text, "arcadia.yaml").expect("test ruleset parses")
}

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

/// Builds a tabletop through a scenario file, as the REPL's `load` does.
fn build(adjacency: u8, diagram: &str, figures: &[Fig], portals: &[(&str, &[&str])]) -> Tabletop {
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
    Scenario::parse(&yaml, "case.yaml")
        .and_then(|s| s.build(&ruleset(adjacency)))
        .unwrap_or_else(|e| panic!("test scenario does not load: {e}\n{yaml}"))
}

fn table(diagram: &str, figures: &[Fig]) -> Tabletop {
    build(4, diagram, figures, &[])
}

/// An open `w`×`h` board changed by `edit`, as diagram text.
fn grid(w: u16, h: u16, edit: impl FnOnce(&mut Board)) -> String {
    let mut b = Board::open(w, h);
    edit(&mut b);
    b.render()
}

/// Sets the edge between two orthogonal neighbours.
fn set_edge(b: &mut Board, p: &str, q: &str, e: Edge) {
    let d = b
        .dir_between(c(p), c(q))
        .unwrap_or_else(|| panic!("{p} and {q} are not neighbours"));
    b.set_drawn_edge(c(p), d, e);
}

fn set_cell(b: &mut Board, at: &str, cell: Cell) {
    b.set_cell(c(at), cell);
}

const WALL: Edge = Edge::Wall;
const CLOSED: Edge = Edge::Door { open: false };
const OPEN_DOOR: Edge = Edge::Door { open: true };
const BLOCKING: Cell = Cell::Blocking;
const GAP: Cell = Cell::OffBoard;

fn c(s: &str) -> Coord {
    s.parse().unwrap_or_else(|e| panic!("{e}"))
}

/// LOS from `from` to `to` with `active` (a figure id) as the active figure, checked to be the
/// same traced both ways.
fn sight(t: &Tabletop, from: &str, to: &str, active: Option<&str>) -> bool {
    let f = active.map(|id| t.find_figure(id).expect("active figure exists"));
    let there = t.line_of_sight(c(from), c(to), f);
    let back = t.line_of_sight(c(to), c(from), f);
    assert_eq!(
        there, back,
        "LOS {from}->{to} as {active:?} differs from {to}->{from}"
    );
    there
}

/// `reach ID MP` as the REPL prints it.
fn reach(t: &Tabletop, id: &str, mp: u32) -> String {
    let f = t.find_figure(id).expect("figure exists");
    let spaces = t.reachable(f, mp);
    spaces
        .iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

fn crowding(t: &Tabletop, at: &str, active: Option<&str>) -> Crowding {
    let f = active.map(|id| t.find_figure(id).expect("figure exists"));
    t.crowding(c(at), f)
}

fn close(t: &Tabletop, a: &str, b: &str) -> bool {
    let there = t.is_close(c(a), c(b));
    assert_eq!(
        there,
        t.is_close(c(b), c(a)),
        "Close {a} {b} is not symmetric"
    );
    there
}

// ---------------------------------------------------------------------------------------------
// AQ-LOS rule 3: one grid corner. On a 2×2 board the diagonal a1→b2 passes the corner (1,1).
// Its two sides: b1 with the half-edges a1|b1 and b1/b2; a2 with the half-edges a1/a2 and a2|b2.

const B1_SIDE: [(&str, &str); 2] = [("a1", "b1"), ("b1", "b2")];
const A2_SIDE: [(&str, &str); 2] = [("a1", "a2"), ("a2", "b2")];

/// Zazu (blue) on a1 looks across the corner at b2 on a 2×2 board changed by `edit`.
fn across_corner(edit: impl FnOnce(&mut Board), figures: &[Fig]) -> bool {
    let mut all: Vec<Fig> = vec![("zazu", "blue", "a1")];
    all.extend_from_slice(figures);
    let t = table(&grid(2, 2, edit), &all);
    sight(&t, "a1", "b2", Some("zazu"))
}

const BLOCKED_B1: [Fig; 2] = [("diva", "red", "b1"), ("orc", "monsters", "b1")];
const BLOCKED_A2: [Fig; 2] = [("scarlet", "green", "a2"), ("goblin", "monsters", "a2")];

#[test]
fn aq_los_corner_skim_one_side_blocked_keeps_sight() {
    for (p, q) in B1_SIDE.into_iter().chain(A2_SIDE) {
        for e in [WALL, CLOSED] {
            assert!(
                across_corner(|b| set_edge(b, p, q, e), &[]),
                "AQ-LOS 3: a {e:?} on {p}/{q} alone is one blocking side; the line skims"
            );
        }
    }
    // Both half-edges of the same side (an L-shaped wall around b1) are still one side.
    assert!(
        across_corner(
            |b| B1_SIDE.iter().for_each(|&(p, q)| set_edge(b, p, q, WALL)),
            &[]
        ),
        "AQ-LOS 3: two walls on the b1 side are still one side"
    );
}

#[test]
fn aq_los_corner_walls_on_both_sides_block() {
    for (hp, hq) in B1_SIDE {
        for (vp, vq) in A2_SIDE {
            for (e1, e2) in [(WALL, WALL), (CLOSED, WALL), (CLOSED, CLOSED)] {
                let blocked = across_corner(
                    |b| {
                        set_edge(b, hp, hq, e1);
                        set_edge(b, vp, vq, e2);
                    },
                    &[],
                );
                assert!(
                    !blocked,
                    "AQ-LOS 3: {e1:?} on {hp}/{hq} and {e2:?} on {vp}/{vq} block both sides"
                );
            }
            let open = across_corner(
                |b| {
                    set_edge(b, hp, hq, OPEN_DOOR);
                    set_edge(b, vp, vq, OPEN_DOOR);
                },
                &[],
            );
            assert!(
                open,
                "AQ-LOS 3: open doors on {hp}/{hq} and {vp}/{vq} block nothing"
            );
        }
    }
}

#[test]
fn aq_los_corner_blocking_space_on_one_side_keeps_sight() {
    assert!(
        across_corner(|b| set_cell(b, "b1", BLOCKING), &[]),
        "AQ-LOS 3: a blocking space on the b1 side alone"
    );
    assert!(
        across_corner(|b| set_cell(b, "a2", BLOCKING), &[]),
        "AQ-LOS 3: a blocking space on the a2 side alone"
    );
    assert!(
        across_corner(
            |b| {
                set_cell(b, "b1", BLOCKING);
                set_edge(b, "a1", "b1", WALL);
            },
            &[]
        ),
        "AQ-LOS 3: a blocking space and its own wall are one side"
    );
}

#[test]
fn aq_los_corner_blocking_space_and_wall_opposite_block() {
    for (p, q) in A2_SIDE {
        assert!(
            !across_corner(
                |b| {
                    set_cell(b, "b1", BLOCKING);
                    set_edge(b, p, q, WALL);
                },
                &[]
            ),
            "AQ-LOS 3: blocking b1 and a wall on {p}/{q} block both sides"
        );
    }
    for (p, q) in B1_SIDE {
        assert!(
            !across_corner(
                |b| {
                    set_cell(b, "a2", BLOCKING);
                    set_edge(b, p, q, CLOSED);
                },
                &[]
            ),
            "AQ-LOS 3: blocking a2 and a closed door on {p}/{q} block both sides"
        );
    }
}

#[test]
fn aq_los_corner_skim_one_side_blocked_space_keeps_sight() {
    assert!(
        across_corner(|_| {}, &BLOCKED_B1),
        "AQ-LOS 3: a Blocked space (two enemies) on one side only"
    );
    assert!(
        across_corner(|_| {}, &BLOCKED_A2),
        "AQ-LOS 3: a Blocked space on the other side only"
    );
}

#[test]
fn aq_los_corner_blocked_or_blocking_spaces_on_both_sides_block() {
    let both: Vec<Fig> = BLOCKED_B1.iter().chain(&BLOCKED_A2).copied().collect();
    assert!(
        !across_corner(|_| {}, &both),
        "AQ-LOS 3: Blocked spaces on both sides"
    );
    assert!(
        !across_corner(|b| set_cell(b, "a2", BLOCKING), &BLOCKED_B1),
        "AQ-LOS 3: a Blocked space and a blocking space"
    );
    assert!(
        !across_corner(
            |b| {
                set_cell(b, "b1", BLOCKING);
                set_cell(b, "a2", BLOCKING);
            },
            &[]
        ),
        "AQ-LOS 3: blocking spaces on both sides"
    );
    assert!(
        !across_corner(|b| set_edge(b, "a2", "b2", WALL), &BLOCKED_B1),
        "AQ-LOS 3: a Blocked space and a wall opposite"
    );
}

#[test]
fn aq_los_corner_full_space_is_not_a_blocking_side() {
    let full = [("grom", "blue", "b1"), ("orc", "monsters", "b1")];
    assert!(
        across_corner(|b| set_edge(b, "a1", "a2", WALL), &full),
        "AQ-LOS 3: a Full space (ally + enemy) opposite a wall: only the wall side blocks"
    );
}

#[test]
fn aq_los_corner_gap_on_one_side_counts_as_blocking() {
    assert!(
        across_corner(|b| set_cell(b, "b1", GAP), &[]),
        "AQ-LOS 3: a gap on one side only: the line skims"
    );
    assert!(
        !across_corner(
            |b| {
                set_cell(b, "b1", GAP);
                set_cell(b, "a2", BLOCKING);
            },
            &[]
        ),
        "AQ-LOS 3: a gap and a blocking space"
    );
    assert!(
        !across_corner(
            |b| {
                set_cell(b, "b1", GAP);
                set_edge(b, "a1", "a2", WALL);
            },
            &[]
        ),
        "AQ-LOS 3: a gap and a wall opposite"
    );
    assert!(
        !across_corner(|b| set_cell(b, "b1", GAP), &BLOCKED_A2),
        "AQ-LOS 3: a gap and a Blocked space opposite"
    );
}

#[test]
fn aq_los_corner_rule_holds_on_the_other_diagonal() {
    // b1→a2 passes the same corner; its sides are a1 (a1|b1, a1/a2) and b2 (b1/b2, a2|b2).
    let look = |edit: &dyn Fn(&mut Board)| {
        let t = table(&grid(2, 2, edit), &[("zazu", "blue", "b1")]);
        sight(&t, "b1", "a2", Some("zazu"))
    };
    assert!(look(&|_| {}), "AQ-LOS: open corner");
    assert!(
        look(&|b| {
            set_edge(b, "a1", "b1", WALL);
            set_edge(b, "a1", "a2", WALL);
        }),
        "AQ-LOS 3: both walls are a1's: one side"
    );
    assert!(
        !look(&|b| {
            set_edge(b, "a1", "b1", WALL);
            set_edge(b, "a2", "b2", CLOSED);
        }),
        "AQ-LOS 3: a1|b1 and a2|b2 are on opposite sides"
    );
    assert!(
        look(&|b| set_cell(b, "b2", BLOCKING)),
        "AQ-LOS 3: blocking b2 alone"
    );
    assert!(
        !look(&|b| {
            set_cell(b, "b2", BLOCKING);
            set_cell(b, "a1", GAP);
        }),
        "AQ-LOS 3: blocking b2 and a gap at a1"
    );
}

#[test]
fn aq_los_corner_nothing_is_blocked_without_an_active_figure() {
    let both: Vec<Fig> = BLOCKED_B1.iter().chain(&BLOCKED_A2).copied().collect();
    let mut all: Vec<Fig> = vec![("zazu", "blue", "a1")];
    all.extend(both);
    let t = table(&grid(2, 2, |_| {}), &all);
    assert!(
        sight(&t, "a1", "b2", None),
        "AQ-FREE/FULL/BLOCKED: with no active figure two-figure spaces are only Full"
    );
    assert!(
        !sight(&t, "a1", "b2", Some("zazu")),
        "AQ-LOS 3: as Zazu both sides are Blocked"
    );
}

// ---------------------------------------------------------------------------------------------
// AQ-LOS: longer lines through several corners.

#[test]
fn aq_los_diagonal_45_degrees_judges_each_corner_alone() {
    // a1→e5 passes the corners (1,1), (2,2), (3,3), (4,4). One side is blocking at each of the
    // first three: the wall a1|b1, the wall b2/b3, the blocking space d3.
    let one_side_each = r"
        +---+---+---+---+---+
        | . | .   .   .   . |
        +   +   +   +   +   +
        | .   .   .   .   . |
        +   +---+   +---+   +
        | .   .   . |###| . |
        +   +   +   +---+   +
        | .   .   .   .   . |
        +   +   +   +   +   +
        | .   .   .   .   . |
        +---+---+---+---+---+
        ";
    let t = table(one_side_each, &[("zazu", "blue", "a1")]);
    assert!(
        sight(&t, "a1", "e5", Some("zazu")),
        "AQ-LOS 3: one blocking side at each of three corners: the line skims all three"
    );
    // At (4,4) the sides are e4 (d4|e4, e4/e5) and d5 (d4/d5, d5|e5): walls on d4|e4 and d5|e5.
    let both_at_last = r"
        +---+---+---+---+---+
        | . | .   .   .   . |
        +   +   +   +   +   +
        | .   .   .   .   . |
        +   +---+   +---+   +
        | .   .   . |###| . |
        +   +   +   +---+   +
        | .   .   .   . | . |
        +   +   +   +   +   +
        | .   .   .   . | . |
        +---+---+---+---+---+
        ";
    let t = table(both_at_last, &[("zazu", "blue", "a1")]);
    assert!(
        !sight(&t, "a1", "e5", Some("zazu")),
        "AQ-LOS 3: both sides of the corner (4,4) are blocking"
    );
    assert!(
        sight(&t, "a1", "d4", Some("zazu")),
        "AQ-LOS 3: the line a1→d4 stops before that corner"
    );
    assert!(
        sight(&t, "e1", "a5", Some("zazu")),
        "AQ-LOS: the other diagonal e1→a5 meets none of these walls' corners on both sides"
    );
}

#[test]
fn aq_los_slope_one_third_meets_two_corners() {
    // a1→g3 (7×3 board) meets the grid corners (2,1) and (5,2). At (2,1) the sides are c1
    // (b1|c1, c1/c2) and b2 (b1/b2, b2|c2); at (5,2) they are f2 (e2|f2, f2/f3) and e3 (e2/e3,
    // e3|f3).
    let look = |edit: &dyn Fn(&mut Board)| {
        let t = table(&grid(7, 3, edit), &[("zazu", "blue", "a1")]);
        sight(&t, "a1", "g3", Some("zazu"))
    };
    assert!(look(&|_| {}), "AQ-LOS: open board");
    assert!(
        look(&|b| set_cell(b, "c1", BLOCKING)),
        "AQ-LOS 3: c1 blocking, one side of (2,1)"
    );
    assert!(
        look(&|b| set_cell(b, "b2", BLOCKING)),
        "AQ-LOS 3: b2 blocking, one side of (2,1)"
    );
    assert!(
        !look(&|b| {
            set_cell(b, "c1", BLOCKING);
            set_cell(b, "b2", BLOCKING);
        }),
        "AQ-LOS 3: c1 and b2 blocking, both sides of (2,1)"
    );
    assert!(
        look(&|b| {
            set_edge(b, "c1", "c2", WALL);
            set_edge(b, "e3", "f3", WALL);
        }),
        "AQ-LOS 3: one blocking side at each of two different corners"
    );
    assert!(
        !look(&|b| {
            set_edge(b, "e2", "f2", WALL);
            set_edge(b, "e2", "e3", CLOSED);
        }),
        "AQ-LOS 3: both sides of (5,2)"
    );
    assert!(
        !look(&|b| set_cell(b, "c2", BLOCKING)),
        "AQ-LOS 1: the line enters c2 at the corner (2,1); a blocking c2 stops it"
    );
    assert!(
        !look(&|b| set_edge(b, "c2", "d2", WALL)),
        "AQ-LOS 2: the line crosses c2|d2 at y = 4/3, away from any corner"
    );
    assert!(
        look(&|b| {
            set_cell(b, "d1", BLOCKING);
            set_cell(b, "d3", BLOCKING);
            set_edge(b, "c1", "d1", WALL);
            set_edge(b, "d2", "d3", WALL);
        }),
        "AQ-LOS: walls and blocking spaces beside the line, not on it, change nothing"
    );
}

#[test]
fn aq_los_slope_three_meets_two_corners() {
    // a1→c7 (3×7 board) meets (1,2) with sides b2 and a3, and (2,5) with sides c5 and b6.
    let look = |edit: &dyn Fn(&mut Board)| {
        let t = table(&grid(3, 7, edit), &[("zazu", "blue", "a1")]);
        sight(&t, "a1", "c7", Some("zazu"))
    };
    assert!(look(&|_| {}), "AQ-LOS: open board");
    assert!(
        look(&|b| set_cell(b, "b2", BLOCKING)),
        "AQ-LOS 3: one side of (1,2)"
    );
    assert!(
        !look(&|b| {
            set_cell(b, "b2", BLOCKING);
            set_cell(b, "a3", BLOCKING);
        }),
        "AQ-LOS 3: both sides of (1,2)"
    );
    assert!(
        look(&|b| {
            set_cell(b, "b2", BLOCKING);
            set_cell(b, "b6", BLOCKING);
        }),
        "AQ-LOS 3: one side at each of two corners"
    );
    assert!(
        !look(&|b| {
            set_edge(b, "b5", "c5", WALL);
            set_edge(b, "b6", "c6", WALL);
        }),
        "AQ-LOS 3: b5|c5 (side c5) and b6|c6 (side b6) block both sides of (2,5)"
    );
}

// ---------------------------------------------------------------------------------------------
// AQ-LOS rules 1 and 2, and rule 4.

#[test]
fn aq_los_wall_or_closed_door_crossed_between_corners_blocks() {
    // a1→g2 (slope 1/6) crosses the row line y = 1 once, at x = 3.5: the edge d1/d2.
    let look = |p: &str, q: &str, e: Edge| {
        let t = table(
            &grid(7, 2, |b| set_edge(b, p, q, e)),
            &[("zazu", "blue", "a1")],
        );
        sight(&t, "a1", "g2", Some("zazu"))
    };
    assert!(!look("d1", "d2", WALL), "AQ-LOS 2: wall d1/d2 is crossed");
    assert!(
        !look("d1", "d2", CLOSED),
        "AQ-LOS 2: closed door d1/d2 is crossed"
    );
    assert!(
        look("d1", "d2", OPEN_DOOR),
        "AQ-LOS 2: an open door lets the line through"
    );
    assert!(look("c1", "c2", WALL), "AQ-LOS: c1/c2 is not crossed");
    assert!(look("e1", "e2", WALL), "AQ-LOS: e1/e2 is not crossed");
    assert!(
        !look("a1", "b1", WALL),
        "AQ-LOS 2: a1|b1 is crossed at y = 7/12"
    );
    let t = table(&grid(2, 1, |b| set_edge(b, "a1", "b1", WALL)), &[]);
    assert!(
        !sight(&t, "a1", "b1", None),
        "AQ-LOS 2: a wall between neighbours"
    );
}

#[test]
fn aq_los_blocking_space_blocks_even_when_entered_at_a_corner() {
    // b2 has no central dot; its edges are drawn open, so nothing stops the line at (1,1) but
    // the space itself.
    let t = table(
        r"
        +---+---+---+
        | .   .   . |
        +   +   +   +
        | .  ###  . |
        +   +   +   +
        | .   .   . |
        +---+---+---+
        ",
        &[],
    );
    assert!(
        !sight(&t, "a1", "c3", None),
        "AQ-LOS 1: diagonal through b2"
    );
    assert!(
        !sight(&t, "a2", "c2", None),
        "AQ-LOS 1: straight through b2"
    );
    assert!(
        !sight(&t, "b1", "b3", None),
        "AQ-LOS 1: straight through b2"
    );
    assert!(sight(&t, "a1", "c1", None), "AQ-LOS: row 1 is clear");
    assert!(
        sight(&t, "a2", "b1", None),
        "AQ-LOS 3: b2 is only one side of (1,1)"
    );
}

#[test]
fn aq_los_blocked_space_blocks_only_the_enemies_of_both_its_figures() {
    let t = table(
        &grid(3, 2, |_| {}),
        &[
            ("zazu", "blue", "a1"),
            ("diva", "red", "b1"),
            ("scarlet", "green", "b1"),
            ("yohan", "red", "a2"),
            ("orc", "monsters", "c2"),
        ],
    );
    assert!(
        !sight(&t, "a1", "c1", Some("zazu")),
        "AQ-LOS 1: b1 (Diva, Scarlet) is Blocked to Zazu"
    );
    assert!(
        !sight(&t, "a1", "c1", Some("orc")),
        "AQ-LOS 1: b1 is Blocked to a monster too"
    );
    assert!(
        sight(&t, "a1", "c1", Some("yohan")),
        "AQ-LOS 1: b1 holds Yohan's ally Diva: only Full to him"
    );
    assert!(
        sight(&t, "a1", "c1", Some("diva")),
        "AQ-LOS 1: Diva's own space never Blocks her line"
    );
    assert!(
        sight(&t, "a1", "c1", None),
        "AQ-LOS 1: no active figure, nothing Blocked"
    );
}

#[test]
fn aq_los_end_spaces_never_block() {
    let t = table(
        &grid(3, 2, |_| {}),
        &[
            ("zazu", "blue", "b2"),
            ("diva", "red", "a1"),
            ("orc1", "monsters", "a1"),
            ("scarlet", "green", "c1"),
            ("orc2", "monsters", "c1"),
        ],
    );
    assert_eq!(crowding(&t, "a1", Some("zazu")), Crowding::Blocked);
    assert_eq!(crowding(&t, "c1", Some("zazu")), Crowding::Blocked);
    assert!(
        sight(&t, "a1", "c1", Some("zazu")),
        "AQ-LOS: A and B themselves never block, even Blocked"
    );
    assert!(
        sight(&t, "b2", "a1", Some("zazu")),
        "AQ-LOS: a Blocked target space is still seen"
    );
    assert!(
        sight(&t, "a1", "a1", Some("zazu")),
        "AQ-LOS: a space always sees itself"
    );
}

#[test]
fn aq_los_distance_never_matters_even_past_column_z() {
    // A street 30 spaces long (columns a…ad) between two rows of buildings.
    let w = 30;
    let wall = format!("+{}", "---+".repeat(w));
    let buildings = format!("|{}", "###|".repeat(w));
    let street = format!("|{} . |", " .  ".repeat(w - 1));
    let diagram = [&wall, &buildings, &wall, &street, &wall, &buildings, &wall]
        .map(|l| l.to_string())
        .join("\n");
    let t = table(
        &diagram,
        &[("zazu", "blue", "a2"), ("orc", "monsters", "ad2")],
    );
    assert_eq!(t.board().width(), 30);
    assert!(
        sight(&t, "a2", "ad2", Some("zazu")),
        "AQ-LOS 4: 29 spaces down the street"
    );
    assert!(
        sight(&t, "aa2", "z2", Some("zazu")),
        "AQ-LOS: neighbours either side of column z"
    );
    assert!(
        !sight(&t, "a2", "ad1", None),
        "AQ-LOS: the buildings' walls still block"
    );
}

// ---------------------------------------------------------------------------------------------
// Off the board.

/// A C-shaped board: b2 and c2 are gaps. The edges b1/b2, c1/c2, b2/b3 and c2/c3 are drawn
/// open, and a2|b2 too, but they touch gaps, so they are walls.
const C_SHAPE: &str = r"
    +---+---+---+
    | .   .   . |
    +   +   +   +
    | .
    +   +   +   +
    | .   .   . |
    +---+---+---+
    ";

#[test]
fn aq_los_line_leaving_the_board_is_blocked() {
    let t = table(C_SHAPE, &[]);
    assert!(
        !sight(&t, "c1", "c3", None),
        "AQ-LOS: straight across the gap c2"
    );
    assert!(
        !sight(&t, "a1", "c3", None),
        "AQ-LOS: diagonally across the gap b2"
    );
    assert!(
        !sight(&t, "c1", "a3", None),
        "AQ-LOS: the other diagonal across b2"
    );
    assert!(
        !sight(&t, "a1", "b3", None),
        "AQ-LOS: a1→b3 crosses a2|b2 into the gap"
    );
    assert!(
        sight(&t, "a1", "a3", None),
        "AQ-LOS: down column a, on the board"
    );
    assert!(sight(&t, "a1", "c1", None), "AQ-LOS: along row 1");
    assert!(sight(&t, "a3", "c3", None), "AQ-LOS: along row 3");
}

#[test]
fn aq_los_edges_touching_gaps_are_walls_whatever_is_drawn() {
    let t = table(C_SHAPE, &[("zazu", "blue", "b1")]);
    let b = t.board();
    for (at, d) in [
        ("b1", Dir::South),
        ("c1", Dir::South),
        ("b3", Dir::North),
        ("a2", Dir::East),
    ] {
        assert_eq!(
            b.drawn_edge(c(at), d),
            Edge::Open,
            "{at} {d:?} is drawn open"
        );
        assert_eq!(
            b.edge(c(at), d),
            Edge::Wall,
            "{at} {d:?} touches a gap: a wall"
        );
    }
    assert!(!close(&t, "b1", "b2"), "AQ-CLOSE: a gap is never Close");
    assert_eq!(
        reach(&t, "zazu", 2),
        "a1 c1 a2",
        "AQ-MOVE: no step into the gap"
    );
}

#[test]
fn aq_los_gap_on_one_side_of_a_corner_counts_as_blocking() {
    // a2→b3 passes the corner (1,2); its sides are the gap b2 and the space a3.
    let t = table(C_SHAPE, &[]);
    assert!(
        sight(&t, "a2", "b3", None),
        "AQ-LOS 3: the gap alone is one side; the line skims"
    );
    let walled = r"
        +---+---+---+
        | .   .   . |
        +   +   +   +
        | .
        +   +   +   +
        | . | .   . |
        +---+---+---+
        ";
    let t = table(walled, &[]);
    assert!(
        !sight(&t, "a2", "b3", None),
        "AQ-LOS 3: the gap on one side and the wall a3|b3 on the other"
    );
}

// ---------------------------------------------------------------------------------------------
// Doors.

#[test]
fn aq_close_flipping_a_door_changes_close_sight_and_reach() {
    let mut t = table(
        r"
        +---+---+---+
        | .   . D . |
        +---+---+---+
        ",
        &[("zazu", "blue", "a1")],
    );
    let shut = |t: &Tabletop, why: &str| {
        assert!(!close(t, "b1", "c1"), "AQ-CLOSE: closed door ({why})");
        assert!(
            !sight(t, "a1", "c1", Some("zazu")),
            "AQ-LOS: closed door ({why})"
        );
        assert_eq!(reach(t, "zazu", 2), "b1", "AQ-MOVE: closed door ({why})");
        assert_eq!(
            reach(t, "zazu", 3),
            "b1 c1",
            "AQ-MOVE: flip then cross ({why})"
        );
    };
    shut(&t, "as drawn");
    assert_eq!(
        t.flip_door(c("b1"), c("c1")),
        Ok(true),
        "flip reports the door open"
    );
    assert!(close(&t, "b1", "c1"), "AQ-CLOSE: open door");
    assert!(sight(&t, "a1", "c1", Some("zazu")), "AQ-LOS: open door");
    assert_eq!(
        reach(&t, "zazu", 2),
        "b1 c1",
        "AQ-MOVE: open door, no flip needed"
    );
    assert_eq!(
        t.board().render(),
        dedent("+---+---+---+\n| .   . d . |\n+---+---+---+"),
        "the diagram shows the open door"
    );
    assert_eq!(
        t.flip_door(c("c1"), c("b1")),
        Ok(false),
        "flipped from the other side, it closes"
    );
    shut(&t, "closed again");
}

#[test]
fn aq_close_board_flip_door_toggles_each_door_alone() {
    let text = dedent(
        r"
        +---+---+
        | . D . |
        +-d-+---+
        | .   . |
        +---+---+
        ",
    );
    let mut b = Board::parse(&text).unwrap();
    assert_eq!(
        b.doors(),
        vec![(c("a1"), Dir::East, false), (c("a1"), Dir::South, true)],
        "the board lists both doors"
    );
    assert_eq!(
        b.flip_door(c("a1"), c("a2")),
        Ok(false),
        "open door a1/a2 closes"
    );
    assert_eq!(b.edge(c("a1"), Dir::South), Edge::Door { open: false });
    assert_eq!(
        b.edge(c("a1"), Dir::East),
        Edge::Door { open: false },
        "a1|b1 untouched"
    );
    assert_eq!(b.flip_door(c("a2"), c("a1")), Ok(true), "and opens again");
    assert_eq!(b.render(), text, "two flips give the same board back");
}

#[test]
fn aq_close_rim_door_cannot_be_flipped() {
    // Doors drawn on the rim (right of b1, below b1) are walls.
    let mut t = table(
        r"
        +---+---+
        | . D . D
        +---+-D-+
        ",
        &[("zazu", "blue", "a1")],
    );
    let before = t.board().clone();
    assert_eq!(
        t.board().drawn_edge(c("b1"), Dir::East),
        Edge::Door { open: false }
    );
    assert_eq!(
        t.board().edge(c("b1"), Dir::East),
        Edge::Wall,
        "a rim door is a wall"
    );
    assert_eq!(
        t.board().edge(c("b1"), Dir::South),
        Edge::Wall,
        "a rim door is a wall"
    );
    assert_eq!(t.board().doors(), vec![(c("a1"), Dir::East, false)]);
    assert!(
        matches!(t.flip_door(c("b1"), c("c1")), Err(Error::OffGrid(_))),
        "there is no space beyond the rim to flip towards"
    );
    assert!(
        matches!(t.flip_door(c("b1"), c("b2")), Err(Error::OffGrid(_))),
        "nor below it"
    );
    assert_eq!(t.board(), &before, "a refused flip changes nothing");
}

#[test]
fn aq_close_door_against_a_gap_cannot_be_flipped() {
    let mut t = table(
        r"
        +---+---+---+
        | . D   D . |
        +---+---+---+
        ",
        &[("zazu", "blue", "a1")],
    );
    let before = t.board().clone();
    assert!(
        t.board().doors().is_empty(),
        "doors against a gap are walls"
    );
    for (a, b) in [("a1", "b1"), ("b1", "a1"), ("c1", "b1"), ("b1", "c1")] {
        assert!(
            matches!(t.flip_door(c(a), c(b)), Err(Error::NoDoor { .. })),
            "flip {a} {b}: a door against a gap is a wall"
        );
    }
    assert_eq!(t.board(), &before, "refused flips change nothing");
    assert_eq!(reach(&t, "zazu", 5), "", "AQ-MOVE: nowhere to go");
}

#[test]
fn aq_close_flip_between_non_neighbours_is_an_error_and_changes_nothing() {
    let mut t = table(
        r"
        +---+---+---+
        | .   . D . |
        +---+-D-+---+
        | .   .   . |
        +---+---+---+
        ",
        &[],
    );
    let before = t.board().clone();
    for (a, b) in [
        ("a1", "c1"),
        ("b1", "c2"),
        ("c1", "b2"),
        ("b1", "b1"),
        ("a2", "c2"),
    ] {
        assert!(
            matches!(t.flip_door(c(a), c(b)), Err(Error::NotNeighbours { .. })),
            "flip {a} {b}: not neighbours"
        );
        assert_eq!(t.board(), &before, "flip {a} {b} changed the board");
    }
    for (a, b) in [("a1", "b1"), ("a1", "a2"), ("b2", "c2")] {
        assert!(
            matches!(t.flip_door(c(a), c(b)), Err(Error::NoDoor { .. })),
            "flip {a} {b}: an open edge or a wall is no door"
        );
    }
    assert!(matches!(
        t.flip_door(c("c1"), c("d1")),
        Err(Error::OffGrid(_))
    ));
    assert_eq!(t.board(), &before, "refused flips change nothing");
}

// ---------------------------------------------------------------------------------------------
// AQ-FREE/FULL/BLOCKED.

const CORRIDOR: &str = r"
    +---+---+---+---+---+
    | .   .   .   .   . |
    +---+---+---+---+---+
    ";

#[test]
fn aq_full_ally_and_enemy_is_full_not_blocked() {
    let t = table(
        CORRIDOR,
        &[
            ("zazu", "blue", "a1"),
            ("grom", "blue", "b1"),
            ("orc", "monsters", "b1"),
            ("goblin", "monsters", "c1"),
        ],
    );
    assert_eq!(
        crowding(&t, "b1", Some("zazu")),
        Crowding::Full,
        "ally + enemy"
    );
    assert_eq!(
        crowding(&t, "b1", Some("goblin")),
        Crowding::Full,
        "to a monster too"
    );
    assert!(
        sight(&t, "a1", "c1", Some("zazu")),
        "AQ-LOS: a Full space does not block"
    );
    assert_eq!(
        reach(&t, "zazu", 2),
        "c1",
        "AQ-MOVE: through b1 (Full, not an end) to c1 (one figure, may end there)"
    );
}

#[test]
fn aq_full_two_allies_is_full_not_blocked() {
    let t = table(
        CORRIDOR,
        &[
            ("zazu", "blue", "a1"),
            ("grom", "blue", "b1"),
            ("ally", "blue", "b1"),
        ],
    );
    assert_eq!(crowding(&t, "b1", Some("zazu")), Crowding::Full);
    assert_eq!(reach(&t, "zazu", 3), "c1 d1", "AQ-MOVE: passes its allies");
}

#[test]
fn aq_blocked_two_enemies_even_of_different_sides() {
    let t = table(
        CORRIDOR,
        &[
            ("zazu", "blue", "a1"),
            ("diva", "red", "b1"),
            ("scarlet", "green", "b1"),
            ("orc", "monsters", "e1"),
        ],
    );
    assert_eq!(
        crowding(&t, "b1", Some("zazu")),
        Crowding::Blocked,
        "red + green to blue"
    );
    assert_eq!(
        crowding(&t, "b1", Some("orc")),
        Crowding::Blocked,
        "two heroes to a monster"
    );
    assert!(!sight(&t, "a1", "e1", Some("zazu")), "AQ-LOS 1: Blocked");
    assert_eq!(
        reach(&t, "zazu", 3),
        "",
        "AQ-MOVE: a Blocked space cannot be passed"
    );
}

#[test]
fn aq_free_one_figure_of_any_side() {
    for side in ["blue", "red", "monsters"] {
        let t = table(CORRIDOR, &[("zazu", "blue", "a1"), ("other", side, "b1")]);
        assert_eq!(
            crowding(&t, "b1", Some("zazu")),
            Crowding::Free,
            "one {side} figure"
        );
        assert_eq!(
            reach(&t, "zazu", 1),
            "b1",
            "AQ-MOVE: may end beside one {side} figure"
        );
    }
}

#[test]
fn aq_blocked_nothing_without_an_active_figure() {
    let t = table(
        CORRIDOR,
        &[
            ("diva", "red", "b1"),
            ("scarlet", "green", "b1"),
            ("orc1", "monsters", "c1"),
            ("orc2", "monsters", "c1"),
        ],
    );
    assert_eq!(crowding(&t, "b1", None), Crowding::Full);
    assert_eq!(crowding(&t, "c1", None), Crowding::Full);
    assert_eq!(crowding(&t, "d1", None), Crowding::Free);
    assert!(sight(&t, "a1", "e1", None), "AQ-LOS: nothing is Blocked");
}

// ---------------------------------------------------------------------------------------------
// AQ-MOVE.

#[test]
fn aq_move_passes_through_full_but_not_blocked() {
    let full = table(
        CORRIDOR,
        &[
            ("zazu", "blue", "a1"),
            ("grom", "blue", "b1"),
            ("orc", "monsters", "b1"),
        ],
    );
    assert_eq!(
        reach(&full, "zazu", 1),
        "",
        "AQ-MOVE: cannot end in the Full b1"
    );
    assert_eq!(
        reach(&full, "zazu", 3),
        "c1 d1",
        "AQ-MOVE: passes the Full b1"
    );
    let blocked = table(
        CORRIDOR,
        &[
            ("zazu", "blue", "a1"),
            ("diva", "red", "b1"),
            ("orc", "monsters", "b1"),
        ],
    );
    assert_eq!(
        reach(&blocked, "zazu", 4),
        "",
        "AQ-MOVE: stopped by the Blocked b1"
    );
}

#[test]
fn aq_move_never_ends_in_a_full_space() {
    let t = table(
        CORRIDOR,
        &[
            ("zazu", "blue", "a1"),
            ("grom", "blue", "c1"),
            ("orc", "monsters", "c1"),
        ],
    );
    assert_eq!(reach(&t, "zazu", 2), "b1", "AQ-MOVE: c1 is Full");
    assert_eq!(
        reach(&t, "zazu", 4),
        "b1 d1 e1",
        "AQ-MOVE: beyond c1, never in it"
    );
    assert_eq!(reach(&t, "zazu", 0), "", "AQ-MOVE: no points, no move");
}

/// a1 is walled in; its red portal leads to c1.
const PORTAL_ROW: &str = r"
    +---+---+---+---+
    | R | .   R   . |
    +---+---+---+---+
    ";

#[test]
fn aq_move_portal_into_a_full_space_only_with_points_to_leave() {
    let portals: &[(&str, &[&str])] = &[("red", &["a1", "c1"])];
    let t = build(
        4,
        PORTAL_ROW,
        &[
            ("zazu", "blue", "a1"),
            ("grom", "blue", "c1"),
            ("orc", "monsters", "c1"),
        ],
        portals,
    );
    assert_eq!(
        reach(&t, "zazu", 1),
        "",
        "AQ-MOVE: with 1 point the portal would leave Zazu in the Full c1"
    );
    assert_eq!(
        reach(&t, "zazu", 2),
        "b1 d1",
        "AQ-MOVE: with 2 points: portal into c1, then step out"
    );
    let t = build(
        4,
        PORTAL_ROW,
        &[("zazu", "blue", "a1"), ("orc", "monsters", "c1")],
        portals,
    );
    assert_eq!(
        reach(&t, "zazu", 1),
        "c1",
        "AQ-MOVE: a portal into a Free space, 1 point"
    );
}

/// Red portals on a1 and b1, side by side; c1 beyond.
const TWIN_PORTALS: &str = r"
    +---+---+---+
    | R   R   . |
    +---+---+---+
    ";

#[test]
fn aq_move_twin_portals_side_by_side_give_one_way_to_each_space() {
    // AQ p.14: a point moves a figure to one Close space or through a portal; when the portal's
    // twin is the Close space there is one way there, not two (two options of one key froze
    // the hero in a game).
    let portals: &[(&str, &[&str])] = &[("red", &["a1", "b1"])];
    let t = build(4, TWIN_PORTALS, &[("zazu", "blue", "a1")], portals);
    let f = t.find_figure("zazu").expect("figure exists");
    let steps = skirmish_core::movement::legal_steps(&t, f, 3);
    let to: Vec<String> = steps.iter().map(|s| s.to.to_string()).collect();
    assert_eq!(to, ["b1"], "one step to b1, no second (portal) step there");
    assert_eq!(reach(&t, "zazu", 2), "b1 c1", "and on from there");
}

#[test]
fn aq_move_portal_never_into_a_blocked_space() {
    let t = build(
        4,
        PORTAL_ROW,
        &[
            ("zazu", "blue", "a1"),
            ("diva", "red", "c1"),
            ("orc", "monsters", "c1"),
        ],
        &[("red", &["a1", "c1"])],
    );
    assert_eq!(
        reach(&t, "zazu", 5),
        "",
        "AQ-MOVE: the portal's far end is Blocked"
    );
    let t = build(
        4,
        PORTAL_ROW,
        &[("zazu", "blue", "a1")],
        &[("red", &["a1"]), ("blue", &["c1"])],
    );
    assert_eq!(
        reach(&t, "zazu", 5),
        "",
        "AQ-MOVE: portals link only their own colour"
    );
}

#[test]
fn aq_move_door_flip_costs_one_point() {
    let closed = table("+---+---+\n| . D . |\n+---+---+", &[("zazu", "blue", "a1")]);
    assert_eq!(
        reach(&closed, "zazu", 1),
        "",
        "AQ-MOVE: 1 point only flips the door"
    );
    assert_eq!(
        reach(&closed, "zazu", 2),
        "b1",
        "AQ-MOVE: flip (1) and step (1)"
    );
    let open = table("+---+---+\n| . d . |\n+---+---+", &[("zazu", "blue", "a1")]);
    assert_eq!(
        reach(&open, "zazu", 1),
        "b1",
        "AQ-MOVE: an open door is a step"
    );
    let wall = table("+---+---+\n| . | . |\n+---+---+", &[("zazu", "blue", "a1")]);
    assert_eq!(reach(&wall, "zazu", 9), "", "AQ-MOVE: a wall never opens");
    // Two doors in a row: flip, step, flip, step.
    let two = table(
        "+---+---+---+\n| . D . D . |\n+---+---+---+",
        &[("zazu", "blue", "a1")],
    );
    assert_eq!(reach(&two, "zazu", 3), "b1", "AQ-MOVE: c1 needs 4 points");
    assert_eq!(
        reach(&two, "zazu", 4),
        "b1 c1",
        "AQ-MOVE: two doors, 4 points"
    );
}

#[test]
fn aq_move_blocking_spaces_and_gaps_are_never_entered() {
    // b1 is blocking and b2 a gap; all edges around them are drawn open.
    let t = table(
        r"
        +---+---+---+
        | .  ###  . |
        +   +   +   +
        | .       . |
        +---+---+---+
        ",
        &[("zazu", "blue", "a1")],
    );
    assert_eq!(reach(&t, "zazu", 9), "a2", "AQ-MOVE: c1 and c2 are cut off");
}

// ---------------------------------------------------------------------------------------------
// AQ-CLOSE.

/// a1, a2 b2 c2: spaces; b1 blocking; c1 a gap; every edge drawn open.
const MIXED: &str = r"
    +---+---+---+
    | .  ###    |
    +   +   +   +
    | .   .   . |
    +---+---+---+
    ";

#[test]
fn aq_close_is_reflexive_only_for_board_spaces() {
    let t = table(MIXED, &[]);
    assert!(
        close(&t, "a1", "a1"),
        "AQ-CLOSE: a space is Close to itself"
    );
    assert!(
        close(&t, "b2", "b2"),
        "AQ-CLOSE: a space is Close to itself"
    );
    assert!(!close(&t, "b1", "b1"), "AQ-CLOSE: a blocking space is not");
    assert!(!close(&t, "c1", "c1"), "AQ-CLOSE: a gap is not");
    assert!(
        !close(&t, "f9", "f9"),
        "AQ-CLOSE: a space off the grid is not"
    );
}

#[test]
fn aq_close_blocking_and_gap_spaces_are_never_close() {
    let t = table(MIXED, &[]);
    for (a, b) in [("a1", "b1"), ("b1", "b2"), ("b1", "c1"), ("c1", "c2")] {
        assert!(
            !close(&t, a, b),
            "AQ-CLOSE: {a} and {b}, through an edge drawn open"
        );
    }
    assert!(
        close(&t, "a1", "a2"),
        "AQ-CLOSE: two spaces through an open edge"
    );
    assert!(
        close(&t, "b2", "c2"),
        "AQ-CLOSE: two spaces through an open edge"
    );
}

#[test]
fn aq_close_diagonals_never_close_under_four_way_adjacency() {
    let t = table(&grid(3, 3, |_| {}), &[]);
    let coords: Vec<Coord> = t.board().coords().collect();
    for &a in &coords {
        for &b in &coords {
            let (dc, dr) = (a.col.abs_diff(b.col), a.row.abs_diff(b.row));
            assert_eq!(
                t.is_close(a, b),
                dc + dr <= 1,
                "AQ-CLOSE on an open board: {a} {b}"
            );
        }
    }
}

// ---------------------------------------------------------------------------------------------
// The same board under eight-way adjacency (a ruleset's choice; Arcadia uses four).

#[test]
fn eight_way_adjacency_closes_unobstructed_diagonals_and_reaches_them() {
    // c1/c2 and b2|c2 are walls: the diagonals b2→c1 and b2→c3 cut a walled corner.
    let diagram = r"
        +---+---+---+
        | .   .   . |
        +   +   +---+
        | .   . | . |
        +   +   +   +
        | .   .   . |
        +---+---+---+
        ";
    let board = Board::parse(&dedent(diagram)).unwrap();
    let eight = Tabletop::new(
        Geometry {
            adjacency: Adjacency::Eight,
            ..Geometry::default()
        },
        board.clone(),
    );
    let four = Tabletop::new(Geometry::default(), board);
    let close_to = |t: &Tabletop, a: &str| {
        t.board()
            .coords()
            .filter(|&x| t.is_close(c(a), x))
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    };
    assert_eq!(
        close_to(&four, "b2"),
        "b1 a2 b2 b3",
        "four-way: orthogonal only"
    );
    assert_eq!(
        close_to(&eight, "b2"),
        "a1 b1 a2 b2 a3 b3",
        "eight-way: the open diagonals a1 and a3, not c1 or c3 past the wall"
    );
    assert!(
        !eight.is_close(c("b1"), c("c2")),
        "eight-way: b1→c2 cuts the wall c1/c2"
    );

    let figures = [("zazu", "blue", "b2")];
    let t4 = build(4, diagram, &figures, &[]);
    let t8 = build(8, diagram, &figures, &[]);
    assert_eq!(t8.geometry().adjacency, Adjacency::Eight);
    assert_eq!(
        reach(&t4, "zazu", 1),
        "b1 a2 b3",
        "four-way: one orthogonal step"
    );
    assert_eq!(
        reach(&t8, "zazu", 1),
        "a1 b1 a2 a3 b3",
        "eight-way: one step reaches the open diagonals"
    );
    assert!(
        !reach(&t8, "zazu", 2).contains("c2"),
        "eight-way: c2 is still 3 steps away"
    );
    assert!(
        reach(&t8, "zazu", 3).contains("c2"),
        "eight-way: c2 in 3 steps"
    );
}

/// Flipping a door on an edge of one's own space costs 1 point, so every space one more point
/// reaches after the flip is within 2 points before it.
fn flip_then_step_is_within_two_points(adjacency: u8, diagram: &str, figures: &[Fig]) {
    let mut t = build(adjacency, diagram, figures, &[]);
    let zazu = t.find_figure("zazu").unwrap();
    let before: Vec<String> = t.reachable(zazu, 2).iter().map(|x| x.to_string()).collect();
    let at = t.figure(zazu).at;
    for d in Dir::ALL {
        let Some(n) = t.board().step(at, d) else {
            continue;
        };
        if !matches!(t.board().edge(at, d), Edge::Door { .. }) {
            continue;
        }
        t.flip_door(at, n).unwrap();
        for x in t.reachable(zazu, 1) {
            assert!(
                before.contains(&x.to_string()),
                "AQ-MOVE ({adjacency}-way): flip {at} {n} (1) then step to {x} (1), but \
                 reach 2 is {}",
                before.join(" ")
            );
        }
        t.flip_door(at, n).unwrap();
    }
}

/// b2|c2 is a closed door and b1 is Blocked to Zazu, so the only 2-point way to c1 is to flip
/// the door and step diagonally.
const FLIP_THEN_DIAGONAL: &str = r"
    +---+---+---+
    | .   .   . |
    +   +   +   +
    | .   . D . |
    +   +   +   +
    | .   .   . |
    +---+---+---+
    ";
const FLIP_THEN_DIAGONAL_FIGURES: [Fig; 3] = [
    ("zazu", "blue", "b2"),
    ("diva", "red", "b1"),
    ("orc", "monsters", "b1"),
];

#[test]
fn aq_move_flip_then_step_is_within_two_points() {
    flip_then_step_is_within_two_points(4, FLIP_THEN_DIAGONAL, &FLIP_THEN_DIAGONAL_FIGURES);
}

#[test]
fn eight_way_reach_counts_a_door_flip_then_a_diagonal_step() {
    flip_then_step_is_within_two_points(8, FLIP_THEN_DIAGONAL, &FLIP_THEN_DIAGONAL_FIGURES);
    let t = build(8, FLIP_THEN_DIAGONAL, &FLIP_THEN_DIAGONAL_FIGURES, &[]);
    // The closed door cuts the corner: c1 costs the flip plus the diagonal step.
    assert!(
        !reach(&t, "zazu", 1).contains("c1"),
        "{}",
        reach(&t, "zazu", 1)
    );
    assert!(
        reach(&t, "zazu", 2).contains("c1"),
        "{}",
        reach(&t, "zazu", 2)
    );
}

// ---------------------------------------------------------------------------------------------
// Independent implementations written from the spec alone, compared with the kernel on seeded
// random boards (walls, doors, blocking spaces, gaps, figures of three sides, portals).

/// SplitMix64: a tiny deterministic generator, so these tests need no crate and never drift.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// A random tabletop kept as plain data for the reference code.
struct Case {
    board: Board,
    /// id, side, space; listed in the order the tabletop numbers them.
    figures: Vec<(String, &'static str, Coord)>,
    portals: Vec<(&'static str, Vec<Coord>)>,
}

impl Case {
    fn random(rng: &mut Rng) -> Case {
        let (w, h) = (2 + rng.below(6) as u16, 2 + rng.below(5) as u16);
        let mut board = Board::open(w, h);
        let all: Vec<Coord> = board.coords().collect();
        for &at in &all {
            match rng.below(100) {
                0..8 => board.set_cell(at, Cell::Blocking),
                8..18 => board.set_cell(at, Cell::OffBoard),
                _ => {}
            }
            for d in [Dir::East, Dir::South] {
                if board.step(at, d).is_some() {
                    let e = match rng.below(100) {
                        0..60 => Edge::Open,
                        60..78 => Edge::Wall,
                        78..89 => Edge::Door { open: false },
                        _ => Edge::Door { open: true },
                    };
                    board.set_drawn_edge(at, d, e);
                }
            }
        }
        let spaces: Vec<Coord> = all
            .into_iter()
            .filter(|&at| board.cell(at).is_space())
            .collect();
        let mut figures = Vec::new();
        let mut portals = Vec::new();
        if !spaces.is_empty() {
            for i in 0..rng.below(spaces.len() as u64 + 4) {
                let at = spaces[rng.below(spaces.len() as u64) as usize];
                if figures
                    .iter()
                    .filter(|f: &&(String, &str, Coord)| f.2 == at)
                    .count()
                    < 2
                {
                    let side = ["blue", "red", "monsters"][rng.below(3) as usize];
                    figures.push((format!("f{i}"), side, at));
                }
            }
            for colour in ["red", "blue"] {
                if rng.below(100) < 60 {
                    let mut list: Vec<Coord> = Vec::new();
                    for _ in 0..2 + rng.below(2) {
                        let at = spaces[rng.below(spaces.len() as u64) as usize];
                        if !list.contains(&at) {
                            list.push(at);
                        }
                    }
                    portals.push((colour, list));
                }
            }
        }
        Case {
            board,
            figures,
            portals,
        }
    }

    /// The tabletop, loaded through a scenario file from the rendered diagram.
    fn table(&self) -> Tabletop {
        let ats: Vec<String> = self.figures.iter().map(|f| f.2.to_string()).collect();
        let figs: Vec<Fig> = self
            .figures
            .iter()
            .zip(&ats)
            .map(|(f, at)| (f.0.as_str(), f.1, at.as_str()))
            .collect();
        let names: Vec<Vec<String>> = self
            .portals
            .iter()
            .map(|(_, l)| l.iter().map(|c| c.to_string()).collect())
            .collect();
        let refs: Vec<Vec<&str>> = names
            .iter()
            .map(|l| l.iter().map(String::as_str).collect())
            .collect();
        let portals: Vec<(&str, &[&str])> = self
            .portals
            .iter()
            .zip(&refs)
            .map(|((colour, _), l)| (*colour, l.as_slice()))
            .collect();
        let t = build(4, &self.board.render(), &figs, &portals);
        assert_eq!(t.board(), &self.board, "the diagram round-trips");
        t
    }

    fn describe(&self) -> String {
        format!(
            "{}figures: {:?}\nportals: {:?}",
            self.board.render(),
            self.figures
                .iter()
                .map(|f| format!("{} {} {}", f.0, f.1, f.2))
                .collect::<Vec<_>>(),
            self.portals
        )
    }

    fn spaces(&self) -> Vec<Coord> {
        self.board
            .coords()
            .filter(|&at| self.board.cell(at).is_space())
            .collect()
    }

    /// Figures on `at` other than `active`.
    fn others(&self, at: Coord, active: Option<usize>) -> Vec<usize> {
        (0..self.figures.len())
            .filter(|&i| self.figures[i].2 == at && Some(i) != active)
            .collect()
    }

    /// AQ-FREE/FULL/BLOCKED: two figures, both enemies of the active figure.
    fn blocked(&self, at: Coord, active: Option<usize>) -> bool {
        let Some(f) = active else { return false };
        let others = self.others(at, active);
        others.len() >= 2
            && others
                .iter()
                .all(|&o| self.figures[o].1 != self.figures[f].1)
    }

    fn off(&self, at: Coord) -> bool {
        !self.board.contains(at) || self.board.cell(at) == Cell::OffBoard
    }

    /// The internal edge between `p` and its east or south neighbour `q` as drawn, or `None` for
    /// a wall by the format's rule (an edge touching a cell off the board).
    fn drawn(&self, p: Coord, q: Coord) -> Option<Edge> {
        if self.off(p) || self.off(q) {
            return None;
        }
        let d = if q.col > p.col { Dir::East } else { Dir::South };
        Some(self.board.drawn_edge(p, d))
    }

    /// Whether the edge between `p` and its east or south neighbour `q` stops sight and steps.
    fn shut(&self, p: Coord, q: Coord) -> bool {
        !matches!(
            self.drawn(p, q),
            Some(Edge::Open | Edge::Door { open: true })
        )
    }

    /// AQ-CLOSE, from the spec's words.
    fn close(&self, a: Coord, b: Coord) -> bool {
        let space = |x: Coord| self.board.contains(x) && self.board.cell(x).is_space();
        if !space(a) || !space(b) {
            return false;
        }
        let (p, q) = if (a.row, a.col) <= (b.row, b.col) {
            (a, b)
        } else {
            (b, a)
        };
        a == b
            || ((q.col == p.col + 1 && q.row == p.row) || (q.row == p.row + 1 && q.col == p.col))
                && !self.shut(p, q)
    }
}

/// A fraction `n/d` with `d > 0`, compared exactly.
#[derive(Clone, Copy)]
struct Frac(i64, i64);

impl Frac {
    fn lt(self, o: Frac) -> bool {
        self.0 * o.1 < o.0 * self.1
    }
}

/// Whether the segment (x0,y0)+t(dx,dy), 0 ≤ t ≤ 1, in doubled coordinates (centres odd, grid
/// lines even), meets the open interior of the cell (col,row).
fn meets_interior(x0: i64, y0: i64, dx: i64, dy: i64, col: i64, row: i64) -> bool {
    let (mut lo, mut hi) = (Frac(0, 1), Frac(1, 1));
    for (p0, d, start) in [(x0, dx, 2 * col), (y0, dy, 2 * row)] {
        if d == 0 {
            if !(start < p0 && p0 < start + 2) {
                return false;
            }
            continue;
        }
        let e1 = Frac((start - p0) * d.signum(), d.abs());
        let e2 = Frac((start + 2 - p0) * d.signum(), d.abs());
        let (a, b) = if e1.lt(e2) { (e1, e2) } else { (e2, e1) };
        if lo.lt(a) {
            lo = a;
        }
        if b.lt(hi) {
            hi = b;
        }
    }
    lo.lt(hi)
}

/// AQ-LOS rules 1–4 as the spec states them: every cell whose interior the segment meets, every
/// edge it crosses away from a vertex, every vertex it passes with its two sides.
fn reference_sight(case: &Case, a: Coord, b: Coord, active: Option<usize>) -> bool {
    if a == b {
        return true;
    }
    let board = &case.board;
    let blocks =
        |x: Coord| x != a && x != b && (!board.cell(x).is_space() || case.blocked(x, active));
    let at = |col: i64, row: i64| Coord::new(col as u16, row as u16);
    let (x0, y0) = (2 * a.col as i64 + 1, 2 * a.row as i64 + 1);
    let (dx, dy) = (2 * b.col as i64 + 1 - x0, 2 * b.row as i64 + 1 - y0);
    let (c_lo, c_hi) = (a.col.min(b.col) as i64, a.col.max(b.col) as i64);
    let (r_lo, r_hi) = (a.row.min(b.row) as i64, a.row.max(b.row) as i64);
    // Rule 1.
    for col in c_lo..=c_hi {
        for row in r_lo..=r_hi {
            if blocks(at(col, row)) && meets_interior(x0, y0, dx, dy, col, row) {
                return false;
            }
        }
    }
    // Vertical grid lines x = 2k: rule 2 between vertices, rule 3 at them.
    for k in c_lo + 1..=c_hi {
        let (num, den) = (y0 * dx + dy * (2 * k - x0), dx);
        let (num, den) = if den < 0 { (-num, -den) } else { (num, den) };
        if num % (2 * den) != 0 {
            let row = num / (2 * den);
            if case.shut(at(k - 1, row), at(k, row)) {
                return false;
            }
            continue;
        }
        let j = num / (2 * den);
        let (nw, ne, sw, se) = (at(k - 1, j - 1), at(k, j - 1), at(k - 1, j), at(k, j));
        let (side1, side2) = if dx * dy > 0 {
            // Through NW and SE: the sides are NE and SW.
            (
                blocks(ne) || case.shut(nw, ne) || case.shut(ne, se),
                blocks(sw) || case.shut(nw, sw) || case.shut(sw, se),
            )
        } else {
            // Through NE and SW: the sides are NW and SE.
            (
                blocks(nw) || case.shut(nw, ne) || case.shut(nw, sw),
                blocks(se) || case.shut(ne, se) || case.shut(sw, se),
            )
        };
        if side1 && side2 {
            return false;
        }
    }
    // Horizontal grid lines y = 2j, away from vertices (those were judged above).
    for j in r_lo + 1..=r_hi {
        let (num, den) = (x0 * dy + dx * (2 * j - y0), dy);
        let (num, den) = if den < 0 { (-num, -den) } else { (num, den) };
        if num % (2 * den) != 0 {
            let col = num / (2 * den);
            if case.shut(at(col, j - 1), at(col, j)) {
                return false;
            }
        }
    }
    true
}

/// Every door the rules see, as (west or north space, its neighbour).
fn rule_doors(case: &Case) -> Vec<(Coord, Coord)> {
    let mut out = Vec::new();
    for p in case.board.coords() {
        for d in [Dir::East, Dir::South] {
            if let Some(q) = case.board.step(p, d)
                && matches!(case.drawn(p, q), Some(Edge::Door { .. }))
            {
                out.push((p, q));
            }
        }
    }
    out
}

#[test]
fn aq_los_and_close_match_a_reference_on_random_boards() {
    let mut rng = Rng(0x0051_6874_2024);
    let mut lines = 0;
    for _ in 0..300 {
        let mut case = Case::random(&mut rng);
        let mut t = case.table();
        for _ in 0..3 {
            let mut actives = vec![None];
            for _ in 0..2.min(case.figures.len()) {
                actives.push(Some(rng.below(case.figures.len() as u64) as usize));
            }
            for &active in &actives {
                for a in case.spaces() {
                    for b in case.spaces() {
                        let want = reference_sight(&case, a, b, active);
                        let got = t.line_of_sight(a, b, active);
                        assert_eq!(
                            got,
                            want,
                            "AQ-LOS {a}->{b} as figure {active:?}\n{}",
                            case.describe()
                        );
                        lines += 1;
                    }
                }
            }
            for a in case.board.coords() {
                for b in case.board.coords() {
                    assert_eq!(
                        t.is_close(a, b),
                        case.close(a, b),
                        "AQ-CLOSE {a} {b}\n{}",
                        case.describe()
                    );
                }
            }
            // Flip one door and look again.
            let doors = rule_doors(&case);
            if doors.is_empty() {
                break;
            }
            let (p, q) = doors[rng.below(doors.len() as u64) as usize];
            let d = case.board.dir_between(p, q).unwrap();
            let Edge::Door { open } = case.board.drawn_edge(p, d) else {
                unreachable!()
            };
            case.board.set_drawn_edge(p, d, Edge::Door { open: !open });
            assert_eq!(t.flip_door(q, p), Ok(!open), "flip {q} {p}");
            assert_eq!(
                t.board(),
                &case.board,
                "flip {q} {p} changed only that door"
            );
        }
    }
    assert!(lines > 50_000, "only {lines} lines compared");
}

/// AQ-MOVE by brute force: a search over (space, every door's state) where a step, a portal
/// jump or a door flip each cost 1 point. Returns where the figure may end, row-major.
fn brute_reach(case: &Case, mover: usize, mp: u32) -> Vec<Coord> {
    let doors = rule_doors(case);
    let mut mask = 0u64;
    for (i, &(p, q)) in doors.iter().enumerate() {
        if case.drawn(p, q) == Some(Edge::Door { open: true }) {
            mask |= 1 << i;
        }
    }
    let start = case.figures[mover].2;
    let enterable = |x: Coord| case.board.cell(x).is_space() && !case.blocked(x, Some(mover));
    let passable = |p: Coord, q: Coord, mask: u64| {
        let (p, q) = if (p.row, p.col) <= (q.row, q.col) {
            (p, q)
        } else {
            (q, p)
        };
        match case.drawn(p, q) {
            Some(Edge::Open) => true,
            Some(Edge::Door { .. }) => {
                let i = doors.iter().position(|&e| e == (p, q)).unwrap();
                mask & (1 << i) != 0
            }
            _ => false,
        }
    };
    let mut seen = HashSet::from([(start, mask)]);
    let mut queue = VecDeque::from([(start, mask, 0)]);
    let mut ends = HashSet::new();
    while let Some((pos, mask, used)) = queue.pop_front() {
        ends.insert(pos);
        if used == mp {
            continue;
        }
        let mut next = Vec::new();
        for d in Dir::ALL {
            if let Some(n) = case.board.step(pos, d)
                && passable(pos, n, mask)
                && enterable(n)
            {
                next.push((n, mask));
            }
        }
        for (i, &(p, q)) in doors.iter().enumerate() {
            if p == pos || q == pos {
                next.push((pos, mask ^ (1 << i)));
            }
        }
        for (_, list) in &case.portals {
            if list.contains(&pos) {
                for &o in list {
                    if o != pos && enterable(o) {
                        next.push((o, mask));
                    }
                }
            }
        }
        for s in next {
            if seen.insert(s) {
                queue.push_back((s.0, s.1, used + 1));
            }
        }
    }
    let mut out: Vec<Coord> = ends
        .into_iter()
        .filter(|&x| x != start && case.others(x, Some(mover)).len() < 2)
        .collect();
    out.sort_by_key(|x| (x.row, x.col));
    out
}

#[test]
fn aq_move_reach_matches_a_brute_force_search_over_door_states() {
    let mut rng = Rng(0xACAD_E1A2_0245);
    let mut compared = 0;
    for _ in 0..300 {
        let case = Case::random(&mut rng);
        if case.figures.is_empty() {
            continue;
        }
        let t = case.table();
        for mover in 0..case.figures.len().min(3) {
            for mp in 0..=5 {
                assert_eq!(
                    t.reachable(mover, mp),
                    brute_reach(&case, mover, mp),
                    "AQ-MOVE reach of {} with {mp} points\n{}",
                    case.figures[mover].0,
                    case.describe()
                );
                compared += 1;
            }
        }
    }
    assert!(compared > 1000, "only {compared} reach sets compared");
}
