-- Brom, a mountain warrior of Highcairn. The rulebook names him only (standees, p.4): traits,
-- passive and special are our design (provisional).
local HEAL = 3

---@type OdsChampion
return {
  kind = "champion",
  name = "Brom",
  health = 12,
  willpower = 4,
  traits = { might = 4, agility = 2, insight = 1, awareness = 2, persuasion = 2, resolve = 4 },
  spirit_touched = false,
  start = { space = "highcairn", gold = 1, resources = { "round_shield" }, alignment = "capital" },
  passive = {
    text = "Stonehide: +1 to Brom's Defence tests.",
  },
  special = {
    text = "Second Wind: Brom regains 3 Health.",
    -- not offered at full Health: it would spend an action for nothing
    usable = function(card, game, champion) return (champion.health or 0) < (champion.max_health or 0) end,
    perform = function(card, game, champion)
      champion.health = math.min(champion.max_health, (champion.health or 0) + HEAL)
      return true
    end,
  },
  on = {
    test_start = {
      when = function(self, e) return e.champion == self.holder and e.kind == "defence" end,
      run = function(self, e) e.bonus = (e.bonus or 0) + 1 end,
    },
  },
  provisional = true,
}
