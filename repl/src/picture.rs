//! The board as a person at a terminal sees it: Unicode box drawing, one wide cell per space
//! with the figures standing there (wounds/life), doors, portals and blocking spaces, coloured
//! by side; then a status panel per side. Plain `board` output (the REPL contract) stays the
//! ASCII diagram; this is what an interactive terminal shows.

use skirmish_core::board::{Cell, Dir, Edge};
use skirmish_core::game::GameState;
use skirmish_core::game::state::{Holder, Scope, Var};
use skirmish_core::{Coord, Tabletop};

/// Inner width of a cell in characters: room for a figure id and its wounds (`goblin 1/1`).
pub const CELL_W: usize = 10;
/// Inner height: one line per figure at Arcadia's capacity of 2.
const CELL_H: usize = 2;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Seg {
    None,
    Wall,
    DoorClosed,
    DoorOpen,
}

impl From<Edge> for Seg {
    fn from(e: Edge) -> Seg {
        match e {
            Edge::Open => Seg::None,
            Edge::Wall => Seg::Wall,
            Edge::Door { open: false } => Seg::DoorClosed,
            Edge::Door { open: true } => Seg::DoorOpen,
        }
    }
}

/// ANSI colour codes for the usual side names; other sides cycle through the rest.
pub fn side_colour(side: &str) -> &'static str {
    match side {
        "blue" => "34",
        "red" => "31",
        "green" => "32",
        "orange" | "yellow" => "33",
        "monsters" => "35",
        other => ["36", "94", "91", "92"][other.len() % 4],
    }
}

struct Paint {
    colour: bool,
}

impl Paint {
    fn wrap(&self, code: &str, text: &str) -> String {
        if self.colour && !text.trim().is_empty() {
            format!("\x1b[{code}m{text}\x1b[0m")
        } else {
            text.to_string()
        }
    }
}

fn pad(text: &str, width: usize) -> String {
    let n = text.chars().count();
    if n >= width {
        text.chars().take(width).collect()
    } else {
        format!("{text}{}", " ".repeat(width - n))
    }
}

/// `id w/l` fitted into a cell after its one-space margin, keeping the wounds and shortening
/// the id.
fn figure_label(id: &str, wounds: Option<(i64, i64)>) -> String {
    let width = CELL_W - 1;
    match wounds {
        Some((w, l)) => {
            let tail = format!(" {w}/{l}");
            let room = width.saturating_sub(tail.chars().count());
            format!("{}{tail}", shorten(id, room))
        }
        None => shorten(id, width),
    }
}

/// Shortens an id to `room` characters, keeping a trailing number (`goblin12` -> `gob12`) since
/// that is what tells two figures of the same kind apart.
pub fn shorten(id: &str, room: usize) -> String {
    let chars: Vec<char> = id.chars().collect();
    if chars.len() <= room {
        return id.to_string();
    }
    let digits = chars
        .iter()
        .rev()
        .take_while(|c| c.is_ascii_digit())
        .count();
    let digits = digits.min(room.saturating_sub(1));
    let head: String = chars[..room - digits].iter().collect();
    let tail: String = chars[chars.len() - digits..].iter().collect();
    format!("{head}{tail}")
}

fn wounds_of(state: Option<&GameState>, id: &str) -> Option<(i64, i64)> {
    let st = state?;
    let s = Scope::Figure(id.to_string());
    match st.get(&s, "life") {
        Some(Var::Int(life)) => Some((st.int(&s, "wounds"), *life)),
        _ => None,
    }
}

fn junction(up: bool, down: bool, left: bool, right: bool) -> char {
    match (up, down, left, right) {
        (false, false, false, false) => ' ',
        (true, true, false, false) | (true, false, false, false) | (false, true, false, false) => {
            '│'
        }
        (false, false, true, true) | (false, false, true, false) | (false, false, false, true) => {
            '─'
        }
        (false, true, false, true) => '┌',
        (false, true, true, false) => '┐',
        (true, false, false, true) => '└',
        (true, false, true, false) => '┘',
        (true, true, false, true) => '├',
        (true, true, true, false) => '┤',
        (false, true, true, true) => '┬',
        (true, false, true, true) => '┴',
        (true, true, true, true) => '┼',
    }
}

