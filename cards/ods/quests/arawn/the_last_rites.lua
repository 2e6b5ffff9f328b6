-- Quest Scenario, Arawn: The Last Rites. p.15: drawn on a quest token's
-- space; completing it gives the champion the token (p.11).
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsQuest
return {
  kind = "quest",
  villain = "arawn",
  name = "The Last Rites",
  parts = {
    {
      text = "A village's dead will not stay buried. The priest is gone and the rites were never spoken.",
      test = { trait = "resolve", difficulty = 6 },
      success = { text = "You keep watch over the graveyard until the old priest's book is found." },
      failure = { text = "The dead drive you from the graveyard.", steps = { { health = -1 } } },
    },
    {
      text = "The villagers must be persuaded to gather and say the words with you.",
      test = { trait = "persuasion", difficulty = 7 },
      success = {
        text = "The rites are spoken and the graves fall still.",
        steps = { { gold = 1 }, { quest_done = true } },
      },
      failure = {
        text = "They are too afraid. The dead keep walking.",
        steps = { { affliction = "mental" } },
      },
    },
  },
  provisional = true,
}
