//! `board --svg FILE`: a standalone SVG picture of the board (spaces, walls, doors, portals,
//! markers as coloured squares with a legend naming them, blocking spaces, figures with the
//! health label of the ruleset's `display:` key, coordinates, the rules' marks such as quest
//! spaces and tokens), then the status panel (turn, coins, quests…) as the viewer may see it,
//! viewable in any browser. On a graph board, a node-link picture instead (see `render_graph`).
//!
//! Every side gets its own colour (a side named after a colour gets that colour while it is
//! free), and the picture is made wide and tall enough for its legends and labels: text widths
//! are estimated generously, and `repl/tests/svg_browser.rs` checks in a headless browser that
//! no text is clipped and no two legend entries overlap.

use std::collections::BTreeMap;
use std::fmt::Write;

use skirmish_core::board::{Cell, Dir, Edge};
use skirmish_core::game::GameState;
use skirmish_core::game::state::Var;
use skirmish_core::game::view::Viewer;
use skirmish_core::{Coord, Graph, Tabletop};

use crate::picture::View;

const CELL: f64 = 64.0;
const MARGIN: f64 = 28.0;
const LEGEND_ROW_H: f64 = 24.0;
/// Width per character of legend text (13px sans-serif), estimated on the wide side.
const LEGEND_CHAR_W: f64 = 8.6;
/// The status panel: 12px monospace lines, wrapped at this many characters.
const PANEL_CHARS: usize = 100;
const PANEL_CHAR_W: f64 = 7.4;
const PANEL_LINE_H: f64 = 16.0;

/// Fills for sides, by the side's name when it names a colour, else the first unused one of
/// the palette; each with the colour of text written on it.
const NAMED: &[(&str, &str, &str)] = &[
    ("blue", "#2f6fd6", "#ffffff"),
    ("red", "#d03b3b", "#ffffff"),
    ("green", "#2e9d4f", "#ffffff"),
    ("orange", "#e08a1e", "#1d1d1d"),
    ("yellow", "#e6c229", "#1d1d1d"),
    ("purple", "#7b4fa0", "#ffffff"),
    ("white", "#f4f4f0", "#1d1d1d"),
    ("black", "#2a2a2a", "#ffffff"),
    ("monsters", "#7b4fa0", "#ffffff"),
];
const PALETTE: &[(&str, &str)] = &[
    ("#16a3a3", "#ffffff"),
    ("#c2418f", "#ffffff"),
    ("#8a6d3b", "#ffffff"),
    ("#556b2f", "#ffffff"),
    ("#2f6fd6", "#ffffff"),
    ("#d03b3b", "#ffffff"),
    ("#e08a1e", "#1d1d1d"),
    ("#2e9d4f", "#ffffff"),
    ("#7b4fa0", "#ffffff"),
    ("#6b6b6b", "#ffffff"),
];

/// Each side's (fill, text colour), distinct while the palette lasts: sides in the order given.
pub fn side_colours(sides: &[&str]) -> BTreeMap<String, (&'static str, &'static str)> {
    let mut out: BTreeMap<String, (&'static str, &'static str)> = BTreeMap::new();
    let mut used: Vec<&str> = Vec::new();
    // Sides named after a colour first, so an unnamed side never takes "red" from `red`.
    for side in sides {
        if let Some((_, fill, ink)) = NAMED.iter().find(|(n, ..)| n == side)
            && !used.contains(fill)
        {
            out.insert(side.to_string(), (fill, ink));
            used.push(fill);
        }
    }
    let mut k = 0;
    for side in sides {
        if out.contains_key(*side) {
            continue;
        }
        while k < PALETTE.len() && used.contains(&PALETTE[k].0) {
            k += 1;
        }
        let (fill, ink) = PALETTE[k % PALETTE.len()];
        k += 1;
        used.push(fill);
        out.insert(side.to_string(), (fill, ink));
    }
    out
}

/// The sides of a table in the order their figures are listed (the scenario's order).
fn sides_of(t: &Tabletop) -> Vec<&str> {
    let mut sides: Vec<&str> = Vec::new();
    for f in t.figures() {
        if !sides.contains(&f.side.as_str()) {
            sides.push(&f.side);
        }
    }
    sides
}

