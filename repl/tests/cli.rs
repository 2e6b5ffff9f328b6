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

#[test]
fn bench_profile_reports_where_the_intro_playout_spends_lua_instructions() {
    let o = skirmish(&["bench", "--profile", "1"], "");
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    assert!(
        out.starts_with("profile of 1 scripted playout(s) of the intro scenario"),
        "{out}"
    );
    for section in [
        "functions, inclusive (on the stack)",
        "functions, self (running)",
        "files, self",
        "lines, self",
        "kernel calls (",
    ] {
        assert!(out.contains(section), "missing `{section}` in\n{out}");
    }
    // The Arcadia rules drive the whole playout as steps (game.push), each called by the
    // prelude's step runner in a tail call, so nameless: one of them is on every sample's stack.
    assert!(
        out.contains("function (scripts/arcadia/rules.lua:"),
        "{out}"
    );
    // The same seeded playout runs the same instructions and kernel calls, in any process (the
    // build fixes Lua's string hash seed, so loops over hash tables visit keys alike).
    let again = text(&skirmish(&["bench", "--profile", "1"], "").stdout);
    let totals = |s: &str| -> Vec<String> {
        let (head, calls) = s.split_once("kernel calls").unwrap();
        let mut v: Vec<String> = head.lines().take(2).map(str::to_string).collect();
        v.push(calls.to_string());
        v
    };
    assert_eq!(totals(&out), totals(&again));

    // clap names the value it refuses (and the flag it was for), not `bench --profile`.
    for (bad, named) in [
        (&["bench", "--profile", "0"][..], "'0' for '--profile"),
        (&["bench", "--profile", "x"], "'x' for '--profile"),
        (&["bench", "--profile", "1", "2"], "'2'"),
    ] {
        let o = skirmish(bad, "");
        assert_eq!(o.status.code(), Some(1), "{bad:?}");
        let err = text(&o.stderr);
        assert!(err.starts_with("error: ") && err.contains(named), "{err}");
    }
}

