-- Trait values and the stacking rule (p.11 Applying & Stacking Bonuses, p.14 Duel, p.15, FAQ
-- p.17), read through test totals (tests.probe). Tamlin: Might 3, Agility 3, Resolve 2, starts
-- with Loyal Hound (companion, +1 Might +1 Awareness). Willpower 0: no question after the roll.
local kit = require("ods.testkit")

local function game(tests, give, extra)
  local opts = {
    champions = { p1 = { "tamlin" } },
    probe_tests = tests,
    probe_give = { p1_tamlin = give },
    figure_vars = { p1_tamlin = { willpower = 0 } },
  }
  for k, v in pairs(extra or {}) do
    opts[k] = v
  end
  return kit.game(opts)
end

local function total(g, i) return tonumber((g:vars()["probe_" .. i] or ""):match("^%d+ (%-?%d+)")) end

local function t(trait, more)
  local e = { champion = "p1_tamlin", trait = trait, difficulty = 20 }
  for k, v in pairs(more or {}) do
    e[k] = v
  end
  return e
end

test("only one weapon counts: the best of Longsword and War Axe", function()
  local g = game({ t("might") }, { "longsword", "war_axe" })
  kit.rig(g, 1)
  g:choose("probe 1")
  expect(total(g, 1)).to_be(1 + 3 + 1 + 2) -- die, Might, hound, axe (not + sword)
end)

test("different resource types stack: weapon + companion + armour", function()
  local g = game({ t("might"), t("agility") }, { "longsword", "chain_mail" })
  kit.rig(g, 1)
  g:choose("probe 1")
  expect(total(g, 1)).to_be(1 + 3 + 1 + 1) -- sword and hound
  kit.rig(g, 1)
  g:choose("probe 2")
  expect(total(g, 2)).to_be(1 + 3 + 2) -- chain mail
end)

test("a relic counts as the type written on it: Ancestral Blade is a weapon", function()
  local g = game({ t("might"), t("resolve") }, { "ancestral_blade", "war_axe" })
  kit.rig(g, 1)
  g:choose("probe 1")
  expect(total(g, 1)).to_be(1 + 3 + 1 + 2) -- blade or axe, +2 either way, not +4
  kit.rig(g, 1)
  g:choose("probe 2")
  expect(total(g, 2)).to_be(1 + 2 + 1) -- the blade's Resolve
end)

test("afflictions always stack, even two of the same type", function()
  local g = game({ t("might") }, { "broken_arm", "fever" })
  kit.rig(g, 4)
  g:choose("probe 1")
  expect(total(g, 1)).to_be(4 + 3 + 1 - 2 - 1) -- both physical afflictions count
end)

test("in a duel companions give nothing (p.14)", function()
  local g = game({ t("might", { duel = true }) }, {})
  kit.rig(g, 1)
  g:choose("probe 1")
  expect(total(g, 1)).to_be(1 + 3)
end)

test("in combat the player picks one card of a type for the whole round (use CARD)", function()
  local attack = t("might", { kind = "attack", combat = 1, round = 1 })
  local defence = t("agility", { kind = "defence", combat = 1, round = 1 })
  local next_round = t("might", { kind = "attack", combat = 1, round = 2 })
  local g = game({ attack, defence, next_round }, { "longsword", "quarterstaff" })
  kit.rig(g, 1)
  g:choose("probe 1")
  expect(g:options()).to_be({ "use longsword", "use quarterstaff" })
  g:choose("use quarterstaff")
  expect(total(g, 1)).to_be(1 + 3 + 1) -- no sword: the staff serves this round
  kit.rig(g, 1)
  g:choose("probe 2") -- same round: not asked again
  expect(total(g, 2)).to_be(1 + 3 + 1) -- the staff's Agility
  kit.rig(g, 1)
  g:choose("probe 3")
  expect(g:options()).to_contain("use longsword") -- a new round, a new pick
  g:choose("use longsword")
  expect(total(g, 3)).to_be(1 + 3 + 1 + 1)
end)

test("no pick is asked when one card of the type is best on every trait", function()
  local g = game({ t("might", { kind = "attack", combat = 1 }) }, { "spear", "quarterstaff" })
  kit.rig(g, 1)
  g:choose("probe 1")
  expect(g:options()).not_to_contain("use spear")
  expect(total(g, 1)).to_be(1 + 3 + 1 + 1)
end)

test("a combat feat counts for its round only, one per round", function()
  local attack = t("might", { kind = "attack", combat = 1, round = 1, feat = true })
  local again = t("might", { kind = "attack", combat = 1, round = 1, feat = true })
  local later = t("might", { kind = "attack", combat = 1, round = 2 })
  local g = game({ attack, again, later }, { "battle_cry", "reckless_strike" })
  kit.rig(g, 1)
  g:choose("probe 1")
  expect(g:options()).to_be({ "feat battle_cry", "feat reckless_strike", "no feat" })
  g:choose("feat battle_cry")
  expect(total(g, 1)).to_be(1 + 3 + 1 + 2)
  expect_event(g, "feat_used", { champion = "p1_tamlin", card = "battle_cry" })
  kit.rig(g, 1)
  g:choose("probe 2")
  expect(g:options()).not_to_contain("feat reckless_strike") -- one feat this round
  expect(total(g, 2)).to_be(1 + 3 + 1 + 2)
  kit.rig(g, 1)
  g:choose("probe 3")
  expect(total(g, 3)).to_be(1 + 3 + 1) -- the round is over
  expect(g:card("battle_cry", "p1_tamlin").exhausted).to_be(true)
end)
