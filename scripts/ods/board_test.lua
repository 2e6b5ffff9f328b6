-- board.lua on the provisional map (scripts/ods/maps/realm.yaml): spaces by type/tag, labels,
-- breadth-first distances and steps (ties by id), tokens on spaces and the face-down pools
-- (p.11, FAQ p.17). The functions need `game`: kit.call runs them at the end of set-up.
local kit = require("ods.testkit")

test("spaces by type and tag; labels both ways", function()
  local _, r = kit.call(
    {},
    { "board.spaces_of", { type = "capital" } },
    { "board.spaces_of", { tag = "barrow" } },
    { "board.label", "deepdelve_mines" },
    { "board.by_label", "hollows-3" },
    { "board.by_label", "realm-99" },
    { "board.by_label", "nonsense" }
  )
  expect(r[1]).to_be("caer_aurin,dunmarrow,highcairn,saltmere")
  expect(r[2]).to_be("barrow_of_kings,gallows_pit")
  expect(r[3]).to_be("hollows-3")
  expect(r[4]).to_be("deepdelve_mines")
  expect(r[5]).to_be("nil")
  expect(r[6]).to_be("nil")
end)

test("distance counts travels over both path kinds; toward takes one step on a shortest path", function()
  local _, r = kit.call(
    {},
    { "board.distance", "kingsford", "kingsford" },
    { "board.distance", "kingsford", "caer_aurin" },
    { "board.distance", "sunken_chapel", "barrow_of_kings" }, -- one underground path
    { "board.distance", "dunmarrow_catacombs", "caer_aurin" },
    { "board.toward", "kingsford", { "caer_aurin" } },
    { "board.toward", "caer_aurin", { "caer_aurin" } }, -- already there
    { "board.toward", "barrow_of_kings", { "caer_aurin", "highcairn", "saltmere", "dunmarrow" } }
  )
  expect(r[1]).to_be("0")
  expect(r[2]).to_be("1")
  expect(r[3]).to_be("1")
  expect(tonumber(r[4])).to_be_at_least(3)
  expect(r[5]).to_be("caer_aurin")
  expect(r[6]).to_be("nil")
  -- Barrow of Kings is two travels from Caer Aurin (by the abbey or the chapel) and from
  -- Highcairn (by the mines or the moor): ties go to the lower ids, caer_aurin then the step
  -- greyhaven_abbey < sunken_chapel
  expect(r[7]).to_be("greyhaven_abbey")
end)

test("toward a far target walks a shortest path: each step brings it one travel nearer", function()
  local _, r = kit.call({}, { "board.distance", "saltmere", "highcairn" }, { "board.toward", "saltmere", "highcairn" })
  local _, r2 = kit.call({}, { "board.distance", r[2], "highcairn" })
  expect(tonumber(r2[1])).to_be(tonumber(r[1]) - 1)
end)

test("tokens: set, read, remove; a named placement takes that label from the pile", function()
  local g, r = kit.call(
    { villain = "arawn" },
    { "board.tokens", "mistfen", "shadow" },
    { "board.set_tokens", "mistfen", "shadow", 2 },
    { "board.tokens", "mistfen", "shadow" },
    { "board.remove_token", "shadow", "mistfen" },
    { "board.tokens", "mistfen", "shadow" },
    { "board.remove_token", "shadow", "tollgate" },
    { "board.place_token", "shadow", "kingsford" }
  )
  expect(r[1]).to_be("0")
  expect(r[3]).to_be("2")
  expect(r[4]).to_be("true")
  expect(r[5]).to_be("1")
  expect(r[6]).to_be("false") -- no token there: nothing removed
  expect(r[7]).to_be("kingsford")
  expect(g:vars().pool_shadow).not_to_contain("realm-1,") -- Kingsford is realm-1
  expect_event(g, "token_placed", { kind = "shadow", space = "kingsford" })
  expect_event(g, "token_removed", { kind = "shadow", space = "mistfen" })
end)

test("a random placement with a type lands on a space of that type; the others stay in the pile", function()
  local g, r = kit.call(
    {},
    { "board.pool", "quest" },
    { "board.place_token", "quest", { type = "hollows" } },
    { "board.pool", "quest" }
  )
  local before, after = {}, {}
  for l in r[1]:gmatch("[^,]+") do
    before[#before + 1] = l
  end
  for l in r[3]:gmatch("[^,]+") do
    after[#after + 1] = l
  end
  expect(#after).to_be(#before - 1)
  local _, label = kit.call({}, { "board.label", r[2] })
  expect(label[1]:match("^hollows%-")).to_be("hollows-")
  expect(r[1]).to_contain(label[1])
  expect(r[3]).not_to_contain(label[1])
  -- every non-hollows label is still there
  for _, l in ipairs(before) do
    if not l:match("^hollows") then expect(r[3]).to_contain(l) end
  end
  expect(kit.tokens(g, r[2], "quest")).to_be_at_least(1)
end)

test("a typed draw from a pile with none of that type places nothing", function()
  local _, r = kit.call(
    {},
    { "board.draw_token", "quest", "hollows" },
    { "board.draw_token", "quest", "hollows" },
    { "board.draw_token", "quest", "hollows" },
    { "board.draw_token", "quest", "hollows" },
    { "board.place_token", "quest", { type = "hollows" } }
  )
  -- the map's quest pile holds hollows-2, -5 and -10 (less any the villain placed)
  local n = 0
  for i = 1, 4 do
    if r[i] ~= "nil" then n = n + 1 end
  end
  expect(n).to_be_at_most(3)
  expect(r[4]).to_be("nil")
  expect(r[5]).to_be("nil")
end)

test("random numbers from the d6 are deterministic and in range; 1 needs no roll", function()
  local g, r = kit.call({ seed = 7 }, { "board.random", 1 }, { "board.random", 36 }, { "board.random", 5 })
  expect(r[1]).to_be("1")
  expect(tonumber(r[2])).to_be_at_least(1)
  expect(tonumber(r[2])).to_be_at_most(36)
  local _, again = kit.call({ seed = 7 }, { "board.random", 1 }, { "board.random", 36 }, { "board.random", 5 })
  expect(again).to_be(r)
end)

test("champions_at and foes_at: seats alive on the space; the foes' side", function()
  local _, r = kit.call({
    champions = { p1 = { "anton" }, p2 = { "brom" } },
    at = { p1_anton = "kingsford", p2_brom = "kingsford", undead_horde_2 = "kingsford" },
  }, { "board.champions_at", "kingsford" }, { "board.foes_at", "kingsford" }, { "board.champions_at", "highcairn" })
  expect(r[1]).to_be("p1_anton,p2_brom")
  expect(r[2]).to_contain("undead_horde_2")
  expect(r[3]).to_be("")
end)
