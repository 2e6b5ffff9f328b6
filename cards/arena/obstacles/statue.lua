-- Statue / prisoner (ATC 6.2.1): a prime action from an adjacent square releases it
-- (`use HERO SQUARE`, removed); quests give it meaning through `obstacle_used`.
---@type ArenaObstacle
return { kind = "obstacle", name = "Statue", prime = true, removed_on_use = true }
