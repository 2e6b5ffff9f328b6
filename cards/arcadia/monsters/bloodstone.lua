-- Bloodstone: one of the blood stones of the Orcs' Hive, a thing to smash rather than a foe.
-- An object on the monsters' side: it has life and defence but no attack, never moves, never
-- guards or pays back (monsters.lua reacts only with attack dice), and never comes back once
-- destroyed. Our own numbers: the stones are Quest tokens in the box.
---@type ArcadiaCard
return {
  name = "Bloodstone",
  kind = "monster",
  tier = "object",
  life = 3,
  overkill = 3,
  reward = 0,
  movement = 0,
  defence = 1,
  reroll = 0,
  respawn = false,
  ability = "An object: it does not attack, move or react, and destroyed stones stay destroyed.",
  provisional = true,
}
