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

fn library() -> Library {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut library = Library::default();
    walk(&root, &root.join("scripts"), &mut library);
    walk(&root, &root.join("cards"), &mut library);
    library
}

/// The setup of `scenario` (a project path) of `ruleset`, named `name` in the rows.
fn setup_of(
    library: &Library,
    name: &str,
    ruleset: &str,
    scenario: &str,
) -> Result<measure::Setup, String> {
    let get = |p: &str| library.get(p).ok_or(format!("{p} is missing"));
    let rel = format!("scripts/{ruleset}/ruleset.yaml");
    let mut ruleset = Ruleset::parse(get(&rel)?, &rel).map_err(|e| e.to_string())?;
    let scenario = Scenario::parse(get(scenario)?, scenario).map_err(|e| e.to_string())?;
    ruleset
        .load_for(&scenario, |p| library.get(p).map(str::to_string))
        .map_err(|e| e.to_string())?;
    Ok(measure::Setup {
        name: name.into(),
        library: library.clone(),
        ruleset,
        scenario,
    })
}

fn setup() -> Result<measure::Setup, String> {
    setup_of(
        &library(),
        "arcadia intro",
        "arcadia",
        "scripts/arcadia/scenarios/intro.yaml",
    )
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
    let lib = library();
    let setups = vec![
        setup,
        setup_of(
            &lib,
            "arena pvp_duel",
            "arena",
            "scripts/arena/scenarios/pvp_duel.yaml",
        )?,
        setup_of(
            &lib,
            "ods default",
            "ods",
            "scripts/ods/scenarios/realm.yaml",
        )?,
    ];
    let mut rows = rows;
    rows.extend(measure::ruleset_rows(&setups, 4, 2)?);
    print!("{}", measure::render(&rows));
    Ok(())
}
