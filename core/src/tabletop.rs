//! The tabletop: a board with its portals and the figures standing on it, plus the geometric
//! queries the rules ask of it (Close, Free/Full/Blocked, line of sight, reachable spaces).

use std::collections::BTreeMap;
use std::sync::{Arc, OnceLock};

use serde::{Deserialize, Serialize};

use crate::board::{Board, Cell, Dir};
use crate::coord::Coord;
use crate::error::{Error, Result};
use crate::geometry::{Adjacency, Geometry, SightLine};

/// Index of a figure in [`Tabletop::figures`].
pub type FigureIdx = usize;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Figure {
    pub id: String,
    /// Figures on different sides are enemies; figures on the same side are allies.
    pub side: String,
    pub at: Coord,
    /// The card script that describes this figure, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub card: Option<String>,
    /// Movement points per activation when no card says otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub movement: Option<u32>,
}

/// How a space looks to an active figure (the Free / Full / Blocked crowding rule).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Crowding {
    Free,
    /// At capacity, with at least one figure that is not an enemy: may be passed, not ended in.
    Full,
    /// At capacity with only enemies: neither entered nor seen through.
    Blocked,
}

/// Serialised as its state (what a game changes, and the scenario's fixed parts so a saved
/// table reads on its own); the sight caches are left out and rebuilt on reading, and a table
/// read back is checked for what the figure functions keep true.
#[derive(Clone, Debug, Deserialize)]
#[serde(try_from = "TableData")]
pub struct Tabletop {
    geometry: Geometry,
    board: Board,
    /// Portal colour → spaces, in the order the scenario listed them.
    portals: BTreeMap<String, Vec<Coord>>,
    figures: Vec<Figure>,
    /// Per board index, the figures standing there in the order they arrived (scripts see
    /// that order, so it is state, saved as it is, not rebuilt from the figures).
    occupants: Vec<Vec<FigureIdx>>,
    /// Figures taken off the board (killed, in reserve): they keep their record, not a space.
    lifted: Vec<bool>,
    /// Per board index, what sight and movement read most: bit `d` set when the edge on side
    /// `Dir::ALL[d]` is passable as the rules see it, [`SPACE`] when the cell is a space.
    /// Derived from the board; door flips and [`Tabletop::set_blocking`] refresh it.
    sight: Vec<u8>,
    /// Corner-to-corner sight, when the geometry asks for it: the barriers and, per source
    /// space, a lazily computed bit row of the spaces it sees. Shared by clones; replaced
    /// whole whenever the board changes.
    corner: Option<Arc<CornerCache>>,
}

/// A [`Tabletop`] as it is saved: everything but the caches, and who stands where by figure
/// id, only for the spaces where someone stands (a person can read it).
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct TableData {
    geometry: Geometry,
    board: Board,
    portals: BTreeMap<String, Vec<Coord>>,
    figures: Vec<Figure>,
    /// Space → the figures standing there, in the order they arrived.
    occupants: BTreeMap<Coord, Vec<String>>,
    /// The figures off the board.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    off_board: Vec<String>,
}

impl Serialize for Tabletop {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        let id = |&i: &FigureIdx| self.figures[i].id.clone();
        TableData {
            geometry: self.geometry.clone(),
            board: self.board.clone(),
            portals: self.portals.clone(),
            figures: self.figures.clone(),
            occupants: self
                .occupants
                .iter()
                .enumerate()
                .filter(|(_, here)| !here.is_empty())
                .map(|(at, here)| (self.board.coord_of(at), here.iter().map(id).collect()))
                .collect(),
            off_board: (0..self.figures.len())
                .filter(|&i| self.lifted[i])
                .map(|i| id(&i))
                .collect(),
        }
        .serialize(s)
    }
}

impl TryFrom<TableData> for Tabletop {
    type Error = String;

