//! `skirmish test` from `cargo test`: every card and quest test of the project passes, every card
//! has one, and the runner itself catches a broken card, reports failures usefully and counts
//! skips. The fuzz runner's invariants and command log are checked on short runs.

use std::path::{Path, PathBuf};

use skirmish::assets::Assets;
use skirmish::cardtest::{self, Collected, Options, Outcome, TestFile};
use skirmish::fuzz;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .canonicalize()
        .unwrap()
}

fn library() -> skirmish_core::game::Library {
    Assets::at(&root()).library()
}

fn run_source(path: &str, source: &str, lib: &skirmish_core::game::Library) -> cardtest::Summary {
    let collected = Collected {
        files: vec![TestFile {
            path: path.into(),
            source: source.into(),
        }],
        ..Collected::default()
    };
    cardtest::run(lib, &collected, &Options::default())
}

#[test]
fn every_card_and_quest_test_passes_and_every_card_has_one() {
    let collected = cardtest::collect(Some(&root()), &[]).unwrap();
    let summary = cardtest::run(&library(), &collected, &Options::default());
    assert!(
        summary.failed == 0,
        "card tests failed:\n{}",
        summary.render(false)
    );
    assert!(summary.passed >= 40, "{}", summary.last_line());
    // Every card file is covered: a missing test would have been a failure above.
    let cards: Vec<String> = library()
        .card_files("arcadia")
        .iter()
        .map(|(p, _)| p.to_string())
        .collect();
    for c in cards {
        let t = format!("{}_test.lua", c.trim_end_matches(".lua"));
        assert!(
            collected.files.iter().any(|f| f.path == t),
            "{c} has no test"
        );
    }
}

/// Folders where a copied card is not an ordinary new card but a change to another card's
/// data: a second ending for the same villain and outcome (the rules take the first by id), a
/// villain or foe that changes how many foes a villain's card says are aligned to it (p.6,
/// reported by scripts/ods/steps_test.lua naming the villain).
const NOT_COPIED: &[&str] = &[
    "cards/ods/endings/",
    "cards/ods/villains/",
    "cards/ods/foes/",
    "cards/ods/epic_foes/",
];

/// Adds to `lib` a new card in every card folder of every ruleset, as a modder adds one: a
/// copy of the folder's first card under a new id (`a_new_ID`, first in every sorted list).
/// Returns the paths added.
fn add_a_card_to_every_folder(lib: &mut skirmish_core::game::Library) -> Vec<String> {
    let mut firsts = std::collections::BTreeMap::new();
    for (path, text) in &lib.files {
        if !path.starts_with("cards/") || !path.ends_with(".lua") || path.ends_with("_test.lua") {
            continue;
        }
        let (dir, file) = path.rsplit_once('/').unwrap();
        if dir.split('/').count() < 3 || NOT_COPIED.iter().any(|n| path.starts_with(n)) {
            continue;
        }
        firsts
            .entry(dir.to_string())
            .or_insert((file.to_string(), text.clone()));
    }
    let mut added = Vec::new();
    for (dir, (file, text)) in firsts {
        let path = format!("{dir}/a_new_{file}");
        lib.files.insert(path.clone(), text);
        added.push(path);
    }
    added
}

/// Tests rig every die they rely on and pin every deck they draw from, and a test checks the
/// cards it is about, never the whole collection: another default seed, and a new card in
/// every card folder (decks, hands, pick lists and shuffles all change), change no test's
/// result. A modder's new card cannot break another card's test (issue 24).
#[test]
fn card_tests_depend_neither_on_the_seed_nor_on_other_cards() {
    let mut collected = cardtest::collect(Some(&root()), &[]).unwrap();
    // The copies have no row in docs/CONTENT-STATUS.md: the content checks are tested apart.
    collected.content_checks = false;
    let mut lib = library();
    let added = add_a_card_to_every_folder(&mut lib);
    for dir in [
        "cards/arcadia/upgrades/",
        "cards/arena/scrolls/",
        "cards/ods/world/wilds/",
        "cards/ods/events/",
    ] {
        assert!(added.iter().any(|p| p.starts_with(dir)), "{dir}: {added:?}");
    }
    for seed in [1, 7] {
        let opts = Options {
            seed,
            ..Options::default()
        };
        let summary = cardtest::run(&lib, &collected, &opts);
        assert!(
            summary.failed == 0,
            "seed {seed}, with a new card in every folder ({}):\n{}",
            added.join(", "),
            summary.render(false)
        );
    }
}

