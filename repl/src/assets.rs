//! Where rulesets, scenarios and scripts come from: the project tree on disk when it can be
//! found (so edits and hot reload work), else the copies embedded in the binary at build time.

use std::path::{Path, PathBuf};

use crate::files::{self, FileError};

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/embedded.rs"));
}

#[derive(Clone, Debug)]
pub struct Assets {
    /// The project root holding `scripts/` and `cards/`, if present on disk.
    root: Option<PathBuf>,
}

impl Assets {
    /// `SKIRMISH_ROOT` if set, else the source tree the binary was built from if it still
    /// exists, else embedded files only.
    pub fn locate() -> Assets {
        if let Some(r) = std::env::var_os("SKIRMISH_ROOT") {
            return Assets {
                root: Some(PathBuf::from(r)),
            };
        }
        let built_from = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let root = built_from
            .join("scripts")
            .is_dir()
            .then(|| built_from.canonicalize().unwrap_or(built_from));
        Assets { root }
    }

    /// The project tree at `root` (tests and tools that know where it is).
    pub fn at(root: &Path) -> Assets {
        Assets {
            root: Some(root.to_path_buf()),
        }
    }

    /// Embedded files only, ignoring the disk (for reproducible tests of the shipped binary).
    pub fn embedded() -> Assets {
        Assets { root: None }
    }

    pub fn root(&self) -> Option<&Path> {
        self.root.as_deref()
    }

    /// Reads a project file by its path relative to the project root (`scripts/…`).
    pub fn read(&self, rel: &str) -> Option<String> {
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
    /// there (so edits are seen by `reload`), else the embedded copies.
    pub fn library(&self) -> skirmish_core::game::Library {
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

    /// Every embedded project path under `prefix` (for listings and completion).
    pub fn list(&self, prefix: &str) -> Vec<String> {
        let mut v: Vec<String> = embedded::FILES
            .iter()
            .filter(|(p, _)| p.starts_with(prefix))
            .map(|(p, _)| p.to_string())
            .collect();
        v.sort();
        v
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
