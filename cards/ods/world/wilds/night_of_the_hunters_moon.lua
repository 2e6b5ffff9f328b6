-- World Scenario, Wilds deck: Night of the Hunter's Moon (combat). p.15: outcomes are read only after the
-- test or the decision; part 2 only after a success in part 1.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsWorld
return {
  kind = "world",
  location = "wilds",
  name = "Night of the Hunter's Moon",
  parts = {
    {
      text = "The full moon rises red. Something large is circling your camp.",
      test = { trait = "resolve", difficulty = 7 },
      success = {
        text = "You keep the fire high and the thing slinks away before dawn.",
        steps = { { willpower = 1 } },
      },
      failure = {
        text = "Your nerve breaks, and it charges out of the dark.",
        steps = { { combat = "dire_beast" } },
      },
    },
  },
  provisional = true,
}
