-- World Scenario, Wilds deck: The Standing Stones (two-part). p.15: outcomes are read only after the
-- test or the decision; part 2 only after a success in part 1.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsWorld
return {
  kind = "world",
  location = "wilds",
  name = "The Standing Stones",
  parts = {
    {
      text = "A ring of standing stones hums on the hilltop. Carvings on the tallest tell of a power sleeping here.",
      test = { trait = "insight", difficulty = 7 },
      success = { text = "You read the carvings and learn the words to wake it." },
      failure = { text = "The carvings make no sense to you." },
    },
    {
      text = "To wake the power you must stand in the ring while it tests your heart.",
      test = { trait = "resolve", difficulty = 8 },
      success = {
        text = "Light pours from the stones into you.",
        steps = { { willpower = 2 }, { boon = 2 } },
      },
      failure = {
        text = "The stones reject you and you are thrown from the ring.",
        steps = { { health = -2 } },
      },
    },
  },
  provisional = true,
}
