-- Heroic action: Second Wind (ATC 3.4 B: prime action, Special Ready, once per match, no roll).
-- Our own design (the rulebook prints no card of this deck): provisional.
---@type ArenaHeroicAction
return {
  kind = "heroic_action",
  name = "Second Wind",
  effects = {
    { heal = 15, to = "self" },
  },
  text = "The hero regains 15 HP.",
  provisional = true,
}
