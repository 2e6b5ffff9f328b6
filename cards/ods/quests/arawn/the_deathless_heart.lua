-- Quest Scenario, Arawn: The Deathless Heart (brings the Epic Foe koschei, p.14). p.15: drawn on a quest token's
-- space; completing it gives the champion the token (p.11).
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsQuest
return {
  kind = "quest",
  villain = "arawn",
  name = "The Deathless Heart",
  parts = {
    {
      text = "The sorcerer-king Koschei cannot die while his heart lies hidden. Rumour places it in a chest beneath an oak.",
      test = { trait = "insight", difficulty = 8 },
      success = { text = "You find the chest, and within it an egg, and within the egg a needle." },
      failure = { text = "You dig in the wrong place until dawn.", steps = { { health = -1 } } },
    },
    {
      text = "As you lift the needle, Koschei himself comes for it.",
      test = { trait = "resolve", difficulty = 7 },
      success = {
        text = "You hold the needle fast and face the deathless king.",
        steps = { { epic = "koschei" }, { quest_done = true } },
      },
      failure = {
        text = "His gaze alone drives you to your knees and he snatches it back.",
        steps = { { affliction = "magical" } },
      },
    },
  },
  provisional = true,
}
