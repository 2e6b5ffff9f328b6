-- World Scenario, Hollows deck: The Grave Warden (duel choice). p.15: outcomes are read only after the
-- test or the decision; part 2 only after a success in part 1.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsWorld
return {
  kind = "world",
  location = "hollows",
  name = "The Grave Warden",
  parts = {
    {
      text = "A pale figure bars the way to the lower crypt, sword raised. It will face one challenger, and only one.",
      choice = { { key = "face", label = "Face the warden" }, { key = "turn_back", label = "Turn back" } },
      outcomes = {
        face = {
          text = "Blade meets blade in the silent crypt.",
          steps = { { duel = "wraiths" }, { gold = 2 } },
        },
        turn_back = { text = "You leave the crypt to its guardian." },
      },
    },
  },
  provisional = true,
}
