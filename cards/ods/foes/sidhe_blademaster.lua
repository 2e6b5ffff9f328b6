-- Sidhe Blademaster (foe, morrigan). Named by the rulebook (components p.4, 2 standees); alignment from
-- docs/ODS.md §9; stats, reward and ability our design (provisional).
---@type OdsFoe
return {
  kind = "foe",
  name = "Sidhe Blademaster",
  villain = "morrigan",
  defence = 5,
  attack = 7,
  health = 5,
  reward = 3,
  standees = 2,
  ability = {
    text = "A duellist of the hollow hills: it calls one champion to a duel.",
    duel = true,
  },
  provisional = true,
}
