-- World Scenario, Realm deck: A Wedding Feast. p.15: outcomes are read only after the
-- test or the decision; part 2 only after a success in part 1.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsWorld
return {
  kind = "world",
  location = "realm",
  name = "A Wedding Feast",
  parts = {
    {
      text = "A village wedding spills into the road, and the bride's father invites you to the table.",
      test = { trait = "persuasion", difficulty = 6 },
      success = {
        text = "You toast the couple with good grace and leave rested and cheered.",
        steps = { { health = 2 }, { willpower = 1 } },
      },
    },
  },
  provisional = true,
}
