-- World Scenario, Hollows deck: Unholy Book (choice). p.15: outcomes are read only after the
-- test or the decision; part 2 only after a success in part 1.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsWorld
return {
  kind = "world",
  location = "hollows",
  name = "Unholy Book",
  parts = {
    {
      text = "On a bone lectern lies a book bound in something that was once skin. It whispers your name.",
      choice = { { key = "read", label = "Read its pages" }, { key = "burn", label = "Burn it" } },
      outcomes = {
        read = {
          text = "Its secrets sear your mind, but some of what you learned may yet serve you.",
          steps = { { affliction = "magical" }, { boon = 2 } },
        },
        burn = {
          text = "The pages shriek as they curl; you leave with a clean heart.",
          steps = { { willpower = 1 } },
        },
      },
    },
  },
  provisional = true,
}
