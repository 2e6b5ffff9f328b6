-- Boss fights (ATC 10.3): the five phases of a boss's turn.

local function game(figures, extra)
  local spec = {
    mode = "coop",
    board = test.open_board(10, 6),
    boss = "tyrant",
    figures = figures,
    boss_spells = { "tyrants_gaze" },
    flasks = {},
  }
  for k, v in pairs(extra or {}) do
    spec[k] = v
  end
  return test.game(spec)
end

local function heroes_pass(g, rolls)
  if rolls then g:rig("d20", rolls) end
  for _ = 1, 10 do
    local p = g:prompt() or ""
    local hero = p:match("turn %d+: (%S+) ")
    if hero and (g:vars().round or 1) == 1 then
      g:choose("pass " .. hero)
    elseif p:find("which hero acts next", 1, true) and (g:vars().round or 1) == 1 then
      g:choose(1)
    else
      return
    end
  end
end

local function crit_no(g)
  if g:offers("crit no") then g:choose("crit no") end
end

test("the boss starts with its card's 280 HP and its spell deck shuffled", function()
  local g = game({
    { id = "tank", side = "heroes", at = "a1", card = "tank" },
    { id = "tyrant", side = "foes", at = "j6", card = "molten_tyrant" },
  }, { boss_spells = false })
  expect(g:figure("tyrant").hp).to_be(280)
  expect(g:figure("tyrant").role).to_be("boss")
  expect(g:vars().spell_deck).to_contain("eruption")
  expect(g:vars().evil_deck).to_be_nil()
end)

test("refresh: heroes' effects are removed, 5 damage for each permanent one", function()
  local g = game({
    { id = "tank", side = "heroes", at = "b2", card = "tank" },
    { id = "tyrant", side = "foes", at = "c3", card = "molten_tyrant" },
  }, {
    vars = {
      ["fx 1"] = "vulnerable|permanent|tank|0||heroes",
      ["fx 2"] = "weakened|temporary|tank|0||heroes",
      ["fx 3"] = "cursed|permanent|tank|0||heroes",
      fx_next = 3,
    },
    figure_vars = { tyrant = { fx = "1 2 3" } },
  })
  heroes_pass(g, { "n1", "n2" })
  crit_no(g)
  expect(g:figure("tyrant").fx).to_be_nil()
  -- 2 permanent effects: 10 damage; a hero adjacent: no Magma Bath healing
  expect(g:figure("tyrant").hp).to_be(270)
end)

test("special power: Magma Bath heals 10 when no hero is adjacent", function()
  local g = game({
    { id = "tank", side = "heroes", at = "a1", card = "tank" },
    { id = "tyrant", side = "foes", at = "j6", card = "molten_tyrant", start_hp = 200 },
  })
  heroes_pass(g, { "n1" })
  expect(g:figure("tyrant").hp).to_be(210)
end)

test("aura: heroes adjacent to the boss take 3 damage", function()
  local g = game({
    { id = "tank", side = "heroes", at = "b2", card = "tank" },
    { id = "healer", side = "heroes", at = "h6", card = "healer" },
    { id = "tyrant", side = "foes", at = "c3", card = "molten_tyrant" },
  })
  heroes_pass(g, { "n1", "n2" })
  crit_no(g)
  expect_event(g, "damage_taken", { figure = "tank", amount = 3, kind = "effect" })
  expect_no_event(g, "damage_taken", { figure = "healer", kind = "effect" })
end)

test("boss spell: drawn every turn, reshuffled when spent, its command picks the target", function()
  local g = game({
    { id = "tank", side = "heroes", at = "b2", card = "tank" },
    { id = "healer", side = "heroes", at = "e3", card = "healer" },
    { id = "tyrant", side = "foes", at = "c3", card = "molten_tyrant" },
  }, { boss_spells = { "flowing_magma" } })
  -- attack 1 (Magma Fist, melee 1), then its strike
  heroes_pass(g, { "n1", "n15" })
  -- three squares next to the healer cost one point: the players choose (golden rule)
  expect(g:options()).to_be({ "boss healer d2", "boss healer d3", "boss healer d4" })
  g:choose("boss healer d3")
  -- leaving the tank's side incites its reaction attack
  expect(g:prompt()).to_contain("reaction attack on tyrant")
  g:choose("no react tank")
  crit_no(g)
  expect(g:vars().boss_spell).to_be("flowing_magma")
  -- the command hunts the healer: the boss steps next to it and hits it, not the tank beside it
  expect_event(g, "strike_rolled", { attacker = "tyrant", target = "healer", attack = "magma_fist" })
  expect(g:figure("tyrant").at).to_be("d3")
end)

