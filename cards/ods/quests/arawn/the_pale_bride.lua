-- Quest Scenario, Arawn: The Pale Bride. p.15: drawn on a quest token's
-- space; completing it gives the champion the token (p.11).
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsQuest
return {
  kind = "quest",
  villain = "arawn",
  name = "The Pale Bride",
  parts = {
    {
      text = "A lord's daughter walks at night, pale and smiling, and the young men of the village sicken one by one.",
      test = { trait = "insight", difficulty = 7 },
      success = { text = "You find the marks on their throats and know what she is." },
      failure = {
        text = "You suspect the wrong sickness and lose precious days.",
        steps = { { willpower = -1 } },
      },
    },
    {
      text = "She waits for you in the family chapel.",
      choice = {
        { key = "confront", label = "Confront her" },
        { key = "ward", label = "Ward the village and leave" },
      },
      outcomes = {
        confront = {
          text = "She bares her fangs.",
          steps = { { combat = "vampire_maiden" }, { quest_done = true } },
        },
        ward = {
          text = "The village sleeps behind garlic and iron, but she is still out there.",
          steps = { { gold = -1 } },
          passed = false,
        },
      },
    },
  },
  provisional = true,
}
