-- Quest card of the mission "The Ember Keep" (scripts/arena/scenarios/mission_ember_keep.yaml):
-- objectives, the reinforcement event and the end (ATC 10.1, 10.2). Our own quest.
local coop = function() return require("arena.coop") end

--- Where a reinforcement enters: its square, or when someone stands there the first free
--- walkable square nearest to it (rings outwards, rows top-down, left to right); nil if none.
local function entry_square(game, at)
  local b = require("arena.board")
  if not b.occupied(game, at) then return at end
  local x, y = b.xy(at)
  for d = 1, 3 do
    for dy = -d, d do
      for dx = -d, d do
        if math.max(math.abs(dx), math.abs(dy)) == d and b.inside(game, x + dx, y + dy) then
          local sq = b.sq(x + dx, y + dy)
          if b.walkable(game, sq) and not b.occupied(game, sq) then return sq end
        end
      end
    end
  end
  return nil
end

return {
  kind = "quest",
  name = "The Ember Keep",
  objectives = {
    primary = { text = "Kill the Warlord.", xp = 6 },
    secondary = {
      { id = "no_fallen", text = "No hero dies during the mission.", xp = 2 },
      { id = "snipers", text = "Kill both snipers.", xp = 2 },
    },
  },
  round_limit = 10,
  reinforcements = { round = 2, figures = { r1 = "h12", r2 = "p15" } },
  text = "Storm the keep from the stairs and slay its Warlord before the tenth round ends. At the "
    .. "end of round 2 two soldiers join the defence (on the nearest free square when theirs is "
    .. "taken).",
  provisional = true,
  on = require("arena.coop").quest_handlers(),
  died = function(card, game, f)
    if f.side == "heroes" then game.vars.hero_fell = true end
    if f.card == "sniper" then
      local left = 0
      for _, v in ipairs(game.figures({ side = "foes" })) do
        if v.card == "sniper" and not v.dead then left = left + 1 end
      end
      if left == 0 then coop().achieve(game, "snipers") end
    end
  end,
  round_end = function(card, game)
    local r = card.def.reinforcements
    if game.vars.round == r.round then
      for id, at in pairs(r.figures) do
        local f = game.figure(id)
        local sq = not f.on_board and not f.dead and entry_square(game, at)
        if sq then require("arena.villains").spawn(game, f, sq) end
      end
    end
  end,
  check = function(card, game)
    if game.figure("warlord").dead then
      if not game.vars.hero_fell then coop().achieve(game, "no_fallen") end
      return "heroes"
    end
    if (game.vars.round or 0) > card.def.round_limit then return "foes" end
    return nil
  end,
}
