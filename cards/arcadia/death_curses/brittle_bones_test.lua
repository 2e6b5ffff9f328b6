-- Brittle Bones: the hero rolls one defence die fewer (never below zero).
test("costs a defence die", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu", cards = { "slingshot" } },
      { id = "diva", side = "red", at = "d1", card = "diva", cards = { "brittle_bones" } },
    },
  })
  g:choose("activate zazu")
  g:rig("attack", { "ranged", "ranged" })
  -- Four dice would save once; three roll only blanks.
  g:rig("defence", { "blank", "blank", "blank", "shield" })
  g:choose("attack zazu slingshot diva")
  expect(g:figure("diva").wounds).to_be(2)
  expect_event(g, "dice_pools_built", { target = "diva", defence_dice = 3 })
end)

-- Simultaneous effects (p.17, "order of effects"): Seth's Piercing Magic and Brittle Bones both
-- change the pool of one attack; each order must work and no pool goes below 0 (it rolled
-- "-1 dice" and stopped a campaign).
local function seth_against_brittle(diva_first)
  local seth = { id = "seth", side = "blue", at = "a1", card = "seth", cards = { "nova_bolt" } }
  local diva = { id = "diva", side = "red", at = "d1", card = "diva", cards = { "brittle_bones" } }
  local g = test.game({
    board = test.open_board(4, 2),
    figures = diva_first and { diva, seth } or { seth, diva },
  })
  -- The side of the first figure listed plays first: red then rests, doing nothing.
  if diva_first then g:choose("rest") end
  g:choose("activate seth")
  g:rig("attack", { "ranged", "ranged" })
  g:choose("attack seth nova_bolt diva")
  expect(g:figure("diva").wounds).to_be(2)
  expect_event(g, "dice_pools_built", { target = "diva", defence_dice = 0 })
end

test("with Piercing Magic first, Brittle Bones takes no die below zero", function() seth_against_brittle(false) end)

test("with Brittle Bones first, Piercing Magic still leaves no defence dice", function() seth_against_brittle(true) end)

-- p.17: only the primary target sets the attack dice; a secondary target still defends with
-- its own modifiers, its curse included.
test("as a secondary target the hero also rolls one defence die fewer", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu", cards = { "nova_bolt" } },
      { id = "goblin1", side = "monsters", at = "c1", card = "goblin_archer" },
      { id = "diva", side = "red", at = "c1", card = "diva", cards = { "brittle_bones" } },
    },
  })
  g:choose("activate zazu")
  g:rig("attack", { "crit", "ranged", "melee" })
  g:choose("attack zazu nova_bolt goblin1")
  g:choose("second target diva")
  expect_event(g, "dice_pools_built", { target = "diva", secondary = true, defence_dice = 3 })
  local rolls = 0
  for _, e in ipairs(g:events("dice_pools_built")) do
    rolls = rolls + 1
  end
  expect(rolls).to_be(2) -- the primary's pools, then the secondary's
end)
