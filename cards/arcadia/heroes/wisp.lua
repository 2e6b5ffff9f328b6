-- Wisp: hero card. Natural ability not yet scripted (see docs/CONTENT-STATUS.md).
---@type ArcadiaCard
return {
  name = "Wisp",
  kind = "hero",
  defence = 2,
  life = 3,
  ability = "Stealth",
  provisional = true,
}
