-- Tamlin: start data, Wildborn (two dice on Wilds, combat too, FAQ p.17) and Forage.
local kit = require("ods.testkit")

test(
  "tamlin: starts at Westmarch Keep with a Loyal Hound",
  function()
    kit.check_champion_start("tamlin", "westmarch_keep", { health = 9, willpower = 5, gold = 2 }, "loyal_hound")
  end
)

local function first_attack(space)
  local g = kit.game({
    champions = { p1 = { "tamlin" } },
    at = { p1_tamlin = space, undead_corpse_1 = space },
    figure_vars = { p1_tamlin = { willpower = 0 } },
  })
  kit.rig(g, 1, 5, 6, 6)
  kit.answer_until(g, "pass")
  return kit.play_until(g, "attack_done")
end

test("tamlin: on a Wilds space his attack rolls two dice and keeps the higher", function()
  local e = first_attack("greywood")
  expect(e.total).to_be(5 + 3 + 1) -- kept 5 + Might 3 + hound 1
end)

test("tamlin: off the Wilds one die only", function()
  local e = first_attack("kingsford")
  expect(e.total).to_be(1 + 3 + 1)
end)

test("tamlin: Forage on the Wilds heals 2 or gives 1 Willpower; elsewhere it is not offered", function()
  local g = kit.game({
    champions = { p1 = { "tamlin" } },
    at = { p1_tamlin = "greywood" },
    figure_vars = { p1_tamlin = { health = 4, willpower = 2 } },
  })
  kit.answer_until(g, "special")
  kit.answer_until(g, "health")
  expect(g:figure("p1_tamlin").health).to_be(6)
  local g2 = kit.game({
    champions = { p1 = { "tamlin" } },
    at = { p1_tamlin = "kingsford" },
    figure_vars = { p1_tamlin = { health = 4 } },
  })
  kit.expect_no_special(g2)
end)

test("tamlin: Forage on the Wilds at full Health and Willpower is not offered", function()
  local g = kit.game({ champions = { p1 = { "tamlin" } }, at = { p1_tamlin = "greywood" } })
  kit.expect_no_special(g)
end)

test("tamlin: Forage for Willpower stops at his maximum (5)", function()
  local g = kit.game({
    champions = { p1 = { "tamlin" } },
    at = { p1_tamlin = "greywood" },
    figure_vars = { p1_tamlin = { willpower = 4 } },
  })
  kit.answer_until(g, "special")
  kit.settle(g, 0)
  expect(g:figure("p1_tamlin").willpower).to_be(5)
  expect(g:offers("special")).to_be(false) -- once a Turn
end)
