//! The modder's live console (issue 24, item 2): `dev on`, then `give`, `take`, `set` change
//! the game outside the rules (logged as `dev: …`, recorded as inputs: saved, replayed by
//! `load --verify` byte for byte, taken back by `undo`), `lua EXPR` reads the live game
//! without changing it, `rig clear` forgets rigged dice (and undo does not bring rolled or
//! cleared dice back), and `source FILE` runs a file of commands in the session.

mod common;
use common::{run, skirmish, text};

use skirmish::assets::Assets;
use skirmish::completion::Words;
use skirmish::session::Session;

fn intro() -> Session {
    let mut s = Session::new(Assets::locate());
    run(&mut s, "load intro");
    run(&mut s, "new 1");
    s
}

fn engine_log(s: &mut Session) -> String {
    run(s, "log all --engine")
}

/// `line` fails with an error containing `want`, and the game's log is as before.
fn refused(s: &mut Session, line: &str, want: &str) {
    let before = engine_log(s);
    let inputs = s.game.as_ref().map(|g| g.inputs().len());
    let e = s.execute(line).expect_err(line);
    assert!(e.contains(want), "`{line}`: {e}");
    assert_eq!(engine_log(s), before, "`{line}` changed the game");
    assert_eq!(s.game.as_ref().map(|g| g.inputs().len()), inputs, "{line}");
}

fn cards_of(s: &mut Session, figure: &str) -> Vec<String> {
    run(s, &format!("show {figure}"))
        .lines()
        .filter_map(|l| l.trim().strip_prefix("card #"))
        .map(|l| l.split_once(' ').unwrap().1.to_string())
        .collect()
}

#[test]
fn console_commands_need_dev_mode_and_say_so() {
    let mut s = intro();
    for (line, why) in [
        ("give flaming_sword grom", "outside the rules"),
        ("take rusty_blade grom", "outside the rules"),
        ("set grom.wounds 2", "outside the rules"),
        // Visibility: `lua` reads what the side at the screen may not see.
        ("lua game.figure(\"grom\").wounds", "may not see"),
    ] {
        refused(&mut s, line, why);
        refused(&mut s, line, "dev on");
    }
    let out = run(&mut s, "dev on");
    assert!(out.contains("outside the rules"), "{out}");
    run(&mut s, "dev off");
    refused(&mut s, "give flaming_sword grom", "dev on");
}

#[test]
fn give_adds_the_card_logged_as_dev_and_undo_takes_it_back() {
    let mut s = intro();
    run(&mut s, "dev on");
    assert_eq!(cards_of(&mut s, "grom"), ["grom", "rusty_blade"]);
    let out = run(&mut s, "give flaming_sword grom");
    assert!(out.contains("dev: give flaming_sword grom"), "{out}");
    assert_eq!(
        cards_of(&mut s, "grom"),
        ["grom", "rusty_blade", "flaming_sword"]
    );
    assert!(run(&mut s, "log 3").contains("dev: give flaming_sword grom"));
    // The card is the game's: the card API sees it.
    let lua = run(&mut s, "lua game.figure(\"grom\"):cards()");
    assert!(lua.contains("flaming_sword"), "{lua}");
    run(&mut s, "undo");
    assert_eq!(cards_of(&mut s, "grom"), ["grom", "rusty_blade"]);
    run(&mut s, "redo");
    assert_eq!(
        cards_of(&mut s, "grom"),
        ["grom", "rusty_blade", "flaming_sword"]
    );
    // An answer after it, then undo twice: the answer, then the give.
    run(&mut s, "activate grom");
    run(&mut s, "undo 2");
    assert_eq!(cards_of(&mut s, "grom"), ["grom", "rusty_blade"]);
}

#[test]
fn give_refuses_bad_cards_figures_and_what_the_rules_forbid() {
    let mut s = intro();
    run(&mut s, "dev on");
    refused(&mut s, "give no_such_card grom", "no card `no_such_card`");
    refused(&mut s, "give flaming_sword nobody", "no figure `nobody`");
    refused(&mut s, "give flaming_sword", "usage: give CARD FIGURE");
    // A card of another ruleset is named as such.
    refused(&mut s, "give charm_of_warding grom", "arena ruleset");
    // Arcadia's inventory: monsters hold no upgrade cards, and a hero has four slots.
    refused(
        &mut s,
        "give flaming_sword orc1",
        "monsters hold no upgrade cards",
    );
    for _ in 0..3 {
        run(&mut s, "give flaming_sword grom");
    }
    refused(&mut s, "give flaming_sword grom", "no free inventory slot");
    run(&mut s, "take flaming_sword grom");
    run(&mut s, "give flaming_sword grom");
}

