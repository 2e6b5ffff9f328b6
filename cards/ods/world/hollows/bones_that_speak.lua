-- World Scenario, Hollows deck: Bones that Speak (choice). p.15: outcomes are read only after the
-- test or the decision; part 2 only after a success in part 1.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsWorld
return {
  kind = "world",
  location = "hollows",
  name = "Bones that Speak",
  parts = {
    {
      text = "A skull in a niche begins to talk. It offers to tell you a secret, for a price.",
      choice = { { key = "listen", label = "Listen" }, { key = "leave", label = "Walk away" } },
      outcomes = {
        listen = {
          text = "Its secret is useful, but its voice echoes in your head for days.",
          steps = { { boon = 1 }, { willpower = -1 } },
        },
        leave = { text = "It cackles after you in the dark." },
      },
    },
  },
  provisional = true,
}
