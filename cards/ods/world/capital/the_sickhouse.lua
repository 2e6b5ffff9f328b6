-- World Scenario, Capital deck: The Sickhouse. p.15: outcomes are read only after the
-- test or the decision; part 2 only after a success in part 1.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsWorld
return {
  kind = "world",
  location = "capital",
  name = "The Sickhouse",
  parts = {
    {
      text = "A plague house by the river begs for willing hands. The stench alone turns most away.",
      test = { trait = "resolve", difficulty = 6 },
      success = {
        text = "You tend the sick through the night; their blessings lift your spirit.",
        steps = { { willpower = 1 }, { boon = 1 } },
      },
      failure = {
        text = "You work until you drop, and wake burning with their sickness.",
        steps = { { affliction = "physical" } },
      },
    },
  },
  provisional = true,
}
