-- Lever (ATC 6.2.3): activated from an adjacent square with a prime action (`use HERO SQUARE`),
-- then removed; quests react to `obstacle_used`.
---@type ArenaObstacle
return { kind = "obstacle", name = "Lever", prime = true, removed_on_use = true }
