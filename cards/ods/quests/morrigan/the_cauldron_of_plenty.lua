-- Quest Scenario, Morrigan: The Cauldron of Plenty. p.15: drawn on a quest token's
-- space; completing it gives the champion the token (p.11).
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsQuest
return {
  kind = "quest",
  villain = "morrigan",
  name = "The Cauldron of Plenty",
  parts = {
    {
      text = "The Morrigan's servants have stolen a cauldron that feeds a whole village. It lies in a witches' camp.",
      test = { trait = "awareness", difficulty = 7 },
      success = { text = "You find the camp by the smoke of its fires." },
      failure = { text = "You blunder through the marsh all day.", steps = { { health = -1 } } },
    },
    {
      text = "The witches stir the cauldron and chant.",
      test = { trait = "resolve", difficulty = 7 },
      success = {
        text = "You resist their curses and break their circle.",
        steps = { { combat = "witches" }, { quest_done = true } },
      },
      failure = { text = "Their words find you.", steps = { { affliction = "magical" } } },
    },
  },
  provisional = true,
}
