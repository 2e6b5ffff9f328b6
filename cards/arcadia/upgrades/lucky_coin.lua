-- Lucky Coin: a level-4 Upgrade card, a Permanent card. Our own design (none of the 161
-- Upgrade cards of the box is public); costs by level: docs/CONTENT-STATUS.md.
---@type ArcadiaCard
return {
  name = "Lucky Coin",
  kind = "upgrade",
  type = "permanent",
  level = 4,
  cost = 6,
  copies = 4, -- in the level-4 Upgrade deck (arcadia.decks)
  group = "bling",
  reroll = 1,
  kill_coins = 1,
  provisional = true,
  text = "+1 reroll for its holder. When its holder kills a monster, its guild gains 1 more coin.",
  on = {
    figure_killed = {
      when = function(self, e) return e.killer == self.holder and e.figure.side == "monsters" end,
      run = function(self, e, game) require("arcadia.rewards").pay(game, self.holder.side, self.def.kill_coins) end,
    },
  },
}
