//! A ruleset's data file: its geometry, its sides, and whatever later layers (dice, scripts)
//! read from the same file. Unknown keys are kept for those layers.

use std::collections::BTreeMap;
use std::sync::Arc;

use serde::Deserialize;

use crate::error::{Error, Result};
use crate::geometry::{Adjacency, Geometry, SightLine};
use crate::graph::Graph;
use crate::scenario::Scenario;
use crate::tiles::TileLibrary;

#[derive(Clone, Debug)]
pub struct Ruleset {
    pub name: String,
    pub title: String,
    pub geometry: Geometry,
    /// The sides a scenario may give its figures.
    pub sides: Vec<String>,
    /// The scenario the REPL opens when none is named, relative to the ruleset's folder.
    pub default_scenario: Option<String>,
    pub extra: BTreeMap<String, serde_yaml::Value>,
    /// The tile library named by `tiles: FILE`, once a caller handed its text over
    /// ([`Ruleset::load_tiles`]); scenarios with `tiles:` compose their board from it.
    pub tiles: Option<TileLibrary>,
    /// Graph-board maps by name (`map: NAME` in a scenario), once a caller handed their text
    /// over ([`Ruleset::load_map`]).
    pub maps: BTreeMap<String, Arc<Graph>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct GeometrySpec {
    adjacency: serde_yaml::Value,
    capacity: serde_yaml::Value,
    line_of_sight: String,
    #[serde(default = "default_movement")]
    movement: u32,
}

fn default_movement() -> u32 {
    3
}

#[derive(Deserialize)]
struct RulesetSpec {
    name: String,
    #[serde(default)]
    title: Option<String>,
    geometry: GeometrySpec,
    sides: Vec<String>,
    #[serde(default)]
    default_scenario: Option<String>,
    #[serde(flatten)]
    extra: BTreeMap<String, serde_yaml::Value>,
}

impl Ruleset {
    /// Parses a ruleset file; `source` names it in errors.
    pub fn parse(text: &str, source: &str) -> Result<Ruleset> {
        let spec: RulesetSpec = crate::yaml::from_str(text, crate::yaml::YamlLimits::DATA)
            .map_err(|e| Error::Ruleset(format!("{source}: {e}")))?;
        let adjacency = match &spec.geometry.adjacency {
            serde_yaml::Value::Number(n) if n.as_u64() == Some(4) => Adjacency::Four,
            serde_yaml::Value::Number(n) if n.as_u64() == Some(8) => Adjacency::Eight,
            serde_yaml::Value::String(s) if s == "graph" => Adjacency::Graph,
            n => {
                return Err(Error::Ruleset(format!(
                    "{source}: geometry.adjacency must be 4, 8 or graph, not {}",
                    serde_yaml::to_string(n).unwrap_or_default().trim()
                )));
            }
        };
        let capacity = match &spec.geometry.capacity {
            serde_yaml::Value::Number(n) if n.as_u64().is_some_and(|c| c >= 1) => {
                n.as_u64().unwrap_or(1) as usize
            }
            serde_yaml::Value::String(s) if s == "any" => usize::MAX,
            _ => {
                return Err(Error::Ruleset(format!(
                    "{source}: geometry.capacity must be at least 1 (or `any`)"
                )));
            }
        };
        let sight = match spec.geometry.line_of_sight.as_str() {
            "centre-to-centre" => SightLine::CentreToCentre,
            "corner-to-corner" => SightLine::CornerToCorner,
            "none" => SightLine::None,
            other => {
                return Err(Error::Ruleset(format!(
                    "{source}: unknown geometry.line_of_sight `{other}` (known: centre-to-centre, corner-to-corner, none)"
                )));
            }
        };
        if spec.sides.is_empty() {
            return Err(Error::Ruleset(format!("{source}: `sides` is empty")));
        }
        Ok(Ruleset {
            title: spec.title.unwrap_or_else(|| spec.name.clone()),
            name: spec.name,
            geometry: Geometry {
                adjacency,
                capacity,
                sight,
                movement: spec.geometry.movement,
            },
            sides: spec.sides,
            default_scenario: spec.default_scenario,
            extra: spec.extra,
            tiles: None,
            maps: BTreeMap::new(),
        })
    }

    /// The tile library file the ruleset names (`tiles: FILE`), relative to its folder.
    pub fn tiles_file(&self) -> Result<Option<&str>> {
        match self.extra.get("tiles") {
            None => Ok(None),
            Some(serde_yaml::Value::String(f)) if !f.trim().is_empty() => Ok(Some(f.as_str())),
            Some(_) => Err(Error::Ruleset(format!(
                "ruleset `{}`: `tiles` must name the tile library file (like tiles.yaml)",
                self.name
            ))),
        }
    }

    /// Loads the tile library the ruleset names, if any and not loaded yet: `get` gives the text
    /// of a project path (`scripts/NAME/FILE`) or `None` when there is no such file.
    pub fn load_tiles(&mut self, get: impl Fn(&str) -> Option<String>) -> Result<()> {
        if self.tiles.is_some() {
            return Ok(());
        }
        let Some(file) = self.tiles_file()? else {
            return Ok(());
        };
        let path = format!("scripts/{}/{file}", self.name);
        let text = get(&path).ok_or_else(|| {
            Error::Ruleset(format!(
                "ruleset `{}` names tile library `{file}`, but there is no {path}",
                self.name
            ))
        })?;
        self.tiles = Some(TileLibrary::parse(&text, &path)?);
        Ok(())
    }

    /// Loads map `name` (`scripts/RULESET/maps/NAME.yaml`) if not loaded yet: `get` gives the
    /// text of a project path or `None` when there is no such file.
    pub fn load_map(&mut self, name: &str, get: impl Fn(&str) -> Option<String>) -> Result<()> {
        if self.maps.contains_key(name) {
            return Ok(());
        }
        if name.is_empty()
            || !name
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
        {
            return Err(Error::Ruleset(format!("bad map name `{name}`")));
        }
        let path = format!("scripts/{}/maps/{name}.yaml", self.name);
        let text = get(&path)
            .ok_or_else(|| Error::Ruleset(format!("map `{name}`: there is no {path}")))?;
        let graph = Graph::parse(&text, &path)?;
        self.maps.insert(name.to_string(), Arc::new(graph));
        Ok(())
    }

    /// Loads what `scenario` needs from the ruleset's files: the tile library and its map.
    pub fn load_for(
        &mut self,
        scenario: &Scenario,
        get: impl Fn(&str) -> Option<String>,
    ) -> Result<()> {
        self.load_tiles(&get)?;
        if let Some(name) = scenario.map_name() {
            self.load_map(name, &get)?;
        }
        Ok(())
    }
}
