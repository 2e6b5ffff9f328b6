-- Bullroarer the Minotaur: a villain whose lucky blows land twice as hard.
-- Top-level stats are the level-1 card (what the rules read today); `levels` holds every band.
local ABILITY = "Each CRIT it rolls when attacking scores one more hit."
---@type ArcadiaCard
return {
  name = "Minotaur",
  nickname = "Bullroarer",
  kind = "monster",
  tier = "minor villain",
  life = 5,
  overkill = 6,
  reward = 3,
  movement = 2,
  defence = 1,
  reroll = 0,
  attack = { dice = 4, type = "melee", name = "Gore" },
  ability = ABILITY,
  levels = {
    ["1"] = {
      life = 5,
      overkill = 6,
      reward = 3,
      movement = 2,
      defence = 1,
      reroll = 0,
      attack = { dice = 4, type = "melee", name = "Gore" },
      ability = ABILITY,
    },
    ["2-3"] = {
      life = 6,
      overkill = 8,
      reward = 3,
      movement = 2,
      defence = 2,
      reroll = 1,
      attack = { dice = 4, type = "melee", name = "Gore" },
      ability = ABILITY,
      provisional = true,
    },
    ["4-5"] = {
      life = 7,
      overkill = 9,
      reward = 4,
      movement = 2,
      defence = 2,
      reroll = 2,
      attack = { dice = 5, type = "melee", name = "Gore" },
      ability = ABILITY,
      provisional = true,
    },
    ["6"] = {
      life = 8,
      overkill = 10,
      reward = 5,
      movement = 2,
      defence = 3,
      reroll = 2,
      attack = { dice = 6, type = "melee", name = "Gore" },
      ability = ABILITY,
      provisional = true,
    },
  },
  on = {
    results_computed = {
      when = function(self, e) return e.attacker == self.holder and e.crits > 0 end,
      run = function(self, e) e.hits = e.hits + e.crits end,
    },
  },
}
