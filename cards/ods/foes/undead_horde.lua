-- Undead Horde (foe, arawn). Named by the rulebook (components p.4, 6 standees); alignment from
-- docs/ODS.md §9; stats, reward and ability our design (provisional).
---@type OdsFoe
return {
  kind = "foe",
  name = "Undead Horde",
  villain = "arawn",
  defence = 4,
  attack = 6,
  health = 5,
  reward = 2,
  standees = 6,
  ability = {
    text = "The horde closes in: champions fighting it cannot retreat.",
    no_retreat = true,
  },
  provisional = true,
}
