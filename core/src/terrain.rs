//! Terrain and the cost of a step, from ruleset data (`terrain:` in `ruleset.yaml`): what class
//! of terrain each space is, how many movement points entering it (or cutting its corner on a
//! diagonal) costs, and which classes are hazards a step into them is flagged with. The kernel
//! lists the single steps a figure may take with these costs ([`TerrainRules::steps`]); the
//! rules decide what a flagged step does (Arena's lava burns once a turn).
//!
//! ```yaml
//! terrain:
//!   variable: "terrain "     # a game variable `terrain c4` names a space's kind (tiles placed
//!                            # during play), read before the diagram's marker
//!   scenario_key: markers    # the scenario's map marker character -> kind
//!   classes: {spikes: lava, ruins: swamp, swamp: swamp, lava: lava}   # kind -> class
//!   costs: {swamp: 2}        # class -> points to enter it or cut its corner (default 1)
//!   hazards: [lava]          # classes a step into them (or across their corner) from outside
//!                            # is flagged with
//! ```

use std::collections::BTreeMap;

use serde::Deserialize;

use crate::board::Cell;
use crate::coord::Coord;
use crate::error::{Error, Result};
use crate::game::state::{GameState, Scope, Var};
use crate::tabletop::{Crowding, FigureIdx};

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct TerrainData {
    #[serde(default)]
    variable: Option<String>,
    #[serde(default)]
    scenario_key: Option<String>,
    #[serde(default)]
    classes: BTreeMap<String, String>,
    #[serde(default)]
    costs: BTreeMap<String, u32>,
    #[serde(default)]
    hazards: Vec<String>,
}

/// A ruleset's terrain rules with its scenario's markers.
#[derive(Clone, Debug, Default)]
pub struct TerrainRules {
    variable: Option<String>,
    markers: BTreeMap<char, String>,
    classes: BTreeMap<String, String>,
    costs: BTreeMap<String, u32>,
    hazards: Vec<String>,
}

/// One step a figure may take: where to, its cost, and the hazard class it is flagged with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TerrainStep {
    pub to: Coord,
    pub cost: u32,
    pub hazard: Option<String>,
}

impl TerrainRules {
    /// The rules of a ruleset's `terrain:` value, the marker map read from the scenario's
    /// `scenario_key` (absent there: no markers).
    pub fn parse(
        data: &serde_yaml::Value,
        scenario: &BTreeMap<String, serde_yaml::Value>,
    ) -> Result<TerrainRules> {
        let d: TerrainData = serde_yaml::from_value(data.clone())
            .map_err(|e| Error::Ruleset(format!("terrain: {e}")))?;
        let mut markers = BTreeMap::new();
        if let Some(key) = &d.scenario_key
            && let Some(map) = scenario.get(key).and_then(|v| v.as_mapping())
        {
            for (k, v) in map {
                let (Some(k), Some(v)) = (k.as_str(), v.as_str()) else {
                    continue;
                };
                let mut chars = k.chars();
                if let (Some(c), None) = (chars.next(), chars.next()) {
                    markers.insert(c, v.to_string());
                }
            }
        }
        for (class, cost) in &d.costs {
            if *cost == 0 {
                return Err(Error::Ruleset(format!(
                    "terrain: entering `{class}` must cost at least 1 point"
                )));
            }
        }
        Ok(TerrainRules {
            variable: d.variable,
            markers,
            classes: d.classes,
            costs: d.costs,
            hazards: d.hazards,
        })
    }

    /// The terrain class of space `c`: the kind its game variable names (when the rules
    /// name one), else its marker's kind, through `classes`.
    pub fn class(&self, st: &GameState, c: Coord) -> Option<&str> {
        let kind: Option<&str> = match self
            .variable
            .as_ref()
            .and_then(|p| st.get(&Scope::Game, &format!("{p}{}", st.table.board().address(c))))
        {
            Some(Var::Str(s)) => Some(s.as_str()),
            None | Some(Var::Bool(false)) => match st.table.board().cell(c) {
                Cell::Space { marker: Some(m) } => self.markers.get(&m).map(String::as_str),
                _ => None,
            },
            Some(_) => None,
        };
        kind.and_then(|k| self.classes.get(k)).map(String::as_str)
    }

    /// The single steps `mover` may take with `left` points, neighbours in reading order
    /// (the row above, its own row, the row below; left to right): into a space Close to its
    /// own that is not Blocked for it, at the dearest cost of the space entered and, on a
    /// diagonal, the two it cuts the corner of; a space another figure stands on only with
    /// a point to spare to leave it. A step is flagged with the first hazard class among those
    /// spaces that the mover does not stand in.
    pub fn steps(&self, st: &GameState, mover: FigureIdx, left: u32) -> Vec<TerrainStep> {
        let t = &st.table;
        let from = t.figure(mover).at;
        let board = t.board();
        let mut out = Vec::new();
        let here = self.class(st, from);
        for dr in -1i32..=1 {
            for dc in -1i32..=1 {
                if dr == 0 && dc == 0 {
                    continue;
                }
                let (col, row) = (from.col as i32 + dc, from.row as i32 + dr);
                if col < 0 || row < 0 || col >= board.width() as i32 || row >= board.height() as i32
                {
                    continue;
                }
                let to = Coord::new(col as u16, row as u16);
                if !matches!(board.cell(to), Cell::Space { .. })
                    || !t.is_close(from, to)
                    || t.crowding(to, Some(mover)) == Crowding::Blocked
                {
                    continue;
                }
                let mut classes = vec![self.class(st, to)];
                if dr != 0 && dc != 0 {
                    classes.push(self.class(st, Coord::new(from.col, to.row)));
                    classes.push(self.class(st, Coord::new(to.col, from.row)));
                }
                let cost = classes
                    .iter()
                    .flatten()
                    .map(|c| self.costs.get(*c).copied().unwrap_or(1))
                    .max()
                    .unwrap_or(1)
                    .max(1);
                let hazard = self
                    .hazards
                    .iter()
                    .find(|h| here != Some(h.as_str()) && classes.contains(&Some(h.as_str())))
                    .cloned();
                let ends_ok = t.occupants_at(to).iter().all(|&o| o == mover);
                if cost <= left && (ends_ok || cost < left) {
                    out.push(TerrainStep { to, cost, hazard });
                }
            }
        }
        out
    }

    /// The hazard classes (each step's table has a field of each, true or false).
    pub fn hazards(&self) -> &[String] {
        &self.hazards
    }
}
