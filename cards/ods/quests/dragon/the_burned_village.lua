-- Quest Scenario, Dragon: The Burned Village. p.15: drawn on a quest token's
-- space; completing it gives the champion the token (p.11).
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsQuest
return {
  kind = "quest",
  villain = "dragon",
  name = "The Burned Village",
  parts = {
    {
      text = "Only ash remains of a village the Dragon visited. The survivors hide in the hills.",
      test = { trait = "resolve", difficulty = 6 },
      success = { text = "You find the survivors and bring them water." },
      failure = { text = "The sight of the ashes weighs heavily on you.", steps = { { willpower = -1 } } },
    },
    {
      text = "They must be convinced to rebuild and to stand against the Dragon.",
      test = { trait = "persuasion", difficulty = 7 },
      success = {
        text = "They swear to stand with the Realm, and give you what they saved.",
        steps = { { gold = 2 }, { quest_done = true } },
      },
      failure = { text = "They scatter, too afraid to return." },
    },
  },
  provisional = true,
}
