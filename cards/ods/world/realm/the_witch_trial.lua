-- World Scenario, Realm deck: The Witch Trial (choice). p.15: outcomes are read only after the
-- test or the decision; part 2 only after a success in part 1.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsWorld
return {
  kind = "world",
  location = "realm",
  name = "The Witch Trial",
  parts = {
    {
      text = "A village has seized an old herb-woman and means to burn her as a witch.",
      choice = { { key = "defend", label = "Speak for her" }, { key = "silent", label = "Keep silent" } },
      outcomes = {
        defend = {
          text = "They let her go, and the village's anger turns on you instead.",
          steps = { { willpower = 1 }, { gold = -1 } },
        },
        silent = { text = "You ride on. The smoke rises behind you.", steps = { { willpower = -1 } } },
      },
    },
  },
  provisional = true,
}
