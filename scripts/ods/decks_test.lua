-- decks.lua: comma-list decks shuffled by the kernel (game.shuffle), draws, the bottom (face up
-- for the World and Quest decks, p.15), searches (p.7 V). kit.call runs the functions in the game.
local kit = require("ods.testkit")

local function list(s)
  local out = {}
  for x in tostring(s):gmatch("[^,]+") do
    out[#out + 1] = x
  end
  return out
end

local function sorted(t)
  local c = {}
  for i, x in ipairs(t) do
    c[i] = x
  end
  table.sort(c)
  return c
end

test("a shuffle keeps every card, is the same for one seed and differs for another", function()
  local ids = { "a", "b", "c", "d", "e", "f", "g", "h", "i", "j" }
  local _, r1 = kit.call({ seed = 3 }, { "decks.shuffle", "t", ids })
  local _, r2 = kit.call({ seed = 3 }, { "decks.shuffle", "t", ids })
  local _, r3 = kit.call({ seed = 4 }, { "decks.shuffle", "t", ids })
  expect(sorted(list(r1[1]))).to_be(ids)
  expect(r1[1]).to_be(r2[1])
  expect(r1[1]).not_to_be(r3[1])
end)

test("draw takes the top; put_top and bottom; size and list; an empty deck draws nil", function()
  local g, r = kit.call(
    {},
    { "decks.shuffle", "t", { "x" } },
    { "decks.put_top", "t", "top" },
    { "decks.bottom", "t", "low" },
    { "decks.list", "t" },
    { "decks.size", "t" },
    { "decks.draw", "t" },
    { "decks.draw", "t" },
    { "decks.draw", "t" },
    { "decks.draw", "t" },
    { "decks.size", "t" }
  )
  expect(r[4]).to_be("top,x,low")
  expect(r[5]).to_be("3")
  expect({ r[6], r[7], r[8], r[9] }).to_be({ "top", "x", "low", "nil" })
  expect(r[10]).to_be("0")
  expect(g:vars().deck_t).to_be("")
end)

test("resolved scenarios go to the bottom face up; an all-face-up deck is exhausted (p.15)", function()
  local g, r = kit.call(
    {},
    { "decks.shuffle", "w", { "s1", "s2" } },
    { "decks.draw", "w" },
    { "decks.exhausted", "w" },
    { "decks.bottom", "w", "drawn", true }, -- the card just resolved
    { "decks.draw", "w" },
    { "decks.bottom", "w", "drawn2", true },
    { "decks.exhausted", "w" },
    { "decks.draw", "w" },
    { "decks.size", "w" }
  )
  expect(r[3]).to_be("false")
  expect(r[7]).to_be("true")
  expect(r[8]).to_be("nil") -- only face-up cards left: no Scenario
  expect(r[9]).to_be("2")
  expect(g:vars().up_w).to_be(2)
end)

test("under puts a card face down above the face-up bottom: the last one drawn (Freya)", function()
  local g, r = kit.call(
    {},
    { "decks.shuffle", "w", { "s1" } },
    { "decks.bottom", "w", "done", true },
    { "decks.under", "w", "hidden" },
    { "decks.list", "w" },
    { "decks.draw", "w" },
    { "decks.draw", "w" },
    { "decks.draw", "w" },
    { "decks.under", "e", "only" }, -- an empty deck: the card is the deck
    { "decks.list", "e" }
  )
  expect(r[4]).to_be("s1,hidden,done")
  expect({ r[5], r[6], r[7] }).to_be({ "s1", "hidden", "nil" })
  expect(g:vars().up_w).to_be(1)
  expect(r[9]).to_be("only")
end)

test("take searches the deck for one copy; a reshuffle turns the face-up cards down", function()
  local g, r = kit.call(
    {},
    { "decks.shuffle", "d", { "a", "b", "b" } },
    { "decks.bottom", "d", "c", true },
    { "decks.take", "d", "b" },
    { "decks.take", "d", "z" },
    { "decks.take", "d", "c" },
    { "decks.face_up", "d" },
    { "decks.shuffle", "d" },
    { "decks.size", "d" }
  )
  expect(r[3]).to_be("true")
  expect(r[4]).to_be("false")
  expect(r[5]).to_be("true")
  expect(r[6]).to_be("0") -- the face-up card searched out
  expect(r[8]).to_be("2")
  expect(sorted(list(g:vars().deck_d))).to_be({ "a", "b" })
end)

test("set-up builds every deck from the cards of its kind, copies included", function()
  local g, r = kit.call(
    {},
    { "decks.contents", "resource" },
    { "decks.contents", "event" },
    { "decks.list", "resource" },
    { "decks.list", "event" },
    { "decks.list", "world_hollows" },
    { "decks.contents", "world" }
  )
  local v = g:vars()
  -- Resource deck + the Hand + the champion's starting resources = every resource copy
  local attached = #g:figure("p1_anton").cards - 1 -- less the champion card itself
  expect(#list(r[3]) + #list(v.hand) + attached).to_be(#list(r[1]))
  expect(sorted(list(r[4]))).to_be(sorted(list(r[2])))
  expect(#list(r[5])).to_be_at_least(1)
  expect(#list(r[5])).to_be_at_most(#list(r[6]) - 1) -- only the Hollows cards
  expect(r[3]).not_to_be(table.concat(sorted(list(r[3])), ",")) -- shuffled, not sorted
end)
