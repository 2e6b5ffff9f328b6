-- Zazu: an opportunist who keeps his weapon ready when the foe is distracted.
---@type ArcadiaCard
return {
  name = "Zazu",
  kind = "hero",
  defence = 2,
  life = 4,
  ability = "Opportunity",
  text = "When Zazu attacks a flanked target (one with another of its enemies Close to it), the "
    .. "attack card is not exhausted.",
  on = {
    -- The rules exhaust the attack card just before targets_confirmed; undo it here.
    targets_confirmed = {
      when = function(self, e, game)
        local zazu, target = self.holder, e.targets[1]
        if e.attacker ~= zazu or not target or not target.on_board then return false end
        for _, f in ipairs(game.figures({ on_board = true })) do
          if f ~= zazu and f ~= target and target:is_enemy(f) and game.close(target.at, f.at) then return true end
        end
        return false
      end,
      run = function(self, e) e.card.exhausted = nil end,
    },
  },
}
