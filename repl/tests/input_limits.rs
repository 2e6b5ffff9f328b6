//! Files people name and hostile input (issue 23, item 6): `run` and `load` read regular files
//! within a size limit only, say what is wrong with any other, and a refused `load` leaves the
//! session's game as it was; a save killed mid-write leaves a temporary file that the next
//! save or load of that path removes.

mod common;

use std::path::PathBuf;
use std::time::{Duration, Instant};

use common::{skirmish, text};
use skirmish::assets::Assets;
use skirmish::session::Session;

fn tmp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("skirmish-limits-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

fn run(s: &mut Session, line: &str) -> String {
    s.execute(line)
        .unwrap_or_else(|e| panic!("`{line}` failed: {e}"))
        .0
}

/// A session playing intro a few answers in.
fn playing() -> Session {
    let mut s = Session::new(Assets::locate());
    run(&mut s, "load intro");
    run(&mut s, "new 9");
    for pick in [2, 1, 3] {
        run(&mut s, &format!("choose {pick}"));
    }
    s
}

/// What a refused command must leave as it was.
fn snapshot(s: &mut Session) -> (String, String, Option<String>) {
    (
        run(s, "log all"),
        run(s, "choices"),
        s.loaded.as_ref().map(|l| l.path.clone()),
    )
}

/// `line` fails within a second (a release build's) with an error containing `needle`, and
/// the session's scenario and game are as they were.
fn refused(s: &mut Session, line: &str, needle: &str) {
    let before = snapshot(s);
    let t = Instant::now();
    let e = match s.execute(line) {
        Ok((out, _)) => panic!("`{line}` should fail, printed:\n{out}"),
        Err(e) => e,
    };
    let limit = Duration::from_secs(if cfg!(debug_assertions) { 5 } else { 1 });
    assert!(t.elapsed() < limit, "`{line}`: {:?}", t.elapsed());
    assert!(e.contains(needle), "`{line}`: expected `{needle}` in: {e}");
    assert_eq!(before, snapshot(s), "`{line}` changed the session");
}

/// A file of `len` bytes that takes no room on disk.
fn sparse(name: &str, len: u64) -> PathBuf {
    let p = tmp(name);
    std::fs::File::create(&p).unwrap().set_len(len).unwrap();
    p
}

#[test]
#[cfg(unix)]
fn load_of_a_device_says_so_at_once() {
    // It read /dev/zero for 12 s and 1 GB, then said "no such file".
    let mut s = playing();
    refused(
        &mut s,
        "load /dev/zero",
        "/dev/zero is not a regular file (it is a character device)",
    );
    refused(
        &mut s,
        "load --verify /dev/zero",
        "load --verify: /dev/zero is not a regular file (it is a character device)",
    );
    refused(
        &mut s,
        "campaign load /dev/zero",
        "/dev/zero is not a regular file (it is a character device)",
    );
}

#[test]
fn load_of_a_directory_or_an_oversized_file_says_so() {
    let mut s = playing();
    let dir = tmp("a-directory");
    std::fs::create_dir_all(&dir).unwrap();
    refused(
        &mut s,
        &format!("load {}", dir.display()),
        &format!(
            "cannot read scenario: {} is a directory, not a file",
            dir.display()
        ),
    );
    // Larger than a save may be (8 MiB): refused by its size, nothing read.
    let big = sparse("big.yaml", 9 << 20);
    refused(
        &mut s,
        &format!("load {}", big.display()),
        &format!(
            "{} is 9437184 bytes, more than the 8388608 bytes allowed",
            big.display()
        ),
    );
    // Within a save's size but larger than a scenario may be: read, then refused as YAML.
    let scenario = tmp("big-scenario.yaml");
    std::fs::write(
        &scenario,
        format!("ruleset: arcadia\nname: {}\n", "x".repeat(5 << 20)),
    )
    .unwrap();
    refused(
        &mut s,
        &format!("load {}", scenario.display()),
        "bytes of YAML, more than the 4194304 bytes allowed",
    );
    for p in [big, scenario] {
        let _ = std::fs::remove_file(p);
    }
}

#[test]
#[cfg(unix)]
fn load_of_a_fifo_does_not_wait_for_a_writer() {
    let fifo = tmp("a-fifo");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    if !made.is_ok_and(|s| s.success()) {
        eprintln!("no mkfifo here: skipped");
        return;
    }
    let mut s = playing();
    refused(
        &mut s,
        &format!("load {}", fifo.display()),
        "is not a regular file (it is a FIFO)",
    );
    // Nor does save replace it.
    refused(
        &mut s,
        &format!("save {}", fifo.display()),
        "it is a FIFO, not a regular file",
    );
}

#[test]
fn hostile_scenarios_and_saves_are_refused_and_the_game_goes_on() {
    let mut s = playing();
    // Tile rows repeated by YAML aliases: 20 KB that built a 10002×10002 board and aborted.
    let n = 3334;
    let row = format!("&r [{}]", vec!["1A"; n].join(","));
    let rows: Vec<&str> = std::iter::once(row.as_str())
        .chain(std::iter::repeat_n("*r", n - 1))
        .collect();
    let aliased = tmp("aliased.yaml");
    std::fs::write(
        &aliased,
        format!(
            "ruleset: arcadia\nname: hostile\ntiles: [{}]\n",
            rows.join(",")
        ),
    )
    .unwrap();
    refused(
        &mut s,
        &format!("load {}", aliased.display()),
        "more than 250000 YAML values",
    );
    // A board of more cells than allowed, drawn as tiles.
    let wide = tmp("wide.yaml");
    let row = format!("  - \"{}\"\n", vec!["1A"; 100].join(" "));
    std::fs::write(
        &wide,
        format!("ruleset: arcadia\nname: wide\ntiles:\n{}", row.repeat(100)),
    )
    .unwrap();
    refused(
        &mut s,
        &format!("load {}", wide.display()),
        "a board of 300×300 = 90000 cells is too large (at most 65536 cells and 65535 a side)",
    );
    // Nested 100,000 deep: 30 s of parsing before.
    let deep = tmp("deep.yaml");
    std::fs::write(
        &deep,
        format!("ruleset: arcadia\nx: {}\n", "[".repeat(100_000)),
    )
    .unwrap();
    refused(
        &mut s,
        &format!("load {}", deep.display()),
        "deep.yaml: line 2: YAML nested more than 64 levels deep",
    );
    // The same in a save.
    let save = tmp("good-save.yaml");
    run(&mut s, &format!("save {}", save.display()));
    let good = std::fs::read_to_string(&save).unwrap();
    let at = good.find("\nlog:\n").unwrap() + "\nlog:\n".len();
    let deep_save = tmp("deep-save.yaml");
    std::fs::write(
        &deep_save,
        format!(
            "{}- {}\n{}",
            &good[..at],
            "{a: ".repeat(100_000),
            &good[at..]
        ),
    )
    .unwrap();
    refused(
        &mut s,
        &format!("load {}", deep_save.display()),
        "YAML nested more than 64 levels deep",
    );
    // Deep inside the scenario a save carries.
    let inner = good.replacen(
        "scenario: ",
        &format!("scenario: |\n  x: {}\nold: ", "[".repeat(1000)),
        1,
    );
    assert_ne!(inner, good);
    let inner_save = tmp("inner-save.yaml");
    std::fs::write(&inner_save, inner).unwrap();
    refused(
        &mut s,
        &format!("load {}", inner_save.display()),
        "YAML nested more than 64 levels deep",
    );
    // After all that the game still plays.
    run(&mut s, "choose 1");
}

#[test]
#[cfg(unix)]
fn run_refuses_a_device_a_directory_and_a_huge_file() {
    let big = sparse("huge.cmd", 65 << 20);
    let dir = tmp("run-dir");
    std::fs::create_dir_all(&dir).unwrap();
    let (big, dir) = (big.display().to_string(), dir.display().to_string());
    for (file, message) in [
        (
            "/dev/zero",
            "error: run: /dev/zero is not a regular file (it is a character device)\n".to_string(),
        ),
        (
            dir.as_str(),
            format!("error: run: {dir} is a directory, not a file\n"),
        ),
        (
            big.as_str(),
            format!("error: run: {big} is 68157440 bytes, more than the 67108864 bytes allowed\n"),
        ),
    ] {
        let t = Instant::now();
        let o = skirmish(&["run", file], "");
        assert!(
            t.elapsed() < Duration::from_secs(5),
            "{file}: {:?}",
            t.elapsed()
        );
        assert_eq!(o.status.code(), Some(1), "{file}");
        assert_eq!(text(&o.stderr), message);
        assert_eq!(text(&o.stdout), "");
    }
    let _ = std::fs::remove_file(big);
}

#[test]
fn run_refuses_a_line_without_end() {
    // Standard input may be anything; a line is at most 1 MiB (/dev/zero piped in aborted).
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_skirmish"))
        .args(["run", "-"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    // skirmish stops reading at the long line: what it leaves unread breaks the pipe.
    let feed = std::thread::spawn(move || {
        use std::io::Write;
        let _ = stdin.write_all(format!("load intro\n{}", "x".repeat(2 << 20)).as_bytes());
    });
    let o = child.wait_with_output().unwrap();
    feed.join().unwrap();
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        text(&o.stderr),
        "error: line 2 is longer than 1048576 bytes\n"
    );
    // The lines before it ran.
    assert_eq!(text(&o.stdout), "loaded intro\n");
}

#[test]
fn a_save_killed_mid_write_leaves_nothing_the_next_save_or_load_keeps() {
    let dir = tmp("stale");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("game.yaml");
    let leftovers = || {
        let mut v: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .flatten()
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| n.contains(".tmp"))
            .collect();
        v.sort();
        v
    };
    // What a save killed mid-write leaves: half a save under the temporary name, from a
    // process that is gone, and one from an earlier process that had this process's id.
    let stale = |dir: &std::path::Path| {
        for name in [
            ".game.yaml.tmp-999999999-0".to_string(),
            format!(".game.yaml.tmp-{}-987654321", std::process::id()),
        ] {
            std::fs::write(
                dir.join(name),
                "format: skirmish-save\nversion: 2\nruleset: arc",
            )
            .unwrap();
        }
    };
    stale(&dir);
    // Not this save's: another file's, a name of another shape, a process still running.
    for keep in [
        ".other.yaml.tmp-999999999-0",
        ".game.yaml.tmp-notes",
        ".game.yaml.tmp-1-0",
    ] {
        std::fs::write(dir.join(keep), "").unwrap();
    }
    let kept = vec![
        ".game.yaml.tmp-1-0".to_string(),
        ".game.yaml.tmp-notes".to_string(),
        ".other.yaml.tmp-999999999-0".to_string(),
    ];
    let mut s = playing();
    let out = run(&mut s, &format!("save {}", path.display()));
    assert!(out.starts_with("saved "), "{out}");
    assert_eq!(leftovers(), kept);
    // A load of the path cleans them too, and loads the save.
    stale(&dir);
    let mut t = Session::new(Assets::locate());
    let out = run(&mut t, &format!("load {}", path.display()));
    assert!(out.contains("seed 9"), "{out}");
    assert_eq!(leftovers(), kept);
    assert_eq!(snapshot(&mut s), snapshot(&mut t));
}
