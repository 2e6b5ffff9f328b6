-- World Scenario, Wilds deck: Lost in the Mist. p.15: outcomes are read only after the
-- test or the decision; part 2 only after a success in part 1.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsWorld
return {
  kind = "world",
  location = "wilds",
  name = "Lost in the Mist",
  parts = {
    {
      text = "A thick mist rolls over the land and every path looks the same.",
      test = { trait = "awareness", difficulty = 7 },
      success = {
        text = "You find a shepherd's cairn and follow the markers out, with a lucky find on the way.",
        steps = { { gold = 1 } },
      },
      failure = {
        text = "You wander all night through cold and wet.",
        steps = { { health = -1 }, { willpower = -1 } },
      },
    },
  },
  provisional = true,
}
