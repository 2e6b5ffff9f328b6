-- Affliction (magical): Possessed. p.15: a trait penalty (penalties always stack) and the one way
-- to shed it; a removed card is shuffled back into the Affliction deck.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsAffliction
return {
  kind = "affliction",
  name = "Possessed",
  type = "magical",
  mods = { resolve = -1, persuasion = -1 },
  text = "Something else looks out through your eyes, and your companions have seen it. -1 Resolve, -1 Persuasion. It can be cast out only in a Capital.",
  remove = { at = { type = "capital" } },
  copies = 3,
  provisional = true,
}
