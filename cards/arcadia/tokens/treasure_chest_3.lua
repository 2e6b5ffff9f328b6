-- Treasure Chest (3): an exploration token worth 3 coins to its guild at the end of the scenario.
---@type ArcadiaCard
return {
  name = "Treasure Chest",
  kind = "token",
  count = 2, -- copies in the base box's exploration pool
  coins = 3,
  text = "At the end of the scenario, gives 3 coins to the guild of the hero holding it.",
  -- Not scripted: scenario-end scoring is not written yet; the rules must add `coins`.
}
