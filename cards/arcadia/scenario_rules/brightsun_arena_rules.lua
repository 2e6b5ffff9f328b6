-- Brightsun Arena, special rules: the four quest tokens mark the arena's corners and are never
-- removed from the board: no hero picks them up (rewards.may_collect). King of the Arena is
-- played on those spaces (quest script king_of_the_arena with `at:` the four token spaces).
---@type ArcadiaCard
return {
  name = "Brightsun Arena",
  kind = "scenario_rule",
  text = "Quest tokens stay on the board: heroes never pick them up.",
  fixed_quest_tokens = true,
}