/// The content checks `skirmish test` runs first (repl/src/content.rs), on the library with
/// one card added: their results by name.
fn content_results(extra: &[(&str, &str)], status: &str) -> Vec<(String, Outcome)> {
    let mut lib = library();
    for (p, t) in extra {
        lib.files.insert((*p).into(), (*t).into());
    }
    let collected = Collected {
        content_checks: true,
        content_status: Some(status.into()),
        ..Collected::default()
    };
    let summary = cardtest::run(&lib, &collected, &Options::default());
    summary
        .results
        .into_iter()
        .map(|r| {
            assert_eq!(r.file, "content");
            (r.name, r.outcome)
        })
        .collect()
}

fn failure<'a>(results: &'a [(String, Outcome)], name: &str) -> &'a str {
    match results.iter().find(|(n, _)| n.contains(name)) {
        Some((_, Outcome::Failed(text))) => text,
        other => panic!("{name}: expected a failure, got {other:?}\n{results:#?}"),
    }
}

const GOLEM: &str = r#"---@type ArcadiaCard
return {
  name = "Rock Golem", kind = "monster", tier = "minor minion",
  life = 3, overkill = 4, reward = 1, movement = 1, defence = 1, reroll = 0,
  attack = { dice = 3, type = "melee", name = "Slam" },
  provisional = true,
}
"#;

fn status_with_golem() -> String {
    let status = std::fs::read_to_string(root().join("docs/CONTENT-STATUS.md")).unwrap();
    format!(
        "{status}\n| `cards/arcadia/monsters/rock_golem.lua` | designed here | yes | data only | nothing |\n"
    )
}

/// An ordinary new monster as docs/MODDING.md describes it (no `levels`: they are optional,
/// its row in CONTENT-STATUS) passes every content check; the project's own content too.
#[test]
fn an_ordinary_new_monster_passes_the_content_checks() {
    let results = content_results(
        &[("cards/arcadia/monsters/rock_golem.lua", GOLEM)],
        &status_with_golem(),
    );
    for rs in ["arcadia", "arena", "ods"] {
        assert!(
            results.iter().any(|(n, _)| n.starts_with(rs)),
            "{rs}: {results:#?}"
        );
    }
    let failed: Vec<_> = results
        .iter()
        .filter(|(_, o)| *o != Outcome::Passed)
        .collect();
    assert!(failed.is_empty(), "{failed:#?}");
}

/// What cargo test used to catch alone, `skirmish test` catches first, naming the card: a
/// field with no annotation, level bands that are incomplete, a card file without its
/// CONTENT-STATUS row, and a card that does not load.
#[test]
fn the_content_checks_catch_an_undocumented_field_bad_levels_a_missing_row_and_a_broken_card() {
    let golem = GOLEM.replace(
        "  provisional = true,",
        "  stone_skin = 1,\n  on = { moved = function(self, e, game) game.nosuchthing(e) end },\n  levels = { [\"1\"] = { life = 3, overkill = 4, reward = 1, movement = 1, defence = 1, reroll = 0, attack = { dice = 3, type = \"melee\", name = \"Slam\" } } },\n  provisional = true,",
    );
    let status = std::fs::read_to_string(root().join("docs/CONTENT-STATUS.md")).unwrap();
    let results = content_results(
        &[("cards/arcadia/monsters/rock_golem.lua", &golem)],
        &status,
    );
    let fields = failure(&results, "arcadia: every field");
    assert!(fields.contains("ArcadiaCard.stone_skin"), "{fields}");
    assert!(fields.contains("scripts/api"), "{fields}");
    let levels = failure(&results, "arcadia: the rules' content checks");
    assert!(levels.contains("rock_golem 2-3: band missing"), "{levels}");
    assert!(levels.contains("rock_golem 6: band missing"), "{levels}");
    let typo = failure(&results, "every `game.NAME`");
    assert!(
        typo.contains("cards/arcadia/monsters/rock_golem.lua:7: game.nosuchthing"),
        "{typo}"
    );
    let rows = failure(&results, "CONTENT-STATUS");
    assert!(
        rows.contains("cards/arcadia/monsters/rock_golem.lua has no row"),
        "{rows}"
    );

    let broken = GOLEM.replace("life = 3,", "life = 3,,");
    let results = content_results(
        &[("cards/arcadia/monsters/rock_golem.lua", &broken)],
        &status_with_golem(),
    );
    let load = failure(&results, "arcadia: every card loads");
    assert!(
        load.contains("cards/arcadia/monsters/rock_golem.lua"),
        "{load}"
    );
}

#[test]
fn a_card_without_a_test_is_a_failure() {
    let dir = std::env::temp_dir().join(format!("skirmish-cardtest-{}", std::process::id()));
    let cards = dir.join("cards/arcadia/upgrades");
    std::fs::create_dir_all(&cards).unwrap();
    std::fs::write(cards.join("lonely.lua"), "return {}\n").unwrap();
    let collected = cardtest::collect(Some(&dir), &[]).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(collected.missing, ["cards/arcadia/upgrades/lonely.lua"]);
    let summary = cardtest::run(&library(), &collected, &Options::default());
    assert_eq!(summary.failed, 1);
    assert!(
        summary.render(false).contains(
            "cards/arcadia/upgrades/lonely.lua has no test: write cards/arcadia/upgrades/lonely_test.lua"
        ),
        "{}",
        summary.render(false)
    );
}

