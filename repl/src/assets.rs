//! Where rulesets, scenarios and scripts come from: the copies embedded in the binary at build
//! time, or the project tree on disk when `SKIRMISH_ROOT` names one or the tree the binary was
//! built from is still there (so edits and hot reload work); then the mods given with `--mod`,
//! laid over them in order ([`crate::mods`]).
//!
//! A mod's files get library paths beside the built-in ones, which is also how errors name
//! them: `DIR/cards/x.lua` is `cards/RULESET/mods/NAME/x.lua`, `DIR/scenarios/s.yaml` is
//! `scripts/RULESET/mods/NAME/scenarios/s.yaml`, `DIR/scripts/m.lua` is `scripts/NAME/m.lua`
//! (`require("NAME.m")`). A mod card whose id is a built-in card's (or an earlier mod's)
//! replaces it, and [`Assets::library_with_notices`] says so.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use skirmish_core::{Ruleset, Scenario, Tabletop};

use crate::files::{self, FileError};
use crate::mods::Mod;

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/embedded.rs"));
}

#[derive(Clone, Debug)]
pub struct Assets {
    /// The project root holding `scripts/` and `cards/`, if present on disk.
    root: Option<PathBuf>,
    /// The mods laid over the built-in content, in load order.
    mods: Vec<Mod>,
}

/// One scenario read and fitted to its ruleset (the ruleset with the scenario's map and tiles
/// loaded, the table built): what a game starts from ([`Assets::load_scenario`]).
#[derive(Clone, Debug)]
pub struct Loaded {
    /// The path or name it was loaded by (it names the scenario in messages and saves).
    pub path: String,
    /// The scenario file's text: a save embeds it.
    pub text: String,
    pub ruleset: Ruleset,
    pub scenario: Scenario,
    pub table: Tabletop,
}

/// Which part of a mod a file belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Part {
    Cards,
    Scenarios,
    Scripts,
}

/// One file of a mod: its library path and where it is on disk.
struct ModFile {
    key: String,
    disk: PathBuf,
    part: Part,
    /// Index of its mod in load order.
    owner: usize,
}

impl Assets {
    /// `SKIRMISH_ROOT` if set (a project tree holding `scripts/` and `cards/`, the development
    /// override; set but empty: the embedded files only), else the source tree the binary was
    /// built from if it still exists, else the embedded files only. Prints nothing: a
    /// `SKIRMISH_ROOT` without `scripts/` falls back to the embedded files, and
    /// [`Assets::locate_noting`] says so.
    pub fn locate() -> Assets {
        Assets::locate_noting().0
    }

    /// [`Assets::locate`], with a warning to show when `SKIRMISH_ROOT` names a folder that holds
    /// no `scripts/` (the binary prints it: a typo there would hide every edit).
    pub fn locate_noting() -> (Assets, Option<String>) {
        if let Some(r) = std::env::var_os("SKIRMISH_ROOT") {
            if r.is_empty() {
                return (Assets::embedded(), None);
            }
            let root = PathBuf::from(&r);
            if root.join("scripts").is_dir() {
                return (Assets::at(&root), None);
            }
            let warning = format!(
                "SKIRMISH_ROOT={} holds no scripts/ folder: using the content built into the binary",
                root.display()
            );
            return (Assets::embedded(), Some(warning));
        }
        let built_from = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let root = built_from
            .join("scripts")
            .is_dir()
            .then(|| built_from.canonicalize().unwrap_or(built_from));
        let assets = Assets {
            root,
            mods: Vec::new(),
        };
        (assets, None)
    }

    /// The project tree at `root` (tests and tools that know where it is).
    pub fn at(root: &Path) -> Assets {
        Assets {
            root: Some(root.to_path_buf()),
            mods: Vec::new(),
        }
    }

    /// Embedded files only, ignoring the disk (for reproducible tests of the shipped binary).
    pub fn embedded() -> Assets {
        Assets {
            root: None,
            mods: Vec::new(),
        }
    }

