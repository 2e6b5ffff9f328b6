-- Quest Scenario, Dragon: Dragonscale. p.15: drawn on a quest token's
-- space; completing it gives the champion the token (p.11).
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsQuest
return {
  kind = "quest",
  villain = "dragon",
  name = "Dragonscale",
  parts = {
    {
      text = "A shed scale of the Dragon lies in a scorched valley, hot to the touch.",
      test = { trait = "might", difficulty = 7 },
      success = { text = "You drag the scale from the ash." },
      failure = { text = "It sears your hands.", steps = { { health = -1 } } },
    },
    {
      text = "Scholars say a scale can reveal its owner's weakness to one who reads its patterns.",
      test = { trait = "insight", difficulty = 7 },
      success = {
        text = "You learn where the Dragon's hide is thinnest.",
        steps = { { boon = 2 }, { quest_done = true } },
      },
      failure = { text = "The patterns swim before your eyes and give you nothing." },
    },
  },
  provisional = true,
}
