-- World Scenario, Hollows deck: The Lost Miners. p.15: outcomes are read only after the
-- test or the decision; part 2 only after a success in part 1.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsWorld
return {
  kind = "world",
  location = "hollows",
  name = "The Lost Miners",
  parts = {
    {
      text = "Tapping echoes through the rock: miners are trapped behind a fall of stone.",
      test = { trait = "might", difficulty = 7 },
      success = {
        text = "You heave the boulders aside; the miners share their pay.",
        steps = { { gold = 1 }, { willpower = 1 } },
      },
      failure = {
        text = "The stones will not move, and you tear your hands trying.",
        steps = { { health = -1 } },
      },
    },
  },
  provisional = true,
}