    /// These assets with the mods in `dirs` laid over them, in that order; their manifests are
    /// checked first (fields, ruleset, no mod twice, dependencies given before and at a
    /// version they accept).
    pub fn with_mods(mut self, dirs: &[PathBuf]) -> Result<Assets, String> {
        if dirs.is_empty() {
            return Ok(self);
        }
        let base = self.base_library();
        let mut rulesets = Vec::new();
        let mut taken = Vec::new();
        for p in base.files.keys() {
            let mut parts = p.split('/');
            if let (Some("scripts"), Some(dir), Some(rest)) =
                (parts.next(), parts.next(), parts.next())
            {
                if !taken.iter().any(|t| t == dir) {
                    taken.push(dir.to_string());
                }
                if rest == "ruleset.yaml" {
                    rulesets.push(dir.to_string());
                }
            }
        }
        rulesets.sort();
        self.mods = crate::mods::read_all(dirs, &rulesets, &taken)?;
        Ok(self)
    }

    /// The mods laid over the built-in content, in load order.
    pub fn mods(&self) -> &[Mod] {
        &self.mods
    }

    /// The ruleset the mods are for (all share one), if any mod is loaded.
    pub fn mods_ruleset(&self) -> Option<&str> {
        self.mods.first().map(|m| m.ruleset.as_str())
    }

    /// The same assets without the last mod (`balance` compares without and with it).
    pub fn without_last_mod(&self) -> Assets {
        let mut a = self.clone();
        a.mods.pop();
        a
    }

    /// Every mod's files in load order (tests excluded), and files of a mod folder that are in
    /// none of its parts (a card put beside `mod.yaml` instead of in `cards/`).
    fn mod_files(&self) -> (Vec<ModFile>, Vec<String>) {
        let mut out = Vec::new();
        let mut stray = Vec::new();
        for (owner, m) in self.mods.iter().enumerate() {
            for (part, sub, exts) in [
                (Part::Cards, "cards", &["lua"][..]),
                (Part::Scenarios, "scenarios", &["yaml", "yml"][..]),
                (Part::Scripts, "scripts", &["lua"][..]),
            ] {
                let dir = m.dir.join(sub);
                let mut found = Vec::new();
                walk_files(&dir, &mut found);
                for p in found {
                    let ext_ok = p
                        .extension()
                        .and_then(|x| x.to_str())
                        .is_some_and(|x| exts.contains(&x));
                    if !ext_ok || is_test_file(&p) {
                        continue;
                    }
                    let Ok(rel) = p.strip_prefix(&dir) else {
                        continue;
                    };
                    let rel = rel.to_string_lossy().replace('\\', "/");
                    let key = match part {
                        Part::Cards => format!("cards/{}/mods/{}/{rel}", m.ruleset, m.name),
                        Part::Scenarios => {
                            format!("scripts/{}/mods/{}/scenarios/{rel}", m.ruleset, m.name)
                        }
                        Part::Scripts => format!("scripts/{}/{rel}", m.name),
                    };
                    out.push(ModFile {
                        key,
                        disk: p,
                        part,
                        owner,
                    });
                }
            }
            if let Ok(entries) = std::fs::read_dir(&m.dir) {
                let mut names: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
                names.sort();
                for p in names {
                    let loose = p.is_file()
                        && matches!(
                            p.extension().and_then(|x| x.to_str()),
                            Some("lua" | "yaml" | "yml")
                        )
                        && p.file_name().and_then(|n| n.to_str()) != Some(crate::mods::MANIFEST);
                    if loose {
                        stray.push(format!(
                            "mod {}: {} is not under cards/, scenarios/ or scripts/: not loaded",
                            m.name,
                            p.display()
                        ));
                    }
                }
            }
        }
        (out, stray)
    }

    /// The library path of a file inside a mod folder (a card, its test, a scenario, a
    /// module), for `skirmish test` naming a mod's files by their place on disk.
    pub fn key_of(&self, disk: &Path) -> Option<String> {
        let abs = disk.canonicalize().ok()?;
        for m in self.mods.iter().rev() {
            let Ok(dir) = m.dir.canonicalize() else {
                continue;
            };
            let Ok(rel) = abs.strip_prefix(&dir) else {
                continue;
            };
            let rel = rel.to_string_lossy().replace('\\', "/");
            let (top, rest) = rel.split_once('/')?;
            return match top {
                "cards" => Some(format!("cards/{}/mods/{}/{rest}", m.ruleset, m.name)),
                "scenarios" => Some(format!(
                    "scripts/{}/mods/{}/scenarios/{rest}",
                    m.ruleset, m.name
                )),
                "scripts" => Some(format!("scripts/{}/{rest}", m.name)),
                _ => None,
            };
        }
        None
    }

