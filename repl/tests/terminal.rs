//! The REPL at a real (pseudo-)terminal (issue 20, item 9): what only a person at a terminal
//! gets — a fresh seed for `new`, a warning before `new`, `load` or quit throw unsaved answers
//! away — driven through a pty with rexpect.
#![cfg(unix)]

use rexpect::session::spawn_command;
use std::process::Command;

#[test]
fn at_a_terminal_new_picks_a_fresh_seed_and_warns_before_throwing_answers_away() {
    let home = std::env::temp_dir().join(format!("skirmish-pty-{}", std::process::id()));
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_skirmish"));
    cmd.args(["--hotseat", "--plain", "--seed", "3"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("XDG_DATA_HOME", &home)
        .env("TERM", "dumb");
    let mut p = spawn_command(cmd, Some(15_000)).unwrap();
    p.exp_string("(seed 3)").unwrap();
    p.exp_string("skirmish> ").unwrap();
    p.send_line("activate diva").unwrap();
    p.exp_string("diva is active").unwrap();
    // One answer not saved: `new` warns once and changes nothing ...
    p.send_line("new").unwrap();
    p.exp_string("the game has answers that are not saved")
        .unwrap();
    p.exp_string("`new` again throws them away").unwrap();
    p.send_line("choices").unwrap();
    p.exp_string("diva is active").unwrap();
    // ... and the next `new` goes ahead, with a fresh seed it prints.
    p.send_line("new").unwrap();
    p.send_line("new").unwrap();
    let (_, seed) = p.exp_regex(r"game started on \S+ \(seed \d+\)").unwrap();
    assert!(seed.contains("(seed "), "{seed}");
    p.send_line("quit").unwrap();
    p.exp_eof().unwrap();
    std::fs::remove_dir_all(&home).ok();
}
