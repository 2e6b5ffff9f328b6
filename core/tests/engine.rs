//! The engine end to end on the real Arcadia scripts: choices, events, rollback, undo, replay.

mod common;

use common::{
    RANGE, SLINGSHOT, boosted_slingshot, first_attack_dice, game_on, intro_game, library, log,
};
use skirmish_core::game::{Game, Input};

#[test]
fn the_intro_starts_with_blue_choosing_an_action() {
    let g = intro_game(1);
    let c = g.pending().expect("a choice");
    assert_eq!(c.side, "blue");
    let keys: Vec<&str> = c.options.iter().map(|o| o.key.as_str()).collect();
    assert_eq!(
        keys,
        ["activate grom", "activate maya", "activate zazu", "rest"]
    );
}

#[test]
fn setup_gives_cards_and_stats_from_card_data() {
    let g = intro_game(1);
    let st = g.state();
    let cards: Vec<&str> = st.cards.iter().map(|c| c.card.as_str()).collect();
    assert!(
        cards.contains(&"nova_bolt") && cards.contains(&"grom"),
        "{cards:?}"
    );
    use skirmish_core::game::state::Scope;
    assert_eq!(st.int(&Scope::Figure("grom".into()), "life"), 5);
    assert_eq!(st.int(&Scope::Figure("diva".into()), "defence"), 4);
    assert_eq!(st.int(&Scope::Figure("troll".into()), "life"), 4);
}

#[test]
fn moving_point_by_point_offers_only_legal_steps() {
    let mut g = intro_game(1);
    g.answer_key("activate grom").unwrap();
    g.answer_key("move grom").unwrap();
    let keys: Vec<String> = g
        .pending()
        .unwrap()
        .options
        .iter()
        .map(|o| o.key.clone())
        .collect();
    // a1: b1 and a2 are Close; a2 holds Maya alone, so it can be entered.
    assert_eq!(keys, ["end move", "move grom b1", "move grom a2"]);
    g.answer_key("move grom b1").unwrap();
    g.answer_key("move grom c1").unwrap();
    let keys: Vec<String> = g
        .pending()
        .unwrap()
        .options
        .iter()
        .map(|o| o.key.clone())
        .collect();
    assert!(keys.contains(&"move grom c2".to_string()), "{keys:?}");
    g.answer_key("move grom c2").unwrap();
    // Three points spent: back to the activation menu, with no move left.
    let keys: Vec<String> = g
        .pending()
        .unwrap()
        .options
        .iter()
        .map(|o| o.key.clone())
        .collect();
    assert_eq!(keys.last().unwrap(), "end grom");
    assert!(!keys.iter().any(|k| k == "move grom"));
    assert_eq!(g.state().table.figure(0).at.to_string(), "c2");
}

#[test]
fn a_rigged_attack_wounds_and_kills_with_events_in_order() {
    let lib = library();
    let mut g = game_on(&lib, RANGE, 1, Default::default()).unwrap();
    g.answer_key("activate zazu").unwrap();
    g.rig("attack", &["ranged", "melee"]).unwrap();
    g.answer_key("attack zazu slingshot goblin1").unwrap();
    // Parrying Blade gives Zazu one reroll: keep the roll.
    assert!(g.pending().unwrap().prompt.contains("may reroll attack"));
    g.answer_key("keep").unwrap();
    // One wound kills the goblin but is below its Overkill of 2: it strikes back first (p.22);
    // its controller declines.
    g.answer_key("end goblin1").unwrap();
    let st = g.state();
    assert!(!st.table.is_on_board(st.figure("goblin1").unwrap()));
    let log: Vec<String> = st.log.iter().map(|e| e.to_string()).collect();
    assert!(
        log.contains(&"roll #1 attack: ranged melee".to_string()),
        "{log:#?}"
    );
    let events: Vec<&str> = log
        .iter()
        .filter_map(|l| l.strip_prefix("event "))
        .map(|l| l.split(' ').next().unwrap())
        .skip_while(|e| *e != "attack_declared")
        .take(9)
        .collect();
    assert_eq!(
        events,
        [
            "attack_declared",
            "targets_confirmed",
            "dice_pools_built",
            "dice_rolled",
            "rerolls_done",
            "defence_done",
            "results_computed",
            "wounds_dealt",
            "figure_killed",
        ]
    );
}

