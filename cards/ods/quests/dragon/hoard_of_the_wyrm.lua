-- Quest Scenario, Dragon: Hoard of the Wyrm. p.15: drawn on a quest token's
-- space; completing it gives the champion the token (p.11).
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsQuest
return {
  kind = "quest",
  villain = "dragon",
  name = "Hoard of the Wyrm",
  parts = {
    {
      text = "A tunnel, too narrow for the Dragon itself, leads into a corner of its hoard.",
      test = { trait = "agility", difficulty = 7 },
      success = { text = "You squeeze through into a cave of gold." },
      failure = { text = "You are stuck for hours in the hot dark.", steps = { { health = -1 } } },
    },
    {
      text = "Gold lies everywhere, but the Dragon would hear it move. Only what you can carry in silence.",
      test = { trait = "awareness", difficulty = 7 },
      success = {
        text = "You slip away with a fistful of coins; the Dragon's pride is wounded.",
        steps = { { gold = 3 }, { quest_done = true } },
      },
      failure = {
        text = "Coins slide with a crash, and you flee through a rain of fire.",
        steps = { { health = -2 } },
      },
    },
  },
  provisional = true,
}
