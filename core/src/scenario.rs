//! Scenario files (YAML). The minimal keys of `spec/repl-contract.md` are read here; every other
//! key is kept in `extra` for the layers that understand it (quests, monsters, tokens, …).

use std::collections::BTreeMap;

use serde::Deserialize;

use crate::Edge;
use crate::board::Board;
use crate::coord::Coord;
use crate::error::{Error, Result};
use crate::ruleset::Ruleset;
use crate::tabletop::{Figure, Tabletop};
use crate::tiles::{self, Layout, Overlay};
use crate::yaml::YamlLimits;

/// A figure's `at:` for a figure that starts beside the board, on any board (graph maps may not
/// name a space `off`).
pub const OFF_BOARD: &str = "off";

#[derive(Clone, Debug, Deserialize)]
pub struct FigureSpec {
    pub id: String,
    pub side: String,
    pub at: String,
    #[serde(default)]
    pub card: Option<String>,
    #[serde(flatten)]
    pub extra: BTreeMap<String, serde_yaml::Value>,
}

#[derive(Clone, Debug, Deserialize)]
pub struct Scenario {
    pub ruleset: String,
    /// The board diagram; empty when the board is composed from `tiles:` instead.
    #[serde(default)]
    pub board: String,
    #[serde(default)]
    pub portals: BTreeMap<String, Vec<String>>,
    #[serde(default)]
    pub figures: Vec<FigureSpec>,
    #[serde(flatten)]
    pub extra: BTreeMap<String, serde_yaml::Value>,
    /// Where the file came from, for error messages.
    #[serde(skip)]
    pub source: String,
    /// 1-based file line of the diagram's first line and its indentation, when `board:` is a
    /// block scalar, so diagram errors point into the file.
    #[serde(skip)]
    board_origin: Option<(usize, usize)>,
    /// `tiles:` (rows of tile ids) read at parse time; composed by [`Scenario::build`] from the
    /// ruleset's tile library.
    #[serde(skip)]
    layout: Option<Layout>,
    /// `doors:`, `walls:` and `openings:`: edges set after the board is drawn or composed.
    #[serde(skip)]
    overlays: Vec<Overlay>,
    /// `map:` on a graph board: a map of the ruleset by name, or one given inline.
    #[serde(skip)]
    map: Option<MapRef>,
}

/// Where a graph board's map comes from.
#[derive(Clone, Debug)]
enum MapRef {
    /// `map: NAME`: the ruleset's `maps/NAME.yaml`.
    Named(String),
    /// `map: {spaces: ..., paths: ...}`.
    Inline(std::sync::Arc<crate::graph::Graph>),
}

impl Scenario {
    /// Parses a scenario file's text; `source` names it in errors (usually its path).
    pub fn parse(text: &str, source: &str) -> Result<Scenario> {
        let mut s: Scenario = crate::yaml::from_str(text, YamlLimits::DATA)
            .map_err(|e| Error::Scenario(format!("{source}: {e}")))?;
        s.source = source.to_string();
        s.board_origin = locate_block(text, "board");
        let e = |m: String| Error::Scenario(format!("{source}: {m}"));
        if let Some(v) = s.extra.get("tiles") {
            s.layout = Some(
                Layout::from_rows(&tile_rows(v).map_err(e)?)
                    .map_err(|m| e(format!("tiles: {m}")))?,
            );
        }
        match s.extra.get("map") {
            None => {}
            Some(serde_yaml::Value::String(name)) => s.map = Some(MapRef::Named(name.clone())),
            Some(v @ serde_yaml::Value::Mapping(_)) => {
                let text = serde_yaml::to_string(v).map_err(|x| e(x.to_string()))?;
                let g = crate::graph::Graph::parse(&text, &format!("{source}: map"))?;
                s.map = Some(MapRef::Inline(std::sync::Arc::new(g)));
            }
            Some(_) => {
                return Err(e(
                    "map: give a map's name (a file under the ruleset's maps/ folder, without .yaml) or the map itself".into()
                ));
            }
        }
        if s.map.is_some() && (s.layout.is_some() || !s.board.trim().is_empty()) {
            return Err(e(
                "give either `map:` (a graph board) or `board:`/`tiles:`, not both".into(),
            ));
        }
        if s.map.is_none() && s.layout.is_none() && s.board.trim().is_empty() {
            return Err(e(
                "needs `board:` (a diagram), `tiles:` (rows of tile ids) or `map:` (a graph board)"
                    .into(),
            ));
        }
        s.overlays = overlays(&s.extra).map_err(e)?;
        Ok(s)
    }

