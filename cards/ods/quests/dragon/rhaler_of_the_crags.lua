-- Quest Scenario, Dragon: Rhaler of the Crags (brings the Epic Foe rhaler, p.14). p.15: drawn on a quest token's
-- space; completing it gives the champion the token (p.11).
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsQuest
return {
  kind = "quest",
  villain = "dragon",
  name = "Rhaler of the Crags",
  parts = {
    {
      text = "A winged hunter serving the Dragon nests on a crag above the pass.",
      test = { trait = "agility", difficulty = 8 },
      success = {
        text = "You climb to the nest and corner the beast.",
        steps = { { epic = "rhaler" }, { quest_done = true } },
      },
      failure = { text = "You fall from the cliff face.", steps = { { health = -2 } } },
    },
  },
  provisional = true,
}