#[test]
fn a_runaway_or_hostile_test_body_fails_quickly_and_the_next_test_runs() {
    // Issue 23: a test body is a script like a card's handler: its own budget (the games it
    // drives have theirs), memory cap and library guards.
    let source = r#"
test("loops", function() while true do end end)
test("a C loop", function() table.move({}, 1, 2^50, 1, {}) end)
test("a string bomb", function() local s = "x" while true do s = s .. s end end)
test("passes", function() expect(1 + 1).to_be(2) end)
"#;
    let t = std::time::Instant::now();
    let s = run_source("cards/arcadia/x_test.lua", source, &library());
    let text = s.render(false);
    assert_eq!((s.passed, s.failed), (1, 3), "{text}");
    assert!(
        text.contains("cards/arcadia/x_test.lua:2: test \"loops\" exceeded its instruction budget"),
        "{text}"
    );
    assert!(
        text.contains(
            "cards/arcadia/x_test.lua:3: test \"a C loop\" exceeded its instruction budget"
        ),
        "{text}"
    );
    assert!(
        text.contains("longer than the 256 KB a script may"),
        "{text}"
    );
    // Only a guard against a hang: each stops in a fraction of a second.
    assert!(
        t.elapsed() < std::time::Duration::from_secs(20),
        "{:?}",
        t.elapsed()
    );
}

#[test]
fn test_files_are_never_loaded_as_cards() {
    let lib = library();
    assert!(lib.files.keys().all(|p| !p.ends_with("_test.lua")));
    let mut with_tests = lib.clone();
    with_tests.files.insert(
        "cards/arcadia/starter/slingshot_test.lua".into(),
        "error('a test file was loaded as a card')".into(),
    );
    assert!(
        with_tests
            .card_files("arcadia")
            .iter()
            .all(|(p, _)| !p.ends_with("_test.lua"))
    );
}

/// The MODDING.md walk-through: Nova Bolt's test passes, and fails with the card broken.
#[test]
fn a_broken_card_fails_its_test_with_card_expected_actual_and_last_events() {
    let path = "cards/arcadia/starter/nova_bolt_test.lua";
    let source = std::fs::read_to_string(root().join(path)).unwrap();
    let lib = library();
    let ok = run_source(path, &source, &lib);
    assert_eq!((ok.passed, ok.failed), (2, 0), "{}", ok.render(false));

    // Broken on purpose: the CRIT no longer offers a second target.
    let mut broken = lib.clone();
    let card = broken
        .files
        .get_mut("cards/arcadia/starter/nova_bolt.lua")
        .unwrap();
    *card = card.replace(
        "e.attack:shows(\"crit\")",
        "e.attack:shows(\"crit\") and false",
    );
    let bad = run_source(path, &source, &broken);
    assert_eq!(bad.failed, 1, "{}", bad.render(false));
    let text = bad.render(false);
    for part in [
        "FAIL cards/arcadia/starter/nova_bolt_test.lua › a CRIT adds a second target close to the first",
        "card:     cards/arcadia/starter/nova_bolt.lua",
        "cards/arcadia/starter/nova_bolt_test.lua:",
        "expected: \"Nova Bolt: a second target?\"",
        "last events (game seed 1,",
        "event wounds_dealt goblin1 2",
        "pending:  blue — zazu is active",
        "1 passed, 1 failed",
    ] {
        assert!(text.contains(part), "missing {part:?} in\n{text}");
    }
    assert!(text.ends_with("1 passed, 1 failed\n"));
}

#[test]
fn skips_count_apart_and_errors_name_the_test_line() {
    let source = r#"
test("skipped", function() test.skip("awaits the spawn rules") end)
test("passes", function()
  local g = test.game{ board = test.open_board(2, 1), figures = {
    { id = "zazu", side = "blue", at = "a1", card = "zazu" },
    { id = "diva", side = "red", at = "b1", card = "diva" } } }
  expect(g:options()).to_contain("activate zazu")
  expect_error(function() g:choose("fly away") end, "not one of the options")
end)
return {
  ["a wrong option names the line"] = function()
    local g = test.game{ board = test.open_board(2, 1), figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu" },
      { id = "diva", side = "red", at = "b1", card = "diva" } } }
    g:choose("fly away")
  end,
}
"#;
    let s = run_source("cards/arcadia/x_test.lua", source, &library());
    assert_eq!(
        (s.passed, s.failed, s.skipped),
        (1, 1, 1),
        "{}",
        s.render(true)
    );
    assert_eq!(s.last_line(), "1 passed, 1 failed, 1 skipped");
    let text = s.render(false);
    assert!(
        text.contains("cards/arcadia/x_test.lua:15: `fly away` is not one of the options"),
        "{text}"
    );
    assert!(text.contains("skip cards/arcadia/x_test.lua › skipped: awaits the spawn rules"));
    assert!(text.contains("pending:  blue — turn 1: blue to play [activate zazu | rest]"));
}