/// A legend: entries of a swatch (SVG drawn in the 18x18 box at the given corner) and a text,
/// laid out left to right in rows no wider than the picture.
#[derive(Default)]
struct Legend {
    entries: Vec<(String, String)>,
}

impl Legend {
    /// `swatch` is SVG with `{x}`/`{y}` (the box's corner), `{x2}` (its right edge) and
    /// `{cx}`/`{cy}` (its centre).
    fn add(&mut self, swatch: String, text: &str) {
        self.entries.push((swatch, text.to_string()));
    }

    fn entry_w(text: &str) -> f64 {
        24.0 + text.chars().count() as f64 * LEGEND_CHAR_W + 18.0
    }

    /// The narrowest picture width (margins included) that holds the widest entry.
    fn min_width(&self) -> f64 {
        self.entries
            .iter()
            .map(|(_, t)| Legend::entry_w(t))
            .fold(0.0, f64::max)
            + 2.0 * MARGIN
    }

    /// Each entry's corner when laid out from `top` in a picture `width` wide.
    fn places(&self, width: f64, top: f64) -> Vec<(f64, f64)> {
        let (mut x, mut y) = (MARGIN, top);
        let mut out = Vec::new();
        for (_, text) in &self.entries {
            let w = Legend::entry_w(text);
            if x > MARGIN && x + w > width - MARGIN {
                x = MARGIN;
                y += LEGEND_ROW_H;
            }
            out.push((x, y));
            x += w;
        }
        out
    }

    fn height(&self, width: f64) -> f64 {
        match self.places(width, 0.0).last() {
            Some((_, y)) => y + LEGEND_ROW_H + 8.0,
            None => 0.0,
        }
    }

    fn draw(&self, s: &mut String, width: f64, top: f64) {
        for ((swatch, text), (x, y)) in self.entries.iter().zip(self.places(width, top)) {
            let swatch = swatch
                .replace("{x}", &x.to_string())
                .replace("{y}", &y.to_string())
                .replace("{x2}", &(x + 18.0).to_string())
                .replace("{cx}", &(x + 9.0).to_string())
                .replace("{cy}", &(y + 9.0).to_string());
            let _ = writeln!(
                s,
                r##"<g class="legend">{swatch}<text x="{}" y="{}" font-size="13" fill="#3b3020">{}</text></g>"##,
                x + 24.0,
                y + 14.0,
                esc(text)
            );
        }
    }
}

/// The status panel's lines for the picture: plain text, wrapped.
fn panel_lines(state: Option<&GameState>, view: &View, viewer: Viewer) -> Vec<String> {
    let Some(st) = state else {
        return Vec::new();
    };
    crate::picture::status(st, view, false, viewer)
        .lines()
        .flat_map(|l| crate::picture::wrap(l, PANEL_CHARS))
        .collect()
}

fn panel_size(lines: &[String]) -> (f64, f64) {
    if lines.is_empty() {
        return (0.0, 0.0);
    }
    let chars = lines.iter().map(|l| l.chars().count()).max().unwrap_or(0);
    (
        chars as f64 * PANEL_CHAR_W + 2.0 * MARGIN,
        lines.len() as f64 * PANEL_LINE_H + 16.0,
    )
}

fn draw_panel(s: &mut String, lines: &[String], top: f64) {
    for (k, line) in lines.iter().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let _ = writeln!(
            s,
            r##"<text class="status" x="{MARGIN}" y="{}" font-size="12" font-family="monospace" xml:space="preserve" fill="#1d1d1d">{}</text>"##,
            top + 12.0 + k as f64 * PANEL_LINE_H,
            esc(line)
        );
    }
}

/// Fill colour of a colour name from the ruleset's `display: colours:` (unknown: a pale tan).
pub fn colour_fill(colour: &str) -> &'static str {
    match colour {
        "red" => "#e8836f",
        "green" => "#8cc47a",
        "yellow" => "#ead36a",
        "brown" => "#b9925e",
        "blue" => "#86b0ea",
        "magenta" | "purple" => "#cf98dc",
        "cyan" => "#7fd3d3",
        "white" => "#fbfbf7",
        "grey" | "gray" => "#b4b4b4",
        "orange" => "#f0aa55",
        _ => "#e2d3ad",
    }
}

fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The picture of a table (and of its game's state, as `viewer` may see it).
pub fn render(t: &Tabletop, state: Option<&GameState>, view: &View, viewer: Viewer) -> String {
    let b = t.board();
    let colours = side_colours(&sides_of(t));
    let panel = panel_lines(state, view, viewer);
    if let Some(g) = b.graph() {
        return render_graph(t, g, state, view, &colours, &panel);
    }
    let (w, h) = (b.width() as f64, b.height() as f64);
    // Under the board: one legend (markers, the rules' marks, sides), then the status panel.
    let mut legend = Legend::default();
    for (m, what) in &view.markers {
        let fill = m
            .chars()
            .next()
            .map_or("#e2d3ad", |c| colour_fill(view.marker_colour(c)));
        legend.add(
            format!(
                r##"<rect x="{{x}}" y="{{y}}" width="18" height="18" fill="{fill}" stroke="#8a7a55"/><text x="{{cx}}" y="{{y}}" dy="13.5" font-size="12" text-anchor="middle" fill="#3b3020">{}</text>"##,
                esc(m)
            ),
            what,
        );
    }
    for m in &view.rules.legend {
        legend.add(mark_badge("{cx}", "{cy}", &m.glyph), &m.what);
    }
    for side in sides_of(t) {
        let (fill, _) = colours[side];
        legend.add(
            format!(
                r##"<circle cx="{{cx}}" cy="{{cy}}" r="9" fill="{fill}" stroke="#1d1d1d" stroke-width="1.5"/>"##
            ),
            side,
        );
    }
    let (panel_w, panel_h) = panel_size(&panel);
    let width = (w * CELL + 2.0 * MARGIN)
        .max(legend.min_width())
        .max(panel_w);
    let board_bottom = h * CELL + 2.0 * MARGIN;
    let legend_h = legend.height(width);
    let height = board_bottom + legend_h + panel_h;
    let mut s = String::new();
    let _ = writeln!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" font-family="sans-serif">"#
    );
    let _ = writeln!(s, r##"<rect width="100%" height="100%" fill="#ffffff"/>"##);
    let x0 = |c: u16| MARGIN + c as f64 * CELL;
    let y0 = |r: u16| MARGIN + r as f64 * CELL;
    // Column letters and row numbers.
    for c in 0..b.width() {
        let _ = writeln!(
            s,
            r##"<text x="{}" y="{}" font-size="14" text-anchor="middle" fill="#555">{}</text>"##,
            x0(c) + CELL / 2.0,
            MARGIN - 9.0,
            Coord::column_name(c)
        );
    }
    for r in 0..b.height() {
        let _ = writeln!(
            s,
            r##"<text x="{}" y="{}" font-size="14" text-anchor="middle" fill="#555">{}</text>"##,
            MARGIN / 2.0,
            y0(r) + CELL / 2.0 + 5.0,
            r + 1
        );
    }
    let mut portal_at = std::collections::BTreeMap::new();
    for (colour, spaces) in t.portals() {
        for sp in spaces {
            portal_at.insert(*sp, colour.clone());
        }
    }
    // Spaces.
    for at in b.coords() {
        let (x, y) = (x0(at.col), y0(at.row));
        let (fill, kind) = match b.cell(at) {
            Cell::OffBoard => continue,
            Cell::Blocking => ("#3b3631", " data-blocking=\"true\"".to_string()),
            Cell::Space { marker: Some(m) } if view.meaning(m).is_some() => (
                colour_fill(view.marker_colour(m)),
                format!(" data-marker=\"{}\"", esc(view.meaning(m).unwrap_or(""))),
            ),
            Cell::Space { .. } => ("#f3ead7", String::new()),
        };
        let _ = writeln!(
            s,
            r##"<rect class="space" data-at="{at}"{kind} x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="{fill}" stroke="#d8ccb0" stroke-width="1"/>"##
        );
        // A marked square the rules made blocking (a closed door square) keeps its marker.
        if b.cell(at) == Cell::Blocking
            && let Some(m) = view.base_markers.get(&at)
        {
            let _ = writeln!(
                s,
                r##"<g class="blocked-marker"><rect x="{}" y="{}" width="{}" height="{}" fill="{}" opacity="0.6"/><text x="{}" y="{}" font-size="20" text-anchor="middle" fill="#ffffff">{}</text></g>"##,
                x + CELL * 0.2,
                y + CELL * 0.2,
                CELL * 0.6,
                CELL * 0.6,
                colour_fill(view.marker_colour(*m)),
                x + CELL / 2.0,
                y + CELL / 2.0 + 7.0,
                esc(&m.to_string())
            );
        }
        if let Some(colour) = portal_at.get(&at) {
            let _ = writeln!(
                s,
                r#"<circle class="portal" cx="{}" cy="{}" r="{}" fill="none" stroke="{}" stroke-width="4"/>"#,
                x + CELL / 2.0,
                y + CELL / 2.0,
                CELL * 0.4,
                named_fill(colour)
            );
        }
        if let Cell::Space { marker: Some(m) } = b.cell(at) {
            let _ = writeln!(
                s,
                r##"<text x="{}" y="{}" font-size="12" fill="#8a7a55">{}</text>"##,
                x + 4.0,
                y + 14.0,
                esc(&m.to_string())
            );
        }
        let _ = writeln!(
            s,
            r##"<text x="{}" y="{}" font-size="10" text-anchor="end" fill="#a89a7a">{at}</text>"##,
            x + CELL - 3.0,
            y + CELL - 4.0
        );
        // The rules' marks (quest spaces, tokens…): badges along the top edge, from the right.
        for (k, m) in view.rules.marks.get(&at).into_iter().flatten().enumerate() {
            let cx = x + CELL - 10.0 - k as f64 * 17.0;
            let _ = writeln!(
                s,
                r#"<g class="mark" data-at="{at}" data-what="{}">{}</g>"#,
                esc(&m.what),
                mark_badge(&cx.to_string(), &(y + 10.0).to_string(), &m.glyph)
            );
        }
    }
    // Edges: each wall or door once, from the space on its north or west side when there is one.
    for at in b.coords() {
        for d in [Dir::North, Dir::West, Dir::South, Dir::East] {
            let neighbour = b.step(at, d);
            let here_on = b.cell(at) != Cell::OffBoard;
            let there_on = neighbour.is_some_and(|n| b.cell(n) != Cell::OffBoard);
            if !here_on {
                continue;
            }
            // Inner edges are drawn from their north/west space only.
            if there_on && matches!(d, Dir::South | Dir::East) {
                continue;
            }
            let (x, y) = (x0(at.col), y0(at.row));
            let (x1, y1, x2, y2) = match d {
                Dir::North => (x, y, x + CELL, y),
                Dir::South => (x, y + CELL, x + CELL, y + CELL),
                Dir::West => (x, y, x, y + CELL),
                Dir::East => (x + CELL, y, x + CELL, y + CELL),
            };
            match b.edge(at, d) {
                Edge::Open => {}
                Edge::Wall => {
                    let _ = writeln!(
                        s,
                        r##"<line class="wall" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="#2b2118" stroke-width="5" stroke-linecap="square"/>"##
                    );
                }
                Edge::Door { open } => {
                    let _ = writeln!(
                        s,
                        r##"<line class="wall" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="#2b2118" stroke-width="5"/>"##
                    );
                    let (cx, cy) = ((x1 + x2) / 2.0, (y1 + y2) / 2.0);
                    let horizontal = y1 == y2;
                    let (rw, rh) = if horizontal {
                        (CELL * 0.5, 10.0)
                    } else {
                        (10.0, CELL * 0.5)
                    };
                    let (fill, class) = if open {
                        ("#f3ead7", "door open")
                    } else {
                        ("#8b5a2b", "door closed")
                    };
                    let _ = writeln!(
                        s,
                        r##"<rect class="{class}" x="{}" y="{}" width="{rw}" height="{rh}" fill="{fill}" stroke="#5a3a1a" stroke-width="2"/>"##,
                        cx - rw / 2.0,
                        cy - rh / 2.0
                    );
                }
            }
        }
    }
    // Figures: up to two per space, side by side.
    for at in b.coords() {
        let occ = t.occupants_at(at);
        let n = occ.len().max(1) as f64;
        for (k, &i) in occ.iter().enumerate() {
            let f = t.figure(i);
            let cx = x0(at.col) + CELL * (k as f64 + 0.5) / n;
            let cy = y0(at.row) + CELL * 0.45;
            let r = if occ.len() > 1 {
                CELL * 0.22
            } else {
                CELL * 0.3
            };
            let (fill, ink) = colours[f.side.as_str()];
            let _ = writeln!(
                s,
                r##"<g class="figure" data-id="{id}" data-side="{side}"><circle cx="{cx}" cy="{cy}" r="{r}" fill="{fill}" stroke="#1d1d1d" stroke-width="1.5"/><text x="{cx}" y="{ty}" font-size="10" text-anchor="middle" fill="{ink}">{short}</text></g>"##,
                id = esc(&f.id),
                side = esc(&f.side),
                ty = cy + 3.5,
                short = esc(&crate::picture::shorten(&f.id, 5))
            );
            if let Some(health) = view.health(state, &f.id) {
                let _ = writeln!(
                    s,
                    r##"<text x="{cx}" y="{}" font-size="10" text-anchor="middle" fill="#1d1d1d">{}</text>"##,
                    cy + r + 11.0,
                    esc(&health)
                );
            }
        }
    }
    legend.draw(&mut s, width, board_bottom - MARGIN + 12.0);
    draw_panel(&mut s, &panel, board_bottom + legend_h);
    s.push_str("</svg>\n");
    s
}

/// The fill of a colour name (a portal's colour): the sides' shade of it, else teal.
fn named_fill(name: &str) -> &'static str {
    NAMED
        .iter()
        .find(|(n, ..)| *n == name)
        .map_or("#16a3a3", |(_, fill, _)| fill)
}

