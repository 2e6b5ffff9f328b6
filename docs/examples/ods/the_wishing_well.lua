-- cards/ods/world/wilds/the_wishing_well.lua
-- World Scenario, Wilds deck: docs/MODDING.md's walk-through card (our own design).
---@type OdsWorld
return {
  kind = "world",
  location = "wilds",
  name = "The Wishing Well",
  parts = {
    {
      text = "Moss hides an old well at the roadside. Something glints far below.",
      test = { trait = "awareness", difficulty = 5 },
      success = { text = "A rusty bucket brings up a purse.", steps = { { gold = 1 } } },
      failure = { text = "You lean too far and scrape yourself on the stones.", steps = { { health = -1 } } },
    },
    {
      text = "A voice rises from the water: a wish, for a coin.",
      choice = { { key = "wish", label = "Toss a coin and wish" }, { key = "leave", label = "Walk on" } },
      outcomes = {
        wish = { text = "Warmth fills you.", steps = { { gold = -1 }, { willpower = 2 } } },
        leave = { text = "The voice sighs.", passed = false },
      },
    },
  },
  provisional = true,
}
