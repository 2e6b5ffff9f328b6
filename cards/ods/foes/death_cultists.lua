-- Death Cultists (foe, arawn). Named by the rulebook (components p.4, 2 standees); alignment from
-- docs/ODS.md §9; stats, reward and ability our design (provisional).
local foes = require("ods.foes")

---@type OdsFoe
return {
  kind = "foe",
  name = "Death Cultists",
  villain = "arawn",
  defence = 3,
  attack = 6,
  health = 4,
  reward = 2,
  standees = 2,
  ability = {
    text = "Dark rites: at the end of each combat round it survives, it regains 1 Health.",
  },
  round_survived = { regain_health = 1 },
  on = foes.round_survived(), -- scripts/ods/foes.lua
  provisional = true,
}
