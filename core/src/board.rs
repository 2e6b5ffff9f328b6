//! Board geometry of a square grid: cells (spaces, blocking spaces, gaps), edges (open, wall,
//! door) and the board diagram text format of `spec/board-format.md`.
//!
//! Edges are stored *as drawn* so a diagram renders back exactly; the rules always read them
//! through [`Board::edge`], which turns every edge on the grid's rim or touching a gap into a
//! wall, as the format requires.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::coord::Coord;
use crate::error::{Error, Result};
use crate::graph::Graph;

/// What a grid cell is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cell {
    /// A normal space, optionally carrying a one-character marker that the scenario explains.
    Space { marker: Option<char> },
    /// On the board but blocks movement and line of sight (no central dot).
    Blocking,
    /// Not part of the board (a gap between tiles or outside an irregular layout).
    OffBoard,
}

impl Cell {
    pub fn is_space(self) -> bool {
        matches!(self, Cell::Space { .. })
    }
}

/// What lies on the edge between two orthogonally adjacent cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edge {
    Open,
    Wall,
    Door { open: bool },
}

impl Edge {
    /// Movement, Close and line of sight all pass an open edge or an open door.
    pub fn is_passable(self) -> bool {
        matches!(self, Edge::Open | Edge::Door { open: true })
    }
}

/// The four orthogonal directions, in the order the engine always iterates them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dir {
    North,
    West,
    East,
    South,
}

impl Dir {
    pub const ALL: [Dir; 4] = [Dir::North, Dir::West, Dir::East, Dir::South];

    pub fn delta(self) -> (i32, i32) {
        match self {
            Dir::North => (0, -1),
            Dir::West => (-1, 0),
            Dir::East => (1, 0),
            Dir::South => (0, 1),
        }
    }
}

/// The most cells a board may have: 170 times the largest board shipped (Arena's 24×16), a
/// diagram of 0.5 MB, and a graph board's one row of up to [`MAX_SIDE`] spaces. A larger board
/// costs memory and time in every per-space table and sight cache, and a few lines of tiles
/// repeated by YAML aliases could ask for one (a 20 KB scenario asked for 10002×10002).
pub const MAX_CELLS: usize = 65_536;
/// The most spaces along one side: coordinates are `u16`.
pub const MAX_SIDE: usize = u16::MAX as usize;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "BoardData", try_from = "BoardData")]
pub struct Board {
    width: u16,
    height: u16,
    cells: Vec<Cell>,
    /// `(width + 1) * height`: the edge on the west side of cell (c, r) is `v_edges[r*(w+1)+c]`.
    v_edges: Vec<Edge>,
    /// `width * (height + 1)`: the edge on the north side of cell (c, r) is `h_edges[r*w+c]`.
    h_edges: Vec<Edge>,
    /// On a graph board, the names and paths of its spaces (cell `i` is space `i`).
    graph: Option<Arc<Graph>>,
}

/// How a board is saved: a grid as its diagram (`Board::parse(&b.render())` gives `b` back, and
/// a person can read it), a graph board as its map (nothing on a graph board changes in a
/// game: doors, blocking spaces and markers are grid-only, so its cells follow from the map).
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct BoardData {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    diagram: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    graph: Option<Arc<Graph>>,
}

impl From<Board> for BoardData {
    fn from(b: Board) -> BoardData {
        match &b.graph {
            Some(g) => {
                debug_assert!(b == Board::from_graph(g.clone()), "a graph board changed");
                BoardData {
                    diagram: None,
                    graph: Some(g.clone()),
                }
            }
            None => BoardData {
                diagram: Some(b.render()),
                graph: None,
            },
        }
    }
}

impl TryFrom<BoardData> for Board {
    type Error = String;

    fn try_from(d: BoardData) -> std::result::Result<Board, String> {
        match (d.diagram, d.graph) {
            (Some(text), None) => Board::parse(&text).map_err(|e| format!("board: {e}")),
            (None, Some(g)) => Ok(Board::from_graph(g)),
            _ => Err("a board is saved as a `diagram` or as a `graph`, one of them".into()),
        }
    }
}

impl Board {
    /// Refuses a board of `width`×`height` cells larger than [`MAX_CELLS`] or [`MAX_SIDE`]:
    /// every way of building a board asks this before allocating anything for it.
    pub fn check_size(width: usize, height: usize) -> Result<()> {
        let cells = width.saturating_mul(height);
        if cells > MAX_CELLS || width > MAX_SIDE || height > MAX_SIDE {
            return Err(Error::BoardTooLarge {
                width,
                height,
                cells,
                max_cells: MAX_CELLS,
                max_side: MAX_SIDE,
            });
        }
        Ok(())
    }

