-- World Scenario, Realm deck: Harvest Festival (two-part). p.15: outcomes are read only after the
-- test or the decision; part 2 only after a success in part 1.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsWorld
return {
  kind = "world",
  location = "realm",
  name = "Harvest Festival",
  parts = {
    {
      text = "The village celebrates the harvest with song, and the elders invite you to join the games.",
      test = { trait = "persuasion", difficulty = 6 },
      success = { text = "They take you in as one of their own and put you forward for the wrestling." },
      failure = { text = "Your manner puts them off; you are offered only the cold shoulder." },
    },
    {
      text = "The village's strongest farmer waits in the ring, grinning.",
      test = { trait = "might", difficulty = 7 },
      success = { text = "You pin him to cheers and win the purse.", steps = { { gold = 2 } } },
      failure = {
        text = "He throws you out of the ring and into a cart of turnips.",
        steps = { { health = -1 } },
      },
    },
  },
  provisional = true,
}
