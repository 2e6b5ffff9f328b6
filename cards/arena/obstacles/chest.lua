-- Chest (ATC 6.2.2): opened from an adjacent square for 1 movement point; its item (the
-- scenario's `obstacles: {SQUARE: {card: ID}}`) goes to the opener; the tile leaves.
---@type ArenaObstacle
return { kind = "obstacle", name = "Chest", opens = true }
