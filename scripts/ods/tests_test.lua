-- Tests (p.10 Tests, p.11 Boon Tokens, p.13, FAQ p.17) through tests.probe: each listed test
-- waits for `probe N`, so the dice are rigged first. Tamlin: Might 3 + Loyal Hound +1 = 4,
-- Willpower 5, two dice on Wilds (his passive). Westmarch Keep is a Realm space, Glimmerlake Wilds.
local kit = require("ods.testkit")

local function game(tests, extra)
  local opts = { champions = { p1 = { "tamlin" } }, probe_tests = tests }
  for k, v in pairs(extra or {}) do
    opts[k] = v
  end
  return kit.game(opts)
end

local function result(g, i)
  local die, total, passed, margin = (g:vars()["probe_" .. i] or ""):match("^(%d+) (%-?%d+) (%a+) (%-?%d+)$")
  return { die = tonumber(die), total = tonumber(total), passed = passed == "true", margin = tonumber(margin) }
end

local MIGHT8 = { champion = "p1_tamlin", trait = "might", difficulty = 8 }

test("the total is die + trait with modifiers; a pass needs total >= difficulty", function()
  local g = game({ MIGHT8 }, { figure_vars = { p1_tamlin = { willpower = 0 } } })
  kit.rig(g, 4)
  g:choose("probe 1")
  -- nothing could change it (no Willpower, no boons): not asked
  expect(g:prompt()).not_to_contain("might test")
  expect(result(g, 1)).to_be({ die = 4, total = 8, passed = true, margin = 0 })
  expect_event(g, "test_done", { champion = "p1_tamlin", trait = "might", total = 8, difficulty = 8, passed = true })
end)

test("Willpower raises the die after the roll, never above 6", function()
  local g = game({ MIGHT8 }, { figure_vars = { p1_tamlin = { willpower = 5 } } })
  kit.rig(g, 3)
  g:choose("probe 1")
  expect(g:options()).to_contain("will 3")
  expect(g:options()).not_to_contain("will 4") -- 3 + 4 > 6
  g:choose("will 2")
  -- total 5 + 4 = 9 >= 8: passed, nothing more is worth spending
  expect(result(g, 1)).to_be({ die = 5, total = 9, passed = true, margin = 1 })
  expect(kit.champion(g, "p1_tamlin").willpower).to_be(3)
end)

test("raises may come in steps and stop at 6", function()
  local g = game(
    { { champion = "p1_tamlin", trait = "might", difficulty = 12 } },
    { figure_vars = { p1_tamlin = { willpower = 5, boon1 = 0, boon2 = 0 } } }
  )
  kit.rig(g, 2)
  g:choose("probe 1")
  g:choose("will 1")
  expect(g:options()).to_contain("will 3")
  expect(g:options()).not_to_contain("will 4")
  g:choose("will 3")
  -- die 6: no raise left and no boon: not asked again
  expect(result(g, 1)).to_be({ die = 6, total = 10, passed = false, margin = -2 })
  expect(kit.champion(g, "p1_tamlin").willpower).to_be(1)
end)

test("boons stack without limit, +1 and +2 each, spent tokens are gone", function()
  local g = game(
    { { champion = "p1_tamlin", trait = "might", difficulty = 11 } },
    { figure_vars = { p1_tamlin = { willpower = 0, boon1 = 2, boon2 = 1 } } }
  )
  kit.rig(g, 2)
  g:choose("probe 1")
  g:choose("boon 1")
  g:choose("boon 1")
  expect(g:options()).not_to_contain("boon 1")
  g:choose("boon 2")
  expect(result(g, 1)).to_be({ die = 2, total = 10, passed = false, margin = -1 })
  local t = kit.champion(g, "p1_tamlin")
  expect(t.boon1).to_be(0)
  expect(t.boon2).to_be(0)
end)

