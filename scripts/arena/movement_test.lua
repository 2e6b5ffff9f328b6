-- The move action (ATC 3.3), reaction attacks (4.1.4) and terrain (6.3) with rigged d20s.

-- Boards drawn as rows of one character per square (scripts/arena/testkit.lua).
local game = require("arena.testkit").game

test("a move action steps 8 ways, one point each, and ends where the player stops", function()
  local g = game({
    { id = "a", side = "white", at = "b2", card = "brute" },
    { id = "z", side = "black", at = "h8", card = "brute" },
  })
  g:choose("move a")
  expect(g:options()).to_contain("step a c3")
  expect(g:options()).to_contain("step a a1")
  g:play("step a c3", "step a d4", "step a e5", "step a f6")
  expect(g:figure("a").at).to_be("f6")
  expect(g:offers("move a")).to_be(false)
end)

test("allies may be crossed but not ended on; enemies never entered", function()
  local g = game({
    { id = "a", side = "white", at = "a1", card = "brute" },
    { id = "f", side = "white", at = "b1", card = "brute" },
    { id = "e", side = "black", at = "a3", card = "brute" },
  })
  g:choose("move a")
  expect(g:options()).to_contain("step a b1")
  expect(g:options()).not_to_contain("step a a3")
  g:choose("step a b1")
  expect(g:options()).not_to_contain("stop a")
  g:choose("step a c1")
  expect(g:figure("a").at).to_be("c1")
end)

test("no diagonal step through a barrier's corner (3.3.1)", function()
  local g = game({
    { id = "a", side = "white", at = "b2", card = "brute" },
    { id = "z", side = "black", at = "h8", card = "brute" },
  }, { "........", "........", "..#.....", "........", "........", "........", "........", "........" })
  g:choose("move a")
  expect(g:options()).not_to_contain("step a c3") -- the wall itself
  g:choose("step a b3")
  expect(g:options()).not_to_contain("step a c4") -- b3 -> c4 cuts the wall's corner
  expect(g:options()).to_contain("step a b4")
end)

test("swamp costs 2 points, also diagonally across a swamp corner", function()
  local g = game({
    { id = "a", side = "white", at = "a1", card = "brute" },
    { id = "z", side = "black", at = "h8", card = "brute" },
  }, { "........", ".%......", "........", "........", "........", "........", "........", "........" })
  g:choose("move a")
  g:choose("step a b2") -- 2 points
  expect(g:prompt()).to_contain("2 MP")
  local h = game({
    { id = "a", side = "white", at = "a2", card = "brute" },
    { id = "z", side = "black", at = "h8", card = "brute" },
  }, { "........", ".%......", "........", "........", "........", "........", "........", "........" })
  h:choose("move a")
  h:choose("step a b1") -- a2 -> b1 crosses the corner of swamp b2: 2 points
  expect(h:prompt()).to_contain("2 MP")
end)

test("swamp slows: no sidestep from it", function()
  local g = game({
    { id = "a", side = "white", at = "b2", card = "brute" },
    { id = "z", side = "black", at = "h8", card = "brute" },
  }, { "........", ".%......", "........", "........", "........", "........", "........", "........" })
  g:choose("move a")
  expect(g:options()).not_to_contain("sidestep a c2")
  expect(g:options()).to_contain("step a c2")
end)

