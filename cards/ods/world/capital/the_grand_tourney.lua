-- World Scenario, Capital deck: The Grand Tourney (two-part). p.15: outcomes are read only after the
-- test or the decision; part 2 only after a success in part 1.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsWorld
return {
  kind = "world",
  location = "capital",
  name = "The Grand Tourney",
  parts = {
    {
      text = "Heralds cry the opening of the tourney. Any who would enter must first unhorse a squire in the lists.",
      test = { trait = "might", difficulty = 7 },
      success = {
        text = "The squire tumbles into the sand and the crowd roars your name. You are called to the final bout.",
      },
      failure = { text = "You are thrown hard and limp from the field.", steps = { { health = -1 } } },
    },
    {
      text = "The champion of the lists is quick as a hawk. Outlast her and the purse is yours.",
      test = { trait = "agility", difficulty = 8 },
      success = {
        text = "Your blade finds the gap in her guard; the prize purse is pressed into your hands.",
        steps = { { gold = 3 } },
      },
      failure = {
        text = "She disarms you with a flick of the wrist. The crowd laughs.",
        steps = { { willpower = -1 } },
      },
    },
  },
  provisional = true,
}
