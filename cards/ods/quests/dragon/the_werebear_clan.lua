-- Quest Scenario, Dragon: The Werebear Clan. p.15: drawn on a quest token's
-- space; completing it gives the champion the token (p.11).
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsQuest
return {
  kind = "quest",
  villain = "dragon",
  name = "The Werebear Clan",
  parts = {
    {
      text = "A clan of bear-folk has sworn itself to the Dragon. Their chieftain will hear a stranger speak.",
      test = { trait = "persuasion", difficulty = 7 },
      success = { text = "He listens, grunting, then offers you a trial of strength." },
      failure = { text = "The clan drives you off with thrown stones.", steps = { { health = -1 } } },
    },
    {
      text = "Wrestle the chieftain, or leave the clan to the Dragon.",
      choice = { { key = "wrestle", label = "Wrestle him" }, { key = "leave", label = "Leave" } },
      outcomes = {
        wrestle = {
          text = "He changes shape as you grapple.",
          steps = { { combat = "werebears" }, { quest_done = true } },
        },
        leave = { text = "The clan's drums beat for the Dragon that night.", passed = false },
      },
    },
  },
  provisional = true,
}
