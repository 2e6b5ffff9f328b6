-- Arena: The Contest. `play`: setup from cards and the scenario, then PvP (scripts/arena/pvp.lua)
-- or coop (scripts/arena/coop.lua) by `mode:`. Design: docs/ARENA.md.

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, pairs, type, tostring, error, table, require = ipairs, pairs, type, tostring, error, table, require

local board = require("arena.board")

local rules = {}

-- The moments an effect may last until (game.effect's `until`) and the conditions it may last
-- `while`, in this ruleset's events: MODDING §3, "Effects that last". (Arena's own conditions, ATC 5.4, are
-- arena/effects.lua.)
game.moments({
  end_of_turn = { at = "turn_end", text = "the end of this turn" },
  end_of_next_turn = { after = "turn_start", at = "turn_end", match = "figure", text = "the end of its next turn" },
  start_of_next_turn = { at = "turn_start", match = "figure", text = "the start of its next turn" },
})
game.conditions({
  wounded = { test = function(f) return type(f) == "table" and (f.hp or 0) < (f.max_hp or 0) end, text = "wounded" },
})

local STATS = { "hp", "defence", "movement", "basic", "basic_range" }

--- Gives a combatant its cards and stats. A figure's card may be a hero (stats from its role
--- card, attacks from `attacks`), a role (stats only; tests), or anything with the stat fields
--- (villains, bosses). Scenario figure keys override stats (`hp:`, `defence:` ...); extra
--- cards come from `cards:`.
local function setup_combatant(game, f)
  local def = game.def(f.card)
  if def == nil then error("figure " .. f.id .. " names unknown card `" .. tostring(f.card) .. "`") end
  game.give(f.card, f)
  local stats = def
  if def.kind == "hero" then
    local role = def.role and game.def(def.role)
    if role == nil or role.kind ~= "role" then
      error("hero `" .. f.card .. "` names unknown role `" .. tostring(def.role) .. "`")
    end
    game.give(def.role, f)
    stats = role
    f.role = def.role
    for _, a in ipairs(def.attacks or {}) do
      if game.def(a) == nil then error("hero `" .. f.card .. "` names unknown attack `" .. a .. "`") end
      game.give(a, f)
    end
  elseif def.kind == "role" then
    f.role = f.card
  end
  local own = game.scenario.figure(f.id) or {}
  for _, k in ipairs(STATS) do
    local v = own[k]
    if v == nil then v = stats[k] end
    if v ~= nil then f[k] = v end
  end
  f.movement = f.movement or 4
  f.basic_range = f.basic_range or 1
  f.max_hp = own.max_hp or stats.max_hp or f.hp
  if own.start_hp then f.hp = own.start_hp end
  for _, extra in ipairs(game.scenario.cards_of(f.id)) do
    game.give(extra, f)
    if (game.def(extra) or {}).kind == "artifact" then f.artifact = extra end
  end
  rules.add_stats(game, f)
end

--- Adds the `stats = {max_hp =, movement =, defence =, basic =}` of the level-up and artifact
--- cards a combatant holds (ATC 7.1, 11.2.3); max_hp raises current HP too. Each card once.
function rules.add_stats(game, f)
  for _, c in ipairs(f:cards()) do
    local st = c.def.stats
    if type(st) == "table" and not c.stats_added then
      c.stats_added = true
      for k, v in pairs(st) do
        if k == "max_hp" or k == "hp" then
          f.max_hp = (f.max_hp or f.hp or 0) + v
          f.hp = (f.hp or 0) + v
        else
          f[k] = (f[k] or 0) + v
        end
      end
    end
  end
end

--- Setup: combatants, obstacles, doors, team tokens, aid tokens, heroic actions.
function rules.setup(game)
  for _, f in ipairs(game.figures()) do
    if f.side == "scenery" then
      if f.card then game.give(f.card, f) end
    elseif f.card then
      setup_combatant(game, f)
    end
  end
  board.setup_doors(game)
  local heroic = game.scenario.heroic or {}
  for _, side in ipairs({ "white", "black", "heroes", "foes" }) do
    local s = game.side(side)
    s.special_ready = true
    s.aid = game.scenario.aid_tokens or 2
    -- `pick`: the team picks its own at set-up (co-op step C, coop.pick_heroic).
    local list = heroic[side]
    if list == "pick" then
      if (game.scenario.mode or "pvp") ~= "coop" then
        error("scenario `heroic: {" .. side .. ": pick}` is for co-op quests (a match deals them with `setup: draft`)")
      end
      game.vars["heroic_pick " .. side] = true
    elseif list ~= nil and type(list) ~= "table" then
      error("scenario `heroic:` " .. side .. ": a list of heroic action card ids, or `pick`")
    else
      for _, id in ipairs(list or {}) do
        if game.def(id) == nil then error("scenario `heroic:` names unknown card `" .. id .. "`") end
        -- "Each team secretly picks two heroic action cards" (ATC 1 step E, p.7): only the team
        -- knows them until one is performed.
        game.hide_card(game.give(id, side), { side })
      end
    end
  end
