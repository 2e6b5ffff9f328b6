-- Affliction (physical): Fever. p.15: a trait penalty (penalties always stack) and the one way
-- to shed it; a removed card is shuffled back into the Affliction deck.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsAffliction
return {
  kind = "affliction",
  name = "Fever",
  type = "physical",
  mods = { might = -1, agility = -1 },
  text = "Sweat and shivers by turns; every step is heavy. -1 Might, -1 Agility. Rest to sweat it out.",
  remove = { rest = true },
  copies = 3,
  provisional = true,
}
