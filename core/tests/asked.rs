//! Questions the rules ask as data (`game.ask`): while a game waits on one no script is
//! running, so a fork, an undo to it and a save's load copy the state and run nothing; the
//! step that goes on gets the option picked with its own fields, the same whether the game
//! that asked goes on (the tables themselves) or a copy does (rebuilt from the data).

mod common;

use skirmish_core::game::{Game, Library, SaveFile};
use skirmish_core::script::Limits;
use skirmish_core::{Ruleset, Scenario};

const RULESET: &str = "name: probe
geometry: {adjacency: 4, capacity: 1, line_of_sight: centre-to-centre}
sides: [one]
card_kinds: [thing]
";

use common::PROBE_SCENARIO_ONE as SCENARIO;

/// Rules that count up: each question offers `up` (its fields: a number, the figure, a card,
/// a nested table) and `stop`; the answer's step logs what it got and asks again.
const COUNTING: &str = "local rules = { steps = {} }
function rules.play(game)
  game.give('token', game.figure('p'))
  game.vars.n = 0
  game.push('count', { step = 1 })
end
function rules.steps.count(game, args)
  local c = game.cards({ holder = game.figure('p') })[1]
  return game.ask({ side = 'one', prompt = 'count ' .. args.step, options = {
    { key = 'up', label = 'one more', amount = 2, who = game.figure('p'), card = c,
      deep = { list = { 10, 20 }, flag = true, name = 'x' } },
    { key = 'stop' },
  } }, 'counted', args)
end
function rules.steps.counted(game, args, pick)
  if pick.key == 'stop' then return game.finish({ winner = 'one', n = game.vars.n }) end
  game.vars.n = game.vars.n + pick.amount
  game.log(table.concat({ pick.index, pick.key, pick.label, pick.who.id, pick.who.side,
    pick.card.card, pick.deep.list[2], tostring(pick.deep.flag), pick.deep.name, args.step }, ' '))
  return rules.steps.count(game, { step = args.step + 1 })
end
-- A read-only query that changes the tables game.pending() gives it.
function rules.meddle(game)
  local p = game.pending()
  p.options[1].amount = 99
  p.options[1].deep.list[2] = 99
  return p.options[1].amount
end
-- The question without the options' own fields, then with them.
function rules.bare(game)
  local function show(p)
    local o = p.options[1]
    return table.concat({ p.side, p.prompt, #p.options, o.key, o.label, tostring(o.amount),
      tostring(o.who), p.options[2].key }, ' ')
  end
  return show(game.pending({ fields = false })) .. ' / ' .. show(game.pending())
end
return rules
";

const TOKEN: &str = "return { name = 'Token', kind = 'thing' }";

fn library(rules: &str) -> Library {
    let mut lib = common::probe_library("probe", "", "");
    lib.files
        .insert("scripts/probe/rules.lua".into(), rules.to_string());
    lib.files
        .insert("cards/probe/token.lua".into(), TOKEN.to_string());
    lib
}

fn game(rules: &str) -> Result<Game, String> {
    let ruleset = Ruleset::parse(RULESET, "ruleset.yaml").unwrap();
    let scenario = Scenario::parse(SCENARIO, "probe.yaml").unwrap();
    Game::new(&library(rules), &ruleset, &scenario, 1, Limits::default()).map_err(|e| e.to_string())
}

#[test]
fn the_step_that_goes_on_gets_the_option_picked_with_its_fields() {
    let mut g = game(COUNTING).unwrap();
    assert!(g.waits_on_data());
    let c = g.pending().unwrap();
    assert_eq!(c.prompt, "count 1");
    assert_eq!(
        c.options
            .iter()
            .map(|o| (o.key.as_str(), o.label.as_str()))
            .collect::<Vec<_>>(),
        [("up", "one more"), ("stop", "stop")]
    );
    g.answer_key("up").unwrap();
    g.answer_key("up").unwrap();
    assert_eq!(
        common::notes(&g),
        [
            "1 up one more p one token 20 true x 1",
            "1 up one more p one token 20 true x 2"
        ]
    );
    assert_eq!(g.pending().unwrap().prompt, "count 3");
    g.answer_key("stop").unwrap();
    assert!(g.finished().unwrap().contains("n = 4") || g.outcome().is_some());
}

#[test]
fn a_fork_an_undo_and_a_load_at_a_question_asked_as_data_run_no_script() {
    let mut g = game(COUNTING).unwrap();
    for _ in 0..5 {
        g.answer_key("up").unwrap();
    }
    let before = g.state().clone();
    g.answer_key("up").unwrap();
    assert!(g.waits_on_data());

    // A fork is a copy: no Lua instruction, no kernel call.
    let mut fork = None;
    assert_eq!(
        common::scripts_run(|| fork = Some(g.fork().unwrap())),
        (0, 0)
    );
    let mut fork = fork.unwrap();
    assert_eq!(fork.state(), g.state());
    assert_eq!(fork.pending(), g.pending());
    assert!(fork.waits_on_data());

    // Undo restores the state before the last answer, also running nothing.
    let mut undone = g.fork().unwrap();
    assert_eq!(common::scripts_run(|| undone.undo().unwrap()), (0, 0));
    assert_eq!(undone.state(), &before);
    assert_eq!(undone.inputs().len(), 5);

    // The copy goes on as the game does, with the option rebuilt from the data.
    fork.answer_key("up").unwrap();
    g.answer_key("up").unwrap();
    assert_eq!(common::log(&fork), common::log(&g));
    undone.answer_key("up").unwrap();
    undone.answer_key("up").unwrap();
    assert_eq!(common::log(&undone), common::log(&g));

    // A saved game waiting on such a question loads as its state, replaying nothing.
    let text = SaveFile::of(&g, "probe.yaml", SCENARIO).unwrap().to_yaml();
    let save = SaveFile::parse(&text).unwrap();
    let ruleset = Ruleset::parse(RULESET, "ruleset.yaml").unwrap();
    let lib = library(COUNTING);
    let mut loaded = save.load(&lib, &ruleset, Limits::default()).unwrap();
    assert_eq!(loaded.log_differs_at, None);
    assert_eq!(loaded.game.state(), g.state());
    assert!(loaded.game.waits_on_data());
    loaded.game.answer_key("up").unwrap();
    g.answer_key("up").unwrap();
    assert_eq!(common::log(&loaded.game), common::log(&g));
}