/// A mark's badge: a small gold disc with its glyph, centred at (`cx`, `cy`) (numbers, or the
/// legend's placeholders).
fn mark_badge(cx: &str, cy: &str, glyph: &str) -> String {
    format!(
        r##"<circle cx="{cx}" cy="{cy}" r="8" fill="#f6d55c" stroke="#8a6d1a" stroke-width="1"/><text x="{cx}" y="{cy}" dy="4" font-size="11" text-anchor="middle" fill="#3b3020">{}</text>"##,
        esc(glyph)
    )
}

/// Fill colours of space types without a `display: colours:` entry, by the type's order.
const TYPE_PALETTE: [&str; 8] = [
    "#e8836f", "#86b0ea", "#8cc47a", "#ead36a", "#cf98dc", "#7fd3d3", "#b9925e", "#b4b4b4",
];
const NODE_R: f64 = 20.0;
/// Token badges (the ruleset's `display.space_status`), by position in that list.
const TOKEN_PALETTE: [&str; 4] = ["#4b2a6b", "#d9a520", "#2a7f62", "#8c2d19"];
const TOKEN_R: f64 = 8.0;

/// The `stroke-dasharray` attribute of a path style (`solid`, `dashed`, `dotted`; unknown
/// styles are dashed, so a typo still tells kinds apart).
fn stroke_dash(style: &str) -> &'static str {
    match style {
        "solid" => "",
        "dotted" => r#" stroke-dasharray="2 4""#,
        _ => r#" stroke-dasharray="6 5""#,
    }
}
const UNIT: f64 = 90.0;

