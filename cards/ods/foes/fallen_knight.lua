-- Fallen Knight (foe, arawn). Named by the rulebook (components p.4, 2 standees); alignment from
-- docs/ODS.md §9; stats, reward and ability our design (provisional).
---@type OdsFoe
return {
  kind = "foe",
  name = "Fallen Knight",
  villain = "arawn",
  defence = 5,
  attack = 7,
  health = 5,
  reward = 3,
  standees = 2,
  ability = {
    text = "Challenger: it calls one champion to a duel.",
    duel = true,
  },
  provisional = true,
}
