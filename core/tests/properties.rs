//! Seeded random property tests: the kernel against the independent reference implementation in
//! `oracle/` (AQ-LOS, AQ-CLOSE, AQ-FREE/FULL/BLOCKED, AQ-MOVE), plus invariants of the board
//! diagram format (round trips, errors with positions, door flips).
//!
//! Every case is generated from its own seed (a per-property base plus the case number) with
//! `ChaCha8Rng::seed_from_u64`, so a failure names the seed that rebuilds it. A kernel/oracle
//! disagreement is shrunk (rows, columns, figures, portals, walls, doors and cells removed while
//! it still fails) and reported as a scenario file with the REPL query, the kernel's answer and
//! the oracle's, with the AQ-LOS rule that decided.

mod oracle;

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::panic::{AssertUnwindSafe, catch_unwind};

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use skirmish_core::{Board, Cell, Coord, Dir, Edge, Error, Figure, Geometry, Tabletop};

const SIDES: [&str; 5] = ["orange", "blue", "red", "green", "monsters"];
/// Marker characters, including ones that look like diagram syntax and a non-ASCII one.
const MARKERS: [char; 14] = [
    'r', 'b', 'g', 'S', '1', '*', '#', 'é', 'D', 'd', '|', '+', '-', 'X',
];
const CAPACITY: usize = 2;

fn rng_for(seed: u64) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(seed)
}

// ---------------------------------------------------------------------------------------------
// Random boards

/// How dense a generated board is in each feature, itself random so that cases range from open
/// fields to mazes full of doors and holes.
struct Style {
    wall: f64,
    door: f64,
    blocking: f64,
    gap: f64,
    marker: f64,
    /// Chance that a rim edge is drawn as something other than a wall.
    odd_rim: f64,
}

fn pick(rng: &mut ChaCha8Rng, options: &[f64]) -> f64 {
    options[rng.random_range(0..options.len())]
}

fn random_style(rng: &mut ChaCha8Rng) -> Style {
    Style {
        wall: pick(rng, &[0.0, 0.1, 0.2, 0.4]),
        door: pick(rng, &[0.0, 0.1, 0.25, 0.5]),
        blocking: pick(rng, &[0.0, 0.05, 0.15]),
        gap: pick(rng, &[0.0, 0.05, 0.15, 0.3]),
        marker: pick(rng, &[0.0, 0.1, 0.3]),
        odd_rim: pick(rng, &[0.0, 0.2, 0.6]),
    }
}

fn random_edge(rng: &mut ChaCha8Rng, style: &Style, rim: bool) -> Edge {
    if rim && !rng.random_bool(style.odd_rim) {
        return Edge::Wall;
    }
    let x: f64 = rng.random_range(0.0..1.0);
    if x < style.wall {
        Edge::Wall
    } else if x < style.wall + style.door {
        Edge::Door {
            open: rng.random_bool(0.5),
        }
    } else {
        Edge::Open
    }
}

fn random_cell(rng: &mut ChaCha8Rng, style: &Style) -> Cell {
    let x: f64 = rng.random_range(0.0..1.0);
    if x < style.gap {
        Cell::OffBoard
    } else if x < style.gap + style.blocking {
        Cell::Blocking
    } else if x < style.gap + style.blocking + style.marker {
        Cell::Space {
            marker: Some(MARKERS[rng.random_range(0..MARKERS.len())]),
        }
    } else {
        Cell::Space { marker: None }
    }
}

fn random_size(rng: &mut ChaCha8Rng) -> (u16, u16) {
    // Small boards often (corner cases), up to 12×10.
    if rng.random_bool(0.3) {
        (rng.random_range(1..=4), rng.random_range(1..=4))
    } else {
        (rng.random_range(1..=12), rng.random_range(1..=10))
    }
}

fn horizontal_text(e: Edge) -> &'static str {
    match e {
        Edge::Wall => "---",
        Edge::Open => "   ",
        Edge::Door { open: false } => "-D-",
        Edge::Door { open: true } => "-d-",
    }
}

fn vertical_text(e: Edge) -> char {
    match e {
        Edge::Wall => '|',
        Edge::Open => ' ',
        Edge::Door { open: false } => 'D',
        Edge::Door { open: true } => 'd',
    }
}

fn cell_text(c: Cell) -> String {
    match c {
        Cell::Space { marker: None } => " . ".to_string(),
        Cell::Space { marker: Some(m) } => format!(" {m} "),
        Cell::Blocking => "###".to_string(),
        Cell::OffBoard => "   ".to_string(),
    }
}

/// A random diagram written character by character (not with the kernel's renderer). With
/// `ragged`, some lines get extra trailing spaces and some lose theirs.
fn random_diagram(rng: &mut ChaCha8Rng, w: u16, h: u16, ragged: bool) -> String {
    let style = random_style(rng);
    let mut text = String::new();
    let finish = |rng: &mut ChaCha8Rng, text: &mut String, line: String| {
        let mut line = line;
        if ragged && rng.random_bool(0.3) {
            line = line.trim_end_matches(' ').to_string();
        }
        if ragged && rng.random_bool(0.2) {
            for _ in 0..rng.random_range(1..4) {
                line.push(' ');
            }
        }
        text.push_str(&line);
        text.push('\n');
    };
    for r in 0..=h {
        let mut line = String::from("+");
        for _ in 0..w {
            line.push_str(horizontal_text(random_edge(rng, &style, r == 0 || r == h)));
            line.push('+');
        }
        finish(rng, &mut text, line);
        if r == h {
            break;
        }
        let mut line = String::new();
        for k in 0..=w {
            line.push(vertical_text(random_edge(rng, &style, k == 0 || k == w)));
            if k < w {
                line.push_str(&cell_text(random_cell(rng, &style)));
            }
        }
        finish(rng, &mut text, line);
    }
    if ragged && rng.random_bool(0.2) {
        text.push('\n');
    }
    text
}

