-- The Ember Keep's quest card (cards/arena/quests/ember_keep.lua): its events and objectives.

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

local MISSION = "scripts/arena/scenarios/mission_ember_keep.yaml"

test("ember_keep: two soldiers spawn with full HP at the end of round 2", function()
  local g = test.game({ scenario = MISSION, vars = { round = 1 } })
  expect(g:figure("r1").on_board).to_be(false)
  -- play two rounds: every hero passes, the villains act
  for _ = 1, 200 do
    if (g:vars().round or 0) >= 3 or g:finished() then break end
    local p = g:prompt() or ""
    local hero = p:match("turn %d+: (%S+) ")
    if hero then
      g:choose("pass " .. hero)
    elseif g:offers("crit no") then
      g:choose("crit no")
    else
      g:choose(1)
    end
  end
  expect(g:vars().round).to_be(3)
  expect(g:figure("r1").on_board).to_be(true)
  expect(g:figure("r1").at).to_be("h12")
  expect(g:figure("r2").at).to_be("p15")
  expect(g:figure("r1").hp).to_be(25)
end)

test("ember_keep: the keep is lost after round 10", function()
  local g = test.game({ scenario = MISSION, vars = { round = 10 } })
  for _ = 1, 200 do
    if g:finished() then break end
    local p = g:prompt() or ""
    local hero = p:match("turn %d+: (%S+) ")
    if hero then
      g:choose("pass " .. hero)
    elseif g:offers("crit no") then
      g:choose("crit no")
    else
      g:choose(1)
    end
  end
  expect(g:finished()).to_contain("foes")
  expect(g:outcome().report.won).to_be(false)
end)

test("ember_keep: killing both snipers meets a secondary objective", function()
  local g = test.game({
    mode = "coop",
    quest = "ember_keep",
    board = test.open_board(6, 4),
    flasks = {},
    evil_powers = { "iron_skin" },
    figures = {
      { id = "korrag", side = "heroes", at = "a1", card = "korrag" },
      { id = "n1", side = "foes", at = "b2", card = "sniper", start_hp = 1 },
      { id = "warlord", side = "foes", at = "f4", card = "warlord" },
    },
  })
  g:rig("d20", { "n15" })
  attack(g, "korrag", "basic", "b2")
  expect(g:vars()["objective snipers"]).to_be(true)
end)

test("ember_keep: a fallen hero loses the 'no hero dies' objective, even when the mission is won", function()
  local g = test.game({
    mode = "coop",
    quest = "ember_keep",
    board = test.open_board(10, 4),
    flasks = {},
    evil_powers = { "iron_skin" },
    figures = {
      { id = "aurelle", side = "heroes", at = "a1", card = "aurelle", start_hp = 1 },
      { id = "korrag", side = "heroes", at = "i4", card = "korrag" },
      { id = "s1", side = "foes", at = "b2", card = "sentinel" },
      { id = "warlord", side = "foes", at = "j4", card = "warlord", start_hp = 1 },
    },
  })
  run_foes(g, { "n19", "n2" })
  expect(g:figure("aurelle").dead).to_be(true)
  expect(g:vars().hero_fell).to_be(true)
  g:rig("d20", { "n19" })
  attack(g, "korrag", "basic", "j4")
  if not g:finished() then g:choose("pass korrag") end
  expect(g:finished()).to_contain("heroes")
  expect(g:outcome().report.secondary).to_be({})
  expect(g:outcome().report.xp).to_be(6)
end)