#[test]
fn version_and_a_closed_pipe_and_a_filter_matching_nothing() {
    // `--version` names the build.
    let o = skirmish(&["--version"], "");
    assert_eq!(
        text(&o.stdout),
        format!("skirmish {}\n", env!("CARGO_PKG_VERSION"))
    );
    // A reader that stops at once (`skirmish ... | head`): no panic, no error text.
    let mut child = Command::new(env!("CARGO_BIN_EXE_skirmish"))
        .args(["run", "-"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    // Far more than a pipe holds; the process may be gone before all of it is written.
    let _ = child
        .stdin
        .take()
        .unwrap()
        .write_all("help api\n".repeat(200).as_bytes());
    let o = child.wait_with_output().unwrap();
    let err = text(&o.stderr);
    assert!(!err.contains("panicked"), "{err}");
    assert!(!err.contains("Broken pipe"), "{err}");
    // A test filter that matches nothing is a mistake, not a pass.
    let o = skirmish(&["test", "--filter", "no test has this name"], "");
    assert_eq!(o.status.code(), Some(1));
    assert!(
        text(&o.stderr).contains("no test matches --filter `no test has this name`"),
        "{}",
        text(&o.stderr)
    );
}

const SUBCOMMANDS: [&str; 9] = [
    "simulate", "balance", "campaign", "run", "dice", "test", "fuzz", "bench", "help",
];

#[test]
fn help_lists_every_subcommand_and_help_describes_each() {
    let o = skirmish(&["--help"], "");
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let help = text(&o.stdout);
    let commands = help
        .split_once("Commands:\n")
        .expect("a list of subcommands")
        .1;
    for sub in SUBCOMMANDS {
        assert!(
            commands
                .lines()
                .any(|l| l.trim_start().starts_with(&format!("{sub} "))),
            "`{sub}` is missing in\n{help}"
        );
    }
    // The REPL's own flags, the pointer to a subcommand's help.
    for flag in [
        "--ruleset <R>",
        "--seed <S>",
        "--plain",
        "--reveal",
        "--bots",
        "--hotseat",
    ] {
        assert!(help.contains(flag), "{flag} in\n{help}");
    }
    assert!(help.contains("skirmish SUBCOMMAND --help"), "{help}");
    // `skirmish help` is `skirmish --help`.
    assert_eq!(text(&skirmish(&["help"], "").stdout), help);

    // A subcommand's flags, each with its line of help.
    let o = skirmish(&["simulate", "--help"], "");
    assert_eq!(o.status.code(), Some(0));
    let simulate = text(&o.stdout);
    assert!(
        simulate.contains("--games <N>") && simulate.contains("How many games to play"),
        "{simulate}"
    );
    // `skirmish help SUB` is `skirmish SUB --help`.
    let o = skirmish(&["help", "fuzz"], "");
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let fuzz = text(&o.stdout);
    assert!(
        fuzz.contains("--forks") && fuzz.contains("--campaigns <GUILDS>"),
        "{fuzz}"
    );
    assert_eq!(text(&skirmish(&["fuzz", "--help"], "").stdout), fuzz);
    for sub in &SUBCOMMANDS[..8] {
        let o = skirmish(&[sub, "--help"], "");
        assert_eq!(o.status.code(), Some(0), "{sub}");
        assert!(
            text(&o.stdout).contains(&format!("Usage: skirmish {sub}")),
            "{sub}: {}",
            text(&o.stdout)
        );
    }
}

#[test]
fn command_line_mistakes_name_the_mistake_and_point_to_help() {
    for (args, named) in [
        (
            &["simulate", "--frobnicate"][..],
            "unexpected argument '--frobnicate'",
        ),
        (&["--frobnicate"], "unexpected argument '--frobnicate'"),
        (&["fuzz", "--games", "2"], "--seed <S>"),
        (
            &["fuzz", "--games", "two", "--seed", "1"],
            "'two' for '--games <N>'",
        ),
        (&["test", "--seed"], "a value is required for '--seed <S>'"),
        (
            &["help", "frobnicate"],
            "unrecognized subcommand 'frobnicate'",
        ),
        (
            &["--bots", "random", "--hotseat"],
            "'--bots <B[,B...]>' cannot be used with '--hotseat'",
        ),
    ] {
        let o = skirmish(args, "");
        assert_eq!(o.status.code(), Some(1), "{args:?}");
        assert_eq!(text(&o.stdout), "", "{args:?}");
        let err = text(&o.stderr);
        assert!(
            err.starts_with("error: ") && err.contains(named),
            "{args:?}: {err}"
        );
        assert!(err.contains("try '--help'"), "{args:?}: {err}");
    }
}

#[test]
fn help_into_a_closed_pipe_ends_quietly() {
    // `skirmish --help | head -1`: the reader is gone before (or while) the help is written.
    for args in [&["--help"][..], &["help", "simulate"]] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_skirmish"))
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        drop(child.stdout.take());
        let o = child.wait_with_output().unwrap();
        let err = text(&o.stderr);
        assert!(
            !err.contains("panicked") && !err.contains("Broken pipe"),
            "{err}"
        );
    }
}

/// `simulate --each` prints a line per game, in game order whatever the threads, that agrees
/// with the summary's counts, before the usual tables.
#[test]
fn simulate_each_lists_every_game_before_the_summary() {
    let args = |threads: &str| {
        skirmish(
            &[
                "simulate",
                "--games",
                "4",
                "--bots",
                "greedy,random",
                "--seed",
                "7",
                "--each",
                "--threads",
                threads,
            ],
            "",
        )
    };
    let one = args("1");
    let out = text(&one.stdout);
    assert_eq!(one.status.code(), Some(0), "{out}");
    assert_eq!(
        text(&args("2").stdout),
        out,
        "the same whatever the threads"
    );
    let lines: Vec<&str> = out.lines().collect();
    for (i, line) in lines[..4].iter().enumerate() {
        let seats = if i % 2 == 0 {
            "blue greedy, red random"
        } else {
            "blue random, red greedy"
        };
        let head = format!("game {i} (seed {}): {seats}; ", 7 + i);
        assert!(line.starts_with(&head), "`{line}` should start `{head}`");
        assert!(line.ends_with(" turns"), "{line}");
    }
    let greedy_won = lines[..4]
        .iter()
        .filter(|l| l.contains("won (greedy)"))
        .count();
    let wins = lines
        .iter()
        .find(|l| l.starts_with("wins: "))
        .expect("a wins line");
    assert!(
        wins.contains(&format!("greedy {greedy_won},")),
        "the lines agree with the summary: {out}"
    );
    assert_eq!(lines[4].split_whitespace().next(), Some("guild"), "{out}");
    // The REPL with the same seed and the same bots at the same seats plays the same game.
    let last = lines[3]; // game 3 (seed 10): blue random, red greedy; W won (...), T turns
    let winner = last
        .split("; ")
        .nth(1)
        .and_then(|e| e.split(' ').next())
        .unwrap();
    let turns = last
        .rsplit(", ")
        .next()
        .and_then(|t| t.strip_suffix(" turns"))
        .unwrap();
    let replay = skirmish(&["--seed", "10"], "bot blue random\nbot red greedy\n");
    let replay = text(&replay.stdout);
    assert!(
        replay.contains(&format!("winner={winner}")) && replay.contains(&format!("turn {turns}\n")),
        "`{last}` should be the REPL's game: {replay}"
    );
}
