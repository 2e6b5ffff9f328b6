-- Scroll: Scroll of Recall (ATC 7.2: instantaneous, no roll, flips the team token).
-- Our own design (the rulebook prints no card of this deck): provisional.
-- Scrolls ignore range and vision and roll nothing (ATC 7.2): `to` picks any living ally
-- (bearer included), any living enemy, a dead ally, or the bearer itself.
local function pick(game, bearer, to, name)
  if to == "self" then return bearer end
  local board = require("arena.board")
  local options = {}
  local filter = to == "dead_ally" and { dead = true, ally_of = bearer } or nil
  for _, f in ipairs(board.combatants(game, filter)) do
    if to == "dead_ally" or (to == "ally") == (f.side == bearer.side) then
      options[#options + 1] = { key = "scroll on " .. f.id, figure = f }
    end
  end
  if #options == 0 then return nil end
  if #options == 1 then return options[1].figure end
  return game.choose({ side = bearer.side, prompt = name .. ": on whom?", options = options }).figure
end
local function regain_special(game, hero, chooser)
  local spent = {}
  for _, c in ipairs(hero:cards()) do
    if c.def.kind == "attack" and c.def.tier == "special" and c.spent then
      spent[#spent + 1] = { key = "regain " .. c.card, card = c }
    end
  end
  if #spent == 0 then return end
  local pick = #spent == 1 and spent[1] or game.choose({ side = chooser.side,
    prompt = hero.id .. " regains which special attack?", options = spent })
  pick.card.spent = nil
end
---@type ArenaScroll
return {
  kind = "scroll",
  name = "Scroll of Recall",
  effects = {
    { regain_special = 1, to = "ally" },
  },
  text = "One hero of your team regains one of its spent Special Attacks (ATC 5.4.10).",
  perform = function(card, game, bearer)
    local fx = require("arena.effects")
    local movement = require("arena.movement")
    for _, spec in ipairs(card.def.effects) do
      local f = pick(game, bearer, spec.to, card.def.name)
      if f then
        if spec.heal then fx.heal(game, f, spec.heal, bearer)
        elseif spec.damage then fx.damage(game, f, spec.damage, bearer, card, "effect")
        elseif spec.remove_effects then
          for _, e in ipairs(fx.list(game, f)) do
            local harmful = e.source_side ~= f.side
            if spec.remove_effects == "all" or (spec.remove_effects == "harmful") == harmful then fx.remove(game, f, e.n) end
          end
        elseif spec.regain_special then regain_special(game, f, bearer)
        elseif spec.revive then movement.revive(game, f, bearer, spec.revive, f.died_at)
        elseif spec.push then movement.push(game, f, spec.push, bearer)
        elseif spec.move then movement.benefit_move(game, f, spec.move)
        end
      end
    end
    fx.check_deaths(game, bearer)
  end,
  provisional = true,
}
