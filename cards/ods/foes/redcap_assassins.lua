-- Redcap Assassins (foe, morrigan). Named by the rulebook (components p.4, 2 standees); alignment from
-- docs/ODS.md §9; stats, reward and ability our design (provisional).
---@type OdsFoe
return {
  kind = "foe",
  name = "Redcap Assassins",
  villain = "morrigan",
  defence = 4,
  attack = 7,
  health = 4,
  reward = 3,
  standees = 2,
  ability = {
    text = "They strike the slowest: always the engaged champion with the lowest Agility.",
    targets = "lowest_agility",
  },
  provisional = true,
}
