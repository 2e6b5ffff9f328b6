//! Line of sight. The centre-to-centre method is exact: centres and grid lines are placed on a
//! doubled integer lattice (centres odd, grid lines even) and crossings are ordered by
//! cross-multiplication, so no floating point or epsilon ever decides a corner.

use crate::board::{Board, Dir};
use crate::coord::Coord;
use std::cmp::Ordering;

/// AQ-LOS: whether the segment from the centre of `a` to the centre of `b` is clear.
///
/// `opaque(c)` says whether a *board space* blocks sight for the active figure (a Blocked space);
/// blocking spaces and gaps always block. The end spaces `a` and `b` never block.
pub fn centre_to_centre(board: &Board, a: Coord, b: Coord, opaque: impl Fn(Coord) -> bool) -> bool {
    trace(board, a, b, opaque)
}

/// What a sight line needs to know of a board: which cells are spaces and which edges let
/// sight through. [`Board`] answers from its drawn edges; a tabletop answers from a
/// precomputed table (see `Tabletop::line_of_sight`).
pub(crate) trait SightMap {
    fn is_space(&self, c: Coord) -> bool;
    fn passable(&self, c: Coord, d: Dir) -> bool;
}

impl SightMap for Board {
    #[inline]
    fn is_space(&self, c: Coord) -> bool {
        self.cell(c).is_space()
    }
    #[inline]
    fn passable(&self, c: Coord, d: Dir) -> bool {
        self.edge(c, d).is_passable()
    }
}

#[inline]
pub(crate) fn trace(
    board: &impl SightMap,
    a: Coord,
    b: Coord,
    opaque: impl Fn(Coord) -> bool,
) -> bool {
    if a == b {
        return true;
    }
    let blocks = |c: Coord| c != a && c != b && (!board.is_space(c) || opaque(c));
    let (x0, y0) = (2 * a.col as i64 + 1, 2 * a.row as i64 + 1);
    let (x1, y1) = (2 * b.col as i64 + 1, 2 * b.row as i64 + 1);
    let (dx, dy) = (x1 - x0, y1 - y0);
    let (sx, sy) = (dx.signum(), dy.signum());
    let (adx, ady) = (dx.abs(), dy.abs());
    let (dir_x, dir_y) = (
        if sx > 0 { Dir::East } else { Dir::West },
        if sy > 0 { Dir::South } else { Dir::North },
    );
    let (mut cx, mut cy) = (a.col as i64, a.row as i64);
    let at = |x: i64, y: i64| Coord::new(x as u16, y as u16);
    loop {
        // Distances (in the doubled lattice) from the start to the next vertical and horizontal
        // grid line; the segment meets them at t = nx/adx and t = ny/ady.
        let nx = if sx > 0 {
            2 * (cx + 1) - x0
        } else {
            x0 - 2 * cx
        };
        let ny = if sy > 0 {
            2 * (cy + 1) - y0
        } else {
            y0 - 2 * cy
        };
        let order = if adx == 0 {
            Ordering::Greater
        } else if ady == 0 {
            Ordering::Less
        } else {
            (nx * ady).cmp(&(ny * adx))
        };
        let cur = at(cx, cy);
        match order {
            // AQ-LOS rule 2: a wall or closed door crossed away from a vertex.
            Ordering::Less => {
                if !board.passable(cur, dir_x) {
                    return false;
                }
                cx += sx;
            }
            Ordering::Greater => {
                if !board.passable(cur, dir_y) {
                    return false;
                }
                cy += sy;
            }
            // AQ-LOS rule 3: exactly through a grid vertex. The line goes from `cur` to the
            // diagonal space; the two side spaces each bring their two half-edges.
            Ordering::Equal => {
                let h = at(cx + sx, cy);
                let v = at(cx, cy + sy);
                let h_side = blocks(h) || !board.passable(cur, dir_x) || !board.passable(h, dir_y);
                let v_side = blocks(v) || !board.passable(cur, dir_y) || !board.passable(v, dir_x);
                if h_side && v_side {
                    return false;
                }
                cx += sx;
                cy += sy;
            }
        }
        let now = at(cx, cy);
        if now == b {
            return true;
        }
        // AQ-LOS rule 1: the interior of a blocking, gap or Blocked space.
        if blocks(now) {
            return false;
        }
    }
}
