-- Nora, a hedge-witch of Hollin Vale. Named only (p.4): everything here is our design
-- (provisional). Spirit-Touched, so spells are playable from the start (docs/ODS.md §9).

local function champions_here(game, champion)
  local out = {}
  for _, f in ipairs(game.figures({ at = champion.at, on_board = true })) do
    if f.side ~= "foes" and f.max_health and not f.dead then out[#out + 1] = f end
  end
  return out
end

local MEND = 2

---@type OdsChampion
return {
  kind = "champion",
  name = "Nora",
  health = 7,
  willpower = 6,
  traits = { might = 1, agility = 2, insight = 3, awareness = 4, persuasion = 3, resolve = 3 },
  spirit_touched = true,
  start = { space = "hollin_vale", gold = 1, resources = { "heal" }, alignment = "realm" },
  passive = {
    text = "Hearthwise: when Nora rests she regains 1 more Health.",
  },
  special = {
    -- offered only when someone on her space (herself included) is below full Health
    usable = function(card, game, champion)
      for _, f in ipairs(champions_here(game, champion)) do
        if (f.health or 0) < (f.max_health or 0) then return true end
      end
      return false
    end,
    text = "Mend: a champion on Nora's space (she may pick herself) regains 2 Health.",
    perform = function(card, game, champion)
      local here = champions_here(game, champion)
      local target = here[1]
      if #here > 1 then
        local options = {}
        for _, f in ipairs(here) do
          options[#options + 1] = { key = "on " .. f.id, figure = f }
        end
        target = game.choose({
          side = champion.side,
          prompt = "Nora mends whom?",
          options = options,
          rule = "Nora's Special Action, Mend: a champion on her space, herself too, regains 2 Health (our design, provisional)",
        }).figure
      end
      if not target then return false end
      target.health = math.min(target.max_health, (target.health or 0) + MEND)
      return true
    end,
  },
  on = {
    action = {
      when = function(self, e) return e.champion == self.holder and e.action == "rest" and not e.cancelled end,
      run = function(self, e)
        local f = e.champion
        f.health = math.min(f.max_health, (f.health or 0) + 1)
      end,
    },
  },
  provisional = true,
}
