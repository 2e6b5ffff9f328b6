-- Natasha, a quick-fingered wanderer out of Oakhold. Named only (p.4): everything here is our
-- design (provisional).
local tests = require("ods.tests")

local DIFFICULTY, GOLD = 7, 2

---@type OdsChampion
return {
  kind = "champion",
  name = "Natasha",
  health = 8,
  willpower = 5,
  traits = { might = 2, agility = 4, insight = 3, awareness = 3, persuasion = 3, resolve = 1 },
  spirit_touched = false,
  start = { space = "oakhold", gold = 4, resources = { "thieves_tools" }, alignment = "realm" },
  passive = {
    text = "Silver Tongue: +1 to Natasha's Persuasion tests.",
  },
  special = {
    text = "Pilfer: pass an Agility 7 test to gain 2 Gold.",
    perform = function(card, game, champion)
      local r =
        tests.test(game, champion, { trait = "agility", difficulty = DIFFICULTY, kind = "test", source = "special" })
      if r.passed then champion.gold = (champion.gold or 0) + GOLD end
      -- a failed attempt still spends the action and the Turn's Special (false would mean
      -- "nothing to do here" and hand the action back)
      return true
    end,
  },
  on = {
    test_start = {
      when = function(self, e) return e.champion == self.holder and e.trait == "persuasion" end,
      run = function(self, e) e.bonus = (e.bonus or 0) + 1 end,
    },
  },
  provisional = true,
}