test("a passed plain test asks nothing more; accept ends a test early", function()
  local g = game({ MIGHT8, MIGHT8 }, { figure_vars = { p1_tamlin = { willpower = 5, boon1 = 1 } } })
  kit.rig(g, 6)
  g:choose("probe 1")
  expect(g:options()).to_be({ "probe 2" })
  kit.rig(g, 1)
  g:choose("probe 2")
  g:choose("accept")
  expect(result(g, 2)).to_be({ die = 1, total = 5, passed = false, margin = -3 })
  expect(kit.champion(g, "p1_tamlin").willpower).to_be(5)
end)

test("no Willpower reroll outside combat", function()
  local g = game({ MIGHT8 }, { figure_vars = { p1_tamlin = { willpower = 5 } } })
  kit.rig(g, 1)
  g:choose("probe 1")
  expect(g:options()).not_to_contain("reroll")
  expect(g:options()).to_contain("will 5")
end)

test("one Willpower reroll per combat: not again in that combat, again in the next", function()
  local attack = { champion = "p1_tamlin", trait = "might", difficulty = 5, kind = "attack", combat = 1 }
  local defence = { champion = "p1_tamlin", trait = "agility", difficulty = 9, kind = "defence", combat = 1, round = 2 }
  local next_combat = { champion = "p1_tamlin", trait = "might", difficulty = 5, kind = "attack", combat = 2 }
  local g = game({ attack, defence, next_combat }, { figure_vars = { p1_tamlin = { willpower = 5 } } })
  kit.rig(g, 1)
  g:choose("probe 1")
  kit.rig(g, 5)
  g:choose("reroll")
  expect(kit.champion(g, "p1_tamlin").willpower).to_be(4)
  expect(kit.champion(g, "p1_tamlin").rerolled).to_be(1)
  expect_event(g, "test_rolled", { champion = "p1_tamlin", kept = 5 })
  g:choose("accept") -- an attack's margin is its damage: still asked
  expect(result(g, 1).total).to_be(9)
  kit.rig(g, 1)
  g:choose("probe 2")
  expect(g:options()).not_to_contain("reroll") -- the defence in the same combat
  g:choose("accept")
  kit.rig(g, 1)
  g:choose("probe 3")
  expect(g:options()).to_contain("reroll") -- a new combat
end)

test("after a Willpower raise no reroll is offered", function()
  local attack = { champion = "p1_tamlin", trait = "might", difficulty = 9, kind = "attack", combat = 1 }
  local g = game({ attack }, { figure_vars = { p1_tamlin = { willpower = 5 } } })
  kit.rig(g, 2)
  g:choose("probe 1")
  expect(g:options()).to_contain("reroll")
  g:choose("will 1")
  expect(g:options()).not_to_contain("reroll")
end)

test("a defence test stops asking once it holds; an attack keeps asking", function()
  local defence = { champion = "p1_tamlin", trait = "agility", difficulty = 6, kind = "defence", combat = 1 }
  local attack = { champion = "p1_tamlin", trait = "might", difficulty = 6, kind = "attack", combat = 1 }
  local g = game({ defence, attack }, { figure_vars = { p1_tamlin = { willpower = 5 } } })
  kit.rig(g, 4) -- 4 + Agility 3 = 7 >= 6
  g:choose("probe 1")
  expect(g:options()).to_be({ "probe 2" })
  kit.rig(g, 4) -- 4 + 4 = 8 >= 6, but more means more damage
  g:choose("probe 2")
  expect(g:options()).to_contain("will 2")
end)

test("two dice on the passive's location type keep the higher; one die elsewhere", function()
  local g = game(
    { MIGHT8, MIGHT8 },
    { at = { p1_tamlin = "glimmerlake" }, figure_vars = { p1_tamlin = { willpower = 0 } } }
  )
  kit.rig(g, 2, 5)
  g:choose("probe 1")
  expect(result(g, 1).die).to_be(5)
  expect_event(g, "test_start", { champion = "p1_tamlin", dice = 2 })
  expect_event(g, "test_rolled", { champion = "p1_tamlin", dice = { 2, 5 }, kept = 5 })
end)

