-- Chain Lightning: a level-4 Upgrade card, an attack card. Our own design (none of the 161
-- Upgrade cards of the box is public); costs by level: docs/CONTENT-STATUS.md.
---@type ArcadiaCard
return {
  name = "Chain Lightning",
  kind = "upgrade",
  type = "attack",
  level = 4,
  cost = 7,
  copies = 4, -- in the level-4 Upgrade deck (arcadia.decks)
  group = "magic",
  attack = { dice = 4, type = "ranged" },
  second_target = "target",
  provisional = true,
  text = "Ranged attack with 4 dice. CRIT: it may also hit one more enemy Close to the target, who"
    .. " defends against the same roll.",
  on = {
    -- CRIT (once per roll): one more enemy Close to the attacker or to the target (`second_target`)
    -- becomes a target of the same roll; it rolls its own defence.
    rerolls_done = {
      when = function(self, e) return e.card == self and e.attack:shows("crit") end,
      run = function(self, e, game)
        local around = self.def.second_target == "attacker" and e.attacker or e.targets[1]
        local options = { { key = "no second target" } }
        for _, f in ipairs(game.figures({ on_board = true })) do
          local taken = false
          for _, t in ipairs(e.targets) do
            if t == f then taken = true end
          end
          if not taken and e.attacker:is_enemy(f) and game.close(around.at, f.at) then
            options[#options + 1] = { key = "second target " .. f.id, figure = f }
          end
        end
        if #options == 1 then return end
        local pick = game.choose({
          side = e.attacker.side, prompt = self.def.name .. ": a second target?", options = options,
        })
        if pick.figure then table.insert(e.targets, pick.figure) end
      end,
    },
  },
}
