-- Orb (ATC 6.2.4): activated from an adjacent square with a prime action (`use HERO SQUARE`);
-- what it does belongs to the quest (`obstacle_used`); it stays unless the quest removes it.
---@type ArenaObstacle
return { kind = "obstacle", name = "Orb", prime = true }
