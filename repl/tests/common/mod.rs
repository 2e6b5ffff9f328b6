//! Helpers the REPL's integration tests share (each test crate uses some of them).
#![allow(dead_code)]

use std::io::Write;
use std::process::{Command, Output, Stdio};

use clap::Parser;
use skirmish::assets::Assets;
use skirmish::campaign;
use skirmish::cli::{self, Cli};
use skirmish::session::Session;

/// Runs the `skirmish` binary with `args` in the crate's folder, `stdin` piped in.
pub fn skirmish(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_skirmish"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start skirmish");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

pub fn text(b: &[u8]) -> String {
    String::from_utf8(b.to_vec()).unwrap()
}

/// `skirmish campaign ARGS` in-process, its command line read as the binary reads it: its
/// output, or its error (clap's message for a bad command line).
pub fn batch(args: &[&str]) -> Result<String, String> {
    let line = ["skirmish", "campaign"].iter().chain(args);
    let Some(cli::Command::Campaign(args)) = Cli::try_parse_from(line)
        .map_err(|e| e.to_string())?
        .command
    else {
        unreachable!("`skirmish campaign` is the campaign command")
    };
    let assets = Assets::locate();
    campaign::run(&assets, &args.options(), &mut |_| {}).map(|r| r.render())
}

/// One REPL line that must succeed; its output.
pub fn run(s: &mut Session, line: &str) -> String {
    s.execute(line)
        .unwrap_or_else(|e| panic!("`{line}` failed: {e}"))
        .0
}

/// A library holding only the project's prelude: the start of a probe ruleset's scripts.
pub fn prelude_library() -> skirmish_core::game::Library {
    let mut lib = skirmish_core::game::Library::default();
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    lib.files.insert(
        "scripts/prelude.lua".into(),
        std::fs::read_to_string(root.join("scripts/prelude.lua")).unwrap(),
    );
    lib
}
