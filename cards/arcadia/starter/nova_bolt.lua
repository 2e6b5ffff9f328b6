-- Nova Bolt: a ranged spell whose CRIT lets the blast catch a second enemy next to the first.
local crits = require("arcadia.crits")

---@type ArcadiaCard
return {
  name = "Nova Bolt",
  kind = "upgrade",
  level = "starter",
  cost = 0,
  group = "magic",
  attack = { dice = 2, type = "ranged" },
  text = "Ranged attack with 2 dice. CRIT: the attack may also hit a second enemy Close to the primary target; both suffer all the hits.",
  second_target = "target", -- CRIT: one more enemy Close to the primary target
  on = crits.second_target(), -- its CRIT effect: scripts/arcadia/crits.lua
}
