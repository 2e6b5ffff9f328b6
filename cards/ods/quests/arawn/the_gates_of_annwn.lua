-- Quest Scenario, Arawn: The Gates of Annwn. p.15: drawn on a quest token's
-- space; completing it gives the champion the token (p.11).
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsQuest
return {
  kind = "quest",
  villain = "arawn",
  name = "The Gates of Annwn",
  parts = {
    {
      text = "A door to Arawn's kingdom has opened in a barrow. It must be sealed with the words of the old bards.",
      test = { trait = "insight", difficulty = 8 },
      success = {
        text = "You speak the verses and the door groans shut.",
        steps = { { boon = 1 }, { quest_done = true } },
      },
      failure = {
        text = "Cold breath from beyond the door chills you to the bone.",
        steps = { { affliction = "possessed" } },
      },
    },
  },
  provisional = true,
}
