-- Herne (epic foe, arawn). Named by the rulebook (components p.4, one standee); alignment from
-- docs/ODS.md §9; stats, reward and ability our design (provisional). Removed from the game
-- when defeated (p.14).
---@type OdsEpicFoe
return {
  kind = "epic_foe",
  name = "Herne",
  villain = "arawn",
  defence = 6,
  attack = 8,
  health = 10,
  reward = 5,
  standees = 1,
  ability = {
    text = "The Hunter picks his quarry: he always attacks the engaged champion with the lowest Agility.",
    targets = "lowest_agility",
  },
  provisional = true,
}
