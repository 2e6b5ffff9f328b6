-- The campaign between scenarios (rulebook p.7-9, p.24, p.28-30): creating guilds, the Upgrade
-- Phase's draft and purchases, the sheet, the finale's medals and Episodic Mode. Each phase is a
-- small game (`phase:` + `campaign:` scenario keys) that ends with the new campaign document.

local BOARD = "+---+\n| . |\n+---+"

local CATALOGUE = {
  { id = "o1", name = "Outer One", circle = "outer" },
  { id = "o2", name = "Outer Two", circle = "outer" },
  { id = "o3", name = "Outer Three", circle = "outer" },
  { id = "o4", name = "Outer Four", circle = "outer" },
  { id = "i1", name = "Inner One", circle = "inner" },
  { id = "i2", name = "Inner Two", circle = "inner" },
  { id = "i3", name = "Inner Three", circle = "inner" },
  { id = "f1", name = "Finale", circle = "final" },
}

local function phase(name, doc, seed)
  return test.game({ board = BOARD, figures = {}, phase = name, campaign = doc, seed = seed })
end

local function guild(doc, side)
  for _, g in ipairs(doc.guilds) do
    if g.side == side then return g end
  end
end

--- Answers every pending choice with its first option.
local function first_options(g)
  local n = 0
  while g:pending() do
    g:choose(1)
    n = n + 1
    if n > 500 then error("phase does not end") end
  end
end

local function created(seed)
  local g = phase("create", { guilds = { "blue", "red" }, catalogue = CATALOGUE }, seed)
  first_options(g)
  return g:outcome().campaign
end

