-- Inferno: a level-6 Upgrade card, an attack card. Our own design (none of the 161
-- Upgrade cards of the box is public); costs by level: docs/CONTENT-STATUS.md.
local crits = require("arcadia.crits")

---@type ArcadiaCard
return {
  name = "Inferno",
  kind = "upgrade",
  type = "attack",
  level = 6,
  cost = 12,
  copies = 4, -- in the level-6 Upgrade deck (arcadia.decks)
  group = "magic",
  attack = { dice = 5, type = "ranged" },
  burn = 2,
  provisional = true,
  text = "Ranged attack with 5 dice. CRIT: every other enemy Close to the target suffers 2 wounds "
    .. "(no defence roll).",
  on = crits.burn(), -- its CRIT effect: scripts/arcadia/crits.lua
}
