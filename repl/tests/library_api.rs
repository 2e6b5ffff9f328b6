//! A front end of its own over the `skirmish` library (issue 22, item 3): no `Session`, no
//! REPL, no command line. It plays a game with two bots, then runs `simulate`, `balance`,
//! card tests, `fuzz` and a campaign through their library entry points, and checks each
//! report against what the `skirmish` binary prints for the same arguments: the library is
//! what the command line runs, not a copy of it.

use std::process::Command;

use skirmish::assets::Assets;
use skirmish::{balance, bots, campaign, cardtest, fuzz, simulate};
use skirmish_core::game::Game;
use skirmish_core::game::state::Scope;
use skirmish_core::script::Limits;

/// The binary's standard output for `args` (it must succeed), run from the crate's folder as
/// the other CLI tests run it.
fn cli(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_skirmish"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("start skirmish");
    assert!(
        out.status.success(),
        "skirmish {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

fn simulate_options(bots: &[&str], games: u64, seed: u64) -> simulate::Options {
    simulate::Options {
        ruleset: "arcadia".into(),
        scenario: None,
        games,
        bots: bots.iter().map(|b| b.to_string()).collect(),
        seed,
        threads: 2,
        progress: false,
        profile: false,
    }
}

#[test]
fn two_bots_play_the_default_scenario_as_simulate_plays_it() {
    let assets = Assets::locate();
    let loaded = assets
        .load_scenario(&assets.default_scenario("arcadia").unwrap())
        .unwrap();
    let lib = assets.library();
    let seed = 11;
    let mut game = Game::new(
        &lib,
        &loaded.ruleset,
        &loaded.scenario,
        seed,
        Limits::default(),
    )
    .expect("the default scenario starts");
    let seats = bots::seats(&loaded.table, &loaded.ruleset);
    assert_eq!(seats.len(), 2, "the intro seats two guilds: {seats:?}");
    let names = ["greedy", "random"];
    let mut players: Vec<Box<dyn bots::Bot>> = seats
        .iter()
        .zip(names)
        .map(|(side, name)| bots::make(name, side).unwrap())
        .collect();
    let mut answers = 0;
    while let Some(c) = game.pending() {
        let pick = match seats.iter().position(|s| *s == c.side) {
            Some(j) => players[j].choose(&game),
            None => bots::default_choice(&game),
        }
        .unwrap();
        game.answer(pick).unwrap();
        answers += 1;
        assert!(answers < 200_000, "the game does not end");
    }
    let result = game.finished().expect("no choice left: the game is over");
    // Game 0 of a simulate run with that seed seats the same bots the same way: the same game.
    let report = simulate::run(&assets, &simulate_options(&names, 1, seed)).unwrap();
    let o = &report.outcomes[0];
    assert_eq!(o.error, None);
    assert_eq!(o.seats[0], (seats[0].clone(), "greedy".to_string()));
    let st = game.state();
    assert_eq!(o.turns, st.int(&Scope::Game, "turn"));
    let coins: Vec<i64> = seats
        .iter()
        .map(|s| st.int(&Scope::Side(s.clone()), "coins"))
        .collect();
    assert_eq!(o.score, coins, "Arcadia's ruleset reports coins per seat");
    match &o.winner {
        Some(w) => assert!(result.contains(&format!("winner={w}")), "{result}"),
        None => assert!(
            o.capped || result.contains("winner=none") || !result.contains("winner="),
            "{result}"
        ),
    }
}

#[test]
fn a_simulate_report_renders_what_the_command_line_prints() {
    let assets = Assets::locate();
    let report = simulate::run(&assets, &simulate_options(&["random", "random"], 20, 1)).unwrap();
    assert_eq!(report.outcomes.len(), 20);
    assert!(report.clean());
    assert_eq!(
        report.outcomes.iter().map(|o| o.index).collect::<Vec<_>>(),
        (0..20).collect::<Vec<_>>(),
        "results in game order"
    );
    let printed = cli(&[
        "simulate",
        "--games",
        "20",
        "--bots",
        "random,random",
        "--seed",
        "1",
    ]);
    assert_eq!(report.render(), printed);
}

#[test]
fn simulate_refuses_arguments_that_do_not_fit_without_panicking() {
    let assets = Assets::locate();
    let e = simulate::run(&assets, &simulate_options(&["clever", "random"], 2, 1)).unwrap_err();
    assert!(e.contains("unknown bot `clever`"), "{e}");
    let e = simulate::run(&assets, &simulate_options(&["random"], 2, 1)).unwrap_err();
    assert!(e.contains("seats 2 guilds"), "{e}");
    let mut other = simulate_options(&["random", "random"], 2, 1);
    other.scenario = Some("scripts/arena/scenarios/pvp_duel.yaml".into());
    let e = simulate::run(&assets, &other).unwrap_err();
    assert!(e.contains("is for ruleset `arena`, not `arcadia`"), "{e}");
    let mut unknown = simulate_options(&["random", "random"], 2, 1);
    unknown.ruleset = "nosuch".into();
    assert!(simulate::run(&assets, &unknown).is_err());
}

#[test]
fn a_balance_run_of_two_variants_plays_every_paired_game() {
    let assets = Assets::locate();
    let opts = balance::Options {
        ruleset: None,
        scenario: None,
        games: 4,
        seed: 1,
        bots: vec!["greedy".into()],
        threads: 2,
        progress: false,
        cards_a: None,
        cards_b: None,
        changes: vec![balance::Change::Set(
            balance::SetField::parse("grom.life=8").unwrap(),
        )],
    };
    let report = balance::run(&assets, &opts).unwrap();
    assert_eq!(report.games, 4);
    for v in [&report.a, &report.b] {
        assert_eq!(v.decisive + v.capped + v.errors, 4, "{v:?}");
        assert_eq!(v.errors, 0, "{v:?}");
    }
    assert_eq!(report.b.description, vec!["set grom.life = 8".to_string()]);
    assert_eq!(report.seats.len(), 2);
    // The same text as the command line's, but for the wall time.
    let without_wall = |s: &str| -> String {
        s.lines()
            .filter(|l| !l.starts_with("wall time"))
            .map(|l| format!("{l}\n"))
            .collect()
    };
    let printed = cli(&[
        "balance",
        "--games",
        "4",
        "--seed",
        "1",
        "--bots",
        "greedy",
        "--set",
        "grom.life=8",
    ]);
    assert_eq!(without_wall(&report.render()), without_wall(&printed));
}

#[test]
fn card_tests_run_from_text_and_report_passes_and_failures() {
    let assets = Assets::locate();
    let path = "cards/arcadia/death_curses/marked_for_death_test.lua";
    // As `skirmish test PATH` finds it (a relative path is tried from the project root too).
    let mut collected = cardtest::collect_assets(&assets, &[path.into()]).unwrap();
    assert_eq!(collected.files.len(), 1);
    assert_eq!(collected.files[0].path, path);
    assert!(!collected.content_checks, "one file, not the whole project");
    // A test is text: a copy that expects the wrong number of wounds must fail.
    let broken = collected.files[0].source.replace("to_be(3)", "to_be(4)");
    assert_ne!(
        collected.files[0].source, broken,
        "the test expects 3 wounds"
    );
    collected.files.push(cardtest::TestFile {
        path: "cards/arcadia/death_curses/broken_test.lua".into(),
        source: broken,
    });
    let opts = cardtest::Options {
        threads: 2,
        ..Default::default()
    };
    let summary = cardtest::run(&assets.library(), &collected, &opts);
    assert_eq!(
        (summary.passed, summary.failed),
        (1, 1),
        "{}",
        summary.render(true)
    );
    let failed = summary
        .results
        .iter()
        .find(|r| r.outcome != cardtest::Outcome::Passed)
        .unwrap();
    assert_eq!(failed.file, "cards/arcadia/death_curses/broken_test.lua");
    assert_eq!(failed.name, "attackers roll an extra die");
    assert!(summary.render(false).ends_with("1 passed, 1 failed\n"));
}

#[test]
fn a_short_fuzz_finds_nothing_and_reports_as_the_command_line() {
    let assets = Assets::locate();
    let opts = fuzz::Options {
        games: 3,
        seed: 1,
        threads: 2,
        ..Default::default()
    };
    let report = fuzz::run(&assets.library(), &opts).unwrap();
    assert_eq!(report.games, 3);
    assert!(report.steps > 0);
    assert_eq!(report.violations, Vec::new());
    assert_eq!(
        report.render(),
        cli(&["fuzz", "--games", "3", "--seed", "1"])
    );
}

#[test]
fn a_campaign_run_gives_its_lines_as_they_come_and_the_report_the_command_line_prints() {
    let assets = Assets::locate();
    let opts = campaign::Options {
        ruleset: "arcadia".into(),
        bots: vec!["random".into(), "random".into()],
        seed: 1,
        episodic: Some(1),
        scenario: Some("brightsun_arena".into()),
        ..Default::default()
    };
    let mut seen = Vec::new();
    let report = campaign::run(&assets, &opts, &mut |l| seen.push(l.to_string())).unwrap();
    assert!(report.campaign.is_done());
    assert_eq!(seen[0], report.header);
    assert_eq!(seen[1..], report.lines[..]);
    assert!(!report.lines.is_empty(), "the scenario's line");
    assert_eq!(
        report.render(),
        cli(&[
            "campaign",
            "--bots",
            "random,random",
            "--seed",
            "1",
            "--episodic",
            "1",
            "--scenario",
            "brightsun_arena",
        ])
    );
    let five = campaign::Options {
        bots: vec!["random".into(); 5],
        ..opts
    };
    let e = campaign::run(&assets, &five, &mut |_| panic!("nothing played")).unwrap_err();
    assert!(e.contains("seats 2 to 4 guilds"), "{e}");
}

/// The README's library snippet is the crate documentation's, which `cargo test` runs as a
/// doc-test: the one in the README cannot rot.
#[test]
fn the_readme_snippet_is_the_crate_doc_test() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let lib = std::fs::read_to_string(root.join("repl/src/lib.rs")).unwrap();
    let block = |lines: Vec<&str>, open: &str| -> String {
        let start = lines
            .iter()
            .position(|l| *l == open)
            .unwrap_or_else(|| panic!("no `{open}` block"));
        let len = lines[start + 1..]
            .iter()
            .position(|l| *l == "```")
            .expect("the block ends");
        lines[start + 1..start + 1 + len]
            .iter()
            .filter(|l| !l.starts_with("# "))
            .map(|l| format!("{l}\n"))
            .collect()
    };
    let doc: Vec<&str> = lib
        .lines()
        .filter_map(|l| {
            l.strip_prefix("//!")
                .map(|r| r.strip_prefix(' ').unwrap_or(r))
        })
        .collect();
    let in_lib = block(doc, "```");
    let in_readme = block(readme.lines().collect(), "```rust");
    assert!(in_lib.contains("simulate::run(&assets, &opts)?"));
    assert_eq!(in_readme, in_lib);
}

#[test]
fn simulate_sums_up_what_the_ruleset_names_and_refuses_a_bad_report_entry() {
    let assets = Assets::locate();
    // Of Dreams & Shadows names no score (no coins column) and counts its Turns over both
    // Acts (`turns_played`), not the Fate Dial's `turn`, which restarts at 1 in Act II (p.16).
    let mut ods = simulate_options(&["greedy"], 2, 1);
    ods.ruleset = "ods".into();
    ods.scenario = Some("scripts/ods/scenarios/solo.yaml".into());
    let report = simulate::run(&assets, &ods).unwrap();
    assert!(report.clean());
    assert_eq!(report.summary.score, None);
    for o in &report.outcomes {
        assert!((1..=10).contains(&o.turns), "two Acts of five Turns: {o:?}");
        assert_eq!(o.score, vec![0]);
    }
    let text = report.render();
    assert!(!text.contains("coins"), "{text}");
    assert!(text.contains("mean turns "), "{text}");
    // Arcadia names both; a ruleset without `report:` gets neither the column nor the line.
    let arcadia = assets.ruleset("arcadia").unwrap();
    let s = simulate::Summary::of(&arcadia).unwrap();
    assert_eq!(s.turns.as_deref(), Some("turn"));
    assert_eq!(s.score.as_deref(), Some("coins"));
    let plain =
        "name: probe\ngeometry: {adjacency: 4, capacity: 1, line_of_sight: none}\nsides: [a]\n";
    let parse = |extra: &str| {
        let r = skirmish_core::Ruleset::parse(&format!("{plain}{extra}"), "ruleset.yaml").unwrap();
        simulate::Summary::of(&r)
    };
    assert_eq!(parse("").unwrap(), simulate::Summary::default());
    for (extra, want) in [
        ("report: coins\n", "`report` is not a mapping"),
        ("report: {points: gold}\n", "unknown key `report.points`"),
        (
            "report: {score: 3}\n",
            "`report.score` is not a variable name",
        ),
        (
            "report: {turns: ''}\n",
            "`report.turns` is not a variable name",
        ),
    ] {
        let e = parse(extra).unwrap_err();
        assert!(
            e.contains(want) && e.contains("ruleset `probe`"),
            "{extra}: {e}"
        );
    }
}
