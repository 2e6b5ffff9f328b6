-- World Scenario, Realm deck: Blood & Iron (duel choice). p.15: outcomes are read only after the
-- test or the decision; part 2 only after a success in part 1.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsWorld
return {
  kind = "world",
  location = "realm",
  name = "Blood & Iron",
  parts = {
    {
      text = "A blademaster of the hidden folk waits at the crossroads and bows. She wishes to test the mortals' steel.",
      choice = {
        { key = "accept", label = "Cross blades" },
        { key = "refuse", label = "Bow and go your way" },
      },
      outcomes = {
        accept = {
          text = "No one else may interfere: this is between the two of you.",
          steps = { { duel = "sidhe_blademaster" }, { boon = 2 } },
        },
        refuse = {
          text = "She laughs and vanishes, and you feel oddly small.",
          steps = { { willpower = -1 } },
        },
      },
    },
  },
  provisional = true,
}
