-- Aegis of Dawn: acquiring it and what its modifiers do in a real game.
local kit = require("ods.testkit")

test("aegis_of_dawn: a Relic is never bought from the Hand (p.7), whatever the gold", function()
  local g = kit.game{ champions = { p1 = { "anton" } }, at = { p1_anton = "caer_aurin" },
    vars = { hand = "aegis_of_dawn,parry,longsword,lantern,spear" }, figure_vars = { p1_anton = { gold = 20 } } }
  expect(g:offers("acquire aegis_of_dawn")).to_be(false)
  expect(g:offers("acquire longsword")).to_be(true)
end)

test("aegis_of_dawn: Anton's Special takes it on a Hollows space (FAQ p.17)", function()
  local g = kit.game{ champions = { p1 = { "anton" } }, at = { p1_anton = "witchs_hollow" },
    vars = { hand = "aegis_of_dawn,parry,longsword,lantern,spear" } }
  kit.rig(g, 6)
  kit.answer_until(g, "special")
  kit.back_to_round(g)
  expect(g:figure("p1_anton").cards).to_contain("aegis_of_dawn")
end)

-- Anton (Agility 2) defending against an Undead Corpse (Attack 5), no Willpower to spend
local function defence(cards, die)
  local g = kit.game{ champions = { p1 = { "anton" } }, give = { p1_anton = cards },
    at = { p1_anton = "kingsford", undead_corpse_1 = "kingsford" }, figure_vars = { p1_anton = { willpower = 0 } } }
  kit.rig(g, 1, die)
  kit.answer_until(g, "pass")
  return kit.play_until(g, "defence_done", 1, nil, { "use aegis_of_dawn" })
end

test("aegis_of_dawn: +2 Agility on the Defence test", function()
  local e = defence({ "aegis_of_dawn" }, 1)
  expect(e.total).to_be(1 + 2 + 2)
  expect(e.damage).to_be(0)
  expect(defence({}, 1).damage).to_be(2)
end)

-- Natasha (Resolve 1, no armour) in the Scenario Phase: voices_in_the_dark opens with a Resolve test
local function scenario_total(cards)
  local g = kit.game{ champions = { p1 = { "natasha" } }, give = { p1_natasha = cards }, at = { p1_natasha = "witchs_hollow" },
    vars = { deck_world_hollows = "voices_in_the_dark" }, figure_vars = { p1_natasha = { willpower = 0 } } }
  kit.rig(g, 1)
  kit.answer_until(g, "pass")
  local e = kit.play_until(g, "test_done", 1, nil, { "use aegis_of_dawn" })
  expect(e.trait).to_be("resolve")
  return e.total
end

test("aegis_of_dawn: +1 Resolve on a Scenario's test", function()
  expect(scenario_total({ "aegis_of_dawn" })).to_be(1 + 1 + 1)
  expect(scenario_total({})).to_be(1 + 1)
end)
