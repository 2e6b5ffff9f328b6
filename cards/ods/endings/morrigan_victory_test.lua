-- The Ravens Fly Away: its data, and the ending the rules read when the game against morrigan ends in victory.
local kit = require("ods.testkit")

local ID = "morrigan_victory"

test("morrigan_victory: its data is valid", function()
  expect(kit.card_ok(ID)).to_be("ok")
end)

test("morrigan_victory: read when the game against morrigan ends in victory, not in defeat", function()
  local g = kit.call({ villain = "morrigan" }, { "acts.finish", "victory", "test" })
  expect(g:outcome().ending).to_be(ID)
  local g2 = kit.call({ villain = "morrigan" }, { "acts.finish", "defeat", "test" })
  expect(g2:outcome().ending).not_to_be(ID)
end)