#[test]
fn setup_sets_wounds_exhausted_cards_side_and_space_variables_and_survives_undo() {
    let source = r#"
test("setup", function()
  local g = test.game{
    scenario = "scripts/arcadia/scenarios/intro.yaml",
    wounds = { grom = 2 },
    exhausted = { zazu = { "slingshot" } },
    side_vars = { blue = { coins = 3 } },
    space_vars = { c4 = { fire = true, smoke = 2 } },
  }
  expect(g:figure("grom").wounds).to_be(2)
  expect(g:figure("zazu").exhausted).to_be({ slingshot = true })
  expect(g:side("blue").coins).to_be(3)
  expect(g:space_vars("c4")).to_be({ fire = true, smoke = 2 })
  expect(g:space_vars("c5")).to_be({})
  g:choose("activate grom")
  g:undo()
  expect(g:figure("grom").wounds).to_be(2)
  expect(g:side("blue").coins).to_be(3)
  expect(g:space_vars("c4").smoke).to_be(2)
end)
test("a bad setup is an error", function()
  expect_error(function()
    test.game{ scenario = "scripts/arcadia/scenarios/intro.yaml", exhausted = { grom = { "nova_bolt" } } }
  end, "grom holds no card `nova_bolt`")
end)
"#;
    let s = run_source("scripts/arcadia/setup_test.lua", source, &library());
    assert_eq!((s.passed, s.failed), (2, 0), "{}", s.render(true));
}

#[test]
fn pending_shows_labels_and_the_fields_of_options_asked_as_data() {
    let source = r#"
test("fields", function()
  local g = test.game({
    board = test.open_board(4, 1),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu", cards = { "parrying_blade", "slingshot" } },
      { id = "diva", side = "red", at = "b1", card = "diva", cards = { "rusty_blade" } },
    },
  })
  local p = g:pending()
  expect(p.options).to_be({ "activate zazu", "rest" })
  expect(p.labels).to_be({ "activate zazu", "rest the blue guild" })
  expect(p.fields).to_be({ { hero = "zazu" }, {} }) -- a figure as its id
  g:choose("activate zazu")
  p = g:pending()
  expect(p.options[3]).to_be("attack zazu slingshot diva")
  expect(p.fields[3].attack.card).to_be("slingshot") -- a card instance as its card id
  expect(p.fields[3].attack.target).to_be("diva")
  g:rig("attack", { "melee", "melee" })
  g:choose("attack zazu parrying_blade diva")
  -- Zazu's reroll is asked in the attack's code (game.choose): keys and labels only.
  expect(g:prompt()).to_contain("zazu may reroll")
  expect(g:pending().fields).to_be_nil()
  expect(#g:pending().labels).to_be(#g:options())
end)
"#;
    let s = run_source("scripts/arcadia/fields_test.lua", source, &library());
    assert_eq!((s.passed, s.failed), (1, 0), "{}", s.render(true));
}

#[test]
fn filter_and_order_are_deterministic() {
    let collected =
        cardtest::collect(Some(&root()), &[root().join("cards/arcadia/heroes")]).unwrap();
    let opts = |threads| Options {
        filter: Some("grom".into()),
        threads,
        verbose: true,
        ..Options::default()
    };
    let one = cardtest::run(&library(), &collected, &opts(1));
    let two = cardtest::run(&library(), &collected, &opts(2));
    assert_eq!(one.render(true), two.render(true));
    assert!(one.passed >= 3 && one.failed == 0, "{}", one.render(true));
    assert!(one.results.iter().all(|r| {
        format!("{} › {}", r.file, r.name)
            .to_lowercase()
            .contains("grom")
            && r.outcome == Outcome::Passed
    }));
}

#[test]
fn fuzz_short_run_holds_every_invariant_and_is_deterministic() {
    let lib = library();
    let opts = |threads| fuzz::Options {
        games: 6,
        seed: 11,
        threads,
        ..fuzz::Options::default()
    };
    let a = fuzz::run(&lib, &opts(1)).unwrap();
    let b = fuzz::run(&lib, &opts(2)).unwrap();
    assert_eq!(a.render(), b.render());
    assert!(a.violations.is_empty(), "{}", a.render());
    assert!(a.steps > 6, "{}", a.last_line());
    assert!(
        a.render()
            .ends_with(&format!("fuzz: 6 games, {} steps, 0 violations\n", a.steps))
    );
}

