-- Morrigan (cards/ods/villains/morrigan.lua): her cloak negated by a quest token for one combat
-- round only (FAQ p.18).
local kit = require("ods.testkit")
-- kit.villain_game (empty decks), kit.duel_game/duel_round, kit.until_turn: scripts/ods/testkit.lua

test("Morrigan's cloak is negated by a quest token for one combat round only (FAQ p.18)", function()
  local g = kit.duel_game("morrigan", "raven_moor", 3)
  local h = g:figure("morrigan").health
  -- attack 6 + Might 2 = 8 against Defence 7: 1 damage, which her cloak (-2) turns aside
  expect(g:options()).to_be({ "negate", "no negate" })
  kit.duel_round(g, "negate", 6, 6)
  expect(g:figure("p1_anton").quests).to_be(2)
  expect_event(g, "quest_token_spent", { champion = "p1_anton", use = "negate" })
  expect(g:figure("morrigan").health).to_be(h - 1)
  -- round 2: no token spent, the cloak is back
  kit.duel_round(g, "no negate", 6, 6)
  expect(g:figure("morrigan").health).to_be(h - 1)
  -- round 3: another token, another round
  kit.duel_round(g, "negate", 6, 6)
  expect(g:figure("morrigan").health).to_be(h - 2)
  expect(g:figure("p1_anton").quests).to_be(1)
  expect(#g:events("quest_token_spent")).to_be(2)
end)

test("Morrigan's setup: two of her folk come ashore on coastal spaces; each progression brings another", function()
  local g = kit.villain_game({ villain = "morrigan" })
  local coast = { saltmere = true, fishers_reach = true, storm_coast = true, smugglers_grotto = true }
  local foes = g:events("foe_entered")
  expect(#foes).to_be(2)
  for _, e in ipairs(foes) do
    expect(coast[e.space]).to_be(true)
  end
  kit.until_turn(g, 2)
  foes = g:events("foe_entered")
  expect(#foes).to_be(3)
  expect(coast[foes[3].space]).to_be(true)
end)

-- Act I: her ravens (our design): after each Event, before her progression, every champion on a
-- space with a shadow token loses 1 Willpower.

test(
  "Morrigan's ravens: a champion under a shadow loses 1 Willpower after the Event; one elsewhere does not",
  function()
    local g = kit.villain_game({
      villain = "morrigan",
      champions = { p1 = { "anton" }, p2 = { "brom" } },
      at = { p1_anton = "hollin_vale", p2_brom = "tollgate" },
      space_vars = { hollin_vale = { shadow = 1 }, tollgate = { shadow = 0 } },
    })
    kit.reach_offer(g, "pass")
    local a, b = g:figure("p1_anton").willpower, g:figure("p2_brom").willpower
    kit.until_turn(g, 2)
    expect(g:figure("p1_anton").willpower).to_be(a - 1)
    expect(g:figure("p2_brom").willpower).to_be(b)
  end
)

test(
  "twelve shadows on the map after the progression: defeat for all (p.14; our design)",
  function()
    kit.check_villain_defeat(
      { villain = "morrigan", space_vars = { kingsford = { shadow = 6 }, tollgate = { shadow = 6 } } },
      "Twelve shadows"
    )
  end
)

-- The boundary, counted exactly: every space emptied of the set-up's shadows (kit.only_tokens),
-- then her progression's own shadow on the Wilds (+1) is the last one before the count.

test(
  "exactly twelve: 11 shadows and her progression's one on the Wilds end the game",
  function()
    kit.check_villain_defeat(
      { villain = "morrigan", space_vars = kit.only_tokens("shadow", { kingsford = 6, tollgate = 5 }) },
      "Twelve shadows",
      "12 of 12"
    )
  end
)

test("eleven shadows on the map after the progression (10 and her one): the story goes on", function()
  local g = kit.check_no_villain_defeat(
    { villain = "morrigan", space_vars = kit.only_tokens("shadow", { kingsford = 5, tollgate = 5 }) },
    11,
    12
  )
  expect((kit.on_map(g, "shadow"))).to_be(11)
end)
