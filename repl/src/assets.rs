//! Where rulesets, scenarios and scripts come from: the project tree on disk when it can be
//! found (so edits and hot reload work), else the copies embedded in the binary at build time.

use std::path::{Path, PathBuf};

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
