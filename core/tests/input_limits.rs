//! Hostile input ends in a clear error, fast (issue 23, item 6): boards are limited by their
//! total cells however they are built (a diagram, tiles, tiles repeated by YAML aliases, a
//! graph map), and YAML text by its size, nesting and number of values, before the parser
//! sees it (deep nesting took the parser quadratic time: 100,000 `[` took 30 s).

mod common;

use std::time::{Duration, Instant};

use common::library;
use skirmish_core::board::{MAX_CELLS, MAX_SIDE};
use skirmish_core::game::{Library, SaveFile};
use skirmish_core::yaml::{self, YamlError, YamlLimits};
use skirmish_core::{Board, DiceSet, Graph, Ruleset, Scenario, TileLibrary};

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
fn tile_rows_repeated_by_aliases_are_refused_before_they_expand() {
    // The issue's scenario: 20 KB, one row of 3334 tiles aliased into 3334 rows, which built a
    // 10002×10002 board (100 million cells) and aborted.
    let n = 3334;
    let row = format!("&r [{}]", vec!["1A"; n].join(","));
    let rows: Vec<&str> = std::iter::once(row.as_str())
        .chain(std::iter::repeat_n("*r", n - 1))
        .collect();
    let text = format!(
        "ruleset: arcadia\nname: hostile\ntiles: [{}]\n",
        rows.join(",")
    );
    assert!(text.len() < 25_000);
    refused(
        &text,
        "more than 250000 YAML values (an alias counts every value it repeats)",
    );
    // Fewer repeats stay under the value limit and reach the board's.
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
    // A map file of more spaces than a board may have is refused for its YAML values first
    // (four or more a space).
    let spaces: String = (0..70_000)
        .map(|i| format!("  s{i}: {{type: t}}\n"))
        .collect();
    let map = format!("spaces:\n{spaces}");
    let e = quickly("a huge map", || Graph::parse(&map, "maps/huge.yaml"))
        .unwrap_err()
        .to_string();
    assert!(
        e.starts_with("maps/huge.yaml: more than 250000 YAML values"),
        "{e}"
    );
}

fn deep_flow(n: usize) -> String {
    format!("{}{}", "[".repeat(n), "]".repeat(n))
}

/// `depth` block mappings, each indented one more space.
fn deep_block(depth: usize) -> String {
    (0..depth)
        .map(|i| format!("{}k:\n", " ".repeat(i)))
        .collect()
}

#[test]
fn deep_yaml_is_refused_in_linear_time_in_every_kind_of_file() {
    // The issue's case: depth 100,000 took 18 s (30 s here); now one pass over the bytes.
    let flow = deep_flow(100_000);
    let e = quickly("100000 `[`", || {
        Scenario::parse(&format!("ruleset: arcadia\nx: {flow}\n"), "deep.yaml")
    })
    .unwrap_err()
    .to_string();
    assert_eq!(e, "deep.yaml: line 2: YAML nested more than 64 levels deep");
    // Flow mappings, block mappings by indentation, block sequences written compactly.
    for (what, x) in [
        ("flow mappings", "{a: ".repeat(100_000)),
        ("block sequences", format!("\n{}a", "- ".repeat(100_000))),
        ("block mappings", format!("\n{}", deep_block(2_000))),
    ] {
        let e = quickly(what, || {
            Scenario::parse(&format!("ruleset: arcadia\nx: {x}\n"), "deep.yaml")
        })
        .unwrap_err()
        .to_string();
        assert!(
            e.contains("YAML nested more than 64 levels deep"),
            "{what}: {e}"
        );
    }
    // Rulesets, dice, tile libraries and maps go through the same check.
    let deep = format!("x: {}\n", deep_flow(65));
    let errors = [
        Ruleset::parse(&deep, "ruleset.yaml")
            .unwrap_err()
            .to_string(),
        DiceSet::parse(&deep, "dice.yaml").unwrap_err().to_string(),
        TileLibrary::parse(&deep, "tiles.yaml")
            .unwrap_err()
            .to_string(),
        Graph::parse(&deep, "maps/m.yaml").unwrap_err().to_string(),
    ];
    for e in errors {
        assert!(
            e.ends_with(": line 1: YAML nested more than 64 levels deep"),
            "{e}"
        );
    }
    // 64 levels are allowed (the project's files are at most 5 deep).
    assert!(yaml::check(&format!("x: {}\n", deep_flow(63)), YamlLimits::DATA).is_ok());
}

#[test]
fn a_scenario_too_large_is_refused_by_its_size() {
    let text = format!("ruleset: arcadia\nname: {}\n", "x".repeat(4 << 20));
    let e = Scenario::parse(&text, "big.yaml").unwrap_err().to_string();
    assert_eq!(
        e,
        format!(
            "big.yaml: {} bytes of YAML, more than the 4194304 bytes allowed",
            text.len()
        )
    );
}

#[test]
fn deep_or_huge_saves_are_refused_by_name() {
    let lib = library();
    let game = common::intro_game(3);
    let text = SaveFile::of(
        &game,
        "intro",
        lib.get("scripts/arcadia/scenarios/intro.yaml").unwrap(),
    )
    .unwrap()
    .to_yaml();
    assert!(SaveFile::parse(&text).is_ok());
    let at = text.find("\nlog:\n").unwrap() + "\nlog:\n".len();
    let deep = format!("{}- {}\n{}", &text[..at], "[".repeat(100_000), &text[at..]);
    let e = quickly("a deep save", || SaveFile::parse(&deep))
        .unwrap_err()
        .to_string();
    assert!(e.ends_with("YAML nested more than 64 levels deep"), "{e}");
    let many = format!("{}{}{}", &text[..at], "- a\n".repeat(500_001), &text[at..]);
    let e = quickly("a save of many values", || SaveFile::parse(&many))
        .unwrap_err()
        .to_string();
    assert_eq!(
        e,
        "more than 500000 YAML values (an alias counts every value it repeats)"
    );
    let big = format!("{}- {}\n{}", &text[..at], "a".repeat(8 << 20), &text[at..]);
    let e = SaveFile::parse(&big).unwrap_err().to_string();
    assert!(
        e.contains("bytes of YAML, more than the 8388608 bytes allowed"),
        "{e}"
    );
}

#[test]
fn the_limits_are_far_above_every_file_the_project_ships() {
    let lib = library();
    let mut checked = 0;
    for (path, text) in lib.files.iter() {
        if path.ends_with(".yaml") {
            let tight = YamlLimits {
                max_depth: 8,
                max_values: 2_000,
                max_bytes: 64 << 10,
            };
            assert_eq!(yaml::check(text, tight), Ok(()), "{path}");
            checked += 1;
        }
    }
    assert!(checked > 30, "{checked}");
    assert!(matches!(
        yaml::check(
            "a: [[x]]",
            YamlLimits {
                max_depth: 2,
                ..YamlLimits::DATA
            }
        ),
        Err(YamlError::TooDeep { line: 1, limit: 2 })
    ));
}
