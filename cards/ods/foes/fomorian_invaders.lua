-- Fomorian Invaders (foe, morrigan). Named by the rulebook (components p.4, 5 standees); alignment from
-- docs/ODS.md §9; stats, reward and ability our design (provisional).
---@type OdsFoe
return {
  kind = "foe",
  name = "Fomorian Invaders",
  villain = "morrigan",
  defence = 4,
  attack = 6,
  health = 4,
  reward = 2,
  standees = 5,
  ability = {
    text = "Raiders from the sea, many and hardy.",
  },
  provisional = true,
}
