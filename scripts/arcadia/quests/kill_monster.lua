-- PvE quest: kill a given monster (or any monsters), `count` times (default 1).
-- Parameters: `card` (a monster card id, e.g. troll) or `figure` (a figure id); neither means
-- any monster. Credit goes to the guild of the hero who dealt the last wound (AQ p.18, p.22:
-- helping to kill a villain earns its coins, not its quest).
return {
  name = "Kill a monster",
  text = "Kill the named monster (or `count` monsters).",
  on = {
    figure_killed = function(q, e, game)
      local victim = e.figure
      if victim.side ~= "monsters" then return nil end
      if q.spec.card and victim.card ~= q.spec.card then return nil end
      if q.spec.figure and victim.id ~= q.spec.figure then return nil end
      local out = {}
      for _, side in ipairs(require("arcadia.quests").credited(game, e)) do
        local key = "quest " .. q.id .. " kills"
        local n = (game.side(side)[key] or 0) + 1
        game.side(side)[key] = n
        if n >= (q.spec.count or 1) then out[#out + 1] = side end
      end
      return out
    end,
  },
}
