-- Orc Captain: an orc officer, a little tougher than the rank and file and luckier with dice.
-- Top-level stats are the level-1 card (what the rules read today); `levels` holds every band.
---@type ArcadiaCard
return {
  name = "Orc Captain",
  kind = "monster",
  tier = "minor minion",
  life = 2,
  overkill = 4,
  reward = 2,
  movement = 1,
  defence = 0,
  reroll = 1, -- its ability: the rules add it to the captain's reroll pool
  attack = { dice = 3, type = "melee", name = "Command Strike" },
  ability = "Has one reroll for its attack and defence rolls.",
  levels = {
    ["1"] = {
      life = 2,
      overkill = 4,
      reward = 2,
      movement = 1,
      defence = 0,
      reroll = 1,
      attack = { dice = 3, type = "melee", name = "Command Strike" },
    },
    ["2-3"] = {
      life = 3,
      overkill = 5,
      reward = 2,
      movement = 1,
      defence = 0,
      reroll = 1,
      attack = { dice = 4, type = "melee", name = "Command Strike" },
      provisional = true,
    },
    ["4-5"] = {
      life = 4,
      overkill = 6,
      reward = 3,
      movement = 1,
      defence = 1,
      reroll = 2,
      attack = { dice = 4, type = "melee", name = "Command Strike" },
      provisional = true,
    },
    ["6"] = {
      life = 5,
      overkill = 7,
      reward = 3,
      movement = 1,
      defence = 1,
      reroll = 2,
      attack = { dice = 5, type = "melee", name = "Command Strike" },
      provisional = true,
    },
  },
}
