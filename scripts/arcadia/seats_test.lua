-- Set-up step 11, "Heroes Starting Areas" (AQ p.10): "Each player is randomly assigned one of
-- them ... Players must sit around the table in the same order as their starting areas. Each
-- player then places his Hero figures in any of the indicated spaces of his starting area, in
-- any way he chooses (up to two figures may occupy the same Space) ... On a 2-player game the
-- Player 3 and Player 4 Starting Areas are not used."

-- P1 to P4 in seating order.
local AREAS = { { "a1", "a2" }, { "d3", "d4" }, { "a4" }, { "d1" } }

local function heroes(fixed)
  return {
    { id = "grom", side = "blue", at = fixed and "b2" or "off", card = "grom" },
    { id = "zazu", side = "blue", at = fixed and "b2" or "off", card = "zazu" },
    { id = "diva", side = "red", at = fixed and "c2" or "off", card = "diva" },
    { id = "wisp", side = "red", at = fixed and "c3" or "off", card = "wisp" },
  }
end

local function game(seed, extra)
  local spec =
    { board = test.open_board(4, 4), seed = seed, figures = heroes(), start_areas = AREAS, first_player = "blue" }
  for k, v in pairs(extra or {}) do
    spec[k] = v
  end
  return test.game(spec)
end

--- The area each guild was dealt, e.g. { blue = "d3,d4", red = "a1,a2" }, and the seating.
local function dealt(g)
  local v = g:vars()
  return { blue = v["start_area blue"], red = v["start_area red"], seating = v.seating }
end

test("the start areas are dealt at random by the game's seed: two guilds take P1 and P2", function()
  local seen = {}
  for seed = 1, 16 do
    local d = dealt(game(seed))
    expect(d).to_be(dealt(game(seed))) -- the same seed deals the same way
    -- "On a 2-player game the Player 3 and Player 4 Starting Areas are not used".
    local pair = { d.blue, d.red }
    table.sort(pair)
    expect(pair).to_be({ "a1,a2", "d3,d4" })
    -- Seating follows the areas: the guild in P1 sits first.
    expect(d.seating).to_be(d.blue == "a1,a2" and "blue,red" or "red,blue")
    seen[d.blue] = true
  end
  expect(seen["a1,a2"] and seen["d3,d4"]).to_be(true) -- both ways happen
end)

test("each player places his heroes in his own start area, up to two figures a space", function()
  local g = game(1)
  local d = dealt(g)
  local first = d.seating:match("^(%w+)")
  local p = g:pending()
  expect(p.side).to_be(first) -- the guild in P1 places first
  local heroes_of = { blue = { "grom", "zazu" }, red = { "diva", "wisp" } }
  local own = heroes_of[first]
  local area = first == "blue" and d.blue or d.red
  local a, b = area:match("^(%w+),(%w+)$")
  expect(g:options()).to_be({ "place " .. own[1] .. " " .. a, "place " .. own[1] .. " " .. b })
  g:choose("place " .. own[1] .. " " .. a)
  expect(g:figure(own[1]).at).to_be(a)
  g:choose("place " .. own[2] .. " " .. a) -- two on one space is allowed
  expect(g:figure(own[2]).at).to_be(a)
  -- Then the other guild, in its own area only.
  local other = first == "blue" and "red" or "blue"
  expect(g:pending().side).to_be(other)
  for _, key in ipairs(g:options()) do
    expect(key:match("^place %w+ (%w+)$") ~= a and key:match("^place %w+ (%w+)$") ~= b).to_be(true)
  end
end)

test("a third figure cannot go on a space that holds two", function()
  local g = test.game({
    board = test.open_board(4, 4),
    seed = 1,
    first_player = "blue",
    start_areas = { blue = { "a1", "a2" }, red = { "d4" } },
    figures = {
      { id = "grom", side = "blue", at = "off", card = "grom" },
      { id = "zazu", side = "blue", at = "off", card = "zazu" },
      { id = "maya", side = "blue", at = "off", card = "maya" },
      { id = "diva", side = "red", at = "d4", card = "diva" },
    },
  })
  g:play("place grom a1", "place zazu a1")
  expect(g:options()).to_be({ "place maya a2" })
end)

test("once every hero is placed the first player takes the first turn", function()
  local g = game(3)
  while g:prompt():match("^set%-up") do
    g:choose(1)
  end
  expect(g:prompt()).to_be("turn 1: blue to play")
  for _, id in ipairs({ "grom", "zazu", "diva", "wisp" }) do
    expect(g:figure(id).on_board).to_be(true)
  end
end)

test("turns go round in the order of the dealt areas", function()
  -- Three guilds: blue starts (first_player), then the guild in the next area, and so on.
  local figures = heroes()
  figures[#figures + 1] = { id = "maya", side = "green", at = "off", card = "maya" }
  for seed = 1, 6 do
    local g = game(seed, { figures = figures })
    local order = {}
    for s in g:vars().seating:gmatch("%w+") do
      order[#order + 1] = s
    end
    while g:prompt():match("^set%-up") do
      g:choose(1)
    end
    local i = 1
    while order[i] ~= "blue" do
      i = i + 1
    end
    local seen = {}
    for _ = 1, 3 do
      seen[#seen + 1] = g:pending().side
      g:choose("rest")
      while g:pending().side == seen[#seen] and not g:prompt():match("^turn") do
        g:choose(1)
      end
    end
    expect(seen).to_be({ order[i], order[i % 3 + 1], order[(i + 1) % 3 + 1] })
  end
end)

test("the map form fixes the areas: no deal, the scenario's seating", function()
  for seed = 1, 6 do
    local g = game(seed, { start_areas = { blue = { "d3", "d4" }, red = { "a1", "a2" } } })
    expect(g:vars().seating).to_be_nil()
    expect(g:pending().side).to_be("blue") -- the scenario lists blue first
    expect(g:options()).to_be({ "place grom d3", "place grom d4" })
  end
end)

test("heroes the scenario puts on a space are not asked for", function()
  local g = game(1, { figures = heroes(true) })
  expect(g:prompt()).to_be("turn 1: blue to play")
  expect(g:figure("grom").at).to_be("b2")
end)

test("`colour: player N` gives a token to the guild dealt area N, none for an unused area", function()
  for seed = 1, 8 do
    local g = game(seed, {
      tokens = {
        b1 = { card = "quest_token", colour = "player 1" },
        c4 = { card = "quest_token", colour = "player 2" },
        b4 = { card = "quest_token", colour = "player 3" }, -- two guilds: P3 is not used
      },
    })
    local first, second = g:vars().seating:match("^(%w+),(%w+)$")
    local at, colours = {}, {}
    for _, line in ipairs(g:log()) do
      local id, space = line:match('^set card #(%d+) at = "(%w+)"$')
      if id then at[id] = space end
      local cid, colour = line:match('^set card #(%d+) colour = "(.+)"$')
      if cid then colours[at[cid]] = colour end
    end
    expect(colours).to_be({ b1 = first, c4 = second })
  end
end)

test("bad start areas are refused with the scenario key", function()
  expect_error(function() game(1, { start_areas = { { "a1" } } }) end, "lists 1 areas for 2 guilds")
  expect_error(
    function() game(1, { start_areas = { { "a1" }, { "z9" } } }) end,
    "`start_areas:` entry 2: `z9` is not a space of the board"
  )
  expect_error(function() game(1, { start_areas = { { "a1" }, {} } }) end, "entry 2 must be a list of spaces")
end)
