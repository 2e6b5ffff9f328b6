-- When a scroll may be used (ATC 7.2, p.27): "Scrolls are not bound to a particular Turn or
-- moment. To use them, you just need to obey its card's text and the following Team Token
-- rule: To use a scroll, your team token must be 'Special Ready'; when you use it, flip it to
-- 'No Special'." The rules offer a team's scrolls on its own turns (the action menu) and on
-- the other team's: before each question of that turn's action menu, when its combatant
-- declares an attack, and in co-op before each foe's turn (scripts/arena/scrolls.lua).
local kit = require("arena.testkit")

local function pvp(white_cards, extra)
  local spec = {
    board = test.open_board(10, 8),
    figures = {
      { id = "me", side = "white", at = "e4", card = "korrag", start_hp = 40, cards = white_cards },
      { id = "foe", side = "black", at = "f4", card = "ilsa" },
    },
  }
  for k, v in pairs(extra or {}) do
    spec[k] = v
  end
  return test.game(spec)
end

test("7.2: on the other team's turn, before its first action, a Special Ready team may use a scroll", function()
  local g = pvp({ "scroll_of_fire" })
  g:choose("pass me")
  -- black's turn has begun (its start phase is over), and white is asked first
  expect(g:pending().side).to_be("white")
  expect(g:prompt()).to_contain("white may use a scroll")
  expect(g:options()).to_be({ "no scroll", "scroll me scroll_of_fire" })
  g:choose("scroll me scroll_of_fire")
  expect(kit.hp(g, "foe")).to_be(60 - 8)
  expect(g:side("white").special_ready).to_be(false) -- "flip it to No Special"
  expect(g:figure("me").cards).not_to_contain("scroll_of_fire") -- removed after use
  expect(g:prompt()).to_contain("turn 2: foe") -- black's turn goes on
  -- No Special: white is asked nothing more on black's turn
  g:choose("move foe")
  g:choose("stop foe")
  expect(g:prompt()).to_contain("turn 2: foe")
end)

test("7.2 and 3.2: a scroll used on the enemy's turn leaves the next own turn No Special", function()
  local g = pvp({ "scroll_of_fire" })
  g:choose("pass me")
  g:choose("scroll me scroll_of_fire")
  g:choose("pass foe")
  -- 3.2 A: "If it's No Special, you can't make a Special Attack ... or use a Scroll this turn"
  expect(g:prompt()).to_contain("turn 3: me")
  expect(g:offers("attack me berserkers_howl")).to_be(false)
  -- 3.2 C: "If your Team Token read No Special when the turn began, flip it to Special Ready"
  g:choose("pass me")
  expect(g:side("white").special_ready).to_be(true)
end)

test("7.2: a team is asked again after each action of the enemy's turn, until it uses one", function()
  local g = pvp({ "scroll_of_mending" })
  g:choose("pass me")
  g:choose("no scroll")
  expect(g:prompt()).to_contain("turn 2: foe")
  g:choose("move foe")
  g:choose("stop foe")
  expect(g:prompt()).to_contain("white may use a scroll")
  g:choose("no scroll")
  expect(g:prompt()).to_contain("turn 2: foe")
end)

test("7.2: a scroll answers an enemy's declaration of attack, before its targets", function()
  local g = pvp({ "scroll_of_blinking" })
  g:choose("pass me")
  g:choose("no scroll")
  g:choose("attack foe basic")
  if g:offers("no interrupt") then g:choose("no interrupt") end
  expect(g:prompt()).to_contain("foe declared Basic Attack")
  g:choose("scroll me scroll_of_blinking")
  g:play("benefit d4", "benefit c4", "benefit b4") -- out of the melee attack's reach
  expect(g:figure("me").at).to_be("b4")
  -- the attack goes on with no target left: forfeited, nothing rolled
  kit.settle(g)
  expect(#g:events("strike_rolled")).to_be(0)
  expect(kit.hp(g, "me")).to_be(40)
  expect(g:side("white").special_ready).to_be(false)
end)

test("7.2: a team whose token is No Special is never asked", function()
  local g = pvp({ "scroll_of_fire" }, { side_vars = { white = { special_ready = false } } })
  g:choose("pass me")
  expect(g:prompt()).to_contain("turn 2: foe")
  g:choose("attack foe basic")
  if g:offers("no interrupt") then g:choose("no interrupt") end
  expect(g:prompt()).not_to_contain("may use a scroll")
end)

test("7.2: a team with no scroll, or only a dead bearer's, is never asked", function()
  local g = pvp({})
  g:choose("pass me")
  expect(g:prompt()).to_contain("turn 2: foe")
end)

-- Co-op: the heroes' scrolls on the foes' turns --------------------------------------------------

local function coop(hero_cards)
  return test.game({
    mode = "coop",
    board = test.open_board(8, 6),
    evil_powers = { "frenzy" },
    flasks = {},
    figures = {
      { id = "tank", side = "heroes", at = "a1", card = "tank", start_hp = 30, cards = hero_cards },
      { id = "s1", side = "foes", at = "b2", card = "sentinel" },
    },
  })
end

test("7.2 in co-op: the heroes may use a scroll before a foe's turn and when it declares an attack", function()
  local g = coop({ "scroll_of_mending", "scroll_of_fire" })
  g:choose("pass tank")
  expect(g:prompt()).to_contain("heroes may use a scroll (before a foe's turn")
  g:choose("no scroll")
  -- the sentinel, adjacent, attacks the tank: the heroes may answer its declaration
  g:rig("d20", { "n2" })
  for _ = 1, 10 do
    if g:prompt():find("may use a scroll", 1, true) then break end
    g:choose(1)
  end
  expect(g:prompt()).to_contain("s1 declared")
  g:choose("scroll tank scroll_of_mending")
  expect_event(g, "healed", { figure = "tank", amount = 12 })
  expect(kit.hp(g, "tank")).to_be(30 + 12 - 5) -- then the strike (n2) missed: 5 residual
  expect(g:side("heroes").special_ready).to_be(false)
  -- No Special now: nothing more is asked during this attack
  expect(g:prompt() or "").not_to_contain("may use a scroll")
end)
