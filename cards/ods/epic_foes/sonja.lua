-- Sonja (epic foe, dragon). Named by the rulebook (components p.4, one standee); alignment from
-- docs/ODS.md §9; stats, reward and ability our design (provisional). Removed from the game
-- when defeated (p.14).
---@type OdsEpicFoe
return {
  kind = "epic_foe",
  name = "Sonja",
  villain = "dragon",
  defence = 6,
  attack = 8,
  health = 10,
  reward = 5,
  standees = 1,
  ability = {
    text = "A warrior's pride: she calls one champion to a duel.",
    duel = true,
  },
  provisional = true,
}
