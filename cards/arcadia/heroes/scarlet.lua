-- Scarlet: an assassin who strikes hardest when her victim is busy with someone else.
---@type ArcadiaCard
return {
  name = "Scarlet",
  kind = "hero",
  defence = 3,
  life = 3,
  ability = "Backstab",
  text = "Scarlet rolls one more attack die against a flanked target: one that has another of "
    .. "its enemies Close to it.",
  on = {
    dice_pools_built = {
      when = function(self, e, game)
        local scarlet, target = self.holder, e.target
        if e.attacker ~= scarlet or not target.on_board then return false end
        for _, f in ipairs(game.figures({ on_board = true })) do
          if f ~= scarlet and f ~= target and target:is_enemy(f) and game.close(target.at, f.at) then return true end
        end
        return false
      end,
      run = function(self, e) e.attack_dice = e.attack_dice + 1 end,
    },
  },
}
