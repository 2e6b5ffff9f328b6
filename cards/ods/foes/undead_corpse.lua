-- Undead Corpse (foe, arawn). Named by the rulebook (components p.4, 6 standees); alignment from
-- docs/ODS.md §9; stats, reward and ability our design (provisional).
---@type OdsFoe
return {
  kind = "foe",
  name = "Undead Corpse",
  villain = "arawn",
  defence = 3,
  attack = 5,
  health = 3,
  reward = 1,
  standees = 6,
  ability = {
    text = "Shambling dead: slow, but there are many.",
  },
  provisional = true,
}
