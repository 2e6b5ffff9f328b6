//! The corner-to-corner sight rule: a square sees another when a segment from one of its
//! corners to one of the other's corners touches no barrier square (a blocking or gap cell),
//! no wall and no closed door — not even at a single vertex or along an edge — except at an end
//! where the segment heads into its own square (the corner the ruler is laid on). Figures never
//! block and the grid's rim is no barrier.
//!
//! The kernel's tracer is compared with a brute-force oracle written independently: it samples
//! every segment at each parameter where it meets a grid line (where any contact with a closed
//! square or unit edge must begin) in exact integer arithmetic and tests closed-set membership.

use skirmish_core::los::{corner_segment_clear, corner_to_corner};
use skirmish_core::{Board, Cell, Coord, Dir, Edge, Figure, Geometry, SightLine, Tabletop};

fn geometry() -> Geometry {
    Geometry {
        sight: SightLine::CornerToCorner,
        ..Geometry::default()
    }
}

fn c(s: &str) -> Coord {
    s.parse().unwrap_or_else(|e| panic!("{e}"))
}

fn board(w: u16, h: u16, blocking: &[&str]) -> Board {
    let mut b = Board::open(w, h);
    for at in blocking {
        b.set_cell(c(at), Cell::Blocking);
    }
    b
}

/// Sight both ways through a tabletop (cached) and the uncached function; all must agree.
fn sees(b: &Board, from: &str, to: &str) -> bool {
    let t = Tabletop::new(geometry(), b.clone());
    let there = t.line_of_sight(c(from), c(to), None);
    assert_eq!(
        there,
        t.line_of_sight(c(to), c(from), None),
        "{from}<->{to} not symmetric"
    );
    assert_eq!(
        there,
        corner_to_corner(b, c(from), c(to)),
        "{from}->{to} cache differs"
    );
    there
}

// ---------------------------------------------------------------------------------------------
// The oracle.

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 { a } else { gcd(b, a % b) }
}

/// Closed barrier sets of a board: cells (col, row) and unit edges as segments of corners.
struct Barriers {
    cells: Vec<(i64, i64)>,
    /// (x0, y0, x1, y1), axis-aligned, unit length.
    walls: Vec<(i64, i64, i64, i64)>,
}

fn barriers(b: &Board) -> Barriers {
    let mut cells = Vec::new();
    let mut walls = Vec::new();
    for row in 0..b.height() {
        for col in 0..b.width() {
            let at = Coord::new(col, row);
            let (x, y) = (col as i64, row as i64);
            if !b.cell(at).is_space() {
                cells.push((x, y));
            }
            if col + 1 < b.width() && !b.edge(at, Dir::East).is_passable() {
                walls.push((x + 1, y, x + 1, y + 1));
            }
            if row + 1 < b.height() && !b.edge(at, Dir::South).is_passable() {
                walls.push((x, y + 1, x + 1, y + 1));
            }
        }
    }
    Barriers { cells, walls }
}

/// Whether the closed segment p→q meets a barrier. Any contact interval with a closed convex
/// barrier starts at t = 0 or where the segment meets a grid line, t = k / |dx| or k / |dy|: all
/// are multiples of 1 / L with L = lcm(|dx|, |dy|), so sampling t = k / L for k = 0..=L is exact.
fn oracle_blocked(bar: &Barriers, p: (i64, i64), q: (i64, i64)) -> bool {
    oracle_blocked_ends(bar, p, q, false, false)
}

/// [`oracle_blocked`] ignoring contact at the start point (`free_p`) or the end point (`free_q`).
fn oracle_blocked_ends(
    bar: &Barriers,
    p: (i64, i64),
    q: (i64, i64),
    free_p: bool,
    free_q: bool,
) -> bool {
    let (dx, dy) = (q.0 - p.0, q.1 - p.1);
    let (ax, ay) = (dx.abs(), dy.abs());
    let l = match (ax, ay) {
        (0, 0) => 1,
        (0, n) | (n, 0) => n,
        (a, b) => a / gcd(a, b) * b,
    };
    // Half steps too: with an end point left out, a contact interval of positive length still
    // holds the midpoint between two grid-line crossings.
    let l = 2 * l;
    for k in 0..=l {
        if (k == 0 && free_p && (dx, dy) != (0, 0)) || (k == l && free_q && (dx, dy) != (0, 0)) {
            continue;
        }
        // The sample point, scaled by L.
        let (x, y) = (l * p.0 + k * dx, l * p.1 + k * dy);
        let in_range = |v: i64, lo: i64, hi: i64| l * lo <= v && v <= l * hi;
        if bar
            .cells
            .iter()
            .any(|&(cx, cy)| in_range(x, cx, cx + 1) && in_range(y, cy, cy + 1))
        {
            return true;
        }
        if bar.walls.iter().any(|&(x0, y0, x1, y1)| {
            in_range(x, x0.min(x1), x0.max(x1)) && in_range(y, y0.min(y1), y0.max(y1))
        }) {
            return true;
        }
    }
    false
}

