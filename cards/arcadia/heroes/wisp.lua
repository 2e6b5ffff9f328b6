-- Wisp: a sneaky hero who slips past monsters unnoticed.
---@type ArcadiaCard
return {
  name = "Wisp",
  kind = "hero",
  defence = 2,
  life = 3,
  ability = "Stealth",
  text = "Wisp's movement never triggers a monster's Guard reaction.",
  -- Not scripted: guard reactions do not exist yet; the rules must skip a figure whose hero
  -- card has this flag when they raise one (see docs/CONTENT-STATUS.md).
  ignores_guard = true,
}