/// A random board built through the API (every drawn edge, rim included, set at random).
fn random_board_by_api(rng: &mut ChaCha8Rng) -> Board {
    let (w, h) = random_size(rng);
    let style = random_style(rng);
    let mut b = Board::open(w, h);
    for row in 0..h {
        for col in 0..w {
            let c = Coord::new(col, row);
            b.set_cell(c, random_cell(rng, &style));
            b.set_drawn_edge(c, Dir::East, random_edge(rng, &style, col + 1 == w));
            b.set_drawn_edge(c, Dir::South, random_edge(rng, &style, row + 1 == h));
            if col == 0 {
                b.set_drawn_edge(c, Dir::West, random_edge(rng, &style, true));
            }
            if row == 0 {
                b.set_drawn_edge(c, Dir::North, random_edge(rng, &style, true));
            }
        }
    }
    b
}

fn trim_lines(text: &str) -> String {
    let mut lines: Vec<&str> = text.split('\n').map(|l| l.trim_end_matches(' ')).collect();
    while lines.last().is_some_and(|l| l.is_empty()) {
        lines.pop();
    }
    let mut out = lines.join("\n");
    out.push('\n');
    out
}

fn spaces_of(board: &Board) -> Vec<Coord> {
    board
        .coords()
        .filter(|&c| board.cell(c).is_space())
        .collect()
}

// ---------------------------------------------------------------------------------------------
// Tables: a board with figures and portals

#[derive(Clone, Debug)]
struct Table {
    board: Board,
    figures: Vec<Figure>,
    portals: BTreeMap<String, Vec<Coord>>,
}

impl Table {
    fn tabletop(&self) -> Tabletop {
        self.try_tabletop().expect("generated tables are valid")
    }

    fn try_tabletop(&self) -> Option<Tabletop> {
        let mut t = Tabletop::new(Geometry::default(), self.board.clone());
        for f in &self.figures {
            t.add_figure(f.clone()).ok()?;
        }
        for (colour, spaces) in &self.portals {
            for &c in spaces {
                t.add_portal(colour, c).ok()?;
            }
        }
        Some(t)
    }

    fn world(&self) -> oracle::World<'_> {
        oracle::World {
            board: &self.board,
            portals: &self.portals,
            figures: &self.figures,
            capacity: CAPACITY,
        }
    }

    /// The table as a scenario file (repl-contract.md), so a failing case can be loaded.
    fn describe(&self) -> String {
        let mut s = String::from("ruleset: arcadia\nboard: |\n");
        for line in self.board.render().lines() {
            let _ = writeln!(s, "  {line}");
        }
        if !self.portals.is_empty() {
            s.push_str("portals:\n");
            for (colour, spaces) in &self.portals {
                let list: Vec<String> = spaces.iter().map(|c| c.to_string()).collect();
                let _ = writeln!(s, "  {colour}: [{}]", list.join(", "));
            }
        }
        if !self.figures.is_empty() {
            s.push_str("figures:\n");
            for f in &self.figures {
                let _ = writeln!(s, "  - {{id: {}, side: {}, at: {}}}", f.id, f.side, f.at);
            }
        }
        s
    }
}