#[test]
fn take_removes_a_held_card_and_refuses_one_not_held() {
    let mut s = intro();
    run(&mut s, "dev on");
    refused(
        &mut s,
        "take flaming_sword grom",
        "it holds: grom, rusty_blade",
    );
    refused(&mut s, "take rusty_blade nobody", "no figure `nobody`");
    let out = run(&mut s, "take rusty_blade grom");
    assert!(out.contains("dev: take rusty_blade grom"), "{out}");
    assert_eq!(cards_of(&mut s, "grom"), ["grom"]);
    let lua = run(&mut s, "lua #game.figure(\"grom\"):cards()");
    assert_eq!(lua, "1");
    run(&mut s, "undo");
    assert_eq!(cards_of(&mut s, "grom"), ["grom", "rusty_blade"]);
}

#[test]
fn set_changes_known_figure_fields_with_their_type_and_refuses_others() {
    let mut s = intro();
    run(&mut s, "dev on");
    let out = run(&mut s, "set grom.wounds 2");
    assert!(out.contains("dev: set grom.wounds 2"), "{out}");
    assert_eq!(run(&mut s, "lua game.figure(\"grom\").wounds"), "2");
    let out = run(&mut s, "set grom.at b1");
    assert!(out.contains("grom at b1"), "{out}");
    assert!(run(&mut s, "show grom").starts_with("grom (blue) at b1"));
    refused(&mut s, "set grom.wounds two", "not a whole number");
    refused(&mut s, "set grom.colour red", "no field `colour`");
    refused(
        &mut s,
        "set grom.colour red",
        "grom's fields: at, defence, life",
    );
    refused(&mut s, "set nobody.wounds 1", "no figure `nobody`");
    refused(&mut s, "set grom.at zz99", "zz99");
    refused(&mut s, "set grom wounds", "usage: set FIGURE.FIELD VALUE");
    refused(&mut s, "set grom.wounds", "usage: set FIGURE.FIELD VALUE");
    run(&mut s, "undo 2");
    assert_eq!(run(&mut s, "lua game.figure(\"grom\").wounds"), "0");
    assert!(run(&mut s, "show grom").starts_with("grom (blue) at a1"));
}

#[test]
fn lua_reads_the_live_game_and_changes_nothing() {
    let mut s = intro();
    run(&mut s, "dev on");
    assert_eq!(run(&mut s, "lua 1 + 2"), "3");
    assert_eq!(run(&mut s, "lua \"a\" .. \"b\""), "\"ab\"");
    // Figures and cards by id; tables one level deep.
    assert_eq!(run(&mut s, "lua game.figure(\"grom\")"), "grom");
    assert_eq!(
        run(&mut s, "lua game.figure(\"grom\"):cards()"),
        "{#1 grom, #2 rusty_blade}"
    );
    assert_eq!(
        run(&mut s, "lua {1, {2}, x = \"y\"}"),
        "{1, {…}, x = \"y\"}"
    );
    // A chunk with statements, and `#` (not a comment to `lua`).
    assert_eq!(
        run(&mut s, "lua local n = #game.figures() return n, n > 0"),
        "10\ntrue"
    );
    // Writes are refused and the game is unchanged; globals it sets do not last.
    let before = engine_log(&mut s);
    refused(
        &mut s,
        "lua (function() game.figure(\"grom\").wounds = 3 end)()",
        "read-only",
    );
    refused(&mut s, "lua game.log(\"hello\")", "read-only");
    run(&mut s, "lua x = 5");
    assert_eq!(run(&mut s, "lua x"), "nil");
    // Errors are shown; an endless loop runs out of its budget.
    refused(&mut s, "lua nosuch.field", "nosuch");
    // An unfinished expression is reported as one (not as a statement refused at its `1`);
    // a broken statement as a statement.
    refused(&mut s, "lua 1 +", "lua:1: unexpected symbol near <eof>");
    refused(
        &mut s,
        "lua local x = ",
        "lua:1: unexpected symbol near <eof>",
    );
    refused(&mut s, "lua for i = 1 do end", "',' expected near 'do'");
    refused(&mut s, "lua while true do end", "budget");
    refused(&mut s, "lua", "usage: lua EXPR");
    assert_eq!(engine_log(&mut s), before);
    // The game goes on as before.
    run(&mut s, "activate grom");
}

