//! A ruleset's data file: its geometry, its sides, and whatever later layers (dice, scripts)
//! read from the same file. Unknown keys are kept for those layers.

use std::collections::BTreeMap;

use serde::Deserialize;

use crate::error::{Error, Result};
use crate::geometry::{Adjacency, Geometry, SightLine};
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
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct GeometrySpec {
    adjacency: u8,
    capacity: usize,
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
        let spec: RulesetSpec =
            serde_yaml::from_str(text).map_err(|e| Error::Ruleset(format!("{source}: {e}")))?;
        let adjacency = match spec.geometry.adjacency {
            4 => Adjacency::Four,
            8 => Adjacency::Eight,
            n => {
                return Err(Error::Ruleset(format!(
                    "{source}: geometry.adjacency must be 4 or 8, not {n}"
                )));
            }
        };
        let sight = match spec.geometry.line_of_sight.as_str() {
            "centre-to-centre" => SightLine::CentreToCentre,
            "corner-to-corner" => SightLine::CornerToCorner,
            other => {
                return Err(Error::Ruleset(format!(
                    "{source}: unknown geometry.line_of_sight `{other}` (known: centre-to-centre, corner-to-corner)"
                )));
            }
        };
        if spec.geometry.capacity == 0 {
            return Err(Error::Ruleset(format!(
                "{source}: geometry.capacity must be at least 1"
            )));
        }
        if spec.sides.is_empty() {
            return Err(Error::Ruleset(format!("{source}: `sides` is empty")));
        }
        Ok(Ruleset {
            title: spec.title.unwrap_or_else(|| spec.name.clone()),
            name: spec.name,
            geometry: Geometry {
                adjacency,
                capacity: spec.geometry.capacity,
                sight,
                movement: spec.geometry.movement,
            },
            sides: spec.sides,
            default_scenario: spec.default_scenario,
            extra: spec.extra,
            tiles: None,
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
}
