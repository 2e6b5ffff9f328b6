//! Arena's Epic Campaign (ATC 11) through the same runner as Arcadia's: `skirmish campaign
//! --ruleset arena` plays the quests in ruleset.yaml's order with one party, and the REPL's
//! `campaign new --ruleset arena` recruits it; the party's purchases reach the quest's figures.

mod common;
use common::{batch, run};

use skirmish::assets::Assets;
use skirmish::session::Session;

#[test]
fn a_whole_arena_campaign_with_a_bot_ends_with_its_sheet() {
    let args = ["--ruleset", "arena", "--bots", "random", "--seed", "1"];
    let out = batch(&args).unwrap();
    let quests: Vec<&str> = out.lines().filter(|l| l.starts_with("scenario ")).collect();
    assert!(!quests.is_empty(), "quests are played:\n{out}");
    assert!(quests[0].contains("Ember Keep"), "the first quest:\n{out}");
    assert!(out.contains("| quest "), "the sheet's heads:\n{out}");
    assert!(
        out.contains("campaign winner:"),
        "the campaign ends:\n{out}"
    );
    // A lost quest is played again: every row after a lost one names the same quest.
    let rows: Vec<&str> = out
        .lines()
        .filter(|l| l.contains(" | lost ") || l.contains(" | won "))
        .collect();
    assert_eq!(rows.len(), quests.len(), "one sheet row per quest:\n{out}");
    for w in rows.windows(2) {
        if w[0].contains(" | lost ") {
            let name = |r: &str| r.split('|').nth(1).unwrap().trim().to_string();
            assert_eq!(name(w[0]), name(w[1]), "a lost quest is replayed:\n{out}");
        }
    }
    assert_eq!(
        out,
        batch(&args).unwrap(),
        "the same seed plays the same campaign"
    );
}

#[test]
fn arena_campaign_arguments_follow_its_seats() {
    let err = batch(&[
        "--ruleset",
        "arena",
        "--bots",
        "random,random",
        "--seed",
        "1",
    ])
    .unwrap_err();
    assert!(err.contains("1 to 1"), "{err}");
}

#[test]
fn the_repl_recruits_a_party_and_carries_its_cards_into_the_quest() {
    let mut s = Session::new(Assets::locate());
    let out = run(&mut s, "campaign new --ruleset arena --seed 3");
    assert!(out.contains("heroes: you"), "{out}");
    for hero in ["brannoc", "aurelle", "kestrel", "korrag"] {
        run(&mut s, &format!("recruit {hero}"));
    }
    let out = run(&mut s, "campaign next");
    assert!(
        out.contains("mission_ember_keep"),
        "the first quest starts:\n{out}"
    );
    let status = run(&mut s, "campaign status");
    assert!(status.contains("brannoc (tank)"), "{status}");
    assert!(status.contains("quest 1 of"), "{status}");

    // A level up and an extra attack bought for brannoc stand on its figure in the next quest.
    let mut c = s.campaign.as_ref().unwrap().campaign.clone();
    let heroes = c.campaign.get_mut("heroes").unwrap();
    let brannoc = heroes.get_mut("brannoc").unwrap();
    brannoc["level_ups"] = serde_yaml::from_str("{level_up_might: 2}").unwrap();
    brannoc["primaries"] = serde_yaml::from_str("[wardens_maul]").unwrap();
    let mut next = c.campaign["next"].clone();
    next["roster"][0]["heroes"][0]["cards"] =
        serde_yaml::from_str("[wardens_maul, level_up_might, level_up_might]").unwrap();
    c.campaign["next"] = next;
    let step = c.next_step(&s.assets().library()).unwrap();
    let scenario: serde_yaml::Value = serde_yaml::from_str(&step.text).unwrap();
    let fig = scenario["figures"]
        .as_sequence()
        .unwrap()
        .iter()
        .find(|f| f["id"] == "brannoc")
        .unwrap();
    assert_eq!(fig["at"], "a1", "on the scenario's first hero square");
    assert_eq!(
        fig["cards"],
        serde_yaml::from_str::<serde_yaml::Value>("[wardens_maul, level_up_might, level_up_might]")
            .unwrap()
    );
}

/// The session's pending option keys.
fn options(s: &Session) -> Vec<String> {
    s.option_keys()
}

/// Answers the pending choices with their first option until one of `keys` is offered.
fn answer_until(s: &mut Session, keys: &[&str]) {
    for _ in 0..200 {
        let opts = options(s);
        if keys.iter().any(|k| opts.iter().any(|o| o == k)) {
            return;
        }
        assert!(!opts.is_empty(), "the game ended before any of {keys:?}");
        let first = opts[0].clone();
        run(s, &first);
    }
    panic!("none of {keys:?} came: {:?}", options(s));
}

