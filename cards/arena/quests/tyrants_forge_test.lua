-- The Tyrant's Forge quest card (cards/arena/quests/tyrants_forge.lua).

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

test("tyrants_forge: killing the Tyrant within 8 rounds wins with the secondary objective", function()
  local g =
    test.game({ scenario = "scripts/arena/scenarios/boss_tyrants_forge.yaml", figure_vars = { tyrant = { hp = 1 } } })
  g:play("pick war_cry", "pick second_wind") -- step C (ATC 8 p.29)
  -- Kestrel shoots it with her basic attack (range 8) after walking close
  g:choose("next kestrel")
  g:choose("move kestrel")
  for _, sq in ipairs({ "f3", "g4", "h5", "i6" }) do
    g:choose("step kestrel " .. sq)
  end
  g:rig("d20", { "n19" })
  attack(g, "kestrel", "basic", "m13")
  if not g:finished() then g:choose("pass kestrel") end
  expect(g:finished()).to_contain("heroes")
  expect(g:outcome().report.secondary).to_be({ "swift" })
  expect(g:outcome().report.xp).to_be(8 + 3)
end)
