-- Affliction (physical): Poisoned. p.15: a trait penalty (penalties always stack) and the one way
-- to shed it; a removed card is shuffled back into the Affliction deck.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsAffliction
return {
  kind = "affliction",
  name = "Poisoned",
  type = "physical",
  mods = { might = -1, resolve = -1 },
  text = "A bitter taste lingers and your veins burn. -1 Might, -1 Resolve. Spend an action and pass an Insight Test (7) to find the antidote.",
  remove = { action = true, test = { trait = "insight", difficulty = 7 } },
  copies = 3,
  provisional = true,
}
