-- World Scenario, Wilds deck: Battle in the Mountains (ambush combat). p.15: outcomes are read only after the
-- test or the decision; part 2 only after a success in part 1.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsWorld
return {
  kind = "world",
  location = "wilds",
  name = "Battle in the Mountains",
  parts = {
    {
      text = "On a narrow ledge you hear heavy breathing around the rock: a great beast is climbing towards you.",
      test = { trait = "agility", difficulty = 7 },
      success = {
        text = "You leap down upon it before it sees you.",
        steps = { { ambush = "werebears", by = "champion" } },
      },
      failure = {
        text = "It reaches you first and swipes you off your feet.",
        steps = { { ambush = "werebears", by = "foe" } },
      },
    },
  },
  provisional = true,
}
