-- Quest Scenario, Morrigan: The Changeling Child. p.15: drawn on a quest token's
-- space; completing it gives the champion the token (p.11).
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsQuest
return {
  kind = "quest",
  villain = "morrigan",
  name = "The Changeling Child",
  parts = {
    {
      text = "A farmer's baby has been swapped for a changeling. The real child is somewhere in the hollow hills.",
      test = { trait = "insight", difficulty = 7 },
      success = { text = "You find the hill-door and the words that open it." },
      failure = { text = "You wander lost among the hills.", steps = { { health = -1 } } },
    },
    {
      text = "The fair folk will give back the child only if you can out-stare their queen.",
      test = { trait = "resolve", difficulty = 7 },
      success = {
        text = "She blinks first, and you carry the child home to joyful parents.",
        steps = { { gold = 1 }, { quest_done = true } },
      },
      failure = { text = "Her eyes burn into your soul.", steps = { { affliction = "entranced" } } },
    },
  },
  provisional = true,
}