#[test]
fn fuzz_reports_a_violation_with_its_seed_and_a_short_replay() {
    // A card that takes one coin too many on every rest breaks "coins never negative".
    let mut lib = library();
    lib.files.insert(
        "cards/arcadia/starter/slingshot.lua".into(),
        lib.get("cards/arcadia/starter/slingshot.lua")
            .unwrap()
            .replace(
                "text = \"Ranged attack with 2 dice.\",",
                "text = \"Ranged attack with 2 dice.\",\n  on = { rest = function(self, e, game) game.side(e.side).coins = -1 end },",
            ),
    );
    let report = fuzz::run(
        &lib,
        &fuzz::Options {
            games: 1,
            seed: 3,
            threads: 1,
            ..fuzz::Options::default()
        },
    )
    .unwrap();
    assert_eq!(report.violations.len(), 1, "{}", report.render());
    let v = &report.violations[0];
    assert_eq!(v.kind, "coins");
    assert_eq!(v.seed, 3);
    // The shortest log: the heroes placed at set-up (this scenario deals its start areas), a
    // rest, and the rest's first question, where the broken count is seen.
    let played: Vec<&String> = v
        .commands
        .iter()
        .filter(|c| !c.starts_with("place "))
        .collect();
    assert_eq!(played, ["rest", "maya"], "{}", report.render());
    let text = report.render();
    assert!(text.contains("seed 3"), "{text}");
    assert!(
        text.contains("\n    choose rest\n    choose maya\n"),
        "{text}"
    );
    assert!(text.ends_with("violations\n") && text.contains(", 1 violations"));
}

#[test]
fn fuzz_reports_a_question_left_to_a_side_nobody_plays() {
    // Arena's co-op foes have no seat: the rules decide for them (a foe's critical hit) or let
    // the players decide (the Quests' Golden Rule: a foe's push). Undo both and fuzz must
    // report the question that waits on the foes.
    let mut lib = library_only_scenario("arena", "mission_ember_keep");
    for (path, from, to) in [
        (
            "scripts/arena/coop.lua",
            "if side == \"foes\" then return \"heroes\" end",
            "",
        ),
        (
            "scripts/arena/attack.lua",
            "return game.scenario.mode == \"coop\" and team(a) == \"foes\"",
            "return false",
        ),
    ] {
        let text = lib.get(path).unwrap();
        assert!(text.contains(from), "{path} no longer holds {from}");
        let changed = text.replace(from, to);
        lib.files.insert(path.into(), changed);
    }
    let opts = fuzz::Options {
        ruleset: "arena".into(),
        games: 1,
        seed: 1,
        threads: 1,
        ..fuzz::Options::default()
    };
    let report = fuzz::run(&lib, &opts).unwrap();
    assert!(!report.violations.is_empty(), "{}", report.render());
    let v = &report.violations[0];
    assert_eq!(v.kind, "seats", "{}", report.render());
    assert!(
        v.message
            .contains("is asked of foes, a side nobody sits at"),
        "{}",
        v.message
    );
}

#[test]
fn fuzz_reports_a_question_that_names_no_rule() {
    // `why` explains every question: drop the rule of Arcadia's guild turn and fuzz must name
    // the question at once (the first question of a game is a guild's turn, p.14).
    let mut lib = library_only_scenario("arcadia", "intro");
    let path = "scripts/arcadia/rules.lua";
    let text = lib.get(path).unwrap();
    let from = "rule = rulebook.guild_turn,";
    assert!(text.contains(from), "{path} no longer holds {from}");
    let changed = text.replace(from, "");
    lib.files.insert(path.into(), changed);
    let opts = fuzz::Options {
        ruleset: "arcadia".into(),
        games: 1,
        seed: 1,
        threads: 1,
        ..fuzz::Options::default()
    };
    let report = fuzz::run(&lib, &opts).unwrap();
    let v = report
        .violations
        .first()
        .unwrap_or_else(|| panic!("{}", report.render()));
    assert_eq!(v.kind, "rule", "{}", report.render());
    assert!(v.message.contains("names no rule"), "{}", v.message);
}

/// The library with `ruleset`'s scenarios narrowed to `name`.
fn library_only_scenario(ruleset: &str, name: &str) -> skirmish_core::game::Library {
    let mut lib = library();
    let dir = format!("scripts/{ruleset}/scenarios/");
    let keep = format!("/{name}.yaml");
    lib.files
        .retain(|p, _| !p.starts_with(&dir) || p.ends_with(&keep));
    lib
}

