-- Balor (epic foe, morrigan). Named by the rulebook (components p.4, one standee); alignment from
-- docs/ODS.md §9; stats, reward and ability our design (provisional). Removed from the game
-- when defeated (p.14).
local foes = require("ods.foes")

---@type OdsEpicFoe
return {
  kind = "epic_foe",
  name = "Balor",
  villain = "morrigan",
  defence = 7,
  attack = 9,
  health = 12,
  reward = 6,
  standees = 1,
  ability = {
    text = "Baleful eye: at the end of each combat round he survives, each champion on his space loses 1 Health.",
  },
  round_survived = { champions_here = { damage = 1 } },
  on = foes.round_survived(), -- scripts/ods/foes.lua
  provisional = true,
}
