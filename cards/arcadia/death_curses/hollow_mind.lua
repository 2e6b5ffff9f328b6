-- Hollow Mind: the worst death curse; the hero forgets what made it special.
---@type ArcadiaCard
return {
  name = "Hollow Mind",
  kind = "death_curse",
  value = 8,
  slot = true, -- the rules enforce the slot (rewards.curse_slot): a full inventory covers a card
  text = "Takes up one inventory slot, and the hero loses its natural ability.",
  provisional = true,
  -- Not read yet: skipping the hero card's handlers while its holder has this card needs the
  -- event dispatch (scripts/prelude.lua game.emit) to know it; see docs/CONTENT-STATUS.md.
  suppresses_ability = true,
}
