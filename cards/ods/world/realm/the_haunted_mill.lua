-- World Scenario, Realm deck: The Haunted Mill. p.15: outcomes are read only after the
-- test or the decision; part 2 only after a success in part 1.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsWorld
return {
  kind = "world",
  location = "realm",
  name = "The Haunted Mill",
  parts = {
    {
      text = "The mill wheel turns at night though the river is dry, and the miller will not go near it.",
      test = { trait = "resolve", difficulty = 7 },
      success = { text = "You spend the night there and lay the ghost to rest.", steps = { { boon = 1 } } },
      failure = {
        text = "What you see there follows you into your dreams.",
        steps = { { affliction = "mental" } },
      },
    },
  },
  provisional = true,
}
