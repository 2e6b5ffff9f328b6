-- Werebears (foe, dragon). Named by the rulebook (components p.4, 2 standees); alignment from
-- docs/ODS.md §9; stats, reward and ability our design (provisional).
---@type OdsFoe
return {
  kind = "foe",
  name = "Werebears",
  villain = "dragon",
  defence = 5,
  attack = 7,
  health = 6,
  reward = 3,
  standees = 2,
  ability = {
    text = "Crushing embrace: champions fighting it cannot retreat.",
    no_retreat = true,
  },
  provisional = true,
}
