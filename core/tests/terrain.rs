//! The kernel's step costs from ruleset `terrain:` data (core/src/terrain.rs), as Arena uses
//! them (ATC 3.3.1, 6.3.1, 6.3.4): swamp costs 2 to enter or to cut the corner of, lava flags a
//! step into it (or across its corner) from outside, allies are passed but not ended on,
//! enemies block, and a game variable names a tile placed during play.

mod common;

const RULESET: &str = "name: probe
geometry: {adjacency: 8, capacity: 1, line_of_sight: corner-to-corner}
sides: [one, two]
terrain:
  variable: \"terrain \"
  scenario_key: markers
  classes: {lava: lava, spikes: lava, swamp: swamp}
  costs: {swamp: 2}
  hazards: [lava]
";

// c2 is the mover; b1 swamp (corner of a diagonal to b2? no: b1 is entered), d1 lava, b3 lava
// corner for c2->b3? (b3 entered), d3 an ally, c3 an enemy; a wall east of d2.
const SCENARIO: &str = "ruleset: probe
board: |
  +---+---+---+---+---+
  | .   %   .   ~   . |
  +   +   +   +   +   +
  | .   .   .   . | . |
  +   +   +   +   +   +
  | .   ~   .   .   . |
  +   +   +   +   +   +
  | .   .   .   .   . |
  +---+---+---+---+---+
markers:
  \"%\": swamp
  \"~\": lava
figures:
  - { id: m, side: one, at: c2 }
  - { id: ally, side: one, at: d3 }
  - { id: foe, side: two, at: c3 }
";

/// Rules that ask the mover's steps with `mp` points and log them, once.
fn steps_logged(mp: u32, before: &str) -> Vec<String> {
    let body = format!(
        "{before}
local list = {{}}
for _, s in ipairs(game.terrain_steps(game.figure('m'), {mp})) do
  list[#list + 1] = s.to .. ':' .. s.cost .. (s.lava and ':lava' or '')
end
out(table.concat(list, ' '))"
    );
    let lib = common::probe_library("probe", &body, "");
    let g = common::probe_game(&lib, RULESET, SCENARIO).unwrap();
    common::notes(&g)
}

#[test]
fn steps_cost_their_terrain_in_reading_order() {
    // Neighbours of c2 in reading order: b1 c1 d1 / b2 d2 / b3 c3 d3.
    // b1 swamp: 2. c1: diagonal? no, straight: 1, but cutting nothing. d1 lava: flagged.
    // b3 lava entered from outside: flagged; the diagonal c2->b3 cuts b2 and c3's corners.
    // c3 holds an enemy: blocked. d3 an ally: passable with a point to spare.
    // d2 -> fine (the wall is east of d2, not between c2 and d2).
    assert_eq!(
        steps_logged(3, ""),
        ["b1:2 c1:1 d1:1:lava b2:1 d2:1 b3:1:lava d3:1"]
    );
    // With one point: no swamp, and the ally's square cannot be ended on.
    assert_eq!(steps_logged(1, ""), ["c1:1 d1:1:lava b2:1 d2:1 b3:1:lava"]);
}

#[test]
fn a_diagonal_across_a_swamp_corner_costs_two_and_a_placed_tile_counts() {
    // A tile placed during play (the game variable) turns c1 into swamp: entering c1 costs 2,
    // and the diagonals b1/d1 from c2 cut c1's corner... b1 is swamp anyway; d1 cuts c1: 2.
    assert_eq!(
        steps_logged(3, "game.vars['terrain c1'] = 'swamp'"),
        ["b1:2 c1:2 d1:2:lava b2:1 d2:1 b3:1:lava d3:1"]
    );
    // Standing in lava, a step into lava is not flagged (ATC 6.3.1: entering from outside).
    assert_eq!(
        steps_logged(3, "game.vars['terrain c2'] = 'spikes'"),
        ["b1:2 c1:1 d1:1 b2:1 d2:1 b3:1 d3:1"]
    );
}

#[test]
fn a_ruleset_without_terrain_refuses_the_call_and_bad_costs_are_refused() {
    let lib = common::probe_library("probe", "game.terrain_steps(game.figure('m'), 2)", "");
    let plain = RULESET.split("terrain:").next().unwrap();
    let e = common::probe_game(&lib, plain, SCENARIO)
        .err()
        .unwrap()
        .to_string();
    assert!(e.contains("no `terrain:` rules"), "{e}");
    let zero = RULESET.replace("costs: {swamp: 2}", "costs: {swamp: 0}");
    let e = common::probe_game(&lib, &zero, SCENARIO)
        .err()
        .unwrap()
        .to_string();
    assert!(e.contains("at least 1 point"), "{e}");
}
