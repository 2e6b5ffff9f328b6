-- The Skin-Walker: its numbers in a real combat (Anton: Might 2, Agility 2, no weapon or armour; 2
-- Willpower so that every test stops at a prompt, answered `accept`), its standees and its ability.
local kit = require("ods.testkit")

local FOE = "skin_walker"

local function fight(extra, faces)
  local spec = { champions = { p1 = { "anton" } }, at = { p1_anton = "kingsford", [FOE] = "kingsford" },
    figure_vars = { p1_anton = { willpower = 2 } } }
  for k, v in pairs(extra or {}) do spec[k] = v end
  local g = kit.game(spec)
  kit.rig(g, table.unpack(faces))
  kit.answer_until(g, "pass")
  return g
end

-- the scenario holds every standee of the box: skin_walker
local function g_standees(n)
  local g = kit.game{}
  local ok_last = pcall(function() return g:figure("skin_walker") end)
  local ok_more = pcall(function() return g:figure("skin_walker_2") end)
  return ok_last and not ok_more
end

test("skin_walker: enters with its card's Health, 11", function()
  local g = kit.game{ champions = { p1 = { "anton" } }, at = { [FOE] = "kingsford" } }
  expect(g:figure(FOE).health).to_be(11)
end)

-- the third die (1) is Anton's round-2 attack: a prompt (Willpower) stops the game there
test("skin_walker: Defence 6: an attack of 5 + 2 deals 1", function()
  local g = fight(nil, { 5, 1, 1 })
  local e = kit.play_until(g, "attack_done")
  expect({ e.total, e.damage }).to_be({ 6 + 1, 1 })
  kit.play_until(g, "combat_round_end")
  expect(g:figure(FOE).health).to_be(10)
end)

test("skin_walker: Attack 8: a Defence test of 1 + 2 loses 5 Health", function()
  local g = fight(nil, { 5, 1, 1 })
  local e = kit.play_until(g, "defence_done")
  expect({ e.total, e.damage }).to_be({ 3, 5 })
end)

test("skin_walker: the killing blow earns 5 gold and the standee leaves the map", function()
  local g = fight({ figure_vars = { p1_anton = { willpower = 1 }, [FOE] = { health = 1 } },
    vars = { deck_world_realm = "blood_and_iron" } }, { 6, 6 })
  kit.play_until(g, "scenario_drawn")             -- stops at Blood & Iron's choice
  expect_event(g, "foe_defeated", { foe = FOE, by = "p1_anton" })
  expect(g:figure("p1_anton").gold).to_be(2 + 5)
  expect(g:figure(FOE).on_board).to_be(false)
end)

test("skin_walker: 1 standee(s) in the box", function()
  expect(g_standees(1)).to_be(true)
end)

test("skin_walker: it does not stop a retreat to the space the champion came from (p.14)", function()
  local g = kit.game{ champions = { p1 = { "anton" } }, at = { p1_anton = "caer_aurin", [FOE] = "kingsford" },
    figure_vars = { p1_anton = { willpower = 1 } } }
  kit.rig(g, 1, 6)
  kit.answer_until(g, "travel kingsford")
  kit.answer_until(g, "pass")
  kit.play_until(g, "combat_round_end")
  expect(g:offers("retreat p1_anton")).to_be(true)
end)

test("skin_walker: it attacks the lowest Agility (Anton 2, not Brom 3 with his shield), unasked", function()
  local g = kit.game{ champions = { p1 = { "brom" }, p2 = { "anton" } },
    at = { p1_brom = "kingsford", p2_anton = "kingsford", [FOE] = "kingsford" },
    figure_vars = { p1_brom = { willpower = 1 }, p2_anton = { willpower = 1 } } }
  kit.rig(g, 1, 1, 1)
  kit.answer_until(g, "pass")
  kit.answer_until(g, "pass")
  local d = kit.play_until(g, "defence_done", 1, nil, { "attack p1_brom " .. FOE })
  expect(d.champion).to_be("p2_anton")
end)
