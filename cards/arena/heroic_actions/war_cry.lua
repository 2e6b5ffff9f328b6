-- Heroic action: War Cry (ATC 3.4 B: prime action, Special Ready, once per match, no roll).
-- Our own design (the rulebook prints no card of this deck): provisional.
---@type ArenaHeroicAction
return {
  kind = "heroic_action",
  name = "War Cry",
  effects = {
    { condition = "empowered", to = "team", range = 3, duration = "temporary" },
  },
  text = "The hero and every ally within 3 squares it sees become Empowered (temporary).",
  provisional = true,
}
