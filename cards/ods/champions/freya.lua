-- Freya, a sea-ranger of Saltmere. Named only (p.4): everything here is our design (provisional).
local decks = require("ods.decks")

-- the World deck of a location type, as decks.lua names it (docs/ODS.md §3: deck_world_X)
local function world_deck(kind) return "world_" .. kind end

-- the bottom of the face-down part: resolved scenarios lie under it face up (p.15), and
-- decks.bottom(face_up = false) would slip the card below them
local function under_face_down(game, deck, id)
  local list = decks.list(game, deck)
  table.insert(list, #list - decks.face_up(game, deck) + 1, id)
  game.vars["deck_" .. deck] = table.concat(list, ",")
end

---@type OdsChampion
return {
  kind = "champion",
  name = "Freya",
  health = 9, willpower = 5,
  traits = { might = 3, agility = 4, insight = 2, awareness = 3, persuasion = 2, resolve = 2 },
  spirit_touched = false,
  start = { space = "saltmere", gold = 3, resources = { "hunting_bow" }, alignment = "realm" },
  passive = {
    text = "Keen Eyes: Freya rolls two dice and keeps the higher on every Awareness test.",
  },
  special = {
    text = "Scout Ahead: look at the top card of the World deck of Freya's space; leave it or put it at the bottom.",
    perform = function(card, game, champion)
      local deck = world_deck(game.space(champion.at).kind)
      local top = decks.draw(game, deck)           -- nil when every card is face up (exhausted)
      if not top then return false end
      local pick = game.choose({ side = champion.side, prompt = "Freya scouts: " .. top,
        options = { { key = "top " .. top, where = "top" }, { key = "bottom " .. top, where = "bottom" } } })
      if pick.where == "top" then decks.put_top(game, deck, top) else under_face_down(game, deck, top) end
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
