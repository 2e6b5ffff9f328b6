-- World Scenario, Capital deck: The Royal Library. p.15: outcomes are read only after the
-- test or the decision; part 2 only after a success in part 1.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsWorld
return {
  kind = "world",
  location = "capital",
  name = "The Royal Library",
  parts = {
    {
      text = "Among dusty shelves an old chronicle might tell how the villain was beaten once before.",
      test = { trait = "insight", difficulty = 7 },
      success = { text = "You find the passage and copy it by candlelight.", steps = { { boon = 2 } } },
      failure = { text = "You read until your eyes ache and learn nothing.", steps = { { willpower = -1 } } },
    },
  },
  provisional = true,
}
