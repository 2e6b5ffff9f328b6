-- World Scenario, Hollows deck: The Drowned Shrine (two-part). p.15: outcomes are read only after the
-- test or the decision; part 2 only after a success in part 1.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsWorld
return {
  kind = "world",
  location = "hollows",
  name = "The Drowned Shrine",
  parts = {
    {
      text = "An old shrine lies beneath black water in the depths of the cave.",
      test = { trait = "agility", difficulty = 7 },
      success = { text = "You dive and find the altar in the dark." },
      failure = { text = "The cold drives the breath from you.", steps = { { health = -1 } } },
    },
    {
      text = "Offerings of the old faith glitter on the altar, guarded by riddles in the stone.",
      test = { trait = "insight", difficulty = 7 },
      success = {
        text = "You take one gift that the riddles allow.",
        steps = { { resource = { type = "item" } } },
      },
      failure = { text = "The water churns and you must flee empty-handed." },
    },
  },
  provisional = true,
}
