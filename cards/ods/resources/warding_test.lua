-- Warding: invoked for the Turn, +1 Agility to the champions on the space; stacks with Spirits
-- of Rage because the bonuses differ (FAQ p.17).
local kit = require("ods.testkit")

local function fight(spells, casts)
  local g = kit.game({
    champions = { p1 = { "selene" } },
    give = { p1_selene = spells },
    at = { p1_selene = "kingsford", undead_corpse_1 = "kingsford" },
    figure_vars = { p1_selene = { willpower = 0 } },
  })
  kit.rig(g, 3, 1)
  for _, c in ipairs(casts) do
    kit.answer_until(g, "cast " .. c)
  end
  kit.answer_until(g, "pass")
  return kit.play_until(g, "attack_done"), kit.play_until(g, "defence_done")
end

test("warding: Selene (Agility 2) defends with +1 after casting it", function()
  local _, d = fight({}, { "warding" })
  expect(d.total).to_be(1 + 2 + 1)
  local _, d0 = fight({}, {})
  expect(d0.total).to_be(1 + 2)
end)

test("warding: with Spirits of Rage both count (+1 Might, +1 Agility)", function()
  local a, d = fight({ "spirits_of_rage" }, { "warding", "spirits_of_rage" })
  expect({ a.total, d.total }).to_be({ 3 + 1 + 1, 1 + 2 + 1 })
end)
