-- The Skin-Walker (epic foe, dragon). Named by the rulebook (components p.4, one standee); alignment from
-- docs/ODS.md §9; stats, reward and ability our design (provisional). Removed from the game
-- when defeated (p.14).
---@type OdsEpicFoe
return {
  kind = "epic_foe",
  name = "The Skin-Walker",
  villain = "dragon",
  defence = 6,
  attack = 8,
  health = 11,
  reward = 5,
  standees = 1,
  ability = {
    text = "It stalks the weakest: always the engaged champion with the lowest Agility.",
    targets = "lowest_agility",
  },
  provisional = true,
}
