//! Line of sight. The centre-to-centre method is exact: centres and grid lines are placed on a
//! doubled integer lattice (centres odd, grid lines even) and crossings are ordered by
//! cross-multiplication, so no floating point or epsilon ever decides a corner.

use crate::board::{Board, Dir};
use crate::coord::Coord;
use std::cmp::Ordering;

/// The centre-to-centre sight rule: whether the segment from the centre of `a` to the centre
/// of `b` is clear.
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
            // Centre-to-centre rule, walls: a wall or closed door crossed away from a vertex.
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
            // Centre-to-centre rule, vertices: exactly through a grid vertex. The line goes from
            // `cur` to the diagonal space; the two side spaces each bring their two half-edges.
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
        // Centre-to-centre rule, spaces: the interior of a blocking, gap or Blocked space.
        if blocks(now) {
            return false;
        }
    }
}

/// The barriers the corner-to-corner method reads, on the lattice of grid corners: a corner
/// `(x, y)` has `0 <= x <= width`, `0 <= y <= height`, and cell `(col, row)` is the closed square
/// `[col, col+1] × [row, row+1]`. A barrier is a closed square (a cell inside the grid that is not
/// a space) or a closed unit segment (a wall or closed door between two cells of the grid). The
/// rim of the grid is no barrier.
#[derive(Clone, Debug)]
pub(crate) struct CornerGrid {
    w: usize,
    h: usize,
    /// Interior of cell `row * w + col` lies in a barrier.
    cell: Vec<bool>,
    /// Corner `y * (w + 1) + x` lies on a barrier.
    vertex: Vec<bool>,
    /// Horizontal unit edge from `(x, y)` to `(x + 1, y)`, index `y * w + x`, lies on a barrier.
    h_edge: Vec<bool>,
    /// Vertical unit edge from `(x, y)` to `(x, y + 1)`, index `y * (w + 1) + x`, lies on a
    /// barrier.
    v_edge: Vec<bool>,
}

impl CornerGrid {
    pub(crate) fn new(board: &Board) -> CornerGrid {
        let (w, h) = (board.width() as usize, board.height() as usize);
        let mut g = CornerGrid {
            w,
            h,
            cell: vec![false; w * h],
            vertex: vec![false; (w + 1) * (h + 1)],
            h_edge: vec![false; w * (h + 1)],
            v_edge: vec![false; (w + 1) * h],
        };
        for c in board.coords() {
            let (x, y) = (c.col as usize, c.row as usize);
            if !board.cell(c).is_space() {
                g.cell[y * w + x] = true;
                g.h_edge[y * w + x] = true;
                g.h_edge[(y + 1) * w + x] = true;
                g.v_edge[y * (w + 1) + x] = true;
                g.v_edge[y * (w + 1) + x + 1] = true;
                for (vx, vy) in [(x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1)] {
                    g.vertex[vy * (w + 1) + vx] = true;
                }
            }
            // Walls and closed doors between two cells of the grid (East and South sides only,
            // so each inner edge is read once; the rim is left alone).
            if x + 1 < w && !board.edge(c, Dir::East).is_passable() {
                g.v_edge[y * (w + 1) + x + 1] = true;
                g.vertex[y * (w + 1) + x + 1] = true;
                g.vertex[(y + 1) * (w + 1) + x + 1] = true;
            }
            if y + 1 < h && !board.edge(c, Dir::South).is_passable() {
                g.h_edge[(y + 1) * w + x] = true;
                g.vertex[(y + 1) * (w + 1) + x] = true;
                g.vertex[(y + 1) * (w + 1) + x + 1] = true;
            }
        }
        g
    }

    pub(crate) fn width(&self) -> usize {
        self.w
    }

    #[inline]
    fn vertex_blocked(&self, x: i64, y: i64) -> bool {
        self.vertex[y as usize * (self.w + 1) + x as usize]
    }

    /// Whether the closed segment between corners `(x0, y0)` and `(x1, y1)` touches no barrier.
    /// Exact: the segment is split at the lattice points on it; each piece between two such
    /// points either runs along one unit edge or crosses grid lines away from every corner.
    pub(crate) fn segment_clear(&self, x0: i64, y0: i64, x1: i64, y1: i64) -> bool {
        self.segment_clear_ends(x0, y0, x1, y1, false, false)
    }