    /// Checks what the table's functions keep true (a damaged save could break it, and the
    /// queries index by it), then rebuilds the caches from the board.
    fn try_from(d: TableData) -> std::result::Result<Tabletop, String> {
        let board = &d.board;
        let find = |id: &str| {
            d.figures
                .iter()
                .position(|f| f.id == id)
                .ok_or_else(|| Error::UnknownFigure(id.to_string()).to_string())
        };
        for (i, f) in d.figures.iter().enumerate() {
            if d.figures[..i].iter().any(|g| g.id == f.id) {
                return Err(Error::DuplicateFigure(f.id.clone()).to_string());
            }
        }
        let mut lifted = vec![false; d.figures.len()];
        for id in &d.off_board {
            lifted[find(id)?] = true;
        }
        // Each figure on the board listed once, on the space it stands on; each figure off
        // the board not at all.
        let mut listed = vec![false; d.figures.len()];
        let mut occupants = vec![Vec::new(); board.len()];
        for (at, ids) in &d.occupants {
            if !board.contains(*at) || !board.cell(*at).is_space() {
                return Err(format!("figures stand on {at}, which is not a space"));
            }
            for id in ids {
                let i = find(id)?;
                if lifted[i] || listed[i] || d.figures[i].at != *at {
                    return Err(format!(
                        "figure `{id}` is listed on {}, where it does not stand",
                        board.address(*at)
                    ));
                }
                listed[i] = true;
                occupants[board.index(*at)].push(i);
            }
        }
        if let Some(i) = (0..d.figures.len()).find(|&i| !lifted[i] && !listed[i]) {
            return Err(format!(
                "figure `{}` is neither on a space nor off the board",
                d.figures[i].id
            ));
        }
        for (colour, spaces) in &d.portals {
            if let Some(c) = spaces
                .iter()
                .find(|&&c| !board.contains(c) || !board.cell(c).is_space())
            {
                return Err(format!("portal {colour} on {c} is not a space"));
            }
        }
        let (sight, corner) = Tabletop::caches(&d.geometry, &d.board);
        Ok(Tabletop {
            geometry: d.geometry,
            board: d.board,
            portals: d.portals,
            figures: d.figures,
            occupants,
            lifted,
            sight,
            corner,
        })
    }
}

/// Two tables are equal when their state is: the caches follow from it.
impl PartialEq for Tabletop {
    fn eq(&self, other: &Tabletop) -> bool {
        self.geometry == other.geometry
            && self.board == other.board
            && self.portals == other.portals
            && self.figures == other.figures
            && self.occupants == other.occupants
            && self.lifted == other.lifted
    }
}

impl Eq for Tabletop {}

#[derive(Debug)]
struct CornerCache {
    grid: crate::los::CornerGrid,
    rows: Vec<OnceLock<Box<[u64]>>>,
}

impl CornerCache {
    fn new(board: &Board) -> CornerCache {
        CornerCache {
            grid: crate::los::CornerGrid::new(board),
            rows: (0..board.len()).map(|_| OnceLock::new()).collect(),
        }
    }

    #[inline]
    fn sees(&self, a: usize, b: usize) -> bool {
        let w = self.grid.width();
        let row =
            self.rows[a].get_or_init(|| self.grid.row(Coord::new((a % w) as u16, (a / w) as u16)));
        row[b / 64] >> (b % 64) & 1 != 0
    }
}

const SPACE: u8 = 1 << 4;

fn dir_bit(d: Dir) -> u8 {
    match d {
        Dir::North => 1,
        Dir::West => 2,
        Dir::East => 4,
        Dir::South => 8,
    }
}

fn sight_bits(board: &Board, c: Coord) -> u8 {
    let mut bits = if board.cell(c).is_space() { SPACE } else { 0 };
    for d in Dir::ALL {
        if board.edge(c, d).is_passable() {
            bits |= dir_bit(d);
        }
    }
    bits
}

/// The tabletop's sight table, read by [`crate::los::trace`] without re-deriving edges.
struct SightTable<'a> {
    bits: &'a [u8],
    width: usize,
}

impl crate::los::SightMap for SightTable<'_> {
    #[inline]
    fn is_space(&self, c: Coord) -> bool {
        // Cells outside the grid are never spaces: an out-of-range index reads as 0.
        (c.col as usize) < self.width
            && self
                .bits
                .get(c.row as usize * self.width + c.col as usize)
                .is_some_and(|&b| b & SPACE != 0)
    }
    #[inline]
    fn passable(&self, c: Coord, d: Dir) -> bool {
        (c.col as usize) < self.width
            && self
                .bits
                .get(c.row as usize * self.width + c.col as usize)
                .is_some_and(|&b| b & dir_bit(d) != 0)
    }
}

