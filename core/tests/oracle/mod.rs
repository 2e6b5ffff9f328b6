//! An independent reference implementation of the geometric rules, written straight from
//! `spec/arcadia-rules-clarified.md` (AQ-CLOSE, AQ-FREE/FULL/BLOCKED, AQ-LOS, AQ-MOVE) and
//! `spec/board-format.md`, to check the kernel against.
//!
//! It deliberately shares no algorithm with the kernel: it reads the [`Board`] only for cells and
//! edges *as drawn* and derives the rules' edges itself; line of sight lists every crossing of the
//! segment with the grid as an exact rational parameter instead of walking the grid; reach is a
//! breadth-first search over the real state space (position and doors flipped) instead of a
//! shortest-path search with door costs. It favours being obviously right over being fast.

#![allow(dead_code)]

use std::cmp::Ordering;
use std::collections::{BTreeMap, BTreeSet, HashSet, VecDeque};

use skirmish_core::{Board, Cell, Coord, Dir, Edge, Figure};

/// Everything the rules look at: the board, the portals (colour → spaces, duplicates allowed)
/// and the figures with the capacity of a space.
pub struct World<'a> {
    pub board: &'a Board,
    pub portals: &'a BTreeMap<String, Vec<Coord>>,
    pub figures: &'a [Figure],
    pub capacity: usize,
}

// ---------------------------------------------------------------------------------------------
// Cells and edges (board-format.md)

fn in_grid(board: &Board, c: Coord) -> bool {
    c.col < board.width() && c.row < board.height()
}

fn cell(board: &Board, c: Coord) -> Cell {
    if in_grid(board, c) {
        board.cell(c)
    } else {
        Cell::OffBoard
    }
}

fn is_space(board: &Board, c: Coord) -> bool {
    matches!(cell(board, c), Cell::Space { .. })
}

/// The cell next to `c` in direction `d`, if it is inside the grid.
pub fn neighbour(board: &Board, c: Coord, d: Dir) -> Option<Coord> {
    let (col, row) = (c.col as i64, c.row as i64);
    let (col, row) = match d {
        Dir::North => (col, row - 1),
        Dir::South => (col, row + 1),
        Dir::West => (col - 1, row),
        Dir::East => (col + 1, row),
    };
    if col < 0 || row < 0 || col >= board.width() as i64 || row >= board.height() as i64 {
        None
    } else {
        Some(Coord::new(col as u16, row as u16))
    }
}

/// The direction from `a` to `b` when they share an edge.
pub fn direction(a: Coord, b: Coord) -> Option<Dir> {
    let dc = b.col as i64 - a.col as i64;
    let dr = b.row as i64 - a.row as i64;
    match (dc, dr) {
        (1, 0) => Some(Dir::East),
        (-1, 0) => Some(Dir::West),
        (0, 1) => Some(Dir::South),
        (0, -1) => Some(Dir::North),
        _ => None,
    }
}

/// board-format.md: "Edges on the outside of the grid, and every edge that touches a cell that is
/// not part of the board, are walls whatever character is drawn there." Re-derived from
/// `drawn_edge`, not taken from the kernel's `Board::edge`.
pub fn effective_edge(board: &Board, c: Coord, d: Dir) -> Edge {
    if !in_grid(board, c) {
        return Edge::Wall;
    }
    let Some(n) = neighbour(board, c, d) else {
        return Edge::Wall;
    };
    if cell(board, c) == Cell::OffBoard || cell(board, n) == Cell::OffBoard {
        return Edge::Wall;
    }
    board.drawn_edge(c, d)
}

/// The edge between two cells sharing a side.
pub fn edge_between(board: &Board, a: Coord, b: Coord) -> Edge {
    let d = direction(a, b).expect("edge_between needs orthogonal neighbours");
    effective_edge(board, a, d)
}

/// Walls and closed doors stop movement, Close and sight; open edges and open doors do not.
fn edge_lets_through(e: Edge) -> bool {
    match e {
        Edge::Open => true,
        Edge::Door { open } => open,
        Edge::Wall => false,
    }
}

