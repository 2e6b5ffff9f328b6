-- The Event Phase (p.16; scripts/ods/events.lua): one card for the group, resolved by its
-- steps, then face down at the bottom of the Event deck; an empty deck gives nothing.
local kit = require("ods.testkit")

local NO_DECKS =
  { deck_world_capital = "", deck_world_hollows = "", deck_world_realm = "", deck_world_wilds = "", deck_quest = "" }

--- Turn 1 plays (every Round passed) up to Turn 2's first Round; the Dragon has no march
local function turn1(deck, opts)
  opts = opts or {}
  opts.villain = "dragon"
  opts.at = opts.at or { p1_anton = "hollin_vale" }
  local vars = { deck_event = deck }
  for k, v in pairs(NO_DECKS) do
    vars[k] = v
  end
  opts.vars = vars
  local g = kit.game(opts)
  for _ = 1, 20 do
    if (g:vars().turn or 1) >= 2 then break end
    g:choose(kit.generic(g) or 1)
  end
  expect(g:vars().turn).to_be(2)
  return g
end

test("the top Event is resolved for the group, then goes face down to the bottom", function()
  local g = turn1(
    "market_day,all_hope_is_lost",
    { champions = { p1 = { "anton" }, p2 = { "brom" } }, at = { p1_anton = "hollin_vale", p2_brom = "tollgate" } }
  )
  expect_event(g, "event_drawn", { card = "market_day" })
  expect(#g:events("event_drawn")).to_be(1)
  expect(g:vars().deck_event).to_be("all_hope_is_lost,market_day")
  expect(g:vars().up_event).to_be_nil()
  -- Market Day: every champion +1 gold (starting gold + 1)
  expect(g:figure("p1_anton").gold).to_be(3)
  expect(g:figure("p2_brom").gold).to_be_at_least(1)
end)

test("All Hope is Lost costs every champion 1 Willpower", function()
  local g = turn1("all_hope_is_lost")
  local a = g:figure("p1_anton")
  expect(a.willpower).to_be(a.max_willpower - 1)
end)

test("an empty Event deck: no event, the Turn goes on", function()
  local g = turn1("")
  expect_no_event(g, "event_drawn")
  expect_event(g, "villain_progress", { act = 1, turn = 1 })
end)

test("the event comes before the villain's progression and the Turn end (p.16)", function()
  local g = turn1("gathering_shadows")
  local order = {}
  for _, line in ipairs(g:log()) do
    if line:match("^event event_drawn") then order[#order + 1] = "event" end
    if line:match("^event villain_progress") then order[#order + 1] = "villain" end
    if line:match("^event turn_end") then order[#order + 1] = "end" end
  end
  expect(order).to_be({ "event", "villain", "end" })
end)
