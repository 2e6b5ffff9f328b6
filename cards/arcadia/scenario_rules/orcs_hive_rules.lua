-- The Orcs' Hive, special rules. Destroy a Stone is the quest script kill_monster with
-- `card: bloodstone, per_guild: true, title: bloodstone_breaker, title_to: all` (one stone per
-- guild; the stones are Bloodstone objects that never come back). Here: killed Orc Captains go
-- back to the box instead of the spawn tile, so at most two guilds can kill one.
---@type ArcadiaCard
return {
  name = "The Orcs' Hive",
  kind = "scenario_rule",
  text = "Killed Orc Captains go back to the box, not to the spawn tile.",
  box_cards = { "orc_captain" },
}
