-- Villain automation (ATC 10.2.3): Basic Strategy, the thinking steps, the golden rule; spawning.

local function grid(rows)
  local w = #rows[1]
  local out = { "+" .. string.rep("---+", w) }
  for i, r in ipairs(rows) do
    local line = "|"
    for j = 1, w do
      local c = r:sub(j, j)
      line = line .. (c == "#" and "###" or (" " .. c .. " ")) .. (j == w and "|" or " ")
    end
    out[#out + 1] = line
    out[#out + 1] = (i == #rows) and out[1] or ("+" .. string.rep("   +", w))
  end
  return table.concat(out, "\n")
end

local function game(figures, extra)
  local spec =
    { mode = "coop", board = test.open_board(8, 6), figures = figures, evil_powers = { "frenzy" }, flasks = {} }
  for k, v in pairs(extra or {}) do
    spec[k] = v
  end
  return test.game(spec)
end

--- Every hero passes (round 1); the foes then act. `rolls`: the d20s rigged first.
local function heroes_pass(g, rolls)
  if rolls then g:rig("d20", rolls) end
  for _ = 1, 10 do
    local p = g:prompt() or ""
    local hero = p:match("turn %d+: (%S+) ")
    if p:find("round 2", 1, true) then return end
    if hero and (g:vars().round or 1) == 1 then
      g:choose("pass " .. hero)
    elseif p:find("which hero acts next", 1, true) then
      g:choose(1)
    else
      return
    end
  end
end

--- Answers the players' square choices with `sq` (or the first option).
local function square(g, sq)
  for _ = 1, 3 do
    local p = g:prompt() or ""
    if p:find("from which square", 1, true) or p:find("where does it", 1, true) then
      g:choose(sq and ("villain square " .. sq) or 1)
    end
  end
end

local function attacked(g, villain)
  local out = {}
  for _, e in ipairs(g:events("strike_rolled")) do
    if e.attacker == villain then out[#out + 1] = e.target end
  end
  return out
end

test("Basic Strategy: the nearest reachable hero is attacked", function()
  local g = game({
    { id = "tank", side = "heroes", at = "c1", card = "tank" },
    { id = "healer", side = "heroes", at = "h6", card = "healer", start_hp = 5 },
    { id = "s1", side = "foes", at = "c3", card = "sentinel" },
  })
  heroes_pass(g, { "n15" })
  -- three squares next to the tank cost 1 MP: the players pick (golden rule)
  expect(g:options()).to_be({ "villain square b2", "villain square c2", "villain square d2" })
  square(g, "c2")
  expect(attacked(g, "s1")).to_be({ "tank" })
  expect(g:figure("s1").at).to_be("c2")
end)

test("a tie in distance goes to the hero with the lowest HP", function()
  local g = game({
    { id = "tank", side = "heroes", at = "a1", card = "tank" },
    { id = "healer", side = "heroes", at = "e1", card = "healer", start_hp = 30 },
    { id = "s1", side = "foes", at = "c3", card = "sentinel" },
  })
  heroes_pass(g, { "n15" })
  expect(attacked(g, "s1")).to_be({ "healer" })
  expect(g:figure("s1").at).to_be("d2")
end)

test("golden rule: with distance and HP tied, the players choose the target", function()
  local g = game({
    { id = "tank", side = "heroes", at = "a1", card = "tank", start_hp = 40 },
    { id = "healer", side = "heroes", at = "e1", card = "healer", start_hp = 40 },
    { id = "s1", side = "foes", at = "c3", card = "sentinel" },
  })
  heroes_pass(g, { "n15" })
  expect(g:prompt()).to_contain("which hero does it attack")
  expect(g:options()).to_be({ "villain target healer", "villain target tank" })
  g:choose("villain target tank")
  -- from b2 (1 MP) it reaches the tank
  expect(attacked(g, "s1")).to_be({ "tank" })
end)

test("an Evil Power command replaces the Basic Strategy (the healer first)", function()
  local g = game({
    { id = "tank", side = "heroes", at = "c1", card = "tank" },
    { id = "healer", side = "heroes", at = "f5", card = "healer" },
    { id = "s1", side = "foes", at = "c3", card = "sentinel" },
  }, { evil_powers = { "hunt_the_healer" } })
  heroes_pass(g, { "n15" })
  square(g)
  expect(attacked(g, "s1")).to_be({ "healer" })
end)

test("out of reach: a second move action towards the nearest hero, no attack", function()
  local g = test.game({
    mode = "coop",
    board = test.open_board(20, 3),
    evil_powers = { "frenzy" },
    flasks = {},
    figures = {
      { id = "tank", side = "heroes", at = "a2", card = "tank" },
      { id = "s1", side = "foes", at = "t2", card = "sentinel" },
    },
  })
  heroes_pass(g)
  square(g)
  expect(attacked(g, "s1")).to_be({})
  -- 8 points (two move actions of 4): from t2 to l-column, 11 squares from the tank
  local at = g:figure("s1").at
  expect(at:sub(1, 1)).to_be("l")
end)

test("the safest path: around the lava rather than through it", function()
  local g = test.game({
    mode = "coop",
    evil_powers = { "frenzy" },
    flasks = {},
    board = grid({ "..~...", "..~...", "......", "......" }),
    markers = { ["~"] = "lava" },
    figures = {
      { id = "tank", side = "heroes", at = "e2", card = "tank" },
      { id = "s1", side = "foes", at = "a2", card = "sentinel" },
    },
  })
  heroes_pass(g, { "n15" })
  expect(g:figure("s1").at).to_be("d3")
  expect(g:figure("s1").hp).to_be(25)
  expect(attacked(g, "s1")).to_be({ "tank" })
end)

test("a hero behind lava that would surely kill the villain is not reachable", function()
  local g = test.game({
    mode = "coop",
    evil_powers = { "frenzy" },
    flasks = {},
    board = grid({ "..~...", "..~...", "..~...", "..~..." }),
    markers = { ["~"] = "lava" },
    figures = {
      { id = "tank", side = "heroes", at = "e2", card = "tank" },
      { id = "s1", side = "foes", at = "a2", card = "sentinel", start_hp = 3 },
    },
  })
  heroes_pass(g)
  square(g)
  expect(attacked(g, "s1")).to_be({})
  expect(g:figure("s1").dead).to_be_falsy()
  expect(g:figure("s1").at:sub(1, 1)).to_be("b")
end)

test("with HP to spare the determined target is reached through the lava", function()
  local g = test.game({
    mode = "coop",
    evil_powers = { "frenzy" },
    flasks = {},
    board = grid({ "..~...", "..~...", "..~...", "..~..." }),
    markers = { ["~"] = "lava" },
    figures = {
      { id = "tank", side = "heroes", at = "e2", card = "tank" },
      { id = "s1", side = "foes", at = "a2", card = "sentinel" },
    },
  })
  heroes_pass(g, { "n15" })
  square(g)
  expect(attacked(g, "s1")).to_be({ "tank" })
  expect(g:figure("s1").hp).to_be(25 - 4)
end)

test("a sniper next to its target sidesteps away before shooting (no reaction attack)", function()
  local g = game({
    { id = "tank", side = "heroes", at = "a1", card = "tank" },
    { id = "n1", side = "foes", at = "b2", card = "sniper" },
  })
  heroes_pass(g, { "n15" })
  square(g)
  expect(attacked(g, "n1")).to_be({ "tank" })
  expect(g:events("move_step")[1].kind).to_be("sidestep")
  expect_no_event(g, "strike_rolled", { attacker = "tank" })
end)

test("spawned villains arrive with full HP, never adjacent to another villain", function()
  local g = test.game({ scenario = "scripts/arena/scenarios/mission_ember_keep.yaml" })
  expect(g:figure("r1").on_board).to_be(false)
  expect(g:figure("r1").hp).to_be(25)
end)

--- Answers the reaction prompts: `who` reacts only while the villain stands on `sq`.
local function react_on(g, villain, who, sq)
  for _ = 1, 8 do
    local p = g:prompt() or ""
    if p:find("reaction attack", 1, true) then
      g:choose((g:figure(villain).at == sq and "react " or "no react ") .. who)
    elseif p:find("which foe acts next", 1, true) or p:find("which villain acts next", 1, true) then
      g:choose("next " .. villain)
    elseif p:find("from which square", 1, true) then
      g:choose(1)
    else
      return
    end
  end
end

test("a reaction on an ally's square never strands the villain there (fuzz seed 29)", function()
  -- a corridor between lava: s1 walks a2-b2-c2-d2 (ally s2)-e2 to reach the healer; the tank
  -- at d1 reacts as it leaves d2 and takes 1 MP: the walk goes on to e2, never ends on d2
  local g = test.game({
    mode = "coop",
    evil_powers = { "hunt_the_healer" },
    flasks = {},
    board = grid({ "~~~.~~~~", "........", "~~~~~~~~" }),
    markers = { ["~"] = "lava" },
    figures = {
      { id = "tank", side = "heroes", at = "d1", card = "tank" },
      { id = "healer", side = "heroes", at = "f2", card = "healer" },
      { id = "s1", side = "foes", at = "a2", card = "sentinel" },
      { id = "s2", side = "foes", at = "d2", card = "sentinel" },
    },
  })
  heroes_pass(g, { "n19", "n15" })
  react_on(g, "s1", "tank", "d2")
  expect(attacked(g, "tank")).to_be({ "s1" })
  expect(g:figure("s1").at).to_be("e2")
  expect(g:figure("s2").at ~= g:figure("s1").at).to_be(true)
  expect(attacked(g, "s1")).to_be({ "healer" })
end)

test("a villain picks the attack with the best expected damage on its target", function()
  -- alone, the tank takes the Crush (14 > 9); with the healer beside it, the Sweep hits both
  -- (9 + 9 expected over 14)
  local function run(figs)
    local g = game(figs)
    heroes_pass(g, { "n19", "n19", "n19" })
    square(g)
    local used = {}
    for _, e in ipairs(g:events("attack_declared")) do
      if e.attacker == "w" then used[#used + 1] = e.attack end
    end
    return g, used
  end
  local g1, used1 = run({
    { id = "tank", side = "heroes", at = "c2", card = "tank" },
    { id = "healer", side = "heroes", at = "h6", card = "healer" },
    { id = "w", side = "foes", at = "c3", card = "warlord" },
  })
  expect(used1).to_be({ "warlord_crush" })
  local g2, used2 = run({
    { id = "tank", side = "heroes", at = "c2", card = "tank" },
    { id = "healer", side = "heroes", at = "d2", card = "healer" },
    { id = "w", side = "foes", at = "c3", card = "warlord" },
  })
  expect(used2).to_be({ "warlord_sweep" })
  expect(attacked(g2, "w")).to_be({ "healer", "tank" }) -- the determined target (lowest HP) first
end)

test("the nearest hero is counted in movement points: walls count (10.2.3.1)", function()
  -- x at d3 is 3 squares away but behind the wall c2-c4 (5 points to come next to it); y at a7
  -- is 4 squares away down an open column (4 points): y is the nearest (both are in reach of
  -- its 6 points under Hunt the Healer, which has no healer to hunt here)
  local g = test.game({
    mode = "coop",
    evil_powers = { "hunt_the_healer" },
    flasks = {},
    board = grid({ "........", "..#.....", "..#.....", "..#.....", "........", "........", "........" }),
    figures = {
      { id = "x", side = "heroes", at = "d3", card = "tank", start_hp = 40 },
      { id = "y", side = "heroes", at = "a7", card = "tank", start_hp = 40 },
      { id = "s1", side = "foes", at = "a3", card = "sentinel" },
    },
  })
  heroes_pass(g, { "n19", "n19", "n19" })
  square(g)
  expect(attacked(g, "s1")).to_be({ "y" })
end)

-- ATC 10.2.3: nobody sits at the foes; their decisions are the automation's. A reaction attack
-- (4.1.4) costs a villain nothing and only harms a hero: the villain makes it, and no player
-- (nor a bot of the heroes) is asked a yes/no for it.
test("a hero leaving a villain's side suffers its reaction attack, asked of nobody", function()
  local g = game({
    { id = "tank", side = "heroes", at = "a1", card = "tank" },
    { id = "s1", side = "foes", at = "b1", card = "sentinel" },
  })
  g:choose("move tank")
  g:rig("d20", { "n15" })
  g:choose("step tank a2")
  expect(g:prompt() or "").not_to_contain("reaction attack")
  expect(attacked(g, "s1")).to_be({ "tank" })
  expect_event(g, "strike_rolled", { attacker = "s1", target = "tank" })
end)
