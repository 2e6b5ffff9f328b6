-- World Scenario, Hollows deck: Worms in the Earth (two-part). p.15: outcomes are read only after the
-- test or the decision; part 2 only after a success in part 1.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsWorld
return {
  kind = "world",
  location = "hollows",
  name = "Worms in the Earth",
  parts = {
    {
      text = "Fresh tunnels run beneath the old stones, far too wide for any honest creature.",
      test = { trait = "awareness", difficulty = 7 },
      success = { text = "You find where the tunnels meet: a nest, and something glittering within." },
      failure = {
        text = "The roof gives way and you crawl out bruised and filthy.",
        steps = { { health = -1 } },
      },
    },
    {
      text = "A great pale worm rears out of the dark, coils tightening around its hoard.",
      test = { trait = "might", difficulty = 8 },
      success = {
        text = "You drive it back into the deep and scoop up what it guarded.",
        steps = { { gold = 3 } },
      },
      failure = {
        text = "It crushes you against the rock before slithering away.",
        steps = { { health = -2 } },
      },
    },
  },
  provisional = true,
}
