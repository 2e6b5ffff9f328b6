-- World Scenario, Wilds deck: The Hermit's Hut. p.15: outcomes are read only after the
-- test or the decision; part 2 only after a success in part 1.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsWorld
return {
  kind = "world",
  location = "wilds",
  name = "The Hermit's Hut",
  parts = {
    {
      text = "Smoke curls from a hut in the hills. The hermit within does not welcome visitors.",
      test = { trait = "persuasion", difficulty = 6 },
      success = {
        text = "He grudgingly lets you in, binds your wounds and feeds you.",
        steps = { { health = 2 } },
      },
    },
  },
  provisional = true,
}
