-- Orc Marauder: the rank-and-file melee minion.
---@type ArcadiaCard
return {
  name = "Orc Marauder",
  kind = "monster",
  tier = "minor minion",
  life = 2, overkill = 3, reward = 1, movement = 1, defence = 0, reroll = 0,
  attack = { dice = 3, type = "melee", name = "Chop" },
}