/// The range scenario's attack by diva (from the player-log tests): its roll lines.
fn attack(rig: &[&str]) -> (Session, String) {
    let mut s = Session::new(Assets::locate());
    run(&mut s, "load tests/scenarios/range.yaml");
    run(&mut s, "new 5");
    run(&mut s, "activate diva");
    for line in rig {
        run(&mut s, line);
    }
    let out = run(&mut s, "attack diva nova_bolt goblin1");
    let roll = out
        .lines()
        .find(|l| l.contains("roll #1 attack"))
        .unwrap_or_else(|| panic!("{out}"))
        .to_string();
    (s, roll)
}

#[test]
fn rig_clear_forgets_rigged_faces() {
    let (_, unrigged) = attack(&[]);
    let (_, rigged) = attack(&["rig attack crit ranged melee"]);
    assert_ne!(rigged, unrigged);
    for clear in ["rig clear", "rig clear attack"] {
        let (_, cleared) = attack(&["rig attack crit ranged melee", clear]);
        assert_eq!(cleared, unrigged, "{clear}");
    }
    // Clearing another die's faces leaves these.
    let (_, other) = attack(&["rig attack crit ranged melee", "rig clear defence"]);
    assert_eq!(other, rigged);
    let mut s = intro();
    refused(&mut s, "rig clear bogus", "unknown die `bogus`");
    refused(&mut s, "rig clear attack extra", "usage: rig");
}

#[test]
fn undo_leaves_rigged_dice_as_they_stand() {
    let (_, unrigged) = attack(&[]);
    let (_, rigged) = attack(&["rig attack crit ranged melee"]);
    // Faces rolled do not come back when the attack is undone: the attack again rolls as
    // an unrigged game's would.
    let (mut s, _) = attack(&["rig attack crit ranged melee"]);
    run(&mut s, "undo");
    let again = run(&mut s, "attack diva nova_bolt goblin1");
    assert!(again.contains(&unrigged), "{again}");
    // Faces rigged and not rolled yet stay rigged across an undo of an earlier answer.
    let mut s = Session::new(Assets::locate());
    run(&mut s, "load tests/scenarios/range.yaml");
    run(&mut s, "new 5");
    run(&mut s, "activate diva");
    run(&mut s, "rig attack crit ranged melee");
    run(&mut s, "undo");
    run(&mut s, "activate diva");
    let out = run(&mut s, "attack diva nova_bolt goblin1");
    assert!(out.contains(&rigged), "{out}");
    // Dice cleared stay cleared across an undo of an unrelated answer.
    let mut s = Session::new(Assets::locate());
    run(&mut s, "load tests/scenarios/range.yaml");
    run(&mut s, "new 5");
    run(&mut s, "rig attack crit ranged melee");
    run(&mut s, "activate diva");
    run(&mut s, "rig clear");
    run(&mut s, "undo");
    run(&mut s, "activate diva");
    let out = run(&mut s, "attack diva nova_bolt goblin1");
    assert!(out.contains(&unrigged), "{out}");
}

