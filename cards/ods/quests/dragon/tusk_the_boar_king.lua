-- Quest Scenario, Dragon: Tusk, the Boar King (brings the Epic Foe tusk, p.14). p.15: drawn on a quest token's
-- space; completing it gives the champion the token (p.11).
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsQuest
return {
  kind = "quest",
  villain = "dragon",
  name = "Tusk, the Boar King",
  parts = {
    {
      text = "Crops lie trampled for miles. The tracks are as wide as a cart.",
      test = { trait = "awareness", difficulty = 6 },
      success = { text = "You follow the ruin to a wallow in the deep wood." },
      failure = { text = "The tracks lead you in circles.", steps = { { willpower = -1 } } },
    },
    {
      text = "The Boar King lifts his scarred head from the mud. He must be goaded from the wallow.",
      test = { trait = "might", difficulty = 7 },
      success = { text = "Tusk charges you, roaring.", steps = { { epic = "tusk" }, { quest_done = true } } },
      failure = { text = "His charge tosses you into the thorns.", steps = { { health = -2 } } },
    },
  },
  provisional = true,
}
