//! What the rules say a player sees besides the figures (issue 20, item 3): the ruleset's
//! optional read-only query `status(game, side)` (`side`: the side at the screen, `""` a
//! spectator, nil when everything is revealed) returns
//!
//! ```lua
//! { lines = { "turn 3, first player red", ... },              -- the status panel's lines
//!   marks = { { at = "e4", glyph = "★", what = "quest space" } }, -- drawn on the board, with a legend
//!   notes = { grom = "dead; back when blue rests" } }           -- instead of "off the board"
//! ```
//!
//! The pictures (`picture`, `svg`) draw it; nothing here knows a game.

use std::collections::BTreeMap;

use skirmish_core::Coord;
use skirmish_core::game::Game;

/// One glyph on a space and the legend's name for it.
#[derive(Clone, Debug, PartialEq)]
pub struct Mark {
    pub glyph: String,
    pub what: String,
}

/// The rules' status of a game for one viewer.
#[derive(Clone, Debug, Default)]
pub struct RulesStatus {
    pub lines: Vec<String>,
    /// Space -> its marks, in the order the rules gave them (one per glyph).
    pub marks: BTreeMap<Coord, Vec<Mark>>,
    /// Figure id -> what it is doing off the board.
    pub notes: BTreeMap<String, String>,
    /// Each (glyph, what) once, in the order first given: the legend.
    pub legend: Vec<Mark>,
}

impl RulesStatus {
    /// The rules' `status` query of `game` for `side` (`""`: everything). A ruleset without
    /// the query gives an empty status; a query that fails gives its error as the one line,
    /// so a broken script shows rather than hides.
    pub fn of(game: &Game, side: Option<&str>) -> RulesStatus {
        match game.rules_query_for("status", side) {
            Ok(Some(v)) => RulesStatus::from_value(game, &v),
            Ok(None) => RulesStatus::default(),
            Err(e) => RulesStatus {
                lines: vec![format!("(the rules' status query failed: {e})")],
                ..RulesStatus::default()
            },
        }
    }

    fn from_value(game: &Game, v: &serde_yaml::Value) -> RulesStatus {
        let mut out = RulesStatus::default();
        let text = |v: &serde_yaml::Value| -> Option<String> {
            match v {
                serde_yaml::Value::String(s) => Some(s.clone()),
                serde_yaml::Value::Number(n) => Some(n.to_string()),
                _ => None,
            }
        };
        if let Some(lines) = v.get("lines").and_then(|l| l.as_sequence()) {
            out.lines = lines.iter().filter_map(text).collect();
        }
        let board = game.state().table.board();
        if let Some(marks) = v.get("marks").and_then(|m| m.as_sequence()) {
            for m in marks {
                let (Some(at), Some(glyph)) =
                    (m.get("at").and_then(text), m.get("glyph").and_then(text))
                else {
                    continue;
                };
                let Ok(at) = board.locate(&at) else {
                    continue;
                };
                let mark = Mark {
                    glyph,
                    what: m.get("what").and_then(text).unwrap_or_default(),
                };
                if !out.legend.contains(&mark) {
                    out.legend.push(mark.clone());
                }
                let here = out.marks.entry(at).or_default();
                if !here.iter().any(|h| h.glyph == mark.glyph) {
                    here.push(mark);
                }
            }
        }
        if let Some(notes) = v.get("notes").and_then(|n| n.as_mapping()) {
            for (k, n) in notes {
                if let (Some(k), Some(n)) = (text(k), text(n)) {
                    out.notes.insert(k, n);
                }
            }
        }
        out
    }

    /// The glyphs on space `at`, joined.
    pub fn glyphs(&self, at: Coord) -> String {
        self.marks
            .get(&at)
            .map(|ms| ms.iter().map(|m| m.glyph.as_str()).collect())
            .unwrap_or_default()
    }
}
