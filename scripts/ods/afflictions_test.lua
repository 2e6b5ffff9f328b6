-- Afflictions (p.15–16; scripts/ods/afflictions.lua): gaining from the Affliction deck by
-- type, at random or by id; removal shuffles the card back; Turn-end rolls; removal by place,
-- by Rest and by an action's test. Gains go through the Scenario Phase's probe (`probe N`).
local kit = require("ods.testkit")

local NO_DECKS = {
  deck_world_capital = "",
  deck_world_hollows = "",
  deck_world_realm = "",
  deck_world_wilds = "",
  deck_event = "",
  deck_quest = "",
}

local function offered(g, key)
  for _ = 1, 100 do
    if g:offers(key) then return end
    local o = kit.generic(g)
    if not o then
      error(
        "`" .. key .. "` not offered: " .. tostring(g:prompt()) .. " [" .. table.concat(g:options(), " | ") .. "]",
        2
      )
    end
    g:choose(o)
  end
end

--- Anton at `at` (default hollin_vale) gains `which` at the first Scenario Phase (`probe 1`);
--- the game then waits at `probe 2`, before the Event Phase and the Turn end.
local function game(which, deck, opts)
  opts = opts or {}
  opts.villain = opts.villain or "dragon" -- no march: nothing else touches Willpower
  opts.at = { p1_anton = opts.space or "hollin_vale" }
  opts.space = nil
  local vars = { deck_affliction = deck }
  for k, v in pairs(NO_DECKS) do
    vars[k] = v
  end
  opts.vars = vars
  opts.probe_steps = { { champion = "p1_anton", steps = { { affliction = which } } }, { steps = {} } }
  local g = kit.game(opts)
  offered(g, "probe 1")
  g:choose("probe 1")
  return g
end

local function holds(g, id)
  for _, c in ipairs(g:cards("p1_anton")) do
    if c == id then return true end
  end
  return false
end

test("a random affliction is the top card of the deck", function()
  local g = game("random", "shaken,fever")
  expect(holds(g, "shaken")).to_be(true)
  expect(g:vars().deck_affliction).to_be("fever")
  expect_event(g, "affliction_gained", { champion = "p1_anton" })
end)

test("an affliction of a type: cards of other types go to the bottom until one matches", function()
  local g = game("physical", "shaken,dread,fever,cursed")
  expect(holds(g, "fever")).to_be(true)
  expect(holds(g, "shaken")).to_be(false)
  expect(g:vars().deck_affliction).to_be("cursed,shaken,dread")
end)

test("a named affliction is searched in the deck", function()
  local g = game("cursed", "shaken,dread,cursed,fever")
  expect(holds(g, "cursed")).to_be(true)
  expect(g:vars().deck_affliction).to_be("shaken,dread,fever")
end)

test("no card of the type left: nothing is gained, the deck keeps its cards", function()
  local g = game("magical", "shaken,fever")
  expect_no_event(g, "affliction_gained")
  expect(#g:cards("p1_anton")).to_be_at_least(1)
  expect(holds(g, "shaken")).to_be(false)
end)

test("a Turn-end roll showing a listed face removes the card, which goes back into the deck", function()
  local g = game("shaken", "shaken,fever") -- Shaken: removed on 5 or 6 at Turn end
  local faces = {}
  for i = 1, 300 do
    faces[i] = "n5"
  end -- every die of the Event Phase (the Dragon's flight too)
  g:rig("d6", faces)
  g:choose("probe 2")
  expect(holds(g, "shaken")).to_be(false)
  expect_event(g, "affliction_removed", { champion = "p1_anton" })
  expect(g:vars().deck_affliction).to_contain("shaken")
end)

test("a Turn-end roll showing another face keeps it", function()
  local g = game("shaken", "shaken,fever")
  local faces = {}
  for i = 1, 300 do
    faces[i] = "n1"
  end
  g:rig("d6", faces)
  g:choose("probe 2")
  expect(holds(g, "shaken")).to_be(true)
  expect_no_event(g, "affliction_removed")
end)

test("an affliction that leaves on a Capital is removed at Turn end there, one card at a time (p.15)", function()
  local g = game("mental", "dread,possessed", { space = "caer_aurin" })
  g:choose("probe 2")
  expect(holds(g, "dread")).to_be(false)
end)

test("an affliction that leaves on a Capital stays elsewhere", function()
  local g = game("dread", "dread")
  g:choose("probe 2")
  expect(holds(g, "dread")).to_be(true)
end)

test("a Rest removes an affliction that a Rest cures (actions.lua calls on_rest)", function()
  local g = game("fever", "fever")
  g:choose("probe 2")
  kit.settle(g, 0)
  offered(g, "rest")
  g:choose("rest")
  expect(holds(g, "fever")).to_be(false)
end)

test("the removal action tests its trait; a pass removes it", function()
  local g = game("entranced", "entranced") -- Resolve 6
  g:choose("probe 2")
  offered(g, "remove entranced")
  kit.rig(g, 6)
  g:choose("remove entranced")
  kit.settle(g, 3)
  expect(holds(g, "entranced")).to_be(false)
end)
