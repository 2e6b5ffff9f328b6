-- Tamlin, a fae-touched ranger of Westmarch Keep. A champion rolling two dice on one location
-- type, combat included, is the rulebook's (FAQ p.17, unnamed there); giving it to Tamlin on
-- Wilds spaces, the numbers and the special are ours (provisional).

local function wants(champion)
  local out = {}
  if (champion.health or 0) < (champion.max_health or 0) then out[#out + 1] = { key = "health" } end
  if (champion.willpower or 0) < (champion.max_willpower or 0) then out[#out + 1] = { key = "willpower" } end
  return out
end

---@type OdsChampion
return {
  kind = "champion",
  name = "Tamlin",
  health = 9,
  willpower = 5,
  traits = { might = 3, agility = 3, insight = 2, awareness = 3, persuasion = 2, resolve = 2 },
  spirit_touched = true,
  start = { space = "westmarch_keep", gold = 2, resources = { "loyal_hound" }, alignment = "wilds" },
  passive = {
    text = "Wildborn: on a Wilds space Tamlin rolls two dice and keeps the higher on every test, combat included.",
    two_dice = { location = "wilds" },
  },
  special = {
    text = "Forage: on a Wilds space Tamlin regains 2 Health or 1 Willpower.",
    -- offered only on a Wilds space and when Health or Willpower is below its maximum
    usable = function(card, game, champion)
      return champion.at ~= nil and game.space(champion.at).kind == "wilds" and #wants(champion) > 0
    end,
    perform = function(card, game, champion)
      if game.space(champion.at).kind ~= "wilds" then return false end
      local options = wants(champion)
      if #options == 0 then return false end
      local pick = options[1]
      if #options > 1 then
        pick = game.choose({
          side = champion.side,
          prompt = "Tamlin forages for",
          options = options,
          rule = "Tamlin's Special Action, Forage: on a Wilds space, 2 Health or 1 Willpower (our design, provisional)",
        })
      end
      if pick.key == "health" then
        champion.health = math.min(champion.max_health, champion.health + 2)
      else
        champion.willpower = math.min(champion.max_willpower, champion.willpower + 1)
      end
      return true
    end,
  },
  provisional = true,
}
