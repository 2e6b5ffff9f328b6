-- Shared helpers (scripts/arena/testkit.lua): `act` answers the optional prompts until `key` is
-- offered, `settle` until the turn menu is back.
local kit = require("arena.testkit")
local act, settle, hp, rig = kit.act, kit.settle, kit.hp, kit.rig
-- Aurelle of the Dawn (healer): healing never exceeds the HP stat (ATC 2.1 C), Divine Grace's
-- permanent "regain 4 HP when attacking" (5.4.10), reviving a dead ally (5.4.2).
local function game(figs) return test.game({ board = test.open_board(10, 8), figures = figs }) end

test("Mending Light never heals above the HP stat", function()
  local g = game({
    { id = "aurelle", side = "white", at = "e4", card = "aurelle" },
    { id = "mate", side = "white", at = "e6", card = "vessa", start_hp = 65 },
    { id = "foe", side = "black", at = "j8", card = "ilsa" },
  })
  rig(g, 1, "n19")
  act(g, "attack aurelle mending_light")
  act(g, "target e6")
  settle(g)
  expect(hp(g, "mate")).to_be(70)
end)

test("Divine Grace: the ally regains 4 HP each time it later attacks", function()
  local g = game({
    { id = "aurelle", side = "white", at = "e4", card = "aurelle" },
    { id = "foe", side = "black", at = "j8", card = "ilsa" },
    { id = "mate", side = "white", at = "e6", card = "vessa", start_hp = 30 },
  })
  rig(g, 1, "n19")
  act(g, "attack aurelle divine_grace")
  act(g, "target e6")
  settle(g)
  expect(hp(g, "mate")).to_be(30 + 10 + 4) -- Divine Grace 10, healer passive 4
  expect_event(g, "condition_applied", { figure = "mate", condition = "heal_on_attack", duration = "permanent" })
  act(g, "pass aurelle")
  act(g, "pass foe")
  rig(g, 1, "n1")
  act(g, "attack mate basic")
  expect(hp(g, "mate")).to_be(48)
end)

test("Divine Grace does nothing for an ally that does not attack", function()
  local g = game({
    { id = "aurelle", side = "white", at = "e4", card = "aurelle" },
    { id = "foe", side = "black", at = "j8", card = "ilsa" },
    { id = "mate", side = "white", at = "e6", card = "vessa", start_hp = 30 },
  })
  rig(g, 1, "n19")
  act(g, "attack aurelle divine_grace")
  act(g, "target e6")
  settle(g)
  act(g, "pass aurelle")
  act(g, "pass foe")
  act(g, "pass mate")
  expect(hp(g, "mate")).to_be(44)
end)

test("Breath of Return: the revived ally comes back with no effects", function()
  local g = game({
    { id = "foe", side = "black", at = "e7", card = "korrag" },
    { id = "aurelle", side = "white", at = "e4", card = "aurelle" },
    { id = "mate", side = "white", at = "e6", card = "vessa", start_hp = 1 },
  })
  rig(g, 1, "n19")
  act(g, "attack foe basic")
  act(g, "target e6")
  settle(g)
  act(g, "pass foe")
  expect(g:figure("mate").dead).to_be(true)
  rig(g, 1, "n19")
  act(g, "attack aurelle breath_of_return")
  act(g, "target e6")
  settle(g)
  expect(g:figure("mate").at).to_be("e6")
  expect(hp(g, "mate")).to_be(20)
  expect(g:figure("mate").fx).to_be_nil()
  expect(g:side("white").special_ready).to_be(false)
end)

test("Divine Grace twice on the same ally still heals 4 per attack, not 8 (ATC 5.4.10)", function()
  local g = test.game({
    board = test.open_board(10, 8),
    heroic = { white = { "last_reserves" } },
    figures = {
      { id = "aurelle", side = "white", at = "e4", card = "aurelle" },
      { id = "foe", side = "black", at = "j8", card = "ilsa" },
      { id = "mate", side = "white", at = "e6", card = "vessa", start_hp = 30 },
    },
  })
  rig(g, 1, "n19")
  act(g, "attack aurelle divine_grace")
  act(g, "target e6")
  settle(g)
  act(g, "pass aurelle")
  act(g, "pass foe")
  act(g, "pass mate")
  act(g, "pass foe")
  act(g, "heroic aurelle last_reserves")
  act(g, "pass aurelle")
  act(g, "pass foe")
  act(g, "pass mate")
  act(g, "pass foe")
  rig(g, 1, "n19")
  act(g, "attack aurelle divine_grace")
  act(g, "target e6")
  settle(g)
  expect(hp(g, "mate")).to_be(30 + 14 + 14)
  act(g, "pass aurelle")
  act(g, "pass foe")
  rig(g, 1, "n1")
  act(g, "attack mate basic")
  expect(hp(g, "mate")).to_be(58 + 4)
end)

test("Breath of Return cannot reach a dead ally 6 squares away (range 5)", function()
  local g = game({
    { id = "foe", side = "black", at = "g8", card = "korrag" },
    { id = "aurelle", side = "white", at = "a1", card = "aurelle" },
    { id = "mate", side = "white", at = "g7", card = "vessa", start_hp = 1 },
  })
  rig(g, 1, "n19")
  act(g, "attack foe basic")
  act(g, "target g7")
  settle(g)
  act(g, "pass foe")
  expect(g:figure("mate").dead).to_be(true)
  -- no dead ally within its range: not offered at all (issue 20, item 5; ATC 4.3.3, p.18)
  expect(g:offers("attack aurelle breath_of_return")).to_be(false)
  expect(g:figure("mate").dead).to_be(true)
end)
