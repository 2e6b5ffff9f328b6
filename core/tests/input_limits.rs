//! Hostile input ends in a clear error, fast (issue 23, item 6): boards are limited by their
//! total cells however they are built (a diagram, tiles, tiles repeated by YAML aliases, a
//! graph map).

mod common;

use std::time::{Duration, Instant};

use common::library;
use skirmish_core::board::{MAX_CELLS, MAX_SIDE};
use skirmish_core::game::Library;
use skirmish_core::{Board, Ruleset, Scenario};

/// Arcadia's ruleset with its tile library.
fn arcadia(lib: &Library) -> Ruleset {
    let mut r =
        Ruleset::parse(lib.get("scripts/arcadia/ruleset.yaml").unwrap(), "ruleset").unwrap();
    r.load_tiles(|p| lib.get(p).map(str::to_string)).unwrap();
    r
}

/// Runs `f`, failing if it takes longer than a generous bound: what this file guards against
/// took from 8 s to minutes.
fn quickly<T>(what: &str, f: impl FnOnce() -> T) -> T {
    let t = Instant::now();
    let out = f();
    assert!(
        t.elapsed() < Duration::from_secs(5),
        "{what} took {:?}",
        t.elapsed()
    );
    out
}

/// The scenario's error (parse, then build), which must contain `needle`.
fn refused(text: &str, needle: &str) {
    let lib = library();
    let ruleset = arcadia(&lib);
    let e = quickly(needle, || {
        Scenario::parse(text, "hostile.yaml").and_then(|s| s.build(&ruleset).map(|_| ()))
    })
    .expect_err("a hostile scenario is refused")
    .to_string();
    assert!(e.contains(needle), "expected `{needle}` in: {e}");
    assert!(e.starts_with("hostile.yaml: "), "{e}");
}

#[test]
fn tile_rows_repeated_by_aliases_reach_the_board_limit() {
    // One row of 3334 tiles aliased into 31 rows: a board of 10002×93.
    let row = format!("&r [{}]", vec!["1A"; 3334].join(","));
    let rows: Vec<&str> = std::iter::once(row.as_str())
        .chain(std::iter::repeat_n("*r", 30))
        .collect();
    let text = format!(
        "ruleset: arcadia\nname: hostile\ntiles: [{}]\n",
        rows.join(",")
    );
    refused(
        &text,
        "tiles: 31×3334 tiles of 3×3: a board of 10002×93 = 930186 cells is too large (at most 65536 cells and 65535 a side)",
    );
}

#[test]
fn a_board_is_limited_by_its_cells_from_tiles_and_from_diagrams() {
    let tiles = |cols: usize, rows: usize| {
        let row = format!("  - \"{}\"\n", vec!["1A"; cols].join(" "));
        format!("ruleset: arcadia\nname: wide\ntiles:\n{}", row.repeat(rows))
    };
    // 86×85 tiles of 3×3: 258×255 = 65790 cells, just over.
    refused(
        &tiles(86, 85),
        "a board of 258×255 = 65790 cells is too large",
    );
    // One row of tiles as long as a side may be, and one longer.
    refused(&tiles(21846, 1), "a board of 65538×3 = 196614 cells");
    let lib = library();
    let ruleset = arcadia(&lib);
    let fits = Scenario::parse(&tiles(85, 85), "fits.yaml").unwrap();
    assert_eq!(fits.build(&ruleset).unwrap().board().len(), 255 * 255);

    let diagram = |w: usize, h: usize| {
        let edge = format!("  +{}\n", "---+".repeat(w));
        let row = format!("  |{}\n", " . |".repeat(w));
        format!(
            "ruleset: arcadia\nname: big\nboard: |\n{edge}{}",
            format!("{row}{edge}").repeat(h)
        )
    };
    refused(
        &diagram(257, 256),
        "a board of 257×256 = 65792 cells is too large",
    );
    let fits = Scenario::parse(&diagram(256, 256), "fits.yaml").unwrap();
    assert_eq!(
        fits.build(&ruleset).unwrap().board().len(),
        MAX_CELLS,
        "the limit itself is allowed"
    );
    // Narrow and tall: under the cell limit, over the side limit.
    let e = Board::parse(&format!("+---+\n{}", "| . |\n+---+\n".repeat(MAX_SIDE + 1)))
        .unwrap_err()
        .to_string();
    assert!(
        e.contains(
            "a board of 1×65536 = 65536 cells is too large (at most 65536 cells and 65535 a side)"
        ),
        "{e}"
    );
}

#[test]
fn a_board_too_large_is_refused_before_it_is_allocated() {
    // Half a megabyte of text claiming 60000×60000 cells: refused from its first line and
    // its line count, without the 3.6 billion cells.
    let edge = format!("+{}\n", "---+".repeat(60_000));
    let text = format!("{edge}{}", "|\n+\n".repeat(60_000));
    let e = quickly("a huge diagram", || Board::parse(&text))
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("a board of 60000×60000 = 3600000000 cells"),
        "{e}"
    );
}

#[test]
fn graph_boards_have_the_same_limit() {
    assert!(Board::check_size(MAX_SIDE, 1).is_ok());
    let e = Board::check_size(MAX_SIDE + 1, 1).unwrap_err().to_string();
    assert_eq!(
        e,
        "a board of 65536×1 = 65536 cells is too large (at most 65536 cells and 65535 a side)"
    );
}
