//! Movement costs (the movement rule). Each step, portal jump or door flip costs one point;
//! Blocked spaces cannot be entered; Full spaces can be passed. Opening a closed door only ever
//! matters to cross it, so a closed door is an edge of cost 2 (flip, then step): any sequence
//! that flips doors and wanders costs at least as much as the loop-free path it contains, with
//! each closed door on that path paid once. Closing doors never shortens a path.

use crate::board::{Cell, Dir, Edge};
use crate::coord::Coord;
use crate::geometry::Adjacency;
use crate::tabletop::{FigureIdx, Tabletop};

/// Cheapest cost to stand on each board space (row-major), `u32::MAX` if not within `limit`.
pub fn costs(t: &Tabletop, mover: FigureIdx, limit: u32) -> Vec<u32> {
    costs_from(t, mover, t.figure(mover).at, limit)
}

/// Like [`costs`], as if the mover stood on `start`.
pub fn costs_from(t: &Tabletop, mover: FigureIdx, start: Coord, limit: u32) -> Vec<u32> {
    costs_from_any(t, mover, &[start], limit)
}

/// Like [`costs_from`] from the nearest of `starts`: per space, the least of the costs from
/// each (one search with every start at cost 0, not one search per start).
pub fn costs_from_any(t: &Tabletop, mover: FigureIdx, starts: &[Coord], limit: u32) -> Vec<u32> {
    search(t, mover, starts, limit, None)
}

/// Like [`costs_from_any`], but only the spaces of `wanted` are sure to be right: the search
/// stops as soon as each of them is settled (a cheapest cost popped is final), so a bot asking
/// how far a goal is from where a hero stands pays for the spaces nearer than that, not for the
/// whole board. Other spaces hold a cost or `u32::MAX`, and mean nothing.
pub fn costs_to(
    t: &Tabletop,
    mover: FigureIdx,
    starts: &[Coord],
    limit: u32,
    wanted: &[Coord],
) -> Vec<u32> {
    search(t, mover, starts, limit, Some(wanted))
}

fn search(
    t: &Tabletop,
    mover: FigureIdx,
    starts: &[Coord],
    limit: u32,
    wanted: Option<&[Coord]>,
) -> Vec<u32> {
    let board = t.board();
    let mut cost = vec![u32::MAX; board.len()];
    // The wanted spaces not settled yet (a repeated one counts once).
    let mut unsettled = Vec::new();
    let mut left = 0usize;
    if let Some(list) = wanted {
        unsettled = vec![false; board.len()];
        for &c in list {
            let i = board.index(c);
            left += usize::from(!unsettled[i]);
            unsettled[i] = true;
        }
        if left == 0 {
            return cost;
        }
    }
    // Dijkstra with Dial's buckets rather than a binary heap: a step costs 1 to 3 points (a
    // diagonal past two closed doors), so every cost waiting to be settled lies within 3 of
    // the one being settled, and four buckets by cost modulo 4 order them. Which of two spaces
    // of one cost is settled first changes no cost (nor which wanted spaces are settled).
    let mut buckets: [Vec<usize>; 4] = Default::default();
    let mut waiting = 0usize;
    for &start in starts {
        let start_i = board.index(start);
        if cost[start_i] != 0 {
            cost[start_i] = 0;
            buckets[0].push(start_i);
            waiting += 1;
        }
    }
    // Whether a space may be entered, worked out once a search (0: not yet asked): the table
    // does not change while it runs, and a space is offered once from each neighbour.
    let mut enterable = vec![0u8; board.len()];
    let portals: Vec<&Vec<Coord>> = t.portals().values().collect();
    let eight = t.geometry().adjacency == Adjacency::Eight;
    let mut c = 0u32;
    'settle: while waiting > 0 {
        let slot = (c % 4) as usize;
        while let Some(ui) = buckets[slot].pop() {
            waiting -= 1;
            // A space whose cost fell after it was queued was settled at the lower cost.
            if c > cost[ui] {
                continue;
            }
            if wanted.is_some() && unsettled[ui] {
                unsettled[ui] = false;
                left -= 1;
                if left == 0 {
                    break 'settle;
                }
            }
            let u = board.coord_of(ui);
            let mut relax = |v: Coord, step: u32, buckets: &mut [Vec<usize>; 4]| {
                debug_assert!((1..=3).contains(&step));
                let nc = c + step;
                if nc > limit {
                    return;
                }
                let vi = board.index(v);
                let known = &mut enterable[vi];
                if *known == 0 {
                    *known = if t.enterable(v, mover) { 1 } else { 2 };
                }
                if *known == 2 {
                    return;
                }
                if nc < cost[vi] {
                    cost[vi] = nc;
                    buckets[(nc % 4) as usize].push(vi);
                    waiting += 1;
                }
            };
            // The edge as drawn is the rules' edge ([`Board::edge`]) wherever both cells are on
            // the board; where `v` is not, it cannot be entered anyway.
            let u_on = board.cell(u) != Cell::OffBoard;
            for d in Dir::ALL {
                let Some(v) = board.step(u, d) else { continue };
                if !u_on {
                    continue;
                }
                match board.drawn_edge(u, d) {
                    Edge::Open | Edge::Door { open: true } => relax(v, 1, &mut buckets),
                    Edge::Door { open: false } => relax(v, 2, &mut buckets),
                    Edge::Wall => {}
                }
            }
            if eight {
                for (dc, dr) in [(-1i32, -1i32), (1, -1), (-1, 1), (1, 1)] {
                    let (x, y) = (u.col as i32 + dc, u.row as i32 + dr);
                    if x < 0 || y < 0 {
                        continue;
                    }
                    let v = Coord::new(x as u16, y as u16);
                    if let Some(step) = diagonal_cost(t, u, v) {
                        relax(v, step, &mut buckets);
                    }
                }
            }
            if let Some(g) = board.graph() {
                for &(n, _) in &g.space(ui).links {
                    relax(board.coord_of(n), 1, &mut buckets);
                }
            }
            for spaces in &portals {
                if spaces.contains(&u) {
                    for &p in spaces.iter().filter(|&&p| p != u) {
                        relax(p, 1, &mut buckets);
                    }
                }
            }
        }
        c += 1;
    }
    cost
}

