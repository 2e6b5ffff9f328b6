-- Dire Beast (foe, dragon). Named by the rulebook (components p.4, 2 standees); alignment from
-- docs/ODS.md §9; stats, reward and ability our design (provisional).
---@type OdsFoe
return {
  kind = "foe",
  name = "Dire Beast",
  villain = "dragon",
  defence = 5,
  attack = 7,
  health = 6,
  reward = 3,
  standees = 2,
  ability = {
    text = "It drags one champion away from the others: a duel.",
    duel = true,
  },
  provisional = true,
}
