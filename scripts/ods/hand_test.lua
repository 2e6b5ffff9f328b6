-- The Hand (p.7 VI, p.10 Acquire, Gift/Take, p.11 Acquiring Resources, FAQ p.17), played from a
-- champion's Round. Tamlin starts on Westmarch Keep (Realm), Spirit-Touched, Persuasion 2, with
-- Loyal Hound; Anton on Caer Aurin (Capital), not Spirit-Touched, 2 gold, with a Lantern.
local kit = require("ods.testkit")

local HAND = "longsword,war_axe,ancestral_blade,loyal_hound,spirits_of_rage"

local function game(extra)
  local opts = {
    champions = { p1 = { "tamlin" } },
    vars = { hand = HAND, deck_resource = "parry,spear,heal" },
    figure_vars = { p1_tamlin = { gold = 5, willpower = 0 } },
  }
  for k, v in pairs(extra or {}) do
    opts[k] = v
  end
  return kit.game(opts)
end

local function count(g, holder, card)
  local n = 0
  for _, c in ipairs(g:cards(holder)) do
    if c == card or (type(c) == "table" and c.card == card) then n = n + 1 end
  end
  return n
end

local function hand(g) return g:vars().hand end

test("the set-up deals five face-up cards from the Resource deck", function()
  local g = kit.game({ champions = { p1 = { "tamlin" } } })
  local n = 0
  for _ in string.gmatch(hand(g), "[^,]+") do
    n = n + 1
  end
  expect(n).to_be(5)
end)

test("acquiring for gold: paid, attached, the Hand restocked from the top", function()
  local g = game()
  expect(g:options()).to_contain("acquire longsword")
  expect(g:options()).to_contain("acquire spirits_of_rage") -- Spirit-Touched
  expect(g:options()).not_to_contain("acquire ancestral_blade") -- relics never from the Hand
  g:choose("acquire longsword")
  expect(g:options()).to_contain("keep") -- the optional second discard
  g:choose("keep")
  local t = kit.champion(g, "p1_tamlin")
  expect(t.gold).to_be(2)
  expect(count(g, "p1_tamlin", "longsword")).to_be(1)
  expect(hand(g)).to_be("war_axe,ancestral_blade,loyal_hound,spirits_of_rage,parry")
  expect(g:vars().deck_resource).to_be("spear,heal")
  expect_event(g, "resource_acquired", { champion = "p1_tamlin", card = "longsword" })
  expect(t.actions).to_be(2)
end)

test("a second discard goes back into the deck and two cards restock the Hand", function()
  local g = game()
  g:choose("acquire war_axe")
  -- "reshuffled back" (p.11): a random place among the deck's 3 cards + 1; a 4 puts it last
  kit.rig(g, 4)
  g:choose("discard ancestral_blade")
  expect(kit.champion(g, "p1_tamlin").gold).to_be(0)
  expect(hand(g)).to_be("longsword,loyal_hound,spirits_of_rage,parry,spear")
  expect(g:vars().deck_resource).to_be("heal,ancestral_blade")
end)

test("a second discard reshuffled to the top comes straight back with the restock", function()
  local g = game()
  g:choose("acquire war_axe")
  kit.rig(g, 1) -- first of four places: the top
  g:choose("discard ancestral_blade")
  expect(hand(g)).to_be("longsword,loyal_hound,spirits_of_rage,ancestral_blade,parry")
  expect(g:vars().deck_resource).to_be("spear,heal")
end)

test("a companion is recruited by a Persuasion test; a failure still allows the second discard", function()
  local g = game()
  kit.rig(g, 3) -- 3 + 2 = 5 < 6
  g:choose("acquire loyal_hound")
  expect_event(g, "test_done", { champion = "p1_tamlin", trait = "persuasion", passed = false })
  expect(g:options()).to_contain("discard war_axe")
  g:choose("keep")
  expect(count(g, "p1_tamlin", "loyal_hound")).to_be(1) -- only the starting one
  expect(hand(g)).to_contain("loyal_hound")
  expect(kit.champion(g, "p1_tamlin").gold).to_be(5)
  kit.rig(g, 4) -- 4 + 2 = 6
  g:choose("acquire loyal_hound")
  g:choose("keep")
  expect(count(g, "p1_tamlin", "loyal_hound")).to_be(2)
  expect(hand(g)).not_to_contain("loyal_hound")
end)

test("no acquiring off Capital and Realm spaces", function()
  local g = game({ at = { p1_tamlin = "glimmerlake" } })
  for _, o in ipairs(g:options()) do
    expect(o).not_to_contain("acquire")
  end
end)

test("spells only for Spirit-Touched champions; gold must cover the cost", function()
  local g = kit.game({ champions = { p1 = { "anton" } }, vars = { hand = HAND, deck_resource = "parry" } })
  expect(kit.champion(g, "p1_anton").gold).to_be(2)
  expect(g:options()).not_to_contain("acquire spirits_of_rage")
  expect(g:options()).not_to_contain("acquire longsword") -- costs 3
  expect(g:options()).to_contain("acquire loyal_hound") -- a test, no gold
end)

local function pair()
  local g = kit.game({
    champions = { p1 = { "tamlin" }, p2 = { "anton" } },
    at = { p2_anton = "westmarch_keep" },
    figure_vars = { p1_tamlin = { gold = 3, boon1 = 1 }, p2_anton = { gold = 2 } },
  })
  if g:offers("first p1_tamlin") then g:choose("first p1_tamlin") end
  return g
end

test("a Take needs the owner's consent; refused, nothing moves", function()
  local g = pair()
  g:choose("take p2_anton")
  expect(g:pending().side).to_be("p2")
  g:choose("consent no")
  expect(count(g, "p2_anton", "lantern")).to_be(1)
  expect(kit.champion(g, "p1_tamlin").actions).to_be(2)
  g:choose("take p2_anton")
  g:choose("consent yes")
  g:choose("give lantern")
  g:choose("give gold 2")
  expect(count(g, "p1_tamlin", "lantern")).to_be(1)
  expect(kit.champion(g, "p1_tamlin").gold).to_be(5)
  expect(kit.champion(g, "p2_anton").gold).to_be(0)
end)

test("a Gift moves items, gold and boons, never companions", function()
  local g = pair()
  g:choose("gift p2_anton")
  expect(g:options()).not_to_contain("give loyal_hound")
  g:choose("give boon1")
  g:choose("give gold 1")
  g:choose("done")
  expect(kit.champion(g, "p2_anton").boon1).to_be(1)
  expect(kit.champion(g, "p2_anton").gold).to_be(3)
  expect(kit.champion(g, "p1_tamlin").boon1).to_be(0)
  expect(kit.champion(g, "p1_tamlin").gold).to_be(2)
end)
