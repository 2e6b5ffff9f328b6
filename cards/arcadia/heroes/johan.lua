-- Jøhan: hero card. Natural ability not yet scripted (see docs/CONTENT-STATUS.md).
---@type ArcadiaCard
return {
  name = "Jøhan",
  kind = "hero",
  defence = 3,
  life = 3,
  ability = "Throwing Swords",
  provisional = true,
}
