//! `undo [N]` in the REPL: takes back N answers at once (the game returns to exactly where it
//! stood N answers ago), and a count the game cannot meet changes nothing.

use skirmish::assets::Assets;
use skirmish::session::Session;

fn run(s: &mut Session, line: &str) -> String {
    s.execute(line)
        .unwrap_or_else(|e| panic!("`{line}` failed: {e}"))
        .0
}

/// Answers the first option `n` times, returning the whole log before each answer.
fn play(s: &mut Session, n: usize) -> Vec<String> {
    let mut logs = Vec::new();
    for _ in 0..n {
        logs.push(run(s, "log all"));
        run(s, "choose 1");
    }
    logs
}

#[test]
fn undo_n_goes_back_n_answers() {
    let mut s = Session::new(Assets::locate());
    run(&mut s, "load intro");
    run(&mut s, "new 5");
    let logs = play(&mut s, 30);
    let out = run(&mut s, "undo 7");
    assert!(out.starts_with("undone 7 answers"), "{out}");
    assert_eq!(run(&mut s, "log all"), logs[30 - 7]);
    let out = run(&mut s, "undo");
    assert!(out.starts_with("undone\n"), "{out}");
    assert_eq!(run(&mut s, "log all"), logs[30 - 8]);
    // Going on from there plays the same game again.
    play(&mut s, 8);
    let again = run(&mut s, "log all");
    run(&mut s, "undo 8");
    assert_eq!(run(&mut s, "log all"), logs[30 - 8]);
    play(&mut s, 8);
    assert_eq!(run(&mut s, "log all"), again);
}

#[test]
fn undo_more_than_the_game_has_or_a_bad_count_changes_nothing() {
    let mut s = Session::new(Assets::locate());
    run(&mut s, "load intro");
    run(&mut s, "new 5");
    play(&mut s, 3);
    let before = run(&mut s, "log all");
    for bad in ["undo 4", "undo 0", "undo x", "undo 1 2"] {
        let e = s.execute(bad).expect_err(bad);
        assert!(!e.is_empty(), "{bad}");
        assert_eq!(run(&mut s, "log all"), before, "{bad}");
    }
    let e = s.execute("undo 4").unwrap_err();
    assert!(e.contains("has 3"), "{e}");
}

/// `redo` (issue 20, item 5): brings back what `undo` took back, one undo at a time, the game
/// exactly as it was; an answer after an undo makes the undone answers unreachable.
#[test]
fn redo_brings_back_what_undo_took_until_another_answer() {
    let mut s = Session::new(Assets::locate());
    run(&mut s, "load intro");
    run(&mut s, "new 5");
    let logs = play(&mut s, 12);
    let end = run(&mut s, "log all");
    run(&mut s, "undo 3");
    run(&mut s, "undo 2");
    assert_eq!(run(&mut s, "log all"), logs[12 - 5]);
    let out = run(&mut s, "redo");
    assert!(out.starts_with("redone\n"), "{out}");
    assert_eq!(run(&mut s, "log all"), logs[12 - 3], "the last undo first");
    run(&mut s, "redo");
    assert_eq!(run(&mut s, "log all"), end);
    let e = s.execute("redo").unwrap_err();
    assert!(e.contains("nothing to redo"), "{e}");
    assert_eq!(
        run(&mut s, "log all"),
        end,
        "a refused redo changes nothing"
    );
    // The redone game goes on as the original: undo reaches back through it.
    run(&mut s, "undo 12");
    assert_eq!(run(&mut s, "log all"), logs[0]);
    // An answer after an undo: the undone answers are gone for good.
    run(&mut s, "redo");
    assert_eq!(run(&mut s, "log all"), end);
    run(&mut s, "undo 2");
    run(&mut s, "choose 1");
    let now = run(&mut s, "log all");
    assert!(s.execute("redo").is_err());
    assert_eq!(run(&mut s, "log all"), now);
    assert!(s.execute("redo 2").is_err(), "redo takes no count");
    // A new game forgets the old one's undos.
    run(&mut s, "undo");
    run(&mut s, "new 6");
    assert!(s.execute("redo").is_err());
}
