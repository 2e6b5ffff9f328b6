-- Effects (ATC 5) and tiles (6): durations, immunity, the altar, locked doors, forced movement.

-- Boards drawn as rows of one character per square (scripts/arena/testkit.lua).
local game = require("arena.testkit").game

test("a temporary effect lasts until its applier's next turn starts", function()
  local g = game({
    { id = "a", side = "white", at = "b2", card = "tank", cards = { "sample_cleave" } },
    { id = "b", side = "black", at = "c2", card = "brute" },
  })
  g:choose("attack a sample_cleave")
  g:rig("d20", { "n15" })
  g:choose("target c2")
  g:choose("pass a")
  expect(g:figure("b").fx).to_be_truthy() -- still Vulnerable on b's turn
  g:choose("pass b")
  expect(g:figure("b").fx).to_be_nil() -- a's turn started: expired
  expect_event(g, "effect_ended", { figure = "b", condition = "vulnerable" })
end)

test("Vulnerable adds 3 damage once per turn", function()
  local g = game({
    { id = "a", side = "white", at = "b2", card = "tank" },
    { id = "b", side = "black", at = "c2", card = "tank" },
  }, nil, { vars = { ["fx 1"] = "vulnerable|permanent|a|0||white", fx_next = 1 }, figure_vars = { b = { fx = "1" } } })
  g:choose("attack a basic")
  g:rig("d20", { "n15" })
  g:choose("target c2")
  expect(g:figure("b").hp).to_be(75 - 6 - 3)
end)

test("immunity: new effects from enemies are lost, damage still lands", function()
  local g = game({
    { id = "a", side = "white", at = "b2", card = "tank", cards = { "sample_cleave" } },
    { id = "b", side = "black", at = "c2", card = "tank" },
  }, nil, { vars = { ["fx 1"] = "immune|permanent|b|0||black", fx_next = 1 }, figure_vars = { b = { fx = "1" } } })
  g:choose("attack a sample_cleave")
  g:rig("d20", { "n15" })
  g:choose("target c2")
  expect(g:figure("b").hp).to_be(65)
  expect_no_event(g, "condition_applied")
end)

test("altar: a primary attack from it rolls twice and keeps the best", function()
  local g = game({
    { id = "a", side = "white", at = "b2", card = "tank", cards = { "sample_cleave" } },
    { id = "b", side = "black", at = "c2", card = "tank" },
  }, { "........", ".A......", "........", "........", "........", "........", "........", "........" })
  g:choose("attack a sample_cleave")
  g:rig("d20", { "n2", "n17" })
  g:choose("target c2")
  expect_event(g, "strike_rolled", { natural = 17 })
  expect(g:figure("b").hp).to_be(65)
end)

test("locked door: only a basic attack may target it; destroyed at 0 HP, its squares open", function()
  local g = game({
    { id = "a", side = "white", at = "b2", card = "brute", vars = { basic = 20 } },
    { id = "z", side = "black", at = "h8", card = "brute" },
  }, { "..#.....", "..L.....", "..#.....", "........", "........", "........", "........", "........" })
  g:choose("move a")
  expect(g:offers("open a c2")).to_be(false)
  g:choose("stop a")
  g:choose("attack a basic")
  g:rig("d20", { "n5" })
  g:choose("target c2")
  expect_event(g, "door_opened", { at = "c2", destroyed = true })
  g:choose("pass z")
  g:choose("move a")
  expect(g:options()).to_contain("step a c2")
end)

test("forced movement: a push into lava burns after the attack, and the push may stop", function()
  local g = game({
    { id = "s", side = "white", at = "a1", card = "tank", cards = { "sample_blast" } },
    { id = "t", side = "black", at = "c3", card = "brute" },
  }, { "........", "........", "........", "...~....", "........", "........", "........", "........" })
  g:choose("attack s sample_blast")
  g:rig("d20", { "n15" })
  g:choose("target c3")
  expect(g:options()).to_contain("push d4")
  g:choose("push d4")
  expect(g:figure("t").at).to_be("d4")
  expect(g:figure("t").hp).to_be(70 - 12 - 4)
end)

test("a dead applier's temporary effect ends when its turn would have started (5.2 B)", function()
  local g = game({
    { id = "a", side = "white", at = "b2", card = "tank", cards = { "sample_cleave" }, vars = { hp = 1 } },
    { id = "b", side = "black", at = "c2", card = "brute" },
    { id = "w2", side = "white", at = "h8", card = "tank" },
  })
  g:choose("attack a sample_cleave")
  g:rig("d20", { "n15" })
  g:choose("target c2")
  g:choose("pass a")
  g:choose("attack b basic")
  g:rig("d20", { "n15" })
  g:choose("target b2") -- a dies
  g:choose("pass b")
  expect(g:prompt()).to_contain("w2")
  expect(g:figure("b").fx).to_be_truthy()
  g:choose("pass w2")
  g:choose("pass b")
  expect(g:prompt()).to_contain("w2") -- a's place in the order passed: its effect is over
  expect(g:figure("b").fx).to_be_nil()
end)

-- 4.3.3: every target needs legitimacy, range and vision; 6.1.2: a locked door is destroyed by
-- Basic Attacks, which target it like anything else. A wall between hides the door. (Shooters:
-- their basic attack has range 8 from the first menu on, which a test's starting `vars` reach
-- only after it was asked, and an attack with no target is not offered.)
test("locked door: targeted only with vision, never through a wall", function()
  local rows = { "........", ".#L.....", "........", "........", "........", "........", "........", "........" }
  local g = game({
    { id = "a", side = "white", at = "a2", card = "shooter", vars = { basic = 20 } },
    { id = "z", side = "black", at = "h8", card = "brute" },
  }, rows)
  g:choose("attack a basic")
  g:choose("focus no") -- a ranged attack may be focused first (4.3.2)
  expect(g:prompt()).to_contain("target")
  -- c2 is 2 squares away, in range, but the wall on b2 cuts every line to it.
  expect(g:offers("target c2")).to_be(false)

  local seen = game({
    { id = "a", side = "white", at = "c5", card = "shooter", vars = { basic = 20 } },
    { id = "z", side = "black", at = "h8", card = "brute" },
  }, rows)
  seen:choose("attack a basic")
  seen:choose("focus no")
  expect(seen:offers("target c2")).to_be(true) -- straight up the open column
end)
