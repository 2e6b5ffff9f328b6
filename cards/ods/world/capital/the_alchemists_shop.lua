-- World Scenario, Capital deck: The Alchemist's Shop (choice). p.15: outcomes are read only after the
-- test or the decision; part 2 only after a success in part 1.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsWorld
return {
  kind = "world",
  location = "capital",
  name = "The Alchemist's Shop",
  parts = {
    {
      text = "A crooked alchemist offers you a bubbling red draught, fresh from the still.",
      choice = { { key = "buy", label = "Buy and drink it" }, { key = "decline", label = "Decline" } },
      outcomes = {
        buy = {
          text = "It burns all the way down, and your wounds close.",
          steps = { { gold = -1 }, { health = 2 } },
        },
        decline = { text = "He mutters about ungrateful heroes." },
      },
    },
  },
  provisional = true,
}
