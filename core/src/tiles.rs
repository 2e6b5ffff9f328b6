//! Tile libraries: a board composed from small square diagrams placed in a grid, each maybe
//! rotated, with doors and walls laid over the edges between spaces afterwards.
//!
//! A library is a YAML text the caller hands over (the kernel reads no files):
//!
//! ```yaml
//! size: 3            # every tile is size×size spaces (default 3)
//! tiles:
//!   1A: |
//!     +---+---+---+
//!     | .   .   . |
//!     ...
//! ```
//!
//! A layout names one tile per slot (`1A`, `5B@90` = turned 90° clockwise, `_` = no tile).
//! Where two tiles meet, the shared edge is a wall if either tile draws a wall there, else a
//! door if either draws one, else open. Edges facing an empty slot or the grid's rim are walls.
//! Markers move with their cells when a tile turns.

use std::collections::BTreeMap;
use std::str::FromStr;

use serde::Deserialize;

use crate::board::{Board, Cell, Dir, Edge};
use crate::coord::Coord;
use crate::error::{Error, Result};

/// One slot of a layout: a tile id and how many quarter turns clockwise it is rotated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placement {
    pub tile: String,
    /// 0..=3 quarter turns clockwise.
    pub turns: u8,
}

impl FromStr for Placement {
    type Err = String;

    /// `ID` or `ID@DEGREES` with DEGREES one of 0, 90, 180, 270 (clockwise).
    fn from_str(s: &str) -> std::result::Result<Placement, String> {
        let (id, turns) = match s.split_once('@') {
            None => (s, 0),
            Some((id, deg)) => {
                let turns = match deg.trim() {
                    "0" => 0,
                    "90" => 1,
                    "180" => 2,
                    "270" => 3,
                    other => {
                        return Err(format!(
                            "`{s}`: rotation `{other}` must be 0, 90, 180 or 270 (degrees clockwise)"
                        ));
                    }
                };
                (id, turns)
            }
        };
        let id = id.trim();
        if id.is_empty() || id.chars().any(char::is_whitespace) {
            return Err(format!("`{s}` is not a tile id (like 6A or 5B@90)"));
        }
        Ok(Placement {
            tile: id.to_string(),
            turns,
        })
    }
}

/// An edge the layout sets after composing: the edge between neighbouring spaces `a` and `b`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Overlay {
    pub a: Coord,
    pub b: Coord,
    pub edge: Edge,
}

impl Overlay {
    /// Parses `c3-c4` (two orthogonally neighbouring coordinates) with the edge to put there.
    pub fn parse(text: &str, edge: Edge) -> std::result::Result<Overlay, String> {
        let bad = || format!("`{text}` is not an edge (write two neighbouring spaces, like c3-c4)");
        let (a, b) = text.split_once('-').ok_or_else(bad)?;
        let a: Coord = a.trim().parse().map_err(|_| bad())?;
        let b: Coord = b.trim().parse().map_err(|_| bad())?;
        let (dc, dr) = (
            (a.col as i32 - b.col as i32).abs(),
            (a.row as i32 - b.row as i32).abs(),
        );
        if dc + dr != 1 {
            return Err(format!("`{text}`: {a} and {b} do not share an edge"));
        }
        Ok(Overlay { a, b, edge })
    }
}

/// A grid of tile slots (rows top to bottom, `None` = no tile) and the edges laid over it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Layout {
    pub rows: Vec<Vec<Option<Placement>>>,
    pub overlays: Vec<Overlay>,
}

