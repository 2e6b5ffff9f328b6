-- Heroic action: Intimidating Roar (ATC 3.4 B: prime action, Special Ready, once per match, no roll).
-- Our own design (the rulebook prints no card of this deck): provisional.
---@type ArenaHeroicAction
return {
  kind = "heroic_action",
  name = "Intimidating Roar",
  effects = {
    { condition = "weakened", to = "enemies", range = 2, duration = "temporary" },
  },
  text = "Every enemy within 2 squares the hero sees is Weakened (temporary).",
  provisional = true,
}
