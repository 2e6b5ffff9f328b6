//! The board as a person at a terminal sees it: Unicode box drawing, one cell per space with
//! the figures standing there, doors, portals, markers and blocking spaces, coloured by side;
//! then a status panel per side. Plain `board` output (the REPL contract) stays the ASCII
//! diagram; this is what an interactive terminal shows.
//!
//! Nothing here knows a game: what a figure's label shows and what the status panel lists come
//! from the ruleset file's optional `display:` key ([`View`]), what markers mean from the
//! scenario's `markers:` key. Boards wider than [`COMPACT_OVER`] columns get compact cells (a
//! short tag per figure) and a legend mapping tags to figures.

use std::collections::BTreeMap;

use skirmish_core::board::{Cell, Dir, Edge};
use skirmish_core::game::GameState;
use skirmish_core::game::state::{Holder, Scope, Var};
use skirmish_core::game::view::Viewer;
use skirmish_core::{Coord, Ruleset, Scenario, Tabletop};

use crate::rules_status::RulesStatus;

/// Inner width of a cell in characters: room for a figure id and its wounds (`goblin 1/1`).
pub const CELL_W: usize = 10;
/// Inner height: one line per figure at a capacity of 2.
const CELL_H: usize = 2;
/// Inner width of a compact cell (a figure tag, a marker or a dot).
pub const COMPACT_W: usize = 3;
/// Inner width of a tight cell, for wide boards in a narrow terminal (24 columns in 80).
pub const TIGHT_W: usize = 2;
/// The figure legend of compact boards wraps before this many characters.
const LEGEND_WIDTH: usize = 100;
/// Boards with more columns than this are drawn with compact cells.
pub const COMPACT_OVER: u16 = 12;

/// How a ruleset wants its figures and sides shown (`display:` in ruleset.yaml), plus what the
/// loaded scenario's markers mean.
///
/// ```yaml
/// display:
///   health: "{hp}/{max_hp}"         # a figure's label; {VAR} is a figure variable
///   health_legend: health/max       # what the label's numbers mean (the board's key)
///   status: [defence, movement]     # figure variables listed in the status panel
///   flags: [dazed]                  # figure variables named when true
///   side_status: [special_ready]    # side variables in the panel (default: all of them)
///   colours: {lava: red}            # marker meaning -> colour (red, green, yellow, blue,
///                                   # magenta, cyan, white, grey, orange, brown); on a
///                                   # graph board: space type -> colour
///   space_status: [shadow, quest]   # space variables shown on a graph board's spaces
///   path_styles: {underground: dashed}  # graph path kind -> solid | dashed | dotted
/// ```
#[derive(Clone, Debug, Default)]
pub struct View {
    pub health: Option<String>,
    /// What the health label's numbers mean, for the key (`wounds/life`).
    pub health_legend: Option<String>,
    pub status: Vec<String>,
    pub flags: Vec<String>,
    pub side_status: Option<Vec<String>>,
    pub colours: BTreeMap<String, String>,
    /// Space variables a graph board shows on its spaces, in this order, when not zero/false.
    pub space_status: Vec<String>,
    /// Graph path kind -> stroke (`solid`, `dashed`, `dotted`); unlisted kinds: the first
    /// kind solid, the others dashed.
    pub path_styles: BTreeMap<String, String>,
    /// The scenario's `markers:` in file order: marker character -> what it is.
    pub markers: Vec<(String, String)>,
    /// Markers of the scenario's own board, to show a square the rules made blocking (a closed
    /// door square) with its marker.
    pub base_markers: BTreeMap<Coord, char>,
    /// What the rules' `status` query says of the running game (panel lines, marks, notes).
    pub rules: RulesStatus,
    /// The widest the picture may be (a terminal's columns): cells shrink to fit. None: full
    /// cells on boards up to [`COMPACT_OVER`] columns, compact cells on wider ones.
    pub max_width: Option<usize>,
}

fn strings(v: Option<&serde_yaml::Value>) -> Option<Vec<String>> {
    v.and_then(|v| serde_yaml::from_value::<Vec<String>>(v.clone()).ok())
}

