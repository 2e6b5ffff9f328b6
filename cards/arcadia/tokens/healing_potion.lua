-- Healing Potion: an exploration token that, drunk on its holder's turn, mends everything.
---@type ArcadiaCard
return {
  name = "Healing Potion",
  kind = "token",
  count = 2, -- copies in the base box's exploration pool
  text = "During its holder's turn (never mid-attack), discard it to remove all of the hero's "
    .. "wounds and any Death Curse cards it has.",
  on = {
    -- The rules have no "use a token" action yet, so the potion is offered when its holder's
    -- activation starts (one moment of the turn; see docs/CONTENT-STATUS.md).
    activation_start = {
      when = function(self, e)
        if e.figure ~= self.holder then return false end
        if (e.figure.wounds or 0) > 0 then return true end
        for _, c in ipairs(e.figure:cards()) do
          if c.def.kind == "death_curse" then return true end
        end
        return false
      end,
      run = function(self, e, game)
        local hero = self.holder
        local pick = game.choose({
          side = hero.side,
          prompt = hero.id .. " may drink the healing potion",
          options = { { key = "keep potion" }, { key = "drink healing potion" } },
        })
        if pick.key ~= "drink healing potion" then return end
        hero.wounds = 0
        for _, c in ipairs(hero:cards()) do
          if c.def.kind == "death_curse" then game.move_card(c, nil) end
        end
        -- A card a slot curse covered works again: its extra life and movement count.
        require("arcadia.rewards").refresh(game, hero)
        game.move_card(self, nil)
      end,
    },
  },
}
