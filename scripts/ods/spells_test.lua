-- Spells (p.10 Invoke a Spell, p.11, FAQ p.17), cast from champions' Rounds. Selene (Might 1,
-- Agility 2, starts with Warding) and Nora (Agility 2, starts with Heal) are Spirit-Touched and
-- start apart; both are put on Hollin Vale. Anton is not Spirit-Touched.
local kit = require("ods.testkit")

local function game(extra)
  local opts = {
    champions = { p1 = { "selene", "nora" } },
    at = { p1_selene = "hollin_vale", p1_nora = "hollin_vale" },
    figure_vars = { p1_selene = { willpower = 0 }, p1_nora = { willpower = 0 } },
  }
  for k, v in pairs(extra or {}) do
    opts[k] = v
  end
  local g = kit.game(opts)
  if g:offers("first p1_selene") then g:choose("first p1_selene") end
  if g:offers("order p1_selene") then g:choose("order p1_selene") end
  return g
end

local function total(g, i) return tonumber((g:vars()["probe_after_" .. i] or ""):match("^%d+ (%-?%d+)")) end

test("a second Spirits of Rage on a space it already covers is not offered: it would add nothing (FAQ p.17)", function()
  local g = game({
    probe_give = { p1_selene = { "spirits_of_rage" }, p1_nora = { "spirits_of_rage" } },
    probe_after = { { champion = "p1_selene", trait = "might", difficulty = 20 } },
  })
  expect(g:prompt()).to_contain("p1_selene")
  g:choose("cast spirits_of_rage")
  expect(g:options()).not_to_contain("cast spirits_of_rage") -- cast this Turn already
  g:choose("pass")
  -- Nora shares the space, so Selene's cast reached her: her own copy would waste an action.
  expect(g:prompt()).to_contain("p1_nora")
  expect(g:options()).not_to_contain("cast spirits_of_rage")
  g:choose("pass")
  kit.rig(g, 1)
  g:choose("probe 1")
  expect(total(g, 1)).to_be(1 + 1 + 1) -- die, Might 1, one Rage bonus
end)

test("a turn-long spell is worth casting again where a champion lacks it", function()
  -- Selene casts on Hollin Vale; Nora, elsewhere then, did not get it and may cast her own.
  local g = game({
    at = { p1_selene = "hollin_vale", p1_nora = "greywood" },
    probe_give = { p1_selene = { "spirits_of_rage" }, p1_nora = { "spirits_of_rage" } },
  })
  while not (g:prompt() or ""):match("^p1_selene") do
    g:choose(g:options()[1])
  end
  g:choose("cast spirits_of_rage")
  g:choose("pass")
  while not (g:prompt() or ""):match("^p1_nora") do
    g:choose(g:options()[1])
  end
  expect(g:options()).to_contain("cast spirits_of_rage")
end)

test("a turn-long spell reaches the champions on the caster's space, not elsewhere", function()
  local g = game({
    champions = { p1 = { "selene", "nora" }, p2 = { "anton" } },
    probe_after = {
      { champion = "p1_nora", trait = "agility", difficulty = 20 },
      { champion = "p2_anton", trait = "agility", difficulty = 20 },
    },
  })
  while not (g:prompt() or ""):match("^p1_selene") do
    g:choose(g:options()[1])
  end
  g:choose("cast warding")
  g:choose("pass")
  while (g:prompt() or ""):match("action") do
    g:choose("pass")
  end
  kit.rig(g, 1)
  g:choose("probe 1")
  kit.rig(g, 1)
  g:choose("probe 2")
  g:choose("accept") -- Anton's Willpower could still raise it
  expect(total(g, 1)).to_be(1 + 2 + 1) -- Nora shared Selene's space
  expect(total(g, 2)).to_be(1 + 2) -- Anton was in Caer Aurin
end)

test("only Spirit-Touched champions invoke spells", function()
  local g = kit.game({ champions = { p1 = { "anton" } }, probe_give = { p1_anton = { "spirits_of_rage" } } })
  expect(g:options()).to_contain("pass")
  expect(g:options()).not_to_contain("cast spirits_of_rage")
end)

test("Heal restores Health to a chosen champion on the space, up to the maximum, and may be cast again", function()
  local g =
    game({ figure_vars = { p1_selene = { health = 6, willpower = 0 }, p1_nora = { health = 2, willpower = 0 } } })
  g:choose("pass") -- Selene
  g:choose("cast heal")
  expect(g:options()).to_be({ "on p1_nora", "on p1_selene" })
  g:choose("on p1_selene")
  expect(kit.champion(g, "p1_selene").health).to_be(7) -- 6 + 2, max 7
  g:choose("cast heal") -- only Nora is wounded now: no target question
  expect(kit.champion(g, "p1_nora").health).to_be(4)
end)

test("Call the Storm strikes a foe on the space", function()
  local g = game({
    at = { p1_selene = "hollin_vale", p1_nora = "hollin_vale", undead_horde_1 = "hollin_vale" },
    probe_give = { p1_nora = { "call_the_storm" } },
  })
  g:choose("pass")
  expect(g:options()).to_contain("cast call_the_storm")
  g:choose("cast call_the_storm")
  expect(g:figure("undead_horde_1").health).to_be(5 - 3)
  expect_event(g, "spell_cast", { champion = "p1_nora", card = "call_the_storm", target = "undead_horde_1" })
end)

test("Call the Storm is not offered without a foe on the space", function()
  local g = game({ probe_give = { p1_nora = { "call_the_storm" } } })
  g:choose("pass")
  expect(g:options()).not_to_contain("cast call_the_storm")
end)
