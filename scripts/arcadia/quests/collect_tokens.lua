-- PvE quest: a guild's heroes hold `count` tokens (default 1) of card `token` (default
-- quest_token) at once, checked whenever one of its heroes collects a token.
return {
  name = "Collect quest tokens",
  text = "Have your heroes hold the given number of quest tokens.",
  on = {
    token_collected = function(q, e, game)
      local side = e.figure.side
      local want = q.spec.token or "quest_token"
      local n = 0
      for _, h in ipairs(game.figures({ side = side })) do
        for _, c in ipairs(h:cards()) do
          if c.card == want then n = n + 1 end
        end
      end
      if n >= (q.spec.count or 1) then return side end
      return nil
    end,
  },
}
