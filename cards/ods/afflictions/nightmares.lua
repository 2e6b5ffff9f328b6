-- Affliction (mental): Nightmares. p.15: a trait penalty (penalties always stack) and the one way
-- to shed it; a removed card is shuffled back into the Affliction deck.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsAffliction
return {
  kind = "affliction",
  name = "Nightmares",
  type = "mental",
  mods = { insight = -1 },
  text = "Each night the same dark dream returns, and your thoughts grow dull by day. -1 Insight. A full night's Rest drives it away.",
  remove = { rest = true },
  copies = 4, -- four cards have a 4th copy: the box holds 40 afflictions (p.4)
  provisional = true,
}
