-- Great Axe: a level-4 Upgrade card, an attack card. Our own design (none of the 161
-- Upgrade cards of the box is public); costs by level: docs/CONTENT-STATUS.md.
local crits = require("arcadia.crits")

---@type ArcadiaCard
return {
  name = "Great Axe",
  kind = "upgrade",
  type = "attack",
  level = 4,
  cost = 8,
  copies = 4, -- in the level-4 Upgrade deck (arcadia.decks)
  group = "axe",
  attack = { dice = 5, type = "melee" },
  second_target = "attacker",
  provisional = true,
  text = "Melee attack with 5 dice. CRIT: it may also hit one more enemy Close to the attacker, "
    .. "who defends against the same roll.",
  on = crits.second_target(), -- its CRIT effect: scripts/arcadia/crits.lua
}
