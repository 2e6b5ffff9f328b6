//! Graph boards: named spaces joined by paths, read from a map file (YAML text the caller
//! passes). A graph board is still a [`crate::Board`] of N×1 cells with every grid edge walled,
//! so `Coord` stays the one space handle; this side table names the cells and links them.
//!
//! Map format:
//! ```yaml
//! name: Some map
//! types: [town, forest]              # allowed space kinds (checked)
//! path_kinds: [road, tunnel]          # the first is the default of a path written [a, b]
//! spaces:
//!   old_mill: {name: Old Mill, type: town, number: 1, pos: [2, 1], tags: [river]}
//! paths:
//!   - [old_mill, deep_wood]           # default kind
//!   - [old_mill, cellar, tunnel]
//! ```
//! Other top-level keys are kept in [`Graph::extra`] for scripts.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

use crate::coord::Coord;
use crate::error::{Error, Result};

/// One named space of a graph board.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GraphSpace {
    /// The space id: a lower-case snake_case word that is not a grid coordinate.
    pub id: String,
    /// The display name (the id when the map gives none).
    pub name: String,
    /// The space's kind (`type:` in the map), opaque to the kernel.
    pub kind: String,
    pub number: Option<u32>,
    pub tags: Vec<String>,
    /// Drawing position only.
    pub pos: Option<(f64, f64)>,
    /// Neighbours (cell index) with the index of the path kind, sorted by the neighbour's id.
    pub links: Vec<(usize, usize)>,
}

/// The side table of a graph board. Serialised without its index (rebuilt on reading, with
/// the checks a map file gets that a damaged copy could break).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "GraphData")]
pub struct Graph {
    /// The map's `name:`.
    pub title: String,
    /// Allowed space kinds, in the map's order.
    pub kinds: Vec<String>,
    /// Path kinds; the first is the default.
    pub path_kinds: Vec<String>,
    /// Spaces in the map's order; a space's index is its cell's column.
    pub spaces: Vec<GraphSpace>,
    #[serde(skip_serializing)]
    index: BTreeMap<String, usize>,
    /// Unknown top-level keys, kept for scripts.
    pub extra: BTreeMap<String, serde_yaml::Value>,
}

/// What a serialised [`Graph`] holds.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct GraphData {
    title: String,
    kinds: Vec<String>,
    path_kinds: Vec<String>,
    spaces: Vec<GraphSpace>,
    extra: BTreeMap<String, serde_yaml::Value>,
}

impl TryFrom<GraphData> for Graph {
    type Error = String;

    fn try_from(d: GraphData) -> std::result::Result<Graph, String> {
        if d.spaces.is_empty() {
            return Err("a graph of no spaces".into());
        }
        // Its board is a row of one cell per space.
        crate::board::Board::check_size(d.spaces.len(), 1).map_err(|e| e.to_string())?;
        let mut index = BTreeMap::new();
        for (i, s) in d.spaces.iter().enumerate() {
            check_id(&s.id)?;
            if index.insert(s.id.clone(), i).is_some() {
                return Err(format!("space id `{}` is used twice", s.id));
            }
        }
        // Links are read by index: one out of range would panic later, one-sided ones would
        // make Close depend on the direction asked.
        for (i, s) in d.spaces.iter().enumerate() {
            for &(n, kind) in &s.links {
                if n >= d.spaces.len() || kind >= d.path_kinds.len() {
                    return Err(format!("space `{}` has a path that leads nowhere", s.id));
                }
                if !d.spaces[n].links.contains(&(i, kind)) {
                    return Err(format!(
                        "the path from `{}` to `{}` goes one way only",
                        s.id, d.spaces[n].id
                    ));
                }
            }
        }
        Ok(Graph {
            title: d.title,
            kinds: d.kinds,
            path_kinds: d.path_kinds,
            spaces: d.spaces,
            index,
            extra: d.extra,
        })
    }
}

// Positions are drawing data read from text; no NaN can come out of YAML numbers we accept.
impl Eq for Graph {}

