-- World Scenario, Capital deck: Riot at the Gate (combat choice). p.15: outcomes are read only after the
-- test or the decision; part 2 only after a success in part 1.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsWorld
return {
  kind = "world",
  location = "capital",
  name = "Riot at the Gate",
  parts = {
    {
      text = "A mob storms the city gate, and among them move shapes that are not men.",
      choice = {
        { key = "fight", label = "Hold the gate" },
        { key = "hide", label = "Slip away through the alleys" },
      },
      outcomes = {
        fight = {
          text = "You throw yourself at the creatures leading the mob; the grateful guard captain pays well.",
          steps = { { combat = { random = true } }, { gold = 2 } },
        },
        hide = {
          text = "You escape, but the screams follow you through the streets.",
          steps = { { willpower = -1 } },
        },
      },
    },
  },
  provisional = true,
}
