-- Balor: its numbers in a real combat (Anton: Might 2, Agility 2, no weapon or armour; 2
-- Willpower so that every test stops at a prompt, answered `accept`), its standees and its ability.
local kit = require("ods.testkit")

local FOE = "balor"

local function fight(extra, faces)
  local spec = { champions = { p1 = { "anton" } }, at = { p1_anton = "kingsford", [FOE] = "kingsford" },
    figure_vars = { p1_anton = { willpower = 2 } } }
  for k, v in pairs(extra or {}) do spec[k] = v end
  local g = kit.game(spec)
  kit.rig(g, table.unpack(faces))
  kit.answer_until(g, "pass")
  return g
end

-- the scenario holds every standee of the box: balor
local function g_standees(n)
  local g = kit.game{}
  local ok_last = pcall(function() return g:figure("balor") end)
  local ok_more = pcall(function() return g:figure("balor_2") end)
  return ok_last and not ok_more
end

test("balor: enters with its card's Health, 12", function()
  local g = kit.game{ champions = { p1 = { "anton" } }, at = { [FOE] = "kingsford" } }
  expect(g:figure(FOE).health).to_be(12)
end)

-- the third die (1) is Anton's round-2 attack: a prompt (Willpower) stops the game there
test("balor: Defence 7: an attack of 6 + 2 deals 1", function()
  local g = fight(nil, { 6, 1, 1 })
  local e = kit.play_until(g, "attack_done")
  expect({ e.total, e.damage }).to_be({ 7 + 1, 1 })
  kit.play_until(g, "combat_round_end")
  expect(g:figure(FOE).health).to_be(11)
end)

test("balor: Attack 9: a Defence test of 1 + 2 loses 6 Health", function()
  local g = fight(nil, { 6, 1, 1 })
  local e = kit.play_until(g, "defence_done")
  expect({ e.total, e.damage }).to_be({ 3, 6 })
end)

test("balor: the killing blow earns 6 gold and the standee leaves the map", function()
  local g = fight({ figure_vars = { p1_anton = { willpower = 1 }, [FOE] = { health = 1 } },
    vars = { deck_world_realm = "blood_and_iron" } }, { 6, 6 })
  kit.play_until(g, "scenario_drawn")             -- stops at Blood & Iron's choice
  expect_event(g, "foe_defeated", { foe = FOE, by = "p1_anton" })
  expect(g:figure("p1_anton").gold).to_be(2 + 6)
  expect(g:figure(FOE).on_board).to_be(false)
end)

test("balor: 1 standee(s) in the box", function()
  expect(g_standees(1)).to_be(true)
end)

test("balor: it does not stop a retreat to the space the champion came from (p.14)", function()
  local g = kit.game{ champions = { p1 = { "anton" } }, at = { p1_anton = "caer_aurin", [FOE] = "kingsford" },
    figure_vars = { p1_anton = { willpower = 1 } } }
  kit.rig(g, 1, 6)
  kit.answer_until(g, "travel kingsford")
  kit.answer_until(g, "pass")
  kit.play_until(g, "combat_round_end")
  expect(g:offers("retreat p1_anton")).to_be(true)
end)

test("balor: at the end of a round he survives, each champion on his space loses 1 more Health", function()
  local g = fight(nil, { 1, 6, 1 })                  -- defence 6 + 2 = 8 vs 9: 1 damage, then 1 more
  kit.play_until(g, "combat_round_end")
  expect(g:figure("p1_anton").health).to_be(8 - 1 - 1)
end)
