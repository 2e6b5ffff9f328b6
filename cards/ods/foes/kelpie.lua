-- Kelpie (foe, morrigan). Named by the rulebook (components p.4, 2 standees); alignment from
-- docs/ODS.md §9; stats, reward and ability our design (provisional).
---@type OdsFoe
return {
  kind = "foe",
  name = "Kelpie",
  villain = "morrigan",
  defence = 4,
  attack = 6,
  health = 5,
  reward = 2,
  standees = 2,
  ability = {
    text = "It drags its rider under: champions fighting it cannot retreat.",
    no_retreat = true,
  },
  provisional = true,
}
