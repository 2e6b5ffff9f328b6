-- Schmetterling the Troll: a villain that crushes everyone around it.
-- Top-level stats are the level-1 card (what the rules read today); `levels` holds every band.
-- The "2-3" band is the troll card shown in the rulebook's example (p.22), except its life.
local ABILITY = "Its attack targets every hero Close to it."
---@type ArcadiaCard
return {
  name = "Troll",
  nickname = "Schmetterling",
  kind = "monster",
  tier = "minor villain",
  life = 4,
  overkill = 6,
  reward = 3,
  movement = 2,
  defence = 2,
  reroll = 0,
  attack = { dice = 4, type = "melee", name = "Crush Your Heads!" },
  ability = ABILITY,
  levels = {
    ["1"] = {
      life = 4,
      overkill = 6,
      reward = 3,
      movement = 2,
      defence = 2,
      reroll = 0,
      attack = { dice = 4, type = "melee", name = "Crush Your Heads!" },
      ability = ABILITY,
    },
    -- Rulebook example: defence 3, reroll 2, movement 2, overkill 7, 4 melee dice, reward 3.
    -- Life is ours: the example kills it with 5 wounds, so it is at most 5.
    ["2-3"] = {
      life = 5,
      overkill = 7,
      reward = 3,
      movement = 2,
      defence = 3,
      reroll = 2,
      attack = { dice = 4, type = "melee", name = "Crush Your Heads!" },
      ability = ABILITY,
      provisional = true,
      guessed = { "life" },
    },
    ["4-5"] = {
      life = 6,
      overkill = 9,
      reward = 4,
      movement = 2,
      defence = 3,
      reroll = 2,
      attack = { dice = 5, type = "melee", name = "Crush Your Heads!" },
      ability = ABILITY,
      provisional = true,
    },
    ["6"] = {
      life = 7,
      overkill = 10,
      reward = 5,
      movement = 2,
      defence = 4,
      reroll = 3,
      attack = { dice = 5, type = "melee", name = "Crush Your Heads!" },
      ability = ABILITY,
      provisional = true,
    },
  },
  on = {
    -- Every other hero Close to the troll joins the targets (the rulebook's example: the
    -- controlling player's own hero is hit too). Heroes are figures whose card is a hero card.
    targets_confirmed = {
      when = function(self, e) return e.attacker == self.holder and self.holder.on_board end,
      run = function(self, e, game)
        local troll = self.holder
        for _, f in ipairs(game.figures({ on_board = true })) do
          local d = f.card and game.def(f.card)
          local already = false
          for _, t in ipairs(e.targets) do
            if t == f then already = true end
          end
          if not already and f ~= troll and d and d.kind == "hero" and game.close(troll.at, f.at) then
            table.insert(e.targets, f)
          end
        end
      end,
    },
  },
}
