//! The board diagram text format (`spec/board-format.md`): parsing with line/column errors and
//! exact rendering.

use crate::board::{Board, Cell, Dir, Edge};
use crate::coord::Coord;
use crate::error::{Error, Result};

fn err(line: usize, column: usize, message: impl Into<String>) -> Error {
    Error::Diagram {
        line,
        column,
        message: message.into(),
    }
}

fn show(chars: &[char]) -> String {
    chars.iter().collect()
}

/// A diagram line without its line ending and trailing spaces.
fn trim(l: &str) -> &str {
    l.strip_suffix('\r').unwrap_or(l).trim_end_matches(' ')
}

pub(crate) fn parse(text: &str) -> Result<Board> {
    // The size the diagram draws, from the text alone: a board too large is refused before
    // anything is allocated for it (a line longer than the first is refused below).
    let drawn_lines = text
        .split('\n')
        .enumerate()
        .filter(|(_, l)| !trim(l).is_empty())
        .last()
        .map_or(0, |(i, _)| i + 1);
    let first_len = text
        .split('\n')
        .next()
        .map_or(0, |l| trim(l).chars().count());
    Board::check_size(
        first_len.saturating_sub(1) / 4,
        drawn_lines.saturating_sub(1) / 2,
    )?;
    let mut lines: Vec<Vec<char>> = text
        .split('\n')
        .map(|l| trim(l).chars().collect())
        .collect();
    while lines.last().is_some_and(|l| l.is_empty()) {
        lines.pop();
    }
    if lines.is_empty() {
        return Err(err(1, 1, "the diagram is empty"));
    }
    let first = &lines[0];
    if first.first() != Some(&'+') {
        return Err(err(
            1,
            1,
            "a diagram starts with an edge line beginning `+`",
        ));
    }
    if first.len() < 5 || !(first.len() - 1).is_multiple_of(4) {
        return Err(err(
            1,
            first.len() + 1,
            format!(
                "the first edge line has {} characters; it must be 4×width+1 (`+---+---+`)",
                first.len()
            ),
        ));
    }
    let line_len = first.len();
    let width = (line_len - 1) / 4;
    if lines.len().is_multiple_of(2) {
        return Err(err(
            lines.len() + 1,
            1,
            "the diagram must end with an edge line (2×height+1 lines)",
        ));
    }
    if lines.len() < 3 {
        return Err(err(2, 1, "a diagram needs at least one row of spaces"));
    }
    let height = (lines.len() - 1) / 2;
    let (w, h) = (width, height);
    let mut cells = vec![Cell::OffBoard; w * h];
    let mut v_edges = vec![Edge::Wall; (w + 1) * h];
    let mut h_edges = vec![Edge::Wall; w * (h + 1)];

    for (i, raw) in lines.iter().enumerate() {
        let lineno = i + 1;
        if raw.len() > line_len {
            return Err(err(
                lineno,
                line_len + 1,
                format!("line is longer than the first edge line ({line_len} characters)"),
            ));
        }
        let mut l = raw.clone();
        l.resize(line_len, ' ');
        if i % 2 == 0 {
            let r = i / 2;
            for k in 0..=w {
                if l[4 * k] != '+' {
                    return Err(err(
                        lineno,
                        4 * k + 1,
                        format!("expected a corner `+`, found `{}`", l[4 * k]),
                    ));
                }
            }
            for c in 0..w {
                let seg = &l[4 * c + 1..4 * c + 4];
                h_edges[r * w + c] = match show(seg).as_str() {
                    "---" => Edge::Wall,
                    "   " => Edge::Open,
                    "-D-" => Edge::Door { open: false },
                    "-d-" => Edge::Door { open: true },
                    other => {
                        return Err(err(
                            lineno,
                            4 * c + 2,
                            format!(
                                "unknown edge `{other}` (expected `---` wall, `   ` open, `-D-` closed door or `-d-` open door)"
                            ),
                        ));
                    }
                };
            }
        } else {
            let r = i / 2;
            for k in 0..=w {
                v_edges[r * (w + 1) + k] = match l[4 * k] {
                    '|' => Edge::Wall,
                    ' ' => Edge::Open,
                    'D' => Edge::Door { open: false },
                    'd' => Edge::Door { open: true },
                    other => {
                        return Err(err(
                            lineno,
                            4 * k + 1,
                            format!(
                                "unknown edge `{other}` (expected `|` wall, ` ` open, `D` closed door or `d` open door)"
                            ),
                        ));
                    }
                };
            }
            for c in 0..w {
                let seg = &l[4 * c + 1..4 * c + 4];
                cells[r * w + c] = match (seg[0], seg[1], seg[2]) {
                    ('#', '#', '#') => Cell::Blocking,
                    (' ', ' ', ' ') => Cell::OffBoard,
                    (' ', '.', ' ') => Cell::Space { marker: None },
                    (' ', m, ' ') => Cell::Space { marker: Some(m) },
                    _ => {
                        return Err(err(
                            lineno,
                            4 * c + 2,
                            format!(
                                "unknown cell `{}` (expected ` . ` space, `###` blocking, `   ` off the board, or ` X ` a marked space)",
                                show(seg)
                            ),
                        ));
                    }
                };
            }
        }
    }
    Ok(Board::from_parts(
        width as u16,
        height as u16,
        cells,
        v_edges,
        h_edges,
    ))
}

