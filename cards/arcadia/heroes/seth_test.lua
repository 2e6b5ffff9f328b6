-- Seth, Piercing Magic: a Magic attack leaves the target no defence dice.
local function attack_with(card)
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "seth", side = "blue", at = "a1", card = "seth", cards = { card } },
      { id = "diva", side = "red", at = "d1", card = "diva" },
    },
  })
  g:choose("activate seth")
  g:rig("attack", { "ranged", "ranged" })
  g:rig("defence", { "shield", "shield", "shield", "shield" })
  g:choose("attack seth " .. card .. " diva")
  return g
end

test("a magic attack rolls no defence", function()
  local g = attack_with("nova_bolt")
  expect(g:figure("diva").wounds).to_be(2)
  expect_event(g, "dice_pools_built", { attacker = "seth", defence_dice = 0 })
end)

test(
  "a bow attack is defended as usual",
  function() expect(attack_with("slingshot"):figure("diva").wounds).to_be(0) end
)

-- p.17: every target defends with its own modifiers, and Piercing Magic is about each target
-- of a Magic attack: a Nova Bolt's second target rolls no defence either.
test("a magic attack's secondary target rolls no defence", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "seth", side = "blue", at = "a1", card = "seth", cards = { "nova_bolt" } },
      { id = "goblin1", side = "monsters", at = "c1", card = "goblin_archer" },
      { id = "diva", side = "red", at = "c1", card = "diva" },
    },
  })
  g:choose("activate seth")
  g:rig("attack", { "crit", "ranged", "melee" })
  g:choose("attack seth nova_bolt goblin1")
  g:choose("second target diva")
  expect_event(g, "dice_pools_built", { target = "diva", secondary = true, defence_dice = 0 })
  expect(g:figure("diva").wounds).to_be_at_least(1)
end)