/// The points a diagonal step from `u` to `v` costs under eight-way adjacency: 1, plus 1 for
/// each closed door on `u`'s own two corner edges that must be flipped first (a mover flips
/// only doors of the space it stands on, so the far corner edges must already be open). None
/// when the corner is cut by a wall, a far closed door, or a space that is not on the board.
fn diagonal_cost(t: &Tabletop, u: Coord, v: Coord) -> Option<u32> {
    let board = t.board();
    if !board.contains(v) || !board.cell(u).is_space() || !board.cell(v).is_space() {
        return None;
    }
    let dx = if v.col > u.col { Dir::East } else { Dir::West };
    let dy = if v.row > u.row {
        Dir::South
    } else {
        Dir::North
    };
    let h = Coord::new(v.col, u.row);
    let w = Coord::new(u.col, v.row);
    if !board.cell(h).is_space()
        || !board.cell(w).is_space()
        || !board.edge(h, dy).is_passable()
        || !board.edge(w, dx).is_passable()
    {
        return None;
    }
    let mut cost = 1;
    for d in [dx, dy] {
        match board.edge(u, d) {
            Edge::Open | Edge::Door { open: true } => {}
            Edge::Door { open: false } => cost += 1,
            Edge::Wall => return None,
        }
    }
    Some(cost)
}

/// What one movement point buys.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepKind {
    /// Move to a Close space.
    Step,
    /// Jump to another space with a portal of the same colour.
    Portal,
    /// Flip the door between the figure's space and `door`; the figure stays.
    Door,
    /// Travel along a path of a graph board to a linked space.
    Travel,
}