fn oracle_sees(b: &Board, bar: &Barriers, a: Coord, t: Coord) -> bool {
    if a == t {
        return true;
    }
    let corners = |k: Coord| {
        let (x, y) = (k.col as i64, k.row as i64);
        [(x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1)]
    };
    let _ = b;
    // A segment may start on a corner of its own square that touches a barrier when its first
    // stretch lies in that (closed) square: written here as "the point a thousandth of the way
    // along lies in the square" (boards here are far smaller than a thousand squares).
    let inside = |k: Coord, from: (i64, i64), to: (i64, i64)| {
        let n = 1000;
        let (x, y) = (from.0 * n + (to.0 - from.0), from.1 * n + (to.1 - from.1));
        let (cx, cy) = (k.col as i64 * n, k.row as i64 * n);
        cx <= x && x <= cx + n && cy <= y && y <= cy + n
    };
    corners(a).iter().any(|&p| {
        corners(t)
            .iter()
            .any(|&q| !oracle_blocked_ends(bar, p, q, inside(a, p, q), inside(t, q, p)))
    })
}

/// A small deterministic generator (tests own their randomness).
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

fn random_board(rng: &mut Lcg) -> Board {
    let w = 2 + rng.below(8) as u16;
    let h = 2 + rng.below(8) as u16;
    let mut b = Board::open(w, h);
    let n = (w * h) as u64;
    let blocks = rng.below(n / 4 + 1);
    for _ in 0..blocks {
        let at = Coord::new(rng.below(w as u64) as u16, rng.below(h as u64) as u16);
        let cell = if rng.below(4) == 0 {
            Cell::OffBoard
        } else {
            Cell::Blocking
        };
        b.set_cell(at, cell);
    }
    let edges = rng.below(n / 3 + 1);
    for _ in 0..edges {
        let at = Coord::new(rng.below(w as u64) as u16, rng.below(h as u64) as u16);
        let d = if rng.below(2) == 0 {
            Dir::East
        } else {
            Dir::South
        };
        let e = match rng.below(3) {
            0 => Edge::Wall,
            1 => Edge::Door { open: false },
            _ => Edge::Door { open: true },
        };
        b.set_drawn_edge(at, d, e);
    }
    b
}

#[test]
fn matches_the_oracle_on_random_boards() {
    let mut rng = Lcg(0x5eed_c0de);
    let mut seen = 0usize;
    let mut pairs = 0usize;
    for round in 0..60 {
        let b = random_board(&mut rng);
        let bar = barriers(&b);
        let t = Tabletop::new(geometry(), b.clone());
        let coords: Vec<Coord> = b.coords().collect();
        for &a in &coords {
            for &z in &coords {
                let want = oracle_sees(&b, &bar, a, z);
                let got = t.line_of_sight(a, z, None);
                assert_eq!(
                    got,
                    want,
                    "round {round}: {a}->{z} kernel {got}, oracle {want}\n{}",
                    b.render()
                );
                assert_eq!(got, t.line_of_sight(z, a, None), "{a}<->{z} not symmetric");
                pairs += 1;
                seen += got as usize;
            }
        }
        // The uncached entry point agrees on a sample of pairs.
        for _ in 0..20 {
            let a = coords[rng.below(coords.len() as u64) as usize];
            let z = coords[rng.below(coords.len() as u64) as usize];
            assert_eq!(corner_to_corner(&b, a, z), t.line_of_sight(a, z, None));
        }
        // Every corner-to-corner segment agrees with the oracle too.
        for _ in 0..200 {
            let p = (
                rng.below(b.width() as u64 + 1) as u16,
                rng.below(b.height() as u64 + 1) as u16,
            );
            let q = (
                rng.below(b.width() as u64 + 1) as u16,
                rng.below(b.height() as u64 + 1) as u16,
            );
            let want = !oracle_blocked(&bar, (p.0 as i64, p.1 as i64), (q.0 as i64, q.1 as i64));
            assert_eq!(
                corner_segment_clear(&b, p, q),
                want,
                "segment {p:?}->{q:?}\n{}",
                b.render()
            );
        }
    }
    // The random boards are neither all open nor all blind.
    assert!(seen > pairs / 4 && seen < pairs, "seen {seen} of {pairs}");
}

