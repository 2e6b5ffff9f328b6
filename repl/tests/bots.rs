//! Bots (`random`, `greedy`, `search`), `skirmish simulate` and the REPL's `bot`, `legal` and
//! `why`. Games here run on the intro scenario with a low turn cap so CI stays quick; the long
//! measurements of `search` are the ignored tests of `tests/search.rs`.

mod common;
use common::{skirmish, text};

use skirmish::assets::Assets;
use skirmish::bots;
use skirmish::session::Session;
use skirmish_core::game::Game;
use skirmish_core::script::Limits;
use skirmish_core::{Ruleset, Scenario};

fn intro_text(turn_limit: u32) -> String {
    let assets = Assets::locate();
    let text = assets
        .read("scripts/arcadia/scenarios/intro.yaml")
        .expect("intro scenario");
    format!("{text}\nturn_limit: {turn_limit}\n")
}

fn setup(turn_limit: u32) -> (skirmish_core::game::Library, Ruleset, Scenario) {
    let assets = Assets::locate();
    let lib = assets.library();
    let ruleset = Ruleset::parse(
        lib.get("scripts/arcadia/ruleset.yaml").unwrap(),
        "ruleset.yaml",
    )
    .unwrap();
    let scenario = Scenario::parse(&intro_text(turn_limit), "intro.yaml").unwrap();
    (lib, ruleset, scenario)
}

/// Plays a game with `blue` and `red` bots; checks every answer is one of the options; returns
/// the answer keys and how the game ended.
fn play(blue: &str, red: &str, seed: u64, turn_limit: u32) -> (Vec<String>, String) {
    let (lib, ruleset, scenario) = setup(turn_limit);
    let mut g = Game::new(&lib, &ruleset, &scenario, seed, Limits::default()).unwrap();
    let mut b = bots::make(blue, "blue").unwrap();
    let mut r = bots::make(red, "red").unwrap();
    let mut keys = Vec::new();
    while let Some(c) = g.pending() {
        let n = c.options.len();
        let side = c.side.clone();
        let i = match side.as_str() {
            "blue" => b.choose(&g).unwrap(),
            "red" => r.choose(&g).unwrap(),
            other => panic!("a choice for `{other}`: monster decisions go to a guild"),
        };
        assert!(i < n, "{side} answered option {i} of {n}");
        keys.push(g.pending().unwrap().options[i].key.clone());
        g.answer(i).unwrap();
        assert!(keys.len() < 5000, "no end");
    }
    (keys, g.finished().unwrap().to_string())
}

#[test]
fn every_bot_answers_legally_and_finishes_a_game() {
    for (blue, red) in [
        ("random", "greedy"),
        ("greedy", "random"),
        ("search", "random"),
    ] {
        let (keys, result) = play(blue, red, 7, 6);
        assert!(!keys.is_empty());
        assert!(result.contains("reason="), "{result}");
    }
}

#[test]
fn the_same_seed_gives_the_same_transcript() {
    let a = play("greedy", "random", 3, 8);
    let b = play("greedy", "random", 3, 8);
    assert_eq!(a, b);
    let c = play("random", "random", 4, 8);
    assert_eq!(c, play("random", "random", 4, 8));
    assert_ne!(c.0, play("random", "random", 5, 8).0);
}

#[test]
fn lookahead_does_not_touch_the_game() {
    let (lib, ruleset, scenario) = setup(20);
    let g = Game::new(&lib, &ruleset, &scenario, 11, Limits::default()).unwrap();
    let log = g.state().log.clone();
    let inputs = g.inputs().clone();
    let side = g.pending().unwrap().side.clone();
    for name in bots::BOT_NAMES {
        let mut bot = bots::make(name, &side).unwrap();
        let i = bot.choose(&g).unwrap();
        assert!(i < g.pending().unwrap().options.len());
        assert_eq!(g.state().log, log, "{name}");
        assert_eq!(g.inputs(), &inputs, "{name}");
    }
}

#[test]
fn unknown_bot_names_are_refused() {
    assert!(bots::make("clever", "red").is_err());
}

// --- skirmish simulate --------------------------------------------------------------------