fn coords(cs: &[Coord]) -> String {
    cs.iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

fn random_table(rng: &mut ChaCha8Rng) -> Table {
    let (w, h) = random_size(rng);
    let text = random_diagram(rng, w, h, false);
    let board = Board::parse(&text).expect("generated diagrams parse");
    let spaces = spaces_of(&board);
    let mut figures = Vec::new();
    let mut portals = BTreeMap::new();
    if spaces.is_empty() {
        return Table {
            board,
            figures,
            portals,
        };
    }
    // A few "busy" spaces so that Full and Blocked spaces are common.
    let busy: Vec<Coord> = (0..3)
        .map(|_| spaces[rng.random_range(0..spaces.len())])
        .collect();
    let sides = rng.random_range(1..=SIDES.len());
    let wanted = rng.random_range(0..=8usize).min(2 * spaces.len());
    let mut tries = 0;
    while figures.len() < wanted && tries < 50 {
        tries += 1;
        let at = if rng.random_bool(0.5) {
            busy[rng.random_range(0..busy.len())]
        } else {
            spaces[rng.random_range(0..spaces.len())]
        };
        if figures.iter().filter(|f: &&Figure| f.at == at).count() >= CAPACITY {
            continue;
        }
        figures.push(Figure {
            id: format!("f{}", figures.len()),
            side: SIDES[rng.random_range(0..sides)].to_string(),
            at,
            card: None,
            movement: None,
        });
    }
    for colour in ["red", "blue", "green"]
        .iter()
        .take(rng.random_range(0..=3))
    {
        let n = rng.random_range(1..=4);
        let list: Vec<Coord> = (0..n)
            .map(|_| spaces[rng.random_range(0..spaces.len())])
            .collect();
        portals.insert(colour.to_string(), list);
    }
    Table {
        board,
        figures,
        portals,
    }
}

// ---------------------------------------------------------------------------------------------
// Queries, kernel against oracle, and shrinking

#[derive(Clone, Copy, Debug)]
enum Query {
    Los {
        a: Coord,
        b: Coord,
        active: Option<usize>,
    },
    Close {
        a: Coord,
        b: Coord,
    },
    Reach {
        mover: usize,
        mp: u32,
    },
}

impl Query {
    fn describe(&self, table: &Table) -> String {
        match *self {
            Query::Los { a, b, active } => match active {
                Some(f) => format!("los {a} {b} as {}", table.figures[f].id),
                None => format!("los {a} {b} (no active figure)"),
            },
            Query::Close { a, b } => format!("close {a} {b}"),
            Query::Reach { mover, mp } => format!("reach {} {mp}", table.figures[mover].id),
        }
    }
}

fn yes_no(b: bool) -> String {
    if b { "yes" } else { "no" }.to_string()
}

fn kernel_answer(t: &Tabletop, q: Query) -> String {
    match q {
        Query::Los { a, b, active } => yes_no(t.line_of_sight(a, b, active)),
        Query::Close { a, b } => yes_no(t.is_close(a, b)),
        Query::Reach { mover, mp } => coords(&t.reachable(mover, mp)),
    }
}

fn oracle_answer(table: &Table, q: Query) -> (String, String) {
    let world = table.world();
    match q {
        Query::Los { a, b, active } => match oracle::los_explained(&world, a, b, active) {
            Ok(_) => (yes_no(true), "no rule blocks".to_string()),
            Err(why) => (yes_no(false), why),
        },
        Query::Close { a, b } => (yes_no(oracle::close(&table.board, a, b)), String::new()),
        Query::Reach { mover, mp } => (coords(&oracle::reach(&world, mover, mp)), String::new()),
    }
}

/// `Some(report)` when the kernel and the oracle disagree on `q`.
fn disagreement(table: &Table, q: Query) -> Option<String> {
    let t = table.try_tabletop()?;
    let kernel = kernel_answer(&t, q);
    let (oracle, why) = oracle_answer(table, q);
    (kernel != oracle).then(|| {
        format!(
            "{}query: {}\nkernel: {kernel:?}\noracle: {oracle:?} {why}\n",
            table.describe(),
            q.describe(table)
        )
    })
}

fn remap_coord(c: Coord, dc: i32, dr: i32) -> Coord {
    Coord::new((c.col as i32 + dc) as u16, (c.row as i32 + dr) as u16)
}

/// The table without one row or column (`axis_col`: a column; `first`: the first one, else the
/// last), coordinates shifted; figures and portals on it dropped. None if the query needs it.
fn cropped(table: &Table, q: Query, axis_col: bool, first: bool) -> Option<(Table, Query)> {
    let (w, h) = (table.board.width(), table.board.height());
    if (axis_col && w == 1) || (!axis_col && h == 1) {
        return None;
    }
    let removed = |c: Coord| {
        if axis_col {
            c.col == if first { 0 } else { w - 1 }
        } else {
            c.row == if first { 0 } else { h - 1 }
        }
    };
    let (dc, dr) = match (axis_col, first) {
        (true, true) => (-1, 0),
        (false, true) => (0, -1),
        _ => (0, 0),
    };
    let (nw, nh) = if axis_col { (w - 1, h) } else { (w, h - 1) };
    let mut board = Board::open(nw, nh);
    for c in table.board.coords().filter(|&c| !removed(c)) {
        let n = remap_coord(c, dc, dr);
        board.set_cell(n, table.board.cell(c));
        for d in Dir::ALL {
            board.set_drawn_edge(n, d, table.board.drawn_edge(c, d));
        }
    }
    let keep_figure = |i: usize| !removed(table.figures[i].at);
    let needed: Vec<usize> = match q {
        Query::Los {
            active: Some(f), ..
        } => vec![f],
        Query::Reach { mover, .. } => vec![mover],
        _ => vec![],
    };
    if needed.iter().any(|&f| !keep_figure(f)) {
        return None;
    }
    let mut new_index = vec![None; table.figures.len()];
    let mut figures = Vec::new();
    for (i, f) in table.figures.iter().enumerate() {
        if keep_figure(i) {
            new_index[i] = Some(figures.len());
            let mut f = f.clone();
            f.at = remap_coord(f.at, dc, dr);
            figures.push(f);
        }
    }
    let portals = table
        .portals
        .iter()
        .map(|(colour, spaces)| {
            let kept: Vec<Coord> = spaces
                .iter()
                .filter(|&&c| !removed(c))
                .map(|&c| remap_coord(c, dc, dr))
                .collect();
            (colour.clone(), kept)
        })
        .filter(|(_, s)| !s.is_empty())
        .collect();
    let q = match q {
        Query::Los { a, b, active } => {
            if removed(a) || removed(b) {
                return None;
            }
            Query::Los {
                a: remap_coord(a, dc, dr),
                b: remap_coord(b, dc, dr),
                active: active.map(|f| new_index[f].expect("kept")),
            }
        }
        Query::Close { a, b } => {
            if removed(a) || removed(b) {
                return None;
            }
            Query::Close {
                a: remap_coord(a, dc, dr),
                b: remap_coord(b, dc, dr),
            }
        }
        Query::Reach { mover, mp } => Query::Reach {
            mover: new_index[mover].expect("kept"),
            mp,
        },
    };
    Some((
        Table {
            board,
            figures,
            portals,
        },
        q,
    ))
}

/// Simpler variants of a failing case, most drastic first.
fn shrink_candidates(table: &Table, q: Query) -> Vec<(Table, Query)> {
    let mut out = Vec::new();
    for axis_col in [true, false] {
        for first in [false, true] {
            out.extend(cropped(table, q, axis_col, first));
        }
    }
    // Drop a figure (not the active one or the mover).
    let keep = match q {
        Query::Los { active, .. } => active,
        Query::Reach { mover, .. } => Some(mover),
        Query::Close { .. } => None,
    };
    for j in 0..table.figures.len() {
        if Some(j) == keep {
            continue;
        }
        let mut t = table.clone();
        t.figures.remove(j);
        let fix = |i: usize| if i > j { i - 1 } else { i };
        let q = match q {
            Query::Los { a, b, active } => Query::Los {
                a,
                b,
                active: active.map(fix),
            },
            Query::Reach { mover, mp } => Query::Reach {
                mover: fix(mover),
                mp,
            },
            other => other,
        };
        out.push((t, q));
    }
    if let Query::Los {
        a,
        b,
        active: Some(_),
    } = q
    {
        out.push((table.clone(), Query::Los { a, b, active: None }));
    }
    if let Query::Reach { mover, mp } = q
        && mp > 0
    {
        out.push((table.clone(), Query::Reach { mover, mp: mp - 1 }));
    }
    for colour in table.portals.keys() {
        let mut t = table.clone();
        t.portals.remove(colour);
        out.push((t, q));
        for k in 0..table.portals[colour].len() {
            let mut t = table.clone();
            t.portals.get_mut(colour).expect("present").remove(k);
            out.push((t, q));
        }
    }
    // Plain cells, open inner edges, walled rim.
    for c in table.board.coords() {
        if table.board.cell(c) != (Cell::Space { marker: None }) {
            let mut t = table.clone();
            t.board.set_cell(c, Cell::Space { marker: None });
            out.push((t, q));
        }
        for d in Dir::ALL {
            let rim = oracle::neighbour(&table.board, c, d).is_none();
            let plain = if rim { Edge::Wall } else { Edge::Open };
            if table.board.drawn_edge(c, d) != plain {
                let mut t = table.clone();
                t.board.set_drawn_edge(c, d, plain);
                out.push((t, q));
            }
        }
    }
    out
}

/// Greedily shrinks a failing case while it keeps failing.
fn shrink(mut table: Table, mut q: Query) -> (Table, Query, String) {
    let mut report = disagreement(&table, q).expect("shrink starts from a failing case");
    'outer: loop {
        for (t, nq) in shrink_candidates(&table, q) {
            if let Some(r) = disagreement(&t, nq) {
                (table, q, report) = (t, nq, r);
                continue 'outer;
            }
        }
        return (table, q, report);
    }
}

