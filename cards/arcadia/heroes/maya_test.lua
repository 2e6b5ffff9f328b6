-- Maya, Mana Mastery: each Magic attack card can be used twice before it is exhausted.
local function game(card)
  return test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "maya", side = "blue", at = "a1", card = "maya", cards = { card } },
      { id = "diva", side = "red", at = "d1", card = "diva" },
    },
  })
end

test("a magic card is used twice before it is exhausted; resting restores it", function()
  local g = game("life_drain")
  g:choose("activate maya")
  g:rig("attack", { "melee", "melee" })
  g:choose("attack maya life_drain diva")
  expect(g:card("life_drain", "maya").exhausted).to_be_nil()
  expect(g:card("life_drain", "maya").mana_spent).to_be(true)
  g:play("end maya", "activate diva", "end diva", "activate maya")
  g:rig("attack", { "melee", "melee" })
  g:choose("attack maya life_drain diva")
  expect(g:card("life_drain", "maya").exhausted).to_be(true)
  -- Resting readies the card and restores its spare use.
  g:play("end maya", "rest", "rest")
  expect(g:card("life_drain", "maya").exhausted).to_be_nil()
  expect(g:card("life_drain", "maya").mana_spent).to_be_nil()
end)

test("other cards are exhausted at once", function()
  local g = game("slingshot")
  g:choose("activate maya")
  g:rig("attack", { "melee", "melee" })
  g:choose("attack maya slingshot diva")
  expect(g:card("slingshot", "maya").exhausted).to_be(true)
end)
