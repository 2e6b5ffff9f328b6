-- Campaign titles: each acts only for its holders, and only where `benefits_from:` lists it.

local function figures(extra)
  local out = {
    { id = "zazu", side = "blue", at = "a1", card = "zazu", cards = { "slingshot" } },
    { id = "diva", side = "red", at = "a2", card = "diva", cards = { "rusty_blade" } },
  }
  for _, f in ipairs(extra or {}) do
    out[#out + 1] = f
  end
  return out
end

-- Lord of Eagles ------------------------------------------------------------------------------

local function eagles(titles, benefits)
  return test.game({
    board = test.open_board(4, 2),
    portals = { red = { "a1", "d2" }, blue = { "a2", "d1" } },
    figures = figures(),
    titles = titles,
    benefits_from = benefits,
  })
end

test("lord_of_eagles: only holders use the red portals", function()
  local g = eagles({ red = { "lord_of_eagles" } }, { "lord_of_eagles" })
  g:play("activate zazu", "move zazu")
  expect(g:offers("move zazu d2")).to_be(false)
  expect(g:offers("move zazu b1")).to_be(true)
  local h = eagles({ blue = { "lord_of_eagles" } }, { "lord_of_eagles" })
  h:play("activate zazu", "move zazu")
  expect(h:offers("move zazu d2")).to_be(true)
end)

test("a title acts only where the scenario benefits from it", function()
  local g = eagles({ red = { "lord_of_eagles" } }, { "troll_hunter" })
  g:play("activate zazu", "move zazu")
  expect(g:offers("move zazu d2")).to_be(true)
end)

-- Troll Hunter --------------------------------------------------------------------------------

local HIDEOUT = [[
+---+---+---+
| .   . D . |
+   +   +---+
| .   .   . |
+---+---+---+
]]

local function hideout(titles)
  return test.game({
    board = HIDEOUT,
    figures = {
      { id = "zazu", side = "blue", at = "b1", card = "zazu" },
      { id = "diva", side = "red", at = "a2", card = "diva" },
    },
    troll_hideout = { door = { "b1", "c1" }, space = "c1", reward = "moon_ring" },
    titles = titles,
    benefits_from = { "troll_hunter" },
  })
end

test("troll_hunter: only a holder opens the hideout door and takes its reward", function()
  local g = hideout({ red = { "troll_hunter" } })
  g:play("activate zazu", "move zazu")
  expect(g:offers("door zazu c1")).to_be(false)
  local h = hideout({ blue = { "troll_hunter" } })
  h:play("activate zazu", "move zazu", "door zazu c1", "move zazu c1")
  expect(h:figure("zazu").cards).to_contain("moon_ring")
  expect(h:vars()["troll hideout taken"]).to_be("zazu")
end)

test("a bad troll_hideout is a setup error", function()
  expect_error(
    function()
      test.game({
        board = HIDEOUT,
        figures = { { id = "zazu", side = "blue", at = "b1", card = "zazu" } },
        troll_hideout = { door = { "b1" } },
      })
    end,
    "`troll_hideout:` needs `door: [SPACE, SPACE]`"
  )
end)

-- Bloodstone Breaker --------------------------------------------------------------------------

local function orcs(titles)
  return test.game({
    board = test.open_board(4, 2),
    level = 4,
    figures = figures({ { id = "orc1", side = "monsters", at = "b1", card = "orc_marauder" } }),
    titles = titles,
    benefits_from = { "bloodstone_breaker" },
  })
end

test("bloodstone_breaker: a holder's hero fights an Orc with its level 2-3 card", function()
  local g = orcs({ blue = { "bloodstone_breaker" } })
  g:choose("activate zazu")
  -- Level 2-3: no defence die, Overkill 4; four hits kill it at once (no Payback).
  g:rig("attack", { "crit", "crit", "ranged", "ranged" })
  g:choose("attack zazu slingshot orc1")
  expect_event(g, "dice_pools_built", { attacker = "zazu", defence_dice = 0 })
  expect_event(g, "figure_killed", { figure = "orc1", killer = "zazu" })
  expect(g:figure("orc1").band).to_be("4-5") -- its own card again after the fight
end)

test("bloodstone_breaker: the Orc pays a holder back with its 2-3 card, then has its own again", function()
  local g = orcs({ blue = { "bloodstone_breaker" } })
  g:choose("activate zazu")
  g:rig("attack", { "ranged", "melee" }) -- one wound: the Orc lives and pays back (p.22)
  g:choose("attack zazu slingshot orc1")
  -- Its Payback is a reaction of its own, asked point by point: the weaker card holds throughout.
  expect(g:prompt()).to_contain("to pay back zazu")
  expect(g:figure("orc1").band).to_be("2-3")
  g:rig("attack", { "melee", "melee", "melee" })
  g:rig("defence", { "blank", "blank" })
  g:choose("attack orc1 zazu")
  expect_event(g, "dice_pools_built", { attacker = "orc1", attack_dice = 3 })
  g:choose("keep") -- the Orc's own reroll
  expect(g:figure("orc1").band).to_be("4-5")
  expect(g:prompt()).to_contain("zazu is active")
end)

test("bloodstone_breaker: without it the Orc keeps its level 4-5 card", function()
  local g = orcs({ red = { "bloodstone_breaker" } })
  g:choose("activate zazu")
  g:rig("attack", { "ranged", "ranged" })
  g:rig("defence", { "blank" })
  g:choose("attack zazu slingshot orc1")
  expect_event(g, "dice_pools_built", { attacker = "zazu", defence_dice = 1 })
end)

test("bloodstone_breaker: an Orc guarding against a holder rolls its 2-3 dice", function()
  local g = orcs({ blue = { "bloodstone_breaker" } })
  g:play("activate zazu", "move zazu")
  g:rig("attack", { "ranged", "ranged", "ranged" })
  g:choose("move zazu a2")
  expect_event(g, "dice_pools_built", { attacker = "orc1", attack_dice = 3 })
  local h = orcs(nil)
  h:play("activate zazu", "move zazu")
  h:rig("attack", { "ranged", "ranged", "ranged", "ranged" })
  h:choose("move zazu a2")
  expect_event(h, "dice_pools_built", { attacker = "orc1", attack_dice = 4 })
end)

-- Guardian of the Gate ------------------------------------------------------------------------

local function gate(titles)
  return test.game({
    board = test.open_board(4, 2),
    figures = figures({ { id = "goblin1", side = "monsters", at = "b1", card = "goblin_archer" } }),
    spawn = { tokens = { ["melee+melee"] = "d1", ["ranged+ranged"] = "d2" } },
    titles = titles,
    benefits_from = { "guardian_of_the_gate" },
  })
end

local function kill_goblin(g)
  g:choose("activate zazu")
  g:rig("attack", { "ranged", "ranged" })
  g:choose("attack zazu slingshot goblin1")
  g:choose("end zazu")
end

test("guardian_of_the_gate: the holder places a returning monster, no roll", function()
  local g = gate({ red = { "guardian_of_the_gate" } })
  kill_goblin(g)
  expect(g:pending().side).to_be("red")
  expect(g:options()).to_contain("send goblin1 away")
  g:choose("spawn goblin1 d2")
  expect(g:figure("goblin1").at).to_be("d2")
end)

test("guardian_of_the_gate: or sends it out of the game", function()
  local g = gate({ red = { "guardian_of_the_gate" } })
  kill_goblin(g)
  g:choose("send goblin1 away")
  expect(g:figure("goblin1").boxed).to_be(true)
end)

test("without a Guardian the spawn roll decides", function()
  local g = gate(nil)
  g:choose("activate zazu")
  g:rig("attack", { "ranged", "ranged" })
  g:choose("attack zazu slingshot goblin1")
  g:rig("attack", { "melee", "melee" })
  g:choose("end zazu")
  expect(g:figure("goblin1").at).to_be("d1")
end)

-- Rebel Leader --------------------------------------------------------------------------------

test("rebel_leader: the two Orcs by the holder's start area are gone, their coins paid", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = figures({
      { id = "orc1", side = "monsters", at = "b1", card = "orc_marauder" },
      { id = "orc2", side = "monsters", at = "a1", card = "orc_marauder" },
      { id = "orc3", side = "monsters", at = "d1", card = "orc_marauder" },
    }),
    start_areas = { blue = { "a1" }, red = { "d2" } },
    titles = { blue = { "rebel_leader" } },
    benefits_from = { "rebel_leader" },
  })
  expect(g:figure("orc1").on_board).to_be(false)
  expect(g:figure("orc2").on_board).to_be(false)
  expect(g:figure("orc3").on_board).to_be(true)
  expect(g:side("blue").coins).to_be(2)
  expect(g:side("red").coins).to_be(0)
