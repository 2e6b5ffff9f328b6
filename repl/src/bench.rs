//! `skirmish bench`: speed of the kernel's hot queries, each the median of several timed runs,
//! printed as a table (name, value, unit, target, ok/MISS). Wall-clock time is read here only,
//! never in game logic.

use std::hint::black_box;
use std::time::Instant;

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use skirmish_core::{Board, Cell, Coord, Dir, Edge, Figure, Geometry, Tabletop};

use crate::session::Session;

pub struct Row {
    pub name: String,
    pub value: f64,
    pub unit: &'static str,
    /// Upper bound the value should stay under, if the project set one.
    pub target: Option<f64>,
}

const RUNS: usize = 7;

/// Median nanoseconds per operation of `op`, which performs `ops` operations per call.
fn median_ns(ops: usize, mut op: impl FnMut()) -> f64 {
    op(); // warm caches
    let mut samples: Vec<f64> = (0..RUNS)
        .map(|_| {
            let t = Instant::now();
            op();
            t.elapsed().as_nanos() as f64 / ops as f64
        })
        .collect();
    samples.sort_by(|a, b| a.total_cmp(b));
    samples[RUNS / 2]
}

/// A seeded random board with walls, doors, blocking spaces and figures, like a busy scenario.
pub fn random_table(width: u16, height: u16, seed: u64) -> Tabletop {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut b = Board::open(width, height);
    for c in b.coords().collect::<Vec<_>>() {
        if rng.random_range(0..100) < 8 {
            b.set_cell(c, Cell::Blocking);
        }
        for d in [Dir::East, Dir::South] {
            if b.step(c, d).is_none() {
                continue;
            }
            let e = match rng.random_range(0..100) {
                0..15 => Edge::Wall,
                15..19 => Edge::Door { open: false },
                19..23 => Edge::Door { open: true },
                _ => Edge::Open,
            };
            b.set_drawn_edge(c, d, e);
        }
    }
    let mut t = Tabletop::new(Geometry::default(), b);
    let sides = ["orange", "blue", "red", "monsters"];
    let spaces: Vec<Coord> = t
        .board()
        .coords()
        .filter(|&c| t.board().cell(c).is_space())
        .collect();
    for n in 0..(spaces.len() / 6) {
        let at = spaces[rng.random_range(0..spaces.len())];
        let _ = t.add_figure(Figure {
            id: format!("f{n}"),
            side: sides[n % sides.len()].to_string(),
            at,
            card: None,
            movement: None,
        });
    }
    t
}

fn los_all_pairs(t: &Tabletop) -> (usize, impl FnMut() + '_) {
    let spaces: Vec<Coord> = t
        .board()
        .coords()
        .filter(|&c| t.board().cell(c).is_space())
        .collect();
    let n = spaces.len() * spaces.len();
    let active = Some(0);
    (n, move || {
        let mut seen = 0usize;
        for &a in &spaces {
            for &b in &spaces {
                seen += t.line_of_sight(black_box(a), black_box(b), active) as usize;
            }
        }
        black_box(seen);
    })
}

fn reach_all(t: &Tabletop, mp: u32) -> (usize, impl FnMut() + '_) {
    let n = t.figures().len();
    (n, move || {
        for i in 0..n {
            black_box(t.reachable(black_box(i), mp));
        }
    })
}

pub fn measure(session: &mut Session) -> Result<Vec<Row>, String> {
    let intro = session.default_scenario("arcadia")?;
    session.load(&intro)?;
    let intro_table = session.loaded.as_ref().expect("loaded").table.clone();
    let big = random_table(24, 16, 42);
    let mut rows = Vec::new();
    let (n, op) = los_all_pairs(&intro_table);
    rows.push(Row {
        name: "los query, intro board".into(),
        value: median_ns(n, op),
        unit: "ns",
        target: Some(100.0),
    });
    let (n, op) = los_all_pairs(&big);
    rows.push(Row {
        name: "los query, 24x16 busy board".into(),
        value: median_ns(n, op),
        unit: "ns",
        target: Some(100.0),
    });
    let (n, op) = reach_all(&intro_table, 3);
    rows.push(Row {
        name: "reach 3 MP, intro board".into(),
        value: median_ns(n, op) / 1000.0,
        unit: "us",
        target: None,
    });
    let (n, op) = reach_all(&big, 6);
    rows.push(Row {
        name: "reach 6 MP, 24x16 busy board".into(),
        value: median_ns(n, op) / 1000.0,
        unit: "us",
        target: None,
    });
    Ok(rows)
}

pub fn render(rows: &[Row]) -> String {
    let mut out = format!(
        "{:<32} {:>10} {:<5} {:>8} {}\n",
        "figure", "value", "unit", "target", "status"
    );
    for r in rows {
        let (target, status) = match r.target {
            Some(t) => (format!("< {t}"), if r.value < t { "ok" } else { "MISS" }),
            None => ("-".to_string(), "-"),
        };
        out.push_str(&format!(
            "{:<32} {:>10.2} {:<5} {:>8} {}\n",
            r.name, r.value, r.unit, target, status
        ));
    }
    out
}