    /// The board this scenario plays on: its diagram, or its tiles composed from the ruleset's
    /// tile library (checked against the diagram when both are given), then its overlays.
    /// The name of the ruleset map this scenario plays on (`map: NAME`), if any.
    pub fn map_name(&self) -> Option<&str> {
        match &self.map {
            Some(MapRef::Named(n)) => Some(n),
            _ => None,
        }
    }

    pub fn board_for(&self, ruleset: &Ruleset) -> Result<Board> {
        let src = &self.source;
        let graph_rules = ruleset.geometry.adjacency == crate::geometry::Adjacency::Graph;
        if let Some(m) = &self.map {
            if !graph_rules {
                return Err(Error::Scenario(format!(
                    "{src}: `map:` is a graph board, but ruleset `{}` plays on a grid (geometry.adjacency)",
                    ruleset.name
                )));
            }
            let g = match m {
                MapRef::Inline(g) => g.clone(),
                MapRef::Named(n) => ruleset.maps.get(n).cloned().ok_or_else(|| {
                    Error::Scenario(format!(
                        "{src}: map `{n}` was not loaded (scripts/{}/maps/{n}.yaml)",
                        ruleset.name
                    ))
                })?,
            };
            return Ok(Board::from_graph(g));
        }
        if graph_rules {
            return Err(Error::Scenario(format!(
                "{src}: ruleset `{}` plays on a graph board: give `map:`",
                ruleset.name
            )));
        }
        let drawn = if self.board.trim().is_empty() {
            None
        } else {
            Some(self.parse_diagram()?)
        };
        let Some(layout) = &self.layout else {
            let mut board = drawn.expect("parse refuses a scenario with neither");
            tiles::apply_overlays(&mut board, &self.overlays)
                .map_err(|m| Error::Scenario(format!("{src}: {m}")))?;
            return Ok(board);
        };
        let lib = ruleset.tiles.as_ref().ok_or_else(|| {
            Error::Scenario(match ruleset.tiles_file() {
                Ok(Some(f)) => format!(
                    "{src}: uses `tiles:`, but ruleset `{}`'s tile library ({f}) was not loaded",
                    ruleset.name
                ),
                _ => format!(
                    "{src}: uses `tiles:`, but ruleset `{}` names no tile library (`tiles: FILE` in its ruleset file)",
                    ruleset.name
                ),
            })
        })?;
        let mut layout = layout.clone();
        layout.overlays = self.overlays.clone();
        let board = lib
            .compose(&layout)
            .map_err(|m| Error::Scenario(format!("{src}: tiles: {m}")))?;
        if let Some(d) = drawn
            && d.render() != board.render()
        {
            return Err(Error::Scenario(format!(
                "{src}: `board:` is not the board `tiles:` composes; the tiles give:\n{}",
                board.render()
            )));
        }
        Ok(board)
    }

    fn parse_diagram(&self) -> Result<Board> {
        let src = &self.source;
        Board::parse(&self.board).map_err(|e| match (e, self.board_origin) {
            (
                Error::Diagram {
                    line,
                    column,
                    message,
                },
                Some((first, indent)),
            ) => Error::Scenario(format!(
                "{src}:{}:{}: board diagram line {line}, column {column}: {message}",
                first + line - 1,
                indent + column
            )),
            (e, _) => Error::Scenario(format!("{src}: {e}")),
        })
    }

    fn coord(&self, board: &Board, what: &str, text: &str) -> Result<Coord> {
        board
            .locate(text)
            .map_err(|e| Error::Scenario(format!("{}: {what}: {e}", self.source)))
    }

