-- Werewolf Pack (foe, dragon). Named by the rulebook (components p.4, 2 standees); alignment from
-- docs/ODS.md §9; stats, reward and ability our design (provisional).
---@type OdsFoe
return {
  kind = "foe",
  name = "Werewolf Pack",
  villain = "dragon",
  defence = 4,
  attack = 6,
  health = 5,
  reward = 2,
  standees = 2,
  ability = {
    text = "The pack culls the weak: it always attacks the engaged champion with the lowest Agility.",
    targets = "lowest_agility",
  },
  provisional = true,
}