// ---------------------------------------------------------------------------------------------
// Hand examples.

#[test]
fn a_square_sees_itself_and_its_neighbours() {
    let b = board(4, 4, &["c3"]);
    for (from, to) in [
        ("b2", "b2"),
        ("b2", "c2"),
        ("b2", "b3"),
        ("b2", "a1"),
        ("c2", "d3"),
    ] {
        assert!(sees(&b, from, to), "{from} should see {to}");
    }
    // Adjacent squares touching only at a barrier's corner still share an edge of their own.
    assert!(sees(&b, "c2", "b3"));
    // A barrier square sees itself but nothing else.
    assert!(sees(&b, "c3", "c3"));
    assert!(!sees(&b, "c3", "b3"));
}

#[test]
fn squares_side_by_side_in_a_corridor_see_each_other() {
    // Row 2 is a corridor one square wide between two rows of barriers: every corner of b2 and
    // c2 touches a barrier, yet a line laid from b2's top-left to c2's bottom-right crosses only
    // the two squares (ATC 4.3.3.3: the lines are traced from the squares' own corners).
    let b = board(
        5,
        3,
        &["a1", "b1", "c1", "d1", "e1", "a3", "b3", "c3", "d3", "e3"],
    );
    assert!(sees(&b, "b2", "c2"));
    assert!(sees(&b, "b2", "e2"));
    assert!(sees(&b, "e2", "a2"));
    // A barrier in the corridor still cuts it.
    let b = board(
        5,
        3,
        &[
            "a1", "b1", "c1", "d1", "e1", "c2", "a3", "b3", "c3", "d3", "e3",
        ],
    );
    assert!(!sees(&b, "b2", "d2"));
}

#[test]
fn no_line_leaves_through_the_point_where_two_barriers_meet() {
    // a1 is closed in by b1 and a2, which meet at (1,1): the lines from a1's corner (1,1) head
    // out of a1, so that corner counts as a barrier for them.
    let b = board(4, 4, &["b1", "a2"]);
    assert!(!sees(&b, "a1", "b2"));
    assert!(!sees(&b, "a1", "c3"));
    assert!(!sees(&b, "a1", "d4"));
    // Beside a single barrier, a square's free corners still see diagonally past it.
    assert!(sees(&board(4, 4, &["b1"]), "a1", "c3"));
}

#[test]
fn a_barrier_square_between_two_squares_in_a_line_blocks() {
    let b = board(3, 3, &["b2"]);
    assert!(!sees(&b, "a2", "c2"));
    assert!(!sees(&b, "b1", "b3"));
    // The squares beside it see past it along the rim.
    assert!(sees(&b, "a1", "c1"));
    assert!(sees(&b, "a3", "c3"));
    // Without the barrier the line is open.
    assert!(sees(&board(3, 3, &[]), "a2", "c2"));
}