end

function rules.play(game)
  rules.setup(game)
  local mode = game.scenario.mode or "pvp"
  if mode == "coop" then return require("arena.coop").play(game) end
  -- `setup: draft`: the table set-up is played as choices (ATC 1; scripts/arena/draft.lua).
  if game.scenario.setup == "draft" then require("arena.draft").run(game) end
  return require("arena.pvp").play(game)
end

-- The steps the rules push: a turn of a match and its actions, the parts of a cooperative
-- round (scripts/arena/pvp.lua, coop.lua).
rules.steps = {
  pvp_turn = function(game, args) return require("arena.pvp").step(game, args) end,
  pvp_action = function(game, args) return require("arena.pvp").action_step(game, args) end,
  pvp_action_pick = function(game, args, pick) return require("arena.pvp").action_pick_step(game, args, pick) end,
  pvp_focus_pick = function(game, args, pick) return require("arena.pvp").focus_pick_step(game, args, pick) end,
  pvp_move = function(game, args) return require("arena.pvp").move_step(game, args) end,
  pvp_move_pick = function(game, args, pick) return require("arena.pvp").move_pick_step(game, args, pick) end,
  pvp_incited = function(game, args, pick) return require("arena.pvp").incited_step(game, args, pick) end,
  pvp_reacted = function(game, args, pick) return require("arena.pvp").reacted_step(game, args, pick) end,
  pvp_stepped = function(game, args) return require("arena.pvp").stepped_step(game, args) end,
  incite_holds = function(game, args) return require("arena.pvp").incite_holds(game, args) end,
  pvp_after_turn = function(game, args) return require("arena.pvp").after_turn_step(game, args) end,
  coop_round = function(game) return require("arena.coop").round_start(game) end,
  coop_hero = function(game) return require("arena.coop").hero_step(game) end,
  coop_after_hero = function(game, args) return require("arena.coop").after_hero_step(game, args) end,
  coop_foe = function(game, args) return require("arena.coop").foe_step(game, args) end,
  -- A team's chance to use a scroll on another team's turn (ATC 7.2; scripts/arena/scrolls.lua).
  scroll_window = function(game, args) return require("arena.scrolls").window_step(game, args) end,
  scroll_window_pick = function(game, args, pick) return require("arena.scrolls").window_pick_step(game, args, pick) end,
}

-- Read-only queries for bots and fuzzing (scripts/arena/ai.lua).
local ai = require("arena.ai")
rules.invariants, rules.evaluate, rules.suggest = ai.invariants, ai.evaluate, ai.suggest
rules.lookahead = ai.lookahead

--- Read-only query: the status panel and the board's marks as `side` may see them
--- (scripts/arena/status.lua).
function rules.status(game, side)
  if game.scenario.phase ~= nil then return nil end
  return require("arena.status").of(game, side)
end

--- Read-only query: the end-of-game summary lines the REPL prints when the game is over (issue
--- 20, item 6): every combatant that fought, with its HP left or dead, by side.
function rules.summary(game)
  if game.scenario.phase ~= nil then return nil end
  local lines = {}
  for _, side in ipairs(game.vars.mode == "coop" and { "heroes", "foes" } or { "white", "black" }) do
    local parts = {}
    for _, f in ipairs(game.figures({ side = side })) do
      if f.hp ~= nil and (f.on_board or f.dead) then
        parts[#parts + 1] = f.id .. (f.dead and " dead" or (" " .. f.hp .. "/" .. (f.max_hp or f.hp) .. " HP"))
      end
    end
    if #parts > 0 then lines[#lines + 1] = "  " .. side .. ": " .. table.concat(parts, ", ") end
  end
  return lines
end
rules.on_choice = ai.on_choice

return rules
