-- Sister of Pain: a sorceress whose lucky blows leave her victims' weapons spent.
-- Top-level stats are the level-1 card (what the rules read today); `levels` holds every band.
local ABILITY = "Each CRIT she rolls when attacking exhausts one of the target's attack cards."
---@type ArcadiaCard
return {
  name = "Sister of Pain",
  kind = "monster",
  tier = "major minion", -- one source says minor villain (see docs/CONTENT-STATUS.md)
  life = 3,
  overkill = 5,
  reward = 2,
  movement = 1,
  defence = 0,
  reroll = 0,
  attack = { dice = 3, type = "melee", name = "Bitter Lash" },
  ability = ABILITY,
  levels = {
    ["1"] = {
      life = 3,
      overkill = 5,
      reward = 2,
      movement = 1,
      defence = 0,
      reroll = 0,
      attack = { dice = 3, type = "melee", name = "Bitter Lash" },
      ability = ABILITY,
    },
    ["2-3"] = {
      life = 4,
      overkill = 6,
      reward = 2,
      movement = 1,
      defence = 1,
      reroll = 1,
      attack = { dice = 3, type = "melee", name = "Bitter Lash" },
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
      attack = { dice = 4, type = "melee", name = "Bitter Lash" },
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
      attack = { dice = 5, type = "melee", name = "Bitter Lash" },
      ability = ABILITY,
      provisional = true,
    },
  },
  on = {
    -- The sister's controller picks which ready attack card of the primary target to exhaust.
    results_computed = {
      when = function(self, e) return e.attacker == self.holder and e.crits > 0 end,
      run = function(self, e, game)
        local target = e.targets[1]
        for _ = 1, e.crits do
          local options, seen = {}, {}
          for _, c in ipairs(target:cards()) do
            -- two copies of one card are interchangeable: offer each card name once
            if c.def.kind == "upgrade" and c.def.attack and not c.exhausted and not seen[c.card] then
              seen[c.card] = true
              options[#options + 1] = { key = "exhaust " .. c.card, card = c }
            end
          end
          if #options == 0 then return end
          local pick = options[1]
          if #options > 1 then
            pick = game.choose({
              side = require("arcadia.monsters").controller(game),
              prompt = "Sister of Pain: exhaust which card of " .. target.id .. "?",
              options = options,
            })
          end
          pick.card.exhausted = true
        end
      end,
    },
  },
}
