-- Selene, a seer of Greyhaven Abbey. Her Special (top two Event cards, one back on top, one to
-- the bottom, p.16) and a passive limited to Quest Scenarios (FAQ p.18) are the rulebook's;
-- the passive's form (two dice), the numbers and the texts are ours (provisional).
local decks = require("ods.decks")

---@type OdsChampion
return {
  kind = "champion",
  name = "Selene",
  health = 7,
  willpower = 6,
  traits = { might = 1, agility = 2, insight = 4, awareness = 3, persuasion = 2, resolve = 4 },
  spirit_touched = true,
  start = { space = "greyhaven_abbey", gold = 1, resources = { "warding" }, alignment = "realm" },
  passive = {
    text = "Foresight: in Quest Scenarios Selene rolls two dice and keeps the higher.",
    two_dice = { deck = "quest" },
  },
  special = {
    text = "Omens: look at the top two Event cards; put one back on top and the other at the bottom.",
    -- with fewer than two Event cards left there is nothing to reorder
    usable = function(card, game, champion) return decks.size(game, "event") >= 2 end,
    perform = function(card, game, champion)
      local a = decks.draw(game, "event")
      if not a then return false end
      local b = decks.draw(game, "event")
      if not b then
        decks.put_top(game, "event", a)
        return true
      end
      local pick = { top = a, other = b } -- two copies of one Event: nothing to choose
      if a ~= b then
        pick = game.choose({
          side = champion.side,
          prompt = "Selene: which Event stays on top?",
          secret = true,
          options = { { key = "top " .. a, top = a, other = b }, { key = "top " .. b, top = b, other = a } },
          rule = "Selene's Special Action, Omens: of the top two Event cards one goes back on top, the other to the bottom (rulebook p.16)",
        })
      end
      decks.bottom(game, "event", pick.other, false)
      decks.put_top(game, "event", pick.top)
      return true
    end,
  },
  provisional = true,
}
