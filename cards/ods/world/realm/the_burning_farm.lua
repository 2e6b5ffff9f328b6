-- World Scenario, Realm deck: The Burning Farm. p.15: outcomes are read only after the
-- test or the decision; part 2 only after a success in part 1.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsWorld
return {
  kind = "world",
  location = "realm",
  name = "The Burning Farm",
  parts = {
    {
      text = "Smoke rises from a farmhouse. A family is trapped inside.",
      test = { trait = "agility", difficulty = 7 },
      success = {
        text = "You carry them out through the flames; they give you what little they have.",
        steps = { { gold = 1 }, { willpower = 1 } },
      },
      failure = {
        text = "The roof falls as you reach them. All escape, but you are scorched.",
        steps = { { health = -2 } },
      },
    },
  },
  provisional = true,
}
