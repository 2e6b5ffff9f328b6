-- Dead Weight: a death curse that fills one of the hero's inventory slots.
---@type ArcadiaCard
return {
  name = "Dead Weight",
  kind = "death_curse",
  value = 6,
  slot = true, -- occupies one of the hero's four inventory slots (rewards.curse_slot)
  text = "Takes up one of the hero's inventory slots; a card kept under it cannot be used.",
  provisional = true,
  -- Data only: with 4 upgrade cards already, its holder's player picks one to keep under it;
  -- that card cannot be used until a Healing Potion removes the curse (rewards.covered).
}
