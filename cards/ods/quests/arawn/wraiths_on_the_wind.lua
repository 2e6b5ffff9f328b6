-- Quest Scenario, Arawn: Wraiths on the Wind. p.15: drawn on a quest token's
-- space; completing it gives the champion the token (p.11).
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsQuest
return {
  kind = "quest",
  villain = "arawn",
  name = "Wraiths on the Wind",
  parts = {
    {
      text = "Grey shapes ride the night wind over the villages, stealing the breath of sleepers.",
      test = { trait = "awareness", difficulty = 7 },
      success = { text = "You track them to the hilltop where they gather before dawn." },
      failure = {
        text = "They pass over you and your breath comes short for days.",
        steps = { { health = -1 } },
      },
    },
    {
      text = "The wraiths circle the hilltop, shrieking.",
      test = { trait = "resolve", difficulty = 7 },
      success = {
        text = "You stand your ground and draw them down to fight.",
        steps = { { combat = "wraiths" }, { quest_done = true } },
      },
      failure = { text = "Their shrieks drive you from the hill.", steps = { { willpower = -1 } } },
    },
  },
  provisional = true,
}