test("lava: once per turn even when crossing a corner, entering and ending on it (6.3.1)", function()
  local g = game({
    { id = "a", side = "white", at = "a2", card = "brute" },
    { id = "z", side = "black", at = "h8", card = "brute" },
  }, { "........", ".~......", "..~.....", "........", "........", "........", "........", "........" })
  g:choose("move a")
  g:choose("step a b1") -- crosses lava b2's corner: 4 damage
  expect(g:figure("a").hp).to_be(66)
  g:choose("step a c2")
  g:choose("step a c3") -- steps onto lava: no more this turn
  g:choose("stop a")
  g:choose("pass a") -- ends the turn on lava: nothing more
  expect(g:figure("a").hp).to_be(66)
  expect(#g:events("damage_taken")).to_be(1)
  g:choose("pass z")
  g:choose("pass a") -- a new turn ending on lava: 4 again
  expect(g:figure("a").hp).to_be(62)
end)

test("sidestep: all points for one square, may swap with an ally, never incites", function()
  local g = game({
    { id = "a", side = "white", at = "b2", card = "brute" },
    { id = "f", side = "white", at = "c2", card = "brute" },
    { id = "e", side = "black", at = "b3", card = "brute" },
  })
  g:choose("move a")
  g:choose("sidestep a c2")
  expect(g:figure("a").at).to_be("c2")
  expect(g:figure("f").at).to_be("b2")
  expect_no_event(g, "attack_declared")
  expect(g:offers("move a")).to_be(false)
end)

test(
  "reaction: leaving a square next to an enemy incites it; the target loses 1 point and the declaration resets",
  function()
    local g = game({
      { id = "m", side = "white", at = "c3", card = "brute" },
      { id = "e", side = "black", at = "c4", card = "brute" },
    })
    g:choose("move m")
    g:choose("step m c2")
    expect(g:options()).to_be({ "react e", "no react e" })
    g:rig("d20", { "n15" })
    g:choose("react e")
    expect(g:figure("m").hp).to_be(70 - 8 - 4)
    expect(g:figure("m").at).to_be("c3") -- the declaration reset
    expect(g:prompt()).to_contain("3 MP")
    g:choose("step m c2") -- one reaction per turn: no more prompt
    expect(g:figure("m").at).to_be("c2")
  end
)

test("reaction: two enemies may both react; a decliner may react at the next declaration", function()
  local g = game({
    { id = "m", side = "white", at = "c3", card = "brute" },
    { id = "e1", side = "black", at = "c4", card = "brute" },
    { id = "e2", side = "black", at = "d4", card = "brute" },
  })
  g:choose("move m")
  g:choose("step m b3")
  expect(g:options()).to_be({ "react e1", "no react e1" })
  g:choose("no react e1")
  expect(g:options()).to_be({ "react e2", "no react e2" })
  g:rig("d20", { "n2" })
  g:choose("react e2")
  expect(g:figure("m").at).to_be("c3")
  g:choose("step m b3")
  expect(g:options()).to_be({ "react e1", "no react e1" }) -- e1 declined before; e2 has reacted
  g:choose("no react e1")
  expect(g:figure("m").at).to_be("b3")
end)

test("reaction: entering a square next to an enemy incites nothing", function()
  local g = game({
    { id = "m", side = "white", at = "a1", card = "brute" },
    { id = "e", side = "black", at = "c3", card = "brute" },
  })
  g:choose("move m")
  g:choose("step m b2")
  expect(g:figure("m").at).to_be("b2")
  expect(g:offers("react e")).to_be(false)
  g:choose("step m a2")
  expect(g:options()).to_contain("react e")
end)

test("reaction: declaring the target of a ranged attack while adjacent incites, before the strike", function()
  local g = game({
    { id = "s", side = "white", at = "c3", card = "shooter" },
    { id = "e", side = "black", at = "c4", card = "brute" },
    { id = "t", side = "black", at = "c8", card = "brute" },
  })
  g:choose("attack s basic")
  g:choose("target c8")
  expect(g:options()).to_be({ "react e", "no react e" })
  g:rig("d20", { "n15", "n15" })
  g:choose("react e")
  expect(g:figure("s").hp).to_be(50 - 8 - 4)
  -- The declaration reset (4.1.4): s declares again; e has reacted this turn, so no more.
  expect(g:prompt()).to_contain("declare a target")
  g:choose("target c8")
  expect(g:figure("t").hp).to_be(70 - 8 - 3) -- shooter: +3 on a target 4+ squares away
end)

-- 4.1.4: "after your reaction attack, the target declared by the enemy that incited you may
-- change"; and "enemy 2 may decide not to attack you when you declare your target; then ...
-- regains the option".
test("reaction: after a reaction attack the ranged attacker may declare another target", function()
  local g = game({
    { id = "s", side = "white", at = "c3", card = "shooter" },
    { id = "e", side = "black", at = "c4", card = "brute" },
    { id = "t", side = "black", at = "c8", card = "brute" },
    { id = "u", side = "black", at = "h3", card = "brute" },
  })
  g:choose("attack s basic")
  g:choose("target c8")
  g:rig("d20", { "n15", "n15" })
  g:choose("react e")
  expect(g:prompt()).to_contain("declare a target")
  g:choose("target h3") -- a new target: u, not t
  expect(g:figure("t").hp).to_be(70)
  expect(g:figure("u").hp).to_be(70 - 8 - 3)
  local by_s = 0
  for _, e in ipairs(g:events("targets_declared")) do
    if e.attacker == "s" then by_s = by_s + 1 end
  end
  expect(by_s).to_be(2) -- declared twice (the reaction attack declares its own)
end)

test("reaction: an enemy that declined may react to the new declaration", function()
  local g = game({
    { id = "s", side = "white", at = "c3", card = "shooter" },
    { id = "e", side = "black", at = "c4", card = "brute" },
    { id = "f", side = "black", at = "d4", card = "brute" },
    { id = "t", side = "black", at = "c8", card = "brute" },
  })
  g:choose("attack s basic")
  g:choose("target c8")
  g:choose("no react e")
  g:rig("d20", { "n15" })
  g:choose("react f")
  expect(g:prompt()).to_contain("declare a target")
  g:choose("target c8")
  expect(g:options()).to_be({ "react e", "no react e" }) -- e regains the option
  g:rig("d20", { "n15" })
  g:choose("no react e")
  expect(g:figure("t").hp).to_be(70 - 8 - 3) -- f reacted once; the strike goes on
end)

test("a Hastened mover incites no reaction", function()
  local g = game({
    { id = "m", side = "white", at = "c3", card = "brute" },
    { id = "e", side = "black", at = "c4", card = "brute" },
  }, nil, { vars = { ["fx 1"] = "hastened|permanent|m|0||white", fx_next = 1 }, figure_vars = { m = { fx = "1" } } })
  g:choose("move m")
  g:choose("step m c2")
  expect(g:figure("m").at).to_be("c2")
end)

test("portal: 1 point to any free square of another portal tile", function()
  local g = game({
    { id = "a", side = "white", at = "a1", card = "brute" },
    { id = "z", side = "black", at = "h1", card = "brute" },
  }, { "O.......", "........", "........", "........", "........", "........", "......OO", "......OO" })
  g:choose("move a")
  expect(g:options()).to_contain("teleport a g7")
  g:choose("teleport a h8")
  expect(g:figure("a").at).to_be("h8")
  expect(g:prompt()).to_contain("3 MP")
end)

test("doors: an unlocked door opens for 1 point from an adjacent square", function()
  local g = game({
    { id = "a", side = "white", at = "a2", card = "brute" },
    { id = "z", side = "black", at = "h8", card = "brute" },
  }, { "..#.....", "..D.....", "..#.....", "........", "........", "........", "........", "........" })
  g:choose("move a")
  g:choose("step a b2")
  expect(g:options()).not_to_contain("step a c2")
  g:choose("open a c2")
  expect_event(g, "door_opened", { figure = "a", at = "c2" })
  g:choose("step a c2")
  expect(g:figure("a").at).to_be("c2")
end)

test("first aid: 1 point, special ready, an aid token and 20 HP revive an adjacent dead ally", function()
  local g = game({
    { id = "a", side = "white", at = "b2", card = "brute" },
    { id = "d", side = "white", at = "c2", card = "brute", vars = { hp = 1 } },
    { id = "e", side = "black", at = "c3", card = "brute" },
  })
  g:choose("pass a")
  g:choose("attack e basic")
  g:rig("d20", { "n15" })
  g:choose("target c2")
  expect(g:figure("d").dead).to_be(true)
  g:choose("pass e")
  g:choose("move a")
  g:choose("aid a d")
  expect(g:figure("d").at).to_be("c2")
  expect(g:figure("d").hp).to_be(20)
  expect(g:figure("a").hp).to_be(50)
  expect(g:side("white").aid).to_be(1)
  expect(g:side("white").special_ready).to_be(false)
end)

test("a dead ally's scrolls are picked up for 1 MP from its square of death or beside it (7.2)", function()
  local g = game({
    { id = "a", side = "white", at = "a5", card = "brute" },
    { id = "e", side = "black", at = "d3", card = "brute" },
    { id = "m", side = "white", at = "a2", card = "brute" },
    { id = "d", side = "white", at = "d2", card = "brute", vars = { hp = 1 }, cards = { "scroll_of_gusts" } },
  })
  g:choose("pass a")
  g:choose("no scroll") -- white, bearing a scroll, may use it on black's turn
  g:choose("attack e basic")
  g:choose("no scroll") -- and when black declares an attack (7.2)
  g:rig("d20", { "n15" })
  g:choose("target d2")
  expect(g:figure("d").dead).to_be(true)
  g:choose("pass e")
  g:choose("move m")
  expect(g:offers("take m scroll_of_gusts d")).to_be(false) -- two squares away
  g:choose("step m b2")
  expect(g:offers("take m scroll_of_gusts d")).to_be(false)
  g:choose("step m c2")
  g:choose("take m scroll_of_gusts d")
  local held = {}
  for _, c in ipairs(g:figure("m").cards) do
    held[c] = true
  end
  expect(held["scroll_of_gusts"]).to_be(true)
  expect(#g:cards("d")).to_be(1) -- only its hero card is left
  expect(g:prompt()).to_contain("(1 MP)")
end)

test("no one-point action with the last point on an ally's square: it must keep it to leave", function()
  local g = game({
    { id = "a", side = "white", at = "a5", card = "brute" },
    { id = "e", side = "black", at = "d3", card = "brute" },
    { id = "m", side = "white", at = "b2", card = "brute", vars = { movement = 2 } },
    { id = "x", side = "white", at = "c2", card = "brute" },
    { id = "d", side = "white", at = "d2", card = "brute", vars = { hp = 1 } },
  })
  g:choose("pass a")
  g:choose("attack e basic")
  g:rig("d20", { "n15" })
  g:choose("target d2")
  expect(g:figure("d").dead).to_be(true)
  g:choose("pass e")
  g:choose("move m")
  expect(g:offers("aid m d")).to_be(false) -- not adjacent yet
  g:choose("step m c2") -- onto x's square, 1 point left
  expect(g:offers("aid m d")).to_be(false) -- first aid would end the move there
  expect(g:offers("stop m")).to_be(false)
  expect(g:offers("step m d2")).to_be(true)
end)

test("a reaction never strands a mover on an ally's square: it keeps the point to leave", function()
  local g = game({
    { id = "m", side = "white", at = "a1", card = "brute", vars = { movement = 2 } },
    { id = "f", side = "white", at = "b2", card = "brute" },
    { id = "e", side = "black", at = "c3", card = "brute" },
  })
  g:choose("move m")
  g:choose("step m b2")
  g:choose("step m c1")
  g:rig("d20", { "n15" })
  g:choose("react e")
  expect(g:figure("m").at).to_be("b2")
  expect(g:prompt()).to_contain("1 MP")
  g:choose("step m c1")
  expect(g:figure("m").at).to_be("c1")
  expect(g:figure("m").mp_debt).to_be(1) -- paid by its next move action this turn
end)

test("a last point may join the prime move to enter swamp (6.3.4)", function()
  local g = game({
    { id = "a", side = "white", at = "a1", card = "brute" },
    { id = "z", side = "black", at = "h8", card = "brute" },
  }, { "........", "....%...", "........", "........", "........", "........", "........", "........" })
  g:choose("move a")
  g:play("step a b1", "step a c1", "step a d1")
  expect(g:options()).to_contain("step a e2") -- 1 point left: joins the prime move
  g:choose("step a e2")
  expect(g:figure("a").at).to_be("e2")
  expect(g:prompt()).to_contain("3 MP") -- 1 + 4 - 2
  g:choose("stop a")
  expect(g:offers("attack a basic")).to_be(false) -- the prime action was spent moving
end)
