-- Villains (p.6, p.8, p.11, p.16, FAQ p.18; scripts/ods/villains.lua and cards/ods/villains):
-- Act I setup and progression, Arawn's march on the Capitals, the Act II flip, quest tokens
-- negating a villain's ability for one combat round.
local kit = require("ods.testkit")
-- kit.villain_game (empty decks), kit.duel_game/duel_round, kit.until_turn: scripts/ods/testkit.lua

-- Act I setup ------------------------------------------------------------------------------------

test("each Act I progression adds the villain card's foe and shadow (p.16)", function()
  -- Arawn: his march moves foes but places none (the Dragon's flight may add a shadow)
  local g = kit.villain_game({ villain = "arawn" })
  local foes, tokens = #g:events("foe_entered"), #g:events("token_placed")
  kit.until_turn(g, 2)
  expect(#g:events("foe_entered")).to_be(foes + 1)
  expect(#g:events("token_placed")).to_be(tokens + 1)
  expect_event(g, "villain_progress", { act = 1, turn = 1 })
end)

-- Arawn's march (FAQ p.18) ------------------------------------------------------------------------

test("a foe that is not yet on a Capital costs nothing while it walks", function()
  -- Oakhold is two travels from the nearest Capital: Turn 1 brings the horde one step nearer only
  local g = kit.villain_game({ villain = "arawn", at = { p1_anton = "hollin_vale", undead_horde_1 = "oakhold" } })
  local w = g:figure("p1_anton").willpower
  kit.until_turn(g, 2)
  local other = kit.capital_arrivals(g)
  for _, e in ipairs(g:events("foe_moved")) do
    if e.foe == "undead_horde_1" then expect(kit.CAPITALS[e.to]).to_be_nil() end
  end
  expect(g:figure("p1_anton").willpower).to_be(w - other)
end)

-- Act II ------------------------------------------------------------------------------------------

test("the flip: the Dragon enters the Wyrm Caves with its Act II Health plus one per shadow token left", function()
  local g = kit.villain_game({ villain = "dragon" })
  kit.until_turn(g, 1, 2)
  local shadows = 0
  for _, list in pairs(kit.SPACES_OF) do
    for _, s in ipairs(list) do
      shadows = shadows + kit.tokens(g, s, "shadow")
    end
  end
  local d = g:figure("dragon")
  expect(d.on_board).to_be(true)
  expect(kit.at(g, "dragon")).to_be("wyrm_caves")
  expect(d.max_health).to_be(22 + shadows)
  expect(d.health).to_be(22 + shadows)
  expect_event(g, "foe_entered", { foe = "dragon", space = "wyrm_caves" })
end)

test("without a quest token nobody is asked", function()
  local g = kit.duel_game("morrigan", "raven_moor", 0)
  expect(g:offers("negate")).to_be(false)
  expect_no_event(g, "quest_token_spent")
end)
