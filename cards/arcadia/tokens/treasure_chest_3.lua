-- Treasure Chest (3): an exploration token worth 3 coins to its guild at the end of the scenario.
---@type ArcadiaCard
return {
  name = "Treasure Chest",
  kind = "token",
  count = 2, -- copies in the base box's exploration pool
  coins = 3,
  text = "At the end of the scenario, gives 3 coins to the guild of the hero holding it.",
  -- Not scripted: rewards.end_of_scenario pays `coins` to the holder's guild.
}