test("on a Realm space Tamlin rolls one die", function()
  local g = game({ MIGHT8 }, { figure_vars = { p1_tamlin = { willpower = 0 } } })
  kit.rig(g, 2, 5)
  g:choose("probe 1")
  expect(result(g, 1).die).to_be(2)
  expect_event(g, "test_start", { champion = "p1_tamlin", dice = 1 })
end)

test("the two-dice passive applies to combat, and the reroll rerolls both dice", function()
  local attack = { champion = "p1_tamlin", trait = "might", difficulty = 5, kind = "attack", combat = 1 }
  local g = game({ attack }, { at = { p1_tamlin = "glimmerlake" }, figure_vars = { p1_tamlin = { willpower = 5 } } })
  kit.rig(g, 1, 2)
  g:choose("probe 1")
  kit.rig(g, 3, 4)
  g:choose("reroll")
  expect_event(g, "test_rolled", { dice = { 3, 4 }, kept = 4 })
end)

test("Lucky Totem with two dice rerolls only the lower die, once per Turn", function()
  local g = game({ MIGHT8, MIGHT8 }, {
    at = { p1_tamlin = "glimmerlake" },
    probe_give = { p1_tamlin = { "lucky_totem" } },
    figure_vars = { p1_tamlin = { willpower = 0 } },
  })
  kit.rig(g, 2, 3)
  g:choose("probe 1")
  kit.rig(g, 6)
  g:choose("luck")
  -- the 2 was rerolled into a 6; the 3 stays: dice 6 and 3, kept 6
  expect_event(g, "test_rolled", { dice = { 6, 3 }, kept = 6 })
  expect(result(g, 1).die).to_be(6)
  expect(g:card("lucky_totem", "p1_tamlin").exhausted).to_be(true)
  kit.rig(g, 1, 1)
  g:choose("probe 2")
  expect(g:options()).not_to_contain("luck") -- exhausted until the next Turn
end)

test("luck is not offered after a Willpower raise", function()
  local g = game(
    { { champion = "p1_tamlin", trait = "might", difficulty = 12 } },
    { probe_give = { p1_tamlin = { "lucky_totem" } }, figure_vars = { p1_tamlin = { willpower = 5 } } }
  )
  kit.rig(g, 2)
  g:choose("probe 1")
  expect(g:options()).to_contain("luck")
  g:choose("will 1")
  expect(g:options()).not_to_contain("luck")
end)

test("Selene-like passive: two dice on tests whose source is a quest card", function()
  local g = game({ { champion = "p1_tamlin", trait = "insight", difficulty = 3, source = "quest" } })
  kit.rig(g, 1, 6)
  g:choose("probe 1")
  -- Tamlin's passive is location-based: a quest source alone gives one die
  expect_event(g, "test_start", { dice = 1 })
end)

test("Selene's passive: two dice when the test comes from a Quest card, one otherwise (FAQ p.18)", function()
  local g = kit.game({
    champions = { p1 = { "selene" } },
    figure_vars = { p1_selene = { willpower = 0 } },
    probe_tests = {
      { champion = "p1_selene", trait = "insight", difficulty = 1, source = "a_march_of_bones" },
      { champion = "p1_selene", trait = "insight", difficulty = 1, source = "special" },
    },
  })
  kit.rig(g, 1, 5)
  g:choose("probe 1")
  expect(g:vars().probe_1:match("^%d+")).to_be("5")
  kit.rig(g, 1, 5)
  g:choose("probe 2")
  expect(g:vars().probe_2:match("^%d+")).to_be("1")
  expect(#g:events("test_rolled")).to_be(2)
  expect_event(g, "test_start", { champion = "p1_selene", dice = 1 })
end)
