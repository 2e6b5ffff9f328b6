-- Longsword: bought for 3 gold on a Capital; +1 Might on the Attack test.
local kit = require("ods.testkit")

test("longsword: acquired from the Hand for 3 gold", function() kit.check_bought("longsword", 3, 5) end)

local function attack_total(cards)
  local g = kit.game({
    champions = { p1 = { "anton" } },
    give = { p1_anton = cards },
    at = { p1_anton = "kingsford", undead_corpse_1 = "kingsford" },
    figure_vars = { p1_anton = { willpower = 0 } },
  })
  kit.rig(g, 3, 6)
  kit.answer_until(g, "pass")
  return kit.play_until(g, "attack_done", 1, nil, { "use longsword" })
end

test("longsword: +1 Might: 3 + Might 2 + 1 = 6 deals 3 to Defence 3", function()
  local e = attack_total({ "longsword" })
  expect({ e.total, e.damage }).to_be({ 6, 3 })
  expect(attack_total({}).total).to_be(5)
end)
