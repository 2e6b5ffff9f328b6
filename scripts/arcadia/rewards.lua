-- Kills and rewards (rulebook p.18, 23-24): kill credit, coins, death tokens and curses,
-- exploration tokens, resting. The rules call these at fixed points.
local monsters = require("arcadia.monsters")

local rewards = {}

--- Setup: every guild starts with no coins.
function rewards.setup(game)
  for _, s in ipairs(game.sides()) do
    if s ~= "monsters" then game.side(s).coins = game.side(s).coins or 0 end
  end
end

--- `victim` reached its life in wounds from `killer` (nil for no figure) using `card`.
function rewards.kill(game, victim, killer, card)
  game.emit("figure_killed", { figure = victim, killer = killer, card = card, detail = victim.id })
  game.remove(victim)
  if victim.side == "monsters" then monsters.killed(game, victim, killer) end
end

--- The active hero finished a point of movement (or begins its activation) at its space:
--- forced token pick-up happens here.
function rewards.arrived(game, hero) end

--- A guild rests (AQ p.14): unexhaust, reorganise, resurrect, recover from daze.
function rewards.rest(game, side)
  game.emit("rest", { side = side, detail = side })
  for _, f in ipairs(game.figures({ side = side })) do
    for _, c in ipairs(game.cards({ holder = f })) do c.exhausted = nil end
  end
end

return rewards