    /// [`CornerGrid::segment_clear`], except that the start (`free_start`) or the end
    /// (`free_end`) point may lie on a barrier: only the rest of the segment must touch none.
    fn segment_clear_ends(
        &self,
        x0: i64,
        y0: i64,
        x1: i64,
        y1: i64,
        free_start: bool,
        free_end: bool,
    ) -> bool {
        let (dx, dy) = (x1 - x0, y1 - y0);
        let g = gcd(dx.abs(), dy.abs());
        if g == 0 {
            return !self.vertex_blocked(x0, y0);
        }
        let (ux, uy) = (dx / g, dy / g);
        let (sx, sy) = (ux.signum(), uy.signum());
        let (ax, ay) = (ux.abs(), uy.abs());
        let w = self.w;
        let (mut x, mut y) = (x0, y0);
        for k in 0..g {
            if (k > 0 || !free_start) && self.vertex_blocked(x, y) {
                return false;
            }
            if uy == 0 {
                let ex = if sx > 0 { x } else { x - 1 };
                if self.h_edge[y as usize * w + ex as usize] {
                    return false;
                }
            } else if ux == 0 {
                let ey = if sy > 0 { y } else { y - 1 };
                if self.v_edge[ey as usize * (w + 1) + x as usize] {
                    return false;
                }
            } else {
                // The cells and grid lines met strictly between two lattice points.
                let mut cx = if sx > 0 { x } else { x - 1 };
                let mut cy = if sy > 0 { y } else { y - 1 };
                if self.cell[cy as usize * w + cx as usize] {
                    return false;
                }
                // Next vertical line at t = i / ax, next horizontal at t = j / ay.
                let (mut i, mut j) = (1i64, 1i64);
                while i < ax || j < ay {
                    if j >= ay || (i < ax && i * ay < j * ax) {
                        // Crossing the vertical line between cx and cx + sx, in row cy.
                        let lx = if sx > 0 { cx + 1 } else { cx };
                        if self.v_edge[cy as usize * (w + 1) + lx as usize] {
                            return false;
                        }
                        cx += sx;
                        i += 1;
                    } else {
                        let ly = if sy > 0 { cy + 1 } else { cy };
                        if self.h_edge[ly as usize * w + cx as usize] {
                            return false;
                        }
                        cy += sy;
                        j += 1;
                    }
                    if self.cell[cy as usize * w + cx as usize] {
                        return false;
                    }
                }
            }
            x += ux;
            y += uy;
        }
        free_end || !self.vertex_blocked(x, y)
    }

    /// Whether cell `a` sees cell `b`: some corner of `a` and some corner of `b` are joined by a
    /// clear segment. A segment may start on a corner of its own square that touches a barrier
    /// when it heads into (or along the side of) that square: a figure's own corners are where
    /// the ruler is laid, not a barrier the line crosses. So two squares side by side in a
    /// corridor one square wide see each other, while a line leaving a square through the point
    /// where two barriers meet diagonally is still blocked.
    pub(crate) fn sees(&self, a: Coord, b: Coord) -> bool {
        if a == b {
            return true;
        }
        let (ax, ay) = (a.col as i64, a.row as i64);
        let (bx, by) = (b.col as i64, b.row as i64);
        for (po, (px, py)) in corners(ax, ay).into_iter().enumerate() {
            for (qo, (qx, qy)) in corners(bx, by).into_iter().enumerate() {
                let (dx, dy) = (qx - px, qy - py);
                let clear = if (dx, dy) == (0, 0) {
                    !self.vertex_blocked(px, py)
                } else {
                    let free_start = heads_into(po, dx, dy);
                    let free_end = heads_into(qo, -dx, -dy);
                    self.segment_clear_ends(px, py, qx, qy, free_start, free_end)
                };
                if clear {
                    return true;
                }
            }
        }
        false
    }

    /// The cells `a` sees, as a bit row over board indices (`row * width + col`).
    pub(crate) fn row(&self, a: Coord) -> Box<[u64]> {
        let (w, h) = (self.w, self.h);
        let mut out = vec![0u64; (w * h).div_ceil(64)].into_boxed_slice();
        for y in 0..h {
            for x in 0..w {
                if self.sees(a, Coord::new(x as u16, y as u16)) {
                    let i = y * w + x;
                    out[i / 64] |= 1 << (i % 64);
                }
            }
        }
        out
    }
}

/// Whether a segment leaving corner number `o` of its square (in [`corners`] order: top-left,
/// top-right, bottom-left, bottom-right) in direction `(dx, dy)` starts inside that closed square.
#[inline]
fn heads_into(o: usize, dx: i64, dy: i64) -> bool {
    let (ox, oy) = (o % 2, o / 2);
    (if ox == 0 { dx >= 0 } else { dx <= 0 }) && (if oy == 0 { dy >= 0 } else { dy <= 0 })
}

#[inline]
fn corners(x: i64, y: i64) -> [(i64, i64); 4] {
    [(x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1)]
}

fn gcd(mut a: i64, mut b: i64) -> i64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// The corner-to-corner sight rule: `a` sees `b` when a segment from some corner of `a` to some
/// corner of `b` touches no barrier square (a cell of the grid that is not a space) and no wall
/// or closed door, not even at a single point — except at its own ends where it heads into its
/// own square (see `CornerGrid::sees`). Figures never block; the rim never blocks; a
/// space sees itself. Coordinates outside the grid see nothing.
pub fn corner_to_corner(board: &Board, a: Coord, b: Coord) -> bool {
    if !board.contains(a) || !board.contains(b) {
        return false;
    }
    CornerGrid::new(board).sees(a, b)
}

/// Whether the closed segment between grid corners `p` and `q` (corner `(x, y)` is the top-left
/// corner of cell column `x`, row `y`; `0 <= x <= width`, `0 <= y <= height`) touches no barrier
/// of the corner-to-corner rule. Panics on corners outside the grid.
pub fn corner_segment_clear(board: &Board, p: (u16, u16), q: (u16, u16)) -> bool {
    let (w, h) = (board.width(), board.height());
    assert!(
        p.0 <= w && p.1 <= h && q.0 <= w && q.1 <= h,
        "corner outside the grid"
    );
    CornerGrid::new(board).segment_clear(p.0 as i64, p.1 as i64, q.0 as i64, q.1 as i64)
}
