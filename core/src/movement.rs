//! Movement costs (AQ-MOVE). Each step, portal jump or door flip costs one point; Blocked spaces
//! cannot be entered; Full spaces can be passed. Opening a closed door only ever matters to
//! cross it, so a closed door is an edge of cost 2 (flip, then step): any sequence that flips
//! doors and wanders costs at least as much as the loop-free path it contains, with each closed
//! door on that path paid once. Closing doors never shortens a path.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use crate::board::{Dir, Edge};
use crate::coord::Coord;
use crate::geometry::Adjacency;
use crate::tabletop::{FigureIdx, Tabletop};

/// Cheapest cost to stand on each board space (row-major), `u32::MAX` if not within `limit`.
pub fn costs(t: &Tabletop, mover: FigureIdx, limit: u32) -> Vec<u32> {
    let board = t.board();
    let mut cost = vec![u32::MAX; board.len()];
    let start = t.figure(mover).at;
    let start_i = board.index(start);
    cost[start_i] = 0;
    let mut heap = BinaryHeap::new();
    heap.push(Reverse((0u32, start_i)));
    let portals: Vec<&Vec<Coord>> = t.portals().values().collect();
    while let Some(Reverse((c, ui))) = heap.pop() {
        if c > cost[ui] {
            continue;
        }
        let u = board.coord_of(ui);
        let mut relax = |v: Coord, step: u32, heap: &mut BinaryHeap<Reverse<(u32, usize)>>| {
            let nc = c + step;
            if nc > limit || !t.enterable(v, mover) {
                return;
            }
            let vi = board.index(v);
            if nc < cost[vi] {
                cost[vi] = nc;
                heap.push(Reverse((nc, vi)));
            }
        };
        for d in Dir::ALL {
            let Some(v) = board.step(u, d) else { continue };
            match board.edge(u, d) {
                Edge::Open | Edge::Door { open: true } => relax(v, 1, &mut heap),
                Edge::Door { open: false } => relax(v, 2, &mut heap),
                Edge::Wall => {}
            }
        }
        if t.geometry().adjacency == Adjacency::Eight {
            for (dc, dr) in [(-1i32, -1i32), (1, -1), (-1, 1), (1, 1)] {
                let (x, y) = (u.col as i32 + dc, u.row as i32 + dr);
                if x < 0 || y < 0 {
                    continue;
                }
                let v = Coord::new(x as u16, y as u16);
                if board.contains(v) && t.is_close(u, v) {
                    relax(v, 1, &mut heap);
                }
            }
        }
        for spaces in &portals {
            if spaces.contains(&u) {
                for &p in spaces.iter().filter(|&&p| p != u) {
                    relax(p, 1, &mut heap);
                }
            }
        }
    }
    cost
}
