-- Diva: hero card. Natural ability not yet scripted (see docs/CONTENT-STATUS.md).
---@type ArcadiaCard
return {
  name = "Diva",
  kind = "hero",
  defence = 4,
  life = 4,
  ability = "Hard as Rock",
  provisional = true,
}
