-- Lucky Totem: rerolls one die once per Turn (FAQ p.17), the lower of two with a two-dice passive.
local kit = require("ods.testkit")

local function fight(champion, space, faces)
  local g = kit.game({
    champions = { p1 = { champion } },
    give = { ["p1_" .. champion] = { "lucky_totem" } },
    at = { ["p1_" .. champion] = space, undead_corpse_1 = space },
    figure_vars = { ["p1_" .. champion] = { willpower = 1 } },
  })
  kit.rig(g, table.unpack(faces))
  kit.answer_until(g, "pass")
  return g
end

test("lucky_totem: bought for 3 gold", function() kit.check_bought("lucky_totem", 3, 3) end)

test("lucky_totem: `luck` rerolls the attack die (1 -> 5) and the totem turns sideways", function()
  local g = fight("anton", "kingsford", { 1, 5, 6 })
  kit.answer_until(g, "luck")
  expect(g:card("lucky_totem").exhausted).to_be(true)
  local e = kit.play_until(g, "attack_done", 1, nil, { "use lucky_totem" })
  expect(e.total).to_be(5 + 2)
end)

test("lucky_totem: spent, it is not offered again in the same Turn", function()
  local g = fight("anton", "kingsford", { 1, 5, 6, 1 })
  kit.answer_until(g, "luck")
  kit.play_until(g, "defence_done", 1, nil, { "use lucky_totem" })
  expect(g:offers("luck")).to_be(false)
end)

test("lucky_totem: with Tamlin's two dice on the Wilds only the lower die is rerolled", function()
  local g = fight("tamlin", "greywood", { 2, 4, 1, 6 })
  kit.answer_until(g, "luck") -- dice 2 and 4: the 2 is rerolled to a 1
  local e = kit.play_until(g, "attack_done", 1, nil, { "use lucky_totem" })
  expect(e.total).to_be(4 + 3 + 1) -- kept 4 + Might 3 + hound 1
end)
