-- Hollow Mind: the worst death curse; the hero forgets what made it special.
---@type ArcadiaCard
return {
  name = "Hollow Mind",
  kind = "death_curse",
  value = 8,
  slot = true, -- the rules enforce the slot (rewards.curse_slot): a full inventory covers a card
  text = "Takes up one inventory slot, and the hero loses its natural ability.",
  provisional = true,
  -- Read by the rules' card filter (scripts/arcadia/rewards.lua): while held, the hero card's
  -- handlers do not run.
  suppresses_ability = true,
}