    /// A graph board: one cell per space of `graph` in a single row, every grid edge a wall,
    /// so only the graph's paths join spaces.
    pub fn from_graph(graph: Arc<Graph>) -> Board {
        let n = graph.len().max(1);
        Board {
            width: n as u16,
            height: 1,
            cells: vec![Cell::Space { marker: None }; n],
            v_edges: vec![Edge::Wall; n + 1],
            h_edges: vec![Edge::Wall; 2 * n],
            graph: Some(graph),
        }
    }

    /// The graph of a graph board; `None` on a grid.
    pub fn graph(&self) -> Option<&Graph> {
        self.graph.as_deref()
    }

    /// The space a script or a person names: a coordinate like `c4` on a grid (not checked
    /// against the grid's size), a space id on a graph board.
    pub fn locate(&self, text: &str) -> Result<Coord> {
        match &self.graph {
            None => text.parse::<Coord>(),
            Some(g) => g
                .find(text)
                .map(|i| Coord::new(i as u16, 0))
                .ok_or_else(|| Error::UnknownSpace(text.to_string())),
        }
    }

    /// How scripts and people name space `c`: `c4` on a grid, the space id on a graph board.
    pub fn address(&self, c: Coord) -> String {
        match &self.graph {
            Some(g) if c.row == 0 && (c.col as usize) < g.len() => {
                g.space(c.col as usize).id.clone()
            }
            _ => c.to_string(),
        }
    }

    /// [`Board::address`] written into `out` (cleared first), allocating nothing once `out`
    /// has room: for answers that name many spaces.
    pub fn write_address(&self, c: Coord, out: &mut String) {
        out.clear();
        match &self.graph {
            Some(g) if c.row == 0 && (c.col as usize) < g.len() => {
                out.push_str(&g.space(c.col as usize).id);
            }
            _ => c.write_name(out),
        }
    }

    /// Fails with a clear message on a graph board, for grid-only operations.
    pub fn check_grid(&self, what: &str) -> Result<()> {
        if self.graph.is_some() {
            Err(Error::Game(format!("{what} is not on a graph board")))
        } else {
            Ok(())
        }
    }

    /// A board of `width`×`height` normal spaces with no inner walls. Sizes read from input
    /// pass [`Board::check_size`] first.
    pub fn open(width: u16, height: u16) -> Board {
        assert!(width > 0 && height > 0);
        let (w, h) = (width as usize, height as usize);
        let mut b = Board {
            width,
            height,
            cells: vec![Cell::Space { marker: None }; w * h],
            v_edges: vec![Edge::Open; (w + 1) * h],
            h_edges: vec![Edge::Open; w * (h + 1)],
            graph: None,
        };
        for r in 0..h {
            b.v_edges[r * (w + 1)] = Edge::Wall;
            b.v_edges[r * (w + 1) + w] = Edge::Wall;
        }
        for c in 0..w {
            b.h_edges[c] = Edge::Wall;
            b.h_edges[h * w + c] = Edge::Wall;
        }
        b
    }

    pub fn width(&self) -> u16 {
        self.width
    }

    pub fn height(&self) -> u16 {
        self.height
    }

    pub fn contains(&self, c: Coord) -> bool {
        c.col < self.width && c.row < self.height
    }

    /// Dense index of a coordinate, for per-space tables.
    pub fn index(&self, c: Coord) -> usize {
        c.row as usize * self.width as usize + c.col as usize
    }

    pub fn coord_of(&self, index: usize) -> Coord {
        let w = self.width as usize;
        Coord::new((index % w) as u16, (index / w) as u16)
    }

    pub fn len(&self) -> usize {
        self.cells.len()
    }

    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// The cell at `c`; anything outside the grid reads as [`Cell::OffBoard`].
    pub fn cell(&self, c: Coord) -> Cell {
        if self.contains(c) {
            self.cells[self.index(c)]
        } else {
            Cell::OffBoard
        }
    }

    pub fn set_cell(&mut self, c: Coord, cell: Cell) {
        let i = self.index(c);
        self.cells[i] = cell;
    }

    /// Checks that `c` is inside the grid, for command arguments.
    pub fn check(&self, c: Coord) -> Result<Coord> {
        if self.contains(c) {
            Ok(c)
        } else {
            Err(Error::OffGrid(c.to_string()))
        }
    }

    /// The neighbour of `c` in direction `d`, if inside the grid.
    pub fn step(&self, c: Coord, d: Dir) -> Option<Coord> {
        let (dx, dy) = d.delta();
        let x = c.col as i32 + dx;
        let y = c.row as i32 + dy;
        if x < 0 || y < 0 || x >= self.width as i32 || y >= self.height as i32 {
            None
        } else {
            Some(Coord::new(x as u16, y as u16))
        }
    }

