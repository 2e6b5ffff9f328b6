-- Refreshing Potion: an exploration token that readies all its holder's cards at once.
---@type ArcadiaCard
return {
  name = "Refreshing Potion",
  kind = "token",
  count = 2, -- copies in the base box's exploration pool
  text = "During its holder's turn, discard it to unexhaust all of the hero's cards (the hero " .. "card too).",
  -- Offered as `drink refreshing_potion` among the active hero's choices, like the healing potion.
  use = {
    usable = function(self, game, hero)
      for _, c in ipairs(hero:cards()) do
        if c.exhausted then return true end
      end
      return false
    end,
    run = function(self, game, hero)
      for _, c in ipairs(hero:cards()) do
        c.exhausted = nil
      end
      game.move_card(self, nil)
    end,
  },
}
