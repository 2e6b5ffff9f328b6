-- Flask card smoke_flask (cards/arena/flasks/smoke_flask.lua; ATC 10.2.4).

--- Every hero passes in round 1 (after the d20s `rolls` are rigged); then the foes act and the
--- players' tie questions (golden rule) and reactions get their first option.
local function run_foes(g, rolls)
  if rolls then g:rig("d20", rolls) end
  for _ = 1, 30 do
    local p = g:prompt() or ""
    if p:find("round 2", 1, true) or g:finished() then return end
    local hero = p:match("turn %d+: (%S+) ")
    if hero then
      if (g:vars().round or 1) > 1 then return end
      g:choose("pass " .. hero)
    elseif g:offers("crit no") then
      g:choose("crit no")
    elseif g:offers("push stop") then
      local keys = g:options()
      g:choose(keys[1] == "push stop" and keys[2] or keys[1])
    else
      g:choose(1)
    end
  end
end

--- A hero's attack on one target (declines focus and the critical bonus, takes push defaults).
local function attack(g, hero, id, target)
  g:choose("attack " .. hero .. " " .. id)
  if g:offers("focus no") then g:choose("focus no") end
  if g:offers("target " .. target) then g:choose("target " .. target) end
  for _ = 1, 5 do
    if g:offers("crit no") then
      g:choose("crit no")
    elseif (g:prompt() or ""):find("push", 1, true) then
      local keys = g:options()
      g:choose(keys[1] == "push stop" and keys[2] or keys[1])
    else
      break
    end
  end
end

local function game(s1_at, difficulty)
  return test.game({
    mode = "coop",
    board = test.open_board(10, 6),
    evil_powers = { "iron_skin" },
    flasks = {},
    difficulty = difficulty,
    figures = {
      { id = "shooter", side = "heroes", at = "a1", card = "shooter", cards = { "smoke_flask" } },
      { id = "s1", side = "foes", at = s1_at, card = "warlord" },
    },
  })
end

test("smoke_flask: a hit deals 6 damage; the flask is then gone and the team token flipped", function()
  local g = game("g1")
  g:rig("d20", { "n19" })
  attack(g, "shooter", "smoke_flask", "g1")
  expect_event(g, "strike_hit", { attacker = "shooter", target = "s1", attack = "smoke_flask" })
  expect(g:figure("s1").hp).to_be_at_most(60 - 6)
  expect_event(g, "condition_applied", { figure = "s1", condition = "cursed" })
  expect(g:figure("shooter").cards).not_to_contain("smoke_flask")
  expect(g:side("heroes").special_ready).to_be(false)
end)

test("smoke_flask: range 6; not offered without a Special Ready token", function()
  local g = game("h1")
  -- h1 is out of its range: no target, so the flask is not offered (issue 20, item 5; ATC
  -- 4.3.3, p.18); the basic attack (range 8) reaches it
  expect(g:offers("attack shooter smoke_flask")).to_be(false)
  expect(g:offers("attack shooter basic")).to_be(true)
  local h = test.game({
    mode = "coop",
    board = test.open_board(10, 6),
    evil_powers = { "iron_skin" },
    flasks = {},
    side_vars = { heroes = { special_ready = false } },
    figures = {
      { id = "shooter", side = "heroes", at = "a1", card = "shooter", cards = { "smoke_flask" } },
      { id = "healer", side = "heroes", at = "a6", card = "healer" },
      { id = "s1", side = "foes", at = "g1", card = "warlord" },
    },
  })
  h:choose("next shooter") -- the test setup (No Special) is in place from the first question
  expect(h:offers("attack shooter smoke_flask")).to_be(false)
  expect(h:offers("attack shooter basic")).to_be(true)
end)
