-- Affliction (mental): Shaken. p.15: a trait penalty (penalties always stack) and the one way
-- to shed it; a removed card is shuffled back into the Affliction deck.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsAffliction
return {
  kind = "affliction",
  name = "Shaken",
  type = "mental",
  mods = { agility = -1 },
  text = "Your hands tremble and you flinch at every sound. -1 Agility. At the end of each Turn roll a die: on a 5 or 6 your nerve returns.",
  remove = { turn_end_roll = { 5, 6 } },
  copies = 3,
  provisional = true,
}
