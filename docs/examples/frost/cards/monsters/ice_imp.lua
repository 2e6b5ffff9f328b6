-- Ice Imp: a minor minion of the frost mod (our own design), a 2-dice ranged attack.
---@type ArcadiaCard
return {
  name = "Ice Imp",
  kind = "monster",
  tier = "minor minion",
  life = 1, overkill = 2, reward = 1, movement = 1, defence = 1, reroll = 0,
  attack = { dice = 2, type = "ranged", name = "Frost Spit" },
}