/// Panics with the seed, the minimal failing case and the original one.
fn fail(property: &str, seed: u64, table: &Table, q: Query) -> ! {
    let original = disagreement(table, q).expect("failing");
    let (_, _, minimal) = shrink(table.clone(), q);
    panic!(
        "\n{property}: kernel and oracle disagree (seed {seed}).\n\n\
         minimal case:\n{minimal}\noriginal case:\n{original}"
    );
}

/// Compares one answer of the already built tabletop `t` with the oracle's.
fn check(property: &str, seed: u64, table: &Table, t: &Tabletop, q: Query) {
    if kernel_answer(t, q) != oracle_answer(table, q).0 {
        fail(property, seed, table, q);
    }
}

// ---------------------------------------------------------------------------------------------
// Properties: kernel == oracle

fn random_active(rng: &mut ChaCha8Rng, table: &Table, from: Coord) -> Option<usize> {
    if table.figures.is_empty() {
        return None;
    }
    match rng.random_range(0..3) {
        0 => None,
        // The contract's default: the first figure listed on FROM.
        1 => table.figures.iter().position(|f| f.at == from),
        _ => Some(rng.random_range(0..table.figures.len())),
    }
}

fn random_coord(rng: &mut ChaCha8Rng, board: &Board) -> Coord {
    Coord::new(
        rng.random_range(0..board.width()),
        rng.random_range(0..board.height()),
    )
}

const LOS_BASE: u64 = 1_000_000;
const LOS_BOARDS: u64 = 2500;
const LOS_PAIRS: usize = 60;

/// How many LOS queries met each rule, so the generator is known to reach every case.
#[derive(Debug, Default)]
struct LosCoverage {
    queries: usize,
    yes: usize,
    rule1_blocking: usize,
    rule1_gap: usize,
    rule1_blocked: usize,
    rule2: usize,
    rule3: usize,
    through_vertex: usize,
    skimmed: usize,
    open_door: usize,
}

impl LosCoverage {
    fn count(&mut self, verdict: &Result<oracle::Clear, String>) {
        self.queries += 1;
        match verdict {
            Ok(clear) => {
                self.yes += 1;
                self.through_vertex += usize::from(clear.vertices > 0);
                self.skimmed += usize::from(clear.skims > 0);
                self.open_door += usize::from(clear.open_doors > 0);
            }
            Err(why) if why.ends_with("a blocking space") => self.rule1_blocking += 1,
            Err(why) if why.ends_with("off the board") => self.rule1_gap += 1,
            Err(why) if why.ends_with("a Blocked space") => self.rule1_blocked += 1,
            Err(why) if why.starts_with("rule 2") => self.rule2 += 1,
            Err(_) => self.rule3 += 1,
        }
    }

    fn each_at_least(&self, n: usize) -> bool {
        [
            self.yes,
            self.queries - self.yes,
            self.rule1_blocking,
            self.rule1_gap,
            self.rule1_blocked,
            self.rule2,
            self.rule3,
            self.through_vertex,
            self.skimmed,
            self.open_door,
        ]
        .iter()
        .all(|&k| k >= n)
    }
}

#[test]
fn los_matches_oracle_and_is_symmetric() {
    let mut coverage = LosCoverage::default();
    for case in 0..LOS_BOARDS {
        let seed = LOS_BASE + case;
        let mut rng = rng_for(seed);
        let table = random_table(&mut rng);
        let t = table.tabletop();
        let world = table.world();
        let board = &table.board;
        let small = board.len() <= 16;
        let mut pairs = Vec::new();
        if small {
            for a in board.coords() {
                for b in board.coords() {
                    pairs.push((a, b));
                }
            }
        } else {
            for _ in 0..LOS_PAIRS {
                let a = random_coord(&mut rng, board);
                // Half the time a partner on an exact diagonal or at odd offsets, where the
                // segment passes grid vertices.
                let b = if rng.random_bool(0.5) {
                    let k = rng.random_range(1..=10i32);
                    let (sx, sy) = (
                        if rng.random_bool(0.5) { 1 } else { -1 },
                        if rng.random_bool(0.5) { 1 } else { -1 },
                    );
                    let (mx, my) = if rng.random_bool(0.5) {
                        (1, 1)
                    } else {
                        (
                            1 + 2 * rng.random_range(0..3),
                            1 + 2 * rng.random_range(0..3),
                        )
                    };
                    let x = a.col as i32 + sx * k * mx;
                    let y = a.row as i32 + sy * k * my;
                    if x < 0 || y < 0 || x >= board.width() as i32 || y >= board.height() as i32 {
                        random_coord(&mut rng, board)
                    } else {
                        Coord::new(x as u16, y as u16)
                    }
                } else {
                    random_coord(&mut rng, board)
                };
                pairs.push((a, b));
            }
        }
        for (a, b) in pairs {
            let active = random_active(&mut rng, &table, a);
            assert_eq!(
                t.first_figure_at(a),
                table.figures.iter().position(|f| f.at == a),
                "seed {seed}: the first figure listed on {a}"
            );
            let verdict = oracle::los_explained(&world, a, b, active);
            if t.line_of_sight(a, b, active) != verdict.is_ok() {
                fail("AQ-LOS", seed, &table, Query::Los { a, b, active });
            }
            coverage.count(&verdict);
            // The same active figure sees the same both ways; without one too.
            for active in [active, None] {
                let there = t.line_of_sight(a, b, active);
                let back = t.line_of_sight(b, a, active);
                assert_eq!(
                    there,
                    back,
                    "AQ-LOS symmetry (seed {seed}): {} is {there}, reverse is {back}\n{}",
                    Query::Los { a, b, active }.describe(&table),
                    table.describe()
                );
            }
        }
    }
    println!("{coverage:?}");
    assert!(
        coverage.each_at_least(50),
        "the generator should exercise every AQ-LOS rule: {coverage:?}"
    );
}

