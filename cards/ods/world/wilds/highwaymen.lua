-- World Scenario, Wilds deck: Highwaymen (combat choice). p.15: outcomes are read only after the
-- test or the decision; part 2 only after a success in part 1.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsWorld
return {
  kind = "world",
  location = "wilds",
  name = "Highwaymen",
  parts = {
    {
      text = "Masked riders block the forest road and demand a toll for safe passage.",
      choice = { { key = "pay", label = "Pay the toll" }, { key = "fight", label = "Draw steel" } },
      outcomes = {
        pay = { text = "They take your coin and let you pass, laughing.", steps = { { gold = -1 } } },
        fight = {
          text = "Their leader whistles, and something worse than men steps from the trees. You take their purse when it is done.",
          steps = { { combat = { random = true } }, { gold = 2 } },
        },
      },
    },
  },
  provisional = true,
}
