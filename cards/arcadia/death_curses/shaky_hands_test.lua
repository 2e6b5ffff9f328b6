-- Shaky Hands: the hero's reroll pool is one smaller.
local function game(cards)
  return test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu", cards = cards },
      { id = "diva", side = "red", at = "d1", card = "diva" },
    },
  })
end

test("takes one reroll away", function()
  local g = game({ "parrying_blade", "slingshot", "shaky_hands" })
  g:choose("activate zazu")
  g:rig("attack", { "melee", "melee" })
  g:choose("attack zazu slingshot diva")
  -- Parrying Blade's reroll is cancelled: no reroll is offered.
  expect(g:prompt()).to_be("zazu is active")
end)

test("without the curse the reroll is offered", function()
  local g = game({ "parrying_blade", "slingshot" })
  g:choose("activate zazu")
  g:rig("attack", { "melee", "melee" })
  g:choose("attack zazu slingshot diva")
  expect(g:prompt()).to_be("zazu may reroll attack dice (1 left)")
end)
