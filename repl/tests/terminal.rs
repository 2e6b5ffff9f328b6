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

/// At a terminal `board` draws the coloured picture as wide as the terminal allows (issue 20,
/// item 3: "a compact mode fits 80 columns"): here an 80-column pty.
#[test]
fn at_an_80_column_terminal_the_board_fits() {
    let home = std::env::temp_dir().join(format!("skirmish-pty80-{}", std::process::id()));
    let mut cmd = Command::new("sh");
    cmd.args([
        "-c",
        &format!(
            "stty cols 80 rows 60 && exec {} --hotseat --seed 3",
            env!("CARGO_BIN_EXE_skirmish")
        ),
    ])
    .current_dir(env!("CARGO_MANIFEST_DIR"))
    .env("XDG_DATA_HOME", &home)
    .env("TERM", "dumb");
    let mut p = spawn_command(cmd, Some(15_000)).unwrap();
    p.exp_string("skirmish> ").unwrap();
    p.send_line("board").unwrap();
    // rexpect reads the pty's bytes one char each: back to the UTF-8 text they are.
    let bytes: Vec<u8> = p
        .exp_string("spawn tile 0/5")
        .unwrap()
        .chars()
        .map(|c| c as u32 as u8)
        .collect();
    let picture = String::from_utf8_lossy(&bytes).into_owned();
    p.send_line("quit").unwrap();
    p.exp_eof().unwrap();
    std::fs::remove_dir_all(&home).ok();
    // Without the colour codes, every line of the picture and panel within 80 columns.
    let plain = skirmish::picture::strip_ansi(&picture);
    assert!(plain.contains("marks: ★ quest space"), "{plain}");
    for line in plain.lines() {
        assert!(
            line.chars().count() <= 80,
            "{} columns: {line}",
            line.chars().count()
        );
    }
}