impl Layout {
    /// Reads a layout from rows of slots, each row a list of slot texts or one string of slots
    /// separated by spaces; `_` is an empty slot. Errors name the row and column (1-based).
    pub fn from_rows(rows: &[Vec<String>]) -> std::result::Result<Layout, String> {
        if rows.is_empty() || rows.iter().all(|r| r.is_empty()) {
            return Err("the tile grid is empty".into());
        }
        let width = rows[0].len();
        let mut out = Vec::with_capacity(rows.len());
        for (r, row) in rows.iter().enumerate() {
            if row.len() != width {
                return Err(format!(
                    "row {} has {} slots but row 1 has {width}; every row needs the same number (`_` is an empty slot)",
                    r + 1,
                    row.len()
                ));
            }
            let mut slots = Vec::with_capacity(width);
            for (c, slot) in row.iter().enumerate() {
                let slot = slot.trim();
                if slot == "_" {
                    slots.push(None);
                } else {
                    slots
                        .push(Some(slot.parse::<Placement>().map_err(|e| {
                            format!("row {}, column {}: {e}", r + 1, c + 1)
                        })?));
                }
            }
            out.push(slots);
        }
        if out.iter().flatten().all(Option::is_none) {
            return Err("the tile grid places no tile".into());
        }
        Ok(Layout {
            rows: out,
            overlays: Vec::new(),
        })
    }
}

/// Turns a board `turns` quarter turns clockwise; cells keep their markers.
pub fn rotate(b: &Board, turns: u8) -> Board {
    let mut cur = b.clone();
    for _ in 0..turns % 4 {
        cur = rotate_once(&cur);
    }
    cur
}

fn turn_dir(d: Dir) -> Dir {
    match d {
        Dir::North => Dir::East,
        Dir::East => Dir::South,
        Dir::South => Dir::West,
        Dir::West => Dir::North,
    }
}

fn rotate_once(b: &Board) -> Board {
    let (w, h) = (b.width(), b.height());
    let mut out = Board::open(h, w);
    for c in b.coords() {
        // Clockwise: column c, row r goes to column h-1-r, row c.
        let to = Coord::new(h - 1 - c.row, c.col);
        out.set_cell(to, b.cell(c));
        for d in Dir::ALL {
            out.set_drawn_edge(to, turn_dir(d), b.drawn_edge(c, d));
        }
    }
    out
}

/// Where two tiles meet: a wall beats a door, a door beats an opening; two doors are open only
/// if both are.
fn merge(a: Edge, b: Edge) -> Edge {
    match (a, b) {
        (Edge::Wall, _) | (_, Edge::Wall) => Edge::Wall,
        (Edge::Door { open: x }, Edge::Door { open: y }) => Edge::Door { open: x && y },
        (d @ Edge::Door { .. }, _) | (_, d @ Edge::Door { .. }) => d,
        _ => Edge::Open,
    }
}

#[derive(Deserialize)]
struct LibrarySpec {
    #[serde(default = "default_size")]
    size: u16,
    tiles: BTreeMap<String, String>,
    #[serde(flatten)]
    _extra: BTreeMap<String, serde_yaml::Value>,
}

fn default_size() -> u16 {
    3
}

/// A ruleset's tiles by id, all `size`×`size`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TileLibrary {
    size: u16,
    tiles: BTreeMap<String, Board>,
    source: String,
}

impl TileLibrary {
    /// Parses a library's YAML text; `source` names it in errors (`tiles.yaml: tile 3B: …`).
    pub fn parse(text: &str, source: &str) -> Result<TileLibrary> {
        let e = |m: String| Error::Ruleset(format!("{source}: {m}"));
        let spec: LibrarySpec = crate::yaml::from_str(text, crate::yaml::YamlLimits::DATA)
            .map_err(|x| e(x.to_string()))?;
        if spec.size == 0 {
            return Err(e("`size` must be at least 1".into()));
        }
        if spec.tiles.is_empty() {
            return Err(e("`tiles` is empty".into()));
        }
        let mut tiles = BTreeMap::new();
        for (id, diagram) in spec.tiles {
            if id == "_" || id.contains('@') || id.chars().any(char::is_whitespace) {
                return Err(e(format!(
                    "tile id `{id}` may not be `_` or hold `@` or spaces"
                )));
            }
            let board = Board::parse(&diagram).map_err(|x| match (x, locate(text, &id)) {
                (
                    Error::Diagram {
                        line,
                        column,
                        message,
                    },
                    Some((first, indent)),
                ) => Error::Ruleset(format!(
                    "{source}:{}:{}: tile {id}: diagram line {line}, column {column}: {message}",
                    first + line - 1,
                    indent + column
                )),
                (x, _) => e(format!("tile {id}: {x}")),
            })?;
            if board.width() != spec.size || board.height() != spec.size {
                return Err(e(format!(
                    "tile {id} is {}×{} spaces; this library's tiles are {}×{}",
                    board.width(),
                    board.height(),
                    spec.size,
                    spec.size
                )));
            }
            tiles.insert(id, board);
        }
        Ok(TileLibrary {
            size: spec.size,
            tiles,
            source: source.to_string(),
        })
    }

