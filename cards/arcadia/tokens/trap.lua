-- Trap: an exploration token that hurts whoever picks it up.
---@type ArcadiaCard
return {
  name = "Trap",
  kind = "token",
  count = 0, -- none in the base box's pool (rulebook p.25 defines it for scenarios that use it)
  wounds = 1,
  text = "The hero who picks it up suffers 1 wound that cannot be defended, and the token is " .. "discarded.",
  on = {
    -- The rules pass the token's card instance as `e.token`.
    token_collected = {
      when = function(self, e) return e.token == self end,
      run = function(self, e, game)
        game.move_card(self, nil)
        -- A neutral game element: a death here pays every other guild (rulebook p.18).
        require("arcadia.rewards").wound(game, e.figure, self.def.wounds, nil, self)
      end,
    },
  },
}
