-- Evil Power card challenge_the_mighty (cards/arena/evil_powers/challenge_the_mighty.lua): drawn at the first villain's turn.

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

test("challenge_the_mighty: villains' hits deal +2 damage", function()
  local g = test.game({
    mode = "coop",
    board = test.open_board(10, 6),
    evil_powers = { "challenge_the_mighty" },
    flasks = {},
    figures = {
      { id = "tank", side = "heroes", at = "a1", card = "tank" },
      { id = "s1", side = "foes", at = "b2", card = "sentinel" },
    },
  })
  run_foes(g, { "n19" })
  expect_event(g, "strike_hit", { attacker = "s1", attack = "sentinel_cleave", damage = 9 + 2 })
end)

test("challenge_the_mighty: heroes' hits are not changed", function()
  local g = test.game({
    mode = "coop",
    board = test.open_board(10, 6),
    evil_powers = { "challenge_the_mighty" },
    flasks = {},
    figures = {
      { id = "tank", side = "heroes", at = "a1", card = "tank" },
      { id = "s1", side = "foes", at = "b2", card = "sentinel" },
    },
  })
  run_foes(g, { "n2" })
  g:rig("d20", { "n19" })
  attack(g, "tank", "basic", "b2")
  expect_event(g, "strike_hit", { attacker = "tank", attack = "basic", damage = 6 })
end)

test("challenge_the_mighty: villains have +1 Defence until the next Evil Power", function()
  local g = test.game({
    mode = "coop",
    board = test.open_board(10, 6),
    evil_powers = { "challenge_the_mighty" },
    flasks = {},
    figures = {
      { id = "tank", side = "heroes", at = "a1", card = "tank" },
      { id = "s1", side = "foes", at = "j6", card = "sentinel" },
    },
  })
  run_foes(g)
  expect(g:figure("s1").defence).to_be(11 + 1)
  expect(g:figure("s1").evil_defence).to_be(1)
end)
