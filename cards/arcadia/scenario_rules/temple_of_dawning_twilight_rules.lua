-- The Temple of Dawning Twilight, special rules (the final showdown).
-- * The magic barrier: the temple's front door (scenario key `locked_door: [SPACE, SPACE]`, a
--   closed door `D` on the map) never opens, and red portals cannot be used. A guild that has
--   had 6 coins (coins plus the value of the Treasure Chests its heroes hold) passes: its heroes
--   step through the locked door as if it were open (it stays closed) and use the red portals,
--   for the rest of the game (side variable `temple pass`).
-- * Traps kill the hero who picks one up; a Treasure Chest deals its coin value in wounds to the
--   hero who first reveals it. Warden of Fire's holders ignore both (titles.lua).
-- * No spawn: killed monsters leave the game.
-- * Death: a dying hero draws as many Death Curse cards as its death tokens (the new one
--   included) and keeps the highest; it holds one curse at most (a new one replaces the old).
--   Soulforged's holders draw none. (So the Upgrade Phase draws nothing more.)
local PASS_COINS = 6

--- Guild `side`'s coins plus the value of the Treasure Chests its heroes hold.
local function wealth(game, side)
  local n = game.side(side).coins or 0
  for _, h in ipairs(game.figures({ side = side })) do
    for _, c in ipairs(h:cards()) do
      if c.def.kind == "token" and c.def.coins then n = n + c.def.coins end
    end
  end
  return n
end

--- Whether guild `side` has passed the barrier: it has had PASS_COINS coins (its coins plus
--- the Treasure Chests its heroes hold) at some check (movement, a hero's death).
local function passes(game, side)
  local s = game.side(side)
  if s["temple pass"] then return true end
  local n = wealth(game, side)
  if n < PASS_COINS then return false end
  s["temple pass"] = true
  game.log(side .. " has " .. n .. " coins: the barrier lets its heroes through")
  return true
end

---@type ArcadiaCard
return {
  name = "The Temple of Dawning Twilight",
  kind = "scenario_rule",
  text = "The locked door and red portals open to guilds that have had 6 coins. Traps kill, "
    .. "chests wound. Killed monsters leave the game. Death curses are drawn at death.",
  no_respawn = true,
  -- For the bots (scripts/arcadia/ai_quests.lua), read-only: Lord Fang waits behind the barrier,
  -- so until a guild can pass it its aim is the barrier's coins: the tokens lying about (face
  -- down, a trap looks like a chest) and its wealth so far; passing is that aim's end.
  quest_aims = function(self, game, side, ctx)
    local n = wealth(game, side)
    if game.side(side)["temple pass"] or n >= PASS_COINS then return { progress = 1 } end
    local fetch = {}
    for _, t in ipairs(ctx.lying()) do
      fetch[#fetch + 1] = t.at
    end
    return { progress = n / PASS_COINS, fetch = fetch, barred = true }
  end,
  setup = function(self, game)
    game.vars.step_rules = true
    game.vars.curses_at_death = true
    game.vars.hero_killed_rules = true
    local door = game.scenario.locked_door
    if door ~= nil then
      if type(door) ~= "table" or #door ~= 2 then
        error("scenario `locked_door:` must name the two spaces on either side of the door: [a4, b4]")
      end
      for _, s in ipairs(door) do
        local ok, space = pcall(game.close, tostring(s), tostring(s))
        if not (ok and space) then
          error("scenario `locked_door:`: `" .. tostring(s) .. "` is not a space of the board")
        end
      end
    end
  end,
  steps = function(self, game, hero, steps)
    local side = hero.side
    local pass = side ~= "monsters" and passes(game, side)
    local door = game.scenario.locked_door
    local red = type(game.scenario.portals) == "table" and game.scenario.portals.red or {}
    local function is_red(a, b)
      local ia, ib = false, false
      for _, s in ipairs(red) do
        if s == a then ia = true end
        if s == b then ib = true end
      end
      return ia and ib
    end
    local out = {}
    for _, s in ipairs(steps) do
      local across = door
        and s.kind == "door"
        and ((door[1] == hero.at and door[2] == s.door) or (door[2] == hero.at and door[1] == s.door))
      if not across and not (s.kind == "portal" and is_red(hero.at, s.to) and not pass) then out[#out + 1] = s end
    end
    if pass and door and (hero.at == door[1] or hero.at == door[2]) then
      local beyond = hero.at == door[1] and door[2] or door[1]
      if game.crowding(beyond, hero) ~= "blocked" then
        out[#out + 1] = { kind = "step", to = beyond, through_locked_door = true }
      end
    end
    return out
  end,
  -- Called by rewards.kill once a hero's death token is placed (game var hero_killed_rules).
  hero_killed = function(self, game, hero)
    -- Checked before its chests drop: a guild that had 6 coins keeps its pass.
    passes(game, hero.side)
    local titles = require("arcadia.titles")
    if titles.soulforged(game, hero.side) then return end
    local rewards = require("arcadia.rewards")
    local deck = {}
    for _, id in ipairs(game.scenario.death_curse_deck or rewards.DEATH_CURSES) do
      deck[#deck + 1] = id
    end
    local n = math.min(hero.death_tokens or 1, #deck)
    local drawn = {}
    for _ = 1, n do
      drawn[#drawn + 1] = table.remove(deck, rewards.random(game, #deck))
    end
    local best = drawn[1]
    for _, id in ipairs(drawn) do
      if (game.def(id).value or 0) > (game.def(best).value or 0) then best = id end
    end
    for _, c in ipairs(hero:cards()) do
      if c.def.kind == "death_curse" then game.move_card(c, nil) end
    end
    game.log("death curse: " .. hero.id .. " draws " .. table.concat(drawn, ", ") .. "; keeps " .. best)
    local curse = game.give(best, hero)
    rewards.curse_slot(game, hero, curse)
  end,
  on = {
    token_collected = {
      when = function(self, e, game)
        local d = e.token.def
        return (e.token.card == "trap" or (d.coins ~= nil and not e.token.revealed))
          and not require("arcadia.titles").fireproof(game, e.figure)
      end,
      run = function(self, e, game)
        local hero, token = e.figure, e.token
        local rewards = require("arcadia.rewards")
        if token.card == "trap" then
          game.move_card(token, nil)
          if hero.on_board then
            game.log("the temple's trap kills " .. hero.id)
            hero.wounds = hero.life or hero.wounds
            rewards.kill(game, hero, nil, token)
          end
        else
          token.revealed = true
          game.log("the chest bites " .. hero.id .. " for " .. token.def.coins)
          rewards.wound(game, hero, token.def.coins, nil, token)
        end
      end,
    },
  },
}
