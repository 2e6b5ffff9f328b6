//! Golden tests of `skirmish run`: every `golden/NAME.cmd` is run through the same code path as
//! the binary, and its standard output and errors must equal `NAME.out` and `NAME.err` byte for
//! byte. `SKIRMISH_BLESS=1 cargo test --test golden` rewrites the expected files after a
//! deliberate change; review the diff before committing it.

use std::path::Path;

use skirmish::assets::Assets;
use skirmish::runner::run_script;
use skirmish::session::Session;

fn check(name: &str) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden");
    let script = std::fs::read_to_string(dir.join(format!("{name}.cmd"))).unwrap();
    // Paths in scripts are relative to the repl crate, where cargo runs tests.
    let mut session = Session::new(Assets::locate());
    let (out, err, code) = run_script(&mut session, &script, false);
    assert_eq!(code, 0);
    let bless = std::env::var_os("SKIRMISH_BLESS").is_some();
    for (ext, actual) in [("out", &out), ("err", &err)] {
        let path = dir.join(format!("{name}.{ext}"));
        if bless {
            std::fs::write(&path, actual).unwrap();
            continue;
        }
        let expected = std::fs::read_to_string(&path).unwrap_or_default();
        assert_eq!(
            actual, &expected,
            "{name}.{ext} differs (run with SKIRMISH_BLESS=1 to accept)"
        );
    }
    // Same script, same output: determinism of the whole run.
    let mut again = Session::new(Assets::locate());
    assert_eq!(run_script(&mut again, &script, false), (out, err, 0));
}

#[test]
fn contract_queries() {
    check("contract_queries");
}

#[test]
fn bad_input() {
    check("bad_input");
}

#[test]
fn doors_and_placement() {
    check("doors_and_placement");
}

#[test]
fn game() {
    check("game");
}

#[test]
fn help() {
    check("help");
}

#[test]
fn guard_p19() {
    check("guard_p19");
}

#[test]
fn zazu_p27() {
    check("zazu_p27");
}

#[test]
fn payback_p22() {
    check("payback_p22");
}

#[test]
fn wisp_p17() {
    check("wisp_p17");
}

#[test]
fn intro_victory() {
    check("intro_victory");
}

#[test]
fn rest_walk() {
    // The script saves to `rest_walk.save` (relative to this crate, where cargo runs tests)
    // and loads it back; the file is not kept.
    let save = Path::new(env!("CARGO_MANIFEST_DIR")).join("rest_walk.save");
    let result = std::panic::catch_unwind(|| check("rest_walk"));
    let _ = std::fs::remove_file(&save);
    if let Err(e) = result {
        std::panic::resume_unwind(e);
    }
}
