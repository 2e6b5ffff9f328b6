-- PvP table set-up as choices (ATC 1 C-G; scripts/arena/draft.lua) on the README's arena.
local kit = require("arena.testkit")

local ARENA = "scripts/arena/scenarios/pvp_arena.yaml"

local function has(list, x)
  for _, y in ipairs(list) do if y == x then return true end end
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
  g:choose("recruit korrag")                 -- a brute
  expect(g:pending().side).to_be("white")
  expect(g:offers("recruit korrag")).to_be(false)  -- taken by black
  expect(g:offers("recruit vessa")).to_be(true)    -- white may still take a brute
  g:choose("recruit vessa")
  expect(g:pending().side).to_be("black")
  expect(g:offers("recruit vessa")).to_be(false)
  expect(g:offers("recruit aurelle")).to_be(true)
  g:choose("recruit aurelle")                -- a healer
  g:choose("recruit nyra")                   -- white: a shooter
  expect(g:offers("recruit oren")).to_be(false)    -- black already has a healer
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
  g:play("deploy w_brannoc", "deploy at c8")   -- white's 1st
  g:play("deploy b_kestrel", "deploy at n13")   -- black's 1st
  g:play("deploy w_nyra", "deploy at k13")     -- white's 2nd
  g:play("deploy b_korrag", "deploy at n8")    -- black's 2nd
  g:play("deploy at c12")                      -- white's last (one hero left: no hero choice)
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
  expect(g:offers("deploy at h4")).to_be(true)    -- terrain (lava) is a valid start
  expect(g:offers("deploy at m8")).to_be(false)   -- the other half
  expect(g:offers("deploy at l6")).to_be(false)   -- a wall
  expect(g:offers("deploy at l8")).to_be(false)   -- a closed door
  expect(g:offers("deploy at b2")).to_be(false)   -- the chest (an obstacle)
  g:choose("deploy at c8")
  expect(g:pending().side).to_be("black")
  g:choose("deploy b_kestrel")
  expect(g:offers("deploy at w8")).to_be(true)
  expect(g:offers("deploy at c9")).to_be(false)
  g:choose("deploy at w8")
  g:choose("deploy w_nyra")
  expect(g:offers("deploy at c8")).to_be(false)   -- taken by brannoc
end)

test("turn order is the deployment order; the first deployed hero acts first", function()
  local g = deployed()
  -- heroic actions: white (first to deploy) picks first, two cards from its deck, secretly
  expect(g:pending().side).to_be("white")
  local deck = {}
  for id in g:vars().heroic_deck_white:gmatch("[^,]+") do deck[#deck + 1] = id end
  local other = {}
  for id in g:vars().heroic_deck_black:gmatch("[^,]+") do other[#other + 1] = id end
  expect(#deck).to_be(#other)                     -- two equal decks
  for _, id in ipairs(deck) do expect(has(other, id)).to_be(false) end
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
  expect(seen).to_be({ "w_brannoc", "b_kestrel", "w_nyra", "b_korrag", "w_vessa", "b_aurelle", "w_brannoc", "b_kestrel" })
end)

local function play_heroic(g)
  for _, side in ipairs({ "white", "black" }) do
    local _ = side
    for _ = 1, 2 do g:choose(g:options()[1]) end
  end
end

test("artifacts (step G): roll-off, alternate picks, levels up to 6, one per hero", function()
  local g = deployed({ artifacts = true })
  g:rig("d20", { "n3", "n12" })                    -- black picks first
  play_heroic(g)
  expect(g:prompt()).to_contain("artifact")
  expect(g:pending().side).to_be("black")
  g:choose("equip crown_of_the_champion b_korrag")  -- level 3
  expect(g:pending().side).to_be("white")
  expect(g:offers("equip crown_of_the_champion w_nyra")).to_be(false)
  g:choose("equip hawkeye_lens w_nyra")              -- level 2
  expect(g:offers("equip heartwood_amulet b_korrag")).to_be(false)  -- korrag already bears one
  g:choose("equip heartwood_amulet b_kestrel")       -- 3 + 2 = 5
  expect(g:offers("equip striders_anklet w_nyra")).to_be(false)
  g:choose("equip striders_anklet w_vessa")          -- white 3
  expect(g:offers("equip charm_of_warding b_aurelle")).to_be(true) -- 5 + 1 = 6
  g:choose("equip charm_of_warding b_aurelle")      -- black reaches 6: stops
  expect(g:pending().side).to_be("white")
  g:choose("equip ring_of_echoes w_brannoc")        -- white alone: picks in a row
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
