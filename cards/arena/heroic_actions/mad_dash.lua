-- Heroic action: Mad Dash (ATC 3.4 B: prime action, Special Ready, once per match, no roll).
-- Our own design (the rulebook prints no card of this deck): provisional.
---@type ArenaHeroicAction
return {
  kind = "heroic_action",
  name = "Mad Dash",
  effects = {
    { condition = "hastened", to = "self", duration = "temporary" },
  },
  text = "The hero becomes Hastened (temporary), then takes a move action.",
  perform = function(card, game, hero)
    require("arena.attack").apply_effects(game, hero, hero, card.def, card)
    require("arena.movement").move_action(game, hero)
  end,
  provisional = true,
}
