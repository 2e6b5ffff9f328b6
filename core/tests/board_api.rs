//! The board functions scripts get: `game.set_blocking`, `game.cell`, `game.marker` and
//! `game.board_size`, driven through a tiny ruleset held in memory, plus the corner-to-corner
//! sight rule as scripts see it through `game.los`.

mod common;

use skirmish_core::game::{Game, Library};

const RULESET: &str = "name: squares
geometry: {adjacency: 4, capacity: 1, line_of_sight: corner-to-corner}
sides: [one, two]
";

const SCENARIO: &str = "ruleset: squares
board: |
  +---+---+---+---+
  | .   x   .   . |
  +   +   +   +   +
  | .  ###  .   . |
  +   +---+   +---+
  | .   .   .     |
  +---+---+---+---+
figures:
  - { id: p, side: one, at: a1 }
  - { id: q, side: two, at: c3 }
";

/// A game whose rules run `body` (Lua, with `game` in scope) and note each value of `out(...)`.
fn game(body: &str) -> skirmish_core::Result<Game> {
    game_on(SCENARIO, body)
}

/// [`game`] on another scenario of the same ruleset.
fn game_on(scenario: &str, body: &str) -> skirmish_core::Result<Game> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let prelude = std::fs::read_to_string(root.join("scripts/prelude.lua")).unwrap();
    let mut lib = Library::default();
    lib.files.insert("scripts/prelude.lua".into(), prelude);
    lib.files.insert(
        "scripts/squares/dice.yaml".into(),
        "dice:\n  d2:\n    faces:\n      - [hit]\n      - []\n".into(),
    );
    lib.files.insert(
        "scripts/squares/rules.lua".into(),
        common::probe_rules(
            body,
            "invariants = function(game, arg) game.set_blocking('d1', true) return {} end,",
        ),
    );
    common::probe_game(&lib, RULESET, scenario)
}

fn notes(g: &Game) -> Vec<String> {
    g.state()
        .log
        .iter()
        .map(|e| e.to_string())
        .filter_map(|s| s.strip_prefix("note ").map(str::to_string))
        .collect()
}

fn run(body: &str) -> Vec<String> {
    run_on(SCENARIO, body)
}

fn run_on(scenario: &str, body: &str) -> Vec<String> {
    let g = game_on(scenario, body).unwrap_or_else(|e| panic!("{e}"));
    notes(&g)
}

