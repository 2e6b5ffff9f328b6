-- Red Dawn Square, special rules: Lord Fang's Shadow waits beside the board (every Lord Fang
-- figure leaves the board at setup) until a hero steps on the Red or Green quest token and its
-- spawn roll brings it in (quest script summon_and_kill). Help the Resistance is escort to the
-- "!" spaces; the Troll's Hideout is the scenario key `troll_hideout:` (titles.lua).
---@type ArcadiaCard
return {
  name = "Red Dawn Square",
  kind = "scenario_rule",
  text = "Lord Fang's Shadow starts beside the board.",
  setup = function(self, game)
    for _, f in ipairs(game.figures({ side = "monsters", on_board = true })) do
      if f.card == "lord_fang" then
        game.remove(f)
        game.log(f.id .. " waits beside the board")
      end
    end
  end,
}
