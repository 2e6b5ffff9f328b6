-- Heroic action: Brace for Impact (ATC 3.4 B: prime action, Special Ready, once per match, no roll).
-- Our own design (the rulebook prints no card of this deck): provisional.
---@type ArenaHeroicAction
return {
  kind = "heroic_action",
  name = "Brace for Impact",
  effects = {
    { condition = "protected", to = "self", duration = "temporary" },
    { condition = "toughened", to = "self", duration = "temporary" },
  },
  text = "The hero becomes Protected and Toughened (temporary).",
  provisional = true,
}
