-- Quest Scenario, Arawn: The Black Chalice. p.15: drawn on a quest token's
-- space; completing it gives the champion the token (p.11).
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsQuest
return {
  kind = "quest",
  villain = "arawn",
  name = "The Black Chalice",
  parts = {
    {
      text = "Arawn's priests carry a chalice that wakes the dead wherever its wine is poured. It was last seen in a crypt.",
      test = { trait = "awareness", difficulty = 7 },
      success = { text = "You find the crypt where the cultists hide the chalice." },
      failure = { text = "A false trail leads you into a flooded tomb.", steps = { { health = -1 } } },
    },
    {
      text = "The cultists guard it with their lives.",
      test = { trait = "might", difficulty = 7 },
      success = {
        text = "You fight your way to the altar and smash the chalice.",
        steps = { { combat = "death_cultists" }, { quest_done = true } },
      },
      failure = { text = "You are beaten back from the altar.", steps = { { health = -2 } } },
    },
  },
  provisional = true,
}
