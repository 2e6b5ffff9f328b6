-- Selene: start data, Omens (top two Event cards, p.16) and Foresight (Quest Scenarios only, FAQ p.18).
local kit = require("ods.testkit")

local DECK = "a_hard_winter,market_day,kind_strangers"

--- Selene reads Omens on the Event deck `deck` (default DECK), answering `key` if given
local function omens(key, deck)
  local g = kit.game({ champions = { p1 = { "selene" } }, vars = { deck_event = deck or DECK } })
  kit.answer_until(g, "special")
  if key then
    kit.answer_until(g, key)
  else
    kit.back_to_round(g)
  end
  return g:vars().deck_event
end

test(
  "selene: starts at Greyhaven Abbey, Spirit-Touched, with Warding",
  function() kit.check_champion_start("selene", "greyhaven_abbey", { health = 7, willpower = 6, gold = 1 }, "warding") end
)

test(
  "selene: Omens keeps the chosen Event on top and puts the other at the bottom",
  function() expect(omens("top market_day")).to_be("market_day,kind_strangers,a_hard_winter") end
)

test(
  "selene: Omens with the first card kept leaves the order but for the second",
  function() expect(omens("top a_hard_winter")).to_be("a_hard_winter,kind_strangers,market_day") end
)

-- A quest token on her space (board.lua keeps it as game var `quest@SPACE`) and Lantern for the
-- Lost (an Arawn quest opening with Insight 7) on top of the Quest deck; the Abbey is a Realm
-- space, whose World deck gets The Lost Child (Awareness 6) on top.
local function scenario_test(deck)
  local g = kit.game({
    champions = { p1 = { "selene" } },
    vars = { ["quest@greyhaven_abbey"] = 1, deck_quest = "lantern_for_the_lost", deck_world_realm = "the_lost_child" },
    figure_vars = { p1_selene = { willpower = 0 } },
  })
  kit.rig(g, 1, 5)
  kit.answer_until(g, "pass")
  kit.answer_until(g, "draw " .. deck)
  return kit.play_until(g, "test_done")
end

test("selene: Foresight rolls two dice in a Quest Scenario (FAQ p.18)", function()
  local e = scenario_test("quest")
  expect({ e.trait, e.total }).to_be({ "insight", 5 + 4 })
end)

test("selene: a World Scenario gets one die only", function()
  local e = scenario_test("world")
  expect({ e.trait, e.total }).to_be({ "awareness", 1 + 3 })
end)

test(
  "selene: two copies of one Event on top: no question, one stays, one goes under",
  function()
    expect(omens(nil, "all_hope_is_lost,all_hope_is_lost,market_day")).to_be(
      "all_hope_is_lost,market_day,all_hope_is_lost"
    )
  end
)

test("selene: Omens is not offered with fewer than two Event cards left", function()
  local g = kit.game({ champions = { p1 = { "selene" } }, vars = { deck_event = "market_day" } })
  kit.expect_no_special(g)
end)