#[test]
fn a_crit_explodes_and_nova_bolt_asks_for_a_second_target() {
    let lib = library();
    let scenario = RANGE
        .replace("[parrying_blade, slingshot]", "[nova_bolt]")
        .replace("at: d1, card: diva", "at: c1, card: diva");
    let mut g = game_on(&lib, &scenario, 1, Default::default()).unwrap();
    g.answer_key("activate zazu").unwrap();
    // CRIT adds a die (melee: a miss for a ranged attack), so 2 hits: ranged + crit.
    g.rig("attack", &["crit", "ranged", "melee"]).unwrap();
    g.rig("defence", &["blank", "blank", "blank", "blank"])
        .unwrap();
    g.answer_key("attack zazu nova_bolt goblin1").unwrap();
    let c = g.pending().unwrap();
    assert_eq!(c.prompt, "Nova Bolt: a second target?");
    let keys: Vec<&str> = c.options.iter().map(|o| o.key.as_str()).collect();
    assert_eq!(keys, ["no second target", "second target diva"]);
    g.answer_key("second target diva").unwrap();
    let st = g.state();
    use skirmish_core::game::state::Scope;
    // Both targets suffer the full 2 hits; Diva's 4 defence dice were rigged blank.
    assert_eq!(st.int(&Scope::Figure("diva".into()), "wounds"), 2);
    assert!(!st.table.is_on_board(st.figure("goblin1").unwrap()));
}

#[test]
fn an_illegal_answer_changes_nothing() {
    let mut g = intro_game(3);
    let before: Vec<String> = g.state().log.iter().map(|e| e.to_string()).collect();
    assert!(g.answer(99).is_err());
    assert!(g.answer_key("activate troll").is_err());
    let after: Vec<String> = g.state().log.iter().map(|e| e.to_string()).collect();
    assert_eq!(before, after);
}

#[test]
fn undo_and_replay_reproduce_the_log_byte_for_byte() {
    let mut g = intro_game(7);
    let mut snapshots = Vec::new();
    for _ in 0..40 {
        let Some(c) = g.pending() else { break };
        snapshots.push(
            g.state()
                .log
                .iter()
                .map(|e| e.to_string())
                .collect::<Vec<_>>(),
        );
        let pick = (c.options.len() * 7 + 3) % c.options.len();
        g.answer(pick).unwrap();
    }
    let full: Vec<String> = g.state().log.iter().map(|e| e.to_string()).collect();
    // Undo back one decision: the log is exactly what it was before that answer.
    g.undo().unwrap();
    let undone: Vec<String> = g.state().log.iter().map(|e| e.to_string()).collect();
    assert_eq!(&undone, snapshots.last().unwrap());
    // A fresh game fed the same inputs replays to the same log.
    let inputs = g.inputs().clone();
    let mut h = intro_game(7);
    for i in inputs.iter().cloned() {
        match i {
            Input::Answer(a) => h.answer(a).unwrap(),
            Input::Rig { die, faces } => {
                let f: Vec<&str> = faces.iter().map(String::as_str).collect();
                h.rig(&die, &f).unwrap()
            }
            Input::Unrig { die } => h.unrig(die.as_deref()).unwrap(),
            Input::Dev(d) => h.dev(d).unwrap(),
        }
    }
    let replayed: Vec<String> = h.state().log.iter().map(|e| e.to_string()).collect();
    assert_eq!(replayed, undone);
    assert!(full.len() > undone.len());
}

#[test]
fn the_library_has_every_card_file_loaded() {
    let lib = library();
    assert!(lib.card_files("arcadia").len() >= 14);
}

#[test]
fn reload_swaps_a_changed_card_and_keeps_the_old_one_when_the_new_one_is_broken() {
    let mut lib = library();
    let mut g = game_on(&lib, RANGE, 1, Default::default()).unwrap();
    g.answer_key("activate zazu").unwrap();
    // Unchanged files reload nothing.
    let (done, errors) = g.reload(&lib);
    assert!(done.is_empty() && errors.is_empty());
    // A slingshot that always adds two attack dice.
    let path = SLINGSHOT;
    let boosted = boosted_slingshot(&lib);
    lib.files.insert(path.into(), boosted);
    let (done, errors) = g.reload(&lib);
    assert_eq!(done, ["slingshot"]);
    assert!(errors.is_empty(), "{errors:?}");
    // A broken version is refused with its file and line; the boosted one stays.
    lib.files.insert(path.into(), "return {\n  name = ".into());
    let (done, errors) = g.reload(&lib);
    assert!(done.is_empty());
    assert!(
        errors[0].to_string().contains("slingshot.lua:2:"),
        "{}",
        errors[0]
    );
    g.answer_key("attack zazu slingshot goblin1").unwrap();
    assert_eq!(first_attack_dice(&log(&g)), 4, "{:?}", log(&g));
}

