-- World Scenario, Capital deck: Blood Feud (duel choice). p.15: outcomes are read only after the
-- test or the decision; part 2 only after a success in part 1.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsWorld
return {
  kind = "world",
  location = "capital",
  name = "Blood Feud",
  parts = {
    {
      text = "A disgraced knight swears you wronged his house and demands satisfaction in the old way, steel against steel.",
      choice = {
        { key = "accept", label = "Accept the challenge" },
        { key = "apologise", label = "Pay him blood-price" },
      },
      outcomes = {
        accept = {
          text = "You face him alone before the cathedral steps.",
          steps = { { duel = "fallen_knight" }, { gold = 1 } },
        },
        apologise = { text = "Your purse is lighter, but no blood is spilled.", steps = { { gold = -2 } } },
      },
    },
  },
  provisional = true,
}
