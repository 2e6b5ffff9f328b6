-- Spear Beastman: a beast-man who throws spears, bolder with friends nearby.
-- Top-level stats are the level-1 card (what the rules read today); `levels` holds every band.
local ABILITY = "Rolls one more attack die while another monster is Close to it."
---@type ArcadiaCard
return {
  name = "Spear Beastman",
  kind = "monster",
  tier = "major minion",
  life = 3,
  overkill = 5,
  reward = 2,
  movement = 1,
  defence = 0,
  reroll = 0,
  attack = { dice = 3, type = "ranged", name = "Spear Throw" },
  ability = ABILITY,
  levels = {
    ["1"] = {
      life = 3,
      overkill = 5,
      reward = 2,
      movement = 1,
      defence = 0,
      reroll = 0,
      attack = { dice = 3, type = "ranged", name = "Spear Throw" },
      ability = ABILITY,
    },
    ["2-3"] = {
      life = 4,
      overkill = 6,
      reward = 2,
      movement = 1,
      defence = 0,
      reroll = 1,
      attack = { dice = 3, type = "ranged", name = "Spear Throw" },
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
      attack = { dice = 4, type = "ranged", name = "Spear Throw" },
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
      attack = { dice = 5, type = "ranged", name = "Spear Throw" },
      ability = ABILITY,
      provisional = true,
    },
  },
  on = {
    dice_pools_built = {
      when = function(self, e, game)
        local me = self.holder
        if e.attacker ~= me or not me.on_board then return false end
        for _, f in ipairs(game.figures({ on_board = true })) do
          local d = f.card and game.def(f.card)
          if f ~= me and d and d.kind == "monster" and game.close(me.at, f.at) then return true end
        end
        return false
      end,
      run = function(self, e) e.attack_dice = e.attack_dice + 1 end,
    },
  },
}
