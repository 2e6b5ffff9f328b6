-- Ash and Embers: its data, and the ending the rules read when the game against dragon ends in defeat.
local kit = require("ods.testkit")

local ID = "dragon_defeat"

test("dragon_defeat: its data is valid", function()
  expect(kit.card_ok(ID)).to_be("ok")
end)

test("dragon_defeat: read when the game against dragon ends in defeat, not in victory", function()
  local g = kit.call({ villain = "dragon" }, { "acts.finish", "defeat", "test" })
  expect(g:outcome().ending).to_be(ID)
  local g2 = kit.call({ villain = "dragon" }, { "acts.finish", "victory", "test" })
  expect(g2:outcome().ending).not_to_be(ID)
end)
