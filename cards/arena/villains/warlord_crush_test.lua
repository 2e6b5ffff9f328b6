-- A villain attack card (cards/arena/villains/warlord_crush.lua).

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

test("warlord_crush: a hit deals 14 damage", function()
  local g = test.game({
    mode = "coop",
    board = test.open_board(12, 6),
    evil_powers = { "iron_skin" },
    flasks = {},
    figures = {
      { id = "tank", side = "heroes", at = "a1", card = "tank" },
      { id = "v1", side = "foes", at = "b2", card = "warlord" },
    },
  })
  run_foes(g, { "n19" })
  expect_event(g, "strike_hit", { attacker = "v1", target = "tank", attack = "warlord_crush", damage = 14 })
  expect_event(g, "condition_applied", { figure = "tank", condition = "vulnerable", duration = "temporary" })
end)

test("warlord_crush: its range is 1", function()
  local g = test.game({
    mode = "coop",
    board = test.open_board(12, 6),
    evil_powers = { "iron_skin" },
    flasks = {},
    figures = {
      { id = "tank", side = "heroes", at = "a1", card = "tank" },
      { id = "v1", side = "foes", at = "c3", card = "warlord" },
    },
  })
  run_foes(g, { "n19" })
  -- one square farther than its range: it had to move before attacking
  expect(g:figure("v1").at).not_to_be("c3")
end)
