-- Combat (rulebook p.13–14, FAQ p.17–18) with rigged d6s. Games start on the Arawn scenario
-- with `preset` (scripts/ods/acts.lua): champions and foes placed, then every champion passes
-- its Round and the Combat Phase fights. Foe stats are set as figure vars (combat.stats lets
-- them override the card) so the tests do not hang on the provisional card numbers; champion
-- trait values are read back from a probe game (deterministic) rather than copied.

local AUTO = { "^pass$", "^accept$", "^no feat$", "^first ", "^order " }

local function auto(g)
  local opts = g:options()
  for _, p in ipairs(AUTO) do
    for _, o in ipairs(opts) do
      if o:match(p) then return o end
    end
  end
  return nil
end

local function pending(g) return tostring(g:prompt()) .. " [" .. table.concat(g:options(), " | ") .. "]" end

--- answers routine prompts (passing Rounds, accepting tests) until `done(g)` holds, at most
--- `limit` answers; true when it holds. A prompt with no routine answer is an error naming
--- `what` (raised at the line of the test that called upto/reach/...)
local function drive(g, done, what, limit)
  for _ = 1, limit or 80 do
    if done(g) then return true end
    local o = auto(g)
    if not o then error(what .. "; pending: " .. pending(g), 3) end
    g:choose(o)
  end
  return done(g)
end

-- empty World/Quest/Event decks (kit.NO_DECKS): what a shuffle draws after the combat must not
-- touch the figures a test reads (seed independence); a test naming a deck overrides these
local NO_DECKS = require("ods.testkit").NO_DECKS

local function game(champions, preset, extra)
  preset = preset or {}
  local vars = {}
  for k, v in pairs(NO_DECKS) do
    vars[k] = v
  end
  for k, v in pairs(preset.vars or {}) do
    vars[k] = v
  end
  preset.vars = vars
  local spec = { scenario = "scripts/ods/scenarios/realm_arawn.yaml", champions = champions, preset = preset }
  for k, v in pairs(extra or {}) do
    spec[k] = v
  end
  return test.game(spec)
end

-- a corpse with given stats on tollgate against the listed champions (seat p1, p2, ...); each
-- champion came from riverwatch (`prev`), so every round ends on its retreat question;
-- `more.foes` (id -> stats) stand there too
local function fight(ids, foe_vars, more)
  more = more or {}
  local champions, at, fv = {}, { undead_corpse_1 = "tollgate" }, { undead_corpse_1 = foe_vars }
  for i, id in ipairs(ids) do
    champions["p" .. i] = { id }
    at["p" .. i .. "_" .. id] = "tollgate"
    fv["p" .. i .. "_" .. id] = { prev = "riverwatch" }
  end
  for id, stats in pairs(more.foes or {}) do
    at[id] = "tollgate"
    fv[id] = stats
  end
  for k, v in pairs(more.at or {}) do
    at[k] = v
  end
  for k, v in pairs(more.figure_vars or {}) do
    fv[k] = v
  end
  return game(champions, { at = at, figure_vars = fv, vars = more.vars }, more.extra)
end

-- the listed champions (seat p1, p2, ...; p1 came from riverwatch) and `foes` (id -> stats as
-- figure vars) on tollgate
local function melee(ids, foes)
  local champions, at, fv = {}, {}, { ["p1_" .. ids[1]] = { prev = "riverwatch" } }
  for i, id in ipairs(ids) do
    champions["p" .. i] = { id }
    at["p" .. i .. "_" .. id] = "tollgate"
  end
  for id, stats in pairs(foes) do
    at[id] = "tollgate"
    fv[id] = stats
  end
  return game(champions, { at = at, figure_vars = fv })
end

--- plays on (passing Rounds, accepting rolls) until `key` is offered, then chooses it
local function upto(g, key)
  if not drive(g, function() return g:offers(key) end, "`" .. key .. "` is not offered") then
    error("`" .. key .. "` never offered", 2)
  end
  g:choose(key)
