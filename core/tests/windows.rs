//! Reaction windows (`game.reactions`), a flow procedure of the kernel: the reactors react one
//! at a time as a step of the rules, each before the next and before what the opening step
//! pushed after the window; while two or more are left their side picks which goes first (a
//! question kept as data); a read-only probe closes the window early. Arcadia's Guard on a
//! move (AQ p.19, `core/tests/rules_monsters.rs`) is built on it.

mod common;

use skirmish_core::game::{Game, Library, SaveFile};
use skirmish_core::script::Limits;
use skirmish_core::{Ruleset, Scenario};

const RULESET: &str = "name: probe
geometry: {adjacency: 4, capacity: 1, line_of_sight: centre-to-centre}
sides: [one, two]
card_kinds: [thing]
";

use common::PROBE_SCENARIO as SCENARIO;

/// A move that provokes three reactors (side `two` orders them); reactor `b` ends the
/// window (the probe `holds` reads `alive`); reactor `c` asks a question of its own as data;
/// after the window the step goes on (`after`), then the game asks `done?`.
const RULES: &str = "local rules = { steps = {} }
function rules.play(game)
  game.vars.alive = 1
  game.push('act', { who = 'p' })
end
function rules.steps.act(game, args)
  game.log('act')
  game.reactions({ side = 'two', prompt = 'who reacts first?', holds = 'holds', reactors = {
    { key = 'react a', name = 'a', by = game.figure('q') },
    { key = 'react b', name = 'b', by = game.figure('q') },
    { key = 'react c', label = 'c strikes', name = 'c', by = game.figure('q') },
  } }, 'react', args)
  game.push('after', args)
end
function rules.steps.holds(game, args) return game.vars.alive == 1 end
function rules.steps.react(game, args, pick)
  game.log('react ' .. pick.name .. ' by ' .. pick.by.id .. ' against ' .. args.who .. ' (' .. pick.label .. ')')
  if pick.name == 'b' then game.vars.alive = 0 end
  if pick.name == 'c' then
    return game.ask({ side = 'two', prompt = 'how hard?', options = { { key = 'hard' }, { key = 'soft' } } }, 'struck', args)
  end
end
function rules.steps.struck(game, args, pick) game.log('struck ' .. pick.key) end
function rules.steps.after(game, args)
  game.log('after')
  return game.ask({ side = 'one', prompt = 'done?', options = { { key = 'yes' } } }, 'over', args)
end
function rules.steps.over(game, args) game.finish({ winner = 'one' }) end
return rules
";

fn library(rules: &str) -> Library {
    let mut lib = common::probe_library("probe", "", "");
    lib.files
        .insert("scripts/probe/rules.lua".into(), rules.to_string());
    lib
}

fn game(rules: &str) -> Result<Game, String> {
    let ruleset = Ruleset::parse(RULESET, "ruleset.yaml").unwrap();
    let scenario = Scenario::parse(SCENARIO, "probe.yaml").unwrap();
    Game::new(&library(rules), &ruleset, &scenario, 1, Limits::default()).map_err(|e| e.to_string())
}

fn keys(g: &Game) -> Vec<String> {
    g.pending()
        .map(|c| c.options.iter().map(|o| o.key.clone()).collect())
        .unwrap_or_default()
}

#[test]
fn the_side_orders_the_reactors_and_each_reacts_before_the_action_goes_on() {
    let mut g = game(RULES).unwrap();
    // Three reactors: side two picks the first, as a question kept as data.
    let c = g.pending().unwrap();
    assert_eq!(
        (c.side.as_str(), c.prompt.as_str()),
        ("two", "who reacts first?")
    );
    assert_eq!(keys(&g), ["react a", "react b", "react c"]);
    assert_eq!(c.options[2].label, "c strikes");
    assert!(g.waits_on_data());
    g.answer_key("react c").unwrap();
    // Reactor c's reaction asks its own question; the rest of the window waits under it.
    assert_eq!(g.pending().unwrap().prompt, "how hard?");
    g.answer_key("soft").unwrap();
    // Two left: asked again, with only those two.
    assert_eq!(keys(&g), ["react a", "react b"]);
    g.answer_key("react a").unwrap();
    // One left: it reacts without a question, then the action goes on.
    assert_eq!(g.pending().unwrap().prompt, "done?");
    assert_eq!(
        common::notes(&g),
        [
            "act",
            "react c by q against p (c strikes)",
            "struck soft",
            "react a by q against p (react a)",
            "react b by q against p (react b)",
            "after"
        ]
    );
}