    pub fn size(&self) -> u16 {
        self.size
    }

    /// Where the library came from (for messages).
    pub fn source(&self) -> &str {
        &self.source
    }

    /// Every tile id, sorted.
    pub fn ids(&self) -> impl Iterator<Item = &str> {
        self.tiles.keys().map(String::as_str)
    }

    /// A tile as drawn (unrotated).
    pub fn get(&self, id: &str) -> Option<&Board> {
        self.tiles.get(id)
    }

    /// Builds the board of `layout`: its tiles side by side, then its overlays. Errors are
    /// plain messages (an unknown tile, an overlay off the board); callers prefix the file.
    pub fn compose(&self, layout: &Layout) -> std::result::Result<Board, String> {
        let n = self.size;
        let rows = layout.rows.len();
        let cols = layout.rows.first().map_or(0, Vec::len);
        if rows == 0 || cols == 0 {
            return Err("the tile grid is empty".into());
        }
        if let Some(r) = layout.rows.iter().position(|r| r.len() != cols) {
            return Err(format!(
                "row {} has {} slots but row 1 has {cols}; every row needs the same number",
                r + 1,
                layout.rows[r].len()
            ));
        }
        // Before any tile is turned into its slot: a few aliased rows can ask for millions.
        Board::check_size(
            cols.saturating_mul(n as usize),
            rows.saturating_mul(n as usize),
        )
        .map_err(|e| format!("{rows}×{cols} tiles of {n}×{n}: {e}"))?;
        // Each slot's tile, turned.
        let mut placed: Vec<Vec<Option<Board>>> = Vec::with_capacity(rows);
        for (r, row) in layout.rows.iter().enumerate() {
            let mut out = Vec::with_capacity(cols);
            for (c, slot) in row.iter().enumerate() {
                out.push(match slot {
                    None => None,
                    Some(p) => {
                        let t = self.tiles.get(&p.tile).ok_or_else(|| {
                            format!(
                                "row {}, column {}: unknown tile `{}` ({} has {})",
                                r + 1,
                                c + 1,
                                p.tile,
                                self.source,
                                self.ids().collect::<Vec<_>>().join(", ")
                            )
                        })?;
                        Some(rotate(t, p.turns))
                    }
                });
            }
            placed.push(out);
        }
        let (w, h) = (cols as u16 * n, rows as u16 * n);
        let mut board = Board::open(w, h);
        // Gaps draw as blank: edges no tile touches stay open (the rules see them as walls).
        for c in board.coords().collect::<Vec<_>>() {
            board.set_cell(c, Cell::OffBoard);
            for d in Dir::ALL {
                board.set_drawn_edge(c, d, Edge::Open);
            }
        }
        let tile_at = |x: i32, y: i32| -> Option<(&Board, Coord)> {
            if x < 0 || y < 0 || x >= w as i32 || y >= h as i32 {
                return None;
            }
            let (x, y) = (x as u16, y as u16);
            placed[(y / n) as usize][(x / n) as usize]
                .as_ref()
                .map(|t| (t, Coord::new(x % n, y % n)))
        };
        for at in board.coords().collect::<Vec<_>>() {
            let Some((tile, local)) = tile_at(at.col as i32, at.row as i32) else {
                continue;
            };
            board.set_cell(at, tile.cell(local));
            for d in Dir::ALL {
                let mine = tile.drawn_edge(local, d);
                let (dx, dy) = d.delta();
                let inside = match d {
                    Dir::North => local.row > 0,
                    Dir::South => local.row < n - 1,
                    Dir::West => local.col > 0,
                    Dir::East => local.col < n - 1,
                };
                let edge = if inside {
                    mine
                } else {
                    match tile_at(at.col as i32 + dx, at.row as i32 + dy) {
                        Some((other, there)) => merge(mine, other.drawn_edge(there, opposite(d))),
                        None => Edge::Wall,
                    }
                };
                board.set_drawn_edge(at, d, edge);
            }
        }
        apply_overlays(&mut board, &layout.overlays)?;
        Ok(board)
    }
}