    /// `text` with each mod file's library path replaced by its place on disk
    /// (`cards/arcadia/mods/frost/x.lua:3` → `/home/me/frost/cards/x.lua:3`), for messages.
    pub fn disk_paths(&self, text: &str) -> String {
        let mut out = text.to_string();
        for m in &self.mods {
            for (prefix, sub) in [
                (format!("cards/{}/mods/{}/", m.ruleset, m.name), "cards"),
                (
                    format!("scripts/{}/mods/{}/scenarios/", m.ruleset, m.name),
                    "scenarios",
                ),
                (format!("scripts/{}/", m.name), "scripts"),
            ] {
                let dir = format!("{}/", m.dir.join(sub).display());
                out = out.replace(&prefix, &dir);
            }
        }
        out
    }

    /// The disk file of a mod's library path, the last mod's first.
    fn mod_disk_path(&self, rel: &str) -> Option<PathBuf> {
        for m in self.mods.iter().rev() {
            let cards = format!("cards/{}/mods/{}/", m.ruleset, m.name);
            let scenarios = format!("scripts/{}/mods/{}/scenarios/", m.ruleset, m.name);
            let scripts = format!("scripts/{}/", m.name);
            for (prefix, sub) in [
                (cards, "cards"),
                (scenarios, "scenarios"),
                (scripts, "scripts"),
            ] {
                if let Some(rest) = rel.strip_prefix(&prefix)
                    && !rest.split('/').any(|c| c == ".." || c.is_empty())
                {
                    return Some(m.dir.join(sub).join(rest));
                }
            }
        }
        None
    }

    /// Each mod's test files (`*_test.lua` under its `cards/` and `scripts/`), as (library
    /// path, disk path): what `skirmish test --mod DIR` runs.
    pub fn mod_test_files(&self) -> Vec<(String, PathBuf)> {
        let mut out = Vec::new();
        for m in &self.mods {
            for sub in ["cards", "scripts"] {
                let mut found = Vec::new();
                walk_files(&m.dir.join(sub), &mut found);
                for p in found {
                    if is_test_file(&p)
                        && let Some(k) = self.key_of(&p)
                    {
                        out.push((k, p));
                    }
                }
            }
        }
        out
    }

    /// Each mod's content files that need a test beside them (its cards), as (library path,
    /// disk path).
    pub fn mod_content_files(&self) -> Vec<(String, PathBuf)> {
        self.mod_files()
            .0
            .into_iter()
            .filter(|f| f.part == Part::Cards)
            .map(|f| (f.key, f.disk))
            .collect()
    }

    pub fn root(&self) -> Option<&Path> {
        self.root.as_deref()
    }

    /// Reads a project file by its path relative to the project root (`scripts/…`), or a mod's
    /// file by its library path.
    pub fn read(&self, rel: &str) -> Option<String> {
        if let Some(p) = self.mod_disk_path(rel) {
            return std::fs::read_to_string(p).ok();
        }
        if let Some(root) = &self.root
            && let Ok(text) = std::fs::read_to_string(root.join(rel))
        {
            return Some(text);
        }
        embedded::FILES
            .iter()
            .find(|(p, _)| *p == rel)
            .map(|(_, t)| t.to_string())
    }

    /// A ruleset by name: `scripts/NAME/ruleset.yaml` parsed, its tile library loaded.
    pub fn ruleset(&self, name: &str) -> Result<skirmish_core::Ruleset, String> {
        if name.is_empty()
            || !name
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
        {
            return Err(format!("bad ruleset name `{name}`"));
        }
        let rel = format!("scripts/{name}/ruleset.yaml");
        let text = self
            .read(&rel)
            .ok_or_else(|| format!("unknown ruleset `{name}` (no {rel})"))?;
        let mut r = skirmish_core::Ruleset::parse(&text, &rel).map_err(|e| e.to_string())?;
        r.load_tiles(|p| self.read(p)).map_err(|e| e.to_string())?;
        Ok(r)
    }

    /// The project path of a ruleset's default scenario (`scripts/R/…`, its `default_scenario`).
    pub fn default_scenario(&self, ruleset: &str) -> Result<String, String> {
        default_scenario_of(ruleset, &self.ruleset(ruleset)?)
    }

    /// Reads a scenario ([`Assets::read_scenario`]: a file, a project path or a built-in
    /// name) and fits it to its ruleset.
    pub fn load_scenario(&self, path: &str) -> Result<Loaded, String> {
        self.scenario_from_text(path, self.read_scenario(path)?)
    }