#[test]
fn a_card_reloaded_without_a_handler_no_longer_reacts() {
    let mut lib = library();
    let path = SLINGSHOT;
    let plain = lib.get(path).unwrap().to_string();
    let boosted = boosted_slingshot(&lib);
    lib.files.insert(path.into(), boosted);
    let mut g = game_on(&lib, RANGE, 1, Default::default()).unwrap();
    g.answer_key("activate zazu").unwrap();
    // The kernel's dispatch index forgets the handler when the card is defined again.
    lib.files.insert(path.into(), plain);
    let (done, errors) = g.reload(&lib);
    assert_eq!(done, ["slingshot"]);
    assert!(errors.is_empty(), "{errors:?}");
    g.answer_key("attack zazu slingshot goblin1").unwrap();
    assert_eq!(first_attack_dice(&log(&g)), 2, "{:?}", log(&g));
}

#[test]
fn aq_move_a_hero_passing_a_full_space_cannot_stop_there() {
    let lib = library();
    let scenario = "ruleset: arcadia
board: |
  +---+---+---+
  | .   .   . |
  +---+---+---+
figures:
  - { id: zazu, side: blue, at: a1, card: zazu }
  - { id: maya, side: blue, at: b1, card: maya }
  - { id: diva, side: red, at: b1, card: diva }
";
    let mut g = game_on(&lib, scenario, 1, Default::default()).unwrap();
    g.answer_key("activate zazu").unwrap();
    g.answer_key("move zazu").unwrap();
    g.answer_key("move zazu b1").unwrap();
    let keys: Vec<String> = g
        .pending()
        .unwrap()
        .options
        .iter()
        .map(|o| o.key.clone())
        .collect();
    assert_eq!(keys, ["move zazu a1", "move zazu c1"]);
    g.answer_key("move zazu c1").unwrap();
    let keys: Vec<String> = g
        .pending()
        .unwrap()
        .options
        .iter()
        .map(|o| o.key.clone())
        .collect();
    assert_eq!(keys[0], "end move");
}

#[test]
fn simultaneous_effects_of_one_player_are_ordered_by_that_player() {
    let mut lib = library();
    for (id, note) in [("charm_a", "A"), ("charm_b", "B")] {
        lib.files.insert(
            format!("cards/arcadia/test/{id}.lua"),
            format!(
                "return {{ name = \"{id}\", kind = \"upgrade\", on = {{ activation_start = function(self, e, game) game.log(\"{note}\") end }} }}"
            ),
        );
    }
    let scenario = RANGE.replace("[parrying_blade, slingshot]", "[charm_a, charm_b]");
    let mut g = game_on(&lib, &scenario, 1, Default::default()).unwrap();
    g.answer_key("activate zazu").unwrap();
    let c = g.pending().unwrap();
    assert_eq!(c.side, "blue");
    assert!(
        c.prompt.starts_with("order of effects on activation_start"),
        "{}",
        c.prompt
    );
    let keys: Vec<&str> = c.options.iter().map(|o| o.key.as_str()).collect();
    assert_eq!(keys, ["charm_a", "charm_b"]);
    g.answer_key("charm_b").unwrap();
    let notes: Vec<String> = g
        .state()
        .log
        .iter()
        .map(|e| e.to_string())
        .filter(|l| l.starts_with("note "))
        .collect();
    assert_eq!(notes, ["note B", "note A"]);
}

/// Zazu activated in `RANGE` with a slingshot and an `afterglow` test card whose
/// `attack_declared` handler is `handler` (Lua).
fn afterglow_game(handler: &str) -> Game {
    let mut lib = library();
    lib.files.insert(
        "cards/arcadia/test/afterglow.lua".into(),
        format!(
            "return {{ name = \"Afterglow\", kind = \"upgrade\", on = {{\n  attack_declared = {handler} }} }}"
        ),
    );
    let scenario = RANGE.replace("[parrying_blade, slingshot]", "[slingshot, afterglow]");
    let mut g = game_on(&lib, &scenario, 1, Default::default()).unwrap();
    g.answer_key("activate zazu").unwrap();
    g
}