// ---------------------------------------------------------------------------------------------
// AQ-SPACE, AQ-FREE/FULL/BLOCKED

/// Figures standing on `c`, other than `except`.
fn others_on(figures: &[Figure], c: Coord, except: Option<usize>) -> Vec<usize> {
    (0..figures.len())
        .filter(|&i| Some(i) != except && figures[i].at == c)
        .collect()
}

/// AQ-FREE/FULL/BLOCKED: a space with 2 figures that are both enemies of the active figure F is
/// Blocked. Figures on different sides are enemies. Without an active figure nothing is Blocked.
pub fn blocked(world: &World, c: Coord, active: Option<usize>) -> bool {
    let Some(f) = active else {
        return false;
    };
    let others = others_on(world.figures, c, Some(f));
    others.len() >= world.capacity
        && others
            .iter()
            .all(|&o| world.figures[o].side != world.figures[f].side)
}

/// AQ-FREE/FULL/BLOCKED read literally, counting every figure on the space: "a space with 0–1
/// figures is Free; with 2 figures it is Full; with 2 figures that are both enemies of F it is
/// Blocked". (On F's own space this counts F too; see the note in `properties.rs`.)
pub fn crowding(world: &World, c: Coord, active: Option<usize>) -> &'static str {
    let here = others_on(world.figures, c, None);
    if here.len() < world.capacity {
        return "Free";
    }
    match active {
        Some(f)
            if here
                .iter()
                .all(|&o| world.figures[o].side != world.figures[f].side) =>
        {
            "Blocked"
        }
        _ => "Full",
    }
}

// ---------------------------------------------------------------------------------------------
// AQ-CLOSE

/// "space B is Close to space A when B = A, or B shares an edge with A and that edge is open or an
/// open door. Diagonal spaces are never Close. A blocking space or a space off the board is never
/// Close to anything."
pub fn close(board: &Board, a: Coord, b: Coord) -> bool {
    if !is_space(board, a) || !is_space(board, b) {
        return false;
    }
    if a == b {
        return true;
    }
    match direction(a, b) {
        Some(_) => edge_lets_through(edge_between(board, a, b)),
        None => false,
    }
}

// ---------------------------------------------------------------------------------------------
// AQ-LOS

/// An exact rational `num / den` with `den > 0`, compared by cross-multiplication.
#[derive(Clone, Copy, Debug)]
pub struct Rat {
    pub num: i64,
    pub den: i64,
}

impl Rat {
    pub fn new(num: i64, den: i64) -> Rat {
        assert!(den != 0);
        if den < 0 {
            Rat {
                num: -num,
                den: -den,
            }
        } else {
            Rat { num, den }
        }
    }

    pub fn compare(self, other: Rat) -> Ordering {
        (self.num * other.den).cmp(&(other.num * self.den))
    }

    pub fn midpoint(self, other: Rat) -> Rat {
        Rat::new(
            self.num * other.den + other.num * self.den,
            2 * self.den * other.den,
        )
    }
}

/// Where the segment meets the grid at one parameter value: a vertical line `x = k`, a horizontal
/// line `y = m`, or both (a grid vertex).
#[derive(Clone, Copy, Debug)]
struct Meeting {
    t: Rat,
    vertical: Option<i64>,
    horizontal: Option<i64>,
}

/// The segment from A's centre to B's centre, in doubled coordinates so that centres are odd
/// integers and grid lines are even: the point at parameter t is (x0 + t·dx, y0 + t·dy).
struct Segment {
    x0: i64,
    y0: i64,
    dx: i64,
    dy: i64,
}

impl Segment {
    fn new(a: Coord, b: Coord) -> Segment {
        let (x0, y0) = (2 * a.col as i64 + 1, 2 * a.row as i64 + 1);
        let (x1, y1) = (2 * b.col as i64 + 1, 2 * b.row as i64 + 1);
        Segment {
            x0,
            y0,
            dx: x1 - x0,
            dy: y1 - y0,
        }
    }

