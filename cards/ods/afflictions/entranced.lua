-- Affliction (magical): Entranced. p.15: a trait penalty (penalties always stack) and the one way
-- to shed it; a removed card is shuffled back into the Affliction deck.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsAffliction
return {
  kind = "affliction",
  name = "Entranced",
  type = "magical",
  mods = { insight = -1 },
  text = "A faerie tune will not leave your head and your mind drifts after it. -1 Insight. Spend an action and pass a Resolve Test (6) to break the spell.",
  remove = { action = true, test = { trait = "resolve", difficulty = 6 } },
  copies = 4, -- four cards have a 4th copy: the box holds 40 afflictions (p.4)
  provisional = true,
}