/// Whether `id` may name a space: snake_case (`[a-z][a-z0-9_]*`) and not a grid coordinate.
fn check_id(id: &str) -> std::result::Result<(), String> {
    let ok = id.starts_with(|c: char| c.is_ascii_lowercase())
        && id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_');
    if !ok {
        return Err(format!(
            "space id `{id}` must be a lower-case snake_case word (like old_mill)"
        ));
    }
    if id == crate::scenario::OFF_BOARD {
        return Err(format!(
            "space id `{id}` is reserved (a scenario's `at: off` puts a figure beside the board)"
        ));
    }
    if id.parse::<Coord>().is_ok() {
        return Err(format!(
            "space id `{id}` reads as a grid coordinate; choose a word that does not"
        ));
    }
    Ok(())
}

fn strings(v: &serde_yaml::Value, what: &str) -> std::result::Result<Vec<String>, String> {
    let seq = v
        .as_sequence()
        .ok_or_else(|| format!("{what} must be a list of words"))?;
    seq.iter()
        .map(|x| {
            x.as_str()
                .map(str::to_string)
                .ok_or_else(|| format!("{what}: `{x:?}` is not a word"))
        })
        .collect()
}

impl Graph {
    /// Parses a map file; `source` (usually its project path) names it in errors.
    pub fn parse(text: &str, source: &str) -> Result<Graph> {
        let err = |m: String| Error::Scenario(format!("{source}: {m}"));
        let doc: serde_yaml::Value = crate::yaml::from_str(text, crate::yaml::YamlLimits::DATA)
            .map_err(|e| err(e.to_string()))?;
        let map = doc
            .as_mapping()
            .ok_or_else(|| err("a map file is a mapping with `spaces:` and `paths:`".into()))?;
        let mut extra = BTreeMap::new();
        let (mut kinds, mut path_kinds) = (None, None);
        let (mut spaces_v, mut paths_v, mut title) = (None, None, String::new());
        for (k, v) in map {
            let key = k.as_str().ok_or_else(|| err("keys must be words".into()))?;
            match key {
                "name" => title = v.as_str().unwrap_or_default().to_string(),
                "types" => kinds = Some(strings(v, "types").map_err(err)?),
                "path_kinds" => path_kinds = Some(strings(v, "path_kinds").map_err(err)?),
                "spaces" => spaces_v = Some(v),
                "paths" => paths_v = Some(v),
                _ => {
                    extra.insert(key.to_string(), v.clone());
                }
            }
        }
        let path_kinds = path_kinds.unwrap_or_else(|| vec!["path".to_string()]);
        if path_kinds.is_empty() {
            return Err(err("path_kinds is empty".into()));
        }
        let spaces_v = spaces_v
            .and_then(|v| v.as_mapping())
            .ok_or_else(|| err("needs `spaces:`, a mapping from space id to its entry".into()))?;
        let mut spaces = Vec::new();
        let mut index = BTreeMap::new();
        let mut numbered = BTreeSet::new();
        for (k, v) in spaces_v {
            let id = k
                .as_str()
                .ok_or_else(|| err(format!("space id `{k:?}` is not a word")))?;
            let e = |m: String| err(format!("space `{id}`: {m}"));
            check_id(id).map_err(err)?;
            let entry = v
                .as_mapping()
                .ok_or_else(|| e("give {type: ..., number: ...}".into()))?;
            let mut space = GraphSpace {
                id: id.to_string(),
                name: id.to_string(),
                kind: String::new(),
                number: None,
                tags: Vec::new(),
                pos: None,
                links: Vec::new(),
            };
            for (fk, fv) in entry {
                match fk.as_str().unwrap_or_default() {
                    "name" => {
                        space.name = fv
                            .as_str()
                            .ok_or_else(|| e("name must be text".into()))?
                            .into()
                    }
                    "type" | "kind" => {
                        space.kind = fv
                            .as_str()
                            .ok_or_else(|| e("type must be a word".into()))?
                            .into()
                    }
                    "number" => {
                        space.number = Some(
                            fv.as_u64()
                                .and_then(|n| u32::try_from(n).ok())
                                .ok_or_else(|| e("number must be a whole number".into()))?,
                        )
                    }
                    "tags" => space.tags = strings(fv, "tags").map_err(e)?,
                    "pos" => {
                        let xy: Option<Vec<f64>> = fv
                            .as_sequence()
                            .map(|s| s.iter().filter_map(|x| x.as_f64()).collect());
                        match xy.as_deref() {
                            Some([x, y]) if x.is_finite() && y.is_finite() => {
                                space.pos = Some((*x, *y))
                            }
                            _ => return Err(e("pos must be [x, y]".into())),
                        }
                    }
                    other => return Err(e(format!("unknown key `{other}`"))),
                }
            }
            if space.kind.is_empty() {
                return Err(e("needs a `type:`".into()));
            }
            if let Some(ks) = &kinds
                && !ks.contains(&space.kind)
            {
                return Err(e(format!(
                    "unknown type `{}` (types: {})",
                    space.kind,
                    ks.join(", ")
                )));
            }
            if let Some(n) = space.number
                && !numbered.insert((space.kind.clone(), n))
            {
                return Err(e(format!("a second {} {n}", space.kind)));
            }
            if index.insert(id.to_string(), spaces.len()).is_some() {
                return Err(e("the id is used twice".into()));
            }
            spaces.push(space);
        }
        if spaces.is_empty() {
            return Err(err("`spaces:` is empty".into()));
        }
        // Its board is a row of one cell per space.
        crate::board::Board::check_size(spaces.len(), 1).map_err(|e| err(e.to_string()))?;
        let mut joined = BTreeSet::new();
        if let Some(paths) = paths_v {
            let paths = paths
                .as_sequence()
                .ok_or_else(|| err("paths must be a list of [a, b] or [a, b, kind]".into()))?;
            for (n, p) in paths.iter().enumerate() {
                let words = strings(p, &format!("path {}", n + 1)).map_err(err)?;
                let e = |m: String| err(format!("path {} {words:?}: {m}", n + 1));
                let (a, b, kind) = match words.as_slice() {
                    [a, b] => (a, b, 0),
                    [a, b, k] => (
                        a,
                        b,
                        path_kinds.iter().position(|x| x == k).ok_or_else(|| {
                            e(format!(
                                "unknown path kind `{k}` (path_kinds: {})",
                                path_kinds.join(", ")
                            ))
                        })?,
                    ),
                    _ => return Err(e("give [a, b] or [a, b, kind]".into())),
                };
                let find = |s: &String| {
                    index
                        .get(s)
                        .copied()
                        .ok_or_else(|| e(format!("unknown space `{s}`")))
                };
                let (ia, ib) = (find(a)?, find(b)?);
                if ia == ib {
                    return Err(e(format!("joins `{a}` to itself")));
                }
                if !joined.insert((ia.min(ib), ia.max(ib))) {
                    return Err(e(format!("`{a}` and `{b}` are already joined")));
                }
                spaces[ia].links.push((ib, kind));
                spaces[ib].links.push((ia, kind));
            }
        }
        let ids: Vec<String> = spaces.iter().map(|s| s.id.clone()).collect();
        for s in &mut spaces {
            s.links.sort_by(|x, y| ids[x.0].cmp(&ids[y.0]));
        }
        Ok(Graph {
            title,
            kinds: kinds.unwrap_or_default(),
            path_kinds,
            spaces,
            index,
            extra,
        })
    }

    pub fn len(&self) -> usize {
        self.spaces.len()
    }

    pub fn is_empty(&self) -> bool {
        self.spaces.is_empty()
    }

    /// The cell index of space `id`.
    pub fn find(&self, id: &str) -> Option<usize> {
        self.index.get(id).copied()
    }

    pub fn space(&self, i: usize) -> &GraphSpace {
        &self.spaces[i]
    }

    /// Whether a path joins spaces `a` and `b` (cell indices).
    pub fn linked(&self, a: usize, b: usize) -> bool {
        self.spaces
            .get(a)
            .is_some_and(|s| s.links.iter().any(|&(n, _)| n == b))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_words_not_coordinates() {
        assert!(check_id("old_mill").is_ok());
        assert!(check_id("ab12").is_err());
        assert!(check_id("Mill").is_err());
        assert!(check_id("_x").is_err());
    }
}
