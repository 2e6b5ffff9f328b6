-- World Scenario, Hollows deck: Voices in the Dark. p.15: outcomes are read only after the
-- test or the decision; part 2 only after a success in part 1.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsWorld
return {
  kind = "world",
  location = "hollows",
  name = "Voices in the Dark",
  parts = {
    {
      text = "Your torch gutters out. In the blackness, voices you once knew begin to call to you.",
      test = { trait = "resolve", difficulty = 6 },
      success = {
        text = "You walk on without answering, and the darkness gives up a small gift.",
        steps = { { boon = 1 } },
      },
      failure = {
        text = "You answer them, and something answers back.",
        steps = { { affliction = "mental" } },
      },
    },
  },
  provisional = true,
}