    /// Every t in (0, 1) where the segment meets a grid line, sorted, equal values merged.
    fn meetings(&self) -> Vec<Meeting> {
        let mut raw: Vec<(Rat, bool, i64)> = Vec::new();
        // Vertical grid line x = k is the doubled coordinate 2k; it is met strictly inside the
        // segment when 2k lies strictly between x0 and x0 + dx.
        let (lo, hi) = (
            self.x0.min(self.x0 + self.dx),
            self.x0.max(self.x0 + self.dx),
        );
        for k in 0..=(hi / 2 + 1) {
            if lo < 2 * k && 2 * k < hi {
                raw.push((Rat::new(2 * k - self.x0, self.dx), true, k));
            }
        }
        let (lo, hi) = (
            self.y0.min(self.y0 + self.dy),
            self.y0.max(self.y0 + self.dy),
        );
        for m in 0..=(hi / 2 + 1) {
            if lo < 2 * m && 2 * m < hi {
                raw.push((Rat::new(2 * m - self.y0, self.dy), false, m));
            }
        }
        raw.sort_by(|p, q| p.0.compare(q.0));
        let mut out: Vec<Meeting> = Vec::new();
        for (t, vertical, line) in raw {
            assert!(t.compare(Rat::new(0, 1)) == Ordering::Greater);
            assert!(t.compare(Rat::new(1, 1)) == Ordering::Less);
            let same = out
                .last()
                .is_some_and(|m| m.t.compare(t) == Ordering::Equal);
            if !same {
                out.push(Meeting {
                    t,
                    vertical: None,
                    horizontal: None,
                });
            }
            let m = out.last_mut().expect("just pushed");
            let slot = if vertical {
                &mut m.vertical
            } else {
                &mut m.horizontal
            };
            assert!(slot.is_none(), "two lines of one direction at one t");
            *slot = Some(line);
        }
        out
    }

    /// Doubled x and y at parameter t, as rationals over t's denominator.
    fn point(&self, t: Rat) -> (i64, i64, i64) {
        (
            self.x0 * t.den + t.num * self.dx,
            self.y0 * t.den + t.num * self.dy,
            t.den,
        )
    }

    /// The cell whose interior holds the point at t (t must not be on a grid line).
    fn cell_at(&self, t: Rat) -> Coord {
        let (x, y, den) = self.point(t);
        assert!(
            x % (2 * den) != 0 && y % (2 * den) != 0,
            "point on a grid line"
        );
        let col = x.div_euclid(2 * den);
        let row = y.div_euclid(2 * den);
        Coord::new(col as u16, row as u16)
    }
}

/// Whether a space counts as a blocking element for rule 1 and rule 3: "blocking spaces (###),
/// spaces not on the board, and Blocked spaces (two enemies of F). The spaces A and B themselves
/// never block."
fn space_blocks(world: &World, c: Coord, a: Coord, b: Coord, active: Option<usize>) -> bool {
    if c == a || c == b {
        return false;
    }
    !is_space(world.board, c) || blocked(world, c, active)
}

/// AQ-LOS, rules 1-4, applied literally to every place the segment meets the grid.
pub fn line_of_sight(world: &World, a: Coord, b: Coord, active: Option<usize>) -> bool {
    los_explained(world, a, b, active).is_ok()
}

/// What the segment met on its way when there is LOS.
#[derive(Clone, Copy, Debug, Default)]
pub struct Clear {
    /// Grid vertices passed exactly.
    pub vertices: usize,
    /// Vertices where exactly one side was blocking (the line skimmed a corner).
    pub skims: usize,
    /// Open doors crossed away from a vertex.
    pub open_doors: usize,
}

