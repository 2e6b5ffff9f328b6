-- World Scenario, Wilds deck: Fomorian Iron (two-part). p.15: outcomes are read only after the
-- test or the decision; part 2 only after a success in part 1.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsWorld
return {
  kind = "world",
  location = "wilds",
  name = "Fomorian Iron",
  parts = {
    {
      text = "The tide has left a wreck upon the shore, and a strange dark metal glints in its ribs.",
      test = { trait = "might", difficulty = 7 },
      success = { text = "You wrench the iron loose from the timbers." },
      failure = { text = "A beam snaps and pins you before you work free.", steps = { { health = -1 } } },
    },
    {
      text = "The iron hums in your hands. A smith could forge it, if you can puzzle out its secret.",
      test = { trait = "insight", difficulty = 8 },
      success = {
        text = "You find the way to work it into a weapon.",
        steps = { { resource = { type = "weapon" } } },
      },
      failure = { text = "It crumbles to rust as the sun touches it." },
    },
  },
  provisional = true,
}
