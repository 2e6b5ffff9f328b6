-- Heroic action: Rally the Team (ATC 3.4 B: prime action, Special Ready, once per match, no roll).
-- Our own design (the rulebook prints no card of this deck): provisional.
---@type ArenaHeroicAction
return {
  kind = "heroic_action",
  name = "Rally the Team",
  effects = {
    { remove_effects = "harmful", to = "team", range = 3 },
  },
  text = "Remove every effect enemies applied on the hero and on every ally within 3 squares it sees.",
  provisional = true,
}