    /// Fits a scenario's text to its ruleset (`path` names it in messages and saves).
    pub fn scenario_from_text(&self, path: &str, text: String) -> Result<Loaded, String> {
        self.fit_scenario(path, text, |name| self.ruleset(name))
    }

    /// [`Assets::scenario_from_text`] with the ruleset from `ruleset_of` (a cache of them).
    pub(crate) fn fit_scenario(
        &self,
        path: &str,
        text: String,
        ruleset_of: impl FnOnce(&str) -> Result<Ruleset, String>,
    ) -> Result<Loaded, String> {
        let scenario = Scenario::parse(&text, path).map_err(|e| e.to_string())?;
        self.check_mods_ruleset(&scenario.ruleset, path)?;
        let mut ruleset = ruleset_of(&scenario.ruleset)?;
        ruleset
            .load_for(&scenario, |p| self.read(p))
            .map_err(|e| e.to_string())?;
        let table = scenario.build(&ruleset).map_err(|e| e.to_string())?;
        Ok(Loaded {
            path: path.to_string(),
            text,
            ruleset,
            scenario,
            table,
        })
    }

    /// A scenario of another ruleset than the mods' would play without them: refused.
    pub fn check_mods_ruleset(&self, ruleset: &str, what: &str) -> Result<(), String> {
        match self.mods_ruleset() {
            Some(r) if r != ruleset => Err(format!(
                "{what} is of ruleset `{ruleset}`, but the mods ({}) are for `{r}`",
                self.mod_labels().join(", ")
            )),
            _ => Ok(()),
        }
    }

    /// `NAME VERSION` of each mod, in load order (what saves record).
    pub fn mod_labels(&self) -> Vec<String> {
        self.mods.iter().map(|m| m.label()).collect()
    }

    /// A scenario's text: a file on disk, else a project path (`scripts/…`), else a built-in
    /// name (`intro`: any ruleset's `scenarios/intro.yaml`).
    pub fn read_scenario(&self, path: &str) -> Result<String, String> {
        // A file on disk first. A missing one or a directory may still be a project path or a
        // built-in name; anything else wrong with it (a device, too large) is the answer.
        let on_disk = match files::read_text(path, files::SCENARIO_MAX) {
            Ok(text) => return Ok(text),
            Err(e @ (FileError::Missing { .. } | FileError::Directory { .. })) => e,
            Err(e) => return Err(format!("cannot read scenario: {e}")),
        };
        if let Some(text) = self.read(path) {
            return Ok(text);
        }
        if !path.contains('/') && !path.contains('.') {
            // A mod's scenario of that name first, the last mod's first.
            let (mod_files, _) = self.mod_files();
            for f in mod_files.iter().rev() {
                if f.part == Part::Scenarios
                    && (f.key.ends_with(&format!("/scenarios/{path}.yaml"))
                        || f.key.ends_with(&format!("/scenarios/{path}.yml")))
                    && let Ok(text) = std::fs::read_to_string(&f.disk)
                {
                    return Ok(text);
                }
            }
            for f in self.list("scripts/") {
                if f.ends_with(&format!("/scenarios/{path}.yaml"))
                    && let Some(text) = self.read(&f)
                {
                    return Ok(text);
                }
            }
        }
        match on_disk {
            FileError::Directory { .. } => Err(format!("cannot read scenario: {on_disk}")),
            _ => Err(format!("cannot read scenario `{path}`: no such file")),
        }
    }

    /// Every script and card file (`scripts/…`, `cards/…`): from disk when the project tree is
    /// there (so edits are seen by `reload`), else the embedded copies; then the mods' files,
    /// read from their folders each time (so `reload` sees a mod's edits too).
    pub fn library(&self) -> skirmish_core::game::Library {
        self.library_with_notices().0
    }