    fn drawn_slot(&self, c: Coord, d: Dir) -> (bool, usize) {
        let (w, col, row) = (self.width as usize, c.col as usize, c.row as usize);
        match d {
            Dir::West => (true, row * (w + 1) + col),
            Dir::East => (true, row * (w + 1) + col + 1),
            Dir::North => (false, row * w + col),
            Dir::South => (false, (row + 1) * w + col),
        }
    }

    /// The edge as drawn in the diagram (may be "open" on the rim; see [`Board::edge`]).
    pub fn drawn_edge(&self, c: Coord, d: Dir) -> Edge {
        let (vertical, i) = self.drawn_slot(c, d);
        if vertical {
            self.v_edges[i]
        } else {
            self.h_edges[i]
        }
    }

    pub fn set_drawn_edge(&mut self, c: Coord, d: Dir, e: Edge) {
        let (vertical, i) = self.drawn_slot(c, d);
        if vertical {
            self.v_edges[i] = e;
        } else {
            self.h_edges[i] = e;
        }
    }

    /// The edge on side `d` of cell `c` as the rules see it: the grid's rim and every edge that
    /// touches a cell not on the board are walls, whatever is drawn.
    pub fn edge(&self, c: Coord, d: Dir) -> Edge {
        if !self.contains(c) || self.cell(c) == Cell::OffBoard {
            return Edge::Wall;
        }
        match self.step(c, d) {
            None => Edge::Wall,
            Some(n) if self.cell(n) == Cell::OffBoard => Edge::Wall,
            Some(_) => self.drawn_edge(c, d),
        }
    }

    /// The direction from `a` to an orthogonal neighbour `b`.
    pub fn dir_between(&self, a: Coord, b: Coord) -> Option<Dir> {
        Dir::ALL.into_iter().find(|&d| self.step(a, d) == Some(b))
    }

    /// Opens a closed door or closes an open one between two neighbouring spaces, returning
    /// whether it is now open. A door drawn on the rim or against a gap is a wall and cannot flip.
    pub fn flip_door(&mut self, a: Coord, b: Coord) -> Result<bool> {
        self.check(a)?;
        self.check(b)?;
        let d = self.dir_between(a, b).ok_or_else(|| Error::NotNeighbours {
            a: a.to_string(),
            b: b.to_string(),
        })?;
        match self.edge(a, d) {
            Edge::Door { open } => {
                self.set_drawn_edge(a, d, Edge::Door { open: !open });
                Ok(!open)
            }
            _ => Err(Error::NoDoor {
                a: a.to_string(),
                b: b.to_string(),
            }),
        }
    }

    /// Every door that the rules see (not rim or gap doors), as (space, direction East or South).
    pub fn doors(&self) -> Vec<(Coord, Dir, bool)> {
        let mut out = Vec::new();
        for row in 0..self.height {
            for col in 0..self.width {
                let c = Coord::new(col, row);
                for d in [Dir::East, Dir::South] {
                    if let Edge::Door { open } = self.edge(c, d) {
                        out.push((c, d, open));
                    }
                }
            }
        }
        out
    }

    /// Whether `other` is this board as a game may have left it: the same size, gaps, walls,
    /// doors and graph, with only what the rules change in a game free to differ (doors open
    /// or closed, spaces blocked or not, markers). A saved board must be its scenario's so.
    pub fn same_layout(&self, other: &Board) -> bool {
        let cell = |c: &Cell| matches!(c, Cell::OffBoard);
        let edge = |e: &Edge| match e {
            Edge::Door { .. } => Edge::Door { open: false },
            e => *e,
        };
        self.width == other.width
            && self.height == other.height
            && self.graph == other.graph
            && self.cells.iter().map(cell).eq(other.cells.iter().map(cell))
            && self
                .v_edges
                .iter()
                .map(edge)
                .eq(other.v_edges.iter().map(edge))
            && self
                .h_edges
                .iter()
                .map(edge)
                .eq(other.h_edges.iter().map(edge))
    }

    /// Every coordinate of the grid in row-major order (`a1 b1 … a2 …`).
    pub fn coords(&self) -> impl Iterator<Item = Coord> + '_ {
        (0..self.height).flat_map(move |r| (0..self.width).map(move |c| Coord::new(c, r)))
    }

    /// Parses a board diagram. Trailing spaces on any line and trailing blank lines are ignored.
    pub fn parse(text: &str) -> Result<Board> {
        crate::diagram::parse(text)
    }

    /// Renders the diagram; `Board::parse(&b.render())` gives `b` back, and rendering a parsed
    /// diagram gives the same text with trailing spaces removed.
    pub fn render(&self) -> String {
        crate::diagram::render(self)
    }

    pub(crate) fn from_parts(
        width: u16,
        height: u16,
        cells: Vec<Cell>,
        v_edges: Vec<Edge>,
        h_edges: Vec<Edge>,
    ) -> Board {
        Board {
            width,
            height,
            cells,
            v_edges,
            h_edges,
            graph: None,
        }
    }
}
