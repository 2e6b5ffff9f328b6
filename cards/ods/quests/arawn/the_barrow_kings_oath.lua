-- Quest Scenario, Arawn: The Barrow-King's Oath (brings the Epic Foe undead_titan, p.14). p.15: drawn on a quest token's
-- space; completing it gives the champion the token (p.11).
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsQuest
return {
  kind = "quest",
  villain = "arawn",
  name = "The Barrow-King's Oath",
  parts = {
    {
      text = "The dead king swore an oath to Arawn, and his barrow has woken. Something vast stirs beneath it.",
      test = { trait = "resolve", difficulty = 7 },
      success = { text = "You descend past the whispering bones to the king's hall." },
      failure = { text = "The whispers follow you out of the barrow.", steps = { { willpower = -1 } } },
    },
    {
      text = "A giant of fused bones rises from the floor of the hall. You must find the rune that binds it.",
      test = { trait = "insight", difficulty = 7 },
      success = {
        text = "You strike at the binding rune and the Titan turns on you, weakened but furious.",
        steps = { { epic = "undead_titan" }, { quest_done = true } },
      },
      failure = { text = "It sweeps you aside and sinks back into the earth.", steps = { { health = -2 } } },
    },
  },
  provisional = true,
}
