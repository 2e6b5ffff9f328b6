-- Bean Sidhe (epic foe, morrigan). Named by the rulebook (components p.4, one standee); alignment from
-- docs/ODS.md §9; stats, reward and ability our design (provisional). Removed from the game
-- when defeated (p.14).
-- combat_round_end lists only the foes still alive (never in the round it dies, FAQ p.17)
local function alive(self, e)
  if not self.holder or not self.holder.on_board then return false end
  for _, f in ipairs(e.foes or e.alive or {}) do
    if f == self.holder or f.id == self.holder.id or f == self.holder.id then return true end
  end
  return false
end

---@type OdsEpicFoe
return {
  kind = "epic_foe",
  name = "Bean Sidhe",
  villain = "morrigan",
  defence = 6, attack = 7, health = 9, reward = 5,
  standees = 1,
  ability = {
    text = "Keening: at the end of each combat round she survives, each champion on her space loses 1 Willpower.",
  },
  on = {
    combat_round_end = {
      when = function(self, e) return alive(self, e) end,
      run = function(self, e, game)
        for _, f in ipairs(game.figures({ at = self.holder.at, on_board = true })) do
          if f.side ~= "foes" and not f.dead then f.willpower = math.max(0, (f.willpower or 0) - 1) end
        end
      end,
    },
  },
  provisional = true,
}