    /// The library, and what the mods replaced: a notice per card a mod overrides (a built-in
    /// card or an earlier mod's of the same id), per scenario name it shadows, per file of a
    /// mod folder that is in none of its parts, per file that cannot be read.
    pub fn library_with_notices(&self) -> (skirmish_core::game::Library, Vec<String>) {
        let mut lib = self.base_library();
        let mut notices = Vec::new();
        let (files, stray) = self.mod_files();
        // Which mod (by index) put each card path there.
        let mut from_mod: BTreeMap<String, usize> = BTreeMap::new();
        for f in files {
            let m = &self.mods[f.owner];
            let text = match std::fs::read_to_string(&f.disk) {
                Ok(t) => t,
                Err(e) => {
                    notices.push(format!(
                        "mod {}: cannot read {}: {e} (not loaded)",
                        m.name,
                        f.disk.display()
                    ));
                    continue;
                }
            };
            match f.part {
                Part::Cards => {
                    let id = skirmish_core::game::card_id(&f.key);
                    let own = format!("cards/{}/mods/{}/", m.ruleset, m.name);
                    let replaced: Vec<String> = lib
                        .card_files(&m.ruleset)
                        .into_iter()
                        .map(|(p, _)| p.to_string())
                        .filter(|p| skirmish_core::game::card_id(p) == id && !p.starts_with(&own))
                        .collect();
                    for p in replaced {
                        lib.files.remove(&p);
                        let what = match from_mod.get(&p) {
                            Some(&i) => format!(
                                "mod {}'s {}",
                                self.mods[i].name,
                                self.mods[i].dir.join("cards").display()
                            ),
                            None => format!("the built-in {p}"),
                        };
                        notices.push(format!(
                            "mod {}: card `{id}` ({}) overrides {what}",
                            m.name,
                            f.disk.display()
                        ));
                    }
                    from_mod.insert(f.key.clone(), f.owner);
                }
                Part::Scenarios => {
                    let name = f.key.rsplit('/').next().unwrap_or_default();
                    let builtin = format!("scripts/{}/scenarios/{name}", m.ruleset);
                    if lib.files.contains_key(&builtin) {
                        notices.push(format!(
                            "mod {}: scenario `{}` ({}) is played by that name instead of the built-in {builtin}",
                            m.name,
                            name.trim_end_matches(".yaml").trim_end_matches(".yml"),
                            f.disk.display()
                        ));
                    }
                }
                Part::Scripts => {}
            }
            lib.files.insert(f.key, text);
        }
        notices.extend(stray);
        (lib, notices)
    }

    /// The built-in content: embedded, with the project tree on disk laid over it.
    fn base_library(&self) -> skirmish_core::game::Library {
        let mut lib = skirmish_core::game::Library::default();
        for (p, t) in embedded::FILES {
            lib.files.insert(p.to_string(), t.to_string());
        }
        if let Some(root) = &self.root {
            // Disk wins, and files deleted on disk disappear.
            lib.files.retain(|p, _| root.join(p).exists());
            for top in ["scripts", "cards"] {
                walk(root, &root.join(top), &mut lib);
            }
        }
        lib
    }

    /// Every embedded project path and mod file under `prefix` (for listings and completion).
    pub fn list(&self, prefix: &str) -> Vec<String> {
        let mut v: Vec<String> = embedded::FILES
            .iter()
            .filter(|(p, _)| p.starts_with(prefix))
            .map(|(p, _)| p.to_string())
            .chain(self.mod_files().0.into_iter().map(|f| f.key))
            .filter(|p| p.starts_with(prefix))
            .collect();
        v.sort();
        v
    }
}

/// Every file under `dir`, sorted (nothing when it does not exist).
/// The project path of `ruleset`'s default scenario, named `name`.
pub(crate) fn default_scenario_of(name: &str, ruleset: &Ruleset) -> Result<String, String> {
    let rel = ruleset
        .default_scenario
        .as_ref()
        .ok_or_else(|| format!("ruleset `{name}` names no default scenario"))?;
    Ok(format!("scripts/{name}/{rel}"))
}

fn walk_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut paths: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
    paths.sort();
    for p in paths {
        if p.is_dir() {
            walk_files(&p, out);
        } else {
            out.push(p);
        }
    }
}

fn walk(root: &Path, dir: &Path, lib: &mut skirmish_core::game::Library) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            walk(root, &p, lib);
        } else if matches!(
            p.extension().and_then(|x| x.to_str()),
            Some("lua" | "yaml" | "yml" | "md" | "txt")
        ) && !is_test_file(&p)
            && let (Ok(text), Ok(rel)) = (std::fs::read_to_string(&p), p.strip_prefix(root))
        {
            lib.files
                .insert(rel.to_string_lossy().replace('\\', "/"), text);
        }
    }
}

/// `*_test.lua` files are for `skirmish test`, never part of a game's library.
fn is_test_file(p: &Path) -> bool {
    p.file_name()
        .and_then(|n| n.to_str())
        .is_some_and(|n| n.ends_with("_test.lua"))
}