/// Where the first log line starting with `needle` is.
fn line_at(log: &[String], needle: &str) -> usize {
    log.iter()
        .position(|l| l.starts_with(needle))
        .unwrap_or_else(|| panic!("no `{needle}` in {log:#?}"))
}

#[test]
fn a_deferred_effect_runs_when_the_whole_attack_is_over() {
    let mut g = afterglow_game(
        r#"function(self, e, game)
    game.defer(function(game)
      game.log("afterglow")
      game.defer(function(game) game.log("afterglow again") end)
    end)
    game.log("declared")
  end"#,
    );
    // Two hits kill the goblin outright (its Overkill is 2): no payback question.
    g.rig("attack", &["ranged", "ranged"]).unwrap();
    g.answer_key("attack zazu slingshot goblin1").unwrap();
    let log: Vec<String> = g.state().log.iter().map(|e| e.to_string()).collect();
    let at = |needle: &str| line_at(&log, needle);
    assert!(at("note declared") < at("event figure_killed goblin1"));
    assert!(at("event figure_killed goblin1") < at("note afterglow"));
    assert!(at("note afterglow") < at("note afterglow again"));
    // Undo and replay reproduce it, deferred effects included.
    let before = log.clone();
    g.answer_key("end zazu").unwrap();
    g.undo().unwrap();
    let again: Vec<String> = g.state().log.iter().map(|e| e.to_string()).collect();
    assert_eq!(again, before);
}

#[test]
fn a_deferred_effect_runs_before_the_payback_the_attack_provokes_which_is_asked_as_data() {
    let mut g = afterglow_game(
        r#"function(self, e, game)
    if e.attacker.id == "zazu" then game.defer(function(game) game.log("afterglow") end) end
  end"#,
    );
    // One wound: below the goblin's Overkill of 2, so it pays back (p.22) before dying.
    g.rig("attack", &["ranged", "melee"]).unwrap();
    g.answer_key("attack zazu slingshot goblin1").unwrap();
    let c = g.pending().unwrap();
    assert!(c.prompt.contains("to pay back zazu"), "{}", c.prompt);
    // The Payback's movement is a question kept as data (a reaction window's step): a fork
    // there is a copy of the state.
    assert!(g.waits_on_data());
    let log: Vec<String> = g.state().log.iter().map(|e| e.to_string()).collect();
    let at = |needle: &str| line_at(&log, needle);
    // The attack is over (its deferred effect ran) before the monster's own activation.
    assert!(at("event wounds_dealt") < at("note afterglow"));
    assert!(at("note afterglow") < at("note goblin1 pays back zazu"));
    let mut fork = g.fork().unwrap();
    for h in [&mut g, &mut fork] {
        h.answer_key("end goblin1").unwrap();
    }
    assert_eq!(fork.state(), g.state());
    // It dies once its Payback is over; the activation goes on.
    let st = g.state();
    assert!(!st.table.is_on_board(st.figure("goblin1").unwrap()));
    assert_eq!(g.pending().unwrap().prompt, "zazu is active");
}

#[test]
fn defer_needs_a_function() {
    let mut lib = library();
    lib.files.insert(
        "cards/arcadia/test/bad_defer.lua".into(),
        r#"return { name = "Bad", kind = "upgrade", on = {
  activation_start = function(self, e, game) game.defer(42) end } }"#
            .into(),
    );
    let scenario = RANGE.replace("[parrying_blade, slingshot]", "[bad_defer]");
    let mut g = game_on(&lib, &scenario, 1, Default::default()).unwrap();
    let err = g.answer_key("activate zazu").unwrap_err().to_string();
    assert!(
        err.contains("cards/arcadia/test/bad_defer.lua:2:")
            && err.contains("game.defer needs a function"),
        "{err}"
    );
}

