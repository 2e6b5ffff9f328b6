-- World Scenario, Capital deck: The Wrong Man (two-part). p.15: outcomes are read only after the
-- test or the decision; part 2 only after a success in part 1.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsWorld
return {
  kind = "world",
  location = "capital",
  name = "The Wrong Man",
  parts = {
    {
      text = "A young man is led to the gallows, shouting that he is innocent. The crowd jeers.",
      test = { trait = "persuasion", difficulty = 7 },
      success = { text = "The magistrate grants you until sundown to prove it." },
      failure = { text = "You are shoved back by the guards." },
    },
    {
      text = "The true killer must be somewhere in this crowd.",
      test = { trait = "awareness", difficulty = 7 },
      success = {
        text = "You spot blood on a merchant's cuff; the freed man's family rewards you.",
        steps = { { gold = 2 }, { boon = 1 } },
      },
      failure = {
        text = "The sun sets and the trapdoor drops. You will not forget his face.",
        steps = { { willpower = -2 } },
      },
    },
  },
  provisional = true,
}
