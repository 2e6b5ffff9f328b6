-- Flaming Sword: a level-5 Upgrade card, an attack card. Our own design (none of the 161
-- Upgrade cards of the box is public); costs by level: docs/CONTENT-STATUS.md.
local crits = require("arcadia.crits")

---@type ArcadiaCard
return {
  name = "Flaming Sword",
  kind = "upgrade",
  type = "attack",
  level = 5,
  cost = 10,
  copies = 4, -- in the level-5 Upgrade deck (arcadia.decks)
  group = "sword",
  attack = { dice = 5, type = "melee" },
  burn = 1,
  provisional = true,
  text = "Melee attack with 5 dice. CRIT: every other enemy Close to the target suffers 1 wound "
    .. "(no defence roll).",
  on = crits.burn(), -- its CRIT effect: scripts/arcadia/crits.lua
}
