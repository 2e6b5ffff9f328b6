-- Flame Burst: a ranged spell whose CRIT sets the target's surroundings on fire.
-- A worked example of docs/MODDING.md: copy it to cards/arcadia/upgrades/flame_burst.lua.
---@type ArcadiaCard
return {
  name = "Flame Burst",
  kind = "upgrade",
  type = "attack",
  level = 1,
  cost = 3,
  group = "magic",
  attack = { dice = 2, type = "ranged" }, -- the rules offer it as `attack HERO flame_burst TARGET`
  burn = 1, -- wounds the CRIT deals to each enemy Close to the target
  text = "Ranged attack with 2 dice. CRIT: every other enemy Close to the target suffers 1 wound "
    .. "(no defence roll).",
  provisional = true, -- our own design, not a published card
  on = {
    -- After every reroll the dice are final: the moment for CRIT effects. `when` keeps the
    -- card out of every attack but its own, and fires once per roll however many CRITs show.
    rerolls_done = {
      when = function(self, e) return e.card == self and e.attack:shows("crit") end,
      run = function(self, e, game)
        local target = e.targets[1]
        if not target.on_board then return end
        -- Kills go through the rules' own kill step: coins, death curses, monster respawn.
        local rewards = require("arcadia.rewards")
        for _, f in ipairs(game.figures({ on_board = true })) do
          if f ~= target and e.attacker:is_enemy(f) and game.close(target.at, f.at) then
            f.wounds = (f.wounds or 0) + self.def.burn
            game.emit("wounds_dealt", {
              attacker = e.attacker, target = f, card = self, wounds = self.def.burn,
              detail = f.id .. " " .. self.def.burn,
            })
            if f.on_board and f.wounds >= (f.life or 1) then
              rewards.kill(game, f, e.attacker, self)
            end
          end
        end
      end,
    },
  },
}
