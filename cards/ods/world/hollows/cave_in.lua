-- World Scenario, Hollows deck: Cave-In. p.15: outcomes are read only after the
-- test or the decision; part 2 only after a success in part 1.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsWorld
return {
  kind = "world",
  location = "hollows",
  name = "Cave-In",
  parts = {
    {
      text = "The passage groans, dust streams from the ceiling, and then the rock comes down.",
      test = { trait = "agility", difficulty = 7 },
      success = {
        text = "You dive clear and spot a miner's lost pouch in the rubble.",
        steps = { { gold = 1 } },
      },
      failure = { text = "Stones hammer you before you drag yourself free.", steps = { { health = -2 } } },
    },
  },
  provisional = true,
}
