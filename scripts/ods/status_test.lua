-- The status panel's rules part (scripts/ods/status.lua, the `status` query; issue 20, item 3):
-- the Act, the Turn on the Fate Dial, the Phase, the villain, the face-up Hand (p.7 VI) and
-- how many cards each deck holds, never their order.
local kit = require("ods.testkit")

local function text(st) return table.concat(st.lines, "\n") end

test("the panel shows the Act, Turn, Phase, villain and the Hand by name", function()
  local g = kit.game({ champions = { p1 = { "tamlin" } }, vars = { turn = 3, hand = "longsword,war_axe" } })
  local t = text(g:query("status", "p1"))
  expect(t).to_contain("Act I, Turn 3 (the Fate Dial), action phase")
  expect(t).to_contain("villain: Arawn")
  expect(t).to_contain("hand: Longsword, War Axe")
end)

test("a deck shows its size and never its order", function()
  local g = kit.game({ champions = { p1 = { "tamlin" } }, vars = { deck_resource = "parry,spear,heal" } })
  local t = text(g:query("status", "p1"))
  expect(t).to_contain("resource 3")
  expect(t).not_to_contain("parry")
  expect(t).not_to_contain("Parry")
end)