const CLOSE_BASE: u64 = 2_000_000;
const CLOSE_BOARDS: u64 = 1000;

#[test]
fn close_matches_oracle_and_is_symmetric() {
    for case in 0..CLOSE_BOARDS {
        let seed = CLOSE_BASE + case;
        let mut rng = rng_for(seed);
        let table = random_table(&mut rng);
        let t = table.tabletop();
        let board = &table.board;
        // Every space, and one column and row past the grid.
        let all: Vec<Coord> = (0..=board.height())
            .flat_map(|r| (0..=board.width()).map(move |c| Coord::new(c, r)))
            .collect();
        for &a in &all {
            // Neighbours and a few others: everything else is never Close.
            let mut partners: Vec<Coord> = all
                .iter()
                .copied()
                .filter(|b| a.col.abs_diff(b.col) <= 1 && a.row.abs_diff(b.row) <= 1)
                .collect();
            partners.push(all[rng.random_range(0..all.len())]);
            for b in partners {
                check("AQ-CLOSE", seed, &table, &t, Query::Close { a, b });
                assert_eq!(
                    t.is_close(a, b),
                    t.is_close(b, a),
                    "AQ-CLOSE symmetry (seed {seed}): close {a} {b}\n{}",
                    table.describe()
                );
            }
        }
    }
}

const REACH_BASE: u64 = 3_000_000;
const REACH_BOARDS: u64 = 1500;

#[test]
fn reach_matches_oracle_and_keeps_its_invariants() {
    let mut nonempty = 0;
    for case in 0..REACH_BOARDS {
        let seed = REACH_BASE + case;
        let mut rng = rng_for(seed);
        let table = random_table(&mut rng);
        if table.figures.is_empty() {
            continue;
        }
        let t = table.tabletop();
        for _ in 0..3 {
            let mover = rng.random_range(0..table.figures.len());
            let mp = rng.random_range(0..=5u32);
            check(
                "AQ-MOVE reach",
                seed,
                &table,
                &t,
                Query::Reach { mover, mp },
            );
            let got = t.reachable(mover, mp);
            nonempty += usize::from(!got.is_empty());
            let start = table.figures[mover].at;
            let why = || {
                format!(
                    "(seed {seed}) {} gave {}\n{}",
                    Query::Reach { mover, mp }.describe(&table),
                    coords(&got),
                    table.describe()
                )
            };
            assert!(
                got.windows(2)
                    .all(|w| (w[0].row, w[0].col) < (w[1].row, w[1].col)),
                "reach is sorted by row then column, without repeats {}",
                why()
            );
            for &c in &got {
                assert!(c != start, "reach never holds the start {}", why());
                assert!(
                    table.board.cell(c).is_space(),
                    "reach holds only board spaces {}",
                    why()
                );
                let others = table
                    .figures
                    .iter()
                    .enumerate()
                    .filter(|&(i, f)| i != mover && f.at == c)
                    .count();
                assert!(
                    others < CAPACITY,
                    "reach never ends where {CAPACITY} other figures stand ({c}) {}",
                    why()
                );
            }
            if mp == 0 {
                assert!(got.is_empty(), "0 points reach nothing {}", why());
            }
            // More points never reach less.
            if mp < 5 {
                let more = t.reachable(mover, mp + 1);
                assert!(
                    got.iter().all(|c| more.contains(c)),
                    "reach with {} points lost spaces {}",
                    mp + 1,
                    why()
                );
            }
        }
    }
    assert!(nonempty > 100, "the generator should give real movement");
}

/// AQ-FREE/FULL/BLOCKED for every space and every active figure (and none), except the active
/// figure's own space: there the kernel counts only the *other* figures (F plus one enemy is
/// Free), while the rule's literal count says 2 figures are Full. No `los`, `close` or `reach`
/// answer depends on that case (the start is never an end space and A never blocks its own
/// sight), so it is reported as a spec ambiguity rather than checked.
#[test]
fn crowding_matches_oracle() {
    for case in 0..1000 {
        let seed = 8_000_000 + case;
        let mut rng = rng_for(seed);
        let table = random_table(&mut rng);
        let t = table.tabletop();
        let world = table.world();
        let actives = std::iter::once(None).chain((0..table.figures.len()).map(Some));
        for active in actives {
            for c in table.board.coords() {
                if active.is_some_and(|f| table.figures[f].at == c) {
                    continue;
                }
                let kernel = format!("{:?}", t.crowding(c, active));
                let want = oracle::crowding(&world, c, active);
                assert_eq!(
                    kernel,
                    want,
                    "seed {seed}: crowding of {c} seen by {:?}\n{}",
                    active.map(|f| &table.figures[f].id),
                    table.describe()
                );
                assert_eq!(
                    t.is_blocked_for(c, active),
                    oracle::blocked(&world, c, active),
                    "seed {seed}: {c} Blocked for {active:?}\n{}",
                    table.describe()
                );
            }
        }
    }
}

