//! Of Dreams & Shadows in the REPL and the batch commands: the scripted solo transcript
//! (scripts/ods/scenarios/solo_play.txt) under `run --strict`, the cooperative seats of
//! `skirmish --ruleset ods`, `simulate` on the solo scenario (a team's result) and `fuzz`.

mod common;
use common::{skirmish, text};

use skirmish::simulate::{Outcome, Report};

const TRANSCRIPT: &str = "../scripts/ods/scenarios/solo_play.txt";

#[test]
fn the_solo_transcript_plays_act_one_turn_one_strictly_and_deterministically() {
    let o = skirmish(&["run", "--strict", TRANSCRIPT], "");
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    assert_eq!(text(&o.stderr), "");
    let out = text(&o.stdout);
    for want in [
        "loaded scripts/ods/scenarios/solo.yaml",
        // the prompts say whose seat acts, which champion, where and what is left
        "p1 — p1_brom at highcairn: 3 action(s) left",
        "p1 — p1_anton at caer_aurin: 3 action(s) left",
        "move p1_brom stonebridge -> raven_moor",
        "p1_anton acquires leather_jerkin",
        "move p1_anton caer_aurin -> kingsford",
        "scenario phase",
        "event phase",
        "end of act 1 turn 1",
        "p1 — p1_anton at kingsford: 3 action(s) left",
        // `board`: spaces with their tokens and figures, then the figures in play
        "realm 1     Kingsford (kingsford)  — caer_aurin, greywood, raven_moor  | p1_anton",
        "figure p1_anton p1 kingsford card anton health ",
        "figure p1_brom p1 raven_moor card brom health ",
        "beside the board: ",
    ] {
        assert!(out.contains(want), "missing `{want}` in:\n{out}");
    }
    // one player: no other seat's champion enters
    assert!(!out.contains("p2_"), "{out}");
    let again = skirmish(&["run", "--strict", TRANSCRIPT], "");
    assert_eq!(text(&again.stdout), out, "same file, same output");
}

#[test]
fn the_ods_repl_seats_the_user_at_p1_and_bots_at_the_other_seats() {
    let input = "players 2\nvillain arawn\nchampion anton\nno second champion\n";
    let o = skirmish(&["--ruleset", "ods", "--seed", "3"], input);
    let out = text(&o.stdout);
    assert!(out.contains("· players: 2"), "{out}");
    assert!(out.contains("p2 (greedy) chose champion "), "{out}");
    assert!(
        out.contains("p1 — p1_anton at caer_aurin: 3 action(s) left"),
        "{out}"
    );

    let hot = skirmish(&["--ruleset", "ods", "--seed", "3", "--hotseat"], input);
    let out = text(&hot.stdout);
    assert!(out.contains("p2 — set-up: p2 chooses a champion"), "{out}");
    assert!(!out.contains("(greedy)"), "{out}");
}

#[test]
fn simulate_plays_the_solo_scenario_with_one_bot_and_counts_defeats_as_losses() {
    let args = [
        "simulate",
        "--ruleset",
        "ods",
        "--scenario",
        "../scripts/ods/scenarios/solo.yaml",
        "--games",
        "3",
        "--bots",
        "random",
        "--seed",
        "1",
    ];
    let o = skirmish(&args, "");
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    let lines: Vec<&str> = out.lines().collect();
    let n = lines.len();
    assert_eq!(lines[n - 2], "games 3, ended 3, capped 0", "{out}");
    let wins: u32 = lines[n - 1]
        .strip_prefix("wins: random ")
        .and_then(|r| r.strip_suffix(", draw 0"))
        .expect(lines[n - 1])
        .parse()
        .unwrap();
    let lost: u32 = out
        .lines()
        .find_map(|l| l.strip_prefix("lost "))
        .map_or(0, |l| l.split_whitespace().next().unwrap().parse().unwrap());
    assert_eq!(wins + lost, 3, "every game is a victory or a defeat: {out}");
    let again = skirmish(&args, "");
    assert_eq!(text(&again.stdout), out, "deterministic for its seed");
}

fn outcome(index: u64, seats: &[(&str, &str)], winner: Option<&str>, won: &[&str]) -> Outcome {
    Outcome {
        index,
        seats: seats
            .iter()
            .map(|(s, b)| (s.to_string(), b.to_string()))
            .collect(),
        winner: winner.map(str::to_string),
        won: won.iter().map(|s| s.to_string()).collect(),
        capped: false,
        turns: 5,
        score: vec![0; seats.len()],
        error: None,
    }
}

