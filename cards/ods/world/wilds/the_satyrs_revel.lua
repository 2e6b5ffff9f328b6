-- World Scenario, Wilds deck: The Satyrs' Revel (choice). p.15: outcomes are read only after the
-- test or the decision; part 2 only after a success in part 1.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsWorld
return {
  kind = "world",
  location = "wilds",
  name = "The Satyrs' Revel",
  parts = {
    {
      text = "Pipes play in a glade where goat-legged revellers dance and beckon you to join.",
      choice = { { key = "dance", label = "Join the dance" }, { key = "decline", label = "Walk on" } },
      outcomes = {
        dance = {
          text = "You dance until dawn and leave with wild luck and a faraway look.",
          steps = { { boon = 2 }, { affliction = "entranced" } },
        },
        decline = { text = "Their laughter follows you through the trees." },
      },
    },
  },
  provisional = true,
}
