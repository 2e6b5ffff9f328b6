-- Cooperative mode (ATC 9-11): rounds, the Evil Power draw, flasks, difficulty, the quest's end.

--- A board diagram from rows of one-character cells ("." plain, "#" wall, others markers).
local grid = require("arena.testkit").diagram

local function game(figures, extra)
  local spec = {
    mode = "coop",
    board = test.open_board(8, 6),
    figures = figures,
    evil_powers = { "frenzy" },
    flasks = { "fire_flask", "venom_flask" },
  }
  for k, v in pairs(extra or {}) do
    spec[k] = v
  end
  return test.game(spec)
end

local TWO = {
  { id = "tank", side = "heroes", at = "a1", card = "tank" },
  { id = "healer", side = "heroes", at = "a3", card = "healer" },
  { id = "s1", side = "foes", at = "h6", card = "sentinel" },
}

--- Answers the players' automation questions (golden rule) with the first option until the
--- next hero or foe is to be chosen, or a hero's turn is pending.
local function settle(g)
  for _ = 1, 50 do
    local p = g:prompt()
    if p == nil or p:find("acts next", 1, true) or p:find("turn %d+:") then return end
    g:choose(1)
  end
end

--- A hero's attack with one target (declines focus, answers the target question if asked).
local function attack(g, hero, id, target)
  g:choose("attack " .. hero .. " " .. id)
  if g:offers("focus no") then g:choose("focus no") end
  if g:prompt() and g:prompt():find("declare a target", 1, true) then g:choose("target " .. target) end
  if g:offers("crit no") then g:choose("crit no") end
end

-- Rounds (ATC 9) -----------------------------------------------------------------------------------

test("heroes act first, one at a time in the players' order, then the foes; every round anew", function()
  local g = game(TWO)
  expect(g:prompt()).to_contain("which hero acts next")
  expect(g:options()).to_contain("next healer")
  expect(g:options()).to_contain("next tank")
  g:choose("next healer")
  expect(g:offers("pass healer")).to_be(true)
  expect(g:offers("pass tank")).to_be(false)
  g:choose("pass healer")
  expect(g:figure("healer").acted).to_be(true)
  -- the last hero waiting needs no question
  expect(g:offers("pass tank")).to_be(true)
  expect(g:vars().evil_power).to_be_nil()
  g:choose("pass tank")
  settle(g)
  -- the only foe acted; round 2 starts with every hero waiting again
  expect(g:vars().round).to_be(2)
  expect(g:figure("s1").acted).to_be_nil()
  expect(g:options()).to_contain("next tank")
  expect(g:options()).to_contain("next healer")
end)

