-- World Scenario, Capital deck: Rats in the Granary. p.15: outcomes are read only after the
-- test or the decision; part 2 only after a success in part 1.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsWorld
return {
  kind = "world",
  location = "capital",
  name = "Rats in the Granary",
  parts = {
    {
      text = "The city's grain stores swarm with rats as big as dogs.",
      test = { trait = "might", difficulty = 6 },
      success = { text = "You clear the granary; the steward pays you.", steps = { { gold = 1 } } },
      failure = { text = "A bite festers overnight.", steps = { { affliction = "fever" } } },
    },
  },
  provisional = true,
}
