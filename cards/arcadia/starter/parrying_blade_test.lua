-- Parrying Blade: +1 defence die and +1 reroll for its holder, even while exhausted.
local function game()
  return test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "diva", side = "red", at = "a1", card = "diva", cards = { "rusty_blade" } },
      { id = "zazu", side = "blue", at = "b1", card = "zazu", cards = { "parrying_blade" } },
    },
  })
end

test("adds a defence die and a defence reroll", function()
  local g = game()
  g:choose("activate diva")
  g:rig("attack", { "melee", "melee", "melee" })
  -- Zazu's 2 defence dice + 1 from the blade: three saves cancel all three hits.
  g:rig("defence", { "shield", "shield", "shield" })
  g:choose("attack diva rusty_blade zazu")
  expect(g:prompt()).to_contain("zazu may reroll defence")
  g:choose("keep")
  expect(g:figure("zazu").wounds).to_be(0)
end)

test("still counts while exhausted", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "diva", side = "red", at = "a1", card = "diva", cards = { "rusty_blade" } },
      {
        id = "zazu",
        side = "blue",
        at = "b1",
        card = "zazu",
        cards = { "parrying_blade" },
        exhausted = { "parrying_blade" },
      },
    },
  })
  expect(g:figure("zazu").exhausted.parrying_blade).to_be(true)
  g:choose("activate diva")
  g:rig("attack", { "melee", "melee", "melee" })
  g:rig("defence", { "shield", "shield", "blank" })
  g:choose("attack diva rusty_blade zazu")
  -- The reroll turns the third die into a save.
  g:rig("defence", { "shield" })
  g:choose("reroll 3")
  expect(g:figure("zazu").wounds).to_be(0)
end)

test("its melee attack rolls 2 dice", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu", cards = { "parrying_blade" } },
      { id = "diva", side = "red", at = "b1", card = "diva" },
    },
  })
  g:choose("activate zazu")
  g:rig("attack", { "melee", "melee" })
  g:rig("defence", { "blank", "blank", "blank", "blank" })
  g:choose("attack zazu parrying_blade diva")
  -- The blade's reroll serves its holder's attacks too.
  expect(g:prompt()).to_be("zazu may reroll attack dice (1 left)")
  g:choose("keep")
  expect(g:figure("diva").wounds).to_be(2)
end)
