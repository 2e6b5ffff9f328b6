-- Goblin Archer: a fragile minion that shoots from afar.
---@type ArcadiaCard
return {
  name = "Goblin Archer",
  kind = "monster",
  tier = "minor minion",
  life = 1, overkill = 2, reward = 1, movement = 1, defence = 0, reroll = 0,
  attack = { dice = 2, type = "ranged", name = "Arrow" },
}
