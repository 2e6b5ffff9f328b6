//! `game.picture`: the number the kernel makes of every figure as it stands is the documented
//! `game.digest` of a text a rule could build in Lua (scripts/api/game.lua), so Arcadia's idle
//! guilds compare the same numbers as when its rules built the text themselves.

mod common;

const RULESET: &str = "name: probe
geometry: {adjacency: 4, capacity: 1, line_of_sight: centre-to-centre}
sides: [one, two]
card_kinds: [thing]
";

const SCENARIO: &str = "ruleset: probe
board: |
  +---+---+---+
  | .   .   . |
  +---+---+---+
figures:
  - { id: p, side: one, at: a1 }
  - { id: q, side: two, at: b1 }
  - { id: r, side: one, at: c1 }
";

/// Rules that compare `game.picture` with the text of its documentation built in Lua, in
/// several states, and log what bad specs give.
const RULES: &str = "local rules = { steps = {} }
local function by_hand(prefix, side, fvar, cvar)
  local parts = { prefix }
  for _, f in ipairs(game.figures()) do
    local v = f[fvar]
    local s = f.id .. '@' .. tostring(f.at) .. ':' .. (math.type(v) == 'integer' and v or 0)
    if f.side == side then
      local n, k = 0, 0
      for _, c in ipairs(game.cards({ holder = f })) do
        n = n + 1
        if c[cvar] == true then k = k + 1 end
      end
      s = s .. ':' .. n .. ':' .. k
    end
    parts[#parts + 1] = s
  end
  return game.digest(table.concat(parts, ','))
end
local function check(label)
  for _, side in ipairs({ 'one', 'two' }) do
    local spec = { prefix = '3,1', side = side, figure_var = 'wounds', card_var = 'exhausted' }
    local a, b = game.picture(spec), by_hand('3,1', side, 'wounds', 'exhausted')
    game.log(label .. ' ' .. side .. ' ' .. tostring(a == b) .. ' ' .. math.type(a))
  end
  -- No side: no figure's cards are counted.
  local none = game.picture({ figure_var = 'wounds', card_var = 'exhausted' })
  game.log(label .. ' none ' .. tostring(none == by_hand('', nil, 'wounds', 'exhausted')))
end
function rules.play(game)
  local p, q, r = game.figure('p'), game.figure('q'), game.figure('r')
  check('start')
  local before = game.picture({ side = 'one', figure_var = 'wounds', card_var = 'exhausted' })
  local a = game.give('token', p)
  game.give('token', p)
  game.give('token', q)
  game.give('token', 'one')
  check('cards')
  local held = game.picture({ side = 'one', figure_var = 'wounds', card_var = 'exhausted' })
  a.exhausted = true
  p.wounds = 2
  q.wounds = 'two' -- not an integer: counts as 0, as in the text
  game.remove(r)
  check('changed')
  local after = game.picture({ side = 'one', figure_var = 'wounds', card_var = 'exhausted' })
  game.log('differ ' .. tostring(before ~= held) .. ' ' .. tostring(held ~= after))
  -- Only what the text holds counts: a card variable other than card_var does not.
  a.other = true
  local same = game.picture({ side = 'one', figure_var = 'wounds', card_var = 'exhausted' })
  game.log('other var ' .. tostring(same == after))
  for _, bad in ipairs({ 5, { card_var = 'x' }, { figure_var = 'w' }, { figure_var = 'w', card_var = 'x', side = 3 }, { figure_var = 'w', card_var = 'x', prefix = {} } }) do
    local ok, e = pcall(game.picture, bad)
    game.log(ok and 'no error' or ('error ' .. tostring(e)))
  end
  return game.finish({ winner = 'one' })
end
return rules
";

const TOKEN: &str = "return { name = 'Token', kind = 'thing' }";

#[test]
fn picture_is_the_digest_of_its_documented_text() {
    let g = common::probe_game_of(RULES, &[("token", TOKEN)], RULESET, SCENARIO).unwrap();
    let notes = common::notes(&g);
    for label in ["start", "cards", "changed"] {
        for side in ["one", "two"] {
            let want = format!("{label} {side} true integer");
            assert!(notes.contains(&want), "no `{want}` in {notes:#?}");
        }
        let want = format!("{label} none true");
        assert!(notes.contains(&want), "no `{want}` in {notes:#?}");
    }
    assert!(
        notes.contains(&"differ true true".to_string()),
        "{notes:#?}"
    );
    assert!(notes.contains(&"other var true".to_string()), "{notes:#?}");
    let errors: Vec<&String> = notes.iter().filter(|n| n.starts_with("error ")).collect();
    assert_eq!(errors.len(), 5, "{notes:#?}");
    for (e, want) in errors.iter().zip([
        "game.picture needs a table, not number",
        "figure_var must be a variable name",
        "card_var must be a variable name",
        "side must be a side's name",
        "prefix must be a string",
    ]) {
        assert!(e.contains(want), "`{e}` should say `{want}`");
    }
}
