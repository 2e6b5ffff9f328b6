-- Schmetterling's Hoard: the Reward card of the Troll's Hideout. The name renders the
-- published card's (shared/data arcadia-scenarios.md 2g); its numbers are our own design.
---@type ArcadiaCard
return {
  name = "Schmetterling's Hoard",
  kind = "upgrade",
  type = "permanent",
  level = 4,
  reward = true, -- a scenario Reward card: in no Upgrade deck, never bought
  group = "bling",
  extra_defence = 1,
  reroll = 1,
  villain_coins = 2,
  provisional = true,
  text = "+1 defence die and +1 reroll for its holder. When its holder kills a villain, its guild "
    .. "gains 2 more coins.",
  on = {
    figure_killed = {
      when = function(self, e, game)
        local d = e.figure.card and game.def(e.figure.card)
        return e.killer == self.holder
          and d ~= nil
          and type(d.tier) == "string"
          and d.tier:find("villain", 1, true) ~= nil
      end,
      run = function(self, e, game) require("arcadia.rewards").pay(game, self.holder.side, self.def.villain_coins) end,
    },
  },
}
