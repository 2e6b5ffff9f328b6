-- Trap: an exploration token that hurts whoever picks it up.
---@type ArcadiaCard
return {
  name = "Trap",
  kind = "token",
  count = 0, -- none in the base box's pool (rulebook p.25 defines it for scenarios that use it)
  wounds = 1,
  text = "The hero who picks it up suffers 1 wound that cannot be defended, and the token is "
    .. "discarded.",
  on = {
    -- Assumes the rules pass the token's card instance as `e.token`.
    token_collected = {
      when = function(self, e) return e.token == self end,
      run = function(self, e, game)
        local hero = e.figure
        game.move_card(self, nil)
        hero.wounds = (hero.wounds or 0) + self.def.wounds
        game.emit("wounds_dealt", { target = hero, card = self, wounds = self.def.wounds, detail = hero.id .. " " .. self.def.wounds })
        if hero.on_board and hero.wounds >= (hero.life or 1) then
          game.emit("figure_killed", { figure = hero, card = self, detail = hero.id })
          game.remove(hero)
        end
      end,
    },
  },
}
