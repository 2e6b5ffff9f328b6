-- The University Plaza: red portals only when some guild holds Lord of Eagles.
local function game(titles)
  return test.game({
    board = test.open_board(4, 2),
    portals = { red = { "a1", "d2" }, blue = { "a2", "d1" } },
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu" },
      { id = "diva", side = "red", at = "a2", card = "diva" },
    },
    titles = titles,
    benefits_from = { "lord_of_eagles", "bloodstone_breaker" },
    special_rules = { "university_plaza_rules" },
  })
end

test("no holder of Lord of Eagles: nobody uses the red portals", function()
  local g = game(nil)
  g:play("activate zazu", "move zazu")
  expect(g:offers("move zazu d2")).to_be(false)
  expect(g:offers("move zazu b1")).to_be(true)
end)

test("a holder uses them; the blue portals stay open to all", function()
  local g = game({ blue = { "lord_of_eagles" } })
  g:play("activate zazu", "move zazu")
  expect(g:offers("move zazu d2")).to_be(true)
  g:play("move zazu d2", "end move", "end zazu", "activate diva", "move diva")
  expect(g:offers("move diva d1")).to_be(true) -- blue portal
  g:play("move diva b2", "move diva c2")
  expect(g:offers("move diva a1")).to_be(false) -- red portal, red does not hold the title
end)
