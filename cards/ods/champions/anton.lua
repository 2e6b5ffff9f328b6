-- Anton, a scholar of old ruins. His Special (a Relic from the Hand on a Hollows space, by a
-- test, no gold) is the rulebook's (FAQ p.17, p.17 "If you use your Special Ability and pass
-- the Test"); every number, the passive and the test's trait and difficulty are ours.
local tests = require("ods.tests")
local hand = require("ods.hand")

local DIFFICULTY = 7

local function relics_in_hand(game)
  local out = {}
  for id in string.gmatch(game.vars.hand or "", "[^,]+") do
    local def = game.def(id)
    if def and def.type == "relic" and not out[id] then
      out[id] = true
      out[#out + 1] = id
    end
  end
  return out
end

---@type OdsChampion
return {
  kind = "champion",
  name = "Anton",
  health = 8,
  willpower = 5,
  traits = { might = 2, agility = 2, insight = 4, awareness = 3, persuasion = 2, resolve = 3 },
  spirit_touched = false,
  start = { space = "caer_aurin", gold = 2, resources = { "lantern" }, alignment = "capital" },
  passive = {
    text = "Delver: +1 to every test Anton makes on a Hollows space.",
  },
  special = {
    text = "On a Hollows space: pick a Relic in the Hand and pass an Insight 7 test to take it, paying nothing.",
    -- offered only where it can do something: a Hollows space with a Relic in the Hand
    usable = function(card, game, champion)
      local space = champion.at and game.space(champion.at)
      return space ~= nil and space.kind == "hollows" and #relics_in_hand(game) > 0
    end,
    perform = function(card, game, champion)
      local space = champion.at and game.space(champion.at)
      if not space or space.kind ~= "hollows" then return false end
      local relics = relics_in_hand(game)
      if #relics == 0 then return false end
      local pick = relics[1]
      if #relics > 1 then
        local options = {}
        for _, id in ipairs(relics) do
          options[#options + 1] = { key = "acquire " .. id, id = id }
        end
        pick = game.choose({
          side = champion.side,
          prompt = "Anton: which Relic?",
          options = options,
          rule = "Anton's Special Action: a Relic from the Hand on a Hollows space, by a test, paying nothing (FAQ p.17; the test is our design)",
        }).id
      end
      local r =
        tests.test(game, champion, { trait = "insight", difficulty = DIFFICULTY, kind = "test", source = "special" })
      if r.passed then
        -- an acquire without gold, off a Capital/Realm space, of a relic (FAQ p.17)
        return hand.acquire(game, champion, pick, { anywhere = true, relic = true, free = true })
      end
      -- a failed attempt still allows the second discard (FAQ p.17)
      hand.second_discard(game, champion)
      hand.deal(game)
      return nil
    end,
  },
  on = {
    test_start = {
      when = function(self, e, game)
        if e.champion ~= self.holder or not e.champion.at then return false end
        return game.space(e.champion.at).kind == "hollows"
      end,
      run = function(self, e) e.bonus = (e.bonus or 0) + 1 end,
    },
  },
  provisional = true,
}
