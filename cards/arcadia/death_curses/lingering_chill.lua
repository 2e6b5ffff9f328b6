-- Lingering Chill: the mildest death curse; the hero shivers a little and nothing more.
---@type ArcadiaCard
return {
  name = "Lingering Chill",
  kind = "death_curse",
  value = 1,
  slot = false, -- kept beside the hero card, not in an inventory slot
  text = "No effect.",
  provisional = true,
}
