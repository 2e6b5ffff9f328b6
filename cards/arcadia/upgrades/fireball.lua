-- Fireball: a level-3 Upgrade card, an attack card. Our own design (none of the 161
-- Upgrade cards of the box is public); costs by level: docs/CONTENT-STATUS.md.
local crits = require("arcadia.crits")

---@type ArcadiaCard
return {
  name = "Fireball",
  kind = "upgrade",
  type = "attack",
  level = 3,
  cost = 6,
  copies = 4, -- in the level-3 Upgrade deck (arcadia.decks)
  group = "magic",
  attack = { dice = 3, type = "ranged" },
  burn = 1,
  provisional = true,
  text = "Ranged attack with 3 dice. CRIT: every other enemy Close to the target suffers 1 wound "
    .. "(no defence roll).",
  on = crits.burn(), -- its CRIT effect: scripts/arcadia/crits.lua
}