#[test]
fn cells_markers_and_size() {
    let n = run("out(game.board_size())
        out(game.cell('a1'), game.cell('b2'), game.cell('d3'))
        out(game.marker('b1'), game.marker('a1'), game.marker('b2'), game.marker('d3'))
        err(game.cell, 'e1')
        err(game.marker, 'a9')
        err(game.cell, 'not a space')");
    assert_eq!(n[0], "4 3");
    assert_eq!(n[1], "space blocking off");
    assert_eq!(n[2], "x nil nil nil");
    assert!(
        n[3].starts_with("error ") && n[3].contains("e1"),
        "{}",
        n[3]
    );
    assert!(
        n[4].starts_with("error ") && n[4].contains("a9"),
        "{}",
        n[4]
    );
    assert!(n[5].starts_with("error "), "{}", n[5]);
}

#[test]
fn set_blocking_changes_the_board_and_sight_and_is_logged() {
    let g = game(
        "out(game.los('a2', 'c2'))
        game.set_blocking('b2', false)
        out(game.cell('b2'), game.marker('b2'), game.los('a2', 'c2'))
        game.set_blocking('b1', true)
        out(game.cell('b1'), game.marker('b1'), game.los('a1', 'c1'))
        game.set_blocking('b1', false)
        out(game.cell('b1'), game.marker('b1'))
        err(game.set_blocking, 'a1', true)
        out(game.cell('a1'))
        err(game.set_blocking, 'd3', true)
        err(game.set_blocking, 'z9', true)",
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let n = notes(&g);
    assert_eq!(n[0], "false", "the blocking b2 stands between a2 and c2");
    assert_eq!(n[1], "space nil true");
    assert_eq!(n[2], "blocking nil false");
    // Unblocking gives a plain space: the marker is gone.
    assert_eq!(n[3], "space nil");
    assert!(
        n[4].starts_with("error ") && n[4].contains("a1") && n[4].contains('p'),
        "{}",
        n[4]
    );
    assert_eq!(n[5], "space");
    assert!(
        n[6].starts_with("error ") && n[6].contains("gap"),
        "{}",
        n[6]
    );
    assert!(n[7].starts_with("error "), "{}", n[7]);
    let log: Vec<String> = g.state().log.iter().map(|e| e.to_string()).collect();
    let changes: Vec<&str> = log
        .iter()
        .map(String::as_str)
        .filter(|s| s.starts_with("block") || s.starts_with("unblock"))
        .collect();
    assert_eq!(changes, ["unblock b2", "block b1", "unblock b1"]);
}

#[test]
fn a_replay_rebuilds_blocked_spaces() {
    let mut g = game("game.set_blocking('d1', true)").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        g.state().table.board().cell("d1".parse().unwrap()),
        skirmish_core::Cell::Blocking
    );
    g.restart(1).unwrap();
    assert_eq!(
        g.state().table.board().cell("d1".parse().unwrap()),
        skirmish_core::Cell::Blocking
    );
    let fork = g.fork().unwrap();
    assert_eq!(
        fork.state().table.board().cell("d1".parse().unwrap()),
        skirmish_core::Cell::Blocking
    );
}

#[test]
fn figures_never_block_corner_sight_in_scripts() {
    // With one figure per space, q (p's enemy) on b1 would make b1 Blocked for p under the
    // centre-to-centre rule; the corner-to-corner rule ignores figures.
    let n = run("game.place('q', 'b1')
        out(game.crowding('b1', 'p'), game.los('a1', 'c1', 'p'), game.los('c1', 'a1', 'q'))");
    assert_eq!(n[0], "blocked true true");
}

#[test]
fn read_only_queries_cannot_block_spaces() {
    let g = game("").unwrap_or_else(|e| panic!("{e}"));
    let err = g.rules_query("invariants", "").unwrap_err().to_string();
    assert!(err.contains("set_blocking"), "{err}");
    assert_eq!(
        g.state().table.board().cell("d1".parse().unwrap()),
        skirmish_core::Cell::Space { marker: None }
    );
}

#[test]
fn set_marker_marks_spaces_only_and_is_logged() {
    let g = game(
        "game.set_marker('c1', '~')
        out(game.marker('c1'))
        game.set_marker('b1', nil)
        out(game.marker('b1'))
        game.set_marker('c1', '~')
        err(game.set_marker, 'b2', '~')
        err(game.set_marker, 'a1', '#')
        err(game.set_marker, 'a1', '.')
        err(game.set_marker, 'a1', 'ab')
        err(game.set_marker, 'z9', '~')
        out(game.marker('a1'))",
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let n = notes(&g);
    assert_eq!(n[0], "~");
    assert_eq!(n[1], "nil");
    for (i, what) in [
        (2, "b2"),
        (3, "`#`"),
        (4, "`.`"),
        (5, "one character"),
        (6, "z9"),
    ] {
        assert!(
            n[i].starts_with("error ") && n[i].contains(what),
            "{}",
            n[i]
        );
    }
    assert_eq!(n[7], "nil", "a refused marker leaves the space as it was");
    let log: Vec<String> = g.state().log.iter().map(|e| e.to_string()).collect();
    // Setting the same marker again is no change and logs nothing.
    assert_eq!(
        log.iter().filter(|l| *l == "mark c1 ~").count(),
        1,
        "{log:?}"
    );
    assert!(log.contains(&"unmark b1".to_string()), "{log:?}");
    // The picture reads the board: the marker shows where the diagram had none.
    assert!(g.state().table.board().render().contains(" ~ "));
}

/// The prelude caches cells, markers and who stands where for the run; every call that changes
/// them must show the new value at once, even when the old one was read (and cached) first.
#[test]
fn reads_after_a_change_see_the_change() {
    let n = run(
        "out(game.cell('b1'), game.marker('b1'), game.cell('c1'), game.marker('c1'))
        game.set_blocking('b1', true)
        out(game.cell('b1'), game.marker('b1'))
        game.set_blocking('b1', false)
        game.set_marker('c1', 'y')
        out(game.cell('b1'), game.marker('b1'), game.marker('c1'))
        game.set_marker('c1', nil)
        out(game.marker('c1'))
        out(#game.figures({at = 'a1'}), #game.figures({at = 'a2'}))
        game.move('p', 'a2')
        out(#game.figures({at = 'a1'}), #game.figures({at = 'a2'}), game.figure('p').at)
        game.remove('p')
        out(#game.figures({at = 'a2'}), tostring(game.figure('p').at))
        game.place('p', 'a1')
        out(#game.figures({at = 'a1'}), game.figure('p').at)",
    );
    assert_eq!(
        n,
        [
            "space x space nil",
            "blocking nil",
            "space nil y",
            "nil",
            "1 0",
            "0 1 a2",
            "0 nil",
            "1 a1",
        ]
    );
}

#[test]
fn distances_walk_close_spaces_from_the_nearest_goal() {
    // 4-way board above: b2 blocks, walls under b2 and d2, d3 is no space.
    let n = run(
        "local order = {'a1','b1','c1','d1','a2','b2','c2','d2','a3','b3','c3','d3'}
        local function show(d)
          local parts = {}
          for _, s in ipairs(order) do parts[#parts + 1] = s .. '=' .. tostring(d[s]) end
          out(table.concat(parts, ' '))
        end
        show(game.distances({'a1'}))
        show(game.distances({'a1', 'd2'}))
        show(game.distances({}))
        err(game.distances, {'z9'})
        err(game.distances, 'a1')",
    );
    assert_eq!(
        n[0],
        "a1=0 b1=1 c1=2 d1=3 a2=1 b2=nil c2=3 d2=4 a3=2 b3=3 c3=4 d3=nil"
    );
    assert_eq!(
        n[1],
        "a1=0 b1=1 c1=2 d1=1 a2=1 b2=nil c2=1 d2=0 a3=2 b3=3 c3=2 d3=nil"
    );
    assert_eq!(
        n[2],
        "a1=nil b1=nil c1=nil d1=nil a2=nil b2=nil c2=nil d2=nil a3=nil b3=nil c3=nil d3=nil"
    );
    assert!(
        n[3].starts_with("error ") && n[3].contains("z9"),
        "{}",
        n[3]
    );
    assert!(n[4].starts_with("error "), "{}", n[4]);
}

#[test]
fn seating_is_the_order_the_scenario_first_lists_each_side() {
    // Ruleset order is one, two; the scenario lists q (two) first.
    let scenario = SCENARIO.replace(
        "  - { id: p, side: one, at: a1 }\n  - { id: q, side: two, at: c3 }\n",
        "  - { id: q, side: two, at: c3 }\n  - { id: p, side: one, at: a1 }\n  - { id: r, side: two, at: d1 }\n",
    );
    let out = run_on(
        &scenario,
        "local s = game.seating() out(table.concat(s, ','))
         s[1] = 'changed' out(table.concat(game.seating(), ','))
         out(table.concat(game.sides(), ','))",
    );
    // A new list at each call: changing one changes nothing else.
    assert_eq!(out, ["two,one", "two,one", "one,two"]);
}

#[test]
fn digest_is_the_documented_hash_of_a_text() {
    // 31 × the hash so far plus each byte, kept to 31 bits: worked out in Lua beside it.
    let n = run("local function lua_hash(t)
           local h = 0
           for i = 1, #t do h = (h * 31 + t:byte(i)) & 0x7fffffff end
           return h
         end
         out(game.digest(''), game.digest('ab'))
         local long = string.rep('p@a1:0,', 300)
         out(game.digest(long) == lua_hash(long), math.type(game.digest(long)))
         out(game.digest('p@a1:0') ~= game.digest('p@a1:1'))
         out(pcall(game.digest, 5))");
    assert_eq!(n[0], "0 3105");
    assert_eq!(n[1], "true integer");
    assert_eq!(n[2], "true");
    assert!(
        n[3].starts_with("false") && n[3].contains("game.digest needs a string, not number"),
        "{}",
        n[3]
    );
}

#[test]
fn distances_with_a_mover_count_its_movement_costs_and_go_round_its_enemies() {
    // q (side two) walks from a2: p (side one) fills a1 (capacity 1), which q may not cross,
    // so b1 is reached the long way round; the goal's own space counts even when occupied.
    let n = run(
        "local order = {'a1','b1','c1','d1','a2','c2','d2','a3','b3','c3'}
        local function show(d)
          local parts = {}
          for _, s in ipairs(order) do parts[#parts + 1] = s .. '=' .. tostring(d[s]) end
          out(table.concat(parts, ' '))
        end
        show(game.distances({'a2'}))
        show(game.distances({'a2'}, {mover = 'q'}))
        show(game.distances({'a2'}, {mover = game.figure('q'), limit = 3}))
        show(game.distances({'a1'}, {mover = 'q'}))
        err(game.distances, {'a2'}, 5)
        err(game.distances, {'a2'}, {limit = 3})
        err(game.distances, {'a2'}, {mover = 'nobody'})
        err(game.distances, {'a2'}, {mover = 'q', limit = 1.5})",
    );
    assert_eq!(n[0], "a1=1 b1=2 c1=3 d1=4 a2=0 c2=4 d2=5 a3=1 b3=2 c3=3");
    assert_eq!(n[1], "a1=nil b1=6 c1=5 d1=6 a2=0 c2=4 d2=5 a3=1 b3=2 c3=3");
    assert_eq!(
        n[2],
        "a1=nil b1=nil c1=nil d1=nil a2=0 c2=nil d2=nil a3=1 b3=2 c3=3"
    );
    assert_eq!(n[3].split(' ').next(), Some("a1=0"), "{}", n[3]);
    for e in &n[4..8] {
        assert!(e.starts_with("error "), "{e}");
    }
    assert!(n[6].contains("nobody"), "{}", n[6]);
}

#[test]
fn distances_at_answer_only_the_spaces_asked_with_the_same_numbers() {
    // The board and mover of the test above: `at` keeps the whole answer's numbers for the
    // spaces asked, leaves out those not reached (a1, q's enemy's space; c1 past the limit),
    // and refuses what is not a space list.
    let n = run(
        "local order = {'a1','b1','c1','d1','a2','c2','d2','a3','b3','c3'}
        local function show(d)
          local parts, count = {}, 0
          for _, s in ipairs(order) do parts[#parts + 1] = s .. '=' .. tostring(d[s]) end
          for _ in pairs(d) do count = count + 1 end
          out(table.concat(parts, ' ') .. ' #' .. count)
        end
        show(game.distances({'a2'}, {mover = 'q', at = {'b1', 'a1', 'd2'}}))
        show(game.distances({'a2'}, {mover = 'q', limit = 3, at = {'c1', 'b3', 'b3'}}))
        show(game.distances({'a2'}, {at = {'a1', 'c3'}}))
        show(game.distances({'a2'}, {mover = 'q', at = {}}))
        err(game.distances, {'a2'}, {mover = 'q', at = {'z9'}})
        err(game.distances, {'a2'}, {mover = 'q', at = 'b1'})",
    );
    assert_eq!(
        n[0],
        "a1=nil b1=6 c1=nil d1=nil a2=nil c2=nil d2=5 a3=nil b3=nil c3=nil #2"
    );
    assert_eq!(
        n[1],
        "a1=nil b1=nil c1=nil d1=nil a2=nil c2=nil d2=nil a3=nil b3=2 c3=nil #1"
    );
    assert_eq!(
        n[2],
        "a1=1 b1=nil c1=nil d1=nil a2=nil c2=nil d2=nil a3=nil b3=nil c3=3 #2"
    );
    assert_eq!(
        n[3],
        "a1=nil b1=nil c1=nil d1=nil a2=nil c2=nil d2=nil a3=nil b3=nil c3=nil #0"
    );
    assert!(
        n[4].starts_with("error ") && n[4].contains("z9"),
        "{}",
        n[4]
    );
    assert!(n[5].starts_with("error "), "{}", n[5]);
}

#[test]
fn recent_events_are_those_since_the_last_answer() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut lib = Library::default();
    lib.files.insert(
        "scripts/prelude.lua".into(),
        std::fs::read_to_string(root.join("scripts/prelude.lua")).unwrap(),
    );
    lib.files.insert(
        "scripts/squares/rules.lua".into(),
        common::probe_rules(
            "game.emit('before', {detail = 'x'})
             game.choose{side = 'one', prompt = 'first', options = {{key = 'a'}, {key = 'b'}}}
             game.emit('after', {detail = 'y'})
             game.emit('again', {detail = 'z'})
             game.choose{side = 'one', prompt = 'second', options = {{key = 'a'}, {key = 'b'}}}
             game.choose{side = 'one', prompt = 'third', options = {{key = 'a'}, {key = 'b'}}}",
            "recent = function(game)
               local out = {}
               for _, e in ipairs(game.recent_events()) do out[#out + 1] = e.name .. ' ' .. e.detail end
               return out
             end,",
        ),
    );
    let mut g = common::probe_game(&lib, RULESET, SCENARIO).unwrap();
    let recent = |g: &Game| -> Vec<String> {
        match g.rules_query("recent", "").unwrap() {
            Some(serde_yaml::Value::Sequence(list)) => list
                .iter()
                .map(|v| v.as_str().unwrap().to_string())
                .collect(),
            // An empty Lua table reads as an empty mapping.
            Some(serde_yaml::Value::Mapping(m)) if m.is_empty() => Vec::new(),
            other => panic!("{other:?}"),
        }
    };
    assert_eq!(recent(&g), ["before x"], "since the game began");
    g.answer(1).unwrap();
    assert_eq!(recent(&g), ["after y", "again z"]);
    g.answer(0).unwrap();
    assert!(recent(&g).is_empty(), "the last answer raised none");
    g.answer(0).unwrap();
    assert_eq!(
        recent(&g),
        ["game_over "],
        "the kernel's own, when the rules end"
    );
}
