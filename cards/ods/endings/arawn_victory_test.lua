-- The Mists Lift: its data, and the ending the rules read when the game against arawn ends in victory.
local kit = require("ods.testkit")

local ID = "arawn_victory"

test("arawn_victory: its data is valid", function()
  expect(kit.card_ok(ID)).to_be("ok")
end)

test("arawn_victory: read when the game against arawn ends in victory, not in defeat", function()
  local g = kit.call({ villain = "arawn" }, { "acts.finish", "victory", "test" })
  expect(g:outcome().ending).to_be(ID)
  local g2 = kit.call({ villain = "arawn" }, { "acts.finish", "defeat", "test" })
  expect(g2:outcome().ending).not_to_be(ID)
end)
