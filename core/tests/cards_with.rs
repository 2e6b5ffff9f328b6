//! `game.cards({with = NAME})`: only the card instances whose variable NAME is set, with the
//! holder filters as without it, in instance order, and never a stale answer after a change.

mod common;

const RULESET: &str = "name: probe
geometry: {adjacency: 4, capacity: 1, line_of_sight: centre-to-centre}
sides: [one]
card_kinds: [thing]
";

use common::PROBE_SCENARIO_ONE as SCENARIO;

const RULES: &str = "local rules = { steps = {} }
local function ids(list)
  local out = {}
  for i, c in ipairs(list) do out[i] = tostring(c.id) end
  return table.concat(out, ',')
end
function rules.play(game)
  local p = game.figure('p')
  local a, b = game.give('token', p), game.give('token', p)
  local c, d = game.give('token'), game.give('token')
  game.give('token', 'one')
  b.exhausted, d.exhausted = true, false
  c.at, d.at = 'b1', 'a1'
  game.log('all ' .. ids(game.cards()))
  game.log('exhausted ' .. ids(game.cards({ with = 'exhausted' })))
  game.log('held exhausted ' .. ids(game.cards({ holder = p, with = 'exhausted' })))
  game.log('lying ' .. ids(game.cards({ nowhere = true, with = 'at' })))
  game.log('side ' .. ids(game.cards({ holder = 'one', with = 'at' })))
  -- A change after an answer is seen at once, and a cleared variable drops the card.
  a.at, d.at = 'b1', nil
  game.log('at now ' .. ids(game.cards({ with = 'at' })))
  game.log('nowhere still ' .. ids(game.cards({ nowhere = true })))
  local ok, e = pcall(game.cards, { with = 3 })
  game.log(ok and 'no error' or ('error ' .. tostring(e)))
  return game.finish({ winner = 'one' })
end
return rules
";

const TOKEN: &str = "return { name = 'Token', kind = 'thing' }";

#[test]
fn cards_with_a_variable_are_those_whose_variable_is_set() {
    let g = common::probe_game_of(RULES, &[("token", TOKEN)], RULESET, SCENARIO).unwrap();
    let notes = common::notes(&g);
    let want = [
        "all 1,2,3,4,5",
        "exhausted 2,4",
        "held exhausted 2",
        "lying 3,4",
        "side ",
        "at now 1,3",
        "nowhere still 3,4",
    ];
    assert_eq!(notes[..want.len()], want, "{notes:?}");
    assert!(
        notes[want.len()].starts_with("error ") && notes[want.len()].contains("filter.with"),
        "{notes:?}"
    );
}