/// Kernel's `Board::edge` against the rule re-derived from the drawn edges, and the two views of
/// one drawn edge (from either side) agree.
#[test]
fn effective_edges_follow_the_rim_and_gap_rule() {
    for case in 0..2000 {
        let seed = 4_000_000 + case;
        let mut rng = rng_for(seed);
        let board = if rng.random_bool(0.5) {
            random_board_by_api(&mut rng)
        } else {
            random_table(&mut rng).board
        };
        for c in board.coords() {
            for d in Dir::ALL {
                assert_eq!(
                    board.edge(c, d),
                    oracle::effective_edge(&board, c, d),
                    "seed {seed}: edge {d:?} of {c}\n{}",
                    board.render()
                );
                if let Some(n) = oracle::neighbour(&board, c, d) {
                    let back = oracle::direction(n, c).expect("neighbours");
                    assert_eq!(board.drawn_edge(c, d), board.drawn_edge(n, back));
                    assert_eq!(board.edge(c, d), board.edge(n, back));
                }
            }
        }
        let mut doors = Vec::new();
        for c in board.coords() {
            for d in [Dir::East, Dir::South] {
                if let Edge::Door { open } = oracle::effective_edge(&board, c, d) {
                    doors.push((c, d, open));
                }
            }
        }
        assert_eq!(board.doors(), doors, "seed {seed}\n{}", board.render());
    }
}

// ---------------------------------------------------------------------------------------------
// Properties: the diagram format

#[test]
fn diagrams_round_trip() {
    for case in 0..3000 {
        let seed = 5_000_000 + case;
        let mut rng = rng_for(seed);
        let (w, h) = random_size(&mut rng);
        let text = random_diagram(&mut rng, w, h, true);
        let board = match Board::parse(&text) {
            Ok(b) => b,
            Err(e) => panic!("seed {seed}: a valid diagram was rejected: {e}\n{text}"),
        };
        assert_eq!((board.width(), board.height()), (w, h), "seed {seed}");
        let rendered = board.render();
        assert_eq!(
            rendered,
            trim_lines(&text),
            "seed {seed}: render(parse(text)) != text\n{text}"
        );
        assert_eq!(
            Board::parse(&rendered).as_ref(),
            Ok(&board),
            "seed {seed}: parse(render(board)) != board\n{rendered}"
        );

        let board = random_board_by_api(&mut rng);
        let rendered = board.render();
        assert_eq!(
            Board::parse(&rendered).as_ref(),
            Ok(&board),
            "seed {seed}: parse(render(board)) != board for a board built by the API\n{rendered}"
        );
        assert_eq!(
            rendered,
            trim_lines(&rendered),
            "seed {seed}: no trailing spaces"
        );
    }
}

/// board-format.md: a cell ` X ` "where X is any other single character" is a marked space, and
/// the diagram round-trips "trailing spaces aside". A marker that is whitespace other than a space
/// (a tab, a no-break space) in the last column, with an open rim after it, ends the line; it
/// must survive parsing and rendering all the same.
#[test]
fn whitespace_markers_in_the_last_column_survive() {
    for m in ['\t', '\u{a0}', '\u{3000}'] {
        let text = format!("+---+---+\n| . | {m}  \n+---+---+\n");
        let board = Board::parse(&text).expect("a valid diagram");
        assert_eq!(
            board.cell(Coord::new(1, 0)),
            Cell::Space { marker: Some(m) },
            "b1 of {text:?} is a space marked {m:?}"
        );
        assert_eq!(board.render(), trim_lines(&text), "render of {text:?}");

        let mut board = Board::open(2, 1);
        board.set_cell(Coord::new(1, 0), Cell::Space { marker: Some(m) });
        board.set_drawn_edge(Coord::new(1, 0), Dir::East, Edge::Open);
        assert_eq!(
            Board::parse(&board.render()).as_ref(),
            Ok(&board),
            "parse(render(board)) for a marker {m:?} in the last column: {:?}",
            board.render()
        );
    }
}

const GARBAGE: [char; 16] = [
    '+', '-', '|', ' ', '.', '#', 'D', 'd', '\n', '\r', '\t', 'x', 'é', '0', '\u{a0}', '\u{0}',
];

fn mutate(rng: &mut ChaCha8Rng, text: &str) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for _ in 0..rng.random_range(1..=4) {
        let pos = if chars.is_empty() {
            0
        } else {
            rng.random_range(0..chars.len())
        };
        let g = GARBAGE[rng.random_range(0..GARBAGE.len())];
        match rng.random_range(0..7) {
            0 | 1 if !chars.is_empty() => chars[pos] = g,
            2 => chars.insert(pos, g),
            3 if !chars.is_empty() => {
                chars.remove(pos);
            }
            4 => chars.truncate(pos),
            5 => {
                // Duplicate or drop a whole line.
                let s: String = chars.iter().collect();
                let mut lines: Vec<&str> = s.split('\n').collect();
                let i = rng.random_range(0..lines.len());
                if rng.random_bool(0.5) {
                    lines.insert(i, lines[i]);
                } else {
                    lines.remove(i);
                }
                chars = lines.join("\n").chars().collect();
            }
            _ => {
                // Cut a line short or lengthen it.
                let s: String = chars.iter().collect();
                let mut lines: Vec<String> = s.split('\n').map(str::to_string).collect();
                let i = rng.random_range(0..lines.len());
                if rng.random_bool(0.5) {
                    let n = lines[i].chars().count();
                    lines[i] = lines[i].chars().take(n / 2).collect();
                } else {
                    lines[i].push_str("---+");
                }
                chars = lines.join("\n").chars().collect();
            }
        }
    }
    chars.into_iter().collect()
}

thread_local! {
    /// Set while this thread expects panics it reports itself (see [`quietly`]).
    static QUIET: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Runs `f`, catching a panic without printing it: shrinking a panicking diagram panics many
/// times. Other threads' panics still print as usual.
fn quietly<T>(f: impl FnOnce() -> T) -> std::thread::Result<T> {
    static HOOK: std::sync::Once = std::sync::Once::new();
    HOOK.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if !QUIET.with(|q| q.get()) {
                previous(info);
            }
        }));
    });
    QUIET.with(|q| q.set(true));
    let result = catch_unwind(AssertUnwindSafe(f));
    QUIET.with(|q| q.set(false));
    result
}

