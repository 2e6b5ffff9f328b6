-- Affliction (physical): Broken Arm. p.15: a trait penalty (penalties always stack) and the one way
-- to shed it; a removed card is shuffled back into the Affliction deck.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsAffliction
return {
  kind = "affliction",
  name = "Broken Arm",
  type = "physical",
  mods = { might = -2 },
  text = "A bone has snapped and your sword arm hangs useless. -2 Might. Only the healers of a Capital can set it.",
  remove = { at = { type = "capital" } },
  copies = 3,
  provisional = true,
}
