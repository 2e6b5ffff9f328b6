//! Mods: folders anywhere on disk, each with a `mod.yaml` manifest (name, version, ruleset,
//! what it depends on), holding cards, scenarios and rule modules laid over the built-in
//! content in the order they are given (`skirmish --mod DIR`, repeatable). The manifests are
//! checked here, all together, before anything is loaded; [`crate::assets`] lays the files
//! over the library. A mod's scripts are cards and modules like the built-in ones: untrusted,
//! sandboxed the same way.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use semver::{Version, VersionReq};
use serde::Deserialize;

/// The manifest's file name inside a mod folder.
pub const MANIFEST: &str = "mod.yaml";
/// A manifest is a few lines; anything larger is not one.
const MANIFEST_MAX: u64 = 64 * 1024;

/// `mod.yaml` as written.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Manifest {
    name: Option<String>,
    version: Option<serde_yaml::Value>,
    ruleset: Option<String>,
    #[serde(default)]
    description: Option<String>,
    #[serde(default)]
    depends: Vec<String>,
}

/// A dependency: another mod's name and the versions of it that do (`any` when none given).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dependency {
    pub name: String,
    pub req: VersionReq,
}

/// A mod whose manifest was read and checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mod {
    pub name: String,
    pub version: Version,
    pub ruleset: String,
    pub description: String,
    pub depends: Vec<Dependency>,
    /// The folder holding `mod.yaml`, as given on the command line.
    pub dir: PathBuf,
}

impl Mod {
    /// `name version`, as saves record it and notices name it.
    pub fn label(&self) -> String {
        format!("{} {}", self.name, self.version)
    }
}

/// Whether `name` can name a mod: it becomes the first part of its modules' names
/// (`require("frost.helpers")`), so lowercase letters, digits and `_`, starting with a letter.
fn good_name(name: &str) -> bool {
    name.bytes().next().is_some_and(|b| b.is_ascii_lowercase())
        && name
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
}

/// Reads and checks one mod folder's manifest. `rulesets` are the names of the built-in
/// rulesets; `taken` the names a mod may not have (folders of the built-in `scripts/`).
pub fn read_manifest(dir: &Path, rulesets: &[String], taken: &[String]) -> Result<Mod, String> {
    let path = dir.join(MANIFEST);
    let shown = path.display();
    if !dir.is_dir() {
        return Err(format!(
            "--mod {}: no such folder (a mod is a folder holding {MANIFEST})",
            dir.display()
        ));
    }
    let text = match crate::files::read_text(&path.to_string_lossy(), MANIFEST_MAX) {
        Ok(t) => t,
        Err(crate::files::FileError::Missing { .. }) => {
            return Err(format!(
                "--mod {}: not a mod folder (no {MANIFEST}; see docs/MODDING.md, \"A mod from an empty folder\")",
                dir.display()
            ));
        }
        Err(e) => return Err(format!("{shown}: {e}")),
    };
    let m: Manifest = skirmish_core::yaml::from_str(&text, skirmish_core::yaml::YamlLimits::DATA)
        .map_err(|e| format!("{shown}: {e}"))?;
    let need = |field: &str, v: Option<String>| {
        v.filter(|s| !s.trim().is_empty()).ok_or_else(|| {
            format!("{shown}: missing `{field}` (a manifest needs name, version and ruleset)")
        })
    };
    let name = need("name", m.name)?;
    if !good_name(&name) {
        return Err(format!(
            "{shown}: name `{name}`: lowercase letters, digits and _, starting with a letter (it names the mod's modules: require(\"{name}.x\"))"
        ));
    }
    if taken.contains(&name) {
        return Err(format!(
            "{shown}: name `{name}` is taken by the built-in scripts/{name}/"
        ));
    }
    let version_text = match m.version {
        None | Some(serde_yaml::Value::Null) => need("version", None)?,
        Some(serde_yaml::Value::String(s)) => s,
        // `version: 1.0` reads as a number: say what to write.
        Some(v) => {
            let t = serde_yaml::to_string(&v).unwrap_or_default();
            return Err(format!(
                "{shown}: version `{}` is not a version: write MAJOR.MINOR.PATCH, e.g. \"1.0.0\"",
                t.trim()
            ));
        }
    };
    let version = Version::parse(version_text.trim()).map_err(|e| {
        format!(
            "{shown}: version `{version_text}` is not a version ({e}): write MAJOR.MINOR.PATCH, e.g. 1.0.0"
        )
    })?;
    let ruleset = need("ruleset", m.ruleset)?;
    if !rulesets.contains(&ruleset) {
        return Err(format!(
            "{shown}: ruleset `{ruleset}` is not one of {}",
            rulesets.join(", ")
        ));
    }
    let mut depends = Vec::new();
    for d in &m.depends {
        depends.push(parse_dependency(d).map_err(|e| format!("{shown}: depends: {e}"))?);
    }
    Ok(Mod {
        name,
        version,
        ruleset,
        description: m.description.unwrap_or_default(),
        depends,
        dir: dir.to_path_buf(),
    })
}