#[test]
fn dev_changes_are_saved_and_replay_byte_for_byte() {
    let dir = std::env::temp_dir().join(format!("skirmish-dev-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let save = dir.join("dev.save");
    let save = save.to_str().unwrap();
    let mut s = intro();
    run(&mut s, "dev on");
    run(&mut s, "give flaming_sword grom");
    run(&mut s, "activate grom");
    run(&mut s, "set grom.wounds 3");
    run(&mut s, "take rusty_blade grom");
    run(&mut s, "rig attack crit");
    run(&mut s, "rig clear");
    let log = engine_log(&mut s);
    run(&mut s, &format!("save {save}"));
    let saved = std::fs::read_to_string(save).unwrap();
    assert!(
        saved.contains("command: give flaming_sword grom"),
        "{saved}"
    );
    assert!(saved.contains("!unrig"), "{saved}");
    for load in ["load", "load --verify"] {
        let mut t = Session::new(Assets::locate());
        let out = run(&mut t, &format!("{load} {save}"));
        if load.ends_with("verify") {
            assert!(out.contains("byte for byte"), "{out}");
        }
        assert_eq!(engine_log(&mut t), log, "{load}");
        assert_eq!(cards_of(&mut t, "grom"), ["grom", "flaming_sword"]);
        // Undo after loading takes the last dev change back.
        run(&mut t, "undo");
        assert_eq!(
            cards_of(&mut t, "grom"),
            ["grom", "rusty_blade", "flaming_sword"]
        );
    }
    // A save whose dev command no longer applies is refused with its input named.
    let bad = saved.replace("give flaming_sword grom", "give flaming_sword nobody");
    let bad_path = dir.join("bad.save");
    std::fs::write(&bad_path, bad).unwrap();
    let mut t = Session::new(Assets::locate());
    let e = t
        .execute(&format!("load --verify {}", bad_path.display()))
        .unwrap_err();
    assert!(e.contains("give flaming_sword nobody"), "{e}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn source_runs_a_file_of_commands_and_stops_at_the_first_error() {
    let dir = std::env::temp_dir().join(format!("skirmish-source-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let good = dir.join("try.txt");
    std::fs::write(
        &good,
        "# try a card\ndev on\ngive flaming_sword grom\n\nlua #game.figure(\"grom\"):cards()\n",
    )
    .unwrap();
    let mut s = intro();
    let out = run(&mut s, &format!("source {}", good.display()));
    assert!(out.contains("dev: give flaming_sword grom"), "{out}");
    assert!(out.ends_with("\n3"), "{out}");
    let bad = dir.join("bad.txt");
    std::fs::write(
        &bad,
        "give flaming_sword maya\ngive nothing maya\ngive flaming_sword zazu\n",
    )
    .unwrap();
    let e = s.execute(&format!("source {}", bad.display())).unwrap_err();
    assert!(
        e.contains("dev: give flaming_sword maya"),
        "what ran first: {e}"
    );
    assert!(
        e.contains("bad.txt:2: `give nothing maya`: no card `nothing`"),
        "{e}"
    );
    assert_eq!(
        cards_of(&mut s, "zazu").len(),
        cards_of(&mut intro(), "zazu").len()
    );
    // A file that sources itself stops.
    let looping = dir.join("loop.txt");
    std::fs::write(&looping, format!("source {}\n", looping.display())).unwrap();
    let e = s
        .execute(&format!("source {}", looping.display()))
        .unwrap_err();
    assert!(e.contains("more than 8 deep"), "{e}");
    refused(&mut s, "source /no/such/file.txt", "file.txt");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_binary_runs_the_console_and_help_lists_it() {
    let out = skirmish(
        &["run", "-"],
        "load intro\nnew 1\ndev on\ngive flaming_sword grom\nlua game.figure(\"grom\"):cards()\n",
    );
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains("  · dev: give flaming_sword grom"),
        "{stdout}"
    );
    assert!(
        stdout.contains("{#1 grom, #2 rusty_blade, #27 flaming_sword}"),
        "{stdout}"
    );
    let help = skirmish(&["run", "-"], "help\n");
    let help = text(&help.stdout);
    for cmd in [
        "dev on|off",
        "give CARD FIGURE",
        "take CARD FIGURE",
        "set FIGURE.FIELD VALUE",
        "lua EXPR",
        "source FILE",
        "clear [DIE]",
    ] {
        assert!(help.contains(cmd), "{cmd}: {help}");
    }
}

#[test]
fn completion_offers_api_names_ids_and_the_new_words() {
    let mut s = intro();
    run(&mut s, "dev on");
    let w = Words::of(&s);
    let (at, v) = w.complete("lua game.figu");
    assert_eq!(at, 4);
    assert_eq!(v, ["game.figure", "game.figures"]);
    let (at, v) = w.complete("lua #game.figure(\"gr");
    assert_eq!(at, "lua #game.figure(\"".len());
    // Figure and card ids.
    assert!(v.contains(&"grom".to_string()), "{v:?}");
    assert!(v.contains(&"great_axe".to_string()), "{v:?}");
    assert!(v.iter().all(|x| x.starts_with("gr")), "{v:?}");
    assert_eq!(w.complete("give flaming_s").1, ["flaming_sword"]);
    assert!(
        w.complete("give flaming_sword ")
            .1
            .contains(&"grom".to_string())
    );
    assert_eq!(w.complete("rig cl").1, ["clear"]);
    assert_eq!(w.complete("set gro").1, ["grom."]);
    assert_eq!(w.complete("dev o").1, ["off", "on"]);
    assert!(w.complete("so").1.contains(&"source".to_string()));
}
