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
