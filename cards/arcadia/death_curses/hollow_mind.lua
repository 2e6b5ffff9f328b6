-- Hollow Mind: the worst death curse; the hero forgets what made it special.
---@type ArcadiaCard
return {
  name = "Hollow Mind",
  kind = "death_curse",
  value = 8,
  slot = true,
  text = "Takes up one inventory slot, and the hero loses its natural ability.",
  provisional = true,
  -- Not scripted: hero abilities would each have to check this; the rules should skip the
  -- hero card's handlers while its holder has a card with this flag.
  suppresses_ability = true,
}
