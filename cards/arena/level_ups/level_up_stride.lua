-- Level UP: Stride (ATC 11.2.3.1; at most 3 equal cards and 6 in all per hero).
-- Our own design (the rulebook prints no card of this deck): provisional.
---@type ArenaLevelUp
return {
  kind = "level_up",
  name = "Stride",
  stats = { movement = 1 },
  text = "+1 to the hero's Movement.",
  provisional = true,
}
