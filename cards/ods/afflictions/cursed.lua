-- Affliction (magical): Cursed. p.15: a trait penalty (penalties always stack) and the one way
-- to shed it; a removed card is shuffled back into the Affliction deck.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsAffliction
return {
  kind = "affliction",
  name = "Cursed",
  type = "magical",
  mods = { awareness = -1 },
  text = "Ill luck follows you like a shadow. -1 Awareness. At the end of each Turn roll a die: only a 6 lifts the curse.",
  remove = { turn_end_roll = { 6 } },
  copies = 3,
  provisional = true,
}
