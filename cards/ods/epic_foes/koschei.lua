-- Koschei (epic foe, arawn). Named by the rulebook (components p.4, one standee); alignment from
-- docs/ODS.md §9; stats, reward and ability our design (provisional). Removed from the game
-- when defeated (p.14).
local foes = require("ods.foes")

---@type OdsEpicFoe
return {
  kind = "epic_foe",
  name = "Koschei",
  villain = "arawn",
  defence = 6,
  attack = 8,
  health = 9,
  reward = 6,
  standees = 1,
  ability = {
    text = "Deathless: at the end of each combat round he survives, he regains 1 Health.",
  },
  round_survived = { regain_health = 1 },
  on = foes.round_survived(), -- scripts/ods/foes.lua
  provisional = true,
}