    /// Builds the tabletop this scenario describes under `ruleset`.
    pub fn build(&self, ruleset: &Ruleset) -> Result<Tabletop> {
        let src = &self.source;
        if self.ruleset != ruleset.name {
            return Err(Error::Scenario(format!(
                "{src}: scenario is for ruleset `{}`, not `{}`",
                self.ruleset, ruleset.name
            )));
        }
        let board = self.board_for(ruleset)?;
        let mut table = Tabletop::new(ruleset.geometry.clone(), board);
        for (colour, spaces) in &self.portals {
            for s in spaces {
                let c = self.coord(table.board(), &format!("portal {colour}"), s)?;
                table
                    .add_portal(colour, c)
                    .map_err(|e| Error::Scenario(format!("{src}: portal {colour}: {e}")))?;
            }
        }
        for f in &self.figures {
            if !ruleset.sides.iter().any(|s| s == &f.side) {
                return Err(Error::Scenario(format!(
                    "{src}: figure {}: {}",
                    f.id,
                    Error::UnknownSide {
                        side: f.side.clone(),
                        known: ruleset.sides.join(", ")
                    }
                )));
            }
            // `at: off`: the figure starts beside the board (a standee in the box).
            let off = f.at == OFF_BOARD;
            let at = if off {
                Coord::new(0, 0)
            } else {
                table.board().locate(&f.at).map_err(|e| {
                    Error::Scenario(format!(
                        "{src}: figure {}: {e} (`at:` names a space, or `{OFF_BOARD}` for a \
                         figure that starts beside the board)",
                        f.id
                    ))
                })?
            };
            let movement = match f.extra.get("movement") {
                None => None,
                Some(v) => Some(v.as_u64().map(|m| m as u32).ok_or_else(|| {
                    Error::Scenario(format!(
                        "{src}: figure {}: movement must be a whole number",
                        f.id
                    ))
                })?),
            };
            let figure = Figure {
                id: f.id.clone(),
                side: f.side.clone(),
                at,
                card: f.card.clone(),
                movement,
            };
            if off {
                table.add_figure_off(figure)
            } else {
                table.add_figure(figure)
            }
            .map_err(|e| Error::Scenario(format!("{src}: figure {}: {e}", f.id)))?;
        }
        Ok(table)
    }
}

impl Scenario {
    /// What scripts see as `game.scenario`: every extra key, plus `figures` as a map from id to
    /// that figure's extra keys (e.g. its `cards:` list).
    pub fn script_data(&self) -> serde_yaml::Value {
        let mut map = serde_yaml::Mapping::new();
        for (k, v) in &self.extra {
            map.insert(serde_yaml::Value::String(k.clone()), v.clone());
        }
        let mut figs = serde_yaml::Mapping::new();
        for f in &self.figures {
            let mut m = serde_yaml::Mapping::new();
            for (k, v) in &f.extra {
                m.insert(serde_yaml::Value::String(k.clone()), v.clone());
            }
            figs.insert(
                serde_yaml::Value::String(f.id.clone()),
                serde_yaml::Value::Mapping(m),
            );
        }
        map.insert("figures".into(), serde_yaml::Value::Mapping(figs));
        // Portal colours, for rules that treat one colour differently (`portals.red`).
        let mut portals = serde_yaml::Mapping::new();
        for (colour, spaces) in &self.portals {
            let list = spaces.iter().cloned().map(serde_yaml::Value::String);
            portals.insert(colour.clone().into(), list.collect::<Vec<_>>().into());
        }
        map.insert("portals".into(), serde_yaml::Value::Mapping(portals));
        serde_yaml::Value::Mapping(map)
    }
}

/// `tiles:` rows: each a list of slots or one string of slots separated by spaces.
fn tile_rows(v: &serde_yaml::Value) -> std::result::Result<Vec<Vec<String>>, String> {
    let bad = || {
        "tiles: give rows of tile ids, each a list ([6A, 5B@90, _]) or a string (\"6A 5B@90 _\")"
            .to_string()
    };
    let rows = v.as_sequence().ok_or_else(bad)?;
    let mut out = Vec::new();
    for row in rows {
        match row {
            serde_yaml::Value::String(t) => {
                out.push(t.split_whitespace().map(str::to_string).collect())
            }
            serde_yaml::Value::Sequence(items) => {
                let mut r = Vec::new();
                for it in items {
                    r.push(match it {
                        serde_yaml::Value::String(t) => t.clone(),
                        serde_yaml::Value::Number(n) => n.to_string(),
                        _ => return Err(bad()),
                    });
                }
                out.push(r);
            }
            _ => return Err(bad()),
        }
    }
    Ok(out)
}

/// The edge overlays: `doors: {closed: [c3-c4], open: [..]}`, `walls: [..]`, `openings: [..]`.
fn overlays(
    extra: &BTreeMap<String, serde_yaml::Value>,
) -> std::result::Result<Vec<Overlay>, String> {
    fn list(
        key: &str,
        v: &serde_yaml::Value,
        edge: Edge,
        out: &mut Vec<Overlay>,
    ) -> std::result::Result<(), String> {
        let items = v
            .as_sequence()
            .ok_or_else(|| format!("{key}: give a list of edges like [c3-c4, d5-e5]"))?;
        for it in items {
            let t = it
                .as_str()
                .ok_or_else(|| format!("{key}: `{it:?}` is not an edge like c3-c4"))?;
            out.push(Overlay::parse(t, edge).map_err(|m| format!("{key}: {m}"))?);
        }
        Ok(())
    }
    let mut out = Vec::new();
    if let Some(d) = extra.get("doors") {
        let map = d
            .as_mapping()
            .ok_or("doors: give `closed:` and/or `open:` lists of edges like c3-c4")?;
        for (k, v) in map {
            match k.as_str() {
                Some("closed") => list("doors: closed", v, Edge::Door { open: false }, &mut out)?,
                Some("open") => list("doors: open", v, Edge::Door { open: true }, &mut out)?,
                _ => {
                    return Err(format!(
                        "doors: unknown key `{}` (closed, open)",
                        k.as_str().unwrap_or("?")
                    ));
                }
            }
        }
    }
    if let Some(v) = extra.get("walls") {
        list("walls", v, Edge::Wall, &mut out)?;
    }
    if let Some(v) = extra.get("openings") {
        list("openings", v, Edge::Open, &mut out)?;
    }
    Ok(out)
}