pub(crate) fn render(b: &Board) -> String {
    let (w, h) = (b.width(), b.height());
    let mut out = String::with_capacity((4 * w as usize + 2) * (2 * h as usize + 1));
    let mut line = String::new();
    for r in 0..=h {
        line.clear();
        line.push('+');
        for c in 0..w {
            let e = if r < h {
                b.drawn_edge(Coord::new(c, r), Dir::North)
            } else {
                b.drawn_edge(Coord::new(c, r - 1), Dir::South)
            };
            line.push_str(match e {
                Edge::Wall => "---",
                Edge::Open => "   ",
                Edge::Door { open: false } => "-D-",
                Edge::Door { open: true } => "-d-",
            });
            line.push('+');
        }
        out.push_str(line.trim_end_matches(' '));
        out.push('\n');
        if r == h {
            break;
        }
        line.clear();
        for c in 0..=w {
            let e = if c < w {
                b.drawn_edge(Coord::new(c, r), Dir::West)
            } else {
                b.drawn_edge(Coord::new(c - 1, r), Dir::East)
            };
            line.push(match e {
                Edge::Wall => '|',
                Edge::Open => ' ',
                Edge::Door { open: false } => 'D',
                Edge::Door { open: true } => 'd',
            });
            if c < w {
                match b.cell(Coord::new(c, r)) {
                    Cell::Space { marker: None } => line.push_str(" . "),
                    Cell::Space { marker: Some(m) } => {
                        line.push(' ');
                        line.push(m);
                        line.push(' ');
                    }
                    Cell::Blocking => line.push_str("###"),
                    Cell::OffBoard => line.push_str("   "),
                }
            }
        }
        out.push_str(line.trim_end_matches(' '));
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const SPEC_EXAMPLE: &str = "\
+---+---+---+---+
| .   .   . | . |
+   +---+   +-D-+
| . | # |   d . |
+---+---+-d-+   +
";

    fn trimmed(s: &str) -> String {
        s.lines()
            .map(|l| l.trim_end())
            .collect::<Vec<_>>()
            .join("\n")
            + "\n"
    }

    #[test]
    fn spec_example_round_trips() {
        let b = Board::parse(SPEC_EXAMPLE).unwrap();
        assert_eq!((b.width(), b.height()), (4, 2));
        assert_eq!(b.render(), trimmed(SPEC_EXAMPLE));
        assert_eq!(
            b.cell("b2".parse().unwrap()),
            Cell::Space { marker: Some('#') }
        );
        assert_eq!(b.cell("c2".parse().unwrap()), Cell::OffBoard);
        let d2: Coord = "d2".parse().unwrap();
        assert_eq!(b.edge(d2, Dir::North), Edge::Door { open: false });
        // c2 is a gap, so the open door drawn between c2 and d2 is a wall for the rules.
        assert_eq!(b.drawn_edge(d2, Dir::West), Edge::Door { open: true });
        assert_eq!(b.edge(d2, Dir::West), Edge::Wall);
        // The rim is open under d2 as drawn, but the rim is always a wall.
        assert_eq!(b.drawn_edge(d2, Dir::South), Edge::Open);
        assert_eq!(b.edge(d2, Dir::South), Edge::Wall);
    }

    #[test]
    fn three_kinds_of_door() {
        let text = "+---+---+\n| . D . |\n+-d-+---+\n| .   . |\n+---+---+\n";
        let b = Board::parse(text).unwrap();
        let c = |s: &str| s.parse::<Coord>().unwrap();
        assert_eq!(b.edge(c("a1"), Dir::East), Edge::Door { open: false });
        assert_eq!(b.edge(c("a1"), Dir::South), Edge::Door { open: true });
        assert_eq!(b.edge(c("a2"), Dir::East), Edge::Open);
        assert_eq!(b.render(), text);
    }

    #[test]
    fn trailing_spaces_and_short_lines_are_padded() {
        // The last space line's closing `|` replaced by an open rim and trimmed.
        let text = "+---+---+\n| .   .\n+---+---+\n\n\n";
        let b = Board::parse(text).unwrap();
        assert_eq!(b.render(), "+---+---+\n| .   .\n+---+---+\n");
        assert_eq!(b.edge("b1".parse().unwrap(), Dir::East), Edge::Wall);
    }

    #[test]
    fn errors_name_line_and_column() {
        let cases: &[(&str, usize, usize)] = &[
            ("", 1, 1),
            ("x---+\n| . |\n+---+", 1, 1),
            ("+--+\n| . |\n+---+", 1, 5),
            ("+---+\n| . |", 3, 1),
            ("+---+\n| . |\n+---*", 3, 5),
            ("+---+\n| . |\n+-x-+", 3, 2),
            ("+---+\n| .x|\n+---+", 2, 2),
            ("+---+\n/ . |\n+---+", 2, 1),
            ("+---+\n| . |\n+---+---+", 3, 6),
            ("+---+---+\n| . ! . |\n+---+---+", 2, 5),
        ];
        for &(text, line, column) in cases {
            match Board::parse(text) {
                Err(Error::Diagram {
                    line: l, column: c, ..
                }) => assert_eq!((l, c), (line, column), "for {text:?}"),
                other => panic!("{text:?}: expected a diagram error, got {other:?}"),
            }
        }
    }

    #[test]
    fn a_diagram_needs_a_row_of_spaces() {
        assert!(matches!(
            Board::parse("+---+"),
            Err(Error::Diagram {
                line: 2,
                column: 1,
                ..
            })
        ));
    }

    #[test]
    fn whitespace_markers_other_than_space_survive_a_round_trip() {
        let text = "+---+---+\n| . | \t  \n+---+---+\n";
        let b = Board::parse(text).unwrap();
        assert_eq!(
            b.cell("b1".parse().unwrap()),
            Cell::Space { marker: Some('\t') }
        );
        assert_eq!(b.render(), "+---+---+\n| . | \t\n+---+---+\n");
    }

    #[test]
    fn unicode_markers_count_as_one_column() {
        let text = "+---+---+\n| é   . |\n+---+---+\n";
        let b = Board::parse(text).unwrap();
        assert_eq!(
            b.cell("a1".parse().unwrap()),
            Cell::Space { marker: Some('é') }
        );
        assert_eq!(b.render(), text);
    }
}
