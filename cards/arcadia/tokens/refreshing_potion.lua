-- Refreshing Potion: an exploration token that readies all its holder's cards at once.
---@type ArcadiaCard
return {
  name = "Refreshing Potion",
  kind = "token",
  count = 2, -- copies in the base box's exploration pool
  text = "During its holder's turn, discard it to unexhaust all of the hero's cards (the hero "
    .. "card too).",
  on = {
    -- Offered when its holder's activation starts, as the healing potion is.
    activation_start = {
      when = function(self, e)
        if e.figure ~= self.holder then return false end
        for _, c in ipairs(self.holder:cards()) do
          if c.exhausted then return true end
        end
        return false
      end,
      run = function(self, e, game)
        local hero = self.holder
        local pick = game.choose({
          side = hero.side,
          prompt = hero.id .. " may drink the refreshing potion",
          options = { { key = "keep potion" }, { key = "drink refreshing potion" } },
        })
        if pick.key ~= "drink refreshing potion" then return end
        for _, c in ipairs(hero:cards()) do c.exhausted = nil end
        game.move_card(self, nil)
      end,
    },
  },
}
