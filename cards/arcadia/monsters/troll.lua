-- Schmetterling the Troll: a villain that crushes everyone around it.
---@type ArcadiaCard
return {
  name = "Troll",
  kind = "monster",
  tier = "minor villain",
  life = 4, overkill = 6, reward = 3, movement = 2, defence = 2, reroll = 0,
  attack = { dice = 4, type = "melee", name = "Crush Your Heads!" },
}
