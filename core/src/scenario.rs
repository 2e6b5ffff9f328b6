//! Scenario files (YAML). The minimal keys of `spec/repl-contract.md` are read here; every other
//! key is kept in `extra` for the layers that understand it (quests, monsters, tokens, …).

use std::collections::BTreeMap;

use serde::Deserialize;

use crate::board::Board;
use crate::coord::Coord;
use crate::error::{Error, Result};
use crate::ruleset::Ruleset;
use crate::tabletop::{Figure, Tabletop};

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
}

impl Scenario {
    /// Parses a scenario file's text; `source` names it in errors (usually its path).
    pub fn parse(text: &str, source: &str) -> Result<Scenario> {
        let mut s: Scenario =
            serde_yaml::from_str(text).map_err(|e| Error::Scenario(format!("{source}: {e}")))?;
        s.source = source.to_string();
        s.board_origin = locate_block(text, "board");
        Ok(s)
    }

    fn coord(&self, what: &str, text: &str) -> Result<Coord> {
        text.parse::<Coord>()
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
        let board = Board::parse(&self.board).map_err(|e| match (e, self.board_origin) {
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
        })?;
        let mut table = Tabletop::new(ruleset.geometry.clone(), board);
        for (colour, spaces) in &self.portals {
            for s in spaces {
                let c = self.coord(&format!("portal {colour}"), s)?;
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
            let at = self.coord(&format!("figure {}", f.id), &f.at)?;
            let movement = match f.extra.get("movement") {
                None => None,
                Some(v) => Some(v.as_u64().map(|m| m as u32).ok_or_else(|| {
                    Error::Scenario(format!(
                        "{src}: figure {}: movement must be a whole number",
                        f.id
                    ))
                })?),
            };
            table
                .add_figure(Figure {
                    id: f.id.clone(),
                    side: f.side.clone(),
                    at,
                    card: f.card.clone(),
                    movement,
                })
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
        serde_yaml::Value::Mapping(map)
    }
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

    fn arcadia() -> Ruleset {
        Ruleset::parse(
            "name: arcadia\ngeometry: {adjacency: 4, capacity: 2, line_of_sight: centre-to-centre}\nsides: [orange, blue, red, green, monsters]\n",
            "test",
        )
        .unwrap()
    }

    #[test]
    fn minimal_contract_example_loads() {
        let text = "ruleset: arcadia\nboard: |\n  +---+---+\n  | .   . |\n  +---+---+\nportals:\n  red: [a1, b1]\nfigures:\n  - id: zazu\n    side: blue\n    at: a1\n    card: zazu\nquests: [whatever, later]\n";
        let s = Scenario::parse(text, "min.yaml").unwrap();
        assert!(s.extra.contains_key("quests"));
        let t = s.build(&arcadia()).unwrap();
        assert_eq!(t.figures()[0].id, "zazu");
        assert_eq!(t.portals()["red"].len(), 2);
    }

    #[test]
    fn diagram_errors_point_into_the_file() {
        let text = "ruleset: arcadia\nboard: |\n  +---+---+\n  | . ? . |\n  +---+---+\n";
        let err = Scenario::parse(text, "bad.yaml")
            .unwrap()
            .build(&arcadia())
            .unwrap_err()
            .to_string();
        assert!(
            err.starts_with("bad.yaml:4:7: board diagram line 2, column 5"),
            "{err}"
        );
    }

    #[test]
    fn bad_figures_are_refused_clearly() {
        let base = "ruleset: arcadia\nboard: |\n  +---+---+\n  | . |###|\n  +---+---+\nfigures:\n";
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
                .build(&arcadia())
                .unwrap_err()
                .to_string();
            assert!(err.contains(want), "{figs}: {err}");
        }
    }

    #[test]
    fn missing_keys_and_wrong_ruleset_are_errors() {
        assert!(Scenario::parse("ruleset: arcadia\n", "x").is_err());
        let s = Scenario::parse("ruleset: other\nboard: \"+---+\\n| . |\\n+---+\"\n", "x").unwrap();
        assert!(
            s.build(&arcadia())
                .unwrap_err()
                .to_string()
                .contains("ruleset `other`")
        );
    }
}
