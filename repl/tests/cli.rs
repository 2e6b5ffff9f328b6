//! The `skirmish` binary as outside programs drive it (spec/repl-contract.md).

mod common;
use common::{skirmish, text};

use std::io::Write;
use std::process::{Command, Stdio};

#[test]
fn run_reads_standard_input_and_goes_on_after_errors() {
    let o = skirmish(
        &["run", "-"],
        "load tests/scenarios/contract.yaml\nbogus\nlos a1 b1\n",
    );
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(
        text(&o.stdout),
        "loaded tests/scenarios/contract.yaml\nlos a1 b1: yes\n"
    );
    assert_eq!(
        text(&o.stderr),
        "error: line 2: unknown command `bogus` (type `help` for the list)\n"
    );
}

#[test]
fn strict_stops_at_the_first_error_with_exit_code_1() {
    let o = skirmish(
        &["run", "--strict", "-"],
        "load tests/scenarios/contract.yaml\nlos a1 q1\nlos a1 b1\n",
    );
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(text(&o.stdout), "loaded tests/scenarios/contract.yaml\n");
    assert!(text(&o.stderr).starts_with("error: line 2: "));
}

#[test]
fn run_reads_a_file() {
    let o = skirmish(&["run", "tests/golden/contract_queries.cmd"], "");
    assert_eq!(o.status.code(), Some(0));
    let expected = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/golden/contract_queries.out"
    ))
    .unwrap();
    assert_eq!(text(&o.stdout), expected);
}

#[test]
fn bad_arguments_are_errors() {
    for args in [
        &["run"][..],
        &["run", "nowhere.cmd"],
        &["--frobnicate"],
        &["run", "a", "b"],
    ] {
        let o = skirmish(args, "");
        assert_eq!(o.status.code(), Some(1), "{args:?}");
        assert!(text(&o.stderr).starts_with("error: "), "{args:?}");
    }
}

#[test]
fn play_command_without_a_terminal_runs_commands_on_the_default_scenario() {
    let o = skirmish(&[], "reach grom\nlos a1 a3\n");
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    assert_eq!(
        text(&o.stdout),
        "reach grom: b1 c1 a2 c2 a3 b3\nlos a1 a3: yes\n"
    );
}

#[test]
fn the_binary_works_from_any_directory_with_embedded_scripts() {
    let tmp = std::env::temp_dir();
    let o = Command::new(env!("CARGO_BIN_EXE_skirmish"))
        .args(["run", "-"])
        .current_dir(&tmp)
        .env("SKIRMISH_ROOT", tmp.join("no-such-skirmish-root"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .and_then(|mut c| {
            c.stdin
                .take()
                .unwrap()
                .write_all(b"load intro\nclose a1 a2\n")?;
            c.wait_with_output()
        })
        .unwrap();
    assert_eq!(text(&o.stdout), "loaded intro\nclose a1 a2: yes\n");
}