end)

-- Lore Master ---------------------------------------------------------------------------------

local function explore(titles)
  return test.game({
    board = test.open_board(4, 2),
    figures = figures(),
    exploration = { spots = { "c1", "c2" }, pool = { "healing_potion", "treasure_chest_4", "trap" } },
    titles = titles,
    benefits_from = { "lore_master" },
  })
end

test("lore_master: the holder picks the exploration token for each spot", function()
  local g = explore({ red = { "lore_master" } })
  expect(g:pending().side).to_be("red")
  g:play("place trap c1", "place treasure_chest_4 c2")
  g:play("activate zazu", "move zazu", "move zazu b1", "move zazu c1")
  expect(g:figure("zazu").wounds).to_be(1) -- the trap
end)

test("without a Lore Master the tokens are dealt at random", function()
  local g = explore(nil)
  expect(g:pending().side).to_be("blue") -- nobody was asked
  local log = table.concat(g:log(), "\n")
  expect(log).to_contain('at = "c1"')
  expect(log).to_contain('at = "c2"')
end)

-- Warden of Fire, Soulforged (the Temple's rule card carries the effects) ---------------------

test("soulforged: its holder's heroes draw no death curse in the Upgrade Phase", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = figures({ { id = "goblin1", side = "monsters", at = "d1", card = "goblin_archer" } }),
    figure_vars = { zazu = { death_tokens = 2 }, diva = { death_tokens = 2 } },
    titles = { blue = { "soulforged" } },
    benefits_from = { "soulforged" },
    quests_to_win = 1,
    quests = { { id = "goblin", script = "kill_monster", card = "goblin_archer" } },
  })
  g:choose("activate zazu")
  g:rig("attack", { "ranged", "ranged" })
  g:choose("attack zazu slingshot goblin1")
  expect(g:finished()).to_contain("winner=blue")
  expect(#g:figure("zazu").cards).to_be(2)
  expect(#g:figure("diva").cards).to_be(3) -- red holds no title: one curse
end)

-- Winning titles, bad keys --------------------------------------------------------------------

test("an unknown title is a setup error", function()
  expect_error(function() eagles({ blue = { "dragon_rider" } }, nil) end, "`dragon_rider` is not a title")
  expect_error(function() eagles(nil, { "dragon_rider" }) end, "`dragon_rider` is not a title")
end)

test("a quest's title goes to every guild with `title_to: all`", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = figures({ { id = "goblin1", side = "monsters", at = "b2", card = "goblin_archer" } }),
    side_vars = { red = { ["title bloodstone_breaker"] = true } },
    vars = { ["title bloodstone_breaker won"] = "red" },
    quests = {
      { id = "stone", script = "kill_monster", card = "goblin_archer", title = "bloodstone_breaker", title_to = "all" },
    },
  })
  g:choose("activate zazu")
  g:rig("attack", { "ranged", "ranged" })
  g:choose("attack zazu slingshot goblin1")
  expect(g:side("blue")["title bloodstone_breaker"]).to_be(true)
