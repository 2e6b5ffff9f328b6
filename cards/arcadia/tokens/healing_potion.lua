-- Healing Potion: an exploration token that, drunk on its holder's turn, mends everything.
---@type ArcadiaCard
return {
  name = "Healing Potion",
  kind = "token",
  count = 2, -- copies in the base box's exploration pool
  text = "During its holder's turn (never mid-attack), discard it to remove all of the hero's "
    .. "wounds and any Death Curse cards it has.",
  -- Offered as `drink healing_potion` among the active hero's choices (scripts/arcadia/rules.lua).
  use = {
    usable = function(self, game, hero)
      if (hero.wounds or 0) > 0 then return true end
      for _, c in ipairs(hero:cards()) do
        if c.def.kind == "death_curse" then return true end
      end
      return false
    end,
    run = function(self, game, hero)
      hero.wounds = 0
      for _, c in ipairs(hero:cards()) do
        if c.def.kind == "death_curse" then game.move_card(c, nil) end
      end
      -- A card a slot curse covered works again: its extra life and movement count.
      require("arcadia.rewards").refresh(game, hero)
      game.move_card(self, nil)
    end,
  },
}