/// Sets each overlay's edge on `board`, refusing edges off the board, doors against
/// non-spaces and an edge given twice.
pub fn apply_overlays(board: &mut Board, overlays: &[Overlay]) -> std::result::Result<(), String> {
    let (w, h) = (board.width(), board.height());
    let mut seen: BTreeMap<(Coord, Coord), Edge> = BTreeMap::new();
    for o in overlays {
        for c in [o.a, o.b] {
            if !board.contains(c) {
                return Err(format!(
                    "edge {}-{}: {c} is not on the board ({} columns, {} rows)",
                    o.a, o.b, w, h
                ));
            }
        }
        let key = if o.a < o.b { (o.a, o.b) } else { (o.b, o.a) };
        if let Some(prev) = seen.insert(key, o.edge) {
            return Err(format!(
                "edge {}-{} is given twice (as {} and as {})",
                key.0,
                key.1,
                edge_name(prev),
                edge_name(o.edge)
            ));
        }
        if matches!(o.edge, Edge::Door { .. })
            && !(board.cell(o.a).is_space() && board.cell(o.b).is_space())
        {
            let off = if board.cell(o.a).is_space() { o.b } else { o.a };
            return Err(format!(
                "door {}-{}: {off} is not a space, so no door can stand there",
                o.a, o.b
            ));
        }
        let d = board
            .dir_between(o.a, o.b)
            .expect("overlays are neighbours");
        board.set_drawn_edge(o.a, d, o.edge);
    }
    Ok(())
}

fn opposite(d: Dir) -> Dir {
    turn_dir(turn_dir(d))
}

fn edge_name(e: Edge) -> &'static str {
    match e {
        Edge::Wall => "a wall",
        Edge::Open => "an opening",
        Edge::Door { open: false } => "a closed door",
        Edge::Door { open: true } => "an open door",
    }
}

