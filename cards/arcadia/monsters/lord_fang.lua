-- Lord Fang: the vampire lord behind the fall of Arcadia, whose blasts spill onto a crowd.
-- Top-level stats are the level-1 card (what the rules read today); `levels` holds every band.
local ABILITY = "Its attack may also hit any number of enemies Close to the target."
---@type ArcadiaCard
return {
  name = "Lord Fang",
  kind = "monster",
  tier = "major villain",
  life = 5,
  overkill = 7,
  reward = 3,
  movement = 1,
  defence = 0,
  reroll = 0,
  attack = { dice = 4, type = "ranged", name = "Night Storm" },
  ability = ABILITY,
  levels = {
    ["1"] = {
      life = 5,
      overkill = 7,
      reward = 3,
      movement = 1,
      defence = 0,
      reroll = 0,
      attack = { dice = 4, type = "ranged", name = "Night Storm" },
      ability = ABILITY,
    },
    ["2-3"] = {
      life = 6,
      overkill = 8,
      reward = 3,
      movement = 1,
      defence = 1,
      reroll = 1,
      attack = { dice = 4, type = "ranged", name = "Night Storm" },
      ability = ABILITY,
      provisional = true,
    },
    ["4-5"] = {
      life = 7,
      overkill = 9,
      reward = 4,
      movement = 1,
      defence = 2,
      reroll = 1,
      attack = { dice = 5, type = "ranged", name = "Night Storm" },
      ability = ABILITY,
      provisional = true,
    },
    ["6"] = {
      life = 8,
      overkill = 11,
      reward = 5,
      movement = 2,
      defence = 2,
      reroll = 2,
      attack = { dice = 5, type = "ranged", name = "Night Storm" },
      ability = ABILITY,
      provisional = true,
    },
  },
  on = {
    -- Its controller adds enemies Close to the primary target one by one, as many as wanted.
    targets_confirmed = {
      when = function(self, e) return e.attacker == self.holder end,
      run = function(self, e, game)
        local fang, primary = self.holder, e.targets[1]
        while true do
          local options = { { key = "no more targets" } }
          for _, f in ipairs(game.figures({ on_board = true })) do
            local taken = false
            for _, t in ipairs(e.targets) do
              if t == f then taken = true end
            end
            if not taken and fang:is_enemy(f) and game.close(primary.at, f.at) then
              options[#options + 1] = { key = "also target " .. f.id, figure = f }
            end
          end
          if #options == 1 then return end
          local pick = game.choose({
            side = require("arcadia.monsters").controller(game),
            prompt = "Lord Fang: hit another enemy Close to " .. primary.id .. "?",
            options = options,
          })
          if not pick.figure then return end
          table.insert(e.targets, pick.figure)
        end
      end,
    },
  },
}
