-- Fireball: a level-3 Upgrade card, an attack card. Our own design (none of the 161
-- Upgrade cards of the box is public); costs by level: docs/CONTENT-STATUS.md.
---@type ArcadiaCard
return {
  name = "Fireball",
  kind = "upgrade",
  type = "attack",
  level = 3,
  cost = 6,
  copies = 4, -- in the level-3 Upgrade deck (arcadia.decks)
  group = "magic",
  attack = { dice = 3, type = "ranged" },
  burn = 1,
  provisional = true,
  text = "Ranged attack with 3 dice. CRIT: every other enemy Close to the target suffers 1 wound "
    .. "(no defence roll).",
  on = {
    -- CRIT (once per roll): wounds every other enemy Close to the target, no defence roll.
    rerolls_done = {
      when = function(self, e) return e.card == self and e.attack:shows("crit") and e.targets[1].on_board end,
      run = function(self, e, game)
        local target = e.targets[1]
        local rewards = require("arcadia.rewards")
        for _, f in ipairs(game.figures({ on_board = true })) do
          if f ~= target and e.attacker:is_enemy(f) and game.close(target.at, f.at) then
            rewards.wound(game, f, self.def.burn, e.attacker, self)
          end
        end
      end,
    },
  },
}
