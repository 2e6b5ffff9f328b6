-- Chain Lightning: a level-4 Upgrade card, an attack card. Our own design (none of the 161
-- Upgrade cards of the box is public); costs by level: docs/CONTENT-STATUS.md.
local crits = require("arcadia.crits")

---@type ArcadiaCard
return {
  name = "Chain Lightning",
  kind = "upgrade",
  type = "attack",
  level = 4,
  cost = 7,
  copies = 4, -- in the level-4 Upgrade deck (arcadia.decks)
  group = "magic",
  attack = { dice = 4, type = "ranged" },
  second_target = "target",
  provisional = true,
  text = "Ranged attack with 4 dice. CRIT: it may also hit one more enemy Close to the target, who"
    .. " defends against the same roll.",
  on = crits.second_target(), -- its CRIT effect: scripts/arcadia/crits.lua
}
