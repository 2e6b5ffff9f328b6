-- Affliction (physical): Twisted Ankle. p.15: a trait penalty (penalties always stack) and the one way
-- to shed it; a removed card is shuffled back into the Affliction deck.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsAffliction
return {
  kind = "affliction",
  name = "Twisted Ankle",
  type = "physical",
  mods = { agility = -1 },
  text = "You land badly and the joint swells. -1 Agility. At the end of each Turn roll a die: on a 4, 5 or 6 you walk it off.",
  remove = { turn_end_roll = { 4, 5, 6 } },
  copies = 4, -- four cards have a 4th copy: the box holds 40 afflictions (p.4)
  provisional = true,
}
