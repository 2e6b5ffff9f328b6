//! `cargo bench -p skirmish-core`: the figures of `skirmish bench`, scripts read from the
//! source tree. Run with `--cold-start` it is the child process the cold-start figure times.

mod measure;

// The allocator of the `skirmish` binary, so both report the same figures.
#[global_allocator]
static ALLOC: mimalloc::MiMalloc = mimalloc::MiMalloc;

use std::path::{Path, PathBuf};

use skirmish_core::game::Library;
use skirmish_core::{Ruleset, Scenario};

fn walk(root: &Path, dir: &Path, lib: &mut Library) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            walk(root, &p, lib);
        } else if p.extension().is_some_and(|x| x == "lua" || x == "yaml")
            && !p.to_string_lossy().ends_with("_test.lua")
            && let (Ok(text), Ok(rel)) = (std::fs::read_to_string(&p), p.strip_prefix(root))
        {
            lib.files
                .insert(rel.to_string_lossy().replace('\\', "/"), text);
        }
    }
}

fn setup() -> Result<measure::Setup, String> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut library = Library::default();
    walk(&root, &root.join("scripts"), &mut library);
    walk(&root, &root.join("cards"), &mut library);
    let get = |p: &str| library.get(p).ok_or(format!("{p} is missing"));
    let ruleset = Ruleset::parse(get("scripts/arcadia/ruleset.yaml")?, "ruleset.yaml")
        .map_err(|e| e.to_string())?;
    let scenario = Scenario::parse(get("scripts/arcadia/scenarios/intro.yaml")?, "intro.yaml")
        .map_err(|e| e.to_string())?;
    Ok(measure::Setup {
        name: "arcadia intro".into(),
        library,
        ruleset,
        scenario,
    })
}

fn main() -> Result<(), String> {
    if std::env::args().any(|a| a == "--cold-start") {
        return measure::load_once(&setup()?);
    }
    let setup = setup()?;
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let rows = measure::measure_all(&setup, 4, || {
        let mut cmd = std::process::Command::new(&exe);
        cmd.arg("--cold-start");
        measure::time_process(cmd)
    })?;
    print!("{}", measure::render(&rows));
    Ok(())
}
