-- Dead Weight: a death curse that fills one of the hero's inventory slots.
---@type ArcadiaCard
return {
  name = "Dead Weight",
  kind = "death_curse",
  value = 6,
  slot = true, -- occupies one of the hero's four inventory slots
  text = "Takes up one of the hero's inventory slots; a card kept under it cannot be used.",
  provisional = true,
  -- Not scripted: inventory slots are not enforced by the rules yet.
}