fn text(v: &serde_yaml::Value) -> Option<String> {
    match v {
        serde_yaml::Value::String(s) => Some(s.clone()),
        serde_yaml::Value::Number(n) => Some(n.to_string()),
        serde_yaml::Value::Bool(b) => Some(b.to_string()),
        _ => None,
    }
}

impl View {
    /// The view of a ruleset's `display:` key and (when given) a scenario's markers and board.
    pub fn new(ruleset: &Ruleset, scenario: Option<(&Scenario, &Tabletop)>) -> View {
        let mut v = View::default();
        if let Some(d) = ruleset.extra.get("display") {
            v.health = d.get("health").and_then(text);
            v.health_legend = d.get("health_legend").and_then(text);
            v.status = strings(d.get("status")).unwrap_or_default();
            v.flags = strings(d.get("flags")).unwrap_or_default();
            v.side_status = strings(d.get("side_status"));
            v.space_status = strings(d.get("space_status")).unwrap_or_default();
            for (key, map) in [
                ("colours", &mut v.colours),
                ("path_styles", &mut v.path_styles),
            ] {
                if let Some(m) = d.get(key).and_then(|m| m.as_mapping()) {
                    for (k, c) in m {
                        if let (Some(k), Some(c)) = (text(k), text(c)) {
                            map.insert(k, c);
                        }
                    }
                }
            }
        }
        if let Some((s, t)) = scenario {
            if let Some(m) = s.extra.get("markers").and_then(|m| m.as_mapping()) {
                for (k, what) in m {
                    if let (Some(k), Some(what)) = (text(k), text(what)) {
                        v.markers.push((k, what));
                    }
                }
            }
            let b = t.board();
            for at in b.coords() {
                if let Cell::Space { marker: Some(m) } = b.cell(at) {
                    v.base_markers.insert(at, m);
                }
            }
        }
        v
    }

    /// The `space_status` variables of graph space `id` that are set and not zero/false, as
    /// (name, value) in the listed order.
    pub fn space_status<'a>(&'a self, state: Option<&GameState>, id: &str) -> Vec<(&'a str, Var)> {
        let Some(st) = state else {
            return Vec::new();
        };
        let scope = Scope::Space(id.to_string());
        self.space_status
            .iter()
            .filter_map(|k| match st.get(&scope, k) {
                None | Some(Var::Int(0)) | Some(Var::Bool(false)) => None,
                Some(v) => Some((k.as_str(), v.clone())),
            })
            .collect()
    }

    /// The stroke of graph path kind `k` (index into the map's `path_kinds`, named `kind`):
    /// the ruleset's `path_styles`, else solid for the first kind and dashed for the others.
    pub fn path_style(&self, k: usize, kind: &str) -> &str {
        match self.path_styles.get(kind) {
            Some(s) => s,
            None if k == 0 => "solid",
            None => "dashed",
        }
    }

    /// A figure's health label from the `health` template, when the figure has any of the
    /// variables it names (a missing one reads 0).
    pub fn health(&self, state: Option<&GameState>, id: &str) -> Option<String> {
        let (st, template) = (state?, self.health.as_ref()?);
        let scope = Scope::Figure(id.to_string());
        let mut out = String::new();
        let mut any = false;
        let mut rest = template.as_str();
        while let Some(open) = rest.find('{') {
            out.push_str(&rest[..open]);
            let Some(close) = rest[open..].find('}') else {
                break;
            };
            let name = &rest[open + 1..open + close];
            match st.get(&scope, name) {
                Some(Var::Str(s)) => {
                    any = true;
                    out.push_str(s);
                }
                Some(v) => {
                    any = true;
                    out.push_str(&v.to_string());
                }
                None => out.push('0'),
            }
            rest = &rest[open + close + 1..];
        }
        out.push_str(rest);
        any.then_some(out)
    }

    /// What a marker character means, from the scenario.
    pub fn meaning(&self, m: char) -> Option<&str> {
        self.markers
            .iter()
            .find(|(k, _)| k.chars().eq(std::iter::once(m)))
            .map(|(_, w)| w.as_str())
    }

    /// The colour name of a marker: the ruleset's colour for its meaning, else one picked from
    /// the character so equal markers match.
    pub fn marker_colour(&self, m: char) -> &str {
        if let Some(c) = self.meaning(m).and_then(|w| self.colours.get(w)) {
            return c;
        }
        ["yellow", "cyan", "magenta", "green", "blue", "orange"][m as usize % 6]
    }
}

