//! `save` and `load` of a running game: a save replays to the same game byte for byte, is
//! written atomically, and a bad or stale save is refused without touching the session.

use skirmish::assets::Assets;
use skirmish::session::Session;

fn session() -> Session {
    Session::new(Assets::locate())
}

fn run(s: &mut Session, line: &str) -> String {
    s.execute(line)
        .unwrap_or_else(|e| panic!("`{line}` failed: {e}"))
        .0
}

fn err(s: &mut Session, line: &str) -> String {
    match s.execute(line) {
        Ok((out, _)) => panic!("`{line}` should fail, printed:\n{out}"),
        Err(e) => e,
    }
}

fn whole_log(s: &mut Session) -> String {
    run(s, "log all")
}

fn tmp(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("skirmish-save-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

/// Plays `n` answers, always the option at a position picked by a fixed pattern, so the game
/// goes through moves, attacks and rests without any randomness in the test itself.
fn play(s: &mut Session, n: usize) {
    for i in 0..n {
        let choices = match s.execute("choices") {
            Ok((c, _)) => c,
            Err(_) => return,
        };
        if choices.starts_with("game over") {
            return;
        }
        let count = choices.lines().filter(|l| l.starts_with("  ")).count();
        let pick = 1 + (i * 7 + 3) % count;
        run(s, &format!("choose {pick}"));
    }
}

#[test]
fn a_saved_game_loads_to_the_same_log_and_choice_and_plays_on_identically() {
    let path = tmp("round_trip.yaml");
    let mut a = session();
    run(&mut a, "load intro");
    run(&mut a, "new 42");
    play(&mut a, 40);
    run(&mut a, "rig attack crit melee");
    let saved = run(&mut a, &format!("save {}", path.display()));
    assert!(saved.starts_with("saved "), "{saved}");

    let mut b = session();
    let loaded = run(&mut b, &format!("load {}", path.display()));
    assert!(loaded.contains("seed 42"), "{loaded}");
    assert!(!loaded.contains("note:"), "{loaded}");
    assert_eq!(whole_log(&mut a), whole_log(&mut b));
    assert_eq!(run(&mut a, "choices"), run(&mut b, "choices"));
    assert_eq!(run(&mut a, "seed"), run(&mut b, "seed"));
    // The rigged faces were saved too: both games go on with the same dice.
    play(&mut a, 60);
    play(&mut b, 60);
    assert_eq!(whole_log(&mut a), whole_log(&mut b));
    // Undo reaches back past the load point, as if the game had never been saved.
    run(&mut b, "undo");
    run(&mut a, "undo");
    assert_eq!(whole_log(&mut a), whole_log(&mut b));
}

#[test]
fn saving_replaces_the_file_whole_and_leaves_no_temporary_file() {
    // A directory of its own: other tests save beside `tmp` files at the same time.
    let dir = tmp("replace-dir");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("replace.yaml");
    std::fs::write(
        &path,
        "old contents that are much longer than nothing at all\n".repeat(500),
    )
    .unwrap();
    let mut s = session();
    run(&mut s, "load intro");
    run(&mut s, "new 3");
    play(&mut s, 5);
    run(&mut s, &format!("save {}", path.display()));
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(
        text.starts_with("format: skirmish-save\nversion: 2\n"),
        "{text}"
    );
    assert!(!text.contains("old contents"));
    let leftovers: Vec<_> = std::fs::read_dir(path.parent().unwrap())
        .unwrap()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().contains(".tmp-"))
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");
}

#[test]
fn save_needs_a_game_and_a_writable_place() {
    let mut s = session();
    assert!(err(&mut s, "save x.yaml").contains("no game running"));
    run(&mut s, "load intro");
    run(&mut s, "new");
    let e = err(&mut s, "save /nonexistent-dir/sub/x.yaml");
    assert!(
        e.starts_with("cannot save to /nonexistent-dir/sub/x.yaml"),
        "{e}"
    );
    assert!(
        err(&mut s, "save").contains("usage"),
        "bare save is refused"
    );
}

#[test]
fn unsaved_tracks_answers_since_the_last_save() {
    let path = tmp("unsaved.yaml");
    let mut s = session();
    run(&mut s, "load intro");
    run(&mut s, "new");
    assert!(!s.unsaved(), "a fresh game has nothing to lose");
    play(&mut s, 2);
    assert!(s.unsaved());
    run(&mut s, &format!("save {}", path.display()));
    assert!(!s.unsaved());
    play(&mut s, 1);
    assert!(s.unsaved());
}

/// Loads `text` as a save into a session that already runs a game, expects an error containing
/// `needle`, and checks the running game was not touched.
fn refused(name: &str, text: &str, needle: &str) {
    let path = tmp(name);
    std::fs::write(&path, text).unwrap();
    let mut s = session();
    run(&mut s, "load intro");
    run(&mut s, "new 9");
    play(&mut s, 6);
    let before = (whole_log(&mut s), run(&mut s, "choices"));
    let e = err(&mut s, &format!("load {}", path.display()));
    assert!(e.contains(needle), "expected `{needle}` in: {e}");
    assert_eq!(before, (whole_log(&mut s), run(&mut s, "choices")));
}

fn a_save(answers: usize) -> String {
    let path = tmp(&format!("base-{answers}.yaml"));
    let mut s = session();
    run(&mut s, "load intro");
    run(&mut s, "new 9");
    play(&mut s, answers);
    run(&mut s, &format!("save {}", path.display()));
    std::fs::read_to_string(&path).unwrap()
}

#[test]
fn a_newer_format_version_is_refused_by_name() {
    let text = a_save(4).replace("version: 2\n", "version: 3\n");
    refused(
        "v3.yaml",
        &text,
        "format version 3; this skirmish reads version 2",
    );
}

#[test]
fn a_damaged_save_is_refused() {
    let text = a_save(5);
    let cut = &text[..text.find("inputs:").unwrap() + 12];
    refused("cut.yaml", cut, "damaged saved game");
}

#[test]
fn a_save_whose_answers_no_longer_fit_names_the_input() {
    let text = a_save(6);
    // Claim the first answer chose an option the game never offers.
    let i = text.find("\n  key: ").unwrap() + "\n  key: ".len();
    let end = text[i..].find('\n').unwrap() + i;
    let tampered = format!("{}nobody{}", &text[..i], &text[end..]);
    // `load` restores the saved state without replaying that answer; `load --verify` replays
    // every answer and names the one that no longer fits.
    let path = tmp("stale.yaml");
    std::fs::write(&path, &tampered).unwrap();
    let mut s = session();
    run(&mut s, &format!("load {}", path.display()));
    assert!(s.game.is_some());
    let before = whole_log(&mut s);
    let e = err(&mut s, &format!("load --verify {}", path.display()));
    assert!(
        e.contains("input 1 answered `nobody`, but the game now offers"),
        "{e}"
    );
    assert_eq!(whole_log(&mut s), before, "a refused load changes nothing");
}

#[test]
fn a_changed_log_is_reported_but_the_game_still_loads() {
    let text = a_save(7);
    // Rewrite the first logged event, as if a script now logged something else.
    let i = text.find("\n- event ").unwrap() + "\n- event ".len();
    let relogged = format!("{}something_else {}", &text[..i], &text[i..]);
    let path = tmp("relogged.yaml");
    std::fs::write(&path, relogged).unwrap();
    let mut s = session();
    let out = run(&mut s, &format!("load {}", path.display()));
    assert!(
        out.contains("note: the loaded game's log differs from the saved one from entry"),
        "{out}"
    );
    assert!(s.game.is_some());
    // Replayed from the start, the game logs what the scripts log, not what the save says.
    let out = run(&mut s, &format!("load --verify {}", path.display()));
    assert!(
        out.contains("note: the replayed log differs from the saved one from entry"),
        "{out}"
    );
}

#[test]
fn a_saved_state_that_does_not_fit_its_scenario_is_refused() {
    let text = a_save(8);
    // The saved board loses a door: not the scenario's board any more.
    let at = text
        .find("    diagram: |")
        .expect("the state holds the board");
    let (head, tail) = text.split_at(at);
    let walled = format!("{head}{}", tail.replacen("-D-", "---", 1));
    assert_ne!(walled, text);
    refused(
        "walled.yaml",
        &walled,
        "damaged saved game: the board is not the scenario's",
    );
    // A figure the scenario does not have.
    let renamed = format!("{head}{}", tail.replacen("- id: grom", "- id: gorm", 1));
    assert_ne!(renamed, text);
    refused("renamed.yaml", &renamed, "damaged saved game");
}

#[test]
fn load_still_reads_scenarios() {
    let mut s = session();
    assert_eq!(run(&mut s, "load intro"), "loaded intro");
    assert!(s.game.is_none());
}

#[test]
fn load_verify_replays_the_save_and_checks_its_log() {
    let mut a = session();
    run(&mut a, "load intro");
    run(&mut a, "new 3");
    play(&mut a, 40);
    let path = tmp("verify.yaml");
    let p = path.to_str().unwrap().to_string();
    run(&mut a, &format!("save {p}"));
    let mut b = session();
    let out = run(&mut b, &format!("load --verify {p}"));
    assert!(
        out.contains("the log is the saved one byte for byte"),
        "{out}"
    );
    assert_eq!(whole_log(&mut b), whole_log(&mut a));
    // A save whose log no longer matches the scripts is reported, and still loads.
    let text = std::fs::read_to_string(&path).unwrap();
    let changed = text.replacen("- set game turn = 1", "- set game turn = 9", 1);
    assert_ne!(changed, text);
    std::fs::write(&path, changed).unwrap();
    let out = run(&mut b, &format!("load --verify {p}"));
    assert!(out.contains("differs from the saved one"), "{out}");
    // --verify of a scenario (not a save) is refused and changes nothing.
    let before = whole_log(&mut b);
    let e = err(&mut b, "load --verify scripts/arcadia/scenarios/intro.yaml");
    assert!(e.contains("not a saved game"), "{e}");
    assert_eq!(whole_log(&mut b), before);
}
