-- Tusk: its numbers in a real combat (Anton: Might 2, Agility 2, no weapon or armour; 2
-- Willpower so that every test stops at a prompt, answered `accept`), its standees and its ability.
local kit = require("ods.testkit")

local FOE = "tusk"

local function fight(extra, faces)
  local spec = { champions = { p1 = { "anton" } }, at = { p1_anton = "kingsford", [FOE] = "kingsford" },
    figure_vars = { p1_anton = { willpower = 2 } } }
  for k, v in pairs(extra or {}) do spec[k] = v end
  local g = kit.game(spec)
  kit.rig(g, table.unpack(faces))
  kit.answer_until(g, "pass")
  return g
end

-- the scenario holds every standee of the box: tusk
local function g_standees(n)
  local g = kit.game{}
  local ok_last = pcall(function() return g:figure("tusk") end)
  local ok_more = pcall(function() return g:figure("tusk_2") end)
  return ok_last and not ok_more
end

test("tusk: enters with its card's Health, 12", function()
  local g = kit.game{ champions = { p1 = { "anton" } }, at = { [FOE] = "kingsford" } }
  expect(g:figure(FOE).health).to_be(12)
end)

-- the third die (1) is Anton's round-2 attack: a prompt (Willpower) stops the game there
test("tusk: Defence 6: an attack of 5 + 2 deals 1", function()
  local g = fight(nil, { 5, 1, 1 })
  local e = kit.play_until(g, "attack_done")
  expect({ e.total, e.damage }).to_be({ 6 + 1, 1 })
  kit.play_until(g, "combat_round_end")
  expect(g:figure(FOE).health).to_be(11)
end)

test("tusk: Attack 9: a Defence test of 1 + 2 loses 7 Health", function()
  local g = fight(nil, { 5, 1, 1 })
  local e = kit.play_until(g, "defence_done")
  expect({ e.total, e.damage }).to_be({ 3, 7 })
end)

test("tusk: the killing blow earns 5 gold and the standee leaves the map", function()
  local g = fight({ figure_vars = { p1_anton = { willpower = 1 }, [FOE] = { health = 1 } },
    vars = { deck_world_realm = "blood_and_iron" } }, { 6, 6 })
  kit.play_until(g, "scenario_drawn")             -- stops at Blood & Iron's choice
  expect_event(g, "foe_defeated", { foe = FOE, by = "p1_anton" })
  expect(g:figure("p1_anton").gold).to_be(2 + 5)
  expect(g:figure(FOE).on_board).to_be(false)
end)

test("tusk: 1 standee(s) in the box", function()
  expect(g_standees(1)).to_be(true)
end)

test("tusk: it does not stop a retreat to the space the champion came from (p.14)", function()
  local g = kit.game{ champions = { p1 = { "anton" } }, at = { p1_anton = "caer_aurin", [FOE] = "kingsford" },
    figure_vars = { p1_anton = { willpower = 1 } } }
  kit.rig(g, 1, 6)
  kit.answer_until(g, "travel kingsford")
  kit.answer_until(g, "pass")
  kit.play_until(g, "combat_round_end")
  expect(g:offers("retreat p1_anton")).to_be(true)
end)

test("tusk: Gore adds 1 only to a wound: a Defence of 6 + 2 against Attack 9 loses 1 + 1", function()
  local g = fight(nil, { 1, 6, 1 })
  local e = kit.play_until(g, "defence_done")
  expect(e.damage).to_be(9 - 8 + 1)
end)