impl Tabletop {
    pub fn new(geometry: Geometry, board: Board) -> Tabletop {
        let n = board.len();
        let (sight, corner) = Tabletop::caches(&geometry, &board);
        Tabletop {
            corner,
            geometry,
            board,
            portals: BTreeMap::new(),
            figures: Vec::new(),
            occupants: vec![Vec::new(); n],
            lifted: Vec::new(),
            sight,
        }
    }

    /// The caches derived from a board: the sight table, and the corner-to-corner rows when
    /// the geometry traces sight that way.
    fn caches(geometry: &Geometry, board: &Board) -> (Vec<u8>, Option<Arc<CornerCache>>) {
        let sight = board.coords().map(|c| sight_bits(board, c)).collect();
        let corner = (geometry.sight == SightLine::CornerToCorner)
            .then(|| Arc::new(CornerCache::new(board)));
        (sight, corner)
    }

    /// Checks that this table (a saved game's) is `start` (its scenario's, at the start of a
    /// game) as a game may have changed it: the same geometry, portals and figures, and the
    /// board of the same layout; only figures' places, doors, blocking spaces and markers
    /// may differ.
    pub fn check_fits(&self, start: &Tabletop) -> Result<()> {
        let bad = |m: String| Err(Error::DamagedSave(m));
        if self.geometry != start.geometry {
            return bad("the board's geometry is not the ruleset's".into());
        }
        if !self.board.same_layout(&start.board) {
            return bad(
                "the board is not the scenario's (its size, gaps, walls or doors differ)".into(),
            );
        }
        if self.portals != start.portals {
            return bad("the portals are not the scenario's".into());
        }
        if self.figures.len() != start.figures.len() {
            return bad(format!(
                "{} figures, where the scenario has {}",
                self.figures.len(),
                start.figures.len()
            ));
        }
        for (f, g) in self.figures.iter().zip(&start.figures) {
            let placed = Figure {
                at: g.at,
                ..f.clone()
            };
            if placed != *g {
                return bad(format!(
                    "figure `{}` is not the scenario's `{}` (side, card or movement)",
                    f.id, g.id
                ));
            }
        }
        Ok(())
    }

