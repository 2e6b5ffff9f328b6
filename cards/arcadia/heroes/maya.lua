-- Maya: hero card. Natural ability not yet scripted (see docs/CONTENT-STATUS.md).
---@type ArcadiaCard
return {
  name = "Maya",
  kind = "hero",
  defence = 1,
  life = 5,
  ability = "Mana Mastery",
  provisional = true,
}