fn capped_intro(turns: u32, name: &str) -> String {
    let path =
        std::env::temp_dir().join(format!("skirmish-bots-{name}-{}.yaml", std::process::id()));
    std::fs::write(&path, intro_text(turns)).unwrap();
    path.to_string_lossy().into_owned()
}

#[test]
fn simulate_prints_the_contract_lines_whatever_the_threads() {
    let scenario = capped_intro(10, "sim");
    let run = |threads: &str| {
        skirmish(
            &[
                "simulate",
                "--scenario",
                &scenario,
                "--games",
                "4",
                "--bots",
                "random,greedy",
                "--seed",
                "9",
                "--threads",
                threads,
            ],
            "",
        )
    };
    let one = run("1");
    assert_eq!(one.status.code(), Some(0), "{}", text(&one.stderr));
    // Standard error is not a terminal here: no progress bar.
    assert_eq!(text(&one.stderr), "");
    let out = text(&one.stdout);
    let lines: Vec<&str> = out.lines().collect();
    let n = lines.len();
    assert!(n >= 2);
    let counts: Vec<u32> = lines[n - 2]
        .strip_prefix("games 4, ended ")
        .expect(lines[n - 2])
        .split(", capped ")
        .map(|x| x.parse().unwrap())
        .collect();
    assert_eq!(counts[0] + counts[1], 4, "{}", lines[n - 2]);
    let wins = lines[n - 1];
    let parts: Vec<(String, u32)> = wins
        .strip_prefix("wins: ")
        .expect(wins)
        .split(", ")
        .map(|p| {
            let (name, k) = p.rsplit_once(' ').unwrap();
            (name.to_string(), k.parse().unwrap())
        })
        .collect();
    assert_eq!(parts.len(), 3, "{wins}");
    assert_eq!(parts[2].0, "draw");
    assert!(parts[0].1 >= parts[1].1, "most wins first: {wins}");
    let mut names: Vec<&str> = parts[..2].iter().map(|p| p.0.as_str()).collect();
    names.sort();
    assert_eq!(names, ["greedy", "random"]);
    assert_eq!(parts.iter().map(|p| p.1).sum::<u32>(), 4);
    assert!(out.contains("mean turns"), "{out}");
    assert!(out.starts_with("guild "), "{out}");
    let two = run("2");
    assert_eq!(text(&two.stdout), out, "threads change nothing");
    let _ = std::fs::remove_file(&scenario);
}

#[test]
fn simulate_refuses_bad_arguments() {
    for args in [
        &["simulate"][..],
        &["simulate", "--games", "2", "--seed", "1"],
        &["simulate", "--games", "2", "--bots", "greedy,random"],
        &[
            "simulate",
            "--games",
            "x",
            "--bots",
            "greedy,random",
            "--seed",
            "1",
        ],
        &[
            "simulate",
            "--games",
            "0",
            "--bots",
            "greedy,random",
            "--seed",
            "1",
        ],
        &[
            "simulate",
            "--games",
            "2",
            "--bots",
            "greedy,clever",
            "--seed",
            "1",
        ],
        &[
            "simulate", "--games", "2", "--bots", "greedy", "--seed", "1",
        ],
        &[
            "simulate",
            "--games",
            "2",
            "--bots",
            "greedy,random,random",
            "--seed",
            "1",
        ],
        &[
            "simulate",
            "--games",
            "2",
            "--bots",
            "greedy,random",
            "--seed",
            "1",
            "--ruleset",
            "chess",
        ],
        &[
            "simulate",
            "--games",
            "2",
            "--bots",
            "greedy,random",
            "--seed",
            "1",
            "--scenario",
            "nowhere.yaml",
        ],
        &[
            "simulate",
            "--games",
            "2",
            "--bots",
            "greedy,random",
            "--seed",
            "1",
            "--frobnicate",
        ],
    ] {
        let o = skirmish(args, "");
        assert_eq!(o.status.code(), Some(1), "{args:?}");
        let err = text(&o.stderr);
        assert!(err.starts_with("error: "), "{args:?}: {err}");
        assert_eq!(text(&o.stdout), "", "{args:?}");
    }
}

