-- Quest Scenario, Dragon: The Burning Sky. p.15: drawn on a quest token's
-- space; completing it gives the champion the token (p.11).
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsQuest
return {
  kind = "quest",
  villain = "dragon",
  name = "The Burning Sky",
  parts = {
    {
      text = "The Dragon's shadow passes over a town. The people must be led to the caves before it returns.",
      test = { trait = "persuasion", difficulty = 6 },
      success = { text = "They follow you. Now to reach the caves in time." },
      failure = { text = "They panic and scatter.", steps = { { willpower = -1 } } },
    },
    {
      text = "Fire falls as the last of them reach the caves.",
      test = { trait = "agility", difficulty = 7 },
      success = {
        text = "You shove the last child inside as the flames roar past.",
        steps = { { willpower = 1 }, { quest_done = true } },
      },
      failure = { text = "The flames catch you at the cave mouth.", steps = { { health = -2 } } },
    },
  },
  provisional = true,
}
