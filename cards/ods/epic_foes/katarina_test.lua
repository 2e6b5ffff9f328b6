-- Katarina: its numbers in a real combat (Anton: Might 2, Agility 2, no weapon or armour; 2
-- Willpower so that every test stops at a prompt, answered `accept`), its standees and its ability.
local kit = require("ods.testkit")

local FOE = "katarina"

local function fight(extra, faces)
  local spec = { champions = { p1 = { "anton" } }, at = { p1_anton = "kingsford", [FOE] = "kingsford" },
    figure_vars = { p1_anton = { willpower = 2 } } }
  for k, v in pairs(extra or {}) do spec[k] = v end
  local g = kit.game(spec)
  kit.rig(g, table.unpack(faces))
  kit.answer_until(g, "pass")
  return g
end

-- the scenario holds every standee of the box: katarina
local function g_standees(n)
  local g = kit.game{}
  local ok_last = pcall(function() return g:figure("katarina") end)
  local ok_more = pcall(function() return g:figure("katarina_2") end)
  return ok_last and not ok_more
end

test("katarina: enters with its card's Health, 10", function()
  local g = kit.game{ champions = { p1 = { "anton" } }, at = { [FOE] = "kingsford" } }
  expect(g:figure(FOE).health).to_be(10)
end)

-- the third die (1) is Anton's round-2 attack: a prompt (Willpower) stops the game there
test("katarina: Defence 6: an attack of 5 + 2 deals 1", function()
  local g = fight(nil, { 5, 1, 1 })
  local e = kit.play_until(g, "attack_done")
  expect({ e.total, e.damage }).to_be({ 6 + 1, 1 })
  kit.play_until(g, "combat_round_end")
  expect(g:figure(FOE).health).to_be(9)
end)

test("katarina: Attack 8: a Defence test of 1 + 2 loses 5 Health", function()
  local g = fight(nil, { 5, 1, 1 })
  local e = kit.play_until(g, "defence_done")
  expect({ e.total, e.damage }).to_be({ 3, 5 })
end)

test("katarina: the killing blow earns 5 gold and the standee leaves the map", function()
  local g = fight({ figure_vars = { p1_anton = { willpower = 1 }, [FOE] = { health = 1 } },
    vars = { deck_world_realm = "blood_and_iron" } }, { 6, 6 })
  kit.play_until(g, "scenario_drawn")             -- stops at Blood & Iron's choice
  expect_event(g, "foe_defeated", { foe = FOE, by = "p1_anton" })
  expect(g:figure("p1_anton").gold).to_be(2 + 5)
  expect(g:figure(FOE).on_board).to_be(false)
end)

test("katarina: 1 standee(s) in the box", function()
  expect(g_standees(1)).to_be(true)
end)

test("katarina: it duels the first champion in initiative (Brom), Anton may not attack it (p.14)", function()
  local g = kit.game{ champions = { p1 = { "brom" }, p2 = { "anton" } },
    at = { p1_brom = "kingsford", p2_anton = "kingsford", [FOE] = "kingsford" },
    figure_vars = { p1_brom = { willpower = 1 }, p2_anton = { willpower = 1 } } }
  kit.rig(g, 1, 1, 1)
  kit.answer_until(g, "pass")
  kit.answer_until(g, "pass")
  local d = kit.play_until(g, "defence_done")
  expect(d.champion).to_be("p1_brom")
  for _, e in ipairs(g:events("attack_done")) do expect(e.champion).to_be("p1_brom") end
  expect(#g:events("attack_done")).to_be(1)
end)
