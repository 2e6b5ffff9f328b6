-- Quest Scenario, Arawn: The Ferryman. p.15: drawn on a quest token's
-- space; completing it gives the champion the token (p.11).
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsQuest
return {
  kind = "quest",
  villain = "arawn",
  name = "The Ferryman",
  parts = {
    {
      text = "A silent ferryman carries Arawn's dead across the river. Bribe him, and he may carry a message back instead.",
      test = { trait = "persuasion", difficulty = 8 },
      success = {
        text = "He takes your coin and your words, and the crossings stop for a while.",
        steps = { { gold = -1 }, { quest_done = true } },
      },
      failure = {
        text = "He stares through you, and you feel a year older.",
        steps = { { willpower = -1 } },
      },
    },
  },
  provisional = true,
}
