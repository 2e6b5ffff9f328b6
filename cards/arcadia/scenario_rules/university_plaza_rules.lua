-- The University Plaza, special rules: the red portals are only on the map when some guild
-- holds Lord of Eagles (then only holders use them, titles.lua); with no holder nobody uses
-- them. Find the Tomes is collect_tokens (`count: 2`, `title: lore_master`); the tokens stay.
---@type ArcadiaCard
return {
  name = "The University Plaza",
  kind = "scenario_rule",
  text = "Red portals are in play only when a guild holds Lord of Eagles.",
  setup = function(self, game) game.vars.step_rules = true end,
  steps = function(self, game, hero, steps) return require("arcadia.titles").red_portals_need_holder(game, hero, steps) end,
}