#[test]
fn a_team_victory_is_a_win_for_every_bot_seated_in_it_once_per_game() {
    let seats = [("p1", "greedy"), ("p2", "random"), ("p3", "greedy")];
    let report = Report {
        guilds: vec!["p1".into(), "p2".into(), "p3".into()],
        summary: Default::default(),
        bots: vec!["greedy".into(), "random".into(), "greedy".into()],
        outcomes: vec![
            outcome(0, &seats, Some("champions"), &["p1", "p2", "p3"]),
            outcome(1, &seats, Some("foes"), &[]),
            outcome(2, &seats, None, &[]),
        ],
        profile: None,
    };
    let out = report.render();
    let lines: Vec<&str> = out.lines().collect();
    let n = lines.len();
    assert_eq!(lines[n - 1], "wins: greedy 1, random 1, draw 1", "{out}");
    assert_eq!(lines[n - 2], "games 3, ended 3, capped 0", "{out}");
    assert!(out.contains("lost 1 (won by an unseated side)"), "{out}");
}

/// `simulate --each`: a line per game says its seed, the seats and how it ended, a team's
/// victory naming the bots that won it and a defeat by an unseated side naming no bot.
#[test]
fn each_game_has_a_line_with_its_seed_seats_and_end() {
    let seats = [("p1", "greedy"), ("p2", "random")];
    let mut capped = outcome(2, &seats, None, &[]);
    capped.capped = true;
    let mut failed = outcome(3, &seats, None, &[]);
    failed.error = Some("boom".into());
    let report = Report {
        guilds: vec!["p1".into(), "p2".into()],
        summary: skirmish::simulate::Summary {
            turns: Some("round".into()),
            score: None,
        },
        bots: vec!["greedy".into(), "random".into()],
        outcomes: vec![
            outcome(0, &seats, Some("champions"), &["p1", "p2"]),
            outcome(1, &seats, Some("foes"), &[]),
            capped,
            failed,
            outcome(4, &seats, Some("p2"), &["p2"]),
            outcome(5, &seats, None, &[]),
        ],
        profile: None,
    };
    let out = report.render_games(10);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines,
        [
            "game 0 (seed 10): p1 greedy, p2 random; champions won (greedy, random), 5 turns",
            "game 1 (seed 11): p1 greedy, p2 random; foes won (no seat: all lost), 5 turns",
            "game 2 (seed 12): p1 greedy, p2 random; capped, 5 turns",
            "game 3 (seed 13): p1 greedy, p2 random; failed: boom, 5 turns",
            "game 4 (seed 14): p1 greedy, p2 random; p2 won (random), 5 turns",
            "game 5 (seed 15): p1 greedy, p2 random; draw, 5 turns",
        ],
        "{out}"
    );
    // Without the ruleset's `report: {turns}` no length is claimed.
    let mut bare = report;
    bare.summary.turns = None;
    assert!(bare.render_games(10).lines().all(|l| !l.contains("turns")));
    // Two winning seats of one bot name it once.
    let three = [("p1", "greedy"), ("p2", "random"), ("p3", "greedy")];
    let team = Report {
        guilds: vec!["p1".into(), "p2".into(), "p3".into()],
        summary: skirmish::simulate::Summary {
            turns: None,
            score: None,
        },
        bots: vec!["greedy".into(), "random".into(), "greedy".into()],
        outcomes: vec![outcome(0, &three, Some("champions"), &["p1", "p2", "p3"])],
        profile: None,
    };
    assert_eq!(
        team.render_games(1),
        "game 0 (seed 1): p1 greedy, p2 random, p3 greedy; champions won (greedy, random)\n"
    );
}

#[test]
fn fuzz_plays_ods_with_its_invariants_and_finds_no_violation() {
    let o = skirmish(
        &["fuzz", "--ruleset", "ods", "--games", "6", "--seed", "1"],
        "",
    );
    let out = text(&o.stdout);
    assert_eq!(o.status.code(), Some(0), "{out}");
    let last = out.lines().last().unwrap();
    assert!(
        last.starts_with("fuzz: 6 games, ") && last.ends_with(", 0 violations"),
        "{out}"
    );
}

#[test]
fn the_status_panel_counts_the_standees_beside_the_map() {
    let input = "load scripts/ods/scenarios/solo.yaml\nnew 1\nvillain arawn\nchampion anton\nchampion brom\nboard --unicode\n";
    let o = skirmish(&["run", "--strict", "-"], input);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    assert!(out.contains("  p1_anton "), "{out}");
    assert!(out.contains("  6 beside the board"), "{out}");
    assert!(!out.contains("p1_nora at off the board"), "{out}");
}