#[test]
fn a_line_through_a_barrier_vertex_is_blocked() {
    // Barrier b2 = [1,2]×[1,2]. The segment (0,0)→(3,3) touches only its two vertices.
    let b = board(4, 4, &["b2"]);
    assert!(!corner_segment_clear(&b, (0, 0), (3, 3)));
    assert!(
        !corner_segment_clear(&b, (0, 3), (3, 0)),
        "through (1,2) and (2,1)"
    );
    // A segment through exactly one vertex, (2,1): (0,2)→(4,0).
    assert!(!corner_segment_clear(&b, (0, 2), (4, 0)));
    // Starting at a barrier's vertex is touching it.
    assert!(!corner_segment_clear(&b, (2, 2), (4, 4)));
    // The same segments are clear when the barrier is elsewhere.
    let open = board(4, 4, &["a4"]);
    assert!(corner_segment_clear(&open, (0, 0), (3, 3)));
    assert!(corner_segment_clear(&open, (0, 2), (4, 0)));
    // Squares: two barriers meeting diagonally at (1,1) close the diagonal a1→b2…
    let b = board(2, 2, &["b1", "a2"]);
    assert!(!sees(&b, "a1", "b2"));
    // …while one of them leaves the other side open.
    assert!(sees(&board(2, 2, &["b1"]), "a1", "b2"));
}

#[test]
fn a_line_grazing_a_barrier_edge_is_blocked() {
    // Barrier c1 = [2,3]×[0,1]; the segment along y = 1 runs along its bottom edge.
    let b = board(6, 3, &["c1"]);
    assert!(!corner_segment_clear(&b, (0, 1), (6, 1)));
    // Along y = 2 it touches nothing; along the rim y = 0 it touches the barrier's top edge.
    assert!(corner_segment_clear(&b, (0, 2), (6, 2)));
    assert!(!corner_segment_clear(&b, (0, 0), (6, 0)));
    // A long shallow line that brushes the bottom-right vertex (3,1) of c1.
    assert!(!corner_segment_clear(&b, (0, 2), (6, 0)));
    // The rim itself is no barrier: a line along it past open squares is clear.
    assert!(corner_segment_clear(&board(6, 3, &["c2"]), (0, 0), (6, 0)));
}

#[test]
fn the_rim_does_not_block_but_gaps_do() {
    let mut b = board(5, 2, &["c2"]);
    // Row 1 is open: a1 sees e1, even along the rim. Every line from a2 to e2 stays in the band
    // y ∈ [1, 2] and so touches the barrier c2.
    assert!(sees(&b, "a1", "e1"));
    assert!(corner_segment_clear(&b, (0, 0), (5, 0)));
    assert!(!sees(&b, "a2", "e2"));
    b.set_cell(c("c1"), Cell::OffBoard);
    assert!(!sees(&b, "a1", "e1"), "a gap inside the grid is a barrier");
    assert!(!sees(&b, "a2", "e2"));
}

#[test]
fn walls_and_closed_doors_block_open_doors_do_not() {
    // A wall on the edge between b1 and b2 (y = 1, x ∈ [1,2]).
    let mut b = board(3, 2, &[]);
    b.set_drawn_edge(c("b1"), Dir::South, Edge::Wall);
    assert!(
        !corner_segment_clear(&b, (1, 0), (1, 2)),
        "touches the wall's end"
    );
    assert!(
        !corner_segment_clear(&b, (0, 1), (3, 1)),
        "runs along the wall"
    );
    assert!(corner_segment_clear(&b, (0, 0), (3, 0)));
    // Every line from b1 to b2 crosses the wall or touches one of its ends.
    assert!(!sees(&b, "b1", "b2"));
    // a1 sees c2 past it: (0,1)→(2,2) stays below the wall and its end (1,1).
    assert!(sees(&b, "a1", "c2"));
    b.set_drawn_edge(c("b1"), Dir::South, Edge::Door { open: false });
    assert!(!corner_segment_clear(&b, (0, 1), (3, 1)));
    b.set_drawn_edge(c("b1"), Dir::South, Edge::Door { open: true });
    assert!(corner_segment_clear(&b, (0, 1), (3, 1)));
}

#[test]
fn figures_never_block() {
    let b = board(3, 1, &[]);
    let mut t = Tabletop::new(geometry(), b);
    for (id, side, at) in [("x", "one", "a1"), ("y", "two", "b1"), ("z", "two", "b1")] {
        t.add_figure(Figure {
            id: id.into(),
            side: side.into(),
            at: c(at),
            card: None,
            movement: None,
        })
        .unwrap();
    }
    // b1 is full of x's enemies, yet x sees through it.
    assert!(t.line_of_sight(c("a1"), c("c1"), Some(0)));
}

