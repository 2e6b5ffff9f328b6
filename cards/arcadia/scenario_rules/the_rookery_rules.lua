-- The Rookery, special rules: each guild may hold only one quest token (an eagle) at a time; a
-- hero of a guild that already holds one leaves the next where it lies (rewards.may_collect).
-- Killed hammer beastmen go back to the box instead of the spawn tile, so at most two guilds
-- can kill one. Rescue the Eagles is the quest script rescue_eagles (`at`: the blue portal).
---@type ArcadiaCard
return {
  name = "The Rookery",
  kind = "scenario_rule",
  text = "A guild holds one quest token at a time. Killed hammer beastmen go back to the box.",
  one_quest_token = true,
  box_cards = { "hammer_beastman" },
}
