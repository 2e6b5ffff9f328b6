-- Combat (p.13–14, FAQ p.17): rounds, joining, defenders, retreat, ambush, duel, deaths, rewards.
-- Design: docs/ODS.md §7 "A combat round", choice keys §8, readings in docs/RULES-NOTES.md.
-- Only the combat counter, the round number, foe Health and figure flags live in variables;
-- the per-round bookkeeping (who attacked whom) is local to one `fight` call, which replay
-- rebuilds from the answers.

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, pairs, type, tostring, tonumber, table, require = ipairs, pairs, type, tostring, tonumber, table, require

local M = {}

local function acts() return require("ods.acts") end
local function foes() return require("ods.foes") end
local function tests() return require("ods.tests") end
local function traits() return require("ods.traits") end
local rulebook = require("ods.rulebook")

local FOES = "foes"
local MAX_ROUNDS = 60 -- a stalemate (nobody can hurt anybody) must not loop for ever

-- Figures and their stats ------------------------------------------------------------------------

local function is_foe(f) return f.side == FOES end
local function alive(f) return f.on_board and not f.dead end

--- every champion on the board (living), in this Turn's initiative order (acts.order), falling
--- back on scenario order for champions the order does not list (set-up, tests)
function M.order(game)
  local out, seen = {}, {}
  for _, c in ipairs(acts().order(game) or {}) do
    c = game.figure(c)
    if alive(c) and not is_foe(c) and not seen[c.id] then
      out[#out + 1] = c
      seen[c.id] = true
    end
  end
  for _, f in ipairs(game.figures({ on_board = true })) do
    if not is_foe(f) and not f.dead and not seen[f.id] then
      out[#out + 1] = f
      seen[f.id] = true
    end
  end
  return out
end

function M.champions_at(game, space)
  local out = {}
  for _, c in ipairs(M.order(game)) do
    if c.at == space then out[#out + 1] = c end
  end
  return out
end

function M.foes_at(game, space)
  local out = {}
  for _, f in ipairs(game.figures({ at = space })) do
    if is_foe(f) and f.on_board then out[#out + 1] = f end
  end
  return out
end

--- a foe's card, its stats and ability; the villain figure fights with its card's `stats`
--- (Act II, p.6 "2. STATS"). Figure variables `defence`/`attack`/`max_health`/`reward`
--- override the card, for a foe and the villain alike (effects, scenario-made foes, tests).
function M.stats(game, foe)
  local def = foe.card and game.def(foe.card) or {}
  local s = def.kind == "villain" and (def.stats or {}) or def
  local ability = def.ability or (def.act2 and def.act2.ability) or {}
  return {
    defence = foe.defence or s.defence or 0,
    attack = foe.attack or s.attack or 0,
    health = foe.max_health or s.health or 1,
    reward = foe.reward or s.reward or def.reward or 0,
    ability = ability,
    villain = def.kind == "villain",
    def = def,
  }
end

local function ability(game, foe) return M.stats(game, foe).ability end

--- a foe's Health (figure var `health`), set from its card the first time it fights
local function health(game, foe)
  if foe.health == nil then
    local h = M.stats(game, foe).health
    foe.health, foe.max_health = h, foe.max_health or h
  end
  return foe.health
end

local function ids(list)
  local out = {}
  for _, f in ipairs(list) do
    out[#out + 1] = f.id
  end
  return table.concat(out, ",")
end

local function contains(list, f)
  for _, x in ipairs(list) do
    if x == f then return true end
  end
  return false
end

local function d6(game)
  local r = game.roll({ die = "d6", n = 1, explode = false, rerollable = false })
  return tonumber(r:dice()[1].tags[1]:sub(2))
end

-- Champions ---------------------------------------------------------------------------------------

local function living_champions(game)
  local n = 0
  for _, f in ipairs(game.figures({ on_board = true })) do
    if not is_foe(f) and not f.dead then n = n + 1 end
  end
  return n
end

--- p.14 "Victory and Defeat": at 0 Health the champion, its standee and its cards leave the
--- game. Act I: a replacement may enter at the next Turn's start (acts.lua). Act II: its player
--- is out; the group loses when no champion is left (p.16, RULES-NOTES).
function M.damage_champion(game, champion, n, source)
  champion = game.figure(champion)
  if not n or n <= 0 or champion.dead or not champion.on_board then return end
  local h = (champion.health or 0) - n
  champion.health = h > 0 and h or 0
  game.log(
    champion.id .. " loses " .. n .. " Health" .. (source and (" (" .. tostring(source.id or source) .. ")") or "")
  )
  if champion.health > 0 then return end
  champion.dead = true
  game.emit("champion_defeated", { champion = champion, detail = champion.id })
  for _, c in ipairs(champion:cards()) do
    game.move_card(c, nil)
  end
  game.remove(champion)
  if (game.vars.act or 1) >= 2 and living_champions(game) == 0 then
    acts().finish(game, "defeat", "every champion is dead")
  end
end

-- Choices -----------------------------------------------------------------------------------------

local function ask(game, side, prompt, options, rule)
  if #options == 1 then return options[1] end
  return game.choose({ side = side, prompt = prompt, options = options, rule = rule })
end

--- p.13 "Attacking", p.12: before the roll a champion may turn one ready Combat Feat (one per
--- round); spells.lua owns feats (`feat CARD` / `no feat`, card var `feat_round`).
local function offer_feat(game, champion)
  local spells = require("ods.spells")
  if type(spells.ask_feat) == "function" then return spells.ask_feat(game, champion) end
end

-- One combat round ----------------------------------------------------------------------------

--- the engaged champions and foes of a combat still in it
local function engaged(game, c)
  local champs, fs = {}, {}
  for _, ch in ipairs(c.champions) do
    if alive(ch) and ch.at == c.space then champs[#champs + 1] = ch end
  end
  for _, f in ipairs(c.foes) do
    if f.on_board and f.at == c.space then fs[#fs + 1] = f end
  end
  return champs, fs
end

--- p.14 Duel: a duelling foe fights only its duellist; the duellist only it.
local function may_attack(c, champion, foe)
  local d = c.duels[foe.id]
  if d then return d == champion end
  for fid, ch in pairs(c.duels) do
    if ch == champion and fid ~= foe.id then return false end
  end
  return true
end

--- foes whose ability is `duel` pick their duellist: the first engaged champion in initiative
--- order (p.14 "Certain Foes ... call for a Duel"; RULES-NOTES)
local function assign_duels(game, c, champs, fs)
  for fid in pairs(c.duels) do
    local still = false
    for _, f in ipairs(fs) do
      if f.id == fid then still = true end
    end
    if not still then c.duels[fid] = nil end
  end
  for _, f in ipairs(fs) do
    local cur = c.duels[f.id]
    if ability(game, f).duel and not (cur and contains(champs, cur)) then
      c.duels[f.id] = nil
      for _, ch in ipairs(champs) do
        local taken = false
        for _, other in pairs(c.duels) do
          if other == ch then taken = true end
        end
        if not taken then
          c.duels[f.id] = ch
          break
        end
      end
    end
  end
end

local function attack(game, c, champion, foe, r)
  offer_feat(game, champion)
  local st = M.stats(game, foe)
  local res = tests().test(game, champion, {
    trait = "might",
    difficulty = st.defence,
    kind = "attack",
    combat = game.vars.combat,
    foe = foe,
    duel = c.duels[foe.id] == champion or nil,
  })
  local dmg = res.total - st.defence
  local e = game.emit("attack_done", {
    champion = champion,
    foe = foe,
    total = res.total,
    damage = dmg > 0 and dmg or 0,
    detail = champion.id .. " " .. foe.id .. " " .. res.total,
  })
  dmg = e.damage or 0
  local before = health(game, foe)
  if dmg > 0 and before > 0 then
    local h = before - dmg
    foe.health = h > 0 and h or 0
    -- p.14, RULES-NOTES "Gold to the killing blow": the attack that brings it to 0
    if foe.health == 0 then c.killers[foe.id] = champion end
  end
  r.attackers[foe.id] = r.attackers[foe.id] or {}
  table.insert(r.attackers[foe.id], champion)
end

--- step 1 (p.13 Attacking, p.14 Joining Forces): the players pick the order and each champion's
--- foe (`attack CHAMPION FOE`); a foe already at 0 Health is no target.
local function attacks(game, c, r, champs)
  local done = {}
  while true do
    local options = {}
    for _, ch in ipairs(champs) do
      if not done[ch.id] and alive(ch) and not c.no_attack[ch.id] then
        for _, f in ipairs(r.foes) do
          if f.on_board and health(game, f) > 0 and may_attack(c, ch, f) then
            options[#options + 1] = { key = "attack " .. ch.id .. " " .. f.id, champion = ch, foe = f }
          end
        end
      end
    end
    if #options == 0 then return end
    local pick = ask(
      game,
      options[1].champion.side,
      "combat round " .. r.round .. ": who attacks which foe?",
      options,
      rulebook.attacker
    )
    done[pick.champion.id] = true
    attack(game, c, pick.champion, pick.foe, r)
  end
end

local function agility(game, champion, c)
  local v = traits().value(game, champion, "agility", { kind = "defence", combat = game.vars.combat })
  return v or 0
end

--- FAQ p.17: ties for the lowest Agility roll off; the lowest roll is targeted, ties roll again
local function lowest_agility(game, c, champs)
  local low, tied = nil, {}
  for _, ch in ipairs(champs) do
    local a = agility(game, ch, c)
    if low == nil or a < low then
      low, tied = a, { ch }
    elseif a == low then
      tied[#tied + 1] = ch
    end
  end
  while #tied > 1 do
    local best, next_tied = nil, {}
    for _, ch in ipairs(tied) do
      local roll = d6(game)
      game.log("roll-off: " .. ch.id .. " rolls " .. roll)
      if best == nil or roll < best then
        best, next_tied = roll, { ch }
      elseif roll == best then
        next_tied[#next_tied + 1] = ch
      end
    end
    tied = next_tied
  end
  return tied[1]
end

--- who may defend against `foe` this round (p.14 Two or More Foes, FAQ p.17): a duellist; else
--- a targeting ability; else the living champions who attacked it; else any engaged champion
local function defenders(game, c, r, foe, champs)
  local living = {}
  for _, ch in ipairs(champs) do
    if alive(ch) and ch.at == c.space and not c.no_defence[ch.id] then living[#living + 1] = ch end
  end
  if #living == 0 then return {} end
  local duellist = c.duels[foe.id]
  if duellist then return contains(living, duellist) and { duellist } or {} end
  if ability(game, foe).targets == "lowest_agility" then
    -- rolled off once per round and foe, again only if its target fell meanwhile
    local t = r.targets[foe.id]
    if not (t and contains(living, t)) then
      t = lowest_agility(game, c, living)
      r.targets[foe.id] = t
    end
    return { t }
  end
  local att = {}
  for _, ch in ipairs(r.attackers[foe.id] or {}) do
    if contains(living, ch) and not contains(att, ch) then att[#att + 1] = ch end
  end
  if #att > 0 then return att end
  return living
end

local function defend(game, c, foe, champion)
  local st = M.stats(game, foe)
  local res = tests().test(game, champion, {
    trait = "agility",
    difficulty = st.attack,
    kind = "defence",
    combat = game.vars.combat,
    foe = foe,
    duel = c.duels[foe.id] == champion or nil,
  })
  local dmg = st.attack - res.total
  local e = game.emit("defence_done", {
    champion = champion,
    foe = foe,
    total = res.total,
    damage = dmg > 0 and dmg or 0,
    detail = champion.id .. " " .. foe.id .. " " .. res.total,
  })
  M.damage_champion(game, champion, e.damage or 0, foe)
end

--- step 2: every foe alive at the round's start attacks once, even one killed this round
--- (FAQ p.17 "attacking and defending is considered to happen at the same time").
local function defences(game, c, r, champs)
  local pending = {}
  for _, f in ipairs(r.foes) do
    if not c.no_foe_attack then pending[#pending + 1] = f end
  end
  while #pending > 0 do
    local options, forced = {}, nil
    for i, f in ipairs(pending) do
      local cand = defenders(game, c, r, f, champs)
      if #cand == 1 and not forced then forced = { i = i, foe = f, champion = cand[1] } end
      for _, ch in ipairs(cand) do
        options[#options + 1] = { key = "defend " .. f.id .. " " .. ch.id, foe = f, champion = ch, i = i }
      end
    end
    if #options == 0 then return end
    -- a foe with one possible defender is resolved without asking (only one option)
    local pick = forced
      or ask(
        game,
        options[1].champion.side,
        "combat round " .. r.round .. ": who defends against which foe?",
        options,
        rulebook.defender
      )
    table.remove(pending, pick.i)
    defend(game, c, pick.foe, pick.champion)
  end
end

--- step 3: foes at 0 Health are removed (regular back into the Foe deck, epic out of the game),
--- the reward to the killing blow (p.14); the villain's death ends the game (foes.remove).
local function removals(game, c, r)
  for _, f in ipairs(r.foes) do
    if f.on_board and health(game, f) <= 0 then
      c.last_killer = c.killers[f.id]
      foes().remove(game, f, c.killers[f.id])
    end
  end
end

--- step 4 (p.14 Retreat): to the space it last travelled from, unless a foe stands there, a
--- foe of this combat forbids it (`no_retreat`), or it has no such space.
function M.can_retreat(game, champion, fs)
  local to = champion.prev
  if not to or to == "" or to == champion.at then return nil end
  if #M.foes_at(game, to) > 0 then return nil end
  for _, f in ipairs(fs) do
    if ability(game, f).no_retreat then return nil end
  end
  if champion.no_retreat then return nil end
  return to
end

local function retreats(game, c, champs, fs)
  for _, ch in ipairs(champs) do
    local to = alive(ch) and ch.at == c.space and M.can_retreat(game, ch, fs)
    if to then
      local pick = game.choose({
        side = ch.side,
        prompt = ch.id .. ": retreat to " .. to .. " or stay?",
        options = { { key = "retreat " .. ch.id, go = true }, { key = "stay " .. ch.id } },
        rule = rulebook.retreat,
      })
      if pick.go then
        local from = ch.at
        game.move(ch, to)
        ch.prev = from
        game.emit("retreated", { champion = ch, from = from, to = to, detail = ch.id .. " " .. to })
      end
    end
  end
end

local function round(game, c)
  local champs, fs = engaged(game, c)
  c.round = c.round + 1
  game.vars.combat_round = c.round
  assign_duels(game, c, champs, fs)
  local r = { round = c.round, foes = fs, attackers = {}, targets = {} }
  game.emit("combat_round_start", { space = c.space, round = c.round, detail = c.space .. " " .. c.round })
  attacks(game, c, r, champs)
  defences(game, c, r, champs)
  removals(game, c, r)
  local left = {}
  for _, f in ipairs(fs) do
    if f.on_board then left[#left + 1] = f end
  end
  -- FAQ p.17: an end-of-round ability does not act in the round its foe is defeated; removed
  -- foes' cards are discarded, so their handlers no longer run
  game.emit("combat_round_end", { space = c.space, round = c.round, foes = left, detail = c.space .. " " .. c.round })
end

-- A combat -------------------------------------------------------------------------------------

--- p.15, FAQ p.18: in a scenario's combat other champions on the space may join (`join X`/`no join`)
local function joiners(game, space, first)
  local out = { first }
  for _, ch in ipairs(M.champions_at(game, space)) do
    if ch ~= first then
      local pick = game.choose({
        side = ch.side,
        prompt = ch.id .. ": join " .. first.id .. "'s combat?",
        options = { { key = "join " .. ch.id, yes = true }, { key = "no join" } },
        rule = rulebook.join,
      })
      if pick.yes then out[#out + 1] = ch end
    end
  end
  return out
end

--- a combat on a space; opts = {kind = "phase"|"scenario"|"ambush"|"duel", champion = (the
--- scenario's champion), champions = {...}, foes = {...}, rounds = N, no_attack = {id = true},
--- no_defence = {id = true}, duel = {foe, champion}, same_combat = true}. Returns
--- "won"|"lost"|"retreated"|"ongoing" and the champion who dealt the killing blow on the last foe.
function M.fight(game, space, opts)
  opts = opts or {}
  local kind = opts.kind or "phase"
  local champions = opts.champions
  if not champions then
    if kind == "scenario" and opts.champion then
      champions = joiners(game, space, game.figure(opts.champion))
    else
      champions = M.champions_at(game, space)
    end
  end
  local list = {}
  for _, ch in ipairs(champions) do
    list[#list + 1] = game.figure(ch)
  end
  local fl = {}
  for _, f in ipairs(opts.foes or M.foes_at(game, space)) do
    fl[#fl + 1] = game.figure(f)
  end
  if #list == 0 or #fl == 0 then return #fl == 0 and "won" or "lost", nil end
  if not opts.same_combat then game.vars.combat = (game.vars.combat or 0) + 1 end
  local c = {
    space = space,
    champions = list,
    foes = fl,
    round = 0,
    killers = {},
    duels = {},
    no_attack = opts.no_attack or {},
    no_defence = opts.no_defence or {},
    no_foe_attack = opts.no_foe_attack,
  }
  if opts.duel then c.duels[game.figure(opts.duel[1]).id] = game.figure(opts.duel[2]) end
  for _, f in ipairs(fl) do
    health(game, f)
    foes().ensure_card(game, f)
  end
  game.emit("combat_start", {
    space = space,
    champions = list,
    foes = fl,
    kind = kind,
    detail = kind .. " " .. space .. " " .. ids(list) .. " vs " .. ids(fl),
  })
  local result
  while true do
    local champs, fs = engaged(game, c)
    if #fs == 0 then
      result = "won"
      break
    end
    if #champs == 0 then
      local any = false
      for _, ch in ipairs(list) do
        if alive(ch) then any = true end
      end
      result = any and "retreated" or "lost"
      break
    end
    if (opts.rounds and c.round >= opts.rounds) or c.round >= MAX_ROUNDS then
      result = "ongoing"
      break
    end
    -- a duel ends when its champion leaves (p.14): the foe stays, the others fight on
    if kind == "duel" and not contains(champs, list[1]) then
      result = "retreated"
      break
    end
    round(game, c)
    if not opts.rounds then
      local champs2, fs2 = engaged(game, c)
      if #champs2 > 0 and #fs2 > 0 then retreats(game, c, champs2, fs2) end
    end
  end
  game.vars.combat_round = 0
  game.emit("combat_end", { space = space, detail = space .. " " .. result })
  return result, c.last_killer
end

--- p.14 Ambush: one round between the ambusher and the ambushed; a champion who ambushes only
--- attacks, an ambushed champion only defends. opts.fight = true (a Scenario's ambush): regular
--- combat follows on the space, as the same combat (one Willpower reroll for both, RULES-NOTES).
function M.ambush(game, attacker, defender, opts)
  opts = opts or {}
  attacker, defender = game.figure(attacker), game.figure(defender)
  local champion, foe = attacker, defender
  local spec = { kind = "ambush", rounds = 1 }
  if is_foe(attacker) then
    champion, foe = defender, attacker
    spec.no_attack = { [champion.id] = true }
  else
    spec.no_foe_attack = true
  end
  spec.champions, spec.foes = { champion }, { foe }
  local space = champion.at
  local result, killer = M.fight(game, space, spec)
  if opts.fight and result == "ongoing" then
    return M.fight(game, space, { kind = opts.kind or "scenario", champion = champion, same_combat = true })
  end
  return result, killer
end

--- p.14 Duel: the champion alone against the foe, no Companion bonuses (tests get `duel`),
--- no switching, no other champion; ends when one side is defeated or the champion retreats.
function M.duel(game, champion, foe)
  champion, foe = game.figure(champion), game.figure(foe)
  return M.fight(
    game,
    champion.at,
    { kind = "duel", champions = { champion }, foes = { foe }, duel = { foe, champion } }
  )
end

-- The Combat Phase ------------------------------------------------------------------------------

--- p.13: every space where champions and foes stand fights, in the initiative order of the first
--- champion there; then foes whose ability acts `every_combat_phase` act, fought or not
--- (Wood-Wose, p.13): their card's `ability.perform(card, game, foe, fought)` runs.
function M.phase(game)
  local fought = {}
  for _, ch in ipairs(M.order(game)) do
    local space = ch.at
    if alive(ch) and space and not fought[space] and #M.foes_at(game, space) > 0 then
      fought[space] = true
      M.fight(game, space, { kind = "phase" })
    end
  end
  for _, f in ipairs(game.figures({ side = FOES, on_board = true })) do
    local ab = ability(game, f)
    if ab.every_combat_phase and type(ab.perform) == "function" then
      local card = nil
      for _, c in ipairs(f:cards()) do
        if c.card == f.card then card = c end
      end
      ab.perform(card, game, f, fought[f.at] == true)
    end
  end
end

return M
