-- World Scenario, Hollows deck: The Barrow-King's Hoard (two-part relic). p.15: outcomes are read only after the
-- test or the decision; part 2 only after a success in part 1.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsWorld
return {
  kind = "world",
  location = "hollows",
  name = "The Barrow-King's Hoard",
  parts = {
    {
      text = "A stair winds down into a king's tomb. Fear hangs in the air like smoke.",
      test = { trait = "resolve", difficulty = 7 },
      success = { text = "You master your fear and reach the burial chamber." },
      failure = { text = "Terror seizes you and you flee up the stair.", steps = { { willpower = -1 } } },
    },
    {
      text = "The king's sarcophagus is sealed with riddles carved in a dead tongue.",
      test = { trait = "insight", difficulty = 8 },
      success = {
        text = "The lid grinds aside. In the old king's hands lies a treasure of legend.",
        steps = { { resource = { type = "relic" } } },
      },
      failure = { text = "A trap of needles springs from the lid.", steps = { { health = -1 } } },
    },
  },
  provisional = true,
}
