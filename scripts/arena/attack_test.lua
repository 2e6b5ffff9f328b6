-- The attack timeline (ATC 4.3) with rigged d20s: hit, natural 1, critical, mob, focus,
-- residual, conditions, interrupts, death after full resolution.

local function game(figures, extra)
  local spec = extra or {}
  spec.board = spec.board or test.open_board(8, 8)
  spec.figures = figures
  return test.game(spec)
end

-- An effect on a figure, as effects.lua stores it: "condition|duration|source|eiu|card|side".
local function fx(list)
  local vars, figs = {}, {}
  for i, e in ipairs(list) do
    vars["fx " .. i] = e[2]
      .. "|permanent|"
      .. (e.src or "x")
      .. "|"
      .. (e.eiu and "1" or "0")
      .. "||"
      .. (e.side or "white")
    figs[e[1]] = figs[e[1]] and (figs[e[1]] .. " " .. i) or tostring(i)
  end
  vars.fx_next = #list
  local fv = {}
  for id, s in pairs(figs) do
    fv[id] = { fx = s }
  end
  return vars, fv
end

test("a basic attack gets +1 and hits on the target's defence", function()
  local g = game({
    { id = "a", side = "white", at = "b2", card = "brute" },
    { id = "b", side = "black", at = "c2", card = "brute" },
  })
  g:choose("attack a basic")
  expect(g:options()).to_contain("target c2")
  g:rig("d20", { "n8" })
  g:choose("target c2")
  expect(g:figure("b").hp).to_be(70 - 8 - 4) -- basic 8, brute passive +4 (nobody of a's team next to b)
  expect_event(g, "strike_hit", { attacker = "a", target = "b" })
end)

test("a roll below defence misses; basic attacks deal no residual", function()
  local g = game({
    { id = "a", side = "white", at = "b2", card = "brute" },
    { id = "b", side = "black", at = "c2", card = "brute" },
  })
  g:choose("attack a basic")
  g:rig("d20", { "n7" })
  g:choose("target c2")
  expect(g:figure("b").hp).to_be(70)
  expect_no_event(g, "residual")
end)

test("a natural 1 always misses", function()
  local g = game({
    { id = "a", side = "white", at = "b2", card = "brute" },
    { id = "b", side = "black", at = "c2", card = "brute", vars = { defence = 0 } },
  })
  g:choose("attack a basic")
  g:rig("d20", { "n1" })
  g:choose("target c2")
  expect(g:figure("b").hp).to_be(70)
  expect_event(g, "strike_missed", { target = "b", natural = 1 })
end)

test("a natural 20 offers +5 damage, once per turn, and it may be declined", function()
  local g = game({
    { id = "a", side = "white", at = "b2", card = "brute" },
    { id = "b", side = "black", at = "c2", card = "brute" },
  })
  g:choose("attack a basic")
  g:rig("d20", { "n20" })
  g:choose("target c2")
  expect(g:options()).to_be({ "crit yes", "crit no" })
  g:choose("crit yes")
  -- brute passive: b has no ally next to it... a's allies: none -> +4 as well
  expect(g:figure("b").hp).to_be(70 - 8 - 5 - 4)
  local h = game({
    { id = "a", side = "white", at = "b2", card = "brute" },
    { id = "b", side = "black", at = "c2", card = "brute" },
  })
  h:choose("attack a basic")
  h:rig("d20", { "n20" })
  h:choose("target c2")
  h:choose("crit no")
  expect(h:figure("b").hp).to_be(70 - 8 - 4)
end)

test("mob: A and C a square apart mob enemy 1, B (adjacent to both) does not", function()
  local function mobgame(attacker)
    local g = game({
      { id = "A", side = "white", at = "c3", card = "tactician" },
      { id = "e1", side = "black", at = "d4", card = "brute" },
      { id = "B", side = "white", at = "d3", card = "tactician" },
      { id = "C", side = "white", at = "e3", card = "tactician" },
    }, { figure_vars = { A = { basic = 1 }, B = { basic = 1 }, C = { basic = 1 } } })
    return g
  end
  -- A rolls 5 (+1) = 6: hits only because e1 (defence 9) is Exposed (-3).
  local g = mobgame()
  g:choose("attack A basic")
  g:rig("d20", { "n5" })
  g:choose("target d4")
  expect_event(g, "strike_hit", { attacker = "A", target = "e1" })
  -- B would need 9: 6 misses.
  local h = game({
    { id = "B", side = "white", at = "d3", card = "tactician" },
    { id = "e1", side = "black", at = "d4", card = "brute" },
    { id = "A", side = "white", at = "c3", card = "tactician" },
    { id = "C", side = "white", at = "e3", card = "tactician" },
  })
  h:choose("attack B basic")
  h:rig("d20", { "n5" })
  h:choose("target d4")
  expect_event(h, "strike_missed", { attacker = "B", target = "e1" })
end)

test("mob: never when the target has an ally adjacent, nor with adjacent enemies only", function()
  local g = game({
    { id = "A", side = "white", at = "c3", card = "tactician" },
    { id = "e1", side = "black", at = "d4", card = "brute" },
    { id = "C", side = "white", at = "e5", card = "tactician" },
    { id = "e2", side = "black", at = "d5", card = "brute" },
  })
  g:choose("attack A basic")
  g:rig("d20", { "n5" })
  g:choose("target d4")
  expect_event(g, "strike_missed", { attacker = "A", target = "e1" })
  local h = game({
    { id = "A", side = "white", at = "c3", card = "tactician" },
    { id = "e1", side = "black", at = "d4", card = "brute" },
    { id = "C", side = "white", at = "d3", card = "tactician" },
  })
  h:choose("attack A basic")
  h:rig("d20", { "n5" })
  h:choose("target d4")
  expect_event(h, "strike_missed", { attacker = "A", target = "e1" })
end)

test("focus: alone at the start, a ranged attack makes its target Exposed and spends the move", function()
  local g = game({
    { id = "s", side = "white", at = "a1", card = "shooter" },
    { id = "t", side = "black", at = "a6", card = "brute" },
  })
  g:choose("attack s basic")
  expect(g:options()).to_be({ "focus yes", "focus no" })
  g:choose("focus yes")
  g:rig("d20", { "n5" })
  g:choose("target a6")
  expect_event(g, "strike_hit", { attacker = "s", target = "t" })
  expect(g:offers("move s")).to_be(false)
end)

test("focus: not offered with a combatant within 3 squares", function()
  local g = game({
    { id = "s", side = "white", at = "a1", card = "shooter" },
    { id = "t", side = "black", at = "a4", card = "brute" },
  })
  g:choose("attack s basic")
  expect(g:offers("focus yes")).to_be(false)
  expect(g:options()).to_contain("target a4")
end)

test("residual: only the last missed target of a multi-target attack, never below 1 HP", function()
  local g = game({
    { id = "s", side = "white", at = "a1", card = "shooter", cards = { "sample_volley" } },
    { id = "t1", side = "black", at = "a3", card = "brute", vars = { hp = 3 } },
    { id = "t2", side = "black", at = "c3", card = "brute" },
  })
  g:choose("attack s sample_volley")
  g:choose("target a3")
  g:rig("d20", { "n2", "n3" })
  g:choose("target c3")
  expect(g:figure("t1").hp).to_be(3)
  expect(g:figure("t2").hp).to_be(65)
  local h = game({
    { id = "s", side = "white", at = "a1", card = "shooter", cards = { "sample_volley" } },
    { id = "t1", side = "black", at = "a3", card = "brute", vars = { hp = 3 } },
  })
  h:choose("attack s sample_volley")
  h:rig("d20", { "n2" })
  h:choose("target a3")
  expect(h:figure("t1").hp).to_be(1)
end)

test("residual: no residual when one strike hits", function()
  local g = game({
    { id = "s", side = "white", at = "a1", card = "shooter", cards = { "sample_volley" } },
    { id = "t1", side = "black", at = "a3", card = "brute" },
    { id = "t2", side = "black", at = "c3", card = "brute" },
  })
  g:choose("attack s sample_volley")
  g:choose("target a3")
  g:rig("d20", { "n15", "n3" })
  g:choose("target c3")
  expect(g:figure("t1").hp).to_be(70 - 9)
  expect(g:figure("t2").hp).to_be(70)
end)

test("residual ignores Empowered and Vulnerable (4.3.5)", function()
  local vars, fv = fx({ { "s", "empowered" }, { "t", "vulnerable", side = "white" } })
  local g = game({
    { id = "s", side = "white", at = "a1", card = "shooter", cards = { "sample_volley" } },
    { id = "t", side = "black", at = "a3", card = "brute" },
  }, { vars = vars, figure_vars = fv })
  g:choose("attack s sample_volley")
  g:rig("d20", { "n2" })
  g:choose("target a3")
  expect(g:figure("t").hp).to_be(65)
end)

test("conditions: Cursed once and Blessed twice cancel (one die rolled)", function()
  local vars, fv = fx({ { "a", "cursed" }, { "a", "blessed" }, { "a", "blessed" } })
  local g = game({
    { id = "a", side = "white", at = "b2", card = "brute", cards = { "sample_cleave" } },
    { id = "b", side = "black", at = "c2", card = "brute" },
  }, { vars = vars, figure_vars = fv })
  g:choose("attack a sample_cleave")
  g:rig("d20", { "n15", "n2" })
  g:choose("target c2")
  expect_event(g, "strike_rolled", { natural = 15 })
  expect_event(g, "strike_hit", { target = "b" })
end)

test("conditions: Blessed rolls twice and keeps the best; only on primary attacks", function()
  local vars, fv = fx({ { "a", "blessed" } })
  local g = game({
    { id = "a", side = "white", at = "b2", card = "brute", cards = { "sample_cleave" } },
    { id = "b", side = "black", at = "c2", card = "brute" },
  }, { vars = vars, figure_vars = fv })
  g:choose("attack a sample_cleave")
  g:rig("d20", { "n2", "n15" })
  g:choose("target c2")
  expect_event(g, "strike_rolled", { natural = 15 })
  local h = game({
    { id = "a", side = "white", at = "b2", card = "brute" },
    { id = "b", side = "black", at = "c2", card = "brute" },
  }, { vars = vars, figure_vars = fv })
  h:choose("attack a basic")
  h:rig("d20", { "n2", "n15" })
  h:choose("target c2")
  expect_event(h, "strike_rolled", { natural = 2 })
end)

test("conditions: two Protected give +3 only", function()
  local vars, fv = fx({ { "b", "protected", side = "black" }, { "b", "protected", side = "black" } })
  local g = game({
    { id = "a", side = "white", at = "b2", card = "brute", cards = { "sample_cleave" } },
    { id = "b", side = "black", at = "c2", card = "brute" },
  }, { vars = vars, figure_vars = fv })
  g:choose("attack a sample_cleave")
  g:rig("d20", { "n12" })
  g:choose("target c2")
  expect_event(g, "strike_hit", { target = "b" })
end)

test("conditions: ends if used — Protected is lost on a miss, Weakened is kept (5.3)", function()
  local vars, fv =
    fx({ { "b", "protected", eiu = true, side = "black" }, { "a", "weakened", eiu = true, side = "black" } })
  local g = game({
    { id = "a", side = "white", at = "b2", card = "brute", cards = { "sample_cleave" } },
    { id = "b", side = "black", at = "c2", card = "brute" },
  }, { vars = vars, figure_vars = fv })
  g:choose("attack a sample_cleave")
  g:rig("d20", { "n2" })
  g:choose("target c2")
  expect(g:figure("b").fx).to_be_nil()
  expect(g:figure("a").fx).to_be("2")
end)

test("a hit applies damage, then the effects; death waits for the full resolution", function()
  local g = game({
    { id = "a", side = "white", at = "b2", card = "tactician", cards = { "sample_cleave" } },
    { id = "b", side = "black", at = "c2", card = "brute", vars = { hp = 2 } },
    { id = "c", side = "black", at = "h8", card = "brute" },
  })
  g:choose("attack a sample_cleave")
  g:rig("d20", { "n15" })
  g:choose("target c2")
  expect_event(g, "condition_applied", { figure = "b", condition = "vulnerable" })
  expect_event(g, "combatant_died", { figure = "b", at = "c2" })
  expect(g:figure("b").on_board).to_be(false)
  expect(g:figure("b").died_at).to_be("c2")
  expect(g:figure("b").fx).to_be_nil()
end)

test("victory when every enemy hero is dead", function()
  local g = game({
    { id = "a", side = "white", at = "b2", card = "brute" },
    { id = "b", side = "black", at = "c2", card = "brute", vars = { hp = 2 } },
  })
  g:choose("attack a basic")
  g:rig("d20", { "n15" })
  g:choose("target c2")
  expect(g:finished()).to_be_truthy()
  expect(g:outcome().winner).to_be("white")
end)

test("a special attack flips the team token; the next hero cannot use specials; it flips back after", function()
  local g = game({
    { id = "s", side = "white", at = "a1", card = "shooter", cards = { "sample_blast" } },
    { id = "t", side = "black", at = "f6", card = "brute" },
    { id = "s2", side = "white", at = "a8", card = "shooter", cards = { "sample_blast" } },
  })
  expect(g:offers("attack s sample_blast")).to_be(true)
  g:choose("attack s sample_blast")
  g:choose("focus no")
  expect(g:side("white").special_ready).to_be(false)
  g:rig("d20", { "n2" })
  g:choose("target f6")
  expect(g:figure("s").hp).to_be(50 - 5) -- the drawback, before striking
  expect(g:figure("t").hp).to_be(70 - 15) -- special residual
  g:choose("pass s")
  g:choose("pass t")
  expect(g:offers("attack s2 sample_blast")).to_be(false)
  g:choose("pass s2")
  expect(g:side("white").special_ready).to_be(true)
  g:choose("pass t")
  expect(g:offers("attack s sample_blast")).to_be(false) -- spent for the match
end)

test("an interrupt resolves before the attack and may negate it", function()
  local g = game({
    { id = "a", side = "white", at = "b2", card = "brute" },
    { id = "b", side = "black", at = "c2", card = "brute", cards = { "sample_parry" } },
  })
  g:choose("attack a basic")
  expect(g:options()).to_be({ "interrupt b sample_parry", "no interrupt" })
  g:rig("d20", { "n15" })
  g:choose("interrupt b sample_parry")
  expect(g:figure("a").hp).to_be(70 - 4 - 4) -- parry 4 + brute passive 4
  expect(g:figure("b").hp).to_be(70)
  expect(g:side("black").special_ready).to_be(false)
  expect(g:offers("move a")).to_be(true)
  expect(g:offers("attack a basic")).to_be(false)
end)

test("area: all combatants within range in the 3x3 are struck, allies included", function()
  local g = game({
    { id = "s", side = "white", at = "a1", card = "shooter", cards = { "sample_blast" } },
    { id = "t", side = "black", at = "f6", card = "brute" },
    { id = "u", side = "black", at = "g7", card = "brute" },
    { id = "w", side = "white", at = "e5", card = "brute" },
  })
  g:choose("attack s sample_blast")
  g:choose("focus no")
  g:rig("d20", { "n15", "n15", "n15" })
  g:choose("target f6")
  -- g7 is 6 away: in range (6); e5, f6, g7 struck.
  expect(#g:events("strike_rolled")).to_be(3)
  -- every strike rolled first; then hits resolve in order, each pushed 1 away from s (a1)
  expect(g:options()).to_contain("push stop")
  g:choose("push stop")
  g:choose("push stop")
  g:choose("push stop")
  expect(#g:events("strike_hit")).to_be(3)
  expect(g:figure("t").hp).to_be(70 - 12 - 3) -- shooter passive: t is 5 squares away
end)

test("an interrupt that kills the attacker forfeits its attack; the turn passes on", function()
  local g = game({
    { id = "a", side = "white", at = "b2", card = "brute", vars = { hp = 3 } },
    { id = "b", side = "black", at = "c2", card = "brute", cards = { "sample_parry" } },
    { id = "w", side = "white", at = "h8", card = "brute" },
  })
  g:choose("attack a basic")
  g:rig("d20", { "n15" })
  g:choose("interrupt b sample_parry")
  expect(g:figure("a").dead).to_be(true)
  expect(g:figure("b").hp).to_be(70)
  expect(g:prompt()).to_contain("b (70 HP)")
end)

test("a focusing attacker that is interrupted loses its focus", function()
  local g = game({
    { id = "s", side = "white", at = "a1", card = "shooter" },
    { id = "t", side = "black", at = "a5", card = "brute", cards = { "quickdraw" } },
  })
  g:choose("attack s basic")
  g:choose("focus yes")
  g:rig("d20", { "n2" })
  g:choose("interrupt t quickdraw")
  while not g:offers("target a5") do
    g:choose(g:options()[#g:options()])
  end
  g:rig("d20", { "n8" }) -- 8 + 1 = 9: hits defence 9, would have hit 6 anyway; check the exposure
  g:choose("target a5")
  expect_event(g, "strike_rolled", { attacker = "s", target = "t", defence = 9 })
end)

-- Offering attacks (issue 20, item 5) ------------------------------------------------------------
-- ATC 4.3.3, p.18: a target is valid with vision, range and legitimacy; "If you declare an
-- invalid target, you forfeit that strike", and an attack with one target loses the rest of its
-- timeline. The turn menu offers an attack only when attack.valid_targets (the very list its
-- declaration of targets offers) holds a target, or when declaring it does something anyway: a
-- benefit movement (4.3.2, p.18), the regained HP of Divine Grace's effect (5.4.10, p.24).

local kit = require("arena.testkit")

--- The declaration options of the pending question that name a target.
local function target_options(g)
  local out = {}
  for _, o in ipairs(g:options()) do
    if o:match("^target ") then out[#out + 1] = o end
  end
  return out
end

test(
  "no attack is offered with nothing in range; move and prime move are, and the attack comes once in reach",
  function()
    local g = game({
      { id = "a", side = "white", at = "a1", card = "brute", cards = { "sample_cleave" } },
      { id = "z", side = "black", at = "f6", card = "brute" },
    })
    expect(g:offers("attack a basic")).to_be(false)
    expect(g:offers("attack a sample_cleave")).to_be(false)
    expect(g:options()).to_be({ "move a", "prime move a", "pass a" })
    g:choose("move a")
    g:play("step a b2", "step a c3", "step a d4", "step a e5")
    -- e5 is next to f6: both attacks now have their target
    expect(g:offers("attack a basic")).to_be(true)
    expect(g:offers("attack a sample_cleave")).to_be(true)
    g:choose("attack a basic")
    expect(target_options(g)).to_be({ "target f6" })
  end
)

test("no vision, no attack: a wall hides the only enemy within range (4.3.3.3, p.19)", function()
  local rows = { "........", "........", "#######.", "........", "........", "........", "........", "........" }
  local g = kit.game({
    { id = "s", side = "white", at = "a1", card = "shooter" },
    { id = "t", side = "black", at = "a5", card = "brute" },
  }, rows)
  expect(g:offers("attack s basic")).to_be(false) -- 4 squares away, range 8, but no line of sight
  local seen = kit.game({
    { id = "s", side = "white", at = "h1", card = "shooter" },
    { id = "t", side = "black", at = "h5", card = "brute" },
  }, rows)
  expect(seen:offers("attack s basic")).to_be(true) -- straight down the open column
end)

test("a locked door in reach is a target of the basic attack only (6.1.2, p.25)", function()
  local g = kit.game({
    { id = "a", side = "white", at = "b2", card = "brute", cards = { "sample_cleave" } },
    { id = "z", side = "black", at = "h8", card = "brute" },
  }, { "..#.....", "..L.....", "..#.....", "........", "........", "........", "........", "........" })
  expect(g:offers("attack a basic")).to_be(true)
  expect(g:offers("attack a sample_cleave")).to_be(false) -- "Only Basic Attacks can target doors"
  g:choose("attack a basic")
  expect(target_options(g)).to_be({ "target c2" })
end)

test("an attack on an ally is offered only with an ally in range", function()
  local far = game({
    { id = "h", side = "white", at = "a1", card = "healer", cards = { "mending_light" } },
    { id = "w", side = "white", at = "p8", card = "brute" },
    { id = "z", side = "black", at = "b2", card = "brute" },
  }, { board = test.open_board(16, 8) })
  expect(far:offers("attack h basic")).to_be(true) -- z is next to h
  expect(far:offers("attack h mending_light")).to_be(false) -- w is 15 squares away (range 8)
  local near = game({
    { id = "h", side = "white", at = "a1", card = "healer", cards = { "mending_light" } },
    { id = "w", side = "white", at = "e5", card = "brute" },
    { id = "z", side = "black", at = "b2", card = "brute" },
  }, { board = test.open_board(16, 8) })
  expect(near:offers("attack h mending_light")).to_be(true)
end)

test("a line attack is offered only with an enemy on one of its lines; only those lines are declared", function()
  local off = game({
    { id = "c", side = "white", at = "e4", card = "controller", cards = { "gale_blast" } },
    { id = "z", side = "black", at = "f6", card = "brute" }, -- a knight's move away: on no line
  })
  expect(off:offers("attack c gale_blast")).to_be(false)
  local on = game({
    { id = "c", side = "white", at = "e4", card = "controller", cards = { "gale_blast" } },
    { id = "z", side = "black", at = "g6", card = "brute" },
  })
  expect(on:offers("attack c gale_blast")).to_be(true)
  kit.act(on, "attack c gale_blast")
  expect(on:options()).to_be({ "target f5", "done" })
end)

test(
  "an area attack is declared only on areas holding a combatant; with no enemy in reach it still strikes its own side",
  function()
    -- ATC 4.3.3.1, p.18: "all combatants occupying a determined area of attack, including yourself
    -- and allies" — legal with only the attacker in it, so still offered (its label says so).
    local g = game({
      { id = "s", side = "white", at = "a1", card = "shooter", cards = { "sample_blast" } },
      { id = "t", side = "black", at = "h8", card = "brute" }, -- 7 away: out of range 6
    })
    expect(g:offers("attack s sample_blast")).to_be(true)
    expect(g:offers("attack s basic")).to_be(true) -- range 8
    kit.act(g, "attack s sample_blast")
    if g:offers("focus no") then g:choose("focus no") end
    -- the centres whose 3x3 holds s (the only combatant within range), nothing else
    expect(target_options(g)).to_be({ "target a1", "target b1", "target a2", "target b2" })
  end
)

test("a benefit movement may bring a target in reach: the attack is offered without one (4.3.2, p.18)", function()
  local g = game({
    { id = "v", side = "white", at = "a1", card = "brute", cards = { "reaving_charge", "sample_cleave" } },
    { id = "z", side = "black", at = "e1", card = "brute" },
  })
  expect(g:offers("attack v basic")).to_be(false)
  expect(g:offers("attack v sample_cleave")).to_be(false)
  expect(g:offers("attack v reaving_charge")).to_be(true)
  g:choose("attack v reaving_charge")
  g:play("benefit b1", "benefit c1", "benefit d1")
  expect(target_options(g)).to_be({ "target e1" })
end)

test("a Slowed attacker makes no benefit movement: without a target the attack is not offered", function()
  local vars, fv = fx({ { "v", "slowed", side = "black" } })
  local g = game({
    { id = "v", side = "white", at = "a1", card = "brute", cards = { "reaving_charge" } },
    { id = "z", side = "black", at = "e1", card = "brute" },
  }, { vars = vars, figure_vars = fv })
  g:play("move v", "stop v") -- the menu asked anew, with the effect (set at the first question)
  expect(g:offers("attack v reaving_charge")).to_be(false)
  expect(g:offers("prime move v")).to_be(true)
end)

test("a benefit movement that brings no target: the attack is forfeited, said in the log, never focused", function()
  local g = game({
    { id = "s", side = "white", at = "a1", card = "shooter", cards = { "skirmishers_shot" } },
    { id = "z", side = "black", at = "p8", card = "brute" }, -- 15 away
  }, { board = test.open_board(16, 8) })
  expect(g:offers("attack s basic")).to_be(false)
  g:choose("attack s skirmishers_shot")
  -- Alone, s might focus a ranged attack, but a focused attack forfeits its benefit movement
  -- (4.3.4.2, p.20) and nothing is in range from here: no focus question.
  expect(g:offers("focus yes")).to_be(false)
  g:play("benefit b1", "benefit c1")
  expect(g:prompt()).to_contain("turn 1: s")
  expect(g:offers("attack s skirmishers_shot")).to_be(false) -- the prime action is spent
  expect(g:figure("s").at).to_be("c1")
  expect_no_event(g, "strike_rolled")
  local noted = false
  for _, l in ipairs(g:log()) do
    if l:find("s: Skirmisher's Shot has no valid target: the attack is forfeited", 1, true) then noted = true end
  end
  expect(noted).to_be(true)
end)

test(
  "a bearer of Divine Grace's effect may declare a basic attack with no target to regain HP (5.4.10, p.24)",
  function()
    local g = game({
      { id = "h", side = "white", at = "a1", card = "healer", cards = { "divine_grace" } },
      { id = "w", side = "white", at = "b1", card = "brute", cards = { "sample_cleave" }, vars = { hp = 30 } },
      { id = "z", side = "black", at = "p8", card = "brute" },
    }, { board = test.open_board(16, 8) })
    g:choose("attack h divine_grace")
    g:rig("d20", { "n19" })
    g:choose("target b1")
    kit.settle(g)
    g:choose("pass h")
    g:choose("pass z")
    expect(g:prompt()).to_contain("turn 3: w")
    local before = g:figure("w").hp
    expect(g:offers("attack w sample_cleave")).to_be(false)
    expect(g:offers("attack w basic")).to_be(true)
    g:choose("attack w basic")
    expect(g:figure("w").hp).to_be(before + 4)
    expect_no_event(g, "strike_rolled", { attacker = "w" })
    local noted = false
    for _, l in ipairs(g:log()) do
      if l:find("w: Basic Attack has no valid target: the attack is forfeited", 1, true) then noted = true end
    end
    expect(noted).to_be(true)
  end
)
