-- Affliction (mental): Dread. p.15: a trait penalty (penalties always stack) and the one way
-- to shed it; a removed card is shuffled back into the Affliction deck.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsAffliction
return {
  kind = "affliction",
  name = "Dread",
  type = "mental",
  mods = { resolve = -1 },
  text = "A cold certainty that the end is near settles in your chest. -1 Resolve. It lifts only in the safety of a Capital's walls.",
  remove = { at = { type = "capital" } },
  copies = 4, -- four cards have a 4th copy: the box holds 40 afflictions (p.4)
  provisional = true,
}