#[test]
fn the_probe_closes_the_window_when_it_no_longer_holds() {
    let mut g = game(RULES).unwrap();
    g.answer_key("react b").unwrap();
    // b ended it (`alive` = 0): a and c never react, and nobody is asked to order them.
    assert_eq!(g.pending().unwrap().prompt, "done?");
    assert_eq!(
        common::notes(&g),
        ["act", "react b by q against p (react b)", "after"]
    );
}

#[test]
fn a_listed_window_keeps_its_order_and_asks_nobody() {
    let rules = RULES.replace(
        "side = 'two', prompt = 'who reacts first?',",
        "listed = true,",
    );
    let g = game(&rules).unwrap();
    // a reacts, then b, which ends the window: c never reacts and nobody was asked.
    assert_eq!(g.pending().unwrap().prompt, "done?");
    assert_eq!(
        common::notes(&g),
        [
            "act",
            "react a by q against p (react a)",
            "react b by q against p (react b)",
            "after"
        ]
    );
    assert!(g.inputs().is_empty());
}

#[test]
fn no_reactor_opens_no_window() {
    let rules = RULES.replace(
        "game.reactions({ side = 'two', prompt",
        "game.reactions({ side = 'two', reactors = {} }, 'react', args)
  local _ = (function() end)({ prompt",
    );
    let mut g = game(&rules).unwrap();
    assert_eq!(g.pending().unwrap().prompt, "done?");
    assert_eq!(common::notes(&g), ["act", "after"]);
    g.answer_key("yes").unwrap();
    assert!(g.finished().is_some());
}

#[test]
fn a_window_is_data_forks_undo_and_saves_at_it_run_no_script() {
    let mut g = game(RULES).unwrap();
    g.answer_key("react c").unwrap();
    g.answer_key("hard").unwrap();
    // Waiting on the order of the two left: the window is in the state.
    assert_eq!(keys(&g), ["react a", "react b"]);
    let mut fork = None;
    assert_eq!(
        common::scripts_run(|| fork = Some(g.fork().unwrap())),
        (0, 0)
    );
    let mut fork = fork.unwrap();
    let mut undone = g.fork().unwrap();
    assert_eq!(common::scripts_run(|| undone.undo().unwrap()), (0, 0));
    assert_eq!(undone.pending().unwrap().prompt, "how hard?");

    // Saved while a reaction's own question waits with the window's rest under it, and
    // while the window's question waits: both load as state and go on as the game does.
    let ruleset = Ruleset::parse(RULESET, "ruleset.yaml").unwrap();
    let lib = library(RULES);
    let load = |g: &Game| {
        let text = SaveFile::of(g, "probe.yaml", SCENARIO).unwrap().to_yaml();
        let loaded = SaveFile::parse(&text)
            .unwrap()
            .load(&lib, &ruleset, Limits::default())
            .unwrap();
        assert_eq!(loaded.log_differs_at, None);
        assert_eq!(loaded.game.state(), g.state());
        loaded.game
    };
    let mut at_reaction = load(&undone);
    let mut at_order = load(&g);

    for h in [&mut g, &mut fork, &mut at_order] {
        h.answer_key("react b").unwrap();
        h.answer_key("yes").unwrap();
    }
    for h in [&mut undone, &mut at_reaction] {
        h.answer_key("hard").unwrap();
        h.answer_key("react b").unwrap();
        h.answer_key("yes").unwrap();
    }
    for h in [&fork, &at_order, &undone, &at_reaction] {
        assert_eq!(common::log(h), common::log(&g));
        assert!(h.finished().is_some());
    }
    assert_eq!(
        common::notes(&g),
        [
            "act",
            "react c by q against p (c strikes)",
            "struck hard",
            "react b by q against p (react b)",
            "after"
        ]
    );
}

#[test]
fn a_probe_only_looks() {
    for (probe, needle) in [
        (
            "function rules.steps.holds(game, args) game.vars.alive = 2 return true end",
            "read-only",
        ),
        (
            "function rules.steps.holds(game, args) return game.choose({ side = 'one', options = { { key = 'x' } } }) end",
            "no question may be asked here",
        ),
    ] {
        let rules = RULES.replace(
            "function rules.steps.holds(game, args) return game.vars.alive == 1 end",
            probe,
        );
        let e = game(&rules).err().expect("the probe was obeyed");
        assert!(e.contains(needle), "expected `{needle}` in: {e}");
        assert!(e.contains("scripts/probe/rules.lua:"), "no line in: {e}");
    }
}

#[test]
fn a_window_the_rules_get_wrong_is_refused_with_the_line() {
    let open = "game.reactions({ side = 'two', prompt = 'who reacts first?', holds = 'holds', reactors = {";
    let cases = [
        (
            open.replace("holds = 'holds'", "holds = 'nowhere'"),
            "`holds` names no step",
        ),
        (
            open.replace("reactors = {", "reactors = { { key = 'react a' },"),
            "two reactors share the key `react a`",
        ),
        (
            open.replace("reactors = {", "reactors = { { key = 'x', f = tostring },"),
            "field `f`: a function",
        ),
        (
            open.replace("side = 'two', ", ""),
            "game.reactions needs {side=",
        ),
    ];
    for (call, needle) in cases {
        let rules = RULES.replace(open, &call);
        let e = game(&rules)
            .err()
            .unwrap_or_else(|| panic!("`{call}` accepted"));
        assert!(e.contains(needle), "`{call}`: expected `{needle}` in: {e}");
        assert!(e.contains("scripts/probe/rules.lua:"), "no line in: {e}");
    }
    let rules = RULES.replace("}, 'react', args)", "}, 'nowhere', args)");
    let e = game(&rules).err().expect("accepted");
    assert!(e.contains("no step `nowhere`"), "{e}");
}

#[test]
fn a_failed_reaction_leaves_the_game_as_it_was() {
    let rules = RULES.replace(
        "if pick.name == 'b' then game.vars.alive = 0 end",
        "if pick.name == 'b' then game.vars.alive = 0 error('b fails') end",
    );
    let mut g = game(&rules).unwrap();
    g.answer_key("react c").unwrap();
    g.answer_key("soft").unwrap();
    let (state, inputs) = (g.state().clone(), g.inputs().clone());
    let e = g.answer_key("react b").unwrap_err().to_string();
    assert!(
        e.contains("b fails") && e.contains("scripts/probe/rules.lua:"),
        "{e}"
    );
    assert_eq!(g.state(), &state);
    assert_eq!(g.inputs(), &inputs);
    // With a picked, b is the last and reacts without a question: the same failure rolls
    // back the whole answer, a's reaction included.
    let e = g.answer_key("react a").unwrap_err().to_string();
    assert!(e.contains("b fails"), "{e}");
    assert_eq!(g.state(), &state);
    assert_eq!(keys(&g), ["react a", "react b"]);
}

/// Arena's reaction attacks on leaving a square (ATC 4.1.4) in a match: each adjacent enemy in
/// turn is asked whether it strikes, a question kept as data (the move action's window), so a
/// fork there runs no script and goes on as the game does.
#[test]
fn arena_reaction_attacks_on_a_step_are_asked_as_data() {
    let lib = common::library();
    let path = "scripts/arena/scenarios/pvp_duel.yaml";
    let ruleset = Ruleset::parse(
        lib.get("scripts/arena/ruleset.yaml").unwrap(),
        "ruleset.yaml",
    )
    .unwrap();
    let scenario = Scenario::parse(lib.get(path).unwrap(), path).unwrap();
    let mut found = 0;
    for seed in 1..=6 {
        let mut g = Game::new(&lib, &ruleset, &scenario, seed, Limits::default()).unwrap();
        for k in 0..1500 {
            let Some(c) = g.pending() else { break };
            if c.prompt.contains("may make a reaction attack") && g.waits_on_data() {
                found += 1;
                let mut fork = None;
                assert_eq!(
                    common::scripts_run(|| fork = Some(g.fork().unwrap())),
                    (0, 0)
                );
                let mut fork = fork.unwrap();
                for h in [&mut g, &mut fork] {
                    h.answer(0).unwrap();
                }
                assert_eq!(common::log(&fork), common::log(&g));
                continue;
            }
            let i = (k * 7 + 3) % c.options.len();
            g.answer(i).unwrap();
        }
    }
    assert!(found > 0, "no reaction attack was asked in 6 games");
}