/// As [`line_of_sight`]: `Ok` with what was met when there is LOS, else the rule that denies it
/// (for failure messages and coverage counts).
pub fn los_explained(
    world: &World,
    a: Coord,
    b: Coord,
    active: Option<usize>,
) -> Result<Clear, String> {
    let mut clear = Clear::default();
    if a == b {
        return Ok(clear);
    }
    let board = world.board;
    let seg = Segment::new(a, b);
    let meetings = seg.meetings();

    // The cells whose interiors the segment passes through: one per interval between
    // consecutive meetings (and before the first, after the last), found at its midpoint.
    let mut bounds = vec![Rat::new(0, 1)];
    bounds.extend(meetings.iter().map(|m| m.t));
    bounds.push(Rat::new(1, 1));
    let pieces: Vec<Coord> = bounds
        .windows(2)
        .map(|w| seg.cell_at(w[0].midpoint(w[1])))
        .collect();
    assert_eq!(pieces.first(), Some(&a));
    assert_eq!(pieces.last(), Some(&b));

    // Rule 1: the interior of a blocking, off-board or Blocked space other than A and B.
    for &c in &pieces {
        if space_blocks(world, c, a, b, active) {
            let what = match cell(board, c) {
                Cell::Space { .. } => "a Blocked space",
                Cell::Blocking => "a blocking space",
                Cell::OffBoard => "a space off the board",
            };
            return Err(format!(
                "rule 1: passes through the interior of {c}, {what}"
            ));
        }
    }

    for (i, m) in meetings.iter().enumerate() {
        let (before, after) = (pieces[i], pieces[i + 1]);
        let (x, y, den) = seg.point(m.t);
        match (m.vertical, m.horizontal) {
            // Rule 2: a wall or closed door crossed at a point that is not a grid vertex.
            (Some(k), None) => {
                let row = y.div_euclid(2 * den);
                let left = Coord::new((k - 1) as u16, row as u16);
                let right = Coord::new(k as u16, row as u16);
                assert!(
                    (before, after) == (left, right) || (before, after) == (right, left),
                    "crossing of x={k} between {before} and {after}"
                );
                let e = edge_between(board, left, right);
                if !edge_lets_through(e) {
                    return Err(format!("rule 2: crosses the edge {left}|{right}"));
                }
                clear.open_doors += usize::from(e == Edge::Door { open: true });
            }
            (None, Some(mline)) => {
                let col = x.div_euclid(2 * den);
                let top = Coord::new(col as u16, (mline - 1) as u16);
                let bottom = Coord::new(col as u16, mline as u16);
                assert!(
                    (before, after) == (top, bottom) || (before, after) == (bottom, top),
                    "crossing of y={mline} between {before} and {after}"
                );
                let e = edge_between(board, top, bottom);
                if !edge_lets_through(e) {
                    return Err(format!("rule 2: crosses the edge {top}/{bottom}"));
                }
                clear.open_doors += usize::from(e == Edge::Door { open: true });
            }
            // Rule 3: exactly through the vertex (k, mline). The line goes through `before` and
            // `after` (diagonal to each other); each of the two other spaces is a side, holding
            // the two half-edges that bound it at this vertex.
            (Some(k), Some(mline)) => {
                let around = [
                    Coord::new((k - 1) as u16, (mline - 1) as u16),
                    Coord::new(k as u16, (mline - 1) as u16),
                    Coord::new((k - 1) as u16, mline as u16),
                    Coord::new(k as u16, mline as u16),
                ];
                assert!(around.contains(&before) && around.contains(&after));
                assert!(
                    before.col != after.col && before.row != after.row,
                    "through a vertex, the line must go diagonally"
                );
                let sides: Vec<Coord> = around
                    .iter()
                    .copied()
                    .filter(|&c| c != before && c != after)
                    .collect();
                assert_eq!(sides.len(), 2);
                let mut why = Vec::new();
                for &s in &sides {
                    let other_col = if s.col as i64 == k { k - 1 } else { k };
                    let other_row = if s.row as i64 == mline {
                        mline - 1
                    } else {
                        mline
                    };
                    let across_col = Coord::new(other_col as u16, s.row);
                    let across_row = Coord::new(s.col, other_row as u16);
                    if space_blocks(world, s, a, b, active) {
                        why.push(format!("space {s}"));
                    } else if !edge_lets_through(edge_between(board, s, across_col)) {
                        why.push(format!("half-edge {s}|{across_col}"));
                    } else if !edge_lets_through(edge_between(board, s, across_row)) {
                        why.push(format!("half-edge {s}|{across_row}"));
                    }
                }
                if why.len() == 2 {
                    return Err(format!(
                        "rule 3: both sides of vertex ({k},{mline}) block: {}",
                        why.join(", ")
                    ));
                }
                clear.vertices += 1;
                clear.skims += why.len();
            }
            (None, None) => unreachable!("a meeting meets some line"),
        }
    }
    // Rule 4.
    Ok(clear)
}