/// What is wrong with how the kernel handles `text`, if anything: `Board::parse` must return a
/// board or an `Error::Diagram` pointing into the text, never panic; an accepted board must
/// render without panicking and parse back to itself.
fn diagram_problem(text: &str) -> Option<String> {
    let parsed = match quietly(|| Board::parse(text)) {
        Ok(r) => r,
        Err(_) => return Some("Board::parse panicked".to_string()),
    };
    match parsed {
        Ok(board) => {
            let Ok(rendered) = quietly(|| board.render()) else {
                return Some(format!(
                    "parsed as a {}×{} board, then Board::render panicked",
                    board.width(),
                    board.height()
                ));
            };
            match Board::parse(&rendered) {
                Ok(again) if again == board => None,
                other => Some(format!(
                    "accepted, but its rendering {rendered:?} parses as {other:?}"
                )),
            }
        }
        Err(Error::Diagram { line, column, .. }) => {
            // A position inside the text, or just past the end of a line (a missing
            // character), or the line after the last (a missing line). A short line counts as
            // padded to the first line's width, as the parser reads it.
            let lines: Vec<&str> = text.split('\n').collect();
            let first_width = lines[0].trim_end().chars().count();
            if line < 1 || line > lines.len() + 1 {
                return Some(format!(
                    "error line {line} outside the text ({} lines)",
                    lines.len()
                ));
            }
            let width = lines
                .get(line - 1)
                .map_or(0, |l| l.chars().count())
                .max(first_width);
            (column < 1 || column > width + 1)
                .then(|| format!("error column {column} outside line {line} ({width} wide)"))
        }
        Err(other) => Some(format!("expected a diagram error, got {other:?}")),
    }
}

/// Greedily removes lines, then characters, from a text while `diagram_problem` keeps
/// reporting a problem of the same kind (same first word).
fn shrink_text(text: &str) -> String {
    let kind = |t: &str| diagram_problem(t).map(|p| p.split(' ').next().unwrap_or("").to_string());
    let want = kind(text);
    let mut cur: Vec<char> = text.chars().collect();
    'outer: loop {
        let s: String = cur.iter().collect();
        let lines: Vec<&str> = s.split('\n').collect();
        for i in 0..lines.len() {
            let mut fewer = lines.clone();
            fewer.remove(i);
            let t = fewer.join("\n");
            if t.len() < s.len() && kind(&t) == want {
                cur = t.chars().collect();
                continue 'outer;
            }
        }
        // Whole cells (four characters) first, then single characters.
        for (i, n) in (0..cur.len())
            .map(|i| (i, 4))
            .chain((0..cur.len()).map(|i| (i, 1)))
        {
            if i + n > cur.len() {
                continue;
            }
            let mut fewer = cur.clone();
            fewer.drain(i..i + n);
            let t: String = fewer.iter().collect();
            if kind(&t) == want {
                cur = fewer;
                continue 'outer;
            }
        }
        return cur.into_iter().collect();
    }
}

#[test]
fn garbage_diagrams_parse_or_fail_with_a_position() {
    // The first case of each kind of problem, so one problem does not hide another.
    let mut found: BTreeMap<String, (u64, String, String)> = BTreeMap::new();
    for case in 0..6000 {
        let seed = 6_000_000 + case;
        let mut rng = rng_for(seed);
        let (w, h) = random_size(&mut rng);
        let valid = random_diagram(&mut rng, w, h, true);
        let text = mutate(&mut rng, &valid);
        if let Some(problem) = diagram_problem(&text) {
            let kind = problem.split(' ').next().unwrap_or("").to_string();
            found.entry(kind).or_insert((seed, problem, text));
        }
    }
    let mut report = String::new();
    for (seed, problem, text) in found.values() {
        let minimal = shrink_text(text);
        let _ = write!(
            report,
            "\nseed {seed}: {problem}\n  minimal text {minimal:?}: {}\n  original text {text:?}\n",
            diagram_problem(&minimal).unwrap_or_default()
        );
    }
    assert!(report.is_empty(), "{report}");
}

#[test]
fn flipping_a_door_twice_restores_the_board() {
    for case in 0..1500 {
        let seed = 7_000_000 + case;
        let mut rng = rng_for(seed);
        let table = random_table(&mut rng);
        let board = &table.board;
        let (w, h) = (board.width(), board.height());
        let mut flipped_on_table = false;
        for a in board.coords() {
            for d in Dir::ALL {
                let Some(b) = oracle::neighbour(board, a, d) else {
                    continue;
                };
                let back = oracle::direction(b, a).expect("neighbours");
                let mut once = board.clone();
                match oracle::effective_edge(board, a, d) {
                    Edge::Door { open } => {
                        assert_eq!(once.flip_door(a, b), Ok(!open), "seed {seed}: flip {a} {b}");
                        // Exactly that one edge changed, seen from both sides.
                        let mut expected = board.clone();
                        expected.set_drawn_edge(a, d, Edge::Door { open: !open });
                        assert_eq!(
                            &once,
                            &expected,
                            "seed {seed}: flipping {a} {b} changed more than its door\n{}",
                            board.render()
                        );
                        assert_eq!(once.edge(a, d), Edge::Door { open: !open });
                        assert_eq!(once.edge(b, back), Edge::Door { open: !open });
                        assert_eq!(once.flip_door(b, a), Ok(open), "seed {seed}: flip {b} {a}");
                        assert_eq!(
                            &once,
                            board,
                            "seed {seed}: flipping {a} {b} twice changed the board\n{}",
                            board.render()
                        );
                        if !flipped_on_table {
                            // The same through the tabletop, which the REPL's `door` uses.
                            flipped_on_table = true;
                            let mut t = table.tabletop();
                            assert_eq!(t.flip_door(a, b), Ok(!open));
                            assert_eq!(t.flip_door(a, b), Ok(open));
                            assert_eq!(t.board(), board, "seed {seed}");
                        }
                    }
                    was => {
                        assert!(
                            matches!(once.flip_door(a, b), Err(Error::NoDoor { .. })),
                            "seed {seed}: {a} {b} is no door ({was:?})\n{}",
                            board.render()
                        );
                        assert_eq!(
                            &once, board,
                            "seed {seed}: a refused flip changed the board"
                        );
                    }
                }
            }
            // A door drawn on the east or south rim leads off the grid: never a door to flip.
            for outside in [Coord::new(w, a.row), Coord::new(a.col, h)] {
                if oracle::direction(a, outside).is_some() {
                    let mut once = board.clone();
                    assert!(
                        once.flip_door(a, outside).is_err(),
                        "seed {seed}: {a} {outside}"
                    );
                    assert_eq!(
                        &once, board,
                        "seed {seed}: a refused flip changed the board"
                    );
                }
            }
        }
    }
}

