-- Primal Spirits (foe, dragon). Named by the rulebook (components p.4, 2 standees); alignment from
-- docs/ODS.md §9; stats, reward and ability our design (provisional).
local foes = require("ods.foes")

---@type OdsFoe
return {
  kind = "foe",
  name = "Primal Spirits",
  villain = "dragon",
  defence = 6,
  attack = 5,
  health = 3,
  reward = 2,
  standees = 2,
  ability = {
    text = "Hard to strike. At the end of each combat round it survives, each champion on its space loses 1 Willpower.",
  },
  round_survived = { champions_here = { willpower = -1 } },
  on = foes.round_survived(), -- scripts/ods/foes.lua
  provisional = true,
}