// ---------------------------------------------------------------------------------------------
// AQ-MOVE

/// A door as the rules see it, named by the cell west/north of it and whether it is vertical.
type DoorKey = (u16, u16, bool);

fn door_key(a: Coord, b: Coord) -> DoorKey {
    let (p, q) = if (a.row, a.col) < (b.row, b.col) {
        (a, b)
    } else {
        (b, a)
    };
    let vertical = p.row == q.row;
    (p.col, p.row, vertical)
}

/// Every space where figure `mover` may end a movement of `mp` points, not its start, sorted by
/// row then column. Breadth-first search over (position, doors the mover has flipped): each step
/// to a Close space that is not Blocked, each portal jump (not into a Blocked space) and each
/// flip of a door on an edge of the mover's space costs 1 point.
pub fn reach(world: &World, mover: usize, mp: u32) -> Vec<Coord> {
    let board = world.board;
    let start = world.figures[mover].at;
    type State = (Coord, BTreeSet<DoorKey>);
    // Whether the edge between two neighbours lets the mover through, with its flips.
    let passable = |a: Coord, b: Coord, flipped: &BTreeSet<DoorKey>| -> bool {
        match edge_between(board, a, b) {
            Edge::Open => true,
            Edge::Wall => false,
            Edge::Door { open } => open != flipped.contains(&door_key(a, b)),
        }
    };
    let enterable = |c: Coord| is_space(board, c) && !blocked(world, c, Some(mover));
    let mut seen: HashSet<State> = HashSet::new();
    let mut at_cost: BTreeMap<Coord, u32> = BTreeMap::new();
    let mut queue: VecDeque<(State, u32)> = VecDeque::new();
    let first: State = (start, BTreeSet::new());
    seen.insert(first.clone());
    queue.push_back((first, 0));
    while let Some(((p, flipped), cost)) = queue.pop_front() {
        at_cost.entry(p).or_insert(cost);
        if cost >= mp {
            continue;
        }
        let mut next: Vec<State> = Vec::new();
        for d in [Dir::North, Dir::South, Dir::West, Dir::East] {
            let Some(n) = neighbour(board, p, d) else {
                continue;
            };
            // A step: to a Close space (not the same space) that is not Blocked. Close under
            // the current door states: the space is a space and the edge lets through.
            if enterable(n) && passable(p, n, &flipped) {
                next.push((n, flipped.clone()));
            }
            // A flip of a door on an edge of the mover's space.
            if let Edge::Door { .. } = edge_between(board, p, n) {
                let mut f = flipped.clone();
                let key = door_key(p, n);
                if !f.remove(&key) {
                    f.insert(key);
                }
                next.push((p, f));
            }
        }
        // Portals: to any other space with a portal of the same colour.
        for spaces in world.portals.values() {
            if spaces.contains(&p) {
                for &q in spaces {
                    if q != p && enterable(q) {
                        next.push((q, flipped.clone()));
                    }
                }
            }
        }
        for s in next {
            if seen.insert(s.clone()) {
                queue.push_back((s, cost + 1));
            }
        }
    }
    let mut out: Vec<Coord> = at_cost
        .keys()
        .copied()
        .filter(|&c| c != start && others_on(world.figures, c, Some(mover)).len() < world.capacity)
        .collect();
    out.sort_by_key(|c| (c.row, c.col));
    out
}
