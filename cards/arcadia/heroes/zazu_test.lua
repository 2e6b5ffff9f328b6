-- Zazu, Opportunity: attacking a flanked target does not exhaust the attack card.
local function attack_orc(diva_at)
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu", cards = { "slingshot" } },
      { id = "orc1", side = "monsters", at = "c1", card = "orc_marauder" },
      { id = "diva", side = "red", at = diva_at, card = "diva" },
    },
  })
  g:choose("activate zazu")
  g:rig("attack", { "melee", "melee" })
  g:choose("attack zazu slingshot orc1")
  return g
end

test("the card stays ready against a flanked target", function()
  local g = attack_orc("c2")
  expect(g:card("slingshot", "zazu").exhausted).to_be_nil()
end)

test("the card is exhausted against a lone target", function()
  local g = attack_orc("a2")
  expect(g:card("slingshot", "zazu").exhausted).to_be(true)
end)
