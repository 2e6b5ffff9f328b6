-- Hadrian, a knight sworn to Dunmarrow. Named only (p.4): everything here is our design (provisional).

local function allies_here(game, champion)
  local n = 0
  for _, f in ipairs(game.figures({ at = champion.at, on_board = true })) do
    if f.side ~= "foes" and f.id ~= champion.id and not f.dead then n = n + 1 end
  end
  return n
end

---@type OdsChampion
return {
  kind = "champion",
  name = "Hadrian",
  health = 11,
  willpower = 4,
  traits = { might = 3, agility = 3, insight = 2, awareness = 2, persuasion = 3, resolve = 3 },
  spirit_touched = false,
  start = { space = "dunmarrow", gold = 2, resources = { "longsword" }, alignment = "capital" },
  passive = {
    text = "Shieldbrother: +1 to Hadrian's Defence tests while another champion shares his space.",
  },
  special = {
    text = "Rally: every champion on Hadrian's space, himself included, regains 1 Willpower.",
    -- not offered when nobody on his space has Willpower to regain
    usable = function(card, game, champion)
      for _, f in ipairs(game.figures({ at = champion.at, on_board = true })) do
        if f.side ~= "foes" and f.max_willpower and (f.willpower or 0) < f.max_willpower then return true end
      end
      return false
    end,
    perform = function(card, game, champion)
      for _, f in ipairs(game.figures({ at = champion.at, on_board = true })) do
        if f.side ~= "foes" and f.max_willpower then f.willpower = math.min(f.max_willpower, (f.willpower or 0) + 1) end
      end
      return true
    end,
  },
  on = {
    test_start = {
      when = function(self, e, game)
        return e.champion == self.holder and e.kind == "defence" and allies_here(game, e.champion) > 0
      end,
      run = function(self, e) e.bonus = (e.bonus or 0) + 1 end,
    },
  },
  provisional = true,
}
