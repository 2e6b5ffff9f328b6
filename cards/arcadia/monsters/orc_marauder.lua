-- Orc Marauder: the rank-and-file melee minion.
-- Top-level stats are the level-1 card (what the rules read today); `levels` holds every band.
---@type ArcadiaCard
return {
  name = "Orc Marauder",
  kind = "monster",
  tier = "minor minion",
  life = 2, overkill = 3, reward = 1, movement = 1, defence = 0, reroll = 0,
  attack = { dice = 3, type = "melee", name = "Chop" },
  levels = {
    ["1"] = { life = 2, overkill = 3, reward = 1, movement = 1, defence = 0, reroll = 0,
      attack = { dice = 3, type = "melee", name = "Chop" } },
    ["2-3"] = { life = 3, overkill = 4, reward = 1, movement = 1, defence = 0, reroll = 1,
      attack = { dice = 3, type = "melee", name = "Chop" }, provisional = true },
    ["4-5"] = { life = 3, overkill = 5, reward = 2, movement = 1, defence = 1, reroll = 1,
      attack = { dice = 4, type = "melee", name = "Chop" }, provisional = true },
    ["6"] = { life = 4, overkill = 6, reward = 2, movement = 1, defence = 1, reroll = 1,
      attack = { dice = 5, type = "melee", name = "Chop" }, provisional = true },
  },
}