// ATC 11.3 (p.39), Nightmare: "Heroes can perform only one [heroic action] per quest and cannot
// repeat the same Heroic Action again until the campaign ends" (table: "Heroic Actions/campaign
// ... 1 of each"). The campaign document keeps the heroic actions each quest performed
// (`heroic_used`) and the next quest, played on Nightmare (`config.set.difficulty`), does not
// offer them.
#[test]
fn nightmare_never_offers_again_a_heroic_action_the_campaign_performed() {
    let mut s = Session::new(Assets::locate());
    run(
        &mut s,
        "campaign new --ruleset arena --seed 3 --difficulty nightmare",
    );
    for hero in ["brannoc", "aurelle", "kestrel", "korrag"] {
        run(&mut s, &format!("recruit {hero}"));
    }
    let out = run(&mut s, "campaign next");
    assert!(out.contains("mission_ember_keep"), "quest 1 starts:\n{out}");

    // Step C (ATC 8 p.29): the team picks two heroic actions; in quest 1 brannoc performs War
    // Cry, the one heroic action Nightmare allows a quest.
    run(&mut s, "pick war_cry");
    run(&mut s, "pick second_wind");
    run(&mut s, "next brannoc");
    assert!(
        options(&s).contains(&"heroic brannoc war_cry".to_string()),
        "{:?}",
        options(&s)
    );
    run(&mut s, "heroic brannoc war_cry");
    run(&mut s, "bot heroes random"); // the rest of the quest, won or lost
    assert!(s.game.as_ref().unwrap().finished().is_some());

    // Between the quests: rewards if it was won, then the shop; then the next quest starts
    // (Ember Keep again if lost, the Tyrant's Forge if won).
    run(&mut s, "campaign next");
    answer_until(&mut s, &["done"]);
    run(&mut s, "done");
    run(&mut s, "campaign next");
    let doc = &s.campaign.as_ref().unwrap().campaign.campaign;
    assert_eq!(
        doc["heroic_used"],
        serde_yaml::from_str::<serde_yaml::Value>("[war_cry]").unwrap(),
        "the document keeps the quest's heroic action"
    );
    let status = run(&mut s, "campaign status");
    assert!(
        status.contains("heroic actions performed: war_cry"),
        "{status}"
    );

    // The next quest's step C no longer offers War Cry; nor does any turn.
    let picks = options(&s);
    assert!(
        picks.iter().all(|o| o.starts_with("pick ")) && !picks.contains(&"pick war_cry".into()),
        "{picks:?}"
    );
    run(&mut s, "pick second_wind");
    answer_until(&mut s, &["next brannoc"]);
    run(&mut s, "next brannoc");
    let opts = options(&s);
    let heroic: Vec<&String> = opts.iter().filter(|o| o.starts_with("heroic ")).collect();
    assert!(
        !heroic.is_empty() && heroic.iter().all(|o| !o.ends_with(" war_cry")),
        "War Cry is never offered again: {opts:?}"
    );
    assert!(
        heroic.iter().any(|o| o.ends_with(" second_wind")),
        "{opts:?}"
    );
}

// `--difficulty` (ATC 11.3 p.39: "Daydream / Normal / Nightmare") sets every quest's level
// through the document's `config.set`; the levels are the ruleset's `campaign: {difficulties}`.
#[test]
fn a_campaigns_difficulty_comes_from_the_command_line_and_reaches_every_quest() {
    let mut s = Session::new(Assets::locate());
    run(
        &mut s,
        "campaign new --ruleset arena --seed 3 --difficulty nightmare",
    );
    let doc = &s.campaign.as_ref().unwrap().campaign.campaign;
    assert_eq!(doc["config"]["set"]["difficulty"], "nightmare");
    for hero in ["brannoc", "aurelle", "kestrel", "korrag"] {
        run(&mut s, &format!("recruit {hero}"));
    }
    run(&mut s, "campaign next");
    let g = s.game.as_ref().unwrap();
    let level = g
        .state()
        .get(&skirmish_core::game::state::Scope::Game, "difficulty")
        .cloned();
    assert_eq!(format!("{level:?}"), "Some(Str(\"nightmare\"))");

    // Bad levels and rulesets without levels are refused before anything starts.
    let err = batch(&[
        "--ruleset",
        "arena",
        "--bots",
        "random",
        "--seed",
        "1",
        "--difficulty",
        "hard",
    ])
    .unwrap_err();
    assert!(
        err.contains("unknown difficulty `hard` (one of: daydream, normal, nightmare)"),
        "{err}"
    );
    let err = batch(&[
        "--bots",
        "random,random",
        "--seed",
        "1",
        "--difficulty",
        "nightmare",
    ])
    .unwrap_err();
    assert!(
        err.contains("the arcadia campaign has no difficulty levels"),
        "{err}"
    );
}