#[test]
fn fuzz_campaigns_play_whole_campaigns_deterministically() {
    // Item 18 of the rules audit: random campaigns end to end, every phase and scenario.
    let lib = library();
    let opts = |threads| fuzz::Options {
        games: 2,
        seed: 5,
        threads,
        campaigns: Some(2),
        ..fuzz::Options::default()
    };
    let a = fuzz::run(&lib, &opts(1)).unwrap();
    let b = fuzz::run(&lib, &opts(2)).unwrap();
    assert_eq!(a.render(), b.render());
    assert!(a.violations.is_empty(), "{}", a.render());
    // Six scenarios and seven phases each: thousands of answers, not one game's worth.
    assert!(a.steps > 2_000, "{}", a.last_line());
    assert!(a.render().ends_with(&format!(
        "fuzz: 2 campaigns, {} steps, 0 violations\n",
        a.steps
    )));
    let bad = fuzz::run(
        &lib,
        &fuzz::Options {
            campaigns: Some(5),
            ..opts(1)
        },
    );
    assert!(bad.unwrap_err().contains("seats 2 to 4 guilds"));
}

#[test]
fn fuzz_campaigns_report_an_engine_error_with_the_command_that_replays_it() {
    // The Upgrade Phase breaks: the campaign stops there, and the report says which campaign,
    // which step and how to play it again.
    let mut lib = library();
    let path = "scripts/arcadia/campaign.lua";
    let src = lib.get(path).unwrap().to_string();
    lib.files.insert(
        path.into(),
        src.replace(
            "local function upgrade_cards(game, doc, level)\n",
            "local function upgrade_cards(game, doc, level)\n  error(\"upgrade phase broken\")\n",
        ),
    );
    let report = fuzz::run(
        &lib,
        &fuzz::Options {
            games: 1,
            seed: 9,
            threads: 1,
            campaigns: Some(2),
            ..fuzz::Options::default()
        },
    )
    .unwrap();
    assert_eq!(report.violations.len(), 1, "{}", report.render());
    let text = report.render();
    assert!(text.contains("upgrade phase broken"), "{text}");
    assert!(text.contains("in phase after_scenario"), "{text}");
    assert!(
        text.contains(
            "reproduce with `skirmish fuzz --ruleset arcadia --campaigns 2 --games 1 --seed 9`"
        ),
        "{text}"
    );
}

#[test]
fn fuzz_forks_finds_every_copy_going_on_as_the_game() {
    // Forks, undo and redo, and saved-and-loaded copies at random points of random games of
    // every ruleset: each copy logs exactly what the game logs.
    for (ruleset, games) in [("arcadia", 4), ("arena", 1), ("ods", 4)] {
        let report = fuzz::run(
            &library(),
            &fuzz::Options {
                ruleset: ruleset.into(),
                games,
                seed: 11,
                threads: 1,
                forks: true,
                ..fuzz::Options::default()
            },
        )
        .unwrap();
        assert!(
            report.violations.is_empty(),
            "{ruleset}: {}",
            report.render()
        );
        assert!(report.steps > 50, "{ruleset}: {}", report.render());
    }
}

#[test]
fn fuzz_forks_catches_a_card_that_keeps_state_of_its_own() {
    // A table of the file lives outside the game: a fork that runs the handler again counts
    // on from where the game left it, so the copy's log differs from the game's. (Loading
    // refuses the plain ways to write one, `uses = uses + 1` or `memo.n = 1`; a library call
    // that fills it is beyond that reading of the code, and this check still sees it.)
    let mut lib = library();
    let path = "cards/arcadia/starter/slingshot.lua";
    let src = lib.get(path).unwrap().to_string();
    lib.files.insert(
        path.into(),
        format!("local memo = {{}}\n{src}").replace(
            "text = \"Ranged attack with 2 dice.\",",
            "text = \"Ranged attack with 2 dice.\",\n  on = { activation_start = function(self, e, game) table.insert(memo, 1) game.log(\"uses \" .. #memo) end },",
        ),
    );
    let report = fuzz::run(
        &lib,
        &fuzz::Options {
            games: 2,
            seed: 3,
            threads: 1,
            forks: true,
            ..fuzz::Options::default()
        },
    )
    .unwrap();
    assert!(!report.violations.is_empty(), "{}", report.render());
    let v = &report.violations[0];
    assert_eq!(v.kind, "forks", "{}", report.render());
    assert!(v.message.contains("uses"), "{}", report.render());
}

fn skirmish(args: &[&str]) -> (String, String, i32) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_skirmish"))
        .args(args)
        .current_dir(root())
        .output()
        .unwrap();
    (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
        out.status.code().unwrap_or(-1),
    )
}