/// `other` or `other >=1.2, <2`: a mod name, then an optional version requirement.
fn parse_dependency(text: &str) -> Result<Dependency, String> {
    let text = text.trim();
    let end = text
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(text.len());
    let (name, req) = (&text[..end], text[end..].trim());
    if !good_name(name) {
        return Err(format!(
            "`{text}`: write a mod name, then optionally a version requirement (`frost`, `frost >=1.2`)"
        ));
    }
    let req = if req.is_empty() {
        VersionReq::STAR
    } else {
        VersionReq::parse(req)
            .map_err(|e| format!("`{text}`: `{req}` is not a version requirement ({e})"))?
    };
    Ok(Dependency {
        name: name.to_string(),
        req,
    })
}

/// Reads every folder's manifest and checks them together: no mod twice, one ruleset, every
/// dependency given before the mod that needs it, at a version it accepts.
pub fn read_all(
    dirs: &[PathBuf],
    rulesets: &[String],
    taken: &[String],
) -> Result<Vec<Mod>, String> {
    let mut mods: Vec<Mod> = Vec::new();
    for dir in dirs {
        let m = read_manifest(dir, rulesets, taken)?;
        if let Some(other) = mods.iter().find(|o| o.name == m.name) {
            return Err(format!(
                "mod `{}` is given twice ({} and {})",
                m.name,
                other.dir.display(),
                m.dir.display()
            ));
        }
        if let Some(first) = mods.first()
            && first.ruleset != m.ruleset
        {
            return Err(format!(
                "mod `{}` is for ruleset {}, mod `{}` for {}: the mods of a game share its ruleset",
                m.name, m.ruleset, first.name, first.ruleset
            ));
        }
        mods.push(m);
    }
    let position: BTreeMap<&str, usize> = mods
        .iter()
        .enumerate()
        .map(|(i, m)| (m.name.as_str(), i))
        .collect();
    for (i, m) in mods.iter().enumerate() {
        for d in &m.depends {
            match position.get(d.name.as_str()) {
                None => {
                    return Err(format!(
                        "mod `{}` depends on `{}`, which is not loaded: give its folder with --mod before {}",
                        m.name,
                        d.name,
                        m.dir.display()
                    ));
                }
                Some(&j) if j > i => {
                    return Err(format!(
                        "mod `{}` depends on `{}`, which comes after it: give --mod {} before --mod {}",
                        m.name,
                        d.name,
                        mods[j].dir.display(),
                        m.dir.display()
                    ));
                }
                Some(&j) if !d.req.matches(&mods[j].version) => {
                    return Err(format!(
                        "mod `{}` needs `{}` {}, but {} is loaded",
                        m.name,
                        d.name,
                        d.req,
                        mods[j].label()
                    ));
                }
                Some(_) => {}
            }
        }
    }
    Ok(mods)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dependencies_parse_with_and_without_a_requirement() {
        let d = parse_dependency("frost").unwrap();
        assert_eq!(
            (d.name.as_str(), d.req.clone()),
            ("frost", VersionReq::STAR)
        );
        let d = parse_dependency("frost >=1.2, <2").unwrap();
        assert!(d.req.matches(&Version::new(1, 5, 0)));
        assert!(!d.req.matches(&Version::new(2, 0, 0)));
        assert!(parse_dependency("Frost").is_err());
        assert!(parse_dependency("frost >>1").is_err());
    }
}
