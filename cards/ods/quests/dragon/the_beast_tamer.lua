-- Quest Scenario, Dragon: The Beast-Tamer. p.15: drawn on a quest token's
-- space; completing it gives the champion the token (p.11).
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsQuest
return {
  kind = "quest",
  villain = "dragon",
  name = "The Beast-Tamer",
  parts = {
    {
      text = "A wandering beast-tamer claims she can turn the Dragon's creatures against it, if someone wins her trust.",
      test = { trait = "persuasion", difficulty = 7 },
      success = { text = "She agrees to teach you the calls." },
      failure = { text = "She will not speak to you." },
    },
    {
      text = "Her lesson ends with a test: calm a maddened boar.",
      test = { trait = "resolve", difficulty = 7 },
      success = {
        text = "The boar lowers its head and follows you like a dog. She keeps her promise.",
        steps = { { boon = 2 }, { quest_done = true } },
      },
      failure = { text = "The boar charges.", steps = { { combat = "wereboars" } } },
    },
  },
  provisional = true,
}