/// Greedy against random over a few whole intro games (seats rotating, capped at 150 turns):
/// greedy must win them by the quests and random none. (Greedy heads for the quests now,
/// scripts/arcadia/ai_quests.lua, so the coins of 40 turns, the old measure, no longer say who
/// is stronger: it gathered 2.25 to random's 0.75 there but wins every game below.)
#[test]
fn greedy_beats_random() {
    let scenario = capped_intro(150, "gr");
    let o = skirmish(
        &[
            "simulate",
            "--scenario",
            &scenario,
            "--games",
            "4",
            "--bots",
            "greedy,random",
            "--seed",
            "21",
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    let wins = out.lines().last().unwrap();
    let greedy: u32 = wins
        .split("greedy ")
        .nth(1)
        .and_then(|x| x.split(',').next())
        .unwrap()
        .parse()
        .unwrap();
    assert!(greedy >= 3, "{out}");
    assert!(wins.contains("random 0,"), "{out}");
    let _ = std::fs::remove_file(&scenario);
}

/// Two greedy teams in the duel fight it out: before Arena's evaluation stopped counting the
/// enemy's approach as a threat, every move looked worse than passing and both teams passed
/// until the 400-turn cap (a draw in every game).
#[test]
fn greedy_duels_end_with_a_winner() {
    let o = skirmish(
        &[
            "simulate",
            "--ruleset",
            "arena",
            "--scenario",
            "scripts/arena/scenarios/pvp_duel.yaml",
            "--games",
            "2",
            "--bots",
            "greedy,greedy",
            "--seed",
            "1",
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    assert!(out.contains("wins: greedy 2, draw 0"), "{out}");
}

// --- the REPL -----------------------------------------------------------------------------

#[test]
fn a_bot_command_in_a_script_plays_the_other_side() {
    let o = skirmish(
        &["run", "--strict", "-"],
        "load intro\nbot red random\nnew 2\nlegal\n",
    );
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    assert!(out.contains("red is played by the random bot"), "{out}");
    // Seed 2: red plays first; its bot answers until blue must decide.
    assert!(out.contains("red (random) chose "), "{out}");
    let last_choice = out
        .lines()
        .rfind(|l| l.contains(" — "))
        .expect("a pending choice");
    assert!(last_choice.starts_with("blue — "), "{out}");
    assert!(out.contains(" legal action"), "{out}");
}

#[test]
fn without_a_bot_command_scripts_play_both_sides() {
    let o = skirmish(&["run", "--strict", "-"], "load intro\nnew 2\n");
    let out = text(&o.stdout);
    assert!(!out.contains(" chose "), "{out}");
    assert!(out.lines().any(|l| l.starts_with("red — turn 1")), "{out}");
}

#[test]
fn bot_off_legal_and_why() {
    let mut s = Session::new(Assets::locate());
    s.execute("load intro").unwrap();
    s.execute("new 2").unwrap();
    assert!(s.execute("why").is_err(), "no decision yet");
    let (legal, _) = s.execute("legal").unwrap();
    assert!(
        legal.starts_with("4 legal actions for red (turn 1: red to play)"),
        "{legal}"
    );
    assert!(
        legal.contains("\n  4. rest  (rest the red guild)"),
        "{legal}"
    );
    s.execute("activate diva").unwrap();
    let (why, _) = s.execute("why").unwrap();
    assert!(
        why.starts_with("red chose activate diva at \"turn 1: red to play\""),
        "{why}"
    );
    assert!(why.contains("rule: a guild's turn"), "{why}");
    assert!(why.contains(" *1. activate diva"), "{why}");
    assert!(why.contains("event activation_start diva"), "{why}");
    // A bot for blue, then back to the person.
    assert!(s.execute("bot blue clever").is_err());
    assert!(s.execute("bot monsters greedy").is_err());
    assert!(s.execute("bot blue").is_err());
    let (out, _) = s.execute("bot blue greedy").unwrap();
    assert_eq!(out, "blue is played by the greedy bot");
    let (list, _) = s.execute("bot").unwrap();
    assert_eq!(list, "blue: greedy\nred: you");
    let (out, _) = s.execute("bot blue off").unwrap();
    assert_eq!(out, "blue is played by you");
    // The listing names a search's budget as it was given.
    s.execute("bot blue search:400").unwrap();
    let (list, _) = s.execute("bot").unwrap();
    assert_eq!(list, "blue: search:400\nred: you");
    s.execute("bot blue search").unwrap();
    let (list, _) = s.execute("bot").unwrap();
    assert_eq!(list, "blue: search\nred: you");
}

#[test]
fn undo_takes_back_the_bots_answers_too() {
    let mut s = Session::new(Assets::locate());
    s.execute("load intro").unwrap();
    s.execute("bot blue random").unwrap();
    s.execute("new 2").unwrap();
    s.execute("activate diva").unwrap();
    s.execute("end diva").unwrap();
    // Blue's bot played its turn; red is asked again.
    let (choices, _) = s.execute("choices").unwrap();
    assert!(choices.starts_with("red — turn 3"), "{choices}");
    let (undone, _) = s.execute("undo").unwrap();
    assert!(undone.contains("red — diva is active"), "{undone}");
}

// --- a ruleset without bot queries ----------------------------------------------------------

/// A ruleset whose rules define no `evaluate`, `suggest` or `lookahead`: side one picks a, b or
/// c 400 times (more than a bot's rollout plays), then side one wins.
fn plain_game() -> Game {
    plain_game_with("")
}

/// [`plain_game`] with more fields of the rules table (`extra`, Lua: `name = value,`).
fn plain_game_with(extra: &str) -> Game {
    let mut lib = common::prelude_library();
    lib.files.insert(
        "scripts/plain/dice.yaml".into(),
        "dice:\n  d2:\n    faces:\n      - [hit]\n      - []\n".into(),
    );
    lib.files.insert(
        "scripts/plain/rules.lua".into(),
        format!("return {{ {extra} play = function(game)
           for _ = 1, 400 do
             game.choose{{side = 'one', prompt = 'pick', options = {{{{key = 'a'}}, {{key = 'b'}}, {{key = 'c'}}}}}}
           end
           game.finish{{winner = 'one'}}
         end }}"),
    );
    let ruleset = Ruleset::parse(
        "name: plain\ngeometry: {adjacency: 4, capacity: 1, line_of_sight: centre-to-centre}\nsides: [one, two]\n",
        "ruleset.yaml",
    )
    .unwrap();
    let scenario = Scenario::parse(
        "ruleset: plain\nboard: |\n  +---+---+\n  | .   . |\n  +---+---+\nfigures:\n  - { id: p, side: one, at: a1 }\n  - { id: q, side: two, at: b1 }\n",
        "plain.yaml",
    )
    .unwrap();
    Game::new(&lib, &ruleset, &scenario, 1, Limits::default()).unwrap()
}

#[test]
fn a_ruleset_without_bot_queries_gets_the_first_option_or_a_clear_error() {
    let mut g = plain_game();
    // No `suggest`: the cheap policy answers with the first option; no game knowledge.
    assert_eq!(bots::default_choice(&g), Ok(0));
    // No `evaluate`: greedy and search cannot judge a position, and say why.
    let err = bots::evaluate(&g, "one").unwrap_err();
    assert!(err.contains("no `evaluate(game, side)` query"), "{err}");
    for name in ["greedy", "search"] {
        let err = bots::make(name, "one").unwrap().choose(&g).unwrap_err();
        assert!(err.contains("evaluate"), "{name}: {err}");
    }
    // The random bot needs nothing of the rules and plays the game out.
    let mut random = bots::make("random", "one").unwrap();
    while g.pending().is_some() {
        let i = random.choose(&g).unwrap();
        assert!(i < 3);
        g.answer(i).unwrap();
    }
    // A finished game is decided from its result, without the rules.
    assert_eq!(bots::evaluate(&g, "one"), Ok(1000.0));
    assert_eq!(bots::evaluate(&g, "two"), Ok(-1000.0));
}

#[test]
fn every_side_is_judged_at_once_by_evaluate_sides_or_one_by_one_without_it() {
    let sides = vec!["two".to_string(), "one".to_string()];
    // Without `evaluate_sides`: one `evaluate` per side, in the order asked.
    let one_by_one =
        plain_game_with("evaluate = function(game, side) return side == 'one' and 2.5 or -1 end,");
    assert_eq!(
        bots::evaluate_sides(&one_by_one, &sides),
        Ok(vec![-1.0, 2.5])
    );
    // With it, its answer (a ruleset keeps it equal to `evaluate`; this one tells them apart).
    let at_once = plain_game_with(
        "evaluate = function() return 0 end,
         evaluate_sides = function(game, sides)
           local out = {}
           for i, s in ipairs(sides) do out[i] = #s * 10 + i end
           return out
         end,",
    );
    assert_eq!(bots::evaluate_sides(&at_once, &sides), Ok(vec![31.0, 32.0]));
    // One side asked: `evaluate` itself.
    assert_eq!(bots::evaluate_sides(&at_once, &sides[..1]), Ok(vec![0.0]));
    // An answer that is not one number per side asked is an error saying what it gave.
    for (answer, shows) in [
        ("7", "not 7"),
        ("{1}", "not [1]"),
        ("{1, 'x'}", "not [1, x]"),
    ] {
        let g = plain_game_with(&format!(
            "evaluate = function() return 0 end, evaluate_sides = function() return {answer} end,"
        ));
        let err = bots::evaluate_sides(&g, &sides).unwrap_err();
        assert!(
            err.contains(
                "rules.evaluate_sides must return a list of 2 numbers, one per side asked"
            ) && err.contains(shows),
            "{answer}: {err}"
        );
    }
}

// Issue 22's targets for greedy on Arcadia (its quests: scripts/arcadia/ai_quests.lua): every
// scenario's greedy-vs-greedy games end by victory, not by the turn cap, in >= 95 % of games;
// greedy campaigns of 2 and 4 guilds name a finale winner in >= 90 % of seeds. Long (about an
// hour on two idle cores): `cargo test --release -p skirmish --test bots -- --ignored target
// --nocapture`; the README's "Playing a campaign" has the figures measured so far.

#[test]
#[ignore]
fn target_greedy_games_of_every_arcadia_scenario_end_by_victory() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../scripts/arcadia/scenarios");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".yaml"))
        .collect();
    names.sort();
    let mut short = Vec::new();
    for name in &names {
        let path = format!("scripts/arcadia/scenarios/{name}");
        let o = skirmish(
            &[
                "simulate",
                "--scenario",
                &path,
                "--games",
                "20",
                "--bots",
                "greedy,greedy",
                "--seed",
                "1",
            ],
            "",
        );
        assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
        let out = text(&o.stdout);
        let line = out
            .lines()
            .find(|l| l.starts_with("games "))
            .expect("games line");
        eprintln!("{name}: {line}");
        // "games 20, ended E, capped C"
        let ended: u32 = line
            .split("ended ")
            .nth(1)
            .unwrap()
            .split(',')
            .next()
            .unwrap()
            .parse()
            .unwrap();
        if ended < 19 {
            short.push(format!("{name}: {line}"));
        }
    }
    assert!(
        short.is_empty(),
        "below 95 % of games ended by victory:\n{}",
        short.join("\n")
    );
}

#[test]
#[ignore]
fn target_greedy_campaigns_name_a_finale_winner() {
    for (bots, seeds) in [
        ("greedy,greedy", 1..=10u64),
        ("greedy,greedy,greedy,greedy", 1..=10),
    ] {
        let mut named = 0;
        for seed in seeds {
            let s = seed.to_string();
            let o = skirmish(&["campaign", "--bots", bots, "--seed", &s], "");
            assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
            let out = text(&o.stdout);
            let finale = out
                .lines()
                .find(|l| l.starts_with("scenario 6:"))
                .unwrap_or("")
                .to_string();
            eprintln!("{bots} seed {seed}: {finale}");
            if finale.contains("(victory,") {
                named += 1;
            }
        }
        assert!(
            named >= 9,
            "{bots}: {named} of 10 campaigns named a finale winner"
        );
    }
}
