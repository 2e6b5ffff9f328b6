-- Kill a monster: the guild that kills the named monster (or any, `count` times) fulfils it.
local function game(quest)
  return test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu", cards = { "slingshot" } },
      { id = "orc1", side = "monsters", at = "d2", card = "orc_marauder" },
      { id = "goblin1", side = "monsters", at = "d1", card = "goblin_archer" },
      { id = "diva", side = "red", at = "a2", card = "diva" },
    },
    quests = { quest },
  })
end

local function shoot(g, target)
  g:choose("activate zazu")
  -- Three hits: Overkill for both, so neither stays to pay back.
  g:rig("attack", { "crit", "ranged", "ranged" })
  g:rig("defence", { "blank", "blank" })
  g:choose("attack zazu slingshot " .. target)
end

test("killing the named monster fulfils the quest", function()
  local g = game({ id = "orc_hunt", script = "kill_monster", card = "orc_marauder" })
  shoot(g, "orc1")
  expect_event(g, "figure_killed", { figure = "orc1", killer = "zazu" })
  expect(g:side("blue")["quest orc_hunt"]).to_be(true)
end)

test("another monster does not count", function()
  local g = game({ id = "orc_hunt", script = "kill_monster", card = "orc_marauder" })
  shoot(g, "goblin1")
  expect_event(g, "figure_killed", { figure = "goblin1" })
  expect(g:side("blue")["quest orc_hunt"]).to_be_nil()
end)

test("`count` kills of any monster", function()
  local g = game({ id = "cull", script = "kill_monster", count = 2 })
  shoot(g, "goblin1")
  expect(g:side("blue")["quest cull kills"]).to_be(1)
  expect(g:side("blue")["quest cull"]).to_be_nil()
end)

test("`cards`: any of the listed monsters counts", function()
  local g = game({ id = "sister", script = "kill_monster", cards = { "sister_of_pain", "goblin_archer" } })
  shoot(g, "goblin1")
  expect(g:side("blue")["quest sister"]).to_be(true)
end)

test("`cards`: a monster not listed does not count", function()
  local g = game({ id = "sister", script = "kill_monster", cards = { "sister_of_pain", "goblin_archer" } })
  shoot(g, "orc1")
  expect(g:side("blue")["quest sister"]).to_be_nil()
end)

test("`cards` naming something that is not a monster card is a setup error", function()
  expect_error(
    function() game({ id = "sister", script = "kill_monster", cards = { "slingshot" } }) end,
    "`slingshot` is not a monster card"
  )
end)

test("a `title` goes to the first guild only", function()
  local g = game({ id = "orc_hunt", script = "kill_monster", card = "orc_marauder", title = "troll_hunter" })
  shoot(g, "orc1")
  expect(g:side("blue")["title troll_hunter"]).to_be(true)
  expect(g:vars()["title troll_hunter won"]).to_be("blue")
end)

-- Destroy a Stone: each guild may destroy one stone, then leaves the others alone.
local function stones()
  return test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "grom", side = "blue", at = "b1", card = "grom", cards = { "rusty_blade" } },
      { id = "stone1", side = "monsters", at = "a1", card = "bloodstone" },
      { id = "stone2", side = "monsters", at = "c1", card = "bloodstone" },
      { id = "diva", side = "red", at = "d2", card = "diva" },
    },
    quests = {
      {
        id = "stone",
        script = "kill_monster",
        card = "bloodstone",
        per_guild = true,
        title = "bloodstone_breaker",
        title_to = "all",
      },
    },
  })
end

test("`per_guild`: after destroying a stone a guild may not attack another", function()
  local g = stones()
  g:choose("activate grom")
  expect(g:offers("attack grom rusty_blade stone2")).to_be(true)
  g:rig("attack", { "melee", "melee", "melee" })
  g:rig("defence", { "blank" })
  g:choose("attack grom rusty_blade stone1")
  expect(g:side("blue")["quest stone"]).to_be(true)
  expect(g:side("blue")["title bloodstone_breaker"]).to_be(true)
  g:play("end grom", "rest", "activate grom")
  expect(g:offers("attack grom rusty_blade stone2")).to_be(false)
end)

test("`per_guild` must be a boolean", function()
  expect_error(
    function() game({ id = "stone", script = "kill_monster", card = "orc_marauder", per_guild = "yes" }) end,
    "`per_guild` must be true or false"
  )
end)
