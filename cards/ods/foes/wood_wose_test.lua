-- Wood-Wose: its numbers in a real combat (Anton: Might 2, Agility 2, no weapon or armour; 2
-- Willpower so that every test stops at a prompt, answered `accept`), its standees and its ability.
local kit = require("ods.testkit")

local FOE = "wood_wose_1"

local function fight(extra, faces)
  local spec = { champions = { p1 = { "anton" } }, at = { p1_anton = "kingsford", [FOE] = "kingsford" },
    figure_vars = { p1_anton = { willpower = 2 } } }
  for k, v in pairs(extra or {}) do spec[k] = v end
  local g = kit.game(spec)
  kit.rig(g, table.unpack(faces))
  kit.answer_until(g, "pass")
  return g
end

-- the scenario holds every standee of the box: wood_wose_1 .. wood_wose_2
local function g_standees(n)
  local g = kit.game{}
  local ok_last = pcall(function() return g:figure("wood_wose_2") end)
  local ok_more = pcall(function() return g:figure("wood_wose_3") end)
  return ok_last and not ok_more
end

test("wood_wose: enters with its card's Health, 6", function()
  local g = kit.game{ champions = { p1 = { "anton" } }, at = { [FOE] = "kingsford" } }
  expect(g:figure(FOE).health).to_be(6)
end)

-- the third die (1) is Anton's round-2 attack: a prompt (Willpower) stops the game there
test("wood_wose: Defence 5: an attack of 4 + 2 deals 1", function()
  local g = fight(nil, { 4, 1, 1 })
  local e = kit.play_until(g, "attack_done")
  expect({ e.total, e.damage }).to_be({ 5 + 1, 1 })
  kit.play_until(g, "combat_round_end")
  expect(g:figure(FOE).health).to_be(5)
end)

test("wood_wose: Attack 6: a Defence test of 1 + 2 loses 3 Health", function()
  local g = fight(nil, { 4, 1, 1 })
  local e = kit.play_until(g, "defence_done")
  expect({ e.total, e.damage }).to_be({ 3, 3 })
end)

test("wood_wose: the killing blow earns 3 gold and the standee leaves the map", function()
  local g = fight({ figure_vars = { p1_anton = { willpower = 1 }, [FOE] = { health = 1 } },
    vars = { deck_world_realm = "blood_and_iron" } }, { 6, 6 })
  kit.play_until(g, "scenario_drawn")             -- stops at Blood & Iron's choice
  expect_event(g, "foe_defeated", { foe = FOE, by = "p1_anton" })
  expect(g:figure("p1_anton").gold).to_be(2 + 3)
  expect(g:figure(FOE).on_board).to_be(false)
end)

test("wood_wose: 2 standee(s) in the box", function()
  expect(g_standees(2)).to_be(true)
end)

test("wood_wose: it does not stop a retreat to the space the champion came from (p.14)", function()
  local g = kit.game{ champions = { p1 = { "anton" } }, at = { p1_anton = "caer_aurin", [FOE] = "kingsford" },
    figure_vars = { p1_anton = { willpower = 1 } } }
  kit.rig(g, 1, 6)
  kit.answer_until(g, "travel kingsford")
  kit.answer_until(g, "pass")
  kit.play_until(g, "combat_round_end")
  expect(g:offers("retreat p1_anton")).to_be(true)
end)

test("wood_wose: every Combat Phase, unfought, it hurts champions on its space and next to it", function()
  -- Anton at Kingsford, Brom at Caer Aurin (next to it), the Wood-Wose at Aurin Fields (next to
  -- Caer Aurin, not to Kingsford): nobody fights it
  -- the last pass runs on to the next Round: exhausted World decks (no Scenario) and Market Day
  -- (gold only) keep the Scenario and Event Phases from touching Health
  local g = kit.game{ champions = { p1 = { "anton" }, p2 = { "brom" } },
    at = { p1_anton = "kingsford", p2_brom = "caer_aurin", [FOE] = "aurin_fields" },
    vars = { deck_world_capital = "house_of_vice", up_world_capital = 1, deck_world_realm = "the_lost_child",
      up_world_realm = 1, deck_event = "market_day" } }
  kit.answer_until(g, "pass")
  kit.answer_until(g, "pass")
  kit.play_until(g, "phase_end", 2)
  expect(#g:events("combat_start")).to_be(0)
  expect(g:figure("p2_brom").health).to_be(12 - 1)
  expect(g:figure("p1_anton").health).to_be(8)
end)
