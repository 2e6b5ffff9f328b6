-- Level UP: Vitality (ATC 11.2.3.1; at most 3 equal cards and 6 in all per hero).
-- Our own design (the rulebook prints no card of this deck): provisional.
---@type ArenaLevelUp
return {
  kind = "level_up",
  name = "Vitality",
  stats = { max_hp = 10 },
  text = "+10 to the hero's HP stat (and current HP when attached).",
  provisional = true,
}
