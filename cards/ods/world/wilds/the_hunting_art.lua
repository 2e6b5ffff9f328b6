-- World Scenario, Wilds deck: The Hunting Art (two-part). p.15: outcomes are read only after the
-- test or the decision; part 2 only after a success in part 1.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsWorld
return {
  kind = "world",
  location = "wilds",
  name = "The Hunting Art",
  parts = {
    {
      text = "Fresh tracks of a white hart lead deeper into the wood.",
      test = { trait = "awareness", difficulty = 6 },
      success = { text = "You follow the trail to a clearing where the hart grazes." },
      failure = { text = "The trail goes cold in the bracken." },
    },
    {
      text = "The hart raises its head. You have one chance.",
      test = { trait = "agility", difficulty = 8 },
      success = {
        text = "Your shot is true. The hunters of the Realm will honour your skill and pay for the hide.",
        steps = { { gold = 1 }, { boon = 2 } },
      },
      failure = {
        text = "It bounds away, and you twist your ankle in pursuit.",
        steps = { { affliction = "twisted_ankle" } },
      },
    },
  },
  provisional = true,
}