#[test]
fn the_commands_keep_the_contract_last_lines_and_exit_codes() {
    let (out, _, code) = skirmish(&["test", "cards/arcadia/heroes/grom_test.lua"]);
    assert_eq!((out.as_str(), code), ("3 passed, 0 failed\n", 0));

    let bad = std::env::temp_dir().join(format!("skirmish-bad-{}_test.lua", std::process::id()));
    std::fs::write(&bad, "test('fails', function() expect(1).to_be(2) end)\n").unwrap();
    let (out, _, code) = skirmish(&["test", bad.to_str().unwrap()]);
    std::fs::remove_file(&bad).unwrap();
    assert_eq!(code, 1, "{out}");
    assert!(out.ends_with("0 passed, 1 failed\n"), "{out}");
    assert!(out.contains("expected: 2\n  actual:   1\n"), "{out}");

    let (out, _, code) = skirmish(&["fuzz", "--games", "2", "--seed", "5"]);
    let last = out.lines().last().unwrap_or_default();
    assert!(
        last.starts_with("fuzz: 2 games, ") && last.ends_with(" steps, 0 violations"),
        "{out}"
    );
    assert_eq!(code, 0);

    for args in [
        &["fuzz", "--games", "many", "--seed", "1"][..],
        &["fuzz", "--games", "3"],
        &["test", "--bogus"],
        &["test", "no/such/dir"],
    ] {
        let (_, err, code) = skirmish(args);
        assert_eq!(code, 1, "{args:?}");
        assert!(err.starts_with("error: "), "{args:?}: {err}");
    }
}

#[test]
fn fuzz_lets_a_guard_attack_resolve_while_its_target_passes_through_a_full_space() {
    // Seed 1452 of the intro (found by a 10000-game run): Diva walks through f2, Full with
    // Johan and the orc, and the orc's Guard attack asks a reroll while she stands there.
    let report = fuzz::run(
        &library(),
        &fuzz::Options {
            games: 1,
            seed: 1452,
            threads: 1,
            ..fuzz::Options::default()
        },
    )
    .unwrap();
    assert!(report.violations.is_empty(), "{}", report.render());
}

/// docs/MODDING.md's Arena walk-through (docs/examples/arena/): the card dropped where the text
/// says, its test run as `skirmish test` would, passes; the same test fails once the card's
/// damage is changed, so it tests the card and not nothing.
#[test]
fn the_arena_modding_example_passes_and_catches_a_broken_card() {
    let read = |name: &str| {
        std::fs::read_to_string(root().join("docs/examples/arena").join(name)).unwrap()
    };
    let (card, test) = (read("ember_lash.lua"), read("ember_lash_test.lua"));
    let doc = std::fs::read_to_string(root().join("docs/MODDING.md")).unwrap();
    assert!(
        doc.contains(&card) && doc.contains(&test),
        "MODDING.md and docs/examples/arena differ"
    );
    let path = "cards/arena/attacks/ember_lash_test.lua";
    let mut lib = library();
    lib.files
        .insert("cards/arena/attacks/ember_lash.lua".into(), card.clone());
    let good = run_source(path, &test, &lib);
    assert_eq!((good.passed, good.failed), (1, 0), "{}", good.render(false));
    lib.files.insert(
        "cards/arena/attacks/ember_lash.lua".into(),
        card.replace("damage = 10", "damage = 9"),
    );
    let broken = run_source(path, &test, &lib);
    assert_eq!(broken.failed, 1, "{}", broken.render(false));
}

/// docs/MODDING.md's ODS walk-through (docs/examples/ods/): a newcomer's World Scenario dropped
/// into cards/ods/world/wilds/ joins its deck and its test passes as `skirmish test` runs it,
/// at two seeds; the same test fails once the card's Willpower outcome is changed.
#[test]
fn the_ods_modding_example_passes_and_catches_a_broken_card() {
    let read =
        |name: &str| std::fs::read_to_string(root().join("docs/examples/ods").join(name)).unwrap();
    let (card, test) = (
        read("the_wishing_well.lua"),
        read("the_wishing_well_test.lua"),
    );
    let doc = std::fs::read_to_string(root().join("docs/MODDING.md")).unwrap();
    assert!(
        doc.contains(&card) && doc.contains(&test),
        "MODDING.md and docs/examples/ods differ"
    );
    let dir = "cards/ods/world/wilds";
    let path = format!("{dir}/the_wishing_well_test.lua");
    let mut lib = library();
    lib.files
        .insert(format!("{dir}/the_wishing_well.lua"), card.clone());
    let collected = Collected {
        files: vec![TestFile {
            path: path.clone(),
            source: test.clone(),
        }],
        ..Collected::default()
    };
    for seed in [1, 7] {
        let good = cardtest::run(
            &lib,
            &collected,
            &Options {
                seed,
                ..Options::default()
            },
        );
        assert_eq!(
            (good.passed, good.failed),
            (4, 0),
            "seed {seed}: {}",
            good.render(false)
        );
    }
    lib.files.insert(
        format!("{dir}/the_wishing_well.lua"),
        card.replace("{ willpower = 2 }", "{ willpower = 1 }"),
    );
    let broken = run_source(&path, &test, &lib);
    assert_eq!(broken.failed, 1, "{}", broken.render(false));
}

