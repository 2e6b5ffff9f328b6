-- Hammer Beastman: a beast-man whose hammer knocks heroes off their feet.
-- Top-level stats are the level-1 card (what the rules read today); `levels` holds every band.
local ABILITY = "A character it wounds is Dazed (rolls no defence until it rests)."
---@type ArcadiaCard
return {
  name = "Hammer Beastman",
  kind = "monster",
  tier = "major minion",
  life = 3,
  overkill = 5,
  reward = 2,
  movement = 1,
  defence = 0,
  reroll = 0,
  attack = { dice = 4, type = "melee", name = "Knockdown" },
  ability = ABILITY,
  levels = {
    ["1"] = {
      life = 3,
      overkill = 5,
      reward = 2,
      movement = 1,
      defence = 0,
      reroll = 0,
      attack = { dice = 4, type = "melee", name = "Knockdown" },
      ability = ABILITY,
    },
    ["2-3"] = {
      life = 4,
      overkill = 6,
      reward = 2,
      movement = 1,
      defence = 0,
      reroll = 1,
      attack = { dice = 4, type = "melee", name = "Knockdown" },
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
      attack = { dice = 5, type = "melee", name = "Knockdown" },
      ability = ABILITY,
      provisional = true,
    },
    ["6"] = {
      life = 5,
      overkill = 8,
      reward = 3,
      movement = 1,
      defence = 1,
      reroll = 2,
      attack = { dice = 5, type = "melee", name = "Knockdown" },
      ability = ABILITY,
      provisional = true,
    },
  },
  on = {
    wounds_dealt = {
      when = function(self, e) return e.attacker == self.holder and e.wounds > 0 end,
      run = function(self, e) e.target.dazed = true end,
    },
    -- A dazed hero recovers when its guild rests (rulebook p.27): rewards.rest does it, so no
    -- handler here (two hammer beastmen would otherwise ask the order of two identical no-ops
    -- in the middle of the rest).
  },
}
