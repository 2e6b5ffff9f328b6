-- Boss attack card tremor (cards/arena/boss_attacks/tremor.lua; ATC 10.3.1 phase 5).

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

test("tremor: the boss's primary attack, range 1, 10 damage", function()
  local g = test.game({
    mode = "coop",
    board = test.open_board(12, 6),
    boss = "tyrant",
    flasks = {},
    boss_spells = { "tyrants_gaze" },
    boss_attacks = { "tremor" },
    figures = {
      { id = "tank", side = "heroes", at = "c3", card = "tank" },
      { id = "tyrant", side = "foes", at = "d3", card = "molten_tyrant" },
    },
  })
  run_foes(g, { "n19" })
  expect(g:vars().boss_last).to_be("tremor")
  expect_event(g, "strike_hit", { attacker = "tyrant", target = "tank", attack = "tremor", damage = 10 })
  expect(g:figure("tank").at).not_to_be("c3")
  expect(g:figure("tyrant").at).to_be("d3") -- already in reach: it did not move
end)

test("tremor's push is the players' to steer: nobody plays the foes (Quests' Golden Rule, p.33)", function()
  local g = test.game({
    mode = "coop",
    board = test.open_board(12, 6),
    boss = "tyrant",
    flasks = {},
    boss_spells = { "tyrants_gaze" },
    boss_attacks = { "tremor" },
    figures = {
      { id = "tank", side = "heroes", at = "c3", card = "tank" },
      { id = "tyrant", side = "foes", at = "d3", card = "molten_tyrant" },
    },
  })
  g:rig("d20", { "n19" })
  g:choose("pass tank")
  local asked
  for _ = 1, 30 do
    local p = g:pending()
    if p == nil or p.prompt:find("round 2", 1, true) then break end
    if p.prompt == "push tank" then
      asked = p.side
      break
    end
    expect(p.side).to_be("heroes")
    g:choose(1)
  end
  expect(asked).to_be("heroes")
end)
