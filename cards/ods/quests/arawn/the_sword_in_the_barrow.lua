-- Quest Scenario, Arawn: The Sword in the Barrow. p.15: drawn on a quest token's
-- space; completing it gives the champion the token (p.11).
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsQuest
return {
  kind = "quest",
  villain = "arawn",
  name = "The Sword in the Barrow",
  parts = {
    {
      text = "Legend says the first king was buried with a blade that can wound the Lord of the Dead.",
      test = { trait = "resolve", difficulty = 7 },
      success = { text = "You walk past the barrow-wights' whispers to the king's bier." },
      failure = { text = "Their whispers fill you with dread.", steps = { { affliction = "dread" } } },
    },
    {
      text = "The king's hands still grip the hilt.",
      test = { trait = "persuasion", difficulty = 7 },
      success = {
        text = "You ask his leave aloud, and the dead fingers open.",
        steps = { { resource = { type = "relic" } }, { quest_done = true } },
      },
      failure = { text = "The hands tighten, and the barrow shakes you out.", steps = { { health = -1 } } },
    },
  },
  provisional = true,
}