test("creating guilds: three different heroes each, then the five starter cards", function()
  local g = phase("create", { guilds = { "blue", "red" }, catalogue = CATALOGUE })
  expect(g:prompt()).to_be("choose a hero for your guild")
  for _, h in ipairs({
    "diva",
    "greensleeves",
    "grom",
    "hobsbawm",
    "johan",
    "kanga",
    "maya",
    "scarlet",
    "seth",
    "spike",
    "wisp",
    "zazu",
  }) do
    expect(g:offers("pick " .. h)).to_be(true) -- every hero of the box (a mod's new hero joins them)
  end
  g:choose("pick grom")
  expect(g:pending().side).to_be("red")
  expect(g:offers("pick grom")).to_be(false) -- taken by blue
  g:play("pick diva", "pick maya", "pick wisp", "pick zazu", "pick johan")
  -- Starter equipment (p.8): one of each starter card per guild, shared out by its player.
  expect(g:prompt()).to_contain("which hero carries Rusty Blade")
  g:play(
    "give rusty_blade grom",
    "give parrying_blade grom",
    "give slingshot maya",
    "give life_drain maya",
    "give nova_bolt zazu"
  )
  first_options(g)
  local doc = g:outcome().campaign
  local blue = guild(doc, "blue")
  expect(blue.heroes).to_be({ "grom", "maya", "zazu" })
  expect(blue.cards.grom).to_be({ "rusty_blade", "parrying_blade" })
  expect(blue.cards.zazu).to_be({ "nova_bolt" })
  expect(guild(doc, "red").heroes).to_be({ "diva", "wisp", "johan" })
end)

test("the first scenario is an Outer Circle one, at monster level 1, with the guilds' heroes", function()
  local g = phase("create", { guilds = { "blue", "red" }, catalogue = CATALOGUE })
  for _ = 1, 6 + 10 do
    g:choose(1)
  end -- heroes, then starter cards
  expect(g:prompt()).to_be("blue chooses the next scenario")
  expect(g:options()).to_be({ "play o1", "play o2", "play o3", "play o4" })
  g:choose("play o3")
  local next = g:outcome().campaign.next
  expect(next.kind).to_be("scenario")
  expect(next.scenario).to_be("o3")
  expect(next.set.level).to_be(1)
  expect(next.after).to_be("after_scenario")
  expect(#next.roster).to_be(2)
  expect(#next.roster[1].heroes).to_be(3)
  expect(#next.roster[1].heroes[1].cards).to_be_at_least(1)
end)

test("drafting heroes: hands dealt out, pick one, pass the rest left", function()
  local g = phase("create", { guilds = { "blue", "red" }, draft = true, catalogue = CATALOGUE })
  expect(g:prompt()).to_be("draft a hero (the rest pass left)")
  expect(#g:options()).to_be_at_least(6) -- the box's 12 heroes (and any new one) between 2 players
  local blue_hand = g:options()
  g:choose(1)
  g:choose(1) -- red
  -- Blue now holds what red passed: none of its own first hand.
  for _, k in ipairs(g:options()) do
    expect(blue_hand).not_to_contain(k)
  end
  expect(#g:options()).to_be(5)
end)

test("a campaign needs two to four guilds", function()
  expect_error(function() phase("create", { guilds = { "blue" }, catalogue = CATALOGUE }) end, "2 to 4 guilds")
end)

-- After a scenario --------------------------------------------------------------------------

local function after(doc, result, seed)
  doc.result = result
  return phase("after_scenario", doc, seed)
end

local function report(coins, deaths, extra)
  local r = { coins = coins, deaths = deaths, rewards = 0, titles = {}, heroes = {} }
  for k, v in pairs(extra or {}) do
    r[k] = v
  end
  return r
end

test("the sheet line: winner, least deaths, most coins (ties credit all), reward, title", function()
  local doc = created()
  local g = after(doc, {
    scenario = "o1",
    name = "Outer One",
    winner = "red",
    reason = "victory",
    guilds = { blue = report(5, 1, { rewards = 1 }), red = report(5, 2, { titles = { "troll_hunter" } }) },
  })
  first_options(g)
  local new = g:outcome().campaign
  local row = new.played[1]
  expect(row.number).to_be(1)
  expect(row.winner).to_be({ "red" })
  expect(row.least_deaths).to_be({ "blue" })
  expect(row.most_coins).to_be({ "blue", "red" })
  expect(row.won_rewards).to_be({ "blue" })
  expect(row.won_title).to_be({ "red" })
  expect(guild(new, "red").titles).to_be({ "troll_hunter" })
end)

test("the Upgrade Phase: 6 cards, keep 2 and pass left, twice; buy at most 3; save 1 coin", function()
  local doc = created()
  local g = after(doc, {
    scenario = "o1",
    name = "Outer One",
    winner = "blue",
    reason = "victory",
    guilds = { blue = report(40, 0), red = report(0, 0) },
  })
  expect(g:prompt()).to_be("reserve 2 cards, round 1 (1 of 2)")
  expect(g:pending().side).to_be("blue")
  local hand = #g:options()
  expect(hand).to_be_at_least(2)
  expect(hand).to_be_at_most(6)
  g:play(1, 1) -- blue keeps 2
  expect(g:pending().side).to_be("red")
  g:play(1, 1)
  expect(g:prompt()).to_be("reserve 2 cards, round 2 (1 of 2)")
  g:play(1, 1, 1, 1)
  -- Blue buys with its 40 coins: three purchases at most, then it must stop.
  expect(g:prompt()).to_contain("you have 40 coins")
  local bought = 0
  while g:pending() and g:pending().side == "blue" do
    local opts = g:options()
    if opts[1] == "done" and #opts > 1 and g:prompt():find("buy an upgrade", 1, true) then
      g:choose(2)
      bought = bought + 1
    else
      g:choose(1)
    end
  end
  expect(bought).to_be(3)
  first_options(g)
  local new = g:outcome().campaign
  local blue = guild(new, "blue")
  expect(blue.coins).to_be(1) -- one coin saved, the rest returns to the pile
  local n = 0
  for _, h in ipairs(blue.heroes) do
    n = n + #blue.cards[h]
  end
  expect(n).to_be(5 + 3)
end)

test("a guild with nothing to spend buys nothing and saves nothing", function()
  local doc = created()
  local g = after(doc, {
    scenario = "o1",
    name = "Outer One",
    winner = "blue",
    reason = "victory",
    guilds = { blue = report(0, 0), red = report(0, 0) },
  })
  first_options(g)
  expect(guild(g:outcome().campaign, "red").coins).to_be(0)
end)

test("the winner chooses the next scenario; after three Outer ones come the Inner ones", function()
  local doc = created()
  doc.played = {
    { number = 1, scenario = "o1", winner = {}, least_deaths = {}, most_coins = {}, won_rewards = {}, won_title = {} },
    { number = 2, scenario = "o2", winner = {}, least_deaths = {}, most_coins = {}, won_rewards = {}, won_title = {} },
  }
  local g = after(doc, {
    scenario = "o4",
    name = "Outer Four",
    winner = "red",
    reason = "victory",
    guilds = { blue = report(0, 0), red = report(0, 0) },
  })
  while g:prompt() ~= "red chooses the next scenario" do
    g:choose(1)
  end
  expect(g:options()).to_be({ "play i1", "play i2", "play i3" })
  g:choose("play i2")
  local new = g:outcome().campaign
  expect(new.next.scenario).to_be("i2")
  expect(new.next.set.level).to_be(4)
  expect(new.next.set.last_winner).to_be("red")
end)

test("a capped scenario (no winner): the guild with most coins chooses", function()
  local doc = created()
  local g = after(doc, {
    scenario = "o1",
    name = "Outer One",
    winner = "none",
    reason = "capped",
    guilds = { blue = report(1, 0), red = report(3, 0) },
  })
  while g:pending() and not g:prompt():find("chooses the next", 1, true) do
    g:choose(1)
  end
  expect(g:prompt()).to_be("red chooses the next scenario")
end)

test("inventories follow the heroes: cards at the end of the scenario and the curse drawn", function()
  local doc = created()
  local hero = guild(doc, "blue").heroes[1]
  local g = after(doc, {
    scenario = "o1",
    name = "Outer One",
    winner = "blue",
    reason = "victory",
    guilds = {
      blue = report(
        0,
        2,
        { heroes = { { id = hero, cards = { "rusty_blade", "moon_ring" }, curse = "shaky_hands" } } }
      ),
      red = report(0, 0),
    },
  })
  first_options(g)
  local blue = guild(g:outcome().campaign, "blue")
  expect(blue.cards[hero]).to_be({ "rusty_blade", "moon_ring" })
  expect(blue.curses[hero]).to_be("shaky_hands")
  -- The next scenario gives the hero its curse with its cards.
  local roster = g:outcome().campaign.next.roster[1].heroes[1]
  expect(roster.cards).to_contain("shaky_hands")
end)

test("twelve cards at most: a new card with every slot full means a discard", function()
  local doc = created()
  local blue = guild(doc, "blue")
  for _, h in ipairs(blue.heroes) do
    blue.cards[h] = { "rusty_blade", "slingshot", "nova_bolt", "life_drain" }
  end
  local g = after(doc, {
    scenario = "o1",
    name = "Outer One",
    winner = "blue",
    reason = "victory",
    guilds = { blue = report(40, 0), red = report(0, 0) },
  })
  for _ = 1, 8 do
    g:choose(1)
  end -- the draft
  g:choose(2) -- blue buys its first affordable card
  expect(g:prompt()).to_contain("no free slot")
  expect(g:offers("discard rusty_blade " .. blue.heroes[1])).to_be(true)
  g:choose("discard rusty_blade " .. blue.heroes[1])
  -- The freed slot takes the new card; blue still holds 12.
  g:choose("done")
  first_options(g)
  local new = guild(g:outcome().campaign, "blue")
  local n = 0
  for _, h in ipairs(new.heroes) do
    n = n + #new.cards[h]
  end
  expect(n).to_be(12)
end)

test("a hero's two copies of one card make one discard option, and the discard takes one", function()
  local doc = created()
  local blue = guild(doc, "blue")
  for _, h in ipairs(blue.heroes) do
    blue.cards[h] = { "rusty_blade", "rusty_blade", "nova_bolt", "life_drain" }
  end
  local g = after(doc, {
    scenario = "o1",
    name = "Outer One",
    winner = "blue",
    reason = "victory",
    guilds = { blue = report(40, 0), red = report(0, 0) },
  })
  for _ = 1, 8 do
    g:choose(1)
  end -- the draft
  g:choose(2) -- blue buys its first affordable card
  expect(g:prompt()).to_contain("no free slot")
  local hero = blue.heroes[1]
  local n = 0
  for _, key in ipairs(g:options()) do
    if key == "discard rusty_blade " .. hero then n = n + 1 end
  end
  expect(n).to_be(1) -- it was offered twice under one key, an engine error that ended campaigns
  g:choose("discard rusty_blade " .. hero)
  g:choose("done")
  first_options(g)
  local cards = guild(g:outcome().campaign, "blue").cards[hero]
  local left = 0
  for _, c in ipairs(cards) do
    if c == "rusty_blade" then left = left + 1 end
  end
  expect(left).to_be(1)
end)

-- p.27: "each Guild can only possess a single Bomb card at a time".
test("a guild holding a Bomb card is never offered a second one to buy", function()
  local checked = 0
  for seed = 1, 30 do
    local doc = created(seed)
    local blue = guild(doc, "blue")
    table.insert(blue.cards[blue.heroes[1]], "fire_bomb")
    local g = after(doc, {
      scenario = "o1",
      name = "Outer One",
      winner = "blue",
      reason = "victory",
      guilds = { blue = report(40, 0), red = report(40, 0) },
    }, seed)
    while g:pending() do
      local prompt = g:prompt()
      if prompt:find("buy an upgrade", 1, true) then
        local side = g:pending().side
        if side == "blue" then
          expect(g:offers("buy fire_bomb")).to_be(false)
        elseif g:offers("buy fire_bomb") then
          checked = checked + 1 -- red, holding none, may buy it
        end
      end
      -- Keep bombs in the draft whenever one is dealt, so both guilds see them on offer.
      if g:offers("keep fire_bomb") then
        g:choose("keep fire_bomb")
      else
        g:choose(1)
      end
    end
    local bombs = 0
    for _, h in ipairs(guild(g:outcome().campaign, "blue").heroes) do
      for _, c in ipairs(guild(g:outcome().campaign, "blue").cards[h]) do
        if c == "fire_bomb" then bombs = bombs + 1 end
      end
    end
    expect(bombs).to_be(1)
  end
  expect(checked).to_be_at_least(1) -- the seeds did deal a bomb to buy
end)

test("given a second Bomb card, a guild keeps one: the old or the new", function()
  local asked = 0
  for seed = 1, 60 do
    local g = phase(
      "create",
      { mode = "episodic", level = 2, scenario = "o2", guilds = { "blue", "red" }, catalogue = CATALOGUE },
      seed
    )
    local keep_new = seed % 2 == 0
    while g:pending() do
      if g:prompt():find("one Bomb card per guild", 1, true) then
        asked = asked + 1
        g:choose(keep_new and 2 or 1)
      elseif g:offers("keep fire_bomb") then
        g:choose("keep fire_bomb")
      else
        g:choose(1)
      end
    end
    for _, gd in ipairs(g:outcome().campaign.guilds) do
      local bombs = 0
      for _, h in ipairs(gd.heroes) do
        for _, c in ipairs(gd.cards[h]) do
          if c == "fire_bomb" then bombs = bombs + 1 end
        end
      end
      expect(bombs).to_be_at_most(1)
    end
  end
  expect(asked).to_be_at_least(2) -- hands with two bombs were dealt, both answers tried
end)

-- p.24: each player "distributes his new Upgrade cards among his Heroes, being allowed to
-- completely rearrange all cards": cards held before the phase move too, full heroes trade.
--- An Upgrade Phase in which blue (no coins, so no purchase) holds `cards[i]` on its hero i,
--- answered up to blue's rearrangement question; returns the phase and blue's heroes.
local function rearranging(cards)
  local doc = created()
  local blue = guild(doc, "blue")
  for i, h in ipairs(blue.heroes) do
    blue.cards[h] = cards[i] or {}
  end
  local g = after(doc, {
    scenario = "o1",
    name = "Outer One",
    winner = "blue",
    reason = "victory",
    guilds = { blue = report(0, 0), red = report(0, 0) },
  })
  while not g:prompt():find("blue: rearrange", 1, true) do
    g:choose(1)
  end
  return g, blue.heroes
end

test("the Upgrade Phase lets a guild rearrange every card among its heroes", function()
  local g, heroes = rearranging({
    { "rusty_blade", "slingshot", "nova_bolt", "life_drain" },
    { "parrying_blade", "keen_sword", "moon_ring", "leather_armor" },
  })
  local h1, h2, h3 = heroes[1], heroes[2], heroes[3]
  expect(g:options()[1]).to_be("done")
  expect(g:offers("give rusty_blade " .. h1 .. " " .. h2)).to_be(false) -- h2 is full
  g:choose("give rusty_blade " .. h1 .. " " .. h3)
  g:choose("swap slingshot " .. h1 .. " keen_sword " .. h2) -- h2 full: an exchange
  g:choose("done")
  first_options(g)
  local new = guild(g:outcome().campaign, "blue")
  expect(new.cards[h1]).to_be({ "nova_bolt", "life_drain", "keen_sword" })
  expect(new.cards[h2]).to_be({ "parrying_blade", "moon_ring", "leather_armor", "slingshot" })
  expect(new.cards[h3]).to_be({ "rusty_blade" })
end)

test("a card moves at most twice in one rearrangement, so it ends", function()
  local g, heroes = rearranging({ { "rusty_blade" } })
  local h1, h2 = heroes[1], heroes[2]
  g:choose("give rusty_blade " .. h1 .. " " .. h2)
  g:choose("give rusty_blade " .. h2 .. " " .. h1)
  -- Its one card has moved twice: nothing is left to ask of blue.
  expect((g:prompt() or ""):find("blue: rearrange", 1, true)).to_be_nil()
end)

test("the finale: medals per achievement (ties all win) grade the Final Showdown's victory", function()
  local doc = created()
  local function row(i, w, d, c)
    return {
      number = i,
      scenario = "x" .. i,
      winner = w,
      least_deaths = d,
      most_coins = c,
      won_rewards = {},
      won_title = {},
    }
  end
  doc.played = {
    row(1, { "blue" }, { "blue" }, { "red" }),
    row(2, { "blue" }, { "red" }, { "red" }),
    row(3, { "red" }, { "blue", "red" }, { "blue" }),
    row(4, { "blue" }, { "blue" }, { "red" }),
    row(5, { "red" }, { "red" }, { "blue" }),
  }
  local g = after(doc, {
    scenario = "f1",
    name = "Finale",
    winner = "blue",
    reason = "victory",
    guilds = { blue = report(2, 0), red = report(1, 3) },
  })
  expect(g:pending()).to_be_nil() -- no Upgrade Phase after the finale
  local new = g:outcome().campaign
  expect(new.next.kind).to_be("done")
  -- winner: blue 4 of 6; least deaths: blue 4 (rows 1,3,4,6), red 3; most coins: red 3, blue 3.
  expect(new.final.medals.blue).to_be(3)
  expect(new.final.medals.red).to_be(1)
  expect(new.final.winner).to_be("blue")
  expect(new.final.grade).to_be("Decisive Victory")
end)

test("a finale that ends at its turn limit leaves the campaign without a victor, and says why", function()
  local doc = created()
  doc.played = {}
  for i = 1, 5 do
    doc.played[i] = {
      number = i,
      scenario = "x" .. i,
      winner = { "blue" },
      least_deaths = {},
      most_coins = {},
      won_rewards = {},
      won_title = {},
    }
  end
  local g = after(doc, {
    scenario = "f1",
    name = "Finale",
    winner = "none",
    reason = "capped",
    guilds = { blue = report(2, 0), red = report(1, 3) },
  })
  local final = g:outcome().campaign.final
  expect(final.winner).to_be("none")
  -- p.29: "The Guild that wins the last scenario is the victor".
  expect(final.grade).to_contain("no victor: the campaign's victor is the guild that wins the Final Showdown")
  expect(final.grade).to_contain("Finale ended at its turn limit")
end)

test("episodic mode: dealt cards of the levels below, then coins minus deaths, +5 to the finisher", function()
  local g = phase(
    "create",
    { mode = "episodic", level = 3, scenario = "o2", guilds = { "blue", "red" }, catalogue = CATALOGUE }
  )
  for _ = 1, 6 + 10 do
    g:choose(1)
  end
  expect(g:prompt()).to_contain("keep 2 level-1 cards")
  first_options(g)
  local doc = g:outcome().campaign
  expect(doc.next.scenario).to_be("o2")
  expect(doc.next.set.level).to_be(3)
  local blue = guild(doc, "blue")
  local n = 0
  for _, h in ipairs(blue.heroes) do
    n = n + #blue.cards[h]
  end
  expect(n).to_be(5 + 2 + 2) -- starter deck, 2 of level 1, 2 of level 2

  local e = after(doc, {
    scenario = "o2",
    winner = "red",
    reason = "victory",
    guilds = { blue = report(9, 0), red = report(6, 1) },
  })
  local final = e:outcome().campaign.final
  expect(final.winner).to_be("red") -- 6 - 1 + 5 = 10 against 9
end)

test("episodic mode checks its level and scenario", function()
  expect_error(
    function()
      phase(
        "create",
        { mode = "episodic", level = 7, scenario = "o1", guilds = { "blue", "red" }, catalogue = CATALOGUE }
      )
    end,
    "level must be 1 to 6"
  )
end)

test("an unknown phase is an error that names it", function()
  expect_error(function() phase("upkeep", { guilds = { "blue", "red" } }) end, "unknown campaign phase `upkeep`")
end)
