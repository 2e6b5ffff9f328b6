-- Quest Scenario, Morrigan: The Eye of Balor (brings the Epic Foe balor, p.14). p.15: drawn on a quest token's
-- space; completing it gives the champion the token (p.11).
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsQuest
return {
  kind = "quest",
  villain = "morrigan",
  name = "The Eye of Balor",
  parts = {
    {
      text = "The Morrigan has woken the one-eyed giant of the sea. His gaze withers whatever it falls upon.",
      test = { trait = "awareness", difficulty = 7 },
      success = { text = "You approach from the side where his eye cannot turn." },
      failure = { text = "His eye sweeps across you and your skin blisters.", steps = { { health = -2 } } },
    },
    {
      text = "To face Balor you must keep your eyes shut against the deadly gaze and fight by sound alone.",
      test = { trait = "resolve", difficulty = 8 },
      success = {
        text = "You close your eyes and charge.",
        steps = { { epic = "balor" }, { quest_done = true } },
      },
      failure = {
        text = "You look, and the world goes dark for a long moment.",
        steps = { { affliction = "cursed" } },
      },
    },
  },
  provisional = true,
}
