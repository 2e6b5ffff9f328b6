-- Quest Scenario, Dragon: The Last Dragonslayer. p.15: drawn on a quest token's
-- space; completing it gives the champion the token (p.11).
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsQuest
return {
  kind = "quest",
  villain = "dragon",
  name = "The Last Dragonslayer",
  parts = {
    {
      text = "An old knight who once fought the Dragon lives alone in a tower. He has no wish to remember.",
      test = { trait = "persuasion", difficulty = 8 },
      success = {
        text = "He tells you where he wounded the beast long ago, and gives you his blessing.",
        steps = { { willpower = 1 }, { quest_done = true } },
      },
      failure = {
        text = "He slams the door, and his bitterness stays with you.",
        steps = { { willpower = -1 } },
      },
    },
  },
  provisional = true,
}
