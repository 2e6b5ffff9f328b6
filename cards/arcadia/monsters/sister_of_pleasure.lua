-- Sister of Pleasure: a sorceress who feeds on her victims' pain to mend her own.
-- Top-level stats are the level-1 card (what the rules read today); `levels` holds every band.
local ABILITY = "Each CRIT she rolls when attacking heals 2 of her wounds."
---@type ArcadiaCard
return {
  name = "Sister of Pleasure",
  kind = "monster",
  tier = "major minion", -- one source says minor villain (see docs/CONTENT-STATUS.md)
  life = 3,
  overkill = 5,
  reward = 2,
  movement = 1,
  defence = 0,
  reroll = 0,
  attack = { dice = 3, type = "ranged", name = "Sweet Torment" },
  ability = ABILITY,
  heal_per_crit = 2,
  levels = {
    ["1"] = {
      life = 3,
      overkill = 5,
      reward = 2,
      movement = 1,
      defence = 0,
      reroll = 0,
      attack = { dice = 3, type = "ranged", name = "Sweet Torment" },
      ability = ABILITY,
    },
    ["2-3"] = {
      life = 4,
      overkill = 6,
      reward = 2,
      movement = 1,
      defence = 1,
      reroll = 1,
      attack = { dice = 3, type = "ranged", name = "Sweet Torment" },
      ability = ABILITY,
      provisional = true,
    },
    ["4-5"] = {
      life = 4,
      overkill = 7,
      reward = 3,
      movement = 1,
      defence = 1,
      reroll = 1,
      attack = { dice = 4, type = "ranged", name = "Sweet Torment" },
      ability = ABILITY,
      provisional = true,
    },
    ["6"] = {
      life = 5,
      overkill = 8,
      reward = 3,
      movement = 1,
      defence = 2,
      reroll = 1,
      attack = { dice = 5, type = "ranged", name = "Sweet Torment" },
      ability = ABILITY,
      provisional = true,
    },
  },
  on = {
    results_computed = {
      when = function(self, e) return e.attacker == self.holder and e.crits > 0 and (self.holder.wounds or 0) > 0 end,
      run = function(self, e)
        local me = self.holder
        me.wounds = math.max(0, me.wounds - self.def.heal_per_crit * e.crits)
      end,
    },
  },
}
