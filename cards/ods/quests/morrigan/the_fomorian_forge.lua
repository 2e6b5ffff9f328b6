-- Quest Scenario, Morrigan: The Fomorian Forge. p.15: drawn on a quest token's
-- space; completing it gives the champion the token (p.11).
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsQuest
return {
  kind = "quest",
  villain = "morrigan",
  name = "The Fomorian Forge",
  parts = {
    {
      text = "On a rocky isle the sea-giants forge weapons for the Morrigan's war.",
      test = { trait = "agility", difficulty = 7 },
      success = { text = "You row across under cover of the fog." },
      failure = { text = "The current throws you on the rocks.", steps = { { health = -1 } } },
    },
    {
      text = "The forge must be quenched, and its bellows are as big as a barn.",
      test = { trait = "might", difficulty = 8 },
      success = {
        text = "You topple the bellows into the sea and take a finished blade as you go.",
        steps = { { resource = { type = "weapon" } }, { quest_done = true } },
      },
      failure = { text = "The giants hear the noise and you escape by a hair.", steps = { { health = -1 } } },
    },
  },
  provisional = true,
}
