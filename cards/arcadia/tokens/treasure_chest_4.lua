-- Treasure Chest (4): an exploration token worth 4 coins to its guild at the end of the scenario.
---@type ArcadiaCard
return {
  name = "Treasure Chest",
  kind = "token",
  count = 2, -- copies in the base box's exploration pool
  coins = 4,
  text = "At the end of the scenario, gives 4 coins to the guild of the hero holding it.",
  -- Not scripted: rewards.end_of_scenario pays `coins` to the holder's guild.
}
