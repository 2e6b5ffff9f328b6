-- World Scenario, Capital deck: House of Vice (choice). p.15: outcomes are read only after the
-- test or the decision; part 2 only after a success in part 1.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsWorld
return {
  kind = "world",
  location = "capital",
  name = "House of Vice",
  parts = {
    {
      text = "Behind a painted door the dice rattle and the wine flows. A smiling host offers you a seat at the high table.",
      choice = {
        { key = "wager", label = "Take a seat and wager" },
        { key = "leave", label = "Walk back into the night" },
      },
      outcomes = {
        wager = {
          text = "You lose your purse, but a drunken sage at the table teaches you a trick worth more than gold.",
          steps = { { gold = -1 }, { boon = 2 } },
        },
        leave = {
          text = "The cool air clears your head and steadies your purpose.",
          steps = { { willpower = 1 } },
        },
      },
    },
  },
  provisional = true,
}
