-- World Scenario, Wilds deck: Huginn. p.15: outcomes are read only after the
-- test or the decision; part 2 only after a success in part 1.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsWorld
return {
  kind = "world",
  location = "wilds",
  name = "Huginn",
  parts = {
    {
      text = "A raven lands on a branch and speaks: it will answer one question, if you can ask it well.",
      test = { trait = "insight", difficulty = 7 },
      success = {
        text = "Its answer shows you a hidden path through the coming days.",
        steps = { { boon = 2 } },
      },
      failure = { text = "It croaks a riddle that gnaws at you all night.", steps = { { willpower = -1 } } },
    },
  },
  provisional = true,
}