#[test]
fn the_monsters_simultaneous_effects_are_ordered_by_their_controller() {
    let mut lib = library();
    for (id, note) in [("howl_a", "A"), ("howl_b", "B")] {
        lib.files.insert(
            format!("cards/arcadia/test/{id}.lua"),
            format!(
                "return {{ name = \"{id}\", kind = \"upgrade\", on = {{ activation_start = function(self, e, game) game.log(\"{note}\") end }} }}"
            ),
        );
    }
    let scenario = RANGE.replace(
        "card: goblin_archer }",
        "card: goblin_archer, cards: [howl_a, howl_b] }",
    );
    let mut g = game_on(&lib, &scenario, 1, Default::default()).unwrap();
    g.answer_key("activate zazu").unwrap();
    // Blue is active: the player to its right, red, decides for the monsters (AQ p.19).
    let c = g.pending().unwrap();
    assert!(c.prompt.starts_with("order of effects"), "{}", c.prompt);
    assert_eq!(c.side, "red");
}

#[test]
fn a_fork_is_the_same_game_and_goes_its_own_way() {
    let mut g = intro_game(11);
    for _ in 0..25 {
        g.answer(0).unwrap();
    }
    let log = |g: &skirmish_core::game::Game| -> Vec<String> {
        g.state().log.iter().map(|e| e.to_string()).collect()
    };
    let mut f = g.fork().unwrap();
    assert_eq!(log(&f), log(&g));
    assert_eq!(f.pending(), g.pending());
    assert_eq!(f.inputs(), g.inputs());
    // Answering the fork leaves the original untouched, and the same answer gives the same game.
    let last = f.pending().unwrap().options.len() - 1;
    let before = log(&g);
    f.answer(last).unwrap();
    assert_eq!(log(&g), before);
    g.answer(last).unwrap();
    assert_eq!(log(&f), log(&g));
}

/// A card at zazu's side whose `attack_declared` handler asks `spec` (Lua).
fn asking_card(spec: &str) -> skirmish_core::game::Library {
    let mut lib = library();
    lib.files.insert(
        "cards/arcadia/test/hostile.lua".into(),
        format!(
            "return {{\n  name = \"Asker\",\n  kind = \"upgrade\",\n  on = {{\n    attack_declared = function(self, e, game)\n      game.choose({spec})\n    end,\n  }},\n}}\n"
        ),
    );
    lib
}

#[test]
fn a_choice_carries_the_rule_that_asks_it() {
    // The rules name the rule and page of each question they ask (the REPL's `why`).
    let mut g = intro_game(1);
    let rule = |g: &Game| g.pending().and_then(|c| c.rule.clone()).unwrap_or_default();
    assert_eq!(
        rule(&g),
        "a guild's turn: activate one living hero, or rest (rulebook p.14-15)"
    );
    g.answer_key("activate grom").unwrap();
    assert!(rule(&g).starts_with("hero activation:"), "{}", rule(&g));
    g.answer_key("move grom").unwrap();
    assert!(rule(&g).starts_with("AQ-MOVE:"), "{}", rule(&g));
    // Kept by forks and saves like the rest of the question.
    assert_eq!(rule(&g.fork().unwrap()), rule(&g));

    // A card's own question names one if it likes; one that does not names the card (its name,
    // and its text when it has one: core/tests/question_rules.rs).
    let lib = asking_card(
        "{ side = 'blue', prompt = 'pick', rule = 'the card says so', options = { { key = 'a' } } }",
    );
    let mut g = game_on(&lib, common::HOSTILE_RANGE, 1, Default::default()).unwrap();
    g.answer_key("activate zazu").unwrap();
    g.answer_key("attack zazu slingshot goblin1").unwrap();
    assert_eq!(
        g.pending().unwrap().rule.as_deref(),
        Some("the card says so")
    );
    let lib = asking_card("{ side = 'blue', prompt = 'pick', options = { { key = 'a' } } }");
    let mut g = game_on(&lib, common::HOSTILE_RANGE, 1, Default::default()).unwrap();
    g.answer_key("activate zazu").unwrap();
    g.answer_key("attack zazu slingshot goblin1").unwrap();
    assert_eq!(g.pending().unwrap().rule.as_deref(), Some("the card Asker"));

    // A rule that is not text is refused at the card's line, the game unchanged.
    let lib =
        asking_card("{ side = 'blue', prompt = 'pick', rule = 3, options = { { key = 'a' } } }");
    let mut g = game_on(&lib, common::HOSTILE_RANGE, 1, Default::default()).unwrap();
    g.answer_key("activate zazu").unwrap();
    let before = g.state().log.len();
    let err = g
        .answer_key("attack zazu slingshot goblin1")
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("hostile.lua:6: game.choose: `rule` must be a string"),
        "{err}"
    );
    assert_eq!(g.state().log.len(), before);
}
