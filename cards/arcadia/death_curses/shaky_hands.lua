-- Shaky Hands: a death curse that costs the hero one die of its reroll pool.
---@type ArcadiaCard
return {
  name = "Shaky Hands",
  kind = "death_curse",
  value = 2,
  slot = false,
  reroll = -1, -- the rules sum `reroll` over a figure's cards: this takes one away
  text = "The hero's reroll pool is one smaller.",
  provisional = true,
}
