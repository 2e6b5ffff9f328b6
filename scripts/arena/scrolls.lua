-- Scrolls (ATC 7.2): instantaneous effects with no roll, range or vision. A scroll card is data
-- (`effects`, each with `to` = "self" | "ally" | "enemy" | "dead_ally"); `scrolls.perform` runs
-- them unless the card brings its own `perform`. pvp.lua flips the token and removes the card.
local board = require("arena.board")
local fx = require("arena.effects")

local scrolls = {}

--- Whom effect `to` lands on: the bearer itself, or a chosen living ally (bearer included),
--- living enemy or dead ally; nil when there is none.
local function pick(game, bearer, to, name)
  if to == "self" then return bearer end
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

--- Runs scroll `card`'s effects for `bearer`, in order, then checks deaths.
function scrolls.perform(card, game, bearer)
  local movement = require("arena.movement")
  local attack = require("arena.attack")
  for _, spec in ipairs(card.def.effects or {}) do
    local f = pick(game, bearer, spec.to, card.def.name)
    if f then
      if spec.heal then fx.heal(game, f, spec.heal, bearer)
      elseif spec.damage then fx.damage(game, f, spec.damage, bearer, card, "effect")
      elseif spec.remove_effects then
        for _, e in ipairs(fx.list(game, f)) do
          local harmful = e.source_side ~= f.side
          if spec.remove_effects == "all" or (spec.remove_effects == "harmful") == harmful then fx.remove(game, f, e.n) end
        end
      elseif spec.regain_special then attack.regain_special(game, f, bearer)
      elseif spec.revive then movement.revive(game, f, bearer, spec.revive, f.died_at)
      elseif spec.push then movement.push(game, f, spec.push, bearer)
      elseif spec.move then movement.benefit_move(game, f, spec.move)
      end
    end
  end
  fx.check_deaths(game, bearer)
end

return scrolls
