-- Undead Titan (epic foe, arawn). Named by the rulebook (components p.4, one standee); alignment from
-- docs/ODS.md §9; stats, reward and ability our design (provisional). Removed from the game
-- when defeated (p.14).
---@type OdsEpicFoe
return {
  kind = "epic_foe",
  name = "Undead Titan",
  villain = "arawn",
  defence = 6,
  attack = 9,
  health = 14,
  reward = 6,
  standees = 1,
  ability = {
    text = "A mountain of bones: champions fighting it cannot retreat.",
    no_retreat = true,
  },
  provisional = true,
}
