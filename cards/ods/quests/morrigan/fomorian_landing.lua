-- Quest Scenario, Morrigan: The Fomorian Landing. p.15: drawn on a quest token's
-- space; completing it gives the champion the token (p.11).
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsQuest
return {
  kind = "quest",
  villain = "morrigan",
  name = "The Fomorian Landing",
  parts = {
    {
      text = "Black ships run ashore at dawn. The sea-giants have come at the Morrigan's call.",
      test = { trait = "awareness", difficulty = 6 },
      success = { text = "You spot the landing party before it can form its line." },
      failure = { text = "They are ashore and ready before you arrive.", steps = { { willpower = -1 } } },
    },
    {
      text = "You must throw them back into the sea before more ships arrive.",
      test = { trait = "might", difficulty = 7 },
      success = {
        text = "You charge into the landing party.",
        steps = { { combat = "fomorian_invaders" }, { quest_done = true } },
      },
      failure = { text = "You are beaten back from the beach.", steps = { { health = -2 } } },
    },
  },
  provisional = true,
}
