-- World Scenario, Wilds deck: A Feast in the Mountains (choice). p.15: outcomes are read only after the
-- test or the decision; part 2 only after a success in part 1.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsWorld
return {
  kind = "world",
  location = "wilds",
  name = "A Feast in the Mountains",
  parts = {
    {
      text = "Hill-folk sit around a roaring fire and wave you over to share a roasted boar.",
      choice = { { key = "join", label = "Sit and eat" }, { key = "decline", label = "Politely decline" } },
      outcomes = {
        join = {
          text = "The meat is rich and the ale strong; you wake refreshed but with a foggy head.",
          steps = { { health = 2 }, { affliction = "nightmares" } },
        },
        decline = { text = "You press on hungry, but clear-headed." },
      },
    },
  },
  provisional = true,
}
