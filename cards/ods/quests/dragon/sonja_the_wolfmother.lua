-- Quest Scenario, Dragon: Sonja the Wolfmother (brings the Epic Foe sonja, p.14). p.15: drawn on a quest token's
-- space; completing it gives the champion the token (p.11).
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsQuest
return {
  kind = "quest",
  villain = "dragon",
  name = "Sonja the Wolfmother",
  parts = {
    {
      text = "The wolves of the north gather around a woman who runs with them on four legs.",
      test = { trait = "persuasion", difficulty = 7 },
      success = { text = "Her pack lets you approach. She will hear you." },
      failure = { text = "The pack drives you off with snapping jaws.", steps = { { health = -1 } } },
    },
    {
      text = "Sonja has sworn herself to the Dragon. She offers you a choice: leave her forest or fight for it.",
      choice = {
        { key = "fight", label = "Fight for the forest" },
        { key = "leave", label = "Leave the forest" },
      },
      outcomes = {
        fight = {
          text = "The Wolfmother howls and leaps.",
          steps = { { epic = "sonja" }, { quest_done = true } },
        },
        leave = {
          text = "Her howls follow you to the forest's edge.",
          steps = { { willpower = -1 } },
          passed = false,
        },
      },
    },
  },
  provisional = true,
}