end

local function asks_retreat(g)
  for _, o in ipairs(g:options()) do
    if o:match("^stay ") then return true end
  end
  return false
end

--- plays on until `key` is offered (not chosen)
local function reach(g, key)
  drive(g, function() return g:offers(key) end, "`" .. key .. "` is not offered")
end

--- plays on until a round ends on a retreat question (not answered) or the game is over
local function round_end(g)
  drive(g, function() return g:finished() or asks_retreat(g) end, "round did not end")
end

local function events(g, name) return g:events(name) end

--- plays on until `name` was raised (n times), stopping at the next question
local function until_event(g, name, n)
  drive(g, function() return g:finished() or #events(g, name) >= (n or 1) end, "no `" .. name .. "`", 200)
end

local function index_of(g, name)
  for i, e in ipairs(g:events()) do
    if e.name == name then return i end
  end
  return nil
end

--- the foe was defeated and left the board: it is off the board, or (seed independence) the
--- villain's progression after the combat drew its card again and it entered anew
local function left_board(g, id)
  local defeated = nil
  for i, e in ipairs(g:events()) do
    if e.name == "foe_defeated" and e.foe == id then defeated = i end
  end
  if not defeated then return false end
  if not g:figure(id).on_board then return true end
  for i, e in ipairs(g:events()) do
    if i > defeated and e.name == "foe_entered" and e.foe == id then return true end
  end
  return false
end

-- Anton's Might with his starting cards: an attack with die 1 totals 1 + Might
local function anton_might()
  local g = fight({ "anton" }, { defence = 20, attack = 0, health = 9 })
  g:rig("d6", { "n1", "n6" })
  round_end(g)
  return events(g, "attack_done")[1].total - 1
end

test("an attack deals the difference between its total and the foe's Defence (p.13)", function()
  local g = fight({ "anton" }, { defence = 5, attack = 9, health = 9 })
  g:rig("d6", { "n6", "n6" })
  round_end(g)
  local a = events(g, "attack_done")[1]
  expect(a.total).to_be_at_least(7)
  expect(a.damage).to_be(a.total - 5)
  expect(g:figure("undead_corpse_1").health).to_be(9 - (a.total - 5))
  -- the defence: Attack 9 against d6 6 + Agility; damage = Attack − total when positive
  local d = events(g, "defence_done")[1]
  expect(d.champion).to_be("p1_anton")
  expect(d.total).to_be_at_most(8)
  expect(d.damage).to_be(9 - d.total)
  expect(g:figure("p1_anton").health).to_be(8 - (9 - d.total))
end)

test("a tie or a lower total deals no damage, both ways (p.13 'A tie score results in no damage')", function()
  local might = anton_might()
  -- Defence = 3 + Might: die 3 ties; the foe's Attack 1 is below any defence total
  local g = fight({ "anton" }, { defence = 3 + might, attack = 1, health = 4 })
  g:rig("d6", { "n3", "n2" })
  round_end(g)
  expect(events(g, "attack_done")[1].damage).to_be(0)
  expect(g:figure("undead_corpse_1").health).to_be(4)
  expect(events(g, "defence_done")[1].damage).to_be(0)
  expect(g:figure("p1_anton").health).to_be(8)
  -- below: die 2 against the same Defence
  g:rig("d6", { "n2", "n2" })
  g:choose("stay p1_anton")
  round_end(g)
  expect(events(g, "attack_done")[2].damage).to_be(0)
  expect(g:figure("undead_corpse_1").health).to_be(4)
end)

test("a foe killed by an attack still attacks that round, then is removed (FAQ p.17)", function()
  local g = fight({ "anton", "brom" }, { defence = 0, attack = 9, health = 1 })
  g:rig("d6", { "n6", "n1" })
  upto(g, "attack p1_anton undead_corpse_1") -- Brom then has no foe left to attack
  until_event(g, "combat_end")
  local d = events(g, "defence_done")
  expect(#d).to_be(1)
  expect(d[1].foe).to_be("undead_corpse_1")
  expect(d[1].damage).to_be_at_least(1)
  expect(index_of(g, "foe_defeated") > index_of(g, "defence_done")).to_be(true)
  expect(left_board(g, "undead_corpse_1")).to_be(true)
  expect_event(g, "combat_end", { space = "tollgate" })
  expect(#events(g, "attack_done")).to_be(1)
end)

test("the Willpower reroll is once per combat, attack or defence (p.13, FAQ p.17)", function()
  local g = fight({ "anton" }, { defence = 20, attack = 9, health = 9 })
  g:rig("d6", { "n1", "n2", "n1" })
  upto(g, "reroll")
  expect(g:figure("p1_anton").willpower).to_be(4)
  -- the same combat's defence (n1): raising offered, the reroll not
  upto(g, "accept")
  expect(g:options()).to_contain("will 1")
  expect(g:options()).not_to_contain("reroll")
  -- round 2 of the same combat: still none
  g:rig("d6", { "n1" })
  upto(g, "stay p1_anton")
  expect(g:options()).to_contain("will 1")
  expect(g:options()).not_to_contain("reroll")
end)

test("players choose which of the champions who attacked a foe defends against it (p.14, FAQ p.17)", function()
  local g = fight({ "anton", "brom" }, { defence = 20, attack = 9, health = 9 })
  g:rig("d6", { "n6", "n6", "n6" })
  upto(g, "attack p1_anton undead_corpse_1")
  expect(g:options()).to_be({ "defend undead_corpse_1 p1_anton", "defend undead_corpse_1 p2_brom" })
  g:choose("defend undead_corpse_1 p2_brom")
  round_end(g)
  local d = events(g, "defence_done")
  expect(#d).to_be(1)
  expect(d[1].champion).to_be("p2_brom")
end)

test("a foe nobody attacked still attacks; the players pick any engaged champion (p.14)", function()
  local g = fight(
    { "anton", "brom" },
    { defence = 20, attack = 9, health = 9 },
    { foes = { undead_corpse_2 = { defence = 20, attack = 9, health = 9 } } }
  )
  g:rig("d6", { "n6", "n6", "n6", "n6" })
  upto(g, "attack p1_anton undead_corpse_1")
  upto(g, "attack p2_brom undead_corpse_1")
  upto(g, "defend undead_corpse_2 p1_anton")
  -- corpse 2 was attacked by nobody: both champions could defend; corpse 1 by both
  upto(g, "defend undead_corpse_1 p2_brom")
  round_end(g)
  local d = events(g, "defence_done")
  expect(#d).to_be(2)
  expect(d[1].champion).to_be("p1_anton")
  expect(d[1].foe).to_be("undead_corpse_2")
  expect(d[2].champion).to_be("p2_brom")
end)

test("a foe targeting the lowest Agility overrules the players' choice (FAQ p.17)", function()
  -- werewolf_pack: targets = "lowest_agility"; Anton Agility 2, Natasha 4 (provisional cards)
  local g = melee({ "anton", "natasha" }, { werewolf_pack_1 = { defence = 20, attack = 9, health = 9 } })
  g:rig("d6", { "n6", "n6", "n6" })
  upto(g, "attack p2_natasha werewolf_pack_1")
  round_end(g)
  local d = events(g, "defence_done")
  expect(#d).to_be(1)
  expect(d[1].champion).to_be("p1_anton")
end)

test("lowest Agility tied: a roll-off, the lowest roll is targeted (FAQ p.17)", function()
  -- Anton and Selene: Agility 2 both (provisional cards)
  local g = melee({ "anton", "selene" }, { werewolf_pack_1 = { defence = 20, attack = 9, health = 9 } })
  -- two attacks, then the roll-off (Anton 5, Selene 3: Selene is targeted), then her defence
  g:rig("d6", { "n6", "n6", "n5", "n3", "n6" })
  upto(g, "attack p1_anton werewolf_pack_1")
  round_end(g)
  expect(events(g, "defence_done")[1].champion).to_be("p2_selene")
end)

test("retreat: to the space travelled from; the foe's damage stays (p.14, FAQ p.17)", function()
  local g = fight({ "anton" }, { defence = 0, attack = 0, health = 30 })
  g:rig("d6", { "n6", "n6" })
  round_end(g)
  local left = g:figure("undead_corpse_1").health
  expect(left < 30).to_be(true)
  g:choose("retreat p1_anton")
  expect(g:figure("p1_anton").prev).to_be("tollgate")
  expect_event(g, "retreated", { champion = "p1_anton", from = "tollgate", to = "riverwatch" })
  expect_event(g, "combat_end", { space = "tollgate" })
  expect(g:figure("undead_corpse_1").health).to_be(left)
end)

test("no retreat onto a foe's space, nor from a no_retreat foe, nor without a previous space (p.14)", function()
  -- each game: round 1 with n6s, round 2's attack rolls n1 and stops on its test question
  local g = fight({ "anton" }, { defence = 20, attack = 0, health = 9 }, { at = { undead_corpse_2 = "riverwatch" } })
  g:rig("d6", { "n6", "n6", "n1" })
  reach(g, "accept")
  expect(#events(g, "combat_round_start")).to_be(2)
  expect(#events(g, "retreated")).to_be(0)

  local h = melee({ "anton" }, { undead_horde_1 = { defence = 20, attack = 0, health = 9 } })
  h:rig("d6", { "n6", "n6", "n1" })
  reach(h, "accept")
  expect(#events(h, "combat_round_start")).to_be(2)

  local k = fight({ "anton" }, { defence = 20, attack = 0, health = 9 }, { figure_vars = { p1_anton = { prev = "" } } })
  k:rig("d6", { "n6", "n6", "n1" })
  reach(k, "accept")
  expect(#events(k, "combat_round_start")).to_be(2)
end)

test("the killing blow takes the foe's reward; the other attacker gets nothing (p.13 5, p.14)", function()
  local g = fight({ "anton", "brom" }, { defence = 0, attack = 0, health = 12, reward = 3 })
  g:rig("d6", { "n1", "n6", "n6", "n6" })
  upto(g, "attack p2_brom undead_corpse_1")
  local gold_a, gold_b = g:figure("p1_anton").gold, g:figure("p2_brom").gold
  upto(g, "defend undead_corpse_1 p1_anton")
  until_event(g, "combat_end")
  local a = events(g, "attack_done")
  -- the kill must be Anton's second attack: Brom's (die 1) leaves the corpse standing
  if a[1].damage >= 12 or a[1].damage + a[2].damage < 12 then test.skip("champion Might changed; retune the health") end
  expect(left_board(g, "undead_corpse_1")).to_be(true)
  expect_event(g, "foe_defeated", { foe = "undead_corpse_1", by = "p1_anton" })
  expect(g:figure("p1_anton").gold).to_be(gold_a + 3)
  expect(g:figure("p2_brom").gold).to_be(gold_b)
end)

test("a foe's damage persists into the next Turn's combat (p.14 Retreat, FAQ p.17)", function()
  -- no Scenario nor Event in between (empty decks): straight from Turn 1 to Turn 2; against
  -- the Dragon, whose progression moves no foe (Arawn's foes walk towards the Capitals)
  local g = fight({ "anton" }, { defence = 0, attack = 0, health = 30 }, {
    vars = { deck_world_realm = "", deck_quest = "", deck_event = "" },
    extra = { scenario = "scripts/ods/scenarios/realm_dragon.yaml" },
  })
  g:rig("d6", { "n6", "n6" })
  round_end(g)
  g:choose("retreat p1_anton")
  local left = g:figure("undead_corpse_1").health
  upto(g, "travel tollgate")
  g:rig("d6", { "n6", "n6" })
  round_end(g)
  local a = events(g, "attack_done")
  expect(#a).to_be(2)
  expect(#events(g, "combat_start")).to_be(2)
  expect(g:figure("undead_corpse_1").health).to_be(left - a[2].damage)
end)

test("a champion at 0 Health in Act I leaves the board; the others fight on (p.14)", function()
  local g = fight({ "anton", "brom" }, { defence = 20, attack = 30, health = 9 })
  g:rig("d6", { "n1", "n1", "n1", "n1" })
  upto(g, "attack p1_anton undead_corpse_1")
  upto(g, "defend undead_corpse_1 p1_anton")
  round_end(g)
  local a = g:figure("p1_anton")
  expect(a.dead).to_be(true)
  expect(a.on_board).to_be(false)
  expect(a.health).to_be(0)
  expect_event(g, "champion_defeated", { champion = "p1_anton" })
  expect(g:finished()).to_be_nil()
  expect(g:options()).to_contain("stay p2_brom")
end)

test("in Act II the last champion's death is the defeat (p.14, p.16)", function()
  local g = fight({ "anton" }, { defence = 20, attack = 30, health = 9 }, { vars = { act = 2 } })
  g:rig("d6", { "n1", "n1" })
  round_end(g)
  expect(g:figure("p1_anton").dead).to_be(true)
  expect(g:finished()).to_be_truthy()
  expect(g:outcome().outcome).to_be("defeat")
end)

test("an epic foe defeated leaves the game; a regular one goes back beside the board (p.14)", function()
  local g = melee(
    { "anton" },
    { herne = { defence = 0, attack = 0, health = 1 }, undead_corpse_1 = { defence = 0, attack = 0, health = 1 } }
  )
  g:rig("d6", { "n6", "n6", "n6", "n6" })
  upto(g, "attack p1_anton herne")
  round_end(g)
  expect(g:figure("herne").on_board).to_be(false)
  expect(g:figure("herne").out).to_be(true)
  expect_event(g, "foe_defeated", { foe = "herne", by = "p1_anton" })
  -- the corpse (not attacked) still stands; killed next round, it goes back beside the board
  g:rig("d6", { "n6", "n6" })
  g:choose("stay p1_anton")
  until_event(g, "combat_end")
  expect(left_board(g, "undead_corpse_1")).to_be(true)
  expect(g:figure("undead_corpse_1").out).to_be_nil()
  -- its card went back into the Foe deck (unless the progression drew it again at once)
  if not g:figure("undead_corpse_1").on_board then expect(g:vars().deck_foe).to_contain("undead_corpse") end
end)

test("the villain falling in Act II is the victory (p.16)", function()
  -- Act II: Arawn (villains.lua) stands on barrow_of_kings with his card's stats, a guard
  -- beside him; Brom spends +2 Boon tokens (p.11, no limit) to finish each foe in one attack
  local g = game({ p1 = { "brom" } }, {
    at = { p1_brom = "barrow_of_kings" },
    vars = { act = 2 },
    figure_vars = { p1_brom = { boon2 = 40, health = 99, max_health = 99 } },
  })
  for _ = 1, 200 do
    if g:finished() then break end
    local p = g:prompt() or ""
    if
      p:match("might attack")
      and g:offers("boon 2")
      and p:match("= (%d+) vs")
      and tonumber(p:match("= (%d+) vs")) < 29
    then
      g:choose("boon 2")
    else
      local o = auto(g)
      if not o then
        for _, opt in ipairs(g:options()) do
          if opt:match("^attack p1_brom ") then
            o = opt
            break
          end
        end
      end
      if not o then break end
      g:choose(o)
    end
  end
  expect_event(g, "foe_defeated", { foe = "arawn", by = "p1_brom" })
  expect(g:finished()).to_be_truthy()
  expect(g:outcome().outcome).to_be("victory")
end)

test("an end-of-round ability does not act in the round its foe dies (FAQ p.17)", function()
  -- satyr_troupe: each champion on its space loses 1 Willpower at the end of a round it survives
  local g = melee({ "anton" }, {
    satyr_troupe_1 = { defence = 0, attack = 0, health = 1 },
    satyr_troupe_2 = { defence = 20, attack = 0, health = 30 },
  })
  g:rig("d6", { "n6", "n6", "n6" })
  upto(g, "attack p1_anton satyr_troupe_1")
  round_end(g)
  expect(g:figure("satyr_troupe_1").on_board).to_be(false)
  expect_event(g, "combat_round_end", { round = 1, foes = { "satyr_troupe_2" } })
  expect(g:figure("p1_anton").willpower).to_be(4) -- satyr 2 only
end)

test("a foe acting every Combat Phase acts though nobody fought it (p.13 Wood-Wose)", function()
  local g = game({ p1 = { "anton" } }, { at = { p1_anton = "tollgate", wood_wose_1 = "riverwatch" } })
  until_event(g, "phase_end", 2) -- the Action Phase, then the Combat Phase
  expect(#events(g, "combat_start")).to_be(0)
  expect(g:figure("p1_anton").health).to_be(7)
end)

test("a duelling foe fights only its duellist; the other champion may not attack it (p.14 Duel)", function()
  local g = fight(
    { "anton", "brom" },
    { defence = 20, attack = 0, health = 9 },
    { foes = { fallen_knight_1 = { defence = 20, attack = 0, health = 9 } } }
  )
  g:rig("d6", { "n6", "n6", "n6", "n6" })
  until_event(g, "combat_round_start")
  local opts = g:options()
  -- the knight's duellist is the first champion in initiative order; only it may attack it
  local duellist = nil
  for _, o in ipairs(opts) do
    local who = o:match("^attack (%S+) fallen_knight_1$")
    if who then
      expect(duellist).to_be_nil()
      duellist = who
    end
  end
  expect(duellist).not_to_be(nil)
  expect(opts).not_to_contain("attack " .. duellist .. " undead_corpse_1")
  g:choose("attack " .. duellist .. " fallen_knight_1")
  round_end(g)
  for _, d in ipairs(events(g, "defence_done")) do
    if d.foe == "fallen_knight_1" then expect(d.champion).to_be(duellist) end
  end
end)

test("a Scenario's ambush: a defence only, then regular combat as the same combat (p.14 Ambush, FAQ p.17)", function()
  -- A Knife in the Crowd (capital World card): a failed Awareness test, the redcap ambushes
  local stats = { defence = 20, attack = 9 }
  local g = game({ p1 = { "hadrian" } }, {
    at = { p1_hadrian = "dunmarrow" },
    vars = { deck_world_capital = "a_knife_in_the_crowd", deck_quest = "", deck_event = "" },
    figure_vars = { redcap_assassins_1 = stats, redcap_assassins_2 = stats },
  })
  g:rig("d6", { "n1", "n1", "n6", "n1" })
  -- the Awareness test fails (die 1); the ambush's defence (die 1) may be rerolled
  upto(g, "reroll")
  until_event(g, "combat_start", 2)
  local starts = events(g, "combat_start")
  expect(starts[1].kind).to_be("ambush")
  expect(starts[2].kind).to_be("scenario")
  -- the ambushed champion only defended in the ambush round
  expect(#events(g, "defence_done")).to_be(1)
  expect(#events(g, "attack_done")).to_be(0)
  -- round 1 of the regular combat: the attack (die 1) offers no second reroll
  reach(g, "accept")
  expect(g:prompt()).to_contain("might attack")
  expect(g:options()).not_to_contain("reroll")
  expect(g:vars().combat).to_be(1)
end)

-- Scenario combats (p.14–15, FAQ p.17–18): a made-up card's steps run for Anton on tollgate at
-- the first Scenario Phase (scenario key `probe_steps`, scripts/ods/scenarios.lua); the corpse
-- brings (Morrigan's Fomorians: no Arawn set-up or draw puts them on the map, and their card
-- has no ability) fights with the stats in `foe` (figure vars set before it enters)
local function scene(ids, steps, foe, give, more_vars)
  local champions, at, fv = {}, {}, { fomorian_invaders_1 = foe or { defence = 20, attack = 0 } }
  for k, v in pairs(more_vars or {}) do
    fv[k] = v
  end
  for i, id in ipairs(ids) do
    champions["p" .. i] = { id }
    at["p" .. i .. "_" .. id] = "tollgate"
    fv["p" .. i .. "_" .. id] = { prev = "riverwatch" }
  end
  local g = game(
    champions,
    { at = at, figure_vars = fv, give = give },
    { probe_steps = { { champion = "p1_" .. ids[1], steps = steps }, { steps = {} } } }
  )
  reach(g, "probe 1")
  return g
end

test("a Scenario's combat: another champion on the space may join it or not (p.15, FAQ p.18)", function()
  local g = scene({ "anton", "brom" }, { { combat = "fomorian_invaders" } })
  g:rig("d6", { "n6", "n6", "n6" })
  g:choose("probe 1")
  expect(g:options()).to_be({ "join p2_brom", "no join" })
  g:choose("join p2_brom")
  expect_event(g, "combat_start", { kind = "scenario", champions = { "p1_anton", "p2_brom" } })
  expect(g:options()).to_contain("attack p2_brom fomorian_invaders_1")

  local h = scene({ "anton", "brom" }, { { combat = "fomorian_invaders" } })
  h:rig("d6", { "n6", "n6", "n6" })
  h:choose("probe 1")
  h:choose("no join")
  expect_event(h, "combat_start", { kind = "scenario", champions = { "p1_anton" } })
  round_end(h)
  -- Brom stands on the space but is not in the combat: he neither attacks nor defends
  for _, a in ipairs(events(h, "attack_done")) do
    expect(a.champion).to_be("p1_anton")
  end
  for _, d in ipairs(events(h, "defence_done")) do
    expect(d.champion).to_be("p1_anton")
  end
  expect(h:options()).to_be({ "retreat p1_anton", "stay p1_anton" })
end)

test("a champion who ambushes only attacks in the ambush round; then regular combat (p.14 Ambush)", function()
  local g = scene({ "anton" }, { { ambush = "fomorian_invaders", by = "champion" } }, { defence = 20, attack = 9 })
  g:rig("d6", { "n6", "n6", "n6" })
  g:choose("probe 1")
  round_end(g)
  local starts = events(g, "combat_start")
  expect(#starts).to_be(2)
  expect(starts[1].kind).to_be("ambush")
  expect(starts[2].kind).to_be("scenario")
  -- the ambush round: Anton's attack, and the foe (Attack 9) did not strike back; the regular
  -- combat's first round: both
  local seen, second = {}, false
  for _, e in ipairs(g:events()) do
    if e.name == "combat_start" and e.kind == "scenario" then second = true end
    if e.name == "attack_done" or e.name == "defence_done" then
      seen[#seen + 1] = (second and "2 " or "1 ") .. e.name
    end
  end
  expect(seen).to_be({ "1 attack_done", "2 attack_done", "2 defence_done" })
end)

test("a Companion gives nothing in a duel; it counts in a regular combat (p.14 Duel)", function()
  -- the Sellsword: a Companion with Might +1 and Agility +1 (provisional card)
  local function totals(step)
    local g = scene({ "anton" }, { step }, { defence = 20, attack = 9 }, { p1_anton = { "sellsword" } })
    g:rig("d6", { "n3", "n3" })
    g:choose("probe 1")
    until_event(g, "defence_done")
    return events(g, "attack_done")[1].total, events(g, "defence_done")[1].total
  end
  local a_duel, d_duel = totals({ duel = "fomorian_invaders" })
  local a_fight, d_fight = totals({ combat = "fomorian_invaders" })
  expect(a_fight).to_be(a_duel + 1)
  expect(d_fight).to_be(d_duel + 1)
end)

test("several foes: the players pick who attacks first and which foe, then each foe's defender (p.14)", function()
  local g = fight(
    { "anton", "brom" },
    { defence = 20, attack = 9, health = 9 },
    { foes = { undead_corpse_2 = { defence = 20, attack = 9, health = 9 } } }
  )
  g:rig("d6", { "n2", "n5", "n6", "n6" })
  reach(g, "attack p2_brom undead_corpse_2")
  -- every champion against every foe, in any order
  local opts = g:options()
  table.sort(opts)
  expect(opts).to_be({
    "attack p1_anton undead_corpse_1",
    "attack p1_anton undead_corpse_2",
    "attack p2_brom undead_corpse_1",
    "attack p2_brom undead_corpse_2",
  })
  g:choose("attack p2_brom undead_corpse_2")
  upto(g, "accept")
  -- Anton still to attack; only he is left to choose
  expect(g:options()).to_be({ "attack p1_anton undead_corpse_1", "attack p1_anton undead_corpse_2" })
  g:choose("attack p1_anton undead_corpse_1")
  upto(g, "accept")
  -- each foe attacked by one champion: that champion defends, nobody is asked
  round_end(g)
  local a, d = events(g, "attack_done"), events(g, "defence_done")
  expect(a[1].champion).to_be("p2_brom")
  expect(a[1].foe).to_be("undead_corpse_2")
  expect(a[2].champion).to_be("p1_anton")
  expect(#d).to_be(2)
  for _, x in ipairs(d) do
    expect(x.champion).to_be(x.foe == "undead_corpse_1" and "p1_anton" or "p2_brom")
  end
end)

test("the villain's figure vars override its card's stats, as a foe's do", function()
  -- Act II: Arawn (card Defence 6) on barrow_of_kings, his Defence set to 1 on the figure
  local g = game({ p1 = { "brom" } }, {
    at = { p1_brom = "barrow_of_kings" },
    vars = { act = 2 },
    figure_vars = { p1_brom = { health = 99, max_health = 99 }, arawn = { defence = 1, attack = 0, reward = 9 } },
  })
  -- a guard of his set-up may stand beside him (a Fallen Knight even duels Brom first): play
  -- on, attacking Arawn whenever offered, until an attack on him is done
  local a
  for _ = 1, 300 do
    for _, e in ipairs(events(g, "attack_done")) do
      if e.foe == "arawn" and not a then a = e end
    end
    if a or g:finished() then break end
    local o = g:offers("attack p1_brom arawn") and "attack p1_brom arawn" or auto(g)
    if not o then
      for _, x in ipairs(g:options()) do
        if x:match("^attack ") then o = x end
      end
    end
    g:choose(o or g:options()[1])
  end
  expect(a).not_to_be(nil)
  expect(a.damage).to_be(a.total - 1)
end)

test("a Scenario's combat engages every foe on the space, the card's first (p.14 'engaged with all Foes')", function()
  -- the card first brings a werewolf pack onto the space, then calls the Fomorians to fight
  local g = scene(
    { "anton" },
    { { foe = "werewolf_pack", at = "here" }, { combat = "fomorian_invaders" } },
    nil,
    nil,
    { werewolf_pack_1 = { defence = 20, attack = 0 } }
  )
  g:rig("d6", { "n6", "n6", "n6" })
  g:choose("probe 1")
  expect_event(g, "combat_start", { kind = "scenario", foes = { "fomorian_invaders_1", "werewolf_pack_1" } })
  expect(g:options()).to_contain("attack p1_anton werewolf_pack_1")
end)