#[test]
fn blocking_a_space_refreshes_sight() {
    let mut t = Tabletop::new(geometry(), board(3, 1, &[]));
    assert!(t.line_of_sight(c("a1"), c("c1"), None));
    t.set_blocking(c("b1"), true).unwrap();
    assert!(!t.line_of_sight(c("a1"), c("c1"), None));
    assert!(!t.line_of_sight(c("c1"), c("a1"), None));
    // A clone made before a change keeps its own answers.
    let before = t.clone();
    t.set_blocking(c("b1"), false).unwrap();
    assert_eq!(t.board().cell(c("b1")), Cell::Space { marker: None });
    assert!(t.line_of_sight(c("a1"), c("c1"), None));
    assert!(!before.line_of_sight(c("a1"), c("c1"), None));
}

#[test]
fn set_blocking_refuses_occupied_spaces_and_gaps() {
    let mut b = board(3, 1, &[]);
    b.set_cell(c("c1"), Cell::OffBoard);
    let mut t = Tabletop::new(geometry(), b);
    t.add_figure(Figure {
        id: "x".into(),
        side: "one".into(),
        at: c("a1"),
        card: None,
        movement: None,
    })
    .unwrap();
    let err = t.set_blocking(c("a1"), true).unwrap_err().to_string();
    assert!(err.contains("a1") && err.contains('x'), "{err}");
    assert_eq!(t.board().cell(c("a1")), Cell::Space { marker: None });
    assert!(t.set_blocking(c("c1"), true).is_err());
    assert!(t.set_blocking(c("c1"), false).is_err());
    assert!(t.set_blocking(c("d1"), true).is_err());
    // Blocking twice is no change.
    assert!(t.set_blocking(c("b1"), true).unwrap());
    assert!(!t.set_blocking(c("b1"), true).unwrap());
    // A blocked space is not Close and not enterable.
    assert!(!t.is_close(c("a1"), c("b1")));
}

#[test]
fn door_flips_refresh_sight() {
    let mut b = board(2, 1, &[]);
    b.set_drawn_edge(c("a1"), Dir::East, Edge::Door { open: false });
    let mut t = Tabletop::new(geometry(), b);
    // A closed door on x = 1: every corner pair touches it except along... none — a1's right
    // corners are the door's ends.
    assert!(!t.line_of_sight(c("a1"), c("b1"), None));
    t.flip_door(c("a1"), c("b1")).unwrap();
    assert!(t.line_of_sight(c("a1"), c("b1"), None));
}

#[test]
fn a_ruleset_chooses_the_corner_rule_by_name() {
    let text = |los: &str| {
        format!(
            "name: squares\ngeometry: {{adjacency: 8, capacity: 1, line_of_sight: {los}}}\nsides: [a, b]\n"
        )
    };
    let r = skirmish_core::Ruleset::parse(&text("corner-to-corner"), "r.yaml").unwrap();
    assert_eq!(r.geometry.sight, SightLine::CornerToCorner);
    let err = skirmish_core::Ruleset::parse(&text("corners"), "r.yaml")
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("corner-to-corner") && err.contains("centre-to-centre"),
        "{err}"
    );
}

#[test]
fn a_barrier_square_that_is_a_target_is_seen_unless_another_barrier_hides_it() {
    // ATC 6.1.2 (locked doors are destroyed by Basic Attacks) with 4.3.3.3 (a target needs
    // vision): the door's own tile must not hide it, any other barrier still does.
    let b = board(8, 8, &["b2", "c2"]); // b2 a wall square, c2 a closed door tile
    let t = Tabletop::new(geometry(), b.clone());
    assert!(
        !t.line_of_sight(c("c5"), c("c2"), None),
        "plain sight counts the door's own tile as a barrier"
    );
    assert!(
        t.sees_barrier_square(c("c5"), c("c2")),
        "straight up an open column"
    );
    assert!(t.sees_barrier_square(c("d2"), c("c2")), "side by side");
    assert!(
        !t.sees_barrier_square(c("a2"), c("c2")),
        "the wall square b2 cuts every line from a2"
    );
    // An open square: the same answer as line_of_sight.
    for (from, to) in [("a1", "h8"), ("a2", "d2"), ("a3", "a1")] {
        assert_eq!(
            t.sees_barrier_square(c(from), c(to)),
            t.line_of_sight(c(from), c(to), None),
            "{from}->{to}"
        );
    }
}