#[test]
fn a_failed_answer_after_a_question_asked_as_data_changes_nothing() {
    let rules = COUNTING.replace(
        "game.vars.n = game.vars.n + pick.amount",
        "game.vars.n = game.vars.n + pick.amount
  if game.vars.n > 4 then error('too many') end",
    );
    let mut g = game(&rules).unwrap();
    g.answer_key("up").unwrap();
    g.answer_key("up").unwrap();
    let (state, inputs) = (g.state().clone(), g.inputs().clone());
    let e = g.answer_key("up").unwrap_err().to_string();
    assert!(
        e.contains("scripts/probe/rules.lua") && e.contains("too many"),
        "{e}"
    );
    assert_eq!(g.state(), &state);
    assert_eq!(g.inputs(), &inputs);
    assert!(g.waits_on_data());
    g.answer_key("stop").unwrap();
}

/// The error a game with `body` as the asking step fails with.
fn refused(body: &str) -> String {
    let rules = format!(
        "local rules = {{ steps = {{}} }}
function rules.play(game) game.push('ask') end
function rules.steps.ask(game, args)
{body}
end
function rules.steps.next(game, args, pick) end
return rules
"
    );
    match game(&rules) {
        Ok(_) => panic!("`{body}` was accepted"),
        Err(e) => e,
    }
}

const ONE: &str = "{ side = 'one', prompt = 'q', options = { { key = 'a' } } }";

#[test]
fn what_a_question_asked_as_data_may_not_do_is_refused_with_the_line() {
    let cases = [
        (
            "return game.ask({ side = 'one', options = { { key = 'a', f = tostring } } }, 'next')".to_string(),
            "option 1: field `f`: a function",
        ),
        (
            "return game.ask({ side = 'one', options = { { key = 'a', x = 1.5 } } }, 'next')".into(),
            "field `x`: a number that is not whole",
        ),
        (
            "return game.ask({ side = 'one', options = { { key = 'a', t = { f = tostring } } } }, 'next')".into(),
            "field `t`: a function",
        ),
        (
            "local t = {} t.t = t return game.ask({ side = 'one', options = { { key = 'a', t = t } } }, 'next')".into(),
            "nested deeper than",
        ),
        (
            "return game.ask({ side = 'one', options = { { key = 'a', m = setmetatable({}, {}) } } }, 'next')".into(),
            "neither a figure nor a card",
        ),
        (format!("return game.ask({ONE}, 'nowhere')"), "no step `nowhere`"),
        (format!("game.ask({ONE}, 'next') game.ask({ONE}, 'next')"), "asked already"),
        (format!("game.ask({ONE}, 'next') game.push('next')"), "game.push after game.ask"),
        (format!("game.push('next') game.ask({ONE}, 'next')"), "game.ask after game.push"),
        (
            format!("game.ask({ONE}, 'next') game.choose({ONE})"),
            "game.choose after game.ask",
        ),
        (
            format!("game.action(function() game.ask({ONE}, 'next') end)"),
            "not inside an action or an event",
        ),
        (
            format!("return game.ask({ONE}, 'next', {{ x = 0.5 }})"),
            "not a whole number",
        ),
        (
            "return game.ask({ side = 'one', options = { { key = 'a' }, { key = 'a' } } }, 'next')".into(),
            "share the key `a`",
        ),
    ];
    for (body, needle) in cases {
        let e = refused(&body);
        assert!(e.contains(needle), "`{body}`: expected `{needle}` in: {e}");
        assert!(
            e.contains("scripts/probe/rules.lua:"),
            "`{body}`: no line in: {e}"
        );
    }
}

#[test]
fn a_query_that_changes_the_question_it_reads_changes_nothing_of_the_game() {
    let mut g = game(COUNTING).unwrap();
    let v = g.rules_query("meddle", "").unwrap();
    assert_eq!(v, Some(serde_yaml::Value::from(99)));
    // The query's copy was changed, not the question: a second query reads it as asked.
    let v = g.rules_query("meddle", "").unwrap();
    assert_eq!(v, Some(serde_yaml::Value::from(99)));
    let fork = g.fork().unwrap();
    g.answer_key("up").unwrap();
    assert_eq!(common::notes(&g), ["1 up one more p one token 20 true x 1"]);
    let mut fork = fork;
    fork.answer_key("up").unwrap();
    assert_eq!(common::log(&fork), common::log(&g));
}

#[test]
fn pending_without_fields_has_the_keys_and_labels_and_no_field() {
    let g = game(COUNTING).unwrap();
    let v = g.rules_query("bare", "").unwrap();
    assert_eq!(
        v,
        Some(serde_yaml::Value::from(
            "one count 1 2 up one more nil nil stop / one count 1 2 up one more 2 p stop"
        ))
    );
}
