-- Zazu: hero card. Natural ability not yet scripted (see docs/CONTENT-STATUS.md).
---@type ArcadiaCard
return {
  name = "Zazu",
  kind = "hero",
  defence = 2,
  life = 4,
  ability = "Opportunity",
  provisional = true,
}
