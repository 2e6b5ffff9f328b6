-- Goblin Archer: a fragile minion that shoots from afar.
-- Top-level stats are the level-1 card (what the rules read today); `levels` holds every band.
---@type ArcadiaCard
return {
  name = "Goblin Archer",
  kind = "monster",
  tier = "minor minion",
  life = 1, overkill = 2, reward = 1, movement = 1, defence = 0, reroll = 0,
  attack = { dice = 2, type = "ranged", name = "Arrow" },
  levels = {
    ["1"] = { life = 1, overkill = 2, reward = 1, movement = 1, defence = 0, reroll = 0,
      attack = { dice = 2, type = "ranged", name = "Arrow" } },
    ["2-3"] = { life = 2, overkill = 3, reward = 1, movement = 1, defence = 0, reroll = 0,
      attack = { dice = 3, type = "ranged", name = "Arrow" }, provisional = true },
    ["4-5"] = { life = 2, overkill = 4, reward = 2, movement = 1, defence = 1, reroll = 1,
      attack = { dice = 3, type = "ranged", name = "Arrow" }, provisional = true },
    ["6"] = { life = 3, overkill = 5, reward = 2, movement = 1, defence = 1, reroll = 1,
      attack = { dice = 4, type = "ranged", name = "Arrow" }, provisional = true },
  },
}
