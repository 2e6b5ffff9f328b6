-- Set-up (p.6–7): players, the villain and the champions chosen (`players N`, `villain ID`,
-- `champion ID`), decks, champions on their start spaces at full Health and Willpower with
-- their starting gold and resources, the Hand of five, the villain's Act I tokens.
local kit = require("ods.testkit")

local REALM = "scripts/ods/scenarios/realm.yaml"

local function count(s)
  local n = 0
  for _ in tostring(s or ""):gmatch("[^,]+") do
    n = n + 1
  end
  return n
end

test("the group picks players, villain and champions; a champion card is taken once", function()
  local g = test.game({ scenario = REALM })
  expect(g:pending().side).to_be("p1")
  expect(g:options()).to_be({ "players 1", "players 2", "players 3", "players 4" })
  g:choose("players 2")
  expect(g:offers("villain arawn")).to_be(true)
  expect(g:offers("villain dragon")).to_be(true)
  expect(g:offers("villain morrigan")).to_be(true)
  g:choose("villain morrigan")
  expect(g:vars().villain).to_be("morrigan")
  expect(g:pending().side).to_be("p1")
  local champions = #g:options() -- the box's eight (a mod's new champion joins them)
  expect(champions).to_be_at_least(8)
  g:choose("champion selene")
  g:choose("no second champion")
  expect(g:pending().side).to_be("p2")
  expect(g:offers("champion selene")).to_be(false) -- one Selene card in the box
  expect(#g:options()).to_be(champions - 1)
  g:choose("champion brom")
  g:choose("no second champion")
  expect(g:vars().players).to_be(2)
  expect(g:vars().champion_count).to_be(2)
  expect(kit.at(g, "p1_selene")).to_be("greyhaven_abbey")
  expect(kit.at(g, "p2_brom")).to_be("highcairn")
  -- the other figures wait beside the board
  expect(g:figure("p2_selene").on_board).to_be(false)
  expect(g:figure("p3_anton").on_board).to_be(false)
  expect(g:figure("morrigan").on_board).to_be(false)
  expect(g:figure("arawn").on_board).to_be(false)
  expect_event(g, "setup_done", {})
end)

test("champions start at full Health and Willpower with their gold and starting resources", function()
  local g = kit.game({ villain = "dragon", champions = { p1 = { "anton" }, p3 = { "nora" } } })
  for _, id in ipairs({ "p1_anton", "p3_nora" }) do
    local f = g:figure(id)
    expect(f.on_board).to_be(true)
    expect(f.health).to_be_at_least(1)
    expect(f.health).to_be(f.max_health)
    expect(f.willpower).to_be_at_least(1)
    expect(f.willpower).to_be(f.max_willpower)
    expect(f.boon1).to_be(0)
    expect(f.quests).to_be(0)
  end
  -- Anton's card: 2 gold and a lantern (cards/ods/champions/anton.lua)
  local anton = g:figure("p1_anton")
  expect(anton.cards).to_contain("anton")
  expect(anton.cards).to_contain("lantern")
  expect(g:card("lantern", "p1_anton")).not_to_be(nil)
  expect(kit.at(g, "p1_anton")).to_be("caer_aurin")
  expect(g:vars().players).to_be(3) -- the highest seat named
  expect(g:vars().champion_count).to_be(2)
end)

test("the Hand holds five face-up Resources; the decks are shuffled; Fate on 1 (p.6 II, p.7 VI)", function()
  local g = kit.game({})
  local v = g:vars()
  expect(count(v.hand)).to_be(5)
  expect(v.act).to_be(1)
  expect(v.turn).to_be(1)
  expect(count(v.deck_resource)).to_be_at_least(1)
  expect(count(v.deck_affliction)).to_be_at_least(1)
  expect(count(v.deck_event)).to_be_at_least(1)
  expect(count(v.deck_quest)).to_be_at_least(1)
  -- the same seed deals the same game; another seed another Hand
  expect(kit.game({}):vars().hand).to_be(v.hand)
  local a = kit.game({ seed = 3 }):vars().deck_resource
  expect(kit.game({ seed = 3 }):vars().deck_resource).to_be(a)
  expect(kit.game({ seed = 9 }):vars().deck_resource).not_to_be(a)
end)

test("the villain's Act I set-up places tokens from the pools; pool + map = the box (p.4, p.6)", function()
  local g = kit.game({ villain = "arawn", champions = { p1 = { "anton" }, p2 = { "brom" }, p3 = { "nora" } } })
  local v = g:vars()
  expect(#g:events("token_placed")).to_be_at_least(1)
  local on_map = { quest = kit.on_map(g, "quest"), shadow = kit.on_map(g, "shadow") }
  expect(on_map.quest + count(v.pool_quest)).to_be(12)
  expect(on_map.shadow + count(v.pool_shadow)).to_be(18)
  expect(on_map.quest).to_be_at_least(2) -- "half the champions", rounded up: 3 -> 2
end)

test("one player plays two champions; the second choice excludes the first (FAQ p.17)", function()
  local g = test.game({ scenario = "scripts/ods/scenarios/solo.yaml", villain = "dragon" })
  expect(g:pending().side).to_be("p1")
  expect(g:prompt()).to_contain("chooses a champion")
  expect(g:offers("no second champion")).to_be(false) -- the first is not optional
  g:choose("champion tamlin")
  expect(g:prompt()).to_contain("may play a second champion")
  expect(g:offers("champion tamlin")).to_be(false)
  g:choose("champion freya")
  expect(g:vars().champion_count).to_be(2)
  expect(g:figure("p1_tamlin").on_board).to_be(true)
  expect(g:figure("p1_freya").on_board).to_be(true)
  expect(g:figure("p1_anton").on_board).to_be(false) -- not chosen: stays beside the board
end)

-- FAQ p.17: "a player can always play two Champions to help with the difficulty": a choice, for
-- one player as for several.
test("a second champion is optional, alone or with other players", function()
  local solo = test.game({ scenario = "scripts/ods/scenarios/solo.yaml", villain = "dragon" })
  solo:choose("champion tamlin")
  solo:choose("no second champion")
  expect(solo:vars().champion_count).to_be(1)
  expect(solo:figure("p1_tamlin").on_board).to_be(true)
  expect(solo:figure("p1_freya").on_board).to_be(false)

  local g = test.game({ scenario = "scripts/ods/scenarios/realm_dragon.yaml" })
  g:choose("players 2")
  g:choose("champion anton")
  expect(g:pending().side).to_be("p1")
  expect(g:prompt()).to_contain("may play a second champion")
  g:choose("champion brom") -- p1 takes two
  expect(g:pending().side).to_be("p2")
  expect(g:offers("champion anton")).to_be(false) -- each champion card exists once
  g:choose("champion selene")
  g:choose("no second champion") -- p2 plays one
  expect(g:vars().champion_count).to_be(3)
end)

test("a fixed cast may give one seat two champions; a champion named twice is refused", function()
  local g = kit.game({ champions = { p1 = { "anton", "selene" } } })
  expect(g:figure("p1_selene").on_board).to_be(true)
  expect(g:vars().players).to_be(1)
  expect(g:vars().champion_count).to_be(2)
  expect_error(function() kit.game({ champions = { p1 = { "anton" }, p2 = { "anton" } } }) end, "chosen twice")
  expect_error(function() kit.game({ champions = { p1 = { "gandalf" } } }) end, "no figure for champion")
end)

test("a fixed villain is not asked; the villain scenarios fix theirs", function()
  for _, v in ipairs({ "arawn", "dragon", "morrigan" }) do
    local g = test.game({ scenario = "scripts/ods/scenarios/realm_" .. v .. ".yaml" })
    g:choose("players 2")
    expect(g:offers("villain " .. v)).to_be(false)
    expect(g:vars().villain).to_be(v)
    expect(g:prompt()).to_contain("chooses a champion")
  end
end)

test("a foe a preset places holds its card and its card has left the Foe deck (as foes.enter)", function()
  -- arawn's Foe deck holds the undead; a preset that takes one must not let it be drawn again
  local g = kit.game({ villain = "arawn", at = { undead_horde_1 = "kingsford" } })
  expect(kit.holds(g:figure("undead_horde_1"), "undead_horde")).to_be_truthy()
  expect(g:vars().deck_foe).not_to_contain("undead_horde")
  expect(g:figure("undead_horde_1").health).to_be_at_least(1)
end)

test("an epic foe a preset places holds its card and has left the epic pile (p.14)", function()
  local g = kit.game({ villain = "arawn", at = { herne = "greywood" } })
  expect(kit.holds(g:figure("herne"), "herne")).to_be_truthy()
  expect(g:vars().epic_pile).not_to_contain("herne")
  expect(g:vars().epic_pile).to_contain("koschei")
end)