/// ANSI code of a colour name (unknown names: none).
pub fn ansi(colour: &str) -> &'static str {
    match colour {
        "red" => "31",
        "green" => "32",
        "yellow" | "brown" => "33",
        "blue" => "34",
        "magenta" | "purple" => "35",
        "cyan" => "36",
        "white" => "37",
        "grey" | "gray" => "90",
        "orange" => "93",
        _ => "0",
    }
}

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
        "white" => "1;37",
        "black" => "1;90",
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

/// `text` without its ANSI colour codes: what a terminal shows.
pub fn strip_ansi(text: &str) -> String {
    let mut out = String::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            for d in chars.by_ref() {
                if d == 'm' {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// Characters a terminal shows of `text` (ANSI colour codes take none).
fn visible_len(text: &str) -> usize {
    strip_ansi(text).chars().count()
}

/// `line` broken at spaces into lines of at most `width` visible characters; the lines after
/// the first are indented two more than the first.
pub fn wrap(line: &str, width: usize) -> Vec<String> {
    if visible_len(line) <= width {
        return vec![line.to_string()];
    }
    let indent = line.len() - line.trim_start().len();
    let more = " ".repeat(indent + 2);
    let mut out = Vec::new();
    let mut cur = line[..indent].to_string();
    let mut cur_len = indent;
    let mut fresh = true;
    for word in line[indent..].split(' ') {
        let len = visible_len(word);
        if !fresh && cur_len + 1 + len > width {
            out.push(std::mem::replace(&mut cur, more.clone()));
            cur_len = more.len();
            fresh = true;
        }
        if !fresh {
            cur.push(' ');
            cur_len += 1;
        }
        cur.push_str(word);
        cur_len += len;
        fresh = false;
    }
    out.push(cur);
    out
}

fn centre(text: &str, width: usize) -> String {
    let n = text.chars().count().min(width);
    let left = (width - n) / 2;
    pad(&format!("{}{text}", " ".repeat(left)), width)
}

/// `id health` fitted into a cell after its one-space margin, keeping the health and
/// shortening the id.
fn figure_label(id: &str, health: Option<&str>) -> String {
    let width = CELL_W - 1;
    match health {
        Some(h) => {
            let tail = format!(" {h}");
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

/// Short tags (at most `room` characters) for figure ids, distinct from each other: the id
/// without separators, shortened (`w_brute` -> `wbr`, `goblin12` -> `g12`); ids whose tags
/// clash get their first letter and a number, or a number alone.
pub fn tags(ids: &[String], room: usize) -> Vec<String> {
    let mut out: Vec<String> = ids
        .iter()
        .map(|id| {
            let plain: String = id.chars().filter(|c| c.is_alphanumeric()).collect();
            shorten(if plain.is_empty() { id } else { &plain }, room)
        })
        .collect();
    let clashing: Vec<bool> = (0..out.len())
        .map(|i| out.iter().filter(|t| **t == out[i]).count() > 1)
        .collect();
    let mut n = 0;
    for i in 0..out.len() {
        if !clashing[i] {
            continue;
        }
        let first: String = ids[i].chars().take(1).collect();
        loop {
            n += 1;
            let mut tag = format!("{first}{n}");
            if tag.chars().count() > room {
                tag = n.to_string();
            }
            if !out.contains(&tag) {
                out[i] = tag;
                break;
            }
        }
    }
    out
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

/// What one drawing needs besides the table.
struct Ctx<'a> {
    t: &'a Tabletop,
    state: Option<&'a GameState>,
    view: &'a View,
    paint: Paint,
    portal_at: BTreeMap<Coord, String>,
    /// Compact mode: figure index -> tag.
    tag_of: BTreeMap<usize, String>,
    /// Inner width of a cell.
    cw: usize,
}

/// Whether a board is drawn with compact cells.
pub fn is_compact(t: &Tabletop) -> bool {
    t.board().width() > COMPACT_OVER
}

/// The inner cell width a board is drawn with: full cells when they fit, else compact, else
/// tight ones (each column takes its cell and one line; the row labels take 5).
pub fn cell_width(t: &Tabletop, max_width: Option<usize>) -> usize {
    let cols = t.board().width() as usize;
    let wide = |cw: usize| 5 + cols * (cw + 1);
    match max_width {
        None if is_compact(t) => COMPACT_W,
        None => CELL_W,
        Some(w) if !is_compact(t) && wide(CELL_W) <= w => CELL_W,
        Some(w) if wide(COMPACT_W) <= w => COMPACT_W,
        Some(_) => TIGHT_W,
    }
}

/// The board picture (no trailing newline): the board, then on wide boards a legend of figure
/// tags, then the markers' legend when the scenario explains its markers.
pub fn board(t: &Tabletop, state: Option<&GameState>, view: &View, colour: bool) -> String {
    if let Some(lines) = graph_lines(t, state, view, colour) {
        return match view.max_width {
            Some(w) => lines
                .lines()
                .flat_map(|l| wrap(l, w))
                .collect::<Vec<_>>()
                .join("\n"),
            None => lines,
        };
    }
    let cw = cell_width(t, view.max_width);
    let compact = cw < CELL_W;
    let mut portal_at = BTreeMap::new();
    for (colour_name, spaces) in t.portals() {
        for s in spaces {
            portal_at.insert(*s, colour_name.clone());
        }
    }
    let mut tag_of = BTreeMap::new();
    if compact {
        let ids: Vec<String> = t.figures().iter().map(|f| f.id.clone()).collect();
        for (i, tag) in tags(&ids, cw).into_iter().enumerate() {
            tag_of.insert(i, tag);
        }
    }
    let ctx = Ctx {
        t,
        state,
        view,
        paint: Paint { colour },
        portal_at,
        tag_of,
        cw,
    };
    let ch = if compact { 1 } else { CELL_H };
    let mut out = grid(&ctx, cw, ch, compact);
    if compact {
        let legend = figure_legend(&ctx);
        if !legend.is_empty() {
            out.push_str("\n\n");
            out.push_str(&legend);
        }
    }
    let markers = marker_legend(&ctx);
    if !markers.is_empty() {
        // Right under the board (or its legend): the status panel stays the next block.
        out.push('\n');
        out.push_str(&markers);
    }
    out
}

fn grid(ctx: &Ctx, cw: usize, ch: usize, compact: bool) -> String {
    let b = ctx.t.board();
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
    let mut lines: Vec<String> = Vec::new();
    // Column letters above the board, so players can type coordinates.
    let mut head = String::from(" ");
    for c in 0..w {
        head.push_str(&pad(
            &format!("{:^width$}", Coord::column_name(c as u16), width = cw),
            cw + 1,
        ));
    }
    lines.push(format!("    {}", head.trim_end()));
    for r in 0..=h {
        // The edge line above row r; compact boards leave out lines with no wall inside.
        let skip = compact && r > 0 && r < h && hseg[r].iter().all(|s| *s == Seg::None);
        if !skip {
            let mut line = String::new();
            for c in 0..=w {
                let up = r > 0 && vseg[r - 1][c] != Seg::None;
                let down = r < h && vseg[r][c] != Seg::None;
                let left = c > 0 && hseg[r][c - 1] != Seg::None;
                let right = c < w && hseg[r][c] != Seg::None;
                line.push(junction(up, down, left, right));
                if c < w {
                    line.push_str(&match (hseg[r][c], compact) {
                        (Seg::None, _) => " ".repeat(cw),
                        (Seg::Wall, _) => "─".repeat(cw),
                        (Seg::DoorClosed, false) => {
                            format!("{}━━━━{}", "─".repeat(3), "─".repeat(3))
                        }
                        (Seg::DoorOpen, false) => format!("{}┄  ┄{}", "─".repeat(3), "─".repeat(3)),
                        (Seg::DoorClosed, true) => "━".repeat(cw),
                        (Seg::DoorOpen, true) => "┄".repeat(cw),
                    });
                }
            }
            lines.push(format!("    {line}"));
        }
        if r == h {
            break;
        }
        for sub in 0..ch {
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
                line.push_str(&if compact {
                    compact_cell(ctx, at)
                } else {
                    cell_line(ctx, at, sub)
                });
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

fn cell_line(ctx: &Ctx, at: Coord, sub: usize) -> String {
    let (t, paint) = (ctx.t, &ctx.paint);
    match t.board().cell(at) {
        Cell::OffBoard => return " ".repeat(CELL_W),
        Cell::Blocking => return "░".repeat(CELL_W),
        Cell::Space { .. } => {}
    }
    let occupants = t.occupants_at(at);
    if let Some(&i) = occupants.get(sub) {
        let f = t.figure(i);
        let health = ctx.view.health(ctx.state, &f.id);
        let label = pad(
            &format!(" {}", figure_label(&f.id, health.as_deref())),
            CELL_W,
        );
        return paint.wrap(side_colour(&f.side), &label);
    }
    if sub == CELL_H - 1 {
        // The bottom line of a space that has room: its coordinate, and what is special here
        // (a portal or the scenario's marker, then the rules' marks).
        let portal = ctx.portal_at.get(&at);
        let mut note = String::new();
        let mut plain_len = 0;
        if let Some(p) = portal {
            let name: String = p.chars().take(4).collect();
            plain_len = 2 + name.chars().count();
            note = paint.wrap(side_colour(p), &format!(" ◎{name}"));
        } else if let Cell::Space { marker: Some(m) } = t.board().cell(at) {
            plain_len = 2;
            note = format!(
                " {}",
                paint.wrap(ansi(ctx.view.marker_colour(m)), &m.to_string())
            );
        }
        let coord = at.to_string();
        let room = CELL_W.saturating_sub(plain_len + coord.len() + 2);
        let glyphs: String = ctx.view.rules.glyphs(at).chars().take(room).collect();
        if !glyphs.is_empty() {
            if plain_len == 0 {
                note.push(' ');
                plain_len = 1;
            }
            plain_len += glyphs.chars().count();
            note.push_str(&paint.wrap("1;33", &glyphs));
        }
        let gap = CELL_W.saturating_sub(plain_len + coord.len() + 1);
        return format!("{note}{}{} ", " ".repeat(gap), paint.wrap("2", &coord));
    }
    " ".repeat(CELL_W)
}

/// A compact cell: the tag of the figure standing there (`+` when more stand there), else the
/// rules' first mark, a portal, a marker or a dot; blocking squares are shaded, with their
/// scenario marker when the rules made a marked square blocking (a closed door square).
fn compact_cell(ctx: &Ctx, at: Coord) -> String {
    let (t, paint, w) = (ctx.t, &ctx.paint, ctx.cw);
    match t.board().cell(at) {
        Cell::OffBoard => return " ".repeat(w),
        Cell::Blocking => {
            return match ctx.view.base_markers.get(&at) {
                Some(m) => {
                    let mut cell = "░".repeat(w);
                    cell.replace_range(
                        cell.char_indices().nth(w / 2).map_or(0, |(i, _)| i)
                            ..cell
                                .char_indices()
                                .nth(w / 2 + 1)
                                .map_or(cell.len(), |(i, _)| i),
                        &m.to_string(),
                    );
                    paint.wrap(ansi(ctx.view.marker_colour(*m)), &cell)
                }
                None => "░".repeat(w),
            };
        }
        Cell::Space { .. } => {}
    }
    let occupants = t.occupants_at(at);
    if let Some(&i) = occupants.first() {
        let f = t.figure(i);
        let tag = ctx.tag_of.get(&i).cloned().unwrap_or_default();
        let tag = if occupants.len() > 1 {
            format!("{}+", shorten(&tag, w - 1))
        } else {
            tag
        };
        return paint.wrap(&format!("1;{}", side_colour(&f.side)), &centre(&tag, w));
    }
    if let Some(m) = ctx.view.rules.marks.get(&at).and_then(|ms| ms.first()) {
        return paint.wrap("1;33", &centre(&m.glyph, w));
    }
    if let Some(p) = ctx.portal_at.get(&at) {
        return paint.wrap(side_colour(p), &centre("◎", w));
    }
    if let Cell::Space { marker: Some(m) } = t.board().cell(at) {
        return paint.wrap(ansi(ctx.view.marker_colour(m)), &centre(&m.to_string(), w));
    }
    paint.wrap("2", &centre("·", w))
}

/// Compact boards: one line per side mapping each tag to its figure and health.
fn figure_legend(ctx: &Ctx) -> String {
    let (t, paint) = (ctx.t, &ctx.paint);
    let mut sides: Vec<&str> = Vec::new();
    for f in t.figures() {
        if !sides.contains(&f.side.as_str()) {
            sides.push(&f.side);
        }
    }
    let width = sides.iter().map(|s| s.chars().count()).max().unwrap_or(0);
    let mut out = Vec::new();
    for side in sides {
        let mut line = paint.wrap(&format!("1;{}", side_colour(side)), &pad(side, width));
        let mut used = width;
        for (i, f) in t.figures().iter().enumerate() {
            if f.side != side {
                continue;
            }
            let tag = ctx.tag_of.get(&i).map_or("", String::as_str);
            // `tag id health`, the id left out when the tag is the id itself.
            let mut plain = if tag == f.id {
                String::new()
            } else {
                format!(" {}", f.id)
            };
            if let Some(h) = ctx.view.health(ctx.state, &f.id) {
                plain.push_str(&format!(" {h}"));
            }
            if !t.is_on_board(i) {
                // What the rules say it is doing (dead, not deployed…), else just off.
                match ctx.view.rules.notes.get(&f.id) {
                    Some(note) => plain.push_str(&format!(" ({note})")),
                    None => plain.push_str(" (off)"),
                }
            }
            let len = 2 + tag.chars().count() + plain.chars().count();
            if used + len > ctx.view.max_width.unwrap_or(LEGEND_WIDTH) && used > width {
                out.push(line);
                line = " ".repeat(width);
                used = width;
            }
            line.push_str(&format!(
                "  {}{plain}",
                paint.wrap(&format!("1;{}", side_colour(side)), tag)
            ));
            used += len;
        }
        out.push(line);
    }
    out.join("\n")
}

/// The legends under the board: the scenario's markers, the rules' marks and a key to the
/// glyphs the board uses (doors, portals, blocked squares, the health label), each entry drawn
/// as on the board; lines wrap at the picture's width.
fn marker_legend(ctx: &Ctx) -> String {
    let view = ctx.view;
    let width = view.max_width.unwrap_or(LEGEND_WIDTH);
    let mut blocks: Vec<(&str, Vec<(String, usize)>)> = Vec::new();
    let entry = |code: &str, glyph: &str, what: &str| -> (String, usize) {
        (
            format!("{} {what}", ctx.paint.wrap(code, glyph)),
            glyph.chars().count() + 1 + what.chars().count(),
        )
    };
    if !view.markers.is_empty() {
        let list = view
            .markers
            .iter()
            .map(|(m, what)| {
                let code = m
                    .chars()
                    .next()
                    .map_or("0", |c| ansi(view.marker_colour(c)));
                entry(code, m, what)
            })
            .collect();
        blocks.push(("markers:", list));
    }
    if !view.rules.legend.is_empty() {
        let list = view
            .rules
            .legend
            .iter()
            .map(|m| entry("1;33", &m.glyph, &m.what))
            .collect();
        blocks.push(("marks:", list));
    }
    // The key: only what this board shows.
    let b = ctx.t.board();
    let (mut closed, mut open, mut blocked) = (false, false, false);
    for at in b.coords() {
        if b.cell(at) == Cell::Blocking {
            blocked = true;
        }
        for d in [Dir::East, Dir::South] {
            match b.edge(at, d) {
                Edge::Door { open: true } => open = true,
                Edge::Door { open: false } => closed = true,
                _ => {}
            }
        }
    }
    let compact = ctx.cw < CELL_W;
    let mut key = Vec::new();
    if closed {
        key.push(entry("0", if compact { "━" } else { "┃━" }, "closed door"));
    }
    if open {
        key.push(entry("0", if compact { "┄" } else { "┆┄" }, "open door"));
    }
    if !ctx.portal_at.is_empty() {
        key.push(entry("0", "◎", "portal"));
    }
    if blocked {
        key.push(entry("0", "░", "blocked"));
    }
    if let (Some(h), Some(_)) = (&view.health_legend, ctx.state) {
        key.push(entry("0", "N/M", h));
    }
    if !key.is_empty() {
        blocks.push(("key:", key));
    }
    let mut lines = Vec::new();
    for (head, list) in blocks {
        let mut line = head.to_string();
        let mut used = head.chars().count();
        for (k, (text, len)) in list.into_iter().enumerate() {
            // One space after the heading, two between entries.
            let gap = if k == 0 { 1 } else { 2 };
            if used + gap + len > width && k > 0 {
                lines.push(line);
                line = " ".repeat(head.chars().count());
                used = head.chars().count();
            }
            line.push_str(&" ".repeat(gap));
            line.push_str(&text);
            used += gap + len;
        }
        lines.push(line);
    }
    lines.join("\n")
}

/// One block per side: its variables (all of them, or the ruleset's `side_status`), then each
/// figure with its health, place, flags, the variables the ruleset's `status` names and its
/// cards, exhausted cards marked with `*`.
pub fn status(state: &GameState, view: &View, colour: bool, viewer: Viewer) -> String {
    let paint = Paint { colour };
    let t = &state.table;
    let mut out = Vec::new();
    let mut any_tired = false;
    for side in state.sides.iter() {
        let figures: Vec<usize> = (0..t.figures().len())
            .filter(|&i| &t.figure(i).side == side)
            .collect();
        if figures.is_empty() {
            continue;
        }
        let scope = Scope::Side(side.clone());
        let vars: Vec<String> = match &view.side_status {
            None => state
                .vars
                .iter()
                .filter(|((s, _), _)| s == &scope)
                .map(|((_, k), v)| format!("{k} {v}"))
                .collect(),
            Some(keys) => keys
                .iter()
                .filter_map(|k| state.get(&scope, k).map(|v| format!("{k} {v}")))
                .collect(),
        };
        let mut head = paint.wrap(&format!("1;{}", side_colour(side)), side);
        if !vars.is_empty() {
            head.push_str(&format!("  {}", vars.join(", ")));
        }
        out.push(head);
        // A graph map's box of standees waits beside the board: counted, not listed.
        let beside = if t.board().graph().is_some() {
            figures.iter().filter(|&&i| !t.is_on_board(i)).count()
        } else {
            0
        };
        for i in figures {
            if beside > 0 && !t.is_on_board(i) {
                continue;
            }
            let f = t.figure(i);
            let fscope = Scope::Figure(f.id.clone());
            let place = if t.is_on_board(i) {
                format!("at {}", t.board().address(f.at))
            } else {
                match view.rules.notes.get(&f.id) {
                    Some(note) => note.clone(),
                    None => "off the board".into(),
                }
            };
            let health = match view.health(Some(state), &f.id) {
                Some(h) => format!(" {h}"),
                None => String::new(),
            };
            let cards: Vec<String> = state
                .cards
                .iter()
                .filter(|c| {
                    c.holder == Holder::Figure(f.id.clone()) && Some(&c.card) != f.card.as_ref()
                })
                .map(|c| {
                    if !state.may_see_card(c.id, viewer) {
                        return "a face-down card".to_string();
                    }
                    let tired =
                        state.get(&Scope::Card(c.id), "exhausted") == Some(&Var::Bool(true));
                    any_tired |= tired;
                    format!("{}{}", c.card, if tired { "*" } else { "" })
                })
                .collect();
            let flags: String = view
                .flags
                .iter()
                .filter(|k| state.get(&fscope, k) == Some(&Var::Bool(true)))
                .map(|k| format!(" {k}"))
                .collect();
            let shown: Vec<String> = view
                .status
                .iter()
                .filter_map(|k| state.get(&fscope, k).map(|v| format!("{k} {v}")))
                .collect();
            out.push(format!(
                "  {}{health} {place}{flags}{}{}",
                paint.wrap(side_colour(side), &f.id),
                if shown.is_empty() {
                    String::new()
                } else {
                    format!("  {}", shown.join(", "))
                },
                if cards.is_empty() {
                    String::new()
                } else {
                    format!("  [{}]", cards.join(", "))
                }
            ));
        }
        if beside > 0 {
            out.push(format!("  {beside} beside the board"));
        }
    }
    if any_tired {
        out.push("  (* exhausted card)".to_string());
    }
    // What the rules add: quests, tokens, phases, hands…
    if !view.rules.lines.is_empty() {
        out.push(String::new());
        out.extend(view.rules.lines.iter().cloned());
    }
    match view.max_width {
        Some(w) => out
            .iter()
            .flat_map(|l| wrap(l, w))
            .collect::<Vec<_>>()
            .join("\n"),
        None => out.join("\n"),
    }
}

/// A graph board as text (no trailing newline): one line per space, grouped by type in the
/// map's order of `types:` and sorted by number, with its name, id, links (`:u` marks a path
/// of a non-default kind by its first letter), the figures standing there and, during a game,
/// the space variables the ruleset's `display.space_status` lists (`| shadow 1, quest 1`);
/// with `colour`, figure ids in their side's colour. `None` on grids.
pub fn graph_lines(
    t: &Tabletop,
    state: Option<&GameState>,
    view: &View,
    colour: bool,
) -> Option<String> {
    let paint = Paint { colour };
    let board = t.board();
    let g = board.graph()?;
    let mut kinds: Vec<&str> = g.kinds.iter().map(String::as_str).collect();
    for s in &g.spaces {
        if !kinds.contains(&s.kind.as_str()) {
            kinds.push(&s.kind);
        }
    }
    let mut order: Vec<usize> = (0..g.len()).collect();
    order.sort_by_key(|&i| {
        let s = g.space(i);
        let k = kinds
            .iter()
            .position(|k| *k == s.kind)
            .unwrap_or(usize::MAX);
        (k, s.number, s.id.clone())
    });
    let width = g
        .spaces
        .iter()
        .map(|s| s.kind.len() + s.number.map_or(0, |n| n.to_string().len() + 1))
        .max()
        .unwrap_or(0);
    let mut lines = Vec::new();
    for i in order {
        let s = g.space(i);
        let head = match s.number {
            Some(n) => format!("{} {n}", s.kind),
            None => s.kind.clone(),
        };
        let links: Vec<String> = s
            .links
            .iter()
            .map(|&(to, k)| {
                let id = &g.space(to).id;
                match k {
                    0 => id.clone(),
                    _ => format!("{id}:{}", g.path_kinds[k].chars().next().unwrap_or('?')),
                }
            })
            .collect();
        let mut line = format!(
            "{}  {} ({})  — {}",
            pad(&head, width),
            s.name,
            s.id,
            links.join(", ")
        );
        let here: Vec<String> = t
            .occupants_at(board.coord_of(i))
            .iter()
            .map(|&f| {
                let f = t.figure(f);
                paint.wrap(side_colour(&f.side), &f.id)
            })
            .collect();
        if !here.is_empty() {
            line.push_str("  | ");
            line.push_str(&here.join(", "));
        }
        let shown: Vec<String> = view
            .space_status(state, &s.id)
            .iter()
            .map(|(k, v)| format!("{k} {v}"))
            .collect();
        if !shown.is_empty() {
            line.push_str("  | ");
            line.push_str(&shown.join(", "));
        }
        lines.push(line);
    }
    Some(lines.join("\n"))
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
    fn labels_keep_the_health_and_shorten_the_id() {
        assert_eq!(figure_label("grom", Some("2/5")), "grom 2/5");
        assert_eq!(figure_label("goblin1", Some("0/1")), "gobl1 0/1");
        assert_eq!(figure_label("goblin12", Some("10/12")), "g12 10/12");
        assert_eq!(figure_label("goblin_archer", None), "goblin_ar");
    }

    #[test]
    fn tags_are_short_and_distinct() {
        let ids: Vec<String> = [
            "w_brute", "b_brute", "chest1", "goblin12", "s1", "ab", "a_b",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        let t = tags(&ids, 3);
        assert_eq!(&t[..5], ["wbr", "bbr", "ch1", "g12", "s1"]);
        assert_eq!(&t[5..], ["a1", "a2"], "clashing tags get numbers");
    }
}
