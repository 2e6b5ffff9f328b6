-- Campaign titles (Campaign Book "Title advantages"): what a title a guild won in an earlier
-- scenario does in the scenarios that list it. The rules call these at fixed points.
--
-- Scenario keys:
--   titles: { blue: [lord_of_eagles], red: [bloodstone_breaker] }   # put there by the campaign
--   benefits_from: [lord_of_eagles, bloodstone_breaker]              # titles that act here
--   troll_hideout: { door: [a5, b5], space: a6, reward: schmetterling_reward }   # our design
--   rebel_orcs: { blue: [orc1, orc2] }    # optional: the orcs the Resistance kills per guild
-- A title acts only when the scenario lists it in `benefits_from:` and the guild holds it.
-- Winning a title is quests.grant_title (a quest with `title: ID`).

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, pairs, type, tostring, error, table, require = ipairs, pairs, type, tostring, error, table, require

local titles = {}

titles.IDS = {
  "guardian_of_the_gate",
  "lord_of_eagles",
  "troll_hunter",
  "bloodstone_breaker",
  "warden_of_fire",
  "rebel_leader",
  "lore_master",
  "soulforged",
}

local ORCS = { orc_marauder = true, orc_captain = true }

local function known(id)
  for _, k in ipairs(titles.IDS) do
    if k == id then return true end
  end
  return false
end

local function contains(list, x)
  for _, v in ipairs(list or {}) do
    if v == x then return true end
  end
  return false
end

--- Whether guild `side` holds title `id` and the scenario lets it act.
function titles.holds(game, side, id)
  if side == nil or side == "monsters" then return false end
  local held = game.scenario.titles
  if type(held) ~= "table" or type(held[side]) ~= "table" then return false end
  return contains(game.scenario.benefits_from, id) and contains(held[side], id)
end

