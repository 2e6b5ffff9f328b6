-- World Scenario, Capital deck: An Audience with the Queen (relic). p.15: outcomes are read only after the
-- test or the decision; part 2 only after a success in part 1.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsWorld
return {
  kind = "world",
  location = "capital",
  name = "An Audience with the Queen",
  parts = {
    {
      text = "The Queen has heard of your deeds and grants you a brief audience. Her counsellors watch you coldly.",
      test = { trait = "persuasion", difficulty = 8 },
      success = {
        text = "Your words move her. From the royal vault she gives you a treasure of the old kings.",
        steps = { { resource = { type = "relic" } } },
      },
      failure = {
        text = "You stumble over the courtly forms and are shown the door.",
        steps = { { willpower = -1 } },
      },
    },
  },
  provisional = true,
}
