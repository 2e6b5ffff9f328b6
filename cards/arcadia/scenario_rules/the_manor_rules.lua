-- The Manor, special rules: one noble (quest token) per guild: a guild already holding a quest
-- token leaves the others where they lie (rewards.may_collect). Save the Nobles is
-- collect_tokens (`consume: true`, the token is swapped for the Reward card) or escort; Kill the
-- Troll is kill_monster (`card: troll`, `title: troll_hunter`).
---@type ArcadiaCard
return {
  name = "The Manor",
  kind = "scenario_rule",
  text = "A guild holds one quest token (a noble) at a time.",
  one_quest_token = true,
}
