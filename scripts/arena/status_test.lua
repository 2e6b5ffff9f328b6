-- The status panel's rules part (scripts/arena/status.lua, the `status` query; issue 20,
-- item 3): the active combatant, the team tokens (ATC 5.2 p.17), conditions (ATC 5.4) and, in
-- co-op, the quest's objectives (ATC 10), the difficulty and the flask tokens.
local game = require("arena.testkit").game

local function text(st) return table.concat(st.lines, "\n") end

test("the team tokens show their face and whom they point at; the active combatant is named", function()
  local g = game({
    { id = "a", side = "white", at = "b2", card = "tank" },
    { id = "b", side = "black", at = "c2", card = "brute" },
  }, nil, { side_vars = { black = { special_ready = false } } })
  local t = text(g:query("status", "white"))
  expect(t).to_contain("turn 1; active: a")
  expect(t).to_contain("white Special Ready, next a")
  expect(t).to_contain("black No Special, next b")
end)

test("conditions are listed with their duration and who applied them", function()
  local g = game({
    { id = "a", side = "white", at = "b2", card = "tank" },
    { id = "b", side = "black", at = "c2", card = "tank" },
  }, nil, { vars = { ["fx 1"] = "vulnerable|permanent|a|0||white", fx_next = 1 }, figure_vars = { b = { fx = "1" } } })
  expect(text(g:query("status", "black"))).to_contain("conditions on b: vulnerable (permanent, from a)")
end)

test("a co-op quest shows its objectives, met ones marked, and the difficulty", function()
  local g = test.game({
    scenario = "scripts/arena/scenarios/mission_ember_keep.yaml",
    vars = { ["objective snipers"] = true },
  })
  local t = text(g:query("status", "heroes"))
  expect(t).to_contain("quest: The Ember Keep (at most 10 rounds)")
  expect(t).to_contain("primary: Kill the Warlord.")
  expect(t).to_contain("secondary: Kill both snipers. (met)")
  expect(t).to_contain("secondary: No hero dies during the mission.\n")
  expect(t).to_contain("difficulty: normal")
  -- A reinforcement waiting beside the board is not "off the board".
  expect(g:query("status", "heroes").notes.r1).to_be("not deployed")
end)

test("a team sees its own secret heroic actions by name and the other team's face down", function()
  local g = game({
    { id = "a", side = "white", at = "b2", card = "tank" },
    { id = "b", side = "black", at = "c2", card = "brute" },
  }, nil, { heroic = { white = { "war_cry" }, black = { "second_wind" } } })
  local white = text(g:query("status", "white"))
  expect(white).to_contain("white heroic actions: War Cry")
  expect(white).to_contain("black heroic actions: a face-down card")
  expect(white).not_to_contain("Second Wind")
  local black = text(g:query("status", "black"))
  expect(black).to_contain("black heroic actions: Second Wind")
  expect(black).not_to_contain("War Cry")
  -- Revealed (debugging) shows both.
  local all = text(g:query("status"))
  expect(all).to_contain("War Cry")
  expect(all).to_contain("Second Wind")
end)
