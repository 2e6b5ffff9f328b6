-- PvP table set-up as choices (ATC 1 C-G; scripts/arena/draft.lua) on the README's arena.
local kit = require("arena.testkit")

local ARENA = "scripts/arena/scenarios/pvp_arena.yaml"

local function has(list, x)
  for _, y in ipairs(list) do
    if y == x then return true end
  end
  return false
end

--- Recruits (black wins the roll-off): black korrag, white vessa, black aurelle, white nyra,
--- black kestrel, white brannoc. The last recruit starts the deployment roll-off at once, so
--- its dice (white 18, black 2: white wins) are rigged here too.
local function recruited(extra)
  local spec = extra or {}
  spec.scenario = ARENA
  local g = test.game(spec)
  g:rig("d20", { "n4", "n15", "n18", "n2" })
  g:choose("roll off")
  g:play("recruit korrag", "recruit vessa", "recruit aurelle", "recruit nyra", "recruit kestrel", "recruit brannoc")
  return g
end

test("roll-off winner recruits first; teams alternate; no two heroes of one role; a hero once", function()
  local g = test.game({ scenario = ARENA })
  g:rig("d20", { "n9", "n9", "n4", "n15" }) -- a tie is rerolled
  g:choose("roll off")
  expect(g:vars().rolloff_recruit).to_be("black")
  expect(g:pending().side).to_be("black")
  g:choose("recruit korrag") -- a brute
  expect(g:pending().side).to_be("white")
  expect(g:offers("recruit korrag")).to_be(false) -- taken by black
  expect(g:offers("recruit vessa")).to_be(true) -- white may still take a brute
  g:choose("recruit vessa")
  expect(g:pending().side).to_be("black")
  expect(g:offers("recruit vessa")).to_be(false)
  expect(g:offers("recruit aurelle")).to_be(true)
  g:choose("recruit aurelle") -- a healer
  g:choose("recruit nyra") -- white: a shooter
  expect(g:offers("recruit oren")).to_be(false) -- black already has a healer
  expect(g:offers("recruit kestrel")).to_be(true)
  g:choose("recruit kestrel")
  expect(g:offers("recruit kestrel")).to_be(false)
  expect(g:offers("recruit brannoc")).to_be(true)
  g:choose("recruit brannoc")
  -- three a team: the deployment roll-off comes next
  expect(g:prompt()).to_contain("pick a half")
  expect(g:figure("b_korrag").recruited).to_be(1)
  expect(g:figure("w_vessa").recruited).to_be(2)
  -- the unrecruited pool is retired: no combatant, no cards
  expect(g:figure("w_oren").hp).to_be_nil()
  expect(#g:cards("w_oren")).to_be(0)
end)

test("four heroes a team with heroes_per_team: 4; 5 is refused", function()
  local g = test.game({ scenario = ARENA, heroes_per_team = 4 })
  g:rig("d20", { "n15", "n4" })
  g:choose("roll off")
  expect(g:pending().side).to_be("white")
  g:play("recruit korrag", "recruit vessa", "recruit aurelle", "recruit nyra", "recruit kestrel", "recruit brannoc")
  expect(g:prompt()).to_contain("recruits")
  g:play("recruit maelis", "recruit oren")
  expect(g:prompt()).to_contain("pick a half")
  expect_error(function()
    local h = test.game({ scenario = ARENA, heroes_per_team = 5 })
    h:choose("roll off")
  end, "3 or 4")
end)

--- Deployment: white wins this roll-off and takes the left half.
local function deployed(extra)
  local g = recruited(extra)
  g:choose("half left")
  g:play("deploy w_brannoc", "deploy at c8") -- white's 1st
  g:play("deploy b_kestrel", "deploy at n13") -- black's 1st
  g:play("deploy w_nyra", "deploy at k13") -- white's 2nd
  g:play("deploy b_korrag", "deploy at n8") -- black's 2nd
  g:play("deploy at c12") -- white's last (one hero left: no hero choice)
  g:play("deploy at p12")
  return g
end

test("deployment: the roll-off winner picks a half and deploys first; valid squares only", function()
  local g = recruited()
  expect(g:pending().side).to_be("white")
  g:choose("half left")
  expect(g:vars().half_white).to_be("left")
  expect(g:vars().half_black).to_be("right")
  expect(g:offers("deploy w_brannoc")).to_be(true)
  g:choose("deploy w_brannoc")
  expect(g:offers("deploy at c8")).to_be(true)
  expect(g:offers("deploy at h4")).to_be(true) -- terrain (lava) is a valid start
  expect(g:offers("deploy at m8")).to_be(false) -- the other half
  expect(g:offers("deploy at l6")).to_be(false) -- a wall
  expect(g:offers("deploy at l8")).to_be(false) -- a closed door
  expect(g:offers("deploy at b2")).to_be(false) -- the chest (an obstacle)
  g:choose("deploy at c8")
  expect(g:pending().side).to_be("black")
  g:choose("deploy b_kestrel")
  expect(g:offers("deploy at w8")).to_be(true)
  expect(g:offers("deploy at c9")).to_be(false)
  g:choose("deploy at w8")
  g:choose("deploy w_nyra")
  expect(g:offers("deploy at c8")).to_be(false) -- taken by brannoc
end)

test("turn order is the deployment order; the first deployed hero acts first", function()
  local g = deployed()
  -- heroic actions: white (first to deploy) picks first, two cards from its deck, secretly
  expect(g:pending().side).to_be("white")
  local deck = {}
  for id in g:vars().heroic_deck_white:gmatch("[^,]+") do
    deck[#deck + 1] = id
  end
  local other = {}
  for id in g:vars().heroic_deck_black:gmatch("[^,]+") do
    other[#other + 1] = id
  end
  expect(#deck).to_be(#other) -- two equal decks
  for _, id in ipairs(deck) do
    expect(has(other, id)).to_be(false)
  end
  expect(g:offers("take " .. deck[1])).to_be(true)
  expect(g:offers("take " .. other[1])).to_be(false)
  g:choose("take " .. deck[1])
  expect(g:offers("take " .. deck[1])).to_be(false)
  g:choose("take " .. deck[2])
  expect(g:pending().side).to_be("black")
  g:play("take " .. other[1], "take " .. other[3])
  expect(#g:cards("white")).to_be(2)
  expect(g:card(deck[1], "white")).to_be_truthy()
  expect(g:card(other[3], "black")).to_be_truthy()
  expect(g:side("white").aid).to_be(2)
  expect(g:side("black").aid).to_be(2)
  local seen = {}
  for _ = 1, 8 do
    local id = g:prompt():match("turn %d+: (%S+)")
    seen[#seen + 1] = id
    g:choose("pass " .. id)
  end
  expect(seen).to_be({
    "w_brannoc",
    "b_kestrel",
    "w_nyra",
    "b_korrag",
    "w_vessa",
    "b_aurelle",
    "w_brannoc",
    "b_kestrel",
  })
end)

local function play_heroic(g)
  for _, side in ipairs({ "white", "black" }) do
    local _ = side
    for _ = 1, 2 do
      g:choose(g:options()[1])
    end
  end
end

test("artifacts (step G): roll-off, alternate picks, levels up to 6, one per hero", function()
  local g = deployed({ artifacts = true })
  g:rig("d20", { "n3", "n12" }) -- black picks first
  play_heroic(g)
  expect(g:prompt()).to_contain("artifact")
  expect(g:pending().side).to_be("black")
  g:choose("equip crown_of_the_champion b_korrag") -- level 3
  expect(g:pending().side).to_be("white")
  expect(g:offers("equip crown_of_the_champion w_nyra")).to_be(false)
  g:choose("equip hawkeye_lens w_nyra") -- level 2
  expect(g:offers("equip heartwood_amulet b_korrag")).to_be(false) -- korrag already bears one
  g:choose("equip heartwood_amulet b_kestrel") -- 3 + 2 = 5
  expect(g:offers("equip striders_anklet w_nyra")).to_be(false)
  g:choose("equip striders_anklet w_vessa") -- white 3
  expect(g:offers("equip charm_of_warding b_aurelle")).to_be(true) -- 5 + 1 = 6
  g:choose("equip charm_of_warding b_aurelle") -- black reaches 6: stops
  expect(g:pending().side).to_be("white")
  g:choose("equip ring_of_echoes w_brannoc") -- white alone: picks in a row
  expect(g:prompt()).to_contain("turn 1")
  expect(g:figure("w_vessa").movement).to_be(g:figure("b_korrag").movement + 1)
  expect(g:figure("b_korrag").artifact).to_be("crown_of_the_champion")
end)

test("a drafted game runs to its first attack", function()
  local g = deployed()
  play_heroic(g)
  expect(g:prompt()).to_contain("w_brannoc")
  g:choose("move w_brannoc")
  g:play("step w_brannoc d8", "step w_brannoc e8", "stop w_brannoc")
  g:choose("pass w_brannoc")
  kit.rig(g, 1, "n20")
  kit.act(g, "attack b_kestrel basic")
  kit.act(g, "target k13")
  kit.settle(g)
  expect_event(g, "strike_hit", { attacker = "b_kestrel", target = "w_nyra" })
  expect(g:figure("w_nyra").hp).to_be_at_most(g:figure("w_nyra").max_hp - 1)
end)

-- Step B: competitive placement (ATC 1 B) on the open arena ----------------------------------

local OPEN = "scripts/arena/scenarios/pvp_open_arena.yaml"

--- The open arena after `roll off`; `dice` are the placement roll-off's d20s.
local function open_arena(dice, extra)
  local spec = extra or {}
  spec.scenario = OPEN
  local g = test.game(spec)
  g:rig("d20", dice or { "n3", "n3", "n16", "n5" }) -- a tie, then white 16 beats black 5
  g:choose("roll off")
  return g
end

local function place(g, tile, at, as)
  g:choose("place " .. tile)
  g:choose("place at " .. at)
  if as then g:choose("place as " .. as) end
end

--- Ten tiles, white first: walls, doors, lava, swamp, altar, portals, far apart.
local function ten_tiles(g)
  place(g, "wall 4x1", "c3", "4x1") -- white 1: c3-f3
  place(g, "lava 2x2", "k3") -- black 1: k3 l3 k4 l4
  place(g, "door 1x1", "r3") -- white 2
  place(g, "wall 4x1", "c7", "1x4") -- black 2: c7-c10 (upright)
  place(g, "locked_door 2x1", "g8", "2x1") -- white 3: g8 h8
  place(g, "swamp 2x2", "l8") -- black 3
  place(g, "altar 2x2", "r8") -- white 4
  place(g, "portal 2x2", "c13") -- black 4
  place(g, "portal 2x2", "v13") -- white 5
  place(g, "lava 2x1", "k13", "2x1") -- black 5
end

test("placement: the roll-off winner places first; teams alternate until five each", function()
  local g = open_arena()
  expect(g:vars().rolloff_placement).to_be("white")
  expect(g:pending().side).to_be("white")
  expect(g:prompt()).to_contain("tile")
  place(g, "wall 4x1", "c3", "4x1")
  expect(g:pending().side).to_be("black")
  place(g, "lava 2x2", "k3")
  expect(g:pending().side).to_be("white")
  expect(g:vars().tiles_white).to_be(1)
  expect(g:vars().tiles_black).to_be(1)
  g = open_arena()
  ten_tiles(g)
  expect(g:vars().tiles_white).to_be(5)
  expect(g:vars().tiles_black).to_be(5)
  expect(g:vars().placed_tiles).to_be(10)
  expect(g:vars()["placed_side 4"]).to_be("black")
  expect(g:vars()["placed_squares 4"]).to_be("c7 c8 c9 c10")
  -- step C follows: the recruit roll-off (rigged here: black wins), then recruits
  expect(g:prompt()).to_contain("recruits")
end)

test("placement: tiles never overlap nor touch (8-way) a placed tile; board edges hold", function()
  local g = open_arena()
  place(g, "wall 4x1", "c3", "4x1") -- c3 d3 e3 f3
  g:choose("place lava 2x2")
  expect(g:offers("place at c3")).to_be(false) -- overlaps
  expect(g:offers("place at g4")).to_be(false) -- touches f3 by a corner
  expect(g:offers("place at a1")).to_be(false) -- a2 b2 touch c3 diagonally
  expect(g:offers("place at h4")).to_be(true) -- one square apart
  expect(g:offers("place at w1")).to_be(true) -- w1 x1 w2 x2: inside
  expect(g:offers("place at x1")).to_be(false) -- would leave the board
  expect(g:offers("place at c5")).to_be(true) -- one row below the wall's gap row
  g:choose("place at c5")
  expect(g:pending().side).to_be("white")
  -- a long tile: only the orientations that fit are offered
  g:choose("place wall 5x1")
  expect(g:offers("place at u1")).to_be(true) -- 1x5 fits, 5x1 would leave the board
  g:choose("place at u1")
  expect(g:offers("place as 1x5")).to_be(true)
  expect(g:offers("place as 5x1")).to_be(false)
  g:choose("place as 1x5")
  expect(g:vars()["placed_squares 3"]).to_be("u1 u2 u3 u4 u5")
end)

test("placement: a tile kind's copies run out (count)", function()
  local g = open_arena()
  place(g, "locked_door 2x1", "a1", "2x1")
  place(g, "locked_door 2x1", "a5", "2x1")
  expect(g:offers("place locked_door 2x1")).to_be(false) -- the box has two
  expect(g:offers("place door 1x1")).to_be(true)
end)

--- Ten tiles, then the draft: white recruits brannoc, nyra, vessa; black kestrel, korrag,
--- aurelle; black wins the deployment roll-off and takes the right half.
local function built_and_drafted(extra)
  local g = open_arena(nil, extra)
  g:rig("d20", { "n15", "n4", "n18", "n2" }) -- recruit: white first; deploy: white
  ten_tiles(g)
  g:play("recruit brannoc", "recruit kestrel", "recruit nyra", "recruit korrag", "recruit vessa", "recruit aurelle")
  g:choose("half left")
  return g
end

test("placement: walls and doors are barriers for movement and sight; terrain is marked", function()
  local g = built_and_drafted()
  -- deployment never offers a barrier square; terrain is a valid start (ATC 1 D)
  g:choose("deploy w_brannoc")
  expect(g:offers("deploy at d3")).to_be(false) -- wall
  expect(g:offers("deploy at c8")).to_be(false) -- wall
  expect(g:offers("deploy at g8")).to_be(false) -- locked door
  expect(g:offers("deploy at k3")).to_be(true) -- lava
  expect(g:offers("deploy at d2")).to_be(true)
  expect(g:vars()["terrain k3"]).to_be("lava")
  expect(g:vars()["terrain r8"]).to_be("altar")
  -- the board picture draws placed terrain: the scenario's marker for the kind is put there
  local marked = {}
  for _, line in ipairs(g:log()) do
    marked[line] = true
  end
  expect(marked["mark k3 ~"]).to_be(true)
  expect(marked["mark l4 ~"]).to_be(true)
  expect(marked["mark r8 A"]).to_be(true)
  expect(g:vars()["door g8"]).to_be(g:vars()["door h8"])
  expect(g:vars()["door_hp " .. g:vars()["door g8"]]).to_be(30)
  expect(g:vars()["door_locked " .. g:vars()["door g8"]]).to_be(true)
  expect(g:vars()["door_locked " .. g:vars()["door r3"]]).to_be(false)
end)

--- A small built board for rule checks after placement.
local function small(figures)
  return test.game({
    board = test.open_board(10, 6),
    placement = "competitive",
    setup = "draft",
    tile_pool = { { kind = "wall", size = "3x1" }, { kind = "lava", size = "2x2" }, { kind = "door", size = "1x1" } },
    tiles_per_team = 2,
    figures = figures,
  })
end

test("placement: a placed wall blocks moves and sight; a placed door opens; placed lava burns", function()
  local figs = {
    { id = "w_korrag", side = "white", at = "a1", card = "korrag", off_board = true },
    { id = "w_nyra", side = "white", at = "a2", card = "nyra", off_board = true },
    { id = "w_aurelle", side = "white", at = "a3", card = "aurelle", off_board = true },
    { id = "b_vessa", side = "black", at = "j1", card = "vessa", off_board = true },
    { id = "b_kestrel", side = "black", at = "j2", card = "kestrel", off_board = true },
    { id = "b_oren", side = "black", at = "j3", card = "oren", off_board = true },
  }
  local g = small(figs)
  -- placement: white; recruit: white; deployment: white
  g:rig("d20", { "n12", "n2", "n15", "n4", "n15", "n4" })
  g:choose("roll off")
  place(g, "wall 3x1", "e1", "1x3") -- white: e1 e2 e3
  place(g, "lava 2x2", "h3") -- black: h3 i3 h4 i4
  g:choose("place door 1x1")
  expect(g:offers("place at f4")).to_be(false) -- touches the wall's e3 by a corner
  expect(g:offers("place at g2")).to_be(false) -- touches the lava's h3 by a corner
  expect(g:offers("place at f5")).to_be(true) -- two rows below e3
  g:choose("place at b4") -- white: an ordinary door
  place(g, "door 1x1", "j1") -- black
  g:play("recruit korrag", "recruit vessa", "recruit nyra", "recruit kestrel", "recruit aurelle", "recruit oren")
  g:choose("half left")
  g:play("deploy w_nyra", "deploy at c2")
  g:play("deploy b_vessa", "deploy at f6")
  g:play("deploy w_korrag", "deploy at a5")
  g:play("deploy b_kestrel", "deploy at f2")
  g:play("deploy at a6", "deploy at j6")
  for _ = 1, 4 do
    g:choose(g:options()[1])
  end -- heroic actions
  expect(g:prompt()).to_contain("w_nyra")
  -- sight: f2 hides behind the wall (e1-e3); f6 is seen past its end
  kit.act(g, "attack w_nyra basic")
  expect(g:offers("target f6")).to_be(true)
  expect(g:offers("target f2")).to_be(false)
  kit.rig(g, 1, "n1")
  g:choose("target f6")
  kit.settle(g)
  -- movement: no step into the wall, nor diagonally past its corner
  g:choose("move w_nyra")
  g:choose("step w_nyra d2")
  expect(g:offers("step w_nyra e2")).to_be(false)
  expect(g:offers("step w_nyra e1")).to_be(false)
  g:choose("step w_nyra d3")
  expect(g:offers("step w_nyra e3")).to_be(false)
  expect(g:offers("step w_nyra e4")).to_be(false) -- through the corner of e3 (ATC 3.3.2)
  expect(g:offers("step w_nyra d4")).to_be(true)
  g:choose("stop w_nyra") -- attack and move done: the turn ends
  -- placed lava burns: vessa walks into it
  local before = g:figure("b_vessa").hp
  g:choose("move b_vessa")
  g:play("step b_vessa g5", "step b_vessa h4")
  expect(g:figure("b_vessa").hp).to_be(before - 4)
  expect_event(g, "damage_taken", { figure = "b_vessa", kind = "lava" })
  g:play("stop b_vessa", "pass b_vessa")
  -- a placed door opens like a diagram's door (1 MP, adjacent)
  expect(g:prompt()).to_contain("w_korrag")
  g:choose("move w_korrag")
  expect(g:offers("step w_korrag b4")).to_be(false)
  g:choose("open w_korrag b4")
  expect_event(g, "door_opened", { at = "b4" })
  expect(g:offers("step w_korrag b4")).to_be(true)
end)

-- Step H: scrolls (ATC 7.2) -----------------------------------------------------------------

local function scroll_count(g, holder, id)
  local n = 0
  for _, c in ipairs(g:cards(holder)) do
    local name = type(c) == "table" and (c.card or c.id) or c
    if (id and name == id) or (not id and tostring(name):match("^scroll_of_")) then n = n + 1 end
  end
  return n
end

--- The drafted arena (white brannoc, nyra, vessa; black kestrel, korrag, aurelle), heroic
--- actions taken, then step H's roll-off (`dice`, rigged before the last heroic pick).
local function to_scrolls(extra, dice)
  local spec = extra or {}
  spec.scrolls = true
  local g = deployed(spec)
  for _ = 1, 3 do
    g:choose(g:options()[1])
  end
  g:rig("d20", dice or { "n15", "n4" }) -- white picks scrolls first
  g:choose(g:options()[1])
  return g
end

test("scrolls: roll-off, alternate picks until none is left (8 cards: 4 a team)", function()
  -- The eight cards named, so that a new scroll card changes nothing here.
  local g = to_scrolls({
    scroll_cards = {
      "scroll_of_blinking",
      "scroll_of_cleansing",
      "scroll_of_dispelling",
      "scroll_of_fire",
      "scroll_of_gusts",
      "scroll_of_mending",
      "scroll_of_rebirth",
      "scroll_of_recall",
    },
  }, { "n7", "n7", "n4", "n15" }) -- a tie, then black
  expect(g:vars().rolloff_scrolls).to_be("black")
  expect(g:pending().side).to_be("black")
  expect(g:prompt()).to_contain("picks a scroll")
  g:choose("pick scroll scroll_of_fire")
  expect(g:pending().side).to_be("white")
  expect(g:offers("pick scroll scroll_of_fire")).to_be(false)
  g:play(
    "pick scroll scroll_of_mending",
    "pick scroll scroll_of_gusts",
    "pick scroll scroll_of_rebirth",
    "pick scroll scroll_of_recall",
    "pick scroll scroll_of_blinking",
    "pick scroll scroll_of_cleansing"
  )
  expect(g:pending().side).to_be("white")
  expect(#g:options()).to_be(1)
  g:rig("d20", { "n4", "n3", "n2", "n4", "n3", "n2" }) -- both shuffles keep the pick order
  g:choose("pick scroll scroll_of_dispelling")
  expect(g:vars().scroll_picks_black).to_be("scroll_of_fire,scroll_of_gusts,scroll_of_recall,scroll_of_cleansing")
  expect(g:vars().scroll_picks_white).to_be(
    "scroll_of_mending,scroll_of_rebirth,scroll_of_blinking,scroll_of_dispelling"
  )
  -- black (the roll-off winner) draws three first and gives each to a hero
  expect(g:pending().side).to_be("black")
  expect(g:offers("assign scroll_of_fire b_kestrel")).to_be(true)
  expect(g:offers("assign scroll_of_fire w_nyra")).to_be(false)
  g:play("assign scroll_of_fire b_kestrel", "assign scroll_of_gusts b_korrag", "assign scroll_of_recall b_korrag")
  expect(g:vars().scroll_deck_black).to_be("scroll_of_cleansing")
  g:play("assign scroll_of_mending w_nyra", "assign scroll_of_rebirth w_nyra", "assign scroll_of_blinking w_vessa")
  expect(g:vars().scroll_deck_white).to_be("scroll_of_dispelling")
  expect(scroll_count(g, "w_nyra")).to_be(2)
  expect(scroll_count(g, "b_korrag")).to_be(2)
  -- white's first turn: black may answer with a scroll before its first action (7.2)
  expect(g:prompt()).to_contain("black may use a scroll")
  g:choose("no scroll")
  expect(g:prompt()).to_contain("turn 1")
end)

-- Twelve cards with copies (`scroll_cards:`): six a team, three drawn, three left.
local TWELVE = {
  "scroll_of_fire",
  "scroll_of_fire",
  "scroll_of_fire",
  "scroll_of_mending",
  "scroll_of_mending",
  "scroll_of_blinking",
  "scroll_of_gusts",
  "scroll_of_gusts",
  "scroll_of_gusts",
  "scroll_of_cleansing",
  "scroll_of_cleansing",
  "scroll_of_recall",
}

--- Picks (white first), identity shuffles, draws: nyra 2 fire, vessa mending; kestrel (5 HP)
--- one gusts, korrag gusts, aurelle gusts. Decks left: white mending, fire, blinking; black
--- cleansing, cleansing, recall.
local function drawn()
  local g = to_scrolls({ scroll_cards = TWELVE, figure_vars = { b_kestrel = { hp = 5 } } })
  g:play(
    "pick scroll scroll_of_fire",
    "pick scroll scroll_of_gusts",
    "pick scroll scroll_of_fire",
    "pick scroll scroll_of_gusts",
    "pick scroll scroll_of_mending",
    "pick scroll scroll_of_gusts",
    "pick scroll scroll_of_mending",
    "pick scroll scroll_of_cleansing",
    "pick scroll scroll_of_fire",
    "pick scroll scroll_of_cleansing",
    "pick scroll scroll_of_blinking"
  )
  expect(g:offers("pick scroll scroll_of_fire")).to_be(false) -- all three copies are taken
  g:rig("d20", { "n6", "n5", "n4", "n3", "n2", "n6", "n5", "n4", "n3", "n2" })
  g:choose("pick scroll scroll_of_recall")
  g:play("assign scroll_of_fire w_nyra", "assign scroll_of_fire w_nyra", "assign scroll_of_mending w_vessa")
  g:play("assign scroll_of_gusts b_kestrel", "assign scroll_of_gusts b_korrag", "assign scroll_of_gusts b_aurelle")
  -- white's first turn begins: black, Special Ready with scrolls, may use one first (7.2)
  expect(g:pending().side).to_be("black")
  expect(g:prompt()).to_contain("black may use a scroll")
  g:choose("no scroll")
  return g
end

test("scrolls: using one needs Special Ready, flips the token and removes the card", function()
  local g = drawn()
  expect(g:vars().scroll_deck_white).to_be("scroll_of_mending,scroll_of_fire,scroll_of_blinking")
  expect(g:prompt()).to_contain("w_brannoc")
  expect(g:offers("scroll w_nyra scroll_of_fire")).to_be(true) -- a teammate's scroll
  expect(g:offers("scroll b_korrag scroll_of_gusts")).to_be(false)
  g:choose("scroll w_nyra scroll_of_fire")
  g:choose("scroll on b_korrag")
  expect(#g:events("strike_rolled")).to_be(0) -- no roll
  expect(g:figure("b_korrag").hp).to_be(g:figure("b_korrag").max_hp - 8)
  expect(g:side("white").special_ready).to_be(false)
  expect(scroll_count(g, "w_nyra", "scroll_of_fire")).to_be(1) -- one copy left, one gone
  g:choose("no scroll") -- black's window, then white's menu
  expect(g:offers("scroll w_nyra scroll_of_fire")).to_be(false) -- No Special now
  expect(g:offers("move w_brannoc")).to_be(true) -- a scroll is no action
end)

test("scrolls: a death draws two more; a dead bearer's scrolls stop counting; hand limit three", function()
  local g = drawn()
  g:choose("scroll w_nyra scroll_of_fire")
  g:choose("scroll on b_kestrel") -- 5 HP: dies
  expect(g:figure("b_kestrel").dead).to_be(true)
  -- black draws two at once: kestrel's scroll no longer counts (2 held), so 4 > 3: discard one
  expect(g:pending().side).to_be("black")
  expect(g:offers("assign scroll_of_cleansing b_kestrel")).to_be(false) -- the dead bear nothing
  g:choose("assign scroll_of_cleansing b_korrag")
  g:choose("assign scroll_of_cleansing b_aurelle")
  expect(g:vars().scroll_deck_black).to_be("scroll_of_recall")
  expect(g:prompt()).to_contain("discard down to three")
  expect(g:offers("discard scroll_of_gusts b_kestrel")).to_be(false)
  g:choose("discard scroll_of_gusts b_korrag")
  expect(scroll_count(g, "b_korrag")).to_be(1)
  expect(scroll_count(g, "b_aurelle")).to_be(2)
  expect(scroll_count(g, "b_kestrel")).to_be(1) -- dropped with its bearer
  g:choose("no scroll") -- black's window comes back
  expect(g:prompt()).to_contain("turn 1: w_brannoc") -- white's turn goes on
end)

test("placement: bad scenario keys are refused", function()
  expect_error(function()
    local g = test.game({ scenario = OPEN, tile_pool = { { kind = "moat", size = "2x2" } } })
    g:rig("d20", { "n15", "n4" })
    g:choose("roll off")
  end, "unknown kind")
  expect_error(function()
    local g = test.game({ scenario = OPEN, placement = "random" })
    g:choose("roll off")
  end, "competitive or freestyle")
end)