test("the attack card drawn last round is left out of the next shuffle", function()
  local g = game({
    { id = "tank", side = "heroes", at = "b2", card = "tank", start_hp = 75 },
    { id = "tyrant", side = "foes", at = "c3", card = "molten_tyrant" },
  })
  heroes_pass(g, { "n1", "n2" })
  crit_no(g)
  expect(g:vars().boss_last).to_be("magma_fist")
  -- round 2: n1 now names the first card left, Lava Whip
  g:rig("d20", { "n1", "n2" })
  g:choose("pass tank")
  crit_no(g)
  expect(g:vars().boss_last).to_be("lava_whip")
end)

test("a special attack card drawn is spent for the whole fight", function()
  local g = game({
    { id = "tank", side = "heroes", at = "b2", card = "tank" },
    { id = "tyrant", side = "foes", at = "c3", card = "molten_tyrant" },
  }, { boss_attacks = { "magma_fist", "infernal_blast" } })
  heroes_pass(g, { "n2", "n2" })
  crit_no(g)
  expect(g:vars().boss_last).to_be("infernal_blast")
  expect(g:vars().boss_spent).to_be("infernal_blast")
end)

test("the boss moves the shortest distance to reach its target", function()
  local g = game({
    { id = "tank", side = "heroes", at = "a1", card = "tank" },
    { id = "tyrant", side = "foes", at = "e1", card = "molten_tyrant" },
  }, { boss_attacks = { "magma_fist" } })
  heroes_pass(g, { "n2" })
  -- 3 squares to b1 or b2; c1/c2 would be farther: only the shortest are offered
  expect(g:options()).to_be({ "boss tank b1", "boss tank b2" })
  g:choose("boss tank b1")
  crit_no(g)
  expect(g:figure("tyrant").at).to_be("b1")
  expect_event(g, "strike_rolled", { attacker = "tyrant", target = "tank" })
end)

test("the boss fight is won when the boss dies", function()
  local g = test.game({ scenario = "scripts/arena/scenarios/boss_tyrants_forge.yaml" })
  expect(g:figure("tyrant").hp).to_be(280)
  g:play("pick war_cry", "pick second_wind") -- step C (ATC 8 p.29)
  expect(g:prompt()).to_contain("which hero acts next")
end)

local function boss_attacked(g)
  local out = {}
  for _, e in ipairs(g:events("strike_rolled")) do
    if e.attacker == "tyrant" then out[#out + 1] = e.target end
  end
  return out
end

test("10.3.1 example: 'farthest, lowest HP': the boss goes for Hero B, the farthest it can reach", function()
  -- A is 12 squares west (5 HP; out of reach even after moving), B 5 squares south (70 HP),
  -- C 2 squares away (5 HP): distance beats health, the boss moves the least to attack B
  local g = game({
    { id = "a", side = "heroes", at = "a2", card = "tank", start_hp = 5 },
    { id = "b", side = "heroes", at = "m7", card = "tank", start_hp = 70 },
    { id = "c", side = "heroes", at = "k4", card = "tank", start_hp = 5 },
    { id = "tyrant", side = "foes", at = "m2", card = "molten_tyrant" },
  }, { board = test.open_board(24, 10), boss_spells = { "cinder_rain" }, boss_attacks = { "magma_fist" } })
  heroes_pass(g, { "n19" })
  -- three squares next to B cost 4 points: the players pick (golden rule); all are B's
  expect(g:options()).to_be({ "boss b l6", "boss b m6", "boss b n6" })
  g:choose("boss b m6")
  for _ = 1, 3 do
    if g:offers("no react c") then g:choose("no react c") end
  end
  crit_no(g)
  expect(boss_attacked(g)).to_be({ "b" })
  expect(g:figure("tyrant").at).to_be("m6")
end)

test("no hero in reach: the boss moves twice towards its command's best fit (farthest: A)", function()
  local g = game({
    { id = "a", side = "heroes", at = "a2", card = "tank", start_hp = 5 },
    { id = "b", side = "heroes", at = "x2", card = "tank", start_hp = 70 },
    { id = "c", side = "heroes", at = "m9", card = "tank", start_hp = 5 },
    { id = "tyrant", side = "foes", at = "m2", card = "molten_tyrant" },
  }, { board = test.open_board(24, 10), boss_spells = { "cinder_rain" }, boss_attacks = { "magma_fist" } })
  heroes_pass(g)
  for _ = 1, 5 do
    if (g:prompt() or ""):find("where does it move", 1, true) then g:choose(1) end
  end
  expect(boss_attacked(g)).to_be({})
  -- 8 points west: from m2 to the e column (e1, e2, e3 tie: the players chose)
  expect(g:figure("tyrant").at:sub(1, 1)).to_be("e")
end)
