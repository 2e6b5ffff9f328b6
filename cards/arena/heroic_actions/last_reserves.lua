-- Heroic action: Last Reserves (ATC 3.4 B: prime action, Special Ready, once per match, no roll).
-- Our own design (the rulebook prints no card of this deck): provisional.
---@type ArenaHeroicAction
return {
  kind = "heroic_action",
  name = "Last Reserves",
  text = "The hero regains one of its spent Special Attacks (ATC 5.4.10).",
  perform = function(card, game, hero) require("arena.attack").regain_special(game, hero, hero) end,
  provisional = true,
}