test("the players choose the foes' order too", function()
  local figs = {
    { id = "tank", side = "heroes", at = "a1", card = "tank" },
    { id = "s1", side = "foes", at = "h6", card = "sentinel" },
    { id = "s2", side = "foes", at = "h4", card = "sentinel" },
  }
  local g = game(figs)
  g:choose("pass tank")
  expect(g:prompt()).to_contain("which foe acts next")
  expect(g:options()).to_be({ "next s1", "next s2" })
  g:choose("next s2")
  settle(g)
  local order = {}
  for _, e in ipairs(g:events("turn_start")) do
    order[#order + 1] = e.figure
  end
  expect(order).to_be({ "tank", "s2", "s1", "tank" })
end)

test("a hero who died before its turn is skipped; every hero dead loses the quest", function()
  local figs = {
    { id = "tank", side = "heroes", at = "a1", card = "tank", start_hp = 1 },
    { id = "s1", side = "foes", at = "b2", card = "sentinel" },
  }
  local g = game(figs)
  g:rig("d20", { "n15" })
  g:choose("pass tank")
  settle(g)
  expect(g:figure("tank").dead).to_be(true)
  expect(g:finished()).to_contain("foes")
end)

test("a foe's natural 20 adds its +5 without asking anyone: nobody plays the foes (p.22, p.34)", function()
  local function hp_after(face)
    local g = game({
      { id = "tank", side = "heroes", at = "a1", card = "tank" },
      { id = "s1", side = "foes", at = "b2", card = "sentinel" },
    })
    local before = g:figure("tank").hp
    g:rig("d20", { face })
    g:choose("pass tank")
    for _ = 1, 50 do
      local p = g:prompt()
      if p == nil or p:find("acts next", 1, true) or p:find("turn %d+:") then break end
      expect(p:find("critical", 1, true)).to_be_nil()
      g:choose(1)
    end
    return before - g:figure("tank").hp
  end
  local plain, critical = hp_after("n19"), hp_after("n20")
  expect(plain > 0).to_be(true) -- the sentinel hit
  expect(critical - plain).to_be(5)
end)

-- Evil Power (10.2.2) ----------------------------------------------------------------------------

test("the Evil Power card is drawn when the round's first villain starts its turn, once a round", function()
  local figs = {
    { id = "tank", side = "heroes", at = "a1", card = "tank" },
    { id = "s1", side = "foes", at = "h6", card = "sentinel" },
    { id = "s2", side = "foes", at = "h3", card = "sentinel" },
  }
  local g = game(figs, { evil_powers = { "frenzy", "bloodscent" } })
  expect(g:vars().evil_deck).to_contain("frenzy") -- shuffled face down before the mission
  expect(g:vars().evil_power).to_be_nil()
  g:choose("pass tank")
  g:choose("next s1")
  settle(g)
  local first = g:vars().evil_power
  expect(first).not_to_be(nil)
  expect(g:vars().evil_round).to_be(1)
  settle(g) -- s2, the last foe, follows without a question
  expect(g:vars().evil_power).to_be(first)
  local draws = 0
  for _, l in ipairs(g:log()) do
    if l:find("evil power: ", 1, true) then draws = draws + 1 end
  end
  expect(draws).to_be(1)
  -- round 2: the other card; round 3: the deck is reshuffled
  g:choose("pass tank")
  g:choose("next s1")
  settle(g)
  expect(g:vars().evil_power).not_to_be(first)
  expect(g:vars().evil_round).to_be(2)
end)

-- Flasks (10.2.4) ---------------------------------------------------------------------------------

local function kill_scene(extra)
  local figs = {
    { id = "tank", side = "heroes", at = "a1", card = "tank" },
    { id = "healer", side = "heroes", at = "a4", card = "healer" },
    { id = "s1", side = "foes", at = "b2", card = "sentinel", start_hp = 1 },
    { id = "s2", side = "foes", at = "h6", card = "sentinel" },
  }
  return game(figs, extra)
end

test("a dead villain drops a flask token on its square; it is gone after the last hero's turn", function()
  local g = kill_scene()
  g:choose("next tank")
  g:rig("d20", { "n15" })
  attack(g, "tank", "basic", "b2")
  expect(g:figure("s1").dead).to_be(true)
  expect(g:vars().flask_tokens).to_be("b2")
  g:choose("pass tank")
  -- the healer is the last hero of the round: the token stays during its turn only
  expect(g:vars().flask_tokens).to_be("b2")
  g:choose("pass healer")
  expect(g:vars().flask_tokens).to_be_nil()
end)

test("no flask drops once the flask deck is spent", function()
  local g = kill_scene({ flasks = {} })
  g:choose("next tank")
  g:rig("d20", { "n15" })
  attack(g, "tank", "basic", "b2")
  expect(g:figure("s1").dead).to_be(true)
  expect(g:vars().flask_tokens).to_be_nil()
end)

local function held_flasks(g, id)
  local out = {}
  for _, c in ipairs(g:figure(id).cards) do
    if c:find("flask", 1, true) or c == "holy_water" then out[#out + 1] = c end
  end
  table.sort(out)
  return out
end

test("picking up a flask: 1 MP from an adjacent square draws the top flask card", function()
  local g = kill_scene({ flasks = { "venom_flask" } })
  g:choose("next tank")
  g:rig("d20", { "n15" })
  attack(g, "tank", "basic", "b2")
  g:choose("move tank")
  expect(g:offers("pick tank b2")).to_be(true)
  g:choose("pick tank b2")
  expect(held_flasks(g, "tank")).to_be({ "venom_flask" })
  expect(g:vars().flask_tokens).to_be_nil()
  expect(g:prompt()).to_contain("(2 MP)") -- the tank's 3 points, one spent
end)

test("handing a flask to an adjacent ally costs 1 MP; never to one at its limit (10.2.4.1)", function()
  local figs = {
    { id = "tank", side = "heroes", at = "a1", card = "tank", cards = { "holy_water" } },
    { id = "healer", side = "heroes", at = "b1", card = "healer" },
    { id = "far", side = "heroes", at = "a5", card = "shooter" },
    { id = "s2", side = "foes", at = "h6", card = "sentinel" },
  }
  local g = game(figs)
  g:choose("next tank")
  g:choose("move tank")
  local give
  for _, k in ipairs(g:options()) do
    if k:match("^give tank ") then
      expect(k:match(" healer$") ~= nil).to_be(true) -- only the adjacent ally
      give = k
    end
  end
  expect(give ~= nil).to_be(true)
  g:choose(give)
  expect(held_flasks(g, "healer")).to_be({ "holy_water" })
  expect(held_flasks(g, "tank")).to_be({})
  expect(g:prompt()).to_contain("(2 MP)")
  -- nightmare: an ally already bearing its one flask is offered none
  local h = game({
    { id = "tank", side = "heroes", at = "a1", card = "tank", cards = { "holy_water" } },
    { id = "healer", side = "heroes", at = "b1", card = "healer", cards = { "venom_flask" } },
    { id = "s2", side = "foes", at = "h6", card = "sentinel" },
  }, { difficulty = "nightmare" })
  h:choose("next tank")
  h:choose("move tank")
  for _, k in ipairs(h:options()) do
    expect(k:match("^give ") == nil).to_be(true)
  end
end)

test("a hero at its flask limit discards one to take another (nightmare: 1)", function()
  local figs = {
    { id = "tank", side = "heroes", at = "a1", card = "tank", cards = { "holy_water" } },
    { id = "healer", side = "heroes", at = "a4", card = "healer" },
    { id = "s1", side = "foes", at = "b2", card = "sentinel", start_hp = 1 },
    { id = "s2", side = "foes", at = "h6", card = "sentinel" },
  }
  local g = game(figs, { difficulty = "nightmare", flasks = { "venom_flask" } })
  g:choose("next tank")
  g:rig("d20", { "n15" })
  attack(g, "tank", "basic", "b2")
  g:choose("move tank")
  g:choose("pick tank b2")
  expect(g:prompt()).to_contain("bears too many flasks")
  local keys = g:options()
  local drop
  for _, k in ipairs(keys) do
    if k:find("holy_water", 1, true) then drop = k end
  end
  g:choose(drop)
  expect(held_flasks(g, "tank")).to_be({ "venom_flask" })
end)

test("a flask is used once with a Special Ready token, which it flips", function()
  local figs = {
    { id = "shooter", side = "heroes", at = "a1", card = "shooter", cards = { "fire_flask" } },
    { id = "s1", side = "foes", at = "e1", card = "sentinel" },
  }
  local g = game(figs)
  expect(g:offers("attack shooter fire_flask")).to_be(true)
  g:rig("d20", { "n15" })
  attack(g, "shooter", "fire_flask", "e1")
  expect_event(g, "strike_hit", { attacker = "shooter", target = "s1", attack = "fire_flask" })
  expect(g:figure("s1").hp).to_be_at_most(25 - 14)
  expect(g:side("heroes").special_ready).to_be(false)
  expect(g:figure("shooter").cards).not_to_contain("fire_flask")
end)

-- Issue 20, item 5 (ATC 4.3.3, p.18): a hero's turn menu offers an attack only with a target
-- for it (the villains' automation attacks only a hero it can hit, villains_test.lua).
test("a hero's attack, a flask's too, is offered only with a foe in its range and sight", function()
  local figs = {
    { id = "tank", side = "heroes", at = "a1", card = "tank" },
    { id = "shooter", side = "heroes", at = "a6", card = "shooter", cards = { "fire_flask" } },
    { id = "s1", side = "foes", at = "h2", card = "sentinel" },
  }
  local g = game(figs)
  g:choose("next tank")
  expect(g:offers("attack tank basic")).to_be(false) -- melee, 7 squares away
  expect(g:options()).to_be({ "move tank", "prime move tank", "pass tank" })
  g:choose("pass tank")
  expect(g:offers("attack shooter basic")).to_be(true) -- range 8: h2 is 7 away
  expect(g:offers("attack shooter fire_flask")).to_be(false) -- range 6
end)

test("heroes lose every flask when the quest ends", function()
  local figs = {
    { id = "shooter", side = "heroes", at = "a1", card = "shooter", cards = { "venom_flask" } },
    { id = "s1", side = "foes", at = "e1", card = "sentinel", start_hp = 1 },
  }
  local g = game(figs)
  g:rig("d20", { "n15" })
  attack(g, "shooter", "basic", "e1")
  g:choose("pass shooter")
  expect(g:finished()).to_contain("heroes")
  expect(g:figure("shooter").cards).not_to_contain("venom_flask")
end)

-- Difficulty (11.3) -------------------------------------------------------------------------------

test("difficulty sets lava damage, first aid, flasks and heroic actions", function()
  local n = game(TWO)
  expect(n:vars().lava_damage).to_be(4)
  expect(n:vars().flask_limit).to_be(2)
  expect(n:side("heroes").aid).to_be(2)
  local h = game(TWO, { difficulty = "nightmare" })
  expect(h:vars().lava_damage).to_be(5)
  expect(h:vars().flask_limit).to_be(1)
  expect(h:vars().heroic_limit).to_be(1)
  expect(h:side("heroes").aid).to_be(1)
  local d = game(TWO, { difficulty = "daydream" })
  expect(d:vars().lava_damage).to_be(3)
  expect(d:vars().flask_limit).to_be(3)
  expect(d:vars().aid_drawback).to_be(10)
  expect(d:vars().chest_heal).to_be(30)
  expect(d:vars().heroic_limit).to_be(3)
end)

test("nightmare: a flipped team token turns Special Ready only at the next round", function()
  local g = game(TWO, { difficulty = "nightmare", side_vars = { heroes = { special_ready = false } } })
  g:choose("next tank")
  g:choose("pass tank")
  expect(g:side("heroes").special_ready).to_be(false)
  g:choose("pass healer")
  settle(g)
  expect(g:vars().round).to_be(2)
  expect(g:side("heroes").special_ready).to_be(true)
end)

test("normal: the token turns back at the end of the turn after the flip", function()
  local g = game(TWO, { side_vars = { heroes = { special_ready = false } } })
  g:choose("next tank")
  g:choose("pass tank")
  expect(g:side("heroes").special_ready).to_be(true)
end)

test("daydream: a flask does not leave the token flipped", function()
  local figs = {
    { id = "shooter", side = "heroes", at = "a1", card = "shooter", cards = { "fire_flask" } },
    { id = "healer", side = "heroes", at = "a3", card = "healer" },
    { id = "s1", side = "foes", at = "e1", card = "sentinel" },
  }
  local g = game(figs, { difficulty = "daydream" })
  g:choose("next shooter")
  g:rig("d20", { "n15" })
  attack(g, "shooter", "fire_flask", "e1")
  expect(g:side("heroes").special_ready).to_be(true)
end)

test("an unknown difficulty is refused", function()
  expect_error(function() game(TWO, { difficulty = "hard" }) end, "difficulty")
end)

-- Lava on a foe's turn end -----------------------------------------------------------------------

test("a villain ending its turn on lava takes the difficulty's lava damage", function()
  local figs = {
    { id = "tank", side = "heroes", at = "a1", card = "tank" },
    { id = "s1", side = "foes", at = "b2", card = "sentinel" },
  }
  local g = test.game({
    mode = "coop",
    difficulty = "nightmare",
    evil_powers = { "frenzy" },
    flasks = {},
    board = grid({ "....", ".~..", "...." }),
    markers = { ["~"] = "lava" },
    figures = figs,
  })
  g:rig("d20", { "n2" })
  g:choose("pass tank")
  settle(g)
  -- it attacked from the lava (no move needed), then stepped off it (rule 3): no damage
  expect(g:figure("s1").hp).to_be(25)
  expect(g:figure("s1").at).not_to_be("b2")
end)

-- The end and its report ----------------------------------------------------------------------------

test("the mission's report: won, secondary objectives met, XP", function()
  local g = test.game({
    scenario = "scripts/arena/scenarios/mission_ember_keep.yaml",
    figure_vars = { warlord = { hp = 1 } },
  })
  g:play("pick war_cry", "pick second_wind") -- step C (ATC 8 p.29)
  expect(g:vars().round).to_be(1)
  expect(g:figure("r1").on_board).to_be(false)
  expect(g:figure("warlord").on_board).to_be(true)
end)

test("nightmare lava deals 5 damage to a hero entering it", function()
  local g = test.game({
    mode = "coop",
    difficulty = "nightmare",
    evil_powers = { "frenzy" },
    flasks = {},
    board = grid({ ".~....", "......", "......" }),
    markers = { ["~"] = "lava" },
    figures = {
      { id = "tank", side = "heroes", at = "a1", card = "tank" },
      { id = "s1", side = "foes", at = "f3", card = "sentinel" },
    },
  })
  g:choose("move tank")
  g:choose("step tank b1")
  expect_event(g, "damage_taken", { figure = "tank", amount = 5, kind = "lava" })
end)

--- The sentinel kills the tank (1 HP) in round 1; in round 2 the healer gives it First Aid.
local function first_aid_on_the_fallen_tank(difficulty)
  local figs = {
    { id = "tank", side = "heroes", at = "a1", card = "tank", start_hp = 1 },
    { id = "healer", side = "heroes", at = "b1", card = "healer" },
    { id = "s1", side = "foes", at = "a2", card = "sentinel" },
  }
  local g = game(figs, { difficulty = difficulty })
  g:rig("d20", { "n19" })
  g:choose("next healer")
  g:choose("pass healer")
  g:choose("pass tank")
  settle(g)
  expect(g:figure("tank").dead).to_be(true)
  g:choose("move healer")
  g:choose("aid healer tank")
  if g:prompt() and g:prompt():find("revive", 1, true) then g:choose(1) end
  return g
end

test("daydream first aid costs the healer 10 HP instead of 20", function()
  local g = first_aid_on_the_fallen_tank("daydream")
  expect(g:figure("tank").dead).to_be_falsy()
  expect(g:figure("healer").hp).to_be(55 - 10)
end)

-- ATC 11.3, Daydream: "Team Token: Special Attacks, Heroic Action, Scrolls, Flasks and First Aid
-- do not flip your Team Token" — not even for the rest of the turn they are used in.
test("daydream: First Aid leaves the token Special Ready at once; normal flips it", function()
  for _, case in ipairs({ { "daydream", true }, { "normal", false } }) do
    local g = first_aid_on_the_fallen_tank(case[1])
    expect(g:pending().side).to_be("heroes") -- the healer's turn goes on
    expect(g:side("heroes").special_ready).to_be(case[2])
  end
end)

test("difficulty: an opened chest heals its opener by chest_heal (30 daydream, 10 nightmare)", function()
  for _, case in ipairs({ { "daydream", 30 }, { "normal", 20 }, { "nightmare", 10 } }) do
    local g = game({
      { id = "tank", side = "heroes", at = "b2", card = "tank", start_hp = 20 },
      { id = "healer", side = "heroes", at = "a5", card = "healer" },
      { id = "c", side = "scenery", at = "c2", card = "chest" },
      { id = "s1", side = "foes", at = "h6", card = "sentinel" },
    }, { difficulty = case[1] })
    g:choose("next tank")
    g:choose("move tank")
    g:choose("open tank c2")
    expect_event(g, "chest_opened", { figure = "tank", at = "c2" })
    expect(g:figure("tank").hp).to_be(20 + case[2])
  end
end)

test("difficulty: heroic actions stop once heroic_limit is reached (nightmare: 1)", function()
  local g = game(
    TWO,
    { difficulty = "nightmare", side_vars = { heroes = { heroic_used = 1 } }, heroic = { heroes = { "war_cry" } } }
  )
  g:choose("next tank")
  expect(g:offers("heroic tank war_cry")).to_be(false)
  local d = game(
    TWO,
    { difficulty = "daydream", side_vars = { heroes = { heroic_used = 2 } }, heroic = { heroes = { "war_cry" } } }
  )
  d:choose("next tank")
  expect(d:offers("heroic tank war_cry")).to_be(true)
end)

-- ATC 11.3 (p.39), Daydream: "The team may perform up to 3 Heroic Actions per quest. They can
-- select any Heroic Action during the quest, not needing to select them at the start of the
-- match, but each must be different." (** "You can select the Heroic Actions cards during the
-- quest, right before you perform them.")
-- Every heroic action of the box is offered (a mod's new heroic action may join them, so the
-- checks below say "each of these", never "exactly these").
local function offers_each(list, ids, except)
  for _, id in ipairs(ids) do
    if id == except then
      expect(list).not_to_contain(id)
    else
      expect(list).to_contain(id)
    end
  end
end

local BOX =
  { "brace_for_impact", "intimidating_roar", "last_reserves", "mad_dash", "rally_the_team", "second_wind", "war_cry" }

local function heroic_offered(g, hero)
  local out = {}
  for _, o in ipairs(g:options()) do
    local id = o:match("^heroic " .. hero .. " (.+)$")
    if id then out[#out + 1] = id end
  end
  table.sort(out)
  return out
end

test("daydream: any heroic action is selected during the quest, right before it is performed", function()
  local g = game(TWO, { difficulty = "daydream" }) -- none picked at the start
  expect(#g:cards("heroes")).to_be(0)
  g:choose("next tank")
  offers_each(heroic_offered(g, "tank"), BOX)
  g:choose("heroic tank war_cry")
  expect_event(g, "heroic_action", { figure = "tank", card = "war_cry" })
  expect(g:side("heroes").heroic_done).to_be("war_cry")
  g:choose("pass tank")
  -- "each must be different": war_cry is not offered again, the others are
  offers_each(heroic_offered(g, "healer"), BOX, "war_cry")
  g:choose("heroic healer second_wind")
  g:choose("pass healer")
  settle(g)
  g:choose("next tank")
  g:choose("heroic tank brace_for_impact")
  g:choose("pass tank")
  -- "up to 3 Heroic Actions per quest": none is left
  expect(g:side("heroes").heroic_done).to_be("war_cry,second_wind,brace_for_impact")
  expect(heroic_offered(g, "healer")).to_be({})
end)

test("daydream: a heroic action picked at the start counts among the three, and once", function()
  local g = game(TWO, { difficulty = "daydream", heroic = { heroes = { "war_cry" } } })
  g:choose("next tank")
  offers_each(heroic_offered(g, "tank"), BOX)
  g:choose("heroic tank war_cry")
  expect(#g:cards("heroes")).to_be(0) -- the picked card itself was used
  g:choose("pass tank")
  expect(g:offers("heroic healer war_cry")).to_be(false)
end)

test("normal: only the heroic actions picked at the start of the quest (ATC 8 C)", function()
  local g = game(TWO, { heroic = { heroes = { "war_cry", "second_wind" } } })
  g:choose("next tank")
  expect(heroic_offered(g, "tank")).to_be({ "second_wind", "war_cry" })
end)

-- ATC 11.3 (p.39), Nightmare: "Heroes can perform only one per quest and cannot repeat the same
-- Heroic Action again until the campaign ends." The campaign passes the ones already performed
-- as `campaign_heroic:` (campaign.lua).
test("nightmare: a heroic action the campaign already performed is not offered again", function()
  local picked = { heroes = { "war_cry", "second_wind" } }
  local g = game(TWO, { difficulty = "nightmare", heroic = picked, campaign_heroic = { "war_cry" } })
  expect(g:vars().heroic_barred).to_be("war_cry")
  g:choose("next tank")
  expect(heroic_offered(g, "tank")).to_be({ "second_wind" })
  -- only Nightmare bars them: a normal quest of the same campaign follows the rules
  local n = game(TWO, { heroic = picked, campaign_heroic = { "war_cry" } })
  n:choose("next tank")
  expect(heroic_offered(n, "tank")).to_be({ "second_wind", "war_cry" })
  expect_error(
    function() game(TWO, { difficulty = "nightmare", campaign_heroic = { "war_cryy" } }) end,
    "no heroic action card"
  )
end)

-- Co-op set-up, Step C "Make common preparations" (ATC 8 p.29): "Pick two different Heroic
-- Action cards for your Team" (`heroic: {heroes: pick}`).
test("step C: the team picks two different heroic actions before the quest, then may use them", function()
  local g = game(TWO, { heroic = { heroes = "pick" } })
  expect(g:prompt()).to_be("set-up (step C): the team picks heroic action 1/2")
  local first = {}
  for _, o in ipairs(g:options()) do
    first[#first + 1] = o:match("^pick (.+)$")
  end
  offers_each(first, BOX)
  g:choose("pick war_cry")
  expect(g:offers("pick war_cry")).to_be(false) -- different cards
  offers_each(
    g:options(),
    (function()
      local keys = {}
      for _, id in ipairs(BOX) do
        keys[#keys + 1] = "pick " .. id
      end
      return keys
    end)(),
    "pick war_cry"
  )
  g:choose("pick mad_dash")
  g:choose("next tank")
  expect(heroic_offered(g, "tank")).to_be({ "mad_dash", "war_cry" })
end)

test("step C on Nightmare: the campaign's performed heroic actions cannot be picked", function()
  local g = game(TWO, { difficulty = "nightmare", heroic = { heroes = "pick" }, campaign_heroic = { "war_cry" } })
  expect(g:offers("pick war_cry")).to_be(false)
  for _, id in ipairs(BOX) do
    if id ~= "war_cry" then expect(g:offers("pick " .. id)).to_be(true) end
  end
end)

test("step C on Daydream: nothing is picked, any heroic action is chosen during the quest", function()
  local g = game(TWO, { difficulty = "daydream", heroic = { heroes = "pick" } })
  expect(g:prompt()).to_contain("which hero acts next")
  g:choose("next tank")
  offers_each(heroic_offered(g, "tank"), BOX)
end)

test("step C: `pick` is refused outside co-op, and a heroic list must be a list", function()
  expect_error(
    function()
      test.game({
        board = test.open_board(4, 4),
        heroic = { white = "pick" },
        figures = {
          { id = "a", side = "white", at = "a1", card = "brute" },
          { id = "b", side = "black", at = "d4", card = "brute" },
        },
      })
    end,
    "is for co-op quests"
  )
  expect_error(
    function() game(TWO, { heroic = { heroes = "war_cry" } }) end,
    "a list of heroic action card ids, or `pick`"
  )
end)

test("the quest's report lists the heroic actions performed (the campaign keeps them)", function()
  local g = game({
    { id = "tank", side = "heroes", at = "a1", card = "tank", start_hp = 20 },
    { id = "s1", side = "foes", at = "b2", card = "sentinel", start_hp = 1 },
  }, { heroic = { heroes = { "second_wind" } } })
  g:choose("heroic tank second_wind")
  g:choose("pass tank")
  settle(g)
  g:rig("d20", { "n15" })
  attack(g, "tank", "basic", "b2")
  g:choose("pass tank")
  expect(g:finished()).to_contain("heroes")
  expect(g:outcome().report.heroic).to_be({ "second_wind" })
end)

test("fate cards: a quest needing 3 shuffles cards 1-3 face down before it begins", function()
  local g = game(TWO, { fate = 3 })
  local deck = {}
  for x in tostring(g:vars().fate_deck):gmatch("[^,]+") do
    deck[#deck + 1] = x
  end
  table.sort(deck)
  expect(deck).to_be({ "1", "2", "3" })
  expect(game(TWO):vars().fate_deck).to_be_nil()
end)
