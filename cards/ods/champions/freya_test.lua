-- Freya: start data, Scout Ahead (top card of her space's World deck to the bottom or back).
local kit = require("ods.testkit")

local DECK = "house_of_vice,blood_feud,the_sickhouse"

--- Freya on Saltmere scouts the Capital deck (DECK, `up` cards face up) and answers `key`
local function scout(key, up)
  local g = kit.game({ champions = { p1 = { "freya" } }, vars = { deck_world_capital = DECK, up_world_capital = up } })
  kit.answer_until(g, "special")
  kit.answer_until(g, key)
  return g:vars()
end

test(
  "freya: starts at Saltmere with 3 gold and a Hunting Bow",
  function() kit.check_champion_start("freya", "saltmere", { health = 9, willpower = 5, gold = 3 }, "hunting_bow") end
)

test(
  "freya: Scout Ahead sends the top Capital scenario to the bottom",
  function() expect(scout("bottom house_of_vice").deck_world_capital).to_be("blood_feud,the_sickhouse,house_of_vice") end
)

test("freya: Scout Ahead puts it above the resolved (face-up) scenarios, not under them", function()
  local v = scout("bottom house_of_vice", 1)
  expect(v.deck_world_capital).to_be("blood_feud,house_of_vice,the_sickhouse")
  expect(v.up_world_capital).to_be(1)
end)

test(
  "freya: Scout Ahead may leave the card on top",
  function() expect(scout("top house_of_vice").deck_world_capital).to_be(DECK) end
)

-- The Hunting Art (cards/ods/world/wilds) opens with an Awareness 6 test: the Scenario Phase
-- on a Wilds space with that card on top gives an Awareness test on cue.
local function awareness_test(champion)
  local g = kit.game({
    champions = { p1 = { champion } },
    at = { ["p1_" .. champion] = "greywood" },
    vars = { deck_world_wilds = "the_hunting_art" },
    figure_vars = { ["p1_" .. champion] = { willpower = 0 } },
  })
  kit.rig(g, 1, 5)
  kit.answer_until(g, "pass")
  return kit.play_until(g, "test_done")
end

test("freya: Keen Eyes rolls two dice on an Awareness test and keeps the higher", function()
  local e = awareness_test("freya")
  expect({ e.trait, e.total }).to_be({ "awareness", 5 + 3 + 1 }) -- + Hunting Bow
end)

test("freya: without Keen Eyes (Brom, Awareness 2) the same dice give one die only", function()
  local e = awareness_test("brom")
  expect({ e.trait, e.total }).to_be({ "awareness", 1 + 2 })
end)

test("freya: Scout Ahead is not offered where the World deck is exhausted (all face up, p.15)", function()
  local g = kit.game({ champions = { p1 = { "freya" } }, vars = { deck_world_capital = DECK, up_world_capital = 3 } })
  kit.expect_no_special(g)
end)
