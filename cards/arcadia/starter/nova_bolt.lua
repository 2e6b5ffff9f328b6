-- Nova Bolt: a ranged spell whose CRIT lets the blast catch a second enemy next to the first.
---@type ArcadiaCard
return {
  name = "Nova Bolt",
  kind = "upgrade",
  level = "starter",
  cost = 0,
  group = "magic",
  attack = { dice = 2, type = "ranged" },
  text = "Ranged attack with 2 dice. CRIT: the attack may also hit a second enemy Close to the primary target; both suffer all the hits.",
  on = {
    rerolls_done = {
      -- CRIT-gated: once per roll, however many CRITs show (AQ-DICE).
      when = function(self, e) return e.card == self and e.attack:shows("crit") end,
      run = function(self, e, game)
        local primary = e.targets[1]
        local options = { { key = "no second target" } }
        for _, f in ipairs(game.figures({ on_board = true })) do
          if e.attacker:is_enemy(f) and f ~= primary and game.close(primary.at, f.at) then
            options[#options + 1] = { key = "second target " .. f.id, figure = f }
          end
        end
        if #options == 1 then return end
        local pick = game.choose({ side = e.attacker.side, prompt = "Nova Bolt: a second target?", options = options })
        if pick.figure then table.insert(e.targets, pick.figure) end
      end,
    },
  },
}