/// A case for the movement searches: a random table with figures, its tabletop, a mover, the
/// board's spaces and the generator to draw the rest with (None: no figures to move).
fn search_case(seed: u64) -> Option<(ChaCha8Rng, Table, Tabletop, usize, Vec<Coord>)> {
    let mut rng = rng_for(seed);
    let table = random_table(&mut rng);
    if table.figures.is_empty() {
        return None;
    }
    let t = table.tabletop();
    let spaces = spaces_of(&table.board);
    let mover = rng.random_range(0..table.figures.len());
    Some((rng, table, t, mover, spaces))
}

/// `n` spaces drawn from `spaces` (repeats allowed).
fn draw_spaces(rng: &mut ChaCha8Rng, spaces: &[Coord], n: usize) -> Vec<Coord> {
    (0..n)
        .map(|_| spaces[rng.random_range(0..spaces.len())])
        .collect()
}

/// One search from several starts (`costs_from_any`, what bots heading for the nearest goal
/// ask) gives, on every space, the least of the searches from each start.
#[test]
fn costs_from_any_is_the_least_of_the_costs_from_each_start() {
    let mut compared = 0;
    for case in 0..300u64 {
        let seed = 9_100_000 + case;
        let Some((mut rng, table, t, mover, spaces)) = search_case(seed) else {
            continue;
        };
        let n = rng.random_range(0..=4usize);
        let starts = draw_spaces(&mut rng, &spaces, n);
        let limit = rng.random_range(0..=12u32);
        let any = skirmish_core::movement::costs_from_any(&t, mover, &starts, limit);
        let mut least = vec![u32::MAX; any.len()];
        for &s in &starts {
            let one = skirmish_core::movement::costs_from(&t, mover, s, limit);
            for (l, c) in least.iter_mut().zip(one) {
                *l = (*l).min(c);
            }
        }
        assert_eq!(
            any,
            least,
            "(seed {seed}) starts {}\n{}",
            coords(&starts),
            table.describe()
        );
        compared += usize::from(n > 1);
    }
    assert!(
        compared > 50,
        "too few cases with several starts: {compared}"
    );
}

/// The search that stops once the spaces asked for are settled (`costs_to`, what `game.distances`
/// with `at` runs) gives those spaces what the whole search gives them: the same cost, or none.
#[test]
fn costs_to_answers_the_wanted_spaces_as_the_whole_search_does() {
    let mut stopped_early = 0;
    for case in 0..300u64 {
        let seed = 9_200_000 + case;
        let Some((mut rng, table, t, mover, spaces)) = search_case(seed) else {
            continue;
        };
        let n = rng.random_range(1..=3usize);
        let starts = draw_spaces(&mut rng, &spaces, n);
        // Repeats and starts among the wanted spaces on purpose.
        let k = rng.random_range(0..=4usize);
        let wanted = draw_spaces(&mut rng, &spaces, k);
        let limit = rng.random_range(0..=12u32);
        let whole = skirmish_core::movement::costs_from_any(&t, mover, &starts, limit);
        let part = skirmish_core::movement::costs_to(&t, mover, &starts, limit, &wanted);
        for &c in &wanted {
            let i = table.board.index(c);
            assert_eq!(
                part[i],
                whole[i],
                "(seed {seed}) {c} from {} wanting {}\n{}",
                coords(&starts),
                coords(&wanted),
                table.describe()
            );
        }
        stopped_early += usize::from(part != whole);
    }
    assert!(
        stopped_early > 50,
        "too few cases where the search stopped before the whole board: {stopped_early}"
    );
}

/// `Vars::changed_keys` (what the prelude's caches forget when another game's state becomes
/// current) names exactly the keys whose value differs between two maps that share most of
/// their structure, as a game and its fork do: checked against a plain comparison over random
/// maps and random changes (`imbl`'s own diff missed one such change).
#[test]
fn changed_keys_names_exactly_the_variables_that_differ() {
    use skirmish_core::game::state::{Scope, Var, Vars};
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    for case in 0..200 {
        let mut base = Vars::default();
        let n = rng.random_range(1..400);
        for i in 0..n {
            let scope = match i % 3 {
                0 => Scope::Game,
                1 => Scope::Figure(format!("f{}", i % 17)),
                _ => Scope::Card(i as u32),
            };
            base.insert((scope, format!("k{i}")), Var::Int(i as i64));
        }
        let mut a = base.clone();
        let mut b = base.clone();
        for _ in 0..rng.random_range(0..6) {
            let i = rng.random_range(0..n + 5);
            let key = (Scope::Figure(format!("f{}", i % 17)), format!("k{i}"));
            let which = if rng.random_range(0..2) == 0 {
                &mut a
            } else {
                &mut b
            };
            match rng.random_range(0..3) {
                0 => which.insert(key, Var::Int(rng.random_range(0..3))),
                1 => which.remove(&key),
                _ => which.insert((Scope::Game, format!("k{i}")), Var::Int(-1)),
            }
        }
        let mut want: Vec<(Scope, String)> = a
            .iter()
            .filter(|(k, v)| b.get(k) != Some(v))
            .map(|(k, _)| k.clone())
            .chain(
                b.iter()
                    .filter(|(k, _)| a.get(k).is_none())
                    .map(|(k, _)| k.clone()),
            )
            .collect();
        want.sort();
        let mut got: Vec<(Scope, String)> = a.changed_keys(&b).into_iter().cloned().collect();
        got.sort();
        assert_eq!(got, want, "case {case}");
    }
}