/// Where each space is drawn, in plane units: the map's `pos` when every space has one, else
/// the spaces on a circle in map order.
fn layout(g: &Graph) -> Vec<(f64, f64)> {
    if g.spaces.iter().all(|s| s.pos.is_some()) {
        return g.spaces.iter().map(|s| s.pos.unwrap_or_default()).collect();
    }
    let n = g.len().max(1) as f64;
    let radius = (n / std::f64::consts::PI).max(1.0);
    (0..g.len())
        .map(|i| {
            let a = std::f64::consts::TAU * i as f64 / n - std::f64::consts::FRAC_PI_2;
            (radius * (1.0 + a.cos()), radius * (1.0 + a.sin()))
        })
        .collect()
}

/// A graph board: one circle per space at its drawing position, coloured by type and labelled
/// with its name, paths as lines (stroked by `display.path_styles`; by default non-default
/// kinds dashed), figures as chips beside their space, a token badge per `display.space_status`
/// variable set on a space, and a legend of the space types, path kinds, tokens and sides.
fn render_graph(
    t: &Tabletop,
    g: &Graph,
    state: Option<&GameState>,
    view: &View,
    colours: &BTreeMap<String, (&'static str, &'static str)>,
    panel: &[String],
) -> String {
    let pos = layout(g);
    let (min_x, min_y) = pos
        .iter()
        .fold((f64::MAX, f64::MAX), |(a, b), &(x, y)| (a.min(x), b.min(y)));
    let (max_x, max_y) = pos
        .iter()
        .fold((f64::MIN, f64::MIN), |(a, b), &(x, y)| (a.max(x), b.max(y)));
    let (min_x, min_y) = if pos.is_empty() {
        (0.0, 0.0)
    } else {
        (min_x, min_y)
    };
    let (max_x, max_y) = if pos.is_empty() {
        (0.0, 0.0)
    } else {
        (max_x, max_y)
    };
    let pad = MARGIN + 60.0;
    // Figure chips and their health stand right of a space: room for them on the right.
    let right = 150.0;
    let at = |i: usize| {
        let (x, y) = pos[i];
        (pad + (x - min_x) * UNIT, pad + (y - min_y) * UNIT)
    };
    // Sides in the legend: those with a figure on the board, in scenario order.
    let mut sides: Vec<&str> = Vec::new();
    for (i, f) in t.figures().iter().enumerate() {
        if t.is_on_board(i) && !sides.contains(&f.side.as_str()) {
            sides.push(&f.side);
        }
    }
    let mut legend = Legend::default();
    let fill_of = |kind: &str| -> &'static str {
        if let Some(c) = view.colours.get(kind) {
            return colour_fill(c);
        }
        let k = g.kinds.iter().position(|x| x == kind).unwrap_or(0);
        TYPE_PALETTE[k % TYPE_PALETTE.len()]
    };
    let dash =
        |k: usize| stroke_dash(view.path_style(k, g.path_kinds.get(k).map_or("", String::as_str)));
    let token_fill = |name: &str| {
        let k = view
            .space_status
            .iter()
            .position(|x| x == name)
            .unwrap_or(0);
        TOKEN_PALETTE[k % TOKEN_PALETTE.len()]
    };
    for kind in &g.kinds {
        legend.add(
            format!(
                r##"<circle cx="{{cx}}" cy="{{cy}}" r="9" fill="{}" stroke="#3b3020"/>"##,
                fill_of(kind)
            ),
            kind,
        );
    }
    for (k, kind) in g.path_kinds.iter().enumerate() {
        legend.add(
            format!(
                r##"<line x1="{{x}}" y1="{{cy}}" x2="{{x2}}" y2="{{cy}}" stroke="#6b5a3e" stroke-width="3"{}/>"##,
                dash(k)
            ),
            kind,
        );
    }
    for name in &view.space_status {
        legend.add(
            format!(
                r##"<circle cx="{{cx}}" cy="{{cy}}" r="{TOKEN_R}" fill="{}" stroke="#1d1d1d"/>"##,
                token_fill(name)
            ),
            name,
        );
    }
    for side in &sides {
        legend.add(
            format!(
                r##"<rect x="{{x}}" y="{{y}}" width="18" height="15" rx="4" fill="{}" stroke="#1d1d1d"/>"##,
                colours[*side].0
            ),
            side,
        );
    }
    let (panel_w, panel_h) = panel_size(panel);
    let width = ((max_x - min_x) * UNIT + 2.0 * pad + right)
        .max(legend.min_width())
        .max(panel_w);
    let plane_h = (max_y - min_y) * UNIT + 2.0 * pad;
    let legend_h = legend.height(width);
    let height = plane_h + legend_h + panel_h;
    let mut s = String::new();
    let _ = writeln!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" font-family="sans-serif">"#
    );
    let _ = writeln!(s, r##"<rect width="100%" height="100%" fill="#ffffff"/>"##);
    if !g.title.is_empty() {
        let _ = writeln!(
            s,
            r##"<text x="{MARGIN}" y="{}" font-size="16" fill="#3b3020">{}</text>"##,
            MARGIN - 6.0,
            esc(&g.title)
        );
    }
    // Paths: each once, from the space earlier in the map.
    for (i, sp) in g.spaces.iter().enumerate() {
        for &(j, k) in &sp.links {
            if j <= i || j >= g.len() {
                continue;
            }
            let ((x1, y1), (x2, y2)) = (at(i), at(j));
            let kind = g.path_kinds.get(k).map_or("", String::as_str);
            let _ = writeln!(
                s,
                r##"<line class="path" data-kind="{}" data-from="{}" data-to="{}" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="#6b5a3e" stroke-width="3"{}/>"##,
                esc(kind),
                esc(&sp.id),
                esc(&g.spaces[j].id),
                dash(k)
            );
        }
    }
    // Spaces.
    for (i, sp) in g.spaces.iter().enumerate() {
        let (x, y) = at(i);
        let _ = writeln!(
            s,
            r##"<circle class="space" data-id="{}" data-type="{}" cx="{x}" cy="{y}" r="{NODE_R}" fill="{}" stroke="#3b3020" stroke-width="1.5"/>"##,
            esc(&sp.id),
            esc(&sp.kind),
            fill_of(&sp.kind)
        );
        if let Some(n) = sp.number {
            let _ = writeln!(
                s,
                r##"<text x="{x}" y="{}" font-size="13" text-anchor="middle" fill="#1d1d1d">{n}</text>"##,
                y + 4.5
            );
        }
        let _ = writeln!(
            s,
            r##"<text x="{x}" y="{}" font-size="12" text-anchor="middle" fill="#3b3020">{}</text>"##,
            y + NODE_R + 14.0,
            esc(&sp.name)
        );
    }
    // Tokens: badges stacked to the left of their space, the count inside.
    for (i, sp) in g.spaces.iter().enumerate() {
        let (x, y) = at(i);
        for (n, (name, v)) in view.space_status(state, &sp.id).into_iter().enumerate() {
            let (cx, cy) = (
                x - NODE_R - TOKEN_R,
                y - NODE_R + TOKEN_R + n as f64 * (2.0 * TOKEN_R + 2.0),
            );
            let label = match &v {
                Var::Int(i) => i.to_string(),
                Var::Bool(_) => String::new(),
                Var::Str(s) => s.chars().take(2).collect(),
            };
            let _ = writeln!(
                s,
                r##"<g class="token" data-space="{}" data-var="{}" data-value="{}"><circle cx="{cx}" cy="{cy}" r="{TOKEN_R}" fill="{}" stroke="#1d1d1d" stroke-width="1"/><text x="{cx}" y="{}" font-size="10" text-anchor="middle" fill="#ffffff">{}</text></g>"##,
                esc(&sp.id),
                esc(name),
                esc(&label),
                token_fill(name),
                cy + 3.5,
                esc(&label)
            );
        }
    }
    // Figures: chips stacked to the right of their space.
    for i in 0..g.len() {
        let Ok(col) = u16::try_from(i) else { break };
        let (x, y) = at(i);
        for (k, &f) in t.occupants_at(Coord { col, row: 0 }).iter().enumerate() {
            let f = t.figure(f);
            let short = crate::picture::shorten(&f.id, 8);
            let cw = 8.0 + 6.5 * short.chars().count() as f64;
            let (cx, cy) = (x + NODE_R + 4.0, y - NODE_R + k as f64 * 17.0);
            let health = view
                .health(state, &f.id)
                .map(|h| format!(" {h}"))
                .unwrap_or_default();
            let _ = writeln!(
                s,
                r##"<g class="figure" data-id="{id}" data-side="{side}"><rect x="{cx}" y="{cy}" width="{cw}" height="15" rx="4" fill="{fill}" stroke="#1d1d1d" stroke-width="1"/><text x="{}" y="{}" font-size="11" fill="{ink}">{short}</text><text x="{}" y="{}" font-size="10" fill="#1d1d1d">{health}</text></g>"##,
                cx + 4.0,
                cy + 11.5,
                cx + cw + 3.0,
                cy + 11.5,
                id = esc(&f.id),
                fill = colours[f.side.as_str()].0,
                ink = colours[f.side.as_str()].1,
                side = esc(&f.side),
                short = esc(&short),
                health = esc(health.trim_start()),
            );
        }
    }
    legend.draw(&mut s, width, plane_h);
    draw_panel(&mut s, panel, plane_h + legend_h);
    s.push_str("</svg>\n");
    s
}

#[cfg(test)]
mod tests {
    #[test]
    fn text_is_escaped() {
        assert_eq!(super::esc("a<b & \"c\""), "a&lt;b &amp; &quot;c&quot;");
    }
}
