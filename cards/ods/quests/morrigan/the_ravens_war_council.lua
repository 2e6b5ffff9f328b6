-- Quest Scenario, Morrigan: The Ravens' War Council. p.15: drawn on a quest token's
-- space; completing it gives the champion the token (p.11).
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsQuest
return {
  kind = "quest",
  villain = "morrigan",
  name = "The Ravens' War Council",
  parts = {
    {
      text = "The Morrigan's ravens gather to plan the next slaughter. Whoever understands their speech could spoil it.",
      test = { trait = "insight", difficulty = 8 },
      success = {
        text = "You learn where the next battle will be and warn the kingdoms.",
        steps = { { gold = 1 }, { quest_done = true } },
      },
      failure = {
        text = "The ravens see you and their screams pierce your ears.",
        steps = { { health = -1 } },
      },
    },
  },
  provisional = true,
}
