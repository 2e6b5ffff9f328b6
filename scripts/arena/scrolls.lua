-- Scrolls (ATC 7.2): instantaneous effects with no roll, range or vision. A scroll card is data
-- (`effects`, each with `to` = "self" | "ally" | "enemy" | "dead_ally"); `scrolls.perform` runs
-- them unless the card brings its own `perform`; `scrolls.use` flips the token, runs it and
-- removes the card.
--
-- When (ATC 7.2 p.27: "Scrolls are not bound to a particular Turn or moment. To use them, you
-- just need to obey its card's text and the following Team Token rule: To use a scroll, your
-- team token must be 'Special Ready'; when you use it, flip it to 'No Special'"). A team whose
-- token is Special Ready and whose living heroes bear a scroll is offered it at every moment
-- the game stops for a decision of the turn:
--   * on its own turns, in the action menu (pvp.lua, `scroll BEARER CARD`, no action spent);
--   * on another team's turn, just before each question of that turn's action menu (its start,
--     and after each action): a window asked as data (steps `scroll_window`,
--     `scroll_window_pick`), `scroll BEARER CARD` or `no scroll`;
--   * in co-op, before each foe's turn (coop.lua pushes the same window);
--   * when the turn's owner declares an attack, after its interrupts (attack.lua calls
--     scrolls.respond: `game.choose` in the middle of the attack, as interrupts are asked);
-- each time again after a scroll is used, while the token stays Special Ready (Daydream).
-- A window remembers nothing outside its step's arguments.

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, table, require = ipairs, table, require

local board = require("arena.board")
local fx = require("arena.effects")
local rulebook = require("arena.rulebook")

local scrolls = {}

--- Whom effect `to` lands on: the bearer itself, or a chosen living ally (bearer included),
--- living enemy or dead ally; nil when there is none.
local function pick(game, bearer, to, name)
  if to == "self" then return bearer end
  local options = {}
  local filter = to == "dead_ally" and { dead = true, ally_of = bearer } or nil
  for _, f in ipairs(board.combatants(game, filter)) do
    if to == "dead_ally" or (to == "ally") == (f.side == bearer.side) then
      options[#options + 1] = { key = "scroll on " .. f.id, figure = f }
    end
  end
  if #options == 0 then return nil end
  if #options == 1 then return options[1].figure end
  return game.choose({
    side = bearer.side,
    prompt = name .. ": on whom?",
    options = options,
    rule = rulebook.scroll_target,
  }).figure
end

--- Runs scroll `card`'s effects for `bearer`, in order, then checks deaths.
function scrolls.perform(card, game, bearer)
  local movement = require("arena.movement")
  local attack = require("arena.attack")
  for _, spec in ipairs(card.def.effects or {}) do
    local f = pick(game, bearer, spec.to, card.def.name)
    if f then
      if spec.heal then
        fx.heal(game, f, spec.heal, bearer)
      elseif spec.damage then
        fx.damage(game, f, spec.damage, bearer, card, "effect")
      elseif spec.remove_effects then
        for _, e in ipairs(fx.list(game, f)) do
          local harmful = e.source_side ~= f.side
          if spec.remove_effects == "all" or (spec.remove_effects == "harmful") == harmful then
            fx.remove(game, f, e.n)
          end
        end
      elseif spec.regain_special then
        attack.regain_special(game, f, bearer)
      elseif spec.revive then
        movement.revive(game, f, bearer, spec.revive, f.died_at)
      elseif spec.push then
        movement.push(game, f, spec.push, bearer)
      elseif spec.move then
        movement.benefit_move(game, f, spec.move)
      end
    end
  end
  fx.check_deaths(game, bearer)
end

--- The sides a scroll may be used by (scenery never).
scrolls.SIDES = { "white", "black", "heroes", "foes" }

--- The scrolls team `side` may use now (7.2: its token Special Ready; borne by a living hero
--- on the board: a dead bearer's scrolls wait on its square): {key = "scroll BEARER CARD",
--- scroll = card, bearer = figure}. Copies of one scroll on one bearer are one option.
function scrolls.usable(game, side)
  local out = {}
  if not game.side(side).special_ready then return out end
  local seen = {}
  for _, b in ipairs(board.combatants(game, { side = side })) do
    for _, c in ipairs(b:cards()) do
      local key = "scroll " .. b.id .. " " .. c.card
      if c.def.kind == "scroll" and not seen[key] then
        seen[key] = true
        out[#out + 1] = { key = key, scroll = c, bearer = b }
      end
    end
  end
  return out
end

--- The teams other than `side` that may use a scroll now, in a fixed order.
function scrolls.others_ready(game, side)
  local out = {}
  for _, s in ipairs(scrolls.SIDES) do
    if s ~= side and #scrolls.usable(game, s) > 0 then out[#out + 1] = s end
  end
  return out
end

--- Uses scroll option `pick` (one of scrolls.usable) for team `side`: not an action, no roll,
--- range or vision; the token flips (board.flip_token: not in Daydream), the effects resolve
--- whole (their deaths too) and the card leaves the game (7.2).
function scrolls.use(game, side, pick)
  local c = pick.scroll
  board.flip_token(game, side)
  game.log(side .. " uses " .. c.card .. " (" .. pick.bearer.id .. ")")
  game.vars.resolving = (game.vars.resolving or 0) + 1
  (c.def.perform or scrolls.perform)(c, game, pick.bearer)
  game.vars.resolving = game.vars.resolving - 1
  game.move_card(c, nil)
  fx.check_deaths(game, pick.bearer)
end

--- The window's question to team `side` (`moment` says when, for the prompt), or nil when it
--- has no scroll it may use.
local function window_question(game, side, moment)
  local options = scrolls.usable(game, side)
  if #options == 0 then return nil end
  table.insert(options, 1, { key = "no scroll" })
  return {
    side = side,
    prompt = side .. " may use a scroll (" .. moment .. ", ATC 7.2)",
    options = options,
    rule = rulebook.scroll_use,
  }
end

--- Pushes a scroll window for each team other than `side` that may use a scroll now (the
--- steps that follow it must be pushed after this call). Returns whether one was pushed.
function scrolls.push_windows(game, side, moment)
  local sides = scrolls.others_ready(game, side)
  for _, s in ipairs(sides) do
    game.push("scroll_window", { side = s, moment = moment })
  end
  return #sides > 0
end

--- The step `scroll_window`: team `args.side` is asked, as data, whether it uses a scroll.
function scrolls.window_step(game, args)
  local q = window_question(game, args.side, args.moment)
  if q == nil then return end
  return game.ask(q, "scroll_window_pick", args)
end

--- The step `scroll_window_pick`: the scroll used, then the same window again (another scroll
--- while the token stays Special Ready), or nothing.
function scrolls.window_pick_step(game, args, pick)
  if not pick.scroll then return end
  scrolls.use(game, args.side, pick)
  game.push("scroll_window", args)
end

--- In the middle of attacker `a`'s declared attack `def` (attack.lua, after interrupts): each
--- enemy team that may use a scroll is asked (game.choose), again after each scroll used.
function scrolls.respond(game, a, def)
  for _, s in ipairs(scrolls.others_ready(game, a.side)) do
    while not (a.dead or not a.on_board) do
      local q = window_question(game, s, a.id .. " declared " .. (def.name or def.id))
      if q == nil then break end
      local pick = game.choose(q)
      if not pick.scroll then break end
      scrolls.use(game, s, pick)
    end
  end
end

return scrolls
