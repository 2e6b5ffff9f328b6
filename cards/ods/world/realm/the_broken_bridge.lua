-- World Scenario, Realm deck: The Broken Bridge (two-part). p.15: outcomes are read only after the
-- test or the decision; part 2 only after a success in part 1.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsWorld
return {
  kind = "world",
  location = "realm",
  name = "The Broken Bridge",
  parts = {
    {
      text = "The only bridge over the river has collapsed, and a cart hangs over the edge.",
      test = { trait = "agility", difficulty = 7 },
      success = { text = "You scramble across the ruins to the driver." },
      failure = { text = "You slip into the cold river.", steps = { { health = -1 } } },
    },
    {
      text = "The cart must be hauled back before it falls.",
      test = { trait = "might", difficulty = 7 },
      success = { text = "You drag it to safety; the merchant is generous.", steps = { { gold = 2 } } },
      failure = { text = "The cart plunges into the river, and you with it.", steps = { { health = -1 } } },
    },
  },
  provisional = true,
}
