-- The Molten Tyrant boss card (cards/arena/bosses/molten_tyrant.lua; ATC 10.3).

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

test("molten_tyrant: 280 HP, its own attack deck and spell deck", function()
  local g = test.game({
    mode = "coop",
    board = test.open_board(12, 6),
    boss = "tyrant",
    flasks = {},
    figures = {
      { id = "tank", side = "heroes", at = "a1", card = "tank" },
      { id = "tyrant", side = "foes", at = "l6", card = "molten_tyrant" },
    },
  })
  expect(g:figure("tyrant").hp).to_be(280)
  expect(g:figure("tyrant").defence).to_be(12)
  expect(g:figure("tyrant").cards).to_contain("infernal_blast")
  expect(g:vars().spell_deck).to_contain("cinder_rain")
end)

test("molten_tyrant: Scorching Aura burns adjacent heroes; no Magma Bath then", function()
  local g = test.game({
    mode = "coop",
    board = test.open_board(12, 6),
    boss = "tyrant",
    flasks = {},
    boss_spells = { "tyrants_gaze" },
    boss_attacks = { "cinder_bolt" },
    figures = {
      { id = "tank", side = "heroes", at = "a1", card = "tank" },
      { id = "tyrant", side = "foes", at = "b2", card = "molten_tyrant", start_hp = 100 },
    },
  })
  run_foes(g, { "n2" })
  expect_event(g, "damage_taken", { figure = "tank", amount = 3, kind = "effect" })
  expect(g:figure("tyrant").hp).to_be(100)
end)
