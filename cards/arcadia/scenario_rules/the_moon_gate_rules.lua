-- The Moon Gate, special rules. Close the Gate is the quest script close_gate (a gate space,
-- then a spawn token leaves the board; the first guild becomes Guardian of the Gate). Here:
-- killed Orc Captains go back to the box instead of the spawn tile, so at most two guilds can
-- kill one (the Orc Captain quest is kill_monster with `card: orc_captain`).
---@type ArcadiaCard
return {
  name = "The Moon Gate",
  kind = "scenario_rule",
  text = "Killed Orc Captains go back to the box, not to the spawn tile.",
  box_cards = { "orc_captain" },
}
