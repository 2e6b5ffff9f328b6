-- Lucky Charm: a trinket that turns one blank defence die a turn.
-- A worked example of docs/MODDING.md: copy it to cards/arcadia/upgrades/lucky_charm.lua.
---@type ArcadiaCard
return {
  name = "Lucky Charm",
  kind = "upgrade",
  type = "permanent",
  level = 1,
  cost = 2,
  group = "trinket",
  text = "Once per activation, after its holder rolls defence against an attack, it may reroll "
    .. "one blank die.",
  provisional = true, -- our own design, not a published card
  on = {
    -- Right after both pools are rolled, before the usual rerolls. `e.defence` is the roll of
    -- the primary target, so the charm helps only when its holder is that target.
    dice_rolled = {
      when = function(self, e)
        if e.targets[1] ~= self.holder or self.used then return false end
        for _, d in ipairs(e.defence:dice()) do
          if d.face == "blank" then return true end
        end
        return false
      end,
      run = function(self, e, game)
        local holder = self.holder
        local options = { { key = "keep", label = "keep the defence roll" } }
        for i, d in ipairs(e.defence:dice()) do
          if d.face == "blank" then
            options[#options + 1] = { key = "lucky " .. i, label = "reroll die " .. i .. " (blank)", die = i }
          end
        end
        local pick = game.choose({
          side = holder.side,
          prompt = "Lucky Charm: " .. holder.id .. " may reroll a blank defence die",
          options = options,
        })
        if pick.die then
          e.defence:reroll(pick.die)
          -- Card variables live in the game state, so undo and replay see them.
          self.used = true
        end
      end,
    },
    -- Whoever's activation it was, the next one may use the charm again.
    activation_end = {
      when = function(self) return self.used == true end,
      run = function(self) self.used = nil end,
    },
  },
}
