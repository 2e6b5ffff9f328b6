-- Bean Sidhe (epic foe, morrigan). Named by the rulebook (components p.4, one standee); alignment from
-- docs/ODS.md §9; stats, reward and ability our design (provisional). Removed from the game
-- when defeated (p.14).
local foes = require("ods.foes")

---@type OdsEpicFoe
return {
  kind = "epic_foe",
  name = "Bean Sidhe",
  villain = "morrigan",
  defence = 6,
  attack = 7,
  health = 9,
  reward = 5,
  standees = 1,
  ability = {
    text = "Keening: at the end of each combat round she survives, each champion on her space loses 1 Willpower.",
  },
  round_survived = { champions_here = { willpower = -1 } },
  on = foes.round_survived(), -- scripts/ods/foes.lua
  provisional = true,
}