/// The board picture (no trailing newline).
pub fn board(t: &Tabletop, state: Option<&GameState>, colour: bool) -> String {
    let paint = Paint { colour };
    let b = t.board();
    let (w, h) = (b.width() as usize, b.height() as usize);
    let on = |c: usize, r: usize| -> bool {
        c < w && r < h && b.cell(Coord::new(c as u16, r as u16)) != Cell::OffBoard
    };
    // hseg[r][c]: the edge above row r (r == h: below the last row) at column c.
    let mut hseg = vec![vec![Seg::None; w]; h + 1];
    for (r, row) in hseg.iter_mut().enumerate() {
        for (c, seg) in row.iter_mut().enumerate() {
            let above = r > 0 && on(c, r - 1);
            let below = on(c, r);
            *seg = match (above, below) {
                (false, false) => Seg::None,
                (_, true) => b.edge(Coord::new(c as u16, r as u16), Dir::North).into(),
                (true, false) => b
                    .edge(Coord::new(c as u16, (r - 1) as u16), Dir::South)
                    .into(),
            };
        }
    }
    // vseg[r][c]: the edge left of column c (c == w: right of the last column) at row r.
    let mut vseg = vec![vec![Seg::None; w + 1]; h];
    for (r, row) in vseg.iter_mut().enumerate() {
        for (c, seg) in row.iter_mut().enumerate() {
            let left = c > 0 && on(c - 1, r);
            let right = on(c, r);
            *seg = match (left, right) {
                (false, false) => Seg::None,
                (_, true) => b.edge(Coord::new(c as u16, r as u16), Dir::West).into(),
                (true, false) => b
                    .edge(Coord::new((c - 1) as u16, r as u16), Dir::East)
                    .into(),
            };
        }
    }
    let mut portal_at = std::collections::BTreeMap::new();
    for (colour_name, spaces) in t.portals() {
        for s in spaces {
            portal_at.insert(*s, colour_name.clone());
        }
    }
    let mut lines: Vec<String> = Vec::new();
    // Column letters above the board, so players can type coordinates.
    let mut head = String::from(" ");
    for c in 0..w {
        head.push_str(&pad(
            &format!("{:^width$}", Coord::column_name(c as u16), width = CELL_W),
            CELL_W + 1,
        ));
    }
    lines.push(format!("    {}", head.trim_end()));
    for r in 0..=h {
        // The edge line above row r.
        let mut line = String::new();
        for c in 0..=w {
            let up = r > 0 && vseg[r - 1][c] != Seg::None;
            let down = r < h && vseg[r][c] != Seg::None;
            let left = c > 0 && hseg[r][c - 1] != Seg::None;
            let right = c < w && hseg[r][c] != Seg::None;
            line.push(junction(up, down, left, right));
            if c < w {
                line.push_str(&match hseg[r][c] {
                    Seg::None => " ".repeat(CELL_W),
                    Seg::Wall => "─".repeat(CELL_W),
                    Seg::DoorClosed => format!("{}━━━━{}", "─".repeat(3), "─".repeat(3)),
                    Seg::DoorOpen => format!("{}┄  ┄{}", "─".repeat(3), "─".repeat(3)),
                });
            }
        }
        lines.push(format!("    {line}"));
        if r == h {
            break;
        }
        for sub in 0..CELL_H {
            let mut line = String::new();
            for (c, seg) in vseg[r].iter().enumerate() {
                line.push(match seg {
                    Seg::None => ' ',
                    Seg::Wall => '│',
                    Seg::DoorClosed => '┃',
                    Seg::DoorOpen => '┆',
                });
                if c == w {
                    break;
                }
                let at = Coord::new(c as u16, r as u16);
                line.push_str(&cell_line(t, state, &paint, at, sub, portal_at.get(&at)));
            }
            let label = if sub == 0 {
                format!("{:>3} ", r + 1)
            } else {
                "    ".to_string()
            };
            lines.push(format!("{label}{line}"));
        }
    }
    lines
        .iter()
        .map(|l| l.trim_end().to_string())
        .collect::<Vec<_>>()
        .join("\n")
}