/// docs/ODS.md §10: random legal games on every ODS scenario (game `i` plays scenario
/// `(1 + i) % 5`: Arawn, the Dragon and Morrigan fixed, the villain chosen at set-up, the
/// solo cast) hold every invariant of scripts/ods/ai.lua and each ends within the step limit
/// (a game still running at `max_steps` is a violation).
#[test]
fn ods_random_games_against_each_villain_hold_every_invariant() {
    let lib = library();
    let opts = fuzz::Options {
        ruleset: "ods".into(),
        games: 10,
        seed: 1,
        threads: 2,
        ..fuzz::Options::default()
    };
    let report = fuzz::run(&lib, &opts).unwrap();
    assert!(report.violations.is_empty(), "{}", report.render());
    assert_eq!(report.games, 10, "{}", report.last_line());
}

/// docs/ODS.md §10: the kernel names nothing of Of Dreams & Shadows — no card id, no space of
/// its map, no rules word (whole words, any case, in every file under core/src).
#[test]
fn the_kernel_names_nothing_of_ods() {
    let root = root();
    let mut words: Vec<String> = "ods dreams shadow shadows villain villains champion champions \
         willpower affliction afflictions boon boons fate epic foe foes hollows wilds capital realm"
        .split_whitespace()
        .map(str::to_string)
        .collect();
    let lib = library();
    for (path, _) in lib.card_files("ods") {
        words.push(skirmish_core::game::card_id(path).to_string());
    }
    let map = std::fs::read_to_string(root.join("scripts/ods/maps/realm.yaml")).unwrap();
    let map: serde_yaml::Value = serde_yaml::from_str(&map).unwrap();
    let spaces = map["spaces"].as_mapping().expect("realm.yaml has spaces");
    words.extend(spaces.keys().filter_map(|k| k.as_str()).map(str::to_string));
    assert!(words.len() > 200, "{}", words.len());
    let mut hits = Vec::new();
    let mut stack = vec![root.join("core/src")];
    while let Some(dir) = stack.pop() {
        for e in std::fs::read_dir(&dir).unwrap().flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
                continue;
            }
            let text = std::fs::read_to_string(&p)
                .unwrap_or_default()
                .to_lowercase();
            for (n, line) in text.lines().enumerate() {
                for w in line.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_')) {
                    if words.iter().any(|x| x == w) {
                        hits.push(format!("{}:{}: {w}", p.display(), n + 1));
                    }
                }
            }
        }
    }
    assert!(
        hits.is_empty(),
        "ODS names in core/src:\n  {}",
        hits.join("\n  ")
    );
}

/// scripts/api/test.lua (what editors and `help api` know of the test API) names only what a
/// test file really gets: every documented global, `test.` function and game method exists,
/// and every `Expectation` field is a check `expect(x)` has.
#[test]
fn the_test_api_annotations_name_what_test_files_get() {
    let text = std::fs::read_to_string(root().join("scripts/api/test.lua")).unwrap();
    let items = skirmish::apidoc::parse("scripts/api/test.lua", &text);
    let mut checks = Vec::new();
    for i in items.iter().filter(|i| i.kind == "function") {
        let expr = match i.name.split_once('.') {
            Some(("TestGame", m)) => format!("g.{m}"),
            Some(("test", f)) => format!("test.{f}"),
            None => i.name.clone(),
            Some(_) => panic!("unexpected entry {}", i.name),
        };
        checks.push(format!(
            "  expect(type({expr}) .. \" {}\").to_be(\"function {}\")",
            i.name, i.name
        ));
    }
    let expectation = items
        .iter()
        .find(|i| i.kind == "class" && i.name == "Expectation")
        .expect("class Expectation");
    for d in &expectation.doc {
        if let Some(f) = d.strip_prefix("field ") {
            let name = f.split_whitespace().next().unwrap();
            checks.push(format!(
                "  expect(type(expect(1).{name}) .. \" {name}\").to_be(\"function {name}\")"
            ));
        }
    }
    assert!(checks.len() > 20, "{checks:?}");
    let source = format!(
        "test(\"the documented test API exists\", function()\n  local g = test.game{{ board = test.open_board(2, 1), figures = {{ {{ id = \"diva\", side = \"red\", at = \"a1\", card = \"diva\" }}, {{ id = \"zazu\", side = \"blue\", at = \"b1\", card = \"zazu\" }} }} }}\n{}\nend)\n",
        checks.join("\n")
    );
    let summary = run_source("cards/arcadia/api_test.lua", &source, &library());
    assert_eq!(
        (summary.passed, summary.failed),
        (1, 0),
        "{}\n{source}",
        summary.render(false)
    );
}
