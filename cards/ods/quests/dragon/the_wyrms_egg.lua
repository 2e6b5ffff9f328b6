-- Quest Scenario, Dragon: The Wyrm's Egg. p.15: drawn on a quest token's
-- space; completing it gives the champion the token (p.11).
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsQuest
return {
  kind = "quest",
  villain = "dragon",
  name = "The Wyrm's Egg",
  parts = {
    {
      text = "Shepherds report a great egg, warm as a hearthstone, hidden in a mountain cave.",
      test = { trait = "agility", difficulty = 7 },
      success = { text = "You climb to the cave without waking the beasts that guard it." },
      failure = { text = "Loose stones send you tumbling.", steps = { { health = -1 } } },
    },
    {
      text = "The egg must be destroyed before it hatches, but it is hard as iron.",
      test = { trait = "might", difficulty = 8 },
      success = {
        text = "The shell cracks and the fire inside dies.",
        steps = { { gold = 1 }, { quest_done = true } },
      },
      failure = { text = "Your blows glance off and scorch your hands.", steps = { { health = -1 } } },
    },
  },
  provisional = true,
}
