//! Campaigns: `skirmish campaign` plays a whole campaign with bots (deterministic by seed), the
//! REPL's `campaign new|next|status|sheet|save|load` carries a campaign from game to game, and
//! bad input is refused without changing anything.

mod common;
use common::{batch, run};

use skirmish::assets::Assets;
use skirmish::campaign::Campaign;
use skirmish::session::Session;

fn err(s: &mut Session, line: &str) -> String {
    match s.execute(line) {
        Ok((out, _)) => panic!("`{line}` should fail, printed:\n{out}"),
        Err(e) => e,
    }
}

fn tmp(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("skirmish-campaign-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

/// Answers the person's choices with their first option until the game ends.
fn finish_game(s: &mut Session) {
    for _ in 0..100_000 {
        let over = s.game.as_ref().is_none_or(|g| g.pending().is_none());
        if over {
            return;
        }
        run(s, "choose 1");
    }
    panic!("the game does not end");
}

#[test]
fn a_whole_campaign_with_bots_ends_with_its_sheet_and_repeats_by_seed() {
    let out = batch(&["--bots", "random,random", "--seed", "11"]).unwrap();
    let scenarios: Vec<&str> = out.lines().filter(|l| l.starts_with("scenario ")).collect();
    assert_eq!(scenarios.len(), 6, "six scenarios are played:\n{out}");
    assert!(
        scenarios[5].contains("Temple of Dawning Twilight"),
        "the finale is the Temple:\n{out}"
    );
    let sheet_rows = out
        .lines()
        .filter(|l| {
            l.split(" | ")
                .next()
                .is_some_and(|n| n.trim().parse::<u32>().is_ok())
        })
        .count();
    assert_eq!(sheet_rows, 6, "the sheet has a line per scenario:\n{out}");
    assert!(out.contains("medals: "), "{out}");
    assert!(
        out.lines().last().unwrap().starts_with("campaign winner: "),
        "{out}"
    );
    assert_eq!(
        out,
        batch(&["--bots", "random,random", "--seed", "11"]).unwrap()
    );
}

#[test]
fn the_circles_are_three_outer_two_inner_then_the_finale() {
    let path = tmp("circles.yaml");
    let p = path.to_str().unwrap();
    batch(&["--bots", "random,random,random", "--seed", "3", "--save", p]).unwrap();
    let c = Campaign::parse(&std::fs::read_to_string(&path).unwrap()).unwrap();
    let cat = c.campaign["catalogue"].as_sequence().unwrap().clone();
    let circle = |id: &str| {
        cat.iter()
            .find(|s| s["id"].as_str() == Some(id))
            .and_then(|s| s["circle"].as_str())
            .unwrap_or("?")
            .to_string()
    };
    let played: Vec<String> = c.campaign["played"]
        .as_sequence()
        .unwrap()
        .iter()
        .map(|r| circle(r["scenario"].as_str().unwrap()))
        .collect();
    assert_eq!(
        played,
        ["outer", "outer", "outer", "inner", "inner", "final"],
        "{played:?}"
    );
    // Three guilds: each has its three heroes, and never more than 12 cards.
    for g in c.campaign["guilds"].as_sequence().unwrap() {
        let heroes = g["heroes"].as_sequence().unwrap();
        assert_eq!(heroes.len(), 3);
        let cards: usize = heroes
            .iter()
            .map(|h| {
                g["cards"][h.as_str().unwrap()]
                    .as_sequence()
                    .map_or(0, |c| c.len())
            })
            .sum();
        assert!(cards <= 12, "{cards} cards");
        assert!(g["coins"].as_i64().unwrap() <= 1 || c.campaign["next"]["kind"] == "done");
    }
}

#[test]
fn episodic_mode_plays_one_scenario_and_scores_coins() {
    let out = batch(&[
        "--bots",
        "random,random",
        "--seed",
        "4",
        "--episodic",
        "3",
        "--scenario",
        "intro",
    ])
    .unwrap();
    assert_eq!(
        out.lines().filter(|l| l.starts_with("scenario ")).count(),
        1,
        "{out}"
    );
    assert!(out.contains("episodic scores: blue "), "{out}");
    assert!(
        out.lines().last().unwrap().starts_with("episodic winner: "),
        "{out}"
    );
}

#[test]
fn bad_batch_arguments_are_refused() {
    assert!(
        batch(&["--bots", "random", "--seed", "1"])
            .unwrap_err()
            .contains("2 to 4")
    );
    assert!(
        batch(&["--bots", "random,psychic", "--seed", "1"])
            .unwrap_err()
            .contains("unknown bot")
    );
    assert!(
        batch(&["--bots", "random,random"])
            .unwrap_err()
            .contains("--seed")
    );
    assert!(
        batch(&["--bots", "random,random", "--seed", "1", "--episodic", "2"])
            .unwrap_err()
            .contains("go together")
    );
    assert!(
        batch(&[
            "--bots",
            "random,random",
            "--seed",
            "1",
            "--episodic",
            "2",
            "--scenario",
            "atlantis"
        ])
        .unwrap_err()
        .contains("no scenario `atlantis`")
    );
}

#[test]
fn the_repl_carries_a_campaign_from_game_to_game_and_saves_it() {
    let path = tmp("repl.yaml");
    let p = path.to_str().unwrap().to_string();
    let mut s = Session::new(Assets::locate());
    let out = run(&mut s, &format!("campaign new {p} --seed 9 --bots random"));
    assert!(out.contains("blue: you, red: random"), "{out}");
    assert!(out.contains("choose a hero for your guild"), "{out}");
    // `next` refuses while the create phase still waits for the person.
    let e = err(&mut s, "campaign next");
    assert!(e.contains("not over yet"), "{e}");
    run(&mut s, "pick grom");
    finish_game(&mut s);
    let out = run(&mut s, "campaign next");
    assert!(out.contains("game started on scenario "), "{out}");
    let status = run(&mut s, "campaign status");
    assert!(status.contains("grom"), "{status}");
    // The first scenario's guild figures are the campaign's heroes.
    let g = s.game.as_ref().unwrap();
    assert!(g.state().table.find_figure("grom").is_ok());
    run(&mut s, "bot blue random");
    let out = run(&mut s, "campaign next");
    assert!(out.contains("scenario 1: "), "{out}");
    assert!(out.contains("phase after_scenario"), "{out}");
    // The file written after the scenario loads back to the same campaign.
    let saved = Campaign::parse(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(saved.history.len(), 1);
    let mut t = Session::new(Assets::locate());
    let out = run(&mut t, &format!("load {p}"));
    assert!(out.contains("loaded campaign"), "{out}");
    assert_eq!(run(&mut t, "campaign sheet"), run(&mut s, "campaign sheet"));
}

#[test]
fn campaign_commands_without_a_campaign_or_with_bad_options_fail_cleanly() {
    let mut s = Session::new(Assets::locate());
    for line in [
        "campaign next",
        "campaign status",
        "campaign sheet",
        "campaign save x.yaml",
    ] {
        assert!(err(&mut s, line).contains("no campaign"), "{line}");
    }
    assert!(err(&mut s, "campaign new --guilds 9").contains("2 to 4"));
    assert!(err(&mut s, "campaign new --bots psychic").contains("unknown bot"));
    assert!(err(&mut s, "campaign frobnicate").contains("usage: campaign"));
    // `campaign new`'s options are parsed by clap: each mistake named, with the usage.
    for (line, says) in [
        ("campaign new --frob", "unexpected argument '--frob'"),
        (
            "campaign new --seed x",
            "invalid value 'x' for '--seed <S>'",
        ),
        (
            "campaign new --guilds",
            "a value is required for '--guilds <N>'",
        ),
        ("campaign new --episodic 3", "--scenario <ID>"),
        ("campaign new --scenario the_manor", "--episodic <LEVEL>"),
        (
            "campaign new --bots greedy --hotseat",
            "cannot be used with '--hotseat'",
        ),
        ("campaign new a.yaml b.yaml", "unexpected argument 'b.yaml'"),
    ] {
        let e = err(&mut s, line);
        assert!(e.contains(says), "{line}: {e}");
        assert!(e.contains("campaign new --help"), "{line}: {e}");
        assert!(!e.starts_with("error:"), "{line}: {e}");
    }
    let help = run(&mut s, "campaign new --help");
    for flag in [
        "--guilds <N>",
        "--bots <NAME>",
        "--hotseat",
        "--episodic <LEVEL>",
        "[FILE]",
    ] {
        assert!(help.contains(flag), "{flag}: {help}");
    }
    assert!(err(&mut s, "campaign load /nonexistent/c.yaml").contains("cannot read"));
    assert!(s.campaign.is_none());
}
