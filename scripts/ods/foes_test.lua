-- Foes: the aligned Foe deck and the others, random draws and their fallback, standees, the
-- card's return when the last standee falls (rulebook p.6 IV, p.13 Foe Cards, p.14, FAQ p.17).

local ARAWN =
  { "black_magi", "death_cultists", "fallen_knight", "undead_corpse", "undead_horde", "vampire_maiden", "wraiths" }
local AUTO = { "^pass$", "^accept$", "^no feat$", "^first ", "^order " }

local function auto(g)
  for _, p in ipairs(AUTO) do
    for _, o in ipairs(g:options()) do
      if o:match(p) then return o end
    end
  end
  return nil
end

local function split(s)
  local out = {}
  for x in string.gmatch(s or "", "[^,]+") do
    out[#out + 1] = x
  end
  return out
end

local function has(list, x)
  for _, y in ipairs(list) do
    if y == x then return true end
  end
  return false
end

-- Anton on tollgate; no Scenario and no Event card, so Turn 1 goes straight to the villain's
-- progression (Arawn: a random foe on a Hollows space, scripts/ods/villains.lua)
local function game(vars, preset)
  preset = preset or {}
  preset.at = preset.at or {}
  preset.at.p1_anton = "tollgate"
  preset.vars = { deck_world_realm = "", deck_quest = "", deck_event = "" }
  for k, v in pairs(vars or {}) do
    preset.vars[k] = v
  end
  return test.game({
    scenario = "scripts/ods/scenarios/realm_arawn.yaml",
    champions = { p1 = { "anton" } },
    preset = preset,
  })
end

--- foe_entered events after the set-up (the villain's Act I set-up places foes too)
local function entered_later(g)
  local out, after = {}, false
  for _, e in ipairs(g:events()) do
    if e.name == "setup_done" then after = true end
    if after and e.name == "foe_entered" then out[#out + 1] = e end
  end
  return out
end

local function until_event(g, name, n)
  for _ = 1, 100 do
    if g:finished() or #g:events(name) >= (n or 1) then return end
    local o = auto(g)
    if not o then
      error(
        "no `" .. name .. "`; pending: " .. tostring(g:prompt()) .. " [" .. table.concat(g:options(), " | ") .. "]",
        2
      )
    end
    g:choose(o)
  end
end

test("the Foe deck holds the villain's foes, the others lie aside, its epic foes in a pile (p.6, FAQ p.17)", function()
  local g = game()
  local v = g:vars()
  local deck, other = split(v.deck_foe), split(v.deck_foe_other)
  -- the Act I set-up drew some of Arawn's cards already: deck + those on the map = his 7
  local seen = {}
  for _, id in ipairs(deck) do
    expect(has(ARAWN, id)).to_be(true)
    seen[id] = true
  end
  for _, e in ipairs(g:events("foe_entered")) do
    local card = e.foe:match("^(.-)_%d+$")
    expect(has(ARAWN, card)).to_be(true)
    expect(has(deck, card)).to_be(false) -- a drawn card lies face up beside the villain
    seen[card] = true
  end
  for _, id in ipairs(ARAWN) do
    expect(seen[id]).to_be(true)
  end
  expect(#other).to_be(13)
  for _, id in ipairs(other) do
    expect(has(ARAWN, id)).to_be(false)
  end
  local epic = split(v.epic_pile)
  expect(#epic).to_be(3)
  expect(epic).to_contain("herne")
  expect(epic).not_to_contain("balor")
end)

test("a random foe comes from the other foes once the villain's run out (p.6, FAQ p.17)", function()
  local g = game({ deck_foe = "", deck_foe_other = "kelpie" })
  until_event(g, "villain_progress")
  until_event(g, "turn_start", 2)
  local e = entered_later(g)
  expect(#e).to_be(1)
  expect(e[1].foe).to_be("kelpie_1")
  local k = g:figure("kelpie_1")
  expect(k.on_board).to_be(true)
  expect(k.health).to_be(k.max_health)
  expect(k.health).to_be_at_least(1)
  expect(g:vars().deck_foe_other or "").to_be("")
  expect(g:cards("kelpie_1")).to_contain("kelpie") -- its card's handlers run while it stands
end)

test("no card in either deck: no foe enters", function()
  local g = game({ deck_foe = "", deck_foe_other = "" })
  until_event(g, "turn_start", 2)
  expect(#entered_later(g)).to_be(0)
end)

test("a regular foe's card goes back into the Foe deck when its last standee falls (p.14)", function()
  -- two corpses die one round after the other; a tough changeling keeps the combat going, and
  -- Anton (come from riverwatch) is asked to retreat after each round
  local g = game({ deck_foe = "wraiths" }, {
    at = { undead_corpse_1 = "tollgate", undead_corpse_2 = "tollgate", changelings_1 = "tollgate" },
    figure_vars = {
      p1_anton = { prev = "riverwatch" },
      undead_corpse_1 = { defence = 0, attack = 0, health = 1 },
      undead_corpse_2 = { defence = 0, attack = 0, health = 1 },
      changelings_1 = { defence = 20, attack = 0, health = 30 },
    },
  })
  g:rig("d6", { "n6", "n6", "n6", "n6" })
  g:choose("pass")
  g:choose("attack p1_anton undead_corpse_1")
  for _ = 1, 10 do
    if g:offers("stay p1_anton") then break end
    g:choose(auto(g))
  end
  expect(g:figure("undead_corpse_1").on_board).to_be(false)
  expect(g:figure("undead_corpse_1").health).to_be_nil() -- a fresh standee next time
  expect(g:vars().deck_foe).to_be("wraiths") -- corpse 2 still stands
  g:choose("stay p1_anton")
  g:rig("d6", { "n6", "n6", "n6" }) -- the card's shuffle back into the deck rolls no die
  g:choose("attack p1_anton undead_corpse_2")
  for _ = 1, 10 do
    if g:offers("stay p1_anton") then break end
    g:choose(auto(g))
  end
  expect(g:figure("undead_corpse_2").on_board).to_be(false)
  local deck = split(g:vars().deck_foe)
  expect(#deck).to_be(2)
  expect(deck).to_contain("undead_corpse")
  expect(deck).to_contain("wraiths")
  expect(g:figure("changelings_1").on_board).to_be(true)
end)

test("take_card pulls a foe card out of whichever foe deck holds it (preset placement)", function()
  local kit = require("ods.testkit")
  local g, out = kit.call(
    {
      villain = "arawn",
      vars = {
        deck_foe = "wraiths,undead_horde",
        deck_foe_other = "kelpie,satyr_troupe",
        epic_pile = "herne,balor",
      },
    },
    { "foes.take_card", "undead_horde" },
    { "foes.take_card", "kelpie" },
    { "foes.take_card", "balor" },
    { "foes.take_card", "undead_horde" },
    { "foes.take_card", "nobody" }
  )
  expect(out).to_be({ "true", "true", "true", "false", "false" })
  local v = g:vars()
  expect(v.deck_foe).to_be("wraiths")
  expect(v.deck_foe_other).to_be("satyr_troupe")
  expect(v.epic_pile).to_be("herne")
end)