    pub fn geometry(&self) -> &Geometry {
        &self.geometry
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn figures(&self) -> &[Figure] {
        &self.figures
    }

    pub fn figure(&self, i: FigureIdx) -> &Figure {
        &self.figures[i]
    }

    pub fn portals(&self) -> &BTreeMap<String, Vec<Coord>> {
        &self.portals
    }

    pub fn find_figure(&self, id: &str) -> Result<FigureIdx> {
        self.figures
            .iter()
            .position(|f| f.id == id)
            .ok_or_else(|| Error::UnknownFigure(id.to_string()))
    }

    /// Checks that `c` is a space a figure can stand on.
    pub fn check_space(&self, c: Coord) -> Result<Coord> {
        self.board.check(c)?;
        if self.board.cell(c).is_space() {
            Ok(c)
        } else {
            Err(Error::NotASpace(c.to_string()))
        }
    }

    pub fn add_portal(&mut self, colour: &str, at: Coord) -> Result<()> {
        self.check_space(at)?;
        let list = self.portals.entry(colour.to_string()).or_default();
        if !list.contains(&at) {
            list.push(at);
        }
        Ok(())
    }

    /// Puts a new figure on the board (a placement, not a move).
    pub fn add_figure(&mut self, figure: Figure) -> Result<FigureIdx> {
        if self.figures.iter().any(|f| f.id == figure.id) {
            return Err(Error::DuplicateFigure(figure.id));
        }
        self.check_room(figure.at, None)?;
        let i = self.figures.len();
        let at = self.board.index(figure.at);
        self.figures.push(figure);
        self.lifted.push(false);
        self.occupants[at].push(i);
        Ok(i)
    }

    /// Adds a new figure beside the board (lifted: `game.place` puts it on later). Its `at`
    /// is kept only as a last position and is not checked.
    pub fn add_figure_off(&mut self, figure: Figure) -> Result<FigureIdx> {
        if self.figures.iter().any(|f| f.id == figure.id) {
            return Err(Error::DuplicateFigure(figure.id));
        }
        let i = self.figures.len();
        self.figures.push(figure);
        self.lifted.push(true);
        Ok(i)
    }

    fn check_room(&self, at: Coord, mover: Option<FigureIdx>) -> Result<()> {
        self.check_space(at)?;
        let here = self.occupants_at(at);
        let count = here.iter().filter(|&&o| Some(o) != mover).count() + 1;
        if count > self.geometry.capacity {
            return Err(Error::OverCapacity {
                space: at.to_string(),
                count,
                capacity: self.geometry.capacity,
            });
        }
        Ok(())
    }

    pub fn is_on_board(&self, i: FigureIdx) -> bool {
        !self.lifted[i]
    }

    /// What changed of who stands where from `before` to `self` (two states of one scenario's
    /// table): the figures whose space or place on or off the board differs, and whether any
    /// space lists its figures otherwise (their order of arrival included). None when the two
    /// tables hold different figures.
    pub fn moved_since(&self, before: &Tabletop) -> Option<(Vec<&str>, bool)> {
        if self.figures.len() != before.figures.len() {
            return None;
        }
        let mut moved = Vec::new();
        for (i, (a, b)) in self.figures.iter().zip(&before.figures).enumerate() {
            if a.id != b.id {
                return None;
            }
            if a.at != b.at || self.lifted[i] != before.lifted[i] {
                moved.push(a.id.as_str());
            }
        }
        let occupants = !moved.is_empty() || self.occupants != before.occupants;
        Some((moved, occupants))
    }

    /// Takes a figure off the board; it keeps its id and last position.
    pub fn lift_figure(&mut self, i: FigureIdx) {
        if !self.lifted[i] {
            let at = self.board.index(self.figures[i].at);
            self.occupants[at].retain(|&o| o != i);
            self.lifted[i] = true;
        }
    }

    /// Places an existing figure on `to` (not a move: no movement rules apply), putting it back
    /// on the board if it was lifted.
    pub fn place_figure(&mut self, i: FigureIdx, to: Coord) -> Result<()> {
        if self.lifted[i] {
            self.check_room(to, None)?;
            self.lifted[i] = false;
            self.figures[i].at = to;
            let to_i = self.board.index(to);
            self.occupants[to_i].push(i);
            return Ok(());
        }
        self.check_room(to, Some(i))?;
        let from = self.board.index(self.figures[i].at);
        self.occupants[from].retain(|&o| o != i);
        self.figures[i].at = to;
        let to_i = self.board.index(to);
        self.occupants[to_i].push(i);
        Ok(())
    }

    /// Moves a figure one step onto `to`, which may be Full: a figure passes through Full
    /// spaces mid-move. The rules make sure it never ends there.
    pub fn move_through(&mut self, i: FigureIdx, to: Coord) -> Result<()> {
        self.check_space(to)?;
        if self.lifted[i] {
            return Err(Error::NotASpace(format!(
                "{} (off the board)",
                self.figures[i].id
            )));
        }
        let from = self.board.index(self.figures[i].at);
        self.occupants[from].retain(|&o| o != i);
        self.figures[i].at = to;
        let to_i = self.board.index(to);
        self.occupants[to_i].push(i);
        Ok(())
    }

    /// The movement rule, one point at a time (see [`crate::movement::legal_steps`]).
    pub fn legal_steps(&self, i: FigureIdx, mp: u32) -> Vec<crate::movement::Step> {
        crate::movement::legal_steps(self, i, mp)
    }

    pub fn flip_door(&mut self, a: Coord, b: Coord) -> Result<bool> {
        self.board.check_grid("a door")?;
        let open = self.board.flip_door(a, b)?;
        for c in [a, b] {
            let i = self.board.index(c);
            self.sight[i] = sight_bits(&self.board, c);
        }
        self.board_changed();
        Ok(open)
    }

    /// Turns space `c` into a blocking space (`blocked`) or a blocking space back into a plain
    /// space with no marker. Refuses to block a space where a figure stands, and cells that are
    /// not on the board. Returns whether the cell changed.
    pub fn set_blocking(&mut self, c: Coord, blocked: bool) -> Result<bool> {
        self.board.check_grid("a blocking square")?;
        self.board.check(c)?;
        let cell = self.board.cell(c);
        let new = match (cell, blocked) {
            (Cell::OffBoard, _) => {
                return Err(Error::Game(format!(
                    "cannot change {c}: it is a gap, not part of the board"
                )));
            }
            (Cell::Blocking, true) | (Cell::Space { .. }, false) => return Ok(false),
            (Cell::Space { .. }, true) => {
                if let Some(&f) = self.occupants_at(c).first() {
                    return Err(Error::Game(format!(
                        "cannot make {c} a blocking space: figure `{}` stands there",
                        self.figures[f].id
                    )));
                }
                Cell::Blocking
            }
            (Cell::Blocking, false) => Cell::Space { marker: None },
        };
        self.board.set_cell(c, new);
        // Edges as the rules see them change only next to gaps, so only this cell's bits change.
        let i = self.board.index(c);
        self.sight[i] = sight_bits(&self.board, c);
        self.board_changed();
        Ok(true)
    }

    /// Puts the one-character marker `marker` on space `c` (or takes it off with `None`): what
    /// the diagram shows there and scripts read with `marker`; it never changes geometry.
    /// Refuses cells that are not spaces and markers a diagram could not draw there (`.`, `#`,
    /// whitespace). Returns whether the cell changed.
    pub fn set_marker(&mut self, c: Coord, marker: Option<char>) -> Result<bool> {
        self.board.check_grid("a marker")?;
        self.board.check(c)?;
        let Cell::Space { marker: old } = self.board.cell(c) else {
            return Err(Error::Game(format!(
                "cannot mark {c}: it is not a space (a blocking square or a gap)"
            )));
        };
        if let Some(m) = marker
            && (m == '.' || m == '#' || m.is_whitespace() || m.is_control())
        {
            return Err(Error::Game(format!(
                "`{m}` cannot be a marker (the diagram uses it for something else)"
            )));
        }
        if old == marker {
            return Ok(false);
        }
        self.board.set_cell(c, Cell::Space { marker });
        Ok(true)
    }

    /// Drops every cache derived from the board.
    fn board_changed(&mut self) {
        if self.corner.is_some() {
            self.corner = Some(Arc::new(CornerCache::new(&self.board)));
        }
    }

    pub fn occupants_at(&self, c: Coord) -> &[FigureIdx] {
        if self.board.contains(c) {
            &self.occupants[self.board.index(c)]
        } else {
            &[]
        }
    }

    pub fn are_enemies(&self, a: FigureIdx, b: FigureIdx) -> bool {
        self.figures[a].side != self.figures[b].side
    }

    /// The Free / Full / Blocked crowding rule as seen by `active` (none: nothing is Blocked).
    pub fn crowding(&self, c: Coord, active: Option<FigureIdx>) -> Crowding {
        let here = self.occupants_at(c);
        // Most spaces hold fewer figures than they can: no need to look at who stands there.
        if here.len() < self.geometry.capacity {
            return Crowding::Free;
        }
        let others = here.iter().filter(|&&o| Some(o) != active);
        let count = others.clone().count();
        if count < self.geometry.capacity {
            return Crowding::Free;
        }
        match active {
            Some(f) if others.into_iter().all(|&o| self.are_enemies(f, o)) => Crowding::Blocked,
            _ => Crowding::Full,
        }
    }

    pub fn is_blocked_for(&self, c: Coord, active: Option<FigureIdx>) -> bool {
        active.is_some() && self.crowding(c, active) == Crowding::Blocked
    }

    /// The closeness rule: the same space, or a neighbour through an open edge or open door
    /// (diagonals too under eight-way adjacency). Blocking spaces and gaps are never Close to
    /// anything.
    pub fn is_close(&self, a: Coord, b: Coord) -> bool {
        if let Some(g) = self.board.graph() {
            if !self.board.cell(a).is_space() || !self.board.cell(b).is_space() {
                return false;
            }
            return a == b || g.linked(self.board.index(a), self.board.index(b));
        }
        // A grid: read from the sight table (the edges as the rules see them), which the
        // movement and distance searches ask at every neighbour of every space they reach.
        let w = self.board.width() as usize;
        let bits = |c: Coord| -> u8 {
            if self.board.contains(c) {
                self.sight[c.row as usize * w + c.col as usize]
            } else {
                0
            }
        };
        let (ba, bb) = (bits(a), bits(b));
        if ba & SPACE == 0 || bb & SPACE == 0 {
            return false;
        }
        let (dc, dr) = (
            i32::from(b.col) - i32::from(a.col),
            i32::from(b.row) - i32::from(a.row),
        );
        let dx = if dc > 0 { Dir::East } else { Dir::West };
        let dy = if dr > 0 { Dir::South } else { Dir::North };
        match (dc.abs(), dr.abs()) {
            (0, 0) => true,
            (1, 0) => ba & dir_bit(dx) != 0,
            (0, 1) => ba & dir_bit(dy) != 0,
            (1, 1) if self.geometry.adjacency == Adjacency::Eight => {
                // No closed corner cut (see `diagonal_open`).
                let bh = bits(Coord::new(b.col, a.row));
                let bv = bits(Coord::new(a.col, b.row));
                bh & SPACE != 0
                    && bv & SPACE != 0
                    && ba & dir_bit(dx) != 0
                    && ba & dir_bit(dy) != 0
                    && bh & dir_bit(dy) != 0
                    && bv & dir_bit(dx) != 0
            }
            _ => false,
        }
    }

    /// [`Tabletop::is_close`] as the board's edges say it, without the sight table: what the
    /// table must agree with (tests).
    #[cfg(test)]
    fn is_close_by_edges(&self, a: Coord, b: Coord) -> bool {
        if !self.board.cell(a).is_space() || !self.board.cell(b).is_space() {
            return false;
        }
        if a == b {
            return true;
        }
        if let Some(g) = self.board.graph() {
            return self.board.contains(a)
                && self.board.contains(b)
                && g.linked(self.board.index(a), self.board.index(b));
        }
        if let Some(d) = self.board.dir_between(a, b) {
            return self.board.edge(a, d).is_passable();
        }
        self.geometry.adjacency == Adjacency::Eight && self.diagonal_open(a, b)
    }

    /// A diagonal step from `a` to `b` that cuts no closed corner.
    #[cfg(test)]
    fn diagonal_open(&self, a: Coord, b: Coord) -> bool {
        let (dc, dr) = (b.col as i32 - a.col as i32, b.row as i32 - a.row as i32);
        if dc.abs() != 1 || dr.abs() != 1 {
            return false;
        }
        let dx = if dc > 0 { Dir::East } else { Dir::West };
        let dy = if dr > 0 { Dir::South } else { Dir::North };
        let h = Coord::new(b.col, a.row);
        let v = Coord::new(a.col, b.row);
        self.board.cell(h).is_space()
            && self.board.cell(v).is_space()
            && self.board.edge(a, dx).is_passable()
            && self.board.edge(a, dy).is_passable()
            && self.board.edge(h, dy).is_passable()
            && self.board.edge(v, dx).is_passable()
    }

    /// Line of sight from `a` to `b` by the geometry's sight rule, for the active figure (whose
    /// enemies make spaces Blocked under the centre-to-centre rule; figures never block the
    /// corner-to-corner rule).
    pub fn line_of_sight(&self, a: Coord, b: Coord, active: Option<FigureIdx>) -> bool {
        match self.geometry.sight {
            SightLine::CentreToCentre => {
                let map = SightTable {
                    bits: &self.sight,
                    width: self.board.width() as usize,
                };
                crate::los::trace(&map, a, b, |c| self.is_blocked_for(c, active))
            }
            SightLine::None => false,
            SightLine::CornerToCorner => {
                if !self.board.contains(a) || !self.board.contains(b) {
                    return false;
                }
                let cache = self
                    .corner
                    .as_ref()
                    .expect("corner sight cache exists under corner-to-corner geometry");
                cache.sees(self.board.index(a), self.board.index(b))
            }
        }
    }

    /// Whether `a` sees square `b` when `b` may be a barrier itself (a blocking square such as a
    /// closed door tile): rules that target such a square (Arena's locked doors, ATC 6.1.2 with
    /// 4.3.3.3) need sight to it, and a target's own square never hides it. Under the corner
    /// rule `b` is taken as an open square for this one query (the board is copied, so this is
    /// for the few barrier targets, not every square); the centre rule already never lets the
    /// end spaces block. For an open `b`, the same as [`Tabletop::line_of_sight`].
    pub fn sees_barrier_square(&self, a: Coord, b: Coord) -> bool {
        if self.geometry.sight != SightLine::CornerToCorner
            || !self.board.contains(b)
            || self.board.cell(b).is_space()
        {
            return self.line_of_sight(a, b, None);
        }
        let mut board = self.board.clone();
        board.set_cell(b, crate::board::Cell::Space { marker: None });
        crate::los::corner_to_corner(&board, a, b)
    }

    /// The active figure by the contract's default: the first figure listed standing on `c`.
    pub fn first_figure_at(&self, c: Coord) -> Option<FigureIdx> {
        self.occupants_at(c).iter().copied().min()
    }

    /// Movement points of a figure when no card overrides it.
    pub fn movement_of(&self, i: FigureIdx) -> u32 {
        self.figures[i].movement.unwrap_or(self.geometry.movement)
    }

    /// The movement rule: every space where figure `i` may end a movement of `mp` points,
    /// excluding its start, in row-major order (by id on a graph board).
    pub fn reachable(&self, i: FigureIdx, mp: u32) -> Vec<Coord> {
        let costs = crate::movement::costs(self, i, mp);
        let start = self.board.index(self.figures[i].at);
        let mut out = costs
            .iter()
            .enumerate()
            .filter(|&(idx, &c)| {
                idx != start
                    && c <= mp
                    && self.crowding(self.board.coord_of(idx), Some(i)) == Crowding::Free
            })
            .map(|(idx, _)| self.board.coord_of(idx))
            .collect::<Vec<_>>();
        // Graph boards list spaces by id; grids in row-major order.
        if self.board.graph().is_some() {
            out.sort_by_key(|&c| self.board.address(c));
        }
        out
    }

    /// Whether `c` is a board space a mover may step into at all.
    pub(crate) fn enterable(&self, c: Coord, mover: FigureIdx) -> bool {
        matches!(self.board.cell(c), Cell::Space { .. }) && !self.is_blocked_for(c, Some(mover))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Adjacency;

    fn c(s: &str) -> Coord {
        s.parse().unwrap()
    }

    fn figure(id: &str, side: &str, at: &str) -> Figure {
        Figure {
            id: id.into(),
            side: side.into(),
            at: c(at),
            card: None,
            movement: None,
        }
    }

    /// `is_close` reads the sight table; it must say what the board's edges say, for every
    /// pair of cells a step apart (and off the grid), on a board with walls, doors open and
    /// closed, blocking spaces and gaps, under both adjacencies, before and after doors flip
    /// and spaces block.
    #[test]
    fn closeness_from_the_sight_table_is_the_edges_closeness() {
        let text = "+---+---+---+---+---+\n| .   . D . | .   . |\n+   +-d-+   +---+   +\n| . | .  ###  .     |\n+-D-+   +   +   +   +\n| .   .   . |       |\n+   +---+---+---+---+\n| . | .   .   .   . |\n+---+---+---+---+---+\n";
        for adjacency in [Adjacency::Eight, Adjacency::Four] {
            let geometry = Geometry {
                adjacency,
                capacity: 2,
                sight: SightLine::CentreToCentre,
                movement: 3,
            };
            let mut t = Tabletop::new(geometry, Board::parse(text).unwrap());
            let mut checked = 0;
            let mut close = 0;
            let mut check = |t: &Tabletop| {
                for row in 0..5u16 {
                    for col in 0..6u16 {
                        let a = Coord::new(col, row);
                        for dr in -1i32..=1 {
                            for dc in -1i32..=1 {
                                let (x, y) = (col as i32 + dc, row as i32 + dr);
                                if x < 0 || y < 0 {
                                    continue;
                                }
                                let b = Coord::new(x as u16, y as u16);
                                let want = t.is_close_by_edges(a, b);
                                assert_eq!(t.is_close(a, b), want, "{a} {b} ({adjacency:?})");
                                checked += 1;
                                close += usize::from(want);
                            }
                        }
                    }
                }
            };
            check(&t);
            t.flip_door(c("b1"), c("c1")).unwrap();
            t.flip_door(c("b1"), c("b2")).unwrap();
            t.flip_door(c("a2"), c("a3")).unwrap();
            t.set_blocking(c("c2"), false).unwrap();
            t.set_blocking(c("b3"), true).unwrap();
            check(&t);
            assert!(
                checked > 400 && close > 50,
                "{checked} pairs, {close} close"
            );
        }
    }

    /// A table after a game changed its doors, spaces, markers and figures.
    fn changed(sight: SightLine) -> Tabletop {
        let board = Board::parse(
            "+---+---+---+\n| .   . D . |\n+   +-d-+   +\n| . | .  ###|\n+---+---+---+\n",
        )
        .unwrap();
        let geometry = Geometry {
            adjacency: Adjacency::Eight,
            capacity: 2,
            sight,
            movement: 3,
        };
        let mut t = Tabletop::new(geometry, board);
        t.add_portal("red", c("a2")).unwrap();
        for (id, side, at) in [("p", "one", "a1"), ("q", "two", "b1"), ("r", "two", "a2")] {
            t.add_figure(figure(id, side, at)).unwrap();
        }
        t.add_figure_off(figure("s", "one", "a1")).unwrap();
        t.flip_door(c("b1"), c("c1")).unwrap();
        t.flip_door(c("b1"), c("b2")).unwrap();
        t.set_blocking(c("c2"), false).unwrap();
        t.set_blocking(c("a2"), false).unwrap();
        t.set_marker(c("c1"), Some('z')).unwrap();
        // Two figures on b1, the later listed first: the order they arrived in is state.
        t.move_through(0, c("b1")).unwrap();
        t.lift_figure(2);
        t.place_figure(3, c("c2")).unwrap();
        t
    }

    fn round_trip(t: &Tabletop) -> std::result::Result<Tabletop, String> {
        let text = serde_yaml::to_string(t).unwrap();
        serde_yaml::from_str(&text).map_err(|e| e.to_string())
    }

    #[test]
    fn a_table_read_back_is_the_table_with_its_caches_rebuilt() {
        for sight in [SightLine::CentreToCentre, SightLine::CornerToCorner] {
            let t = changed(sight);
            assert_eq!(t.occupants_at(c("b1")), &[1, 0]);
            let back = round_trip(&t).unwrap();
            assert!(back == t);
            assert_eq!(back.occupants_at(c("b1")), &[1, 0]);
            assert!(!back.is_on_board(2));
            assert_eq!(back.sight, t.sight);
            assert_eq!(back.corner.is_some(), sight == SightLine::CornerToCorner);
            // The rebuilt sight table is the one a table built on the changed board has.
            let fresh = Tabletop::new(t.geometry.clone(), t.board.clone());
            assert_eq!(back.sight, fresh.sight);
            for a in t.board.coords() {
                for b in t.board.coords() {
                    for f in [None, Some(0), Some(1), Some(3)] {
                        assert_eq!(back.line_of_sight(a, b, f), t.line_of_sight(a, b, f));
                    }
                }
            }
        }
    }

    #[test]
    fn a_table_whose_figures_do_not_fit_is_refused() {
        let t = changed(SightLine::CentreToCentre);
        let text = serde_yaml::to_string(&t).unwrap();
        let bad = |from: &str, to: &str| {
            assert!(text.contains(from), "{from} not in {text}");
            let e = serde_yaml::from_str::<Tabletop>(&text.replacen(from, to, 1))
                .err()
                .unwrap_or_else(|| panic!("{from} -> {to} was read"));
            e.to_string()
        };
        // A figure listed where it does not stand, listed twice, or not at all.
        assert!(bad("c2:\n  - s", "a1:\n  - s").contains("where it does not stand"));
        assert!(bad("- q\n  - p", "- q\n  - q").contains("`q`"));
        let e = bad("  c2:\n  - s\n", "");
        assert!(e.contains("neither on a space"), "{e}");
        // Figures on a space that is not one.
        assert!(bad("c2:\n  - s", "d9:\n  - s").contains("not a space"));
        // Two figures of one id.
        assert!(bad("id: r", "id: p").contains("used twice"));
    }
}
