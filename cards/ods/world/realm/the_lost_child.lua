-- World Scenario, Realm deck: The Lost Child. p.15: outcomes are read only after the
-- test or the decision; part 2 only after a success in part 1.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsWorld
return {
  kind = "world",
  location = "realm",
  name = "The Lost Child",
  parts = {
    {
      text = "A mother begs you to find her son, who wandered into the fields at dusk.",
      test = { trait = "awareness", difficulty = 6 },
      success = {
        text = "You find him asleep in a haystack. His mother's thanks warm your heart.",
        steps = { { willpower = 1 }, { boon = 1 } },
      },
      failure = {
        text = "You search until dawn in vain. The grief in her eyes stays with you.",
        steps = { { willpower = -1 } },
      },
    },
  },
  provisional = true,
}