end)

test("`title_to` other than first/all is an error when the quest is fulfilled", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = figures({ { id = "goblin1", side = "monsters", at = "b2", card = "goblin_archer" } }),
    quests = {
      { id = "stone", script = "kill_monster", card = "goblin_archer", title = "lore_master", title_to = "some" },
    },
  })
  g:choose("activate zazu")
  g:rig("attack", { "ranged", "ranged" })
  expect_error(function() g:choose("attack zazu slingshot goblin1") end, "`title_to` must be `first` or `all`")
end)

-- Exploration tokens as printed (p.10 step 5): "shuffle the 14 Exploration tokens face down ...
-- Randomly pick that number of tokens and place them in the indicated spaces".
local function dealt(seed, extra)
  local spec = {
    board = test.open_board(4, 2),
    seed = seed,
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu" },
      { id = "diva", side = "red", at = "d2", card = "diva" },
    },
    exploration = { spots = { "c1", "c2", "b2", "a2" } },
  }
  for k, v in pairs(extra or {}) do
    spec[k] = v
  end
  local g = test.game(spec)
  local names, out = {}, {}
  for _, line in ipairs(g:log()) do
    local id, card = line:match("^card #(%d+) (%S+) %-> nowhere$")
    if id then names[id] = card end
    local at_id, at = line:match('^set card #(%d+) at = "(%w+)"$')
    if at_id and names[at_id] then out[at] = names[at_id] end
  end
  return out