--- The guilds holding title `id` where it acts, in seating order.
function titles.holders(game, id)
  local out = {}
  for _, s in ipairs(require("arcadia.quests").guilds(game)) do
    if titles.holds(game, s, id) then out[#out + 1] = s end
  end
  return out
end

-- Setup ---------------------------------------------------------------------------------------

local function check_keys(game)
  local b = game.scenario.benefits_from
  if b ~= nil then
    if type(b) ~= "table" then error("scenario `benefits_from:` must be a list of title ids") end
    for _, id in ipairs(b) do
      if not known(id) then
        error(
          "scenario `benefits_from:`: `"
            .. tostring(id)
            .. "` is not a title ("
            .. table.concat(titles.IDS, ", ")
            .. ")"
        )
      end
    end
  end
  local t = game.scenario.titles
  if t ~= nil then
    if type(t) ~= "table" then error("scenario `titles:` must map guilds to lists of title ids") end
    for side, list in pairs(t) do
      if type(list) ~= "table" then
        error("scenario `titles: " .. tostring(side) .. ":` must be a list of title ids")
      end
      for _, id in ipairs(list) do
        if not known(id) then
          error("scenario `titles: " .. tostring(side) .. ":`: `" .. tostring(id) .. "` is not a title")
        end
      end
    end
  end
  local h = game.scenario.troll_hideout
  if h ~= nil then
    if type(h) ~= "table" or type(h.door) ~= "table" or #h.door ~= 2 then
      error("scenario `troll_hideout:` needs `door: [SPACE, SPACE]` (the two sides of the hideout door)")
    end
    if h.reward ~= nil and game.def(h.reward) == nil then
      error("scenario `troll_hideout: reward: " .. tostring(h.reward) .. "` is not a card")
    end
  end
end

--- Rebel Leader (the Temple): the orcs set up next to the holder's start area are killed by the
--- Resistance before play (box), and the holder gets their coins. Which orcs: the scenario's
--- `rebel_orcs: {GUILD: [figure ids]}`, else the Orcs on or Close to its start area (2 at most).
local function rebel_leader(game)
  local rewards = require("arcadia.rewards")
  local monsters = require("arcadia.monsters")
  for _, side in ipairs(titles.holders(game, "rebel_leader")) do
    local listed = type(game.scenario.rebel_orcs) == "table" and game.scenario.rebel_orcs[side] or nil
    local orcs = {}
    if listed then
      for _, id in ipairs(listed) do
        orcs[#orcs + 1] = game.figure(id)
      end
    else
      local area = rewards.start_area(game, side)
      for _, f in ipairs(game.figures({ side = "monsters", on_board = true })) do
        if ORCS[f.card] and #orcs < 2 then
          local near = false
          for _, s in ipairs(area) do
            if game.close(s, f.at) then near = true end
          end
          if near then orcs[#orcs + 1] = f end
        end
      end
    end
    for _, orc in ipairs(orcs) do
      if orc.on_board then
        local coins = monsters.reward(game, orc)
        game.remove(orc)
        orc.boxed = true
        rewards.pay(game, side, coins)
        game.log("the Resistance kills " .. orc.id .. " for " .. side .. " (+" .. coins .. ")")
      end
    end
  end
end

--- The box's exploration tokens (p.10 step 5, "the 14 Exploration tokens"): every token card
--- `count` times, quest tokens (which have `colours`) aside.
local function box_pool(game)
  -- Tokens the scenario fixes on a space (`tokens:`) come out of the same box.
  local fixed = {}
  for _, t in pairs(game.scenario.tokens or {}) do
    for _, one in ipairs(type(t) == "table" and (t.card and { t } or t) or { t }) do
      local id = type(one) == "table" and one.card or one
      if type(id) == "string" then fixed[id] = (fixed[id] or 0) + 1 end
    end
  end
  local pool = {}
  for _, id in ipairs(game.card_ids("token")) do
    local d = game.def(id)
    if d.colours == nil then
      for _ = 1, (d.count or 0) - (fixed[id] or 0) do
        pool[#pool + 1] = id
      end
    end
  end
  return pool
end

--- Exploration tokens as printed (p.10 step 5): with `exploration: {spots: [spaces]}` the
--- scenario's marked spots get tokens drawn at random from the box's (`pool: [token ids]`
--- names another pool), face down; the rest stay in the box. A Lore Master (the Temple) picks
--- which token goes on each spot instead. `tokens:` still fixes a token on a space (quest
--- tokens, tutorials, tests).
local function exploration(game)
  local spec = game.scenario.exploration
  if spec == nil then return end
  if type(spec) ~= "table" or type(spec.spots) ~= "table" or (spec.pool ~= nil and type(spec.pool) ~= "table") then
    error("scenario `exploration:` needs `spots: [spaces]` (and maybe `pool: [token card ids]`)")
  end
  local pool = {}
  for _, id in ipairs(spec.pool or box_pool(game)) do
    local d = game.def(id)
    if d == nil or d.kind ~= "token" then
      error("scenario `exploration: pool:`: `" .. tostring(id) .. "` is not a token card")
    end
    pool[#pool + 1] = id
  end
  if #pool < #spec.spots then error("scenario `exploration:` has fewer tokens in its pool than spots") end
  local master = titles.holders(game, "lore_master")[1]
  for _, at in ipairs(spec.spots) do
    local i
    if master then
      local options, seen = {}, {}
      for j, id in ipairs(pool) do
        if not seen[id] then
          seen[id] = true
          options[#options + 1] = { key = "place " .. id .. " " .. at, index_in_pool = j }
        end
      end
      i = game.choose({
        side = master,
        prompt = "Lore Master: which exploration token goes on " .. at .. "?",
        options = options,
        rule = require("arcadia.rulebook").lore_master,
      }).index_in_pool
    else
      i = require("arcadia.rewards").random(game, #pool)
    end
    local c = game.give(table.remove(pool, i), nil)
    c.at = at
    -- Face down: nobody knows which token it is until a hero picks it up (design principle
    -- 5), except a Lore Master's guild, which placed it.
    game.hide_card(c, master and { master } or {})
  end
end

function titles.setup(game)
  check_keys(game)
  rebel_leader(game)
  exploration(game)
end

-- Movement ------------------------------------------------------------------------------------

local function is_portal_of(game, colour, a, b)
  local list = type(game.scenario.portals) == "table" and game.scenario.portals[colour] or nil
  return list ~= nil and contains(list, a) and contains(list, b)
end

local function same_door(door, a, b) return (door[1] == a and door[2] == b) or (door[1] == b and door[2] == a) end

--- The steps `hero` (or a monster paying back) is offered for one point of movement: Lord of
--- Eagles keeps red portals for its holders, Troll Hunter the hideout door (heroes only); then
--- every scenario rule card with `steps(card, game, hero, steps)` may filter or add (the
--- Temple's locked door, which no monster opens either).
function titles.steps(game, hero, steps)
  local guild = hero.side ~= "monsters" -- titles bind heroes; the monsters go where they go
  local eagles = guild and contains(game.scenario.benefits_from, "lord_of_eagles")
  local hideout = guild and game.scenario.troll_hideout
  local rules = game.vars.step_rules
  if not (eagles or hideout or rules) then return steps end -- most scenarios: nothing to do
  local out = {}
  for _, s in ipairs(steps) do
    local ok = true
    if
      eagles
      and s.kind == "portal"
      and is_portal_of(game, "red", hero.at, s.to)
      and not titles.holds(game, hero.side, "lord_of_eagles")
    then
      ok = false
    end
    if
      hideout
      and s.kind == "door"
      and same_door(hideout.door, hero.at, s.door)
      and contains(game.scenario.benefits_from, "troll_hunter")
      and not titles.holds(game, hero.side, "troll_hunter")
    then
      ok = false
    end
    if ok then out[#out + 1] = s end
  end
  if rules then
    for _, c in ipairs(game.cards({ holder = "monsters" })) do
      if c.def.steps then out = c.def.steps(c, game, hero, out) end
    end
  end
  return out
end

--- For scenario rule cards (University Plaza, Evershadow District): the red portals are only
--- put on the map when some guild holds Lord of Eagles, so with no holder nobody uses them.
function titles.red_portals_need_holder(game, hero, steps)
  if #titles.holders(game, "lord_of_eagles") > 0 then return steps end
  local out = {}
  for _, s in ipairs(steps) do
    if not (s.kind == "portal" and is_portal_of(game, "red", hero.at, s.to)) then out[#out + 1] = s end
  end
  return out
end

--- Troll Hunter: a holder's hero entering the hideout space takes its Reward card (once).
function titles.entered(game, hero)
  local h = game.scenario.troll_hideout
  if h == nil or h.space == nil or h.reward == nil or hero.at ~= h.space then return end
  if game.vars["troll hideout taken"] or not titles.holds(game, hero.side, "troll_hunter") then return end
  game.vars["troll hideout taken"] = hero.id
  game.give(h.reward, hero)
  game.log(hero.id .. " takes " .. h.reward .. " from the Troll's Hideout")
  require("arcadia.rewards").make_room(game, hero)
end

-- Fights --------------------------------------------------------------------------------------

--- Bloodstone Breaker: every Orc among `a` and `b` plays its level 2-3 card instead of its 4-5
--- card when the other is a holder's hero, from now until titles.fight_end (an attack and the
--- reactions it provokes). Returns what fight_end needs (plain data, so it may wait in a
--- step's arguments) or nil when nothing changed.
function titles.fight_start(game, a, b)
  local orc, hero
  if a and b and b.side == "monsters" and ORCS[b.card] then
    orc, hero = b, a
  end
  if a and b and a.side == "monsters" and ORCS[a.card] then
    orc, hero = a, b
  end
  if orc == nil or orc.band ~= "4-5" or not titles.holds(game, hero.side, "bloodstone_breaker") then return nil end
  local weak = game.def(orc.card).levels and game.def(orc.card).levels["2-3"]
  if weak == nil then return nil end
  local was = { orc = orc.id, band = orc.band, life = orc.life, defence = orc.defence }
  orc.band, orc.life, orc.defence = "2-3", weak.life, weak.defence
  game.log(orc.id .. " fights " .. hero.id .. " with its level 2-3 card (Bloodstone Breaker)")
  return was
end

--- The Orc's own card back (`was` from titles.fight_start, or nil: nothing to do).
function titles.fight_end(game, was)
  if was == nil then return end
  local orc = game.figure(was.orc)
  orc.band, orc.life, orc.defence = was.band, was.life, was.defence
end

--- titles.fight_start, `fn` (an attack and what follows it), then titles.fight_end. Returns what
--- `fn` returns.
function titles.fight(game, a, b, fn)
  local was = titles.fight_start(game, a, b)
  local r = fn()
  titles.fight_end(game, was)
  return r
end

-- Spawn ---------------------------------------------------------------------------------------

--- Guardian of the Gate: instead of the spawn roll for monster `m`, the holder (the first, in
--- seating order) picks a free spawn token for it, or sends it out of the game. Returns the
--- space, false (out of the game), or nil (no holder: roll as usual).
function titles.spawn_choice(game, m, tokens)
  local holder = titles.holders(game, "guardian_of_the_gate")[1]
  if holder == nil then return nil end
  local keys = {}
  for k in pairs(tokens) do
    keys[#keys + 1] = k
  end
  table.sort(keys)
  local options = { { key = "send " .. m.id .. " away", away = true } }
  for _, k in ipairs(keys) do
    local at = tokens[k]
    if #game.figures({ at = at }) < 2 then options[#options + 1] = { key = "spawn " .. m.id .. " " .. at, at = at } end
  end
  local pick = game.choose({
    side = holder,
    prompt = "Guardian of the Gate: where does " .. m.id .. " come back?",
    options = options,
    rule = require("arcadia.rulebook").guardian_of_the_gate,
  })
  if pick.away then return false end
  return pick.at
end

-- The Temple ----------------------------------------------------------------------------------

--- Warden of Fire: the holder's heroes ignore the Temple's deadly traps and painful chests.
function titles.fireproof(game, hero) return titles.holds(game, hero.side, "warden_of_fire") end

--- Soulforged: the holder's heroes take no Death Curse cards.
function titles.soulforged(game, side) return titles.holds(game, side, "soulforged") end

return titles