/// Finds a top-level `key: |` block scalar and returns (file line of its first content line,
/// indentation of that content).
fn locate_block(text: &str, key: &str) -> Option<(usize, usize)> {
    let lines: Vec<&str> = text.lines().collect();
    let prefix = format!("{key}:");
    let start = lines.iter().position(|l| {
        l.starts_with(&prefix) && l[prefix.len()..].trim_start().starts_with(['|', '>'])
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

    fn squares() -> Ruleset {
        Ruleset::parse(
            "name: squares\ngeometry: {adjacency: 4, capacity: 2, line_of_sight: centre-to-centre}\nsides: [orange, blue, red, green, monsters]\n",
            "test",
        )
        .unwrap()
    }

    #[test]
    fn minimal_contract_example_loads() {
        let text = "ruleset: squares\nboard: |\n  +---+---+\n  | .   . |\n  +---+---+\nportals:\n  red: [a1, b1]\nfigures:\n  - id: hero\n    side: blue\n    at: a1\n    card: hero\nquests: [whatever, later]\n";
        let s = Scenario::parse(text, "min.yaml").unwrap();
        assert!(s.extra.contains_key("quests"));
        let t = s.build(&squares()).unwrap();
        assert_eq!(t.figures()[0].id, "hero");
        assert_eq!(t.portals()["red"].len(), 2);
    }

    #[test]
    fn diagram_errors_point_into_the_file() {
        let text = "ruleset: squares\nboard: |\n  +---+---+\n  | . ? . |\n  +---+---+\n";
        let err = Scenario::parse(text, "bad.yaml")
            .unwrap()
            .build(&squares())
            .unwrap_err()
            .to_string();
        assert!(
            err.starts_with("bad.yaml:4:7: board diagram line 2, column 5"),
            "{err}"
        );
    }

    #[test]
    fn bad_figures_are_refused_clearly() {
        let base = "ruleset: squares\nboard: |\n  +---+---+\n  | . |###|\n  +---+---+\nfigures:\n";
        let cases = [
            (
                "  - {id: a, side: purple, at: a1}\n",
                "unknown side `purple`",
            ),
            ("  - {id: a, side: blue, at: b1}\n", "b1 is not a space"),
            (
                "  - {id: a, side: blue, at: c1}\n",
                "c1 is not on the board",
            ),
            ("  - {id: a, side: blue, at: 1a}\n", "bad coordinate `1a`"),
            (
                "  - {id: a, side: blue, at: a1}\n  - {id: a, side: red, at: a1}\n",
                "used twice",
            ),
            (
                "  - {id: a, side: blue, at: a1}\n  - {id: b, side: red, at: a1}\n  - {id: c, side: red, at: a1}\n",
                "more than its capacity of 2",
            ),
        ];
        for (figs, want) in cases {
            let text = format!("{base}{figs}");
            let err = Scenario::parse(&text, "f.yaml")
                .unwrap()
                .build(&squares())
                .unwrap_err()
                .to_string();
            assert!(err.contains(want), "{figs}: {err}");
        }
    }

    fn with_tiles() -> Ruleset {
        let mut r = squares();
        r.extra.insert("tiles".into(), "tiles.yaml".into());
        let lib = "size: 2\ntiles:\n  T: |\n    +---+---+\n    | . | x\n    +   +   +\n    | .   .\n    +   +   +\n";
        r.load_tiles(|p| (p == "scripts/squares/tiles.yaml").then(|| lib.to_string()))
            .unwrap();
        r
    }

    #[test]
    fn tiles_compose_the_board_with_door_overlays() {
        let text = "ruleset: squares\ntiles:\n  - [T, T@90]\n  - \"_ T@180\"\ndoors:\n  closed: [b2-c2]\n  open: [c2-c3]\nwalls: [a1-a2]\nfigures:\n  - {id: z, side: blue, at: d4}\n";
        let s = Scenario::parse(text, "t.yaml").unwrap();
        let t = s.build(&with_tiles()).unwrap();
        let b = t.board();
        assert_eq!((b.width(), b.height()), (4, 4));
        let c = |x: &str| x.parse::<Coord>().unwrap();
        assert_eq!(b.cell(c("a3")), crate::Cell::OffBoard);
        // T's marker `x` sits top-right; turned 90° clockwise it sits bottom-right.
        assert_eq!(b.cell(c("d2")), crate::Cell::Space { marker: Some('x') });
        assert_eq!(
            b.edge(c("b2"), crate::Dir::East),
            Edge::Door { open: false }
        );
        assert_eq!(
            b.edge(c("c2"), crate::Dir::South),
            Edge::Door { open: true }
        );
        assert_eq!(b.edge(c("a1"), crate::Dir::South), Edge::Wall);
        // Writing the composed diagram as `board:` too is accepted; a different one is not.
        let both = format!("{text}board: |\n{}", indent(&b.render()));
        assert!(
            Scenario::parse(&both, "t.yaml")
                .unwrap()
                .build(&with_tiles())
                .is_ok()
        );
        let wrong = format!("{text}board: |\n{}", indent(&Board::open(4, 4).render()));
        let err = Scenario::parse(&wrong, "t.yaml")
            .unwrap()
            .build(&with_tiles())
            .unwrap_err()
            .to_string();
        assert!(
            err.contains("`board:` is not the board `tiles:` composes"),
            "{err}"
        );
    }

    fn indent(s: &str) -> String {
        s.lines().map(|l| format!("  {l}\n")).collect()
    }

    #[test]
    fn bad_tile_scenarios_are_refused_clearly() {
        let base = "ruleset: squares\n";
        let build = |extra: &str, r: &Ruleset| {
            Scenario::parse(&format!("{base}{extra}"), "s.yaml")
                .and_then(|s| s.build(r).map(|_| ()))
        };
        let cases = [
            (
                "tiles: [[T, Q]]\n",
                "s.yaml: tiles: row 1, column 2: unknown tile `Q`",
            ),
            (
                "tiles: [[T, T], [T]]\n",
                "s.yaml: tiles: row 2 has 1 slots but row 1 has 2",
            ),
            (
                "tiles: [[T@45]]\n",
                "rotation `45` must be 0, 90, 180 or 270",
            ),
            ("tiles: 7\n", "give rows of tile ids"),
            (
                "tiles: [[T]]\ndoors: {shut: [a1-a2]}\n",
                "doors: unknown key `shut`",
            ),
            (
                "tiles: [[T]]\ndoors: {closed: [a1-b2]}\n",
                "doors: closed: `a1-b2`: a1 and b2 do not share an edge",
            ),
            ("tiles: [[T]]\nwalls: [a1-a3]\n", "walls: `a1-a3`"),
            (
                "tiles: [[T]]\nopenings: [b2-b3]\n",
                "b3 is not on the board",
            ),
        ];
        for (extra, want) in cases {
            let err = build(extra, &with_tiles()).unwrap_err().to_string();
            assert!(err.contains(want), "{extra}: {err}");
        }
        let err = build("tiles: [[T]]\n", &squares()).unwrap_err().to_string();
        assert!(err.contains("names no tile library"), "{err}");
        let mut unloaded = squares();
        unloaded.extra.insert("tiles".into(), "tiles.yaml".into());
        let err = build("tiles: [[T]]\n", &unloaded).unwrap_err().to_string();
        assert!(
            err.contains("tile library (tiles.yaml) was not loaded"),
            "{err}"
        );
        let err = unloaded.load_tiles(|_| None).unwrap_err().to_string();
        assert!(
            err.contains("there is no scripts/squares/tiles.yaml"),
            "{err}"
        );
    }

    #[test]
    fn door_overlays_apply_to_a_drawn_board_too() {
        let text = "ruleset: squares\nboard: |\n  +---+---+\n  | .   . |\n  +---+---+\ndoors: {closed: [a1-b1]}\n";
        let t = Scenario::parse(text, "d.yaml")
            .unwrap()
            .build(&squares())
            .unwrap();
        assert_eq!(t.board().doors().len(), 1);
    }

    #[test]
    fn missing_keys_and_wrong_ruleset_are_errors() {
        assert!(Scenario::parse("ruleset: squares\n", "x").is_err());
        let s = Scenario::parse("ruleset: other\nboard: \"+---+\\n| . |\\n+---+\"\n", "x").unwrap();
        assert!(
            s.build(&squares())
                .unwrap_err()
                .to_string()
                .contains("ruleset `other`")
        );
    }
}
