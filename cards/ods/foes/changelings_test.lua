-- Changelings: its numbers in a real combat (Anton: Might 2, Agility 2, no weapon or armour; 2
-- Willpower so that every test stops at a prompt, answered `accept`), its standees and its ability.
local kit = require("ods.testkit")

local FOE = "changelings_1"

local function fight(extra, faces)
  local spec = { champions = { p1 = { "anton" } }, at = { p1_anton = "kingsford", [FOE] = "kingsford" },
    figure_vars = { p1_anton = { willpower = 2 } } }
  for k, v in pairs(extra or {}) do spec[k] = v end
  local g = kit.game(spec)
  kit.rig(g, table.unpack(faces))
  kit.answer_until(g, "pass")
  return g
end

-- the scenario holds every standee of the box: changelings_1 .. changelings_2
local function g_standees(n)
  local g = kit.game{}
  local ok_last = pcall(function() return g:figure("changelings_2") end)
  local ok_more = pcall(function() return g:figure("changelings_3") end)
  return ok_last and not ok_more
end

test("changelings: enters with its card's Health, 4", function()
  local g = kit.game{ champions = { p1 = { "anton" } }, at = { [FOE] = "kingsford" } }
  expect(g:figure(FOE).health).to_be(4)
end)

-- the third die (1) is Anton's round-2 attack: a prompt (Willpower) stops the game there
test("changelings: Defence 3: an attack of 2 + 2 deals 1", function()
  local g = fight(nil, { 2, 1, 1 })
  local e = kit.play_until(g, "attack_done")
  expect({ e.total, e.damage }).to_be({ 3 + 1, 1 })
  kit.play_until(g, "combat_round_end")
  expect(g:figure(FOE).health).to_be(3)
end)

test("changelings: Attack 5: a Defence test of 1 + 2 loses 2 Health", function()
  local g = fight(nil, { 2, 1, 1 })
  local e = kit.play_until(g, "defence_done")
  expect({ e.total, e.damage }).to_be({ 3, 2 })
end)

test("changelings: the killing blow earns 2 gold and the standee leaves the map", function()
  local g = fight({ figure_vars = { p1_anton = { willpower = 1 }, [FOE] = { health = 1 } },
    vars = { deck_world_realm = "blood_and_iron" } }, { 6, 6 })
  kit.play_until(g, "scenario_drawn")             -- stops at Blood & Iron's choice
  expect_event(g, "foe_defeated", { foe = FOE, by = "p1_anton" })
  expect(g:figure("p1_anton").gold).to_be(2 + 2)
  expect(g:figure(FOE).on_board).to_be(false)
end)

test("changelings: 2 standee(s) in the box", function()
  expect(g_standees(2)).to_be(true)
end)

test("changelings: it does not stop a retreat to the space the champion came from (p.14)", function()
  local g = kit.game{ champions = { p1 = { "anton" } }, at = { p1_anton = "caer_aurin", [FOE] = "kingsford" },
    figure_vars = { p1_anton = { willpower = 1 } } }
  kit.rig(g, 1, 6)
  kit.answer_until(g, "travel kingsford")
  kit.answer_until(g, "pass")
  kit.play_until(g, "combat_round_end")
  expect(g:offers("retreat p1_anton")).to_be(true)
end)

test("changelings: a wounded champion loses 1 gold; unhurt, he keeps it", function()
  local g = fight(nil, { 1, 1, 1 })
  kit.play_until(g, "defence_done")
  expect(g:figure("p1_anton").gold).to_be(1)
  local g2 = fight(nil, { 1, 6, 1 })
  kit.play_until(g2, "defence_done")
  expect(g2:figure("p1_anton").gold).to_be(2)
end)