fn cell_line(
    t: &Tabletop,
    state: Option<&GameState>,
    paint: &Paint,
    at: Coord,
    sub: usize,
    portal: Option<&String>,
) -> String {
    match t.board().cell(at) {
        Cell::OffBoard => return " ".repeat(CELL_W),
        Cell::Blocking => return "░".repeat(CELL_W),
        Cell::Space { .. } => {}
    }
    let occupants = t.occupants_at(at);
    if let Some(&i) = occupants.get(sub) {
        let f = t.figure(i);
        let label = pad(
            &format!(" {}", figure_label(&f.id, wounds_of(state, &f.id))),
            CELL_W,
        );
        return paint.wrap(side_colour(&f.side), &label);
    }
    if sub == CELL_H - 1 {
        // The bottom line of a space that has room: its coordinate, and what is special here.
        let mut note = String::new();
        if let Some(p) = portal {
            note = paint.wrap(
                side_colour(p),
                &format!(" ◎{}", p.chars().take(4).collect::<String>()),
            );
        } else if let Cell::Space { marker: Some(m) } = t.board().cell(at) {
            note = format!(" {m}");
        }
        let plain_len = if portal.is_some() {
            2 + portal.map_or(0, |p| p.chars().take(4).count())
        } else {
            note.chars().count()
        };
        let coord = at.to_string();
        let gap = CELL_W.saturating_sub(plain_len + coord.len() + 1);
        return format!("{note}{}{} ", " ".repeat(gap), paint.wrap("2", &coord));
    }
    " ".repeat(CELL_W)
}

/// One block per side: its variables (coins, quests…), then each figure with its wounds, place
/// and cards, exhausted cards marked with `*`.
pub fn status(state: &GameState, colour: bool) -> String {
    let paint = Paint { colour };
    let t = &state.table;
    let mut out = Vec::new();
    for side in &state.sides {
        let figures: Vec<usize> = (0..t.figures().len())
            .filter(|&i| &t.figure(i).side == side)
            .collect();
        if figures.is_empty() {
            continue;
        }
        let scope = Scope::Side(side.clone());
        let vars: Vec<String> = state
            .vars
            .iter()
            .filter(|((s, _), _)| s == &scope)
            .map(|((_, k), v)| format!("{k} {v}"))
            .collect();
        let mut head = paint.wrap(&format!("1;{}", side_colour(side)), side);
        if !vars.is_empty() {
            head.push_str(&format!("  {}", vars.join(", ")));
        }
        out.push(head);
        for i in figures {
            let f = t.figure(i);
            let place = if t.is_on_board(i) {
                f.at.to_string()
            } else {
                "off the board".into()
            };
            let wounds = match wounds_of(Some(state), &f.id) {
                Some((w, l)) => format!(" {w}/{l}"),
                None => String::new(),
            };
            let cards: Vec<String> = state
                .cards
                .iter()
                .filter(|c| {
                    c.holder == Holder::Figure(f.id.clone()) && Some(&c.card) != f.card.as_ref()
                })
                .map(|c| {
                    let tired =
                        state.get(&Scope::Card(c.id), "exhausted") == Some(&Var::Bool(true));
                    format!("{}{}", c.card, if tired { "*" } else { "" })
                })
                .collect();
            let dazed =
                if state.get(&Scope::Figure(f.id.clone()), "dazed") == Some(&Var::Bool(true)) {
                    " dazed"
                } else {
                    ""
                };
            out.push(format!(
                "  {}{wounds} at {place}{dazed}{}",
                paint.wrap(side_colour(side), &f.id),
                if cards.is_empty() {
                    String::new()
                } else {
                    format!("  [{}]", cards.join(", "))
                }
            ));
        }
    }
    out.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn junctions_follow_their_arms() {
        assert_eq!(junction(false, true, false, true), '┌');
        assert_eq!(junction(true, true, true, true), '┼');
        assert_eq!(junction(true, false, true, true), '┴');
        assert_eq!(junction(false, false, false, false), ' ');
    }

    #[test]
    fn labels_keep_the_wounds_and_shorten_the_id() {
        assert_eq!(figure_label("grom", Some((2, 5))), "grom 2/5");
        assert_eq!(figure_label("goblin1", Some((0, 1))), "gobl1 0/1");
        assert_eq!(figure_label("goblin12", Some((10, 12))), "g12 10/12");
        assert_eq!(figure_label("goblin_archer", None), "goblin_ar");
    }
}