/// The file line of the first diagram line of tile `id` (`  ID: |` then the block) and its
/// indentation, for errors that point into the library file.
fn locate(text: &str, id: &str) -> Option<(usize, usize)> {
    let lines: Vec<&str> = text.lines().collect();
    let start = lines.iter().position(|l| {
        let t = l.trim_start();
        [format!("{id}:"), format!("\"{id}\":"), format!("'{id}':")]
            .iter()
            .any(|p| t.starts_with(p.as_str()) && t[p.len()..].trim_start().starts_with('|'))
    })?;
    let indent = lines[start + 1..]
        .iter()
        .find(|l| !l.trim().is_empty())
        .map(|l| l.len() - l.trim_start().len())?;
    Some((start + 2, indent))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(s: &str) -> Coord {
        s.parse().unwrap()
    }

    // A: a wall east of a1, a marker `x` on c1, a blocking b2, a closed door between a3 and b3,
    // and an opening in its south rim under b3 only.
    const LIB: &str = "\
size: 3
provisional: true
tiles:
  A: |
    +---+---+---+
    | . | .   x |
    +   +   +   +
    | .  ###  .
    +   +   +   +
    | . D .   . |
    +---+   +---+
  B: |
    +---+---+---+
    | .   .   . |
    +   +   +   +
    | .   .   . |
    +   +   +   +
    | .   .   . |
    +---+---+---+
";

    fn lib() -> TileLibrary {
        TileLibrary::parse(LIB, "tiles.yaml").unwrap()
    }

    fn layout(rows: &[&[&str]]) -> Layout {
        let rows: Vec<Vec<String>> = rows
            .iter()
            .map(|r| r.iter().map(|s| s.to_string()).collect())
            .collect();
        Layout::from_rows(&rows).unwrap()
    }

    #[test]
    fn placements_parse_with_rotation() {
        assert_eq!(
            "5B@90".parse::<Placement>().unwrap(),
            Placement {
                tile: "5B".into(),
                turns: 1
            }
        );
        assert_eq!("6A".parse::<Placement>().unwrap().turns, 0);
        assert_eq!("6A@270".parse::<Placement>().unwrap().turns, 3);
        let err = "6A@45".parse::<Placement>().unwrap_err();
        assert!(err.contains("must be 0, 90, 180 or 270"), "{err}");
        assert!("@90".parse::<Placement>().is_err());
    }

    #[test]
    fn rotation_moves_cells_markers_and_edges_clockwise() {
        let a = lib().get("A").unwrap().clone();
        let r = rotate(&a, 1);
        // c1 (top-right) goes to c3 (bottom-right); a1 (top-left) to c1.
        assert_eq!(r.cell(c("c3")), Cell::Space { marker: Some('x') });
        assert_eq!(r.cell(c("b2")), Cell::Blocking);
        // The wall east of a1 becomes the wall south of c1.
        assert_eq!(r.drawn_edge(c("c1"), Dir::South), Edge::Wall);
        // The door between a3 and b3 (a3's east) becomes the door between a1 and a2.
        assert_eq!(
            r.drawn_edge(c("a1"), Dir::South),
            Edge::Door { open: false }
        );
        // The south rim opening under b3 becomes the west rim opening beside a2.
        assert_eq!(r.drawn_edge(c("a2"), Dir::West), Edge::Open);
        assert_eq!(r.drawn_edge(c("a1"), Dir::West), Edge::Wall);
        // Four quarter turns give the tile back; two are the same as 180.
        assert_eq!(rotate(&a, 4), a);
        assert_eq!(rotate(&rotate(&a, 1), 1), rotate(&a, 2));
        assert_eq!(
            rotate(&a, 2).cell(c("a3")),
            Cell::Space { marker: Some('x') }
        );
        // Round trip through the diagram text.
        assert_eq!(Board::parse(&r.render()).unwrap().render(), r.render());
    }

    #[test]
    fn composing_places_tiles_and_merges_shared_edges() {
        let b = lib()
            .compose(&layout(&[&["A", "B"], &["B@90", "_"]]))
            .unwrap();
        assert_eq!((b.width(), b.height()), (6, 6));
        assert_eq!(b.cell(c("c1")), Cell::Space { marker: Some('x') });
        assert_eq!(b.cell(c("b2")), Cell::Blocking);
        assert_eq!(b.cell(c("d4")), Cell::OffBoard);
        // A's east rim is open beside c2 and B's west rim is a wall: the wall wins.
        assert_eq!(b.edge(c("c2"), Dir::East), Edge::Wall);
        // A's south rim is open under b3, and the turned B's north rim is a wall there.
        assert_eq!(b.edge(c("b3"), Dir::South), Edge::Wall);
        // Edges facing the empty slot are walls, drawn so too.
        assert_eq!(b.drawn_edge(c("c4"), Dir::East), Edge::Wall);
        assert_eq!(b.edge(c("a3"), Dir::East), Edge::Door { open: false });
        // The composed text parses back to the same board.
        assert_eq!(Board::parse(&b.render()).unwrap(), b);
    }

    #[test]
    fn open_rims_meet_as_openings() {
        let text = "tiles:\n  O: |\n    +---+\n    | .\n    +   +\n";
        let l = TileLibrary::parse(&format!("size: 1\n{text}"), "t").unwrap();
        let b = l.compose(&layout(&[&["O", "O"]])).unwrap();
        // O's west rim is a wall and its east rim open: O|O meet at O's east and O's west = wall.
        assert_eq!(b.edge(c("a1"), Dir::East), Edge::Wall);
        let turned = l.compose(&layout(&[&["O", "O@180"]])).unwrap();
        assert_eq!(turned.edge(c("a1"), Dir::East), Edge::Open);
    }

    #[test]
    fn overlays_put_doors_walls_and_openings_on_edges() {
        let mut l = layout(&[&["B", "B"]]);
        l.overlays = vec![
            Overlay::parse("c2-d2", Edge::Door { open: false }).unwrap(),
            Overlay::parse("a1-a2", Edge::Wall).unwrap(),
            Overlay::parse("e3-e2", Edge::Door { open: true }).unwrap(),
            Overlay::parse("c1-d1", Edge::Open).unwrap(),
        ];
        let b = lib().compose(&l).unwrap();
        assert_eq!(b.edge(c("c2"), Dir::East), Edge::Door { open: false });
        assert_eq!(b.edge(c("a1"), Dir::South), Edge::Wall);
        assert_eq!(b.edge(c("e2"), Dir::South), Edge::Door { open: true });
        assert_eq!(b.edge(c("c1"), Dir::East), Edge::Open);
        assert_eq!(b.edge(c("c3"), Dir::East), Edge::Wall);
        assert_eq!(b.doors().len(), 2);
    }

    #[test]
    fn bad_overlays_are_refused_clearly() {
        let cases = [
            ("a1-c1", Edge::Wall, "do not share an edge"),
            ("a1", Edge::Wall, "is not an edge"),
            ("c1-d1", Edge::Wall, "d1 is not on the board"),
            ("a2-b2", Edge::Door { open: true }, "b2 is not a space"),
        ];
        for (text, edge, want) in cases {
            let err = Overlay::parse(text, edge).and_then(|o| {
                let mut l = layout(&[&["A"]]);
                l.overlays.push(o);
                lib().compose(&l).map(|_| ())
            });
            let err = err.unwrap_err();
            assert!(err.contains(want), "{text}: {err}");
        }
        let mut l = layout(&[&["B"]]);
        l.overlays = vec![
            Overlay::parse("a1-b1", Edge::Wall).unwrap(),
            Overlay::parse("b1-a1", Edge::Door { open: false }).unwrap(),
        ];
        let err = lib().compose(&l).unwrap_err();
        assert!(err.contains("a1-b1 is given twice"), "{err}");
    }

    #[test]
    fn bad_layouts_are_refused_clearly() {
        let rows = |r: &[&[&str]]| -> Vec<Vec<String>> {
            r.iter()
                .map(|x| x.iter().map(|s| s.to_string()).collect())
                .collect()
        };
        let err = Layout::from_rows(&rows(&[&["A", "B"], &["A"]])).unwrap_err();
        assert!(err.contains("row 2 has 1 slots but row 1 has 2"), "{err}");
        let err = Layout::from_rows(&rows(&[&["_", "_"]])).unwrap_err();
        assert!(err.contains("places no tile"), "{err}");
        let err = Layout::from_rows(&rows(&[&["A", "B@10"]])).unwrap_err();
        assert!(err.starts_with("row 1, column 2:"), "{err}");
        assert!(Layout::from_rows(&[]).is_err());
        let err = lib().compose(&layout(&[&["A", "Q7"]])).unwrap_err();
        assert!(
            err.contains("row 1, column 2: unknown tile `Q7` (tiles.yaml has A, B)"),
            "{err}"
        );
    }

    #[test]
    fn bad_libraries_are_refused_clearly() {
        let err = TileLibrary::parse(
            "size: 2\ntiles:\n  A: |\n    +---+\n    | . |\n    +---+\n",
            "lib.yaml",
        )
        .unwrap_err()
        .to_string();
        assert!(
            err.contains("lib.yaml: tile A is 1×1 spaces; this library's tiles are 2×2"),
            "{err}"
        );
        let err = TileLibrary::parse(
            "size: 1\ntiles:\n  A: |\n    +---+\n    | .x|\n    +---+\n",
            "lib.yaml",
        )
        .unwrap_err()
        .to_string();
        assert!(
            err.starts_with("lib.yaml:5:6: tile A: diagram line 2, column 2"),
            "{err}"
        );
        for (text, want) in [
            ("tiles: {}\n", "`tiles` is empty"),
            ("size: 0\ntiles: {A: x}\n", "`size` must be at least 1"),
            ("size: 1\ntiles: {\"a@b\": x}\n", "may not be"),
            ("nothing: here\n", "missing field `tiles`"),
        ] {
            let err = TileLibrary::parse(text, "lib.yaml")
                .unwrap_err()
                .to_string();
            assert!(err.contains(want), "{text}: {err}");
        }
    }
}
