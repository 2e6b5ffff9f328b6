-- Affliction (mental): Paranoia. p.15: a trait penalty (penalties always stack) and the one way
-- to shed it; a removed card is shuffled back into the Affliction deck.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsAffliction
return {
  kind = "affliction",
  name = "Paranoia",
  type = "mental",
  mods = { persuasion = -2 },
  text = "You trust no one, and it shows in every word you speak. -2 Persuasion. Spend an action and pass a Resolve Test (6) to master yourself.",
  remove = { action = true, test = { trait = "resolve", difficulty = 6 } },
  copies = 3,
  provisional = true,
}
