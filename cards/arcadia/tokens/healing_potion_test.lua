-- Healing Potion: discard it during the holder's turn to remove all wounds and death curses.
local function game()
  return test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "maya", side = "blue", at = "a1", card = "maya", cards = { "healing_potion", "weak_grip" }, wounds = 3 },
      { id = "diva", side = "red", at = "d1", card = "diva" },
    },
  })
end

test("clears wounds and death curses", function()
  local g = game()
  g:choose("activate maya")
  expect(g:prompt()).to_be("maya is active")
  g:choose("drink healing_potion")
  expect(g:figure("maya").wounds).to_be(0)
  expect(g:card("weak_grip").holder_kind).to_be("nowhere")
  expect(g:card("healing_potion").holder_kind).to_be("nowhere")
end)

test("can be kept", function()
  local g = game()
  g:play("activate maya", "end maya")
  expect(g:figure("maya").wounds).to_be(3)
  expect(g:card("healing_potion").holder).to_be("maya")
end)

-- p.25: "An active Hero may freely discard this token during his turn ... This can't be used
-- while an attack is being resolved": between two points of its movement too, for free.
test("may be drunk mid-move, and the move goes on with the same points", function()
  local g = game()
  g:play("activate maya", "move maya")
  expect(g:prompt()).to_contain("maya moves (")
  local before = g:prompt()
  g:choose("drink healing_potion")
  expect(g:figure("maya").wounds).to_be(0)
  expect(g:prompt()).to_be(before)
  expect(g:offers("drink healing_potion")).to_be(false) -- discarded
end)

test("is not offered while an attack is being resolved", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      {
        id = "maya",
        side = "blue",
        at = "a1",
        card = "maya",
        cards = { "healing_potion", "slingshot", "aegis" },
        wounds = 3,
      },
      { id = "diva", side = "red", at = "d1", card = "diva", cards = { "slingshot" } },
    },
  })
  g:choose("activate maya")
  g:rig("attack", { "ranged", "ranged" })
  g:choose("attack maya slingshot diva")
  -- Maya's Aegis rerolls are a question of the attack: no potion there.
  while g:prompt():find("may reroll", 1, true) do
    expect(g:offers("drink healing_potion")).to_be(false)
    g:choose("keep")
  end
  expect(g:prompt()).to_be("maya is active")
  expect(g:offers("drink healing_potion")).to_be(true)
end)

test("a card the removed curse covered counts again (Heart of Angelis: +2 life)", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      {
        id = "zazu",
        side = "blue",
        at = "a1",
        card = "zazu",
        wounds = 2,
        cards = { "heart_of_angelis", "rusty_blade", "slingshot", "nova_bolt", "dead_weight", "healing_potion" },
      },
      { id = "diva", side = "red", at = "d1", card = "diva" },
    },
  })
  g:choose("cover heart_of_angelis")
  expect(g:figure("zazu").life).to_be(4)
  g:choose("activate zazu")
  g:choose("drink healing_potion")
  expect(g:card("dead_weight").holder_kind).to_be("nowhere")
  expect(g:figure("zazu").life).to_be(6)
  expect(g:figure("zazu").wounds).to_be(0)
end)
