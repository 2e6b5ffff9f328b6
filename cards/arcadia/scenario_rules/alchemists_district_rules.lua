-- Alchemist's District, special rules. Recover the Bomb is the quest script escort (each guild's
-- own-colour token, `to: start_area` or the marked spaces); the Troll's Hideout is the scenario
-- key `troll_hideout:` (scripts/arcadia/titles.lua, Troll Hunter). Here: a killed Sister (of
-- Pain or of Pleasure) goes back to the box instead of the spawn tile, so at most two guilds
-- can kill one (Kill a Sister is kill_monster with `cards: [sister_of_pain, sister_of_pleasure]`).
---@type ArcadiaCard
return {
  name = "Alchemist's District",
  kind = "scenario_rule",
  text = "Killed Sisters go back to the box, not to the spawn tile.",
  box_cards = { "sister_of_pain", "sister_of_pleasure" },
}