end

test("exploration spots without a pool are dealt from the box's 14 tokens, by the game's seed", function()
  local a, b = dealt(1), dealt(1)
  expect(a).to_be(b) -- the same seed deals the same tokens
  for _, at in ipairs({ "c1", "c2", "b2", "a2" }) do
    expect(a[at]).to_be_truthy()
    expect(a[at]).not_to_be("quest_token")
    expect(a[at]).not_to_be("trap") -- none in the base box (count 0)
  end
  local differs = false
  for seed = 2, 12 do
    local c = dealt(seed)
    for at, id in pairs(a) do
      if c[at] ~= id then differs = true end
    end
  end
  expect(differs).to_be(true) -- other seeds, other deals
end)

test("a token the scenario fixes on a space comes out of the same box", function()
  -- Both Treasure Chest (4) tokens of the box lie on fixed spaces: none can be dealt.
  for seed = 1, 12 do
    local d = dealt(seed, { tokens = { b1 = "treasure_chest_4", d1 = "treasure_chest_4" } })
    expect(d.b1).to_be("treasure_chest_4") -- the fixed ones
    for _, at in ipairs({ "c1", "c2", "b2", "a2" }) do
      expect(d[at]).not_to_be("treasure_chest_4")
    end
  end
end)

-- Spawn tokens as printed (p.10 step 6): "Shuffle face down the 5 Spawn tokens. Separate the
-- number of Spawn tokens requested by the scenario and place them in the spaces indicated".
local function spawn_deal(seed, spawn)
  local g = test.game({
    board = test.open_board(4, 2),
    seed = seed,
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu" },
      { id = "diva", side = "red", at = "d2", card = "diva" },
    },
    spawn = spawn or { spots = { "b1", "c1", "b2" } },
  })
  local out, n = {}, 0
  for k, v in pairs(g:vars()) do
    local key = k:match("^spawn token (%S+) at$")
    if key then
      out[v] = key
      n = n + 1
    end
  end
  return out, n
end

test("spawn spots are dealt tokens from the box's five, one each, by the game's seed", function()
  local a, n = spawn_deal(1)
  expect(n).to_be(3)
  local box = {
    ["crit+melee"] = true,
    ["crit+ranged"] = true,
    ["melee+melee"] = true,
    ["melee+ranged"] = true,
    ["ranged+ranged"] = true,
  }
  local seen = {}
  for _, at in ipairs({ "b1", "c1", "b2" }) do
    expect(box[a[at]]).to_be(true)
    expect(seen[a[at]]).to_be_nil() -- each token once
    seen[a[at]] = true
  end
  expect(spawn_deal(1)).to_be(a) -- the same seed, the same deal
  local differs = false
  for seed = 2, 12 do
    local b = spawn_deal(seed)
    for at, k in pairs(a) do
      if b[at] ~= k then differs = true end
    end
  end
  expect(differs).to_be(true)
end)

test("spawn spots and fixed spawn tokens do not mix, and six spots are too many", function()
  expect_error(function() spawn_deal(1, { spots = { "b1" }, tokens = { ["melee+melee"] = "c1" } }) end, "not both")
  expect_error(function() spawn_deal(1, { spots = { "a2", "b1", "b2", "c1", "c2", "d1" } }) end, "at most 5")
end)