impl StepKind {
    pub fn name(self) -> &'static str {
        match self {
            StepKind::Step => "step",
            StepKind::Portal => "portal",
            StepKind::Door => "door",
            StepKind::Travel => "travel",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    pub kind: StepKind,
    /// Where the figure stands after the step.
    pub to: Coord,
    /// For a door flip, the space on the other side of the door.
    pub door: Option<Coord>,
}

/// Whether the mover, standing on `at` with `left` points, can end its movement legally (on a
/// space where it is one of at most `capacity` figures).
fn can_end(t: &Tabletop, mover: FigureIdx, at: Coord, left: u32) -> bool {
    let free = |c: Coord| {
        t.occupants_at(c).iter().filter(|&&o| o != mover).count() < t.geometry().capacity
    };
    if free(at) {
        return true;
    }
    let costs = costs_from(t, mover, at, left);
    costs
        .iter()
        .enumerate()
        .any(|(i, &c)| c <= left && free(t.board().coord_of(i)))
}

/// The movement rule, one point at a time: every single step, portal jump or door flip figure
/// `mover` may take with `mp` points left, keeping a legal place to end. Guard reactions are the
/// rules' business, not geometry's.
pub fn legal_steps(t: &Tabletop, mover: FigureIdx, mp: u32) -> Vec<Step> {
    let mut out = Vec::new();
    if mp == 0 || !t.is_on_board(mover) {
        return out;
    }
    let board = t.board();
    let at = t.figure(mover).at;
    let left = mp - 1;
    for d in Dir::ALL {
        let Some(v) = board.step(at, d) else { continue };
        match board.edge(at, d) {
            Edge::Open | Edge::Door { open: true } => {
                if t.enterable(v, mover) && can_end(t, mover, v, left) {
                    out.push(Step {
                        kind: StepKind::Step,
                        to: v,
                        door: None,
                    });
                }
            }
            Edge::Wall => continue,
            Edge::Door { open: false } => {}
        }
        if let Edge::Door { .. } = board.edge(at, d) {
            let mut flipped = t.clone();
            if flipped.flip_door(at, v).is_ok() && can_end(&flipped, mover, at, left) {
                out.push(Step {
                    kind: StepKind::Door,
                    to: at,
                    door: Some(v),
                });
            }
        }
    }
    if let Some(g) = board.graph() {
        for &(n, _) in &g.space(board.index(at)).links {
            let v = board.coord_of(n);
            if t.enterable(v, mover) && can_end(t, mover, v, left) {
                out.push(Step {
                    kind: StepKind::Travel,
                    to: v,
                    door: None,
                });
            }
        }
    }
    if t.geometry().adjacency == Adjacency::Eight {
        for (dc, dr) in [(-1i32, -1i32), (1, -1), (-1, 1), (1, 1)] {
            let (x, y) = (at.col as i32 + dc, at.row as i32 + dr);
            if x < 0 || y < 0 {
                continue;
            }
            let v = Coord::new(x as u16, y as u16);
            if board.contains(v)
                && t.is_close(at, v)
                && t.enterable(v, mover)
                && can_end(t, mover, v, left)
            {
                out.push(Step {
                    kind: StepKind::Step,
                    to: v,
                    door: None,
                });
            }
        }
    }
    for spaces in t.portals().values() {
        if !spaces.contains(&at) {
            continue;
        }
        for &p in spaces.iter().filter(|&&p| p != at) {
            // A portal beside its twin (or two colours linking one pair of spaces) leads where
            // a step already does: one way there, so one option (AQ p.14, each point moves
            // the figure to one space; two options of one key froze the hero).
            if out.iter().any(|s| s.kind != StepKind::Door && s.to == p) {
                continue;
            }
            if t.enterable(p, mover) && can_end(t, mover, p, left) {
                out.push(Step {
                    kind: StepKind::Portal,
                    to: p,
                    door: None,
                });
            }
        }
    }
    out
}

/// Steps from the nearest of `goals` to every space, moving only between Close spaces (open
/// edges and doors, diagonals under eight-way adjacency, a graph's paths), figures ignored:
/// what rules and bots ask to head somewhere ("how far is the nearest enemy from here").
/// `None` for a space no goal reaches. A breadth-first search over the board, in the board's
/// index order.
pub fn distance_field(t: &Tabletop, goals: &[Coord]) -> Vec<Option<u32>> {
    let board = t.board();
    let n = board.width() as usize * board.height() as usize;
    let mut dist: Vec<Option<u32>> = vec![None; n];
    let mut queue = std::collections::VecDeque::new();
    for &g in goals {
        // A goal that is no space is at distance 0 but leads nowhere (nothing is Close to it).
        if board.contains(g) {
            let gi = board.index(g);
            if dist[gi].is_none() {
                dist[gi] = Some(0);
                queue.push_back(g);
            }
        }
    }
    let eight = t.geometry().adjacency == Adjacency::Eight;
    while let Some(u) = queue.pop_front() {
        let d = dist[board.index(u)].unwrap_or(0) + 1;
        let mut visit = |v: Coord, queue: &mut std::collections::VecDeque<Coord>| {
            if board.contains(v) && dist[board.index(v)].is_none() && t.is_close(u, v) {
                dist[board.index(v)] = Some(d);
                queue.push_back(v);
            }
        };
        if let Some(g) = board.graph() {
            for &(l, _) in &g.space(board.index(u)).links {
                visit(board.coord_of(l), &mut queue);
            }
            continue;
        }
        for dr in -1i32..=1 {
            for dc in -1i32..=1 {
                if (dc == 0 && dr == 0) || (!eight && dc != 0 && dr != 0) {
                    continue;
                }
                let (x, y) = (u.col as i32 + dc, u.row as i32 + dr);
                if x >= 0 && y >= 0 {
                    visit(Coord::new(x as u16, y as u16), &mut queue);
                }
            }
        }
    }
    dist
}
