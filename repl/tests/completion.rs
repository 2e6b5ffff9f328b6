//! Tab completion offers what the grammar accepts at the cursor: commands, the pending choice's
//! options (whole lines or after `choose`), figure ids, card ids, coordinates, sides, bot
//! names, dice and faces, scenarios, and the campaign's subcommands and flags.

use skirmish::assets::Assets;
use skirmish::completion::Words;
use skirmish::session::Session;

fn started() -> Session {
    let mut s = Session::new(Assets::locate());
    s.execute("load intro").unwrap();
    s.execute("new 1").unwrap();
    s
}

fn complete(s: &Session, head: &str) -> (usize, Vec<String>) {
    Words::of(s).complete(head)
}

#[test]
fn commands_and_the_first_words_of_options_start_a_line() {
    let s = started();
    let (at, words) = complete(&s, "ca");
    assert_eq!((at, words), (0, vec!["campaign".to_string()]));
    let (_, words) = complete(&s, "");
    for w in [
        "load", "board", "legal", "why", "undo", "campaign", "show", "activate", "rest",
    ] {
        assert!(words.contains(&w.to_string()), "{w} missing from {words:?}");
    }
}

#[test]
fn a_pending_option_completes_as_a_whole_line_and_after_choose() {
    let s = started();
    let pending = s.option_keys();
    let first = pending[0].clone(); // "activate ..."
    let (at, words) = complete(&s, "activate ");
    assert_eq!(at, 0);
    assert!(words.contains(&first), "{words:?}");
    let (at, words) = complete(&s, "choose act");
    assert_eq!(at, "choose ".len());
    assert!(
        words.iter().all(|w| w.starts_with("activate ")),
        "{words:?}"
    );
    assert_eq!(
        words.len(),
        pending.iter().filter(|o| o.starts_with("act")).count()
    );
}

#[test]
fn figures_cards_and_coordinates_where_commands_take_them() {
    let s = started();
    let (_, words) = complete(&s, "show tro");
    assert_eq!(words, vec!["troll".to_string()]);
    let (_, words) = complete(&s, "show rusty");
    assert_eq!(words, vec!["rusty_blade".to_string()]);
    let (at, words) = complete(&s, "los a1 e");
    assert_eq!(at, "los a1 ".len());
    assert!(words.contains(&"e4".to_string()) && words.contains(&"e1".to_string()));
    // Blocking spaces are not spaces to complete.
    assert!(!words.contains(&"e2".to_string()), "{words:?}");
    let (_, words) = complete(&s, "los a1 e4 ");
    assert_eq!(words, vec!["as".to_string()]);
    let (_, words) = complete(&s, "los a1 e4 as gr");
    assert_eq!(words, vec!["grom".to_string()]);
    let (_, words) = complete(&s, "place zazu c");
    assert!(words.iter().all(|w| w.starts_with('c')) && words.contains(&"c1".to_string()));
    let (_, words) = complete(&s, "reach z");
    assert_eq!(words, vec!["zazu".to_string()]);
}

#[test]
fn sides_bots_dice_faces_and_scenarios() {
    let s = started();
    let (_, words) = complete(&s, "bot ");
    assert_eq!(words, vec!["blue".to_string(), "red".to_string()]);
    let (_, words) = complete(&s, "bot red ");
    assert_eq!(
        words,
        ["greedy", "off", "random", "search"].map(String::from)
    );
    let (_, words) = complete(&s, "rig ");
    assert_eq!(words, ["attack", "clear", "defence"].map(String::from));
    let (_, words) = complete(&s, "rig defence ");
    assert!(
        words.contains(&"blank".to_string()) && words.contains(&"shield".to_string()),
        "{words:?}"
    );
    let (_, words) = complete(&s, "rig attack crit m");
    assert_eq!(words, vec!["melee".to_string()]);
    let (_, words) = complete(&s, "load the_");
    assert!(words.contains(&"the_manor".to_string()), "{words:?}");
}

#[test]
fn campaign_subcommands_and_flags() {
    let s = started();
    let (_, words) = complete(&s, "campaign s");
    assert_eq!(words, ["save", "sheet", "status"].map(String::from));
    let (_, words) = complete(&s, "campaign new --b");
    assert_eq!(words, vec!["--bots".to_string()]);
    let (_, words) = complete(&s, "campaign new --bots g");
    assert_eq!(words, vec!["greedy".to_string()]);
    let (_, words) = complete(&s, "campaign new --episodic 3 --scenario district");
    assert_eq!(words, vec!["district_of_hammers".to_string()]);
}

#[test]
fn without_a_game_only_what_exists_is_offered() {
    let s = Session::new(Assets::locate());
    let (_, words) = complete(&s, "show ");
    assert!(words.is_empty(), "{words:?}");
    let (_, words) = complete(&s, "lo");
    assert_eq!(words, ["load", "log", "los"].map(String::from));
}
