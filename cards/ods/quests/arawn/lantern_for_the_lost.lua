-- Quest Scenario, Arawn: A Lantern for the Lost. p.15: drawn on a quest token's
-- space; completing it gives the champion the token (p.11).
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsQuest
return {
  kind = "quest",
  villain = "arawn",
  name = "A Lantern for the Lost",
  parts = {
    {
      text = "Arawn's mist hides the way to the barrows. A lantern burning with the light of the living could pierce it.",
      test = { trait = "insight", difficulty = 7 },
      success = {
        text = "You kindle the lantern from your own breath, and the mist parts before you.",
        steps = { { boon = 1 }, { quest_done = true } },
      },
      failure = { text = "The mist seeps into your bones.", steps = { { health = -1 } } },
    },
  },
  provisional = true,
}
