-- Quest Scenario, Arawn: A March of Bones. p.15: drawn on a quest token's
-- space; completing it gives the champion the token (p.11).
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsQuest
return {
  kind = "quest",
  villain = "arawn",
  name = "A March of Bones",
  parts = {
    {
      text = "A column of the dead marches towards the nearest Capital. You must reach the bridge before it does.",
      test = { trait = "agility", difficulty = 7 },
      success = { text = "You reach the bridge first and cut its ropes behind you." },
      failure = {
        text = "You are too slow, and the march swallows the road.",
        steps = { { willpower = -1 } },
      },
    },
    {
      text = "The vanguard of the horde reaches the broken bridge and turns on you.",
      test = { trait = "might", difficulty = 7 },
      success = {
        text = "You hold the bank as the vanguard piles up at the river.",
        steps = { { combat = "undead_horde" }, { quest_done = true } },
      },
      failure = { text = "You are driven back, wounded.", steps = { { health = -2 } } },
    },
  },
  provisional = true,
}
