-- Freya, a sea-ranger of Saltmere. Named only (p.4): everything here is our design (provisional).
local decks = require("ods.decks")

-- the World deck of a location type, as decks.lua names it (docs/ODS.md §3: deck_world_X)
local function world_deck(kind) return "world_" .. kind end

---@type OdsChampion
return {
  kind = "champion",
  name = "Freya",
  health = 9,
  willpower = 5,
  traits = { might = 3, agility = 4, insight = 2, awareness = 3, persuasion = 2, resolve = 2 },
  spirit_touched = false,
  start = { space = "saltmere", gold = 3, resources = { "hunting_bow" }, alignment = "realm" },
  passive = {
    text = "Keen Eyes: Freya rolls two dice and keeps the higher on every Awareness test.",
  },
  special = {
    text = "Scout Ahead: look at the top card of the World deck of Freya's space; leave it or put it at the bottom.",
    -- not offered where the space's World deck is exhausted (nothing face down to look at, p.15)
    usable = function(card, game, champion)
      return champion.at ~= nil and not decks.exhausted(game, world_deck(game.space(champion.at).kind))
    end,
    perform = function(card, game, champion)
      local deck = world_deck(game.space(champion.at).kind)
      local top = decks.draw(game, deck) -- nil when every card is face up (exhausted)
      if not top then return false end
      local pick = game.choose({
        side = champion.side,
        prompt = "Freya scouts: " .. top,
        secret = true,
        options = { { key = "top " .. top, where = "top" }, { key = "bottom " .. top, where = "bottom" } },
        rule = "Freya's Special Action, Scout Ahead: the top World card of her space stays or goes to the bottom (our design, provisional)",
      })
      -- "bottom" = under the face-down cards, above the resolved face-up ones (p.15)
      if pick.where == "top" then
        decks.put_top(game, deck, top)
      else
        decks.under(game, deck, top)
      end
      return true
    end,
  },
  on = {
    test_start = {
      when = function(self, e) return e.champion == self.holder and e.trait == "awareness" end,
      run = function(self, e) e.dice = 2 end,
    },
  },
  provisional = true,
}
