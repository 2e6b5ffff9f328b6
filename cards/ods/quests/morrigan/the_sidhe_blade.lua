-- Quest Scenario, Morrigan: The Sidhe Blade. p.15: drawn on a quest token's
-- space; completing it gives the champion the token (p.11).
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsQuest
return {
  kind = "quest",
  villain = "morrigan",
  name = "The Sidhe Blade",
  parts = {
    {
      text = "A blademaster of the fair folk bears a sword forged from a star. The Morrigan wants it.",
      test = { trait = "awareness", difficulty = 7 },
      success = { text = "You find the blademaster meditating beside a waterfall." },
      failure = { text = "The fair folk lead you in circles.", steps = { { willpower = -1 } } },
    },
    {
      text = "She will give the blade only to one who bests her alone.",
      choice = { { key = "duel", label = "Challenge her" }, { key = "bow", label = "Bow and withdraw" } },
      outcomes = {
        duel = {
          text = "Steel flashes in the spray.",
          steps = { { duel = "sidhe_blademaster" }, { quest_done = true } },
        },
        bow = { text = "She nods, and the blade stays in the Otherworld.", passed = false },
      },
    },
  },
  provisional = true,
}
