-- The Wyrm Brought Low: its data, and the ending the rules read when the game against dragon ends in victory.
local kit = require("ods.testkit")

local ID = "dragon_victory"

test("dragon_victory: its data is valid", function()
  expect(kit.card_ok(ID)).to_be("ok")
end)

test("dragon_victory: read when the game against dragon ends in victory, not in defeat", function()
  local g = kit.call({ villain = "dragon" }, { "acts.finish", "victory", "test" })
  expect(g:outcome().ending).to_be(ID)
  local g2 = kit.call({ villain = "dragon" }, { "acts.finish", "defeat", "test" })
  expect(g2:outcome().ending).not_to_be(ID)
end)
