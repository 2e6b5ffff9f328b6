-- The Rookery: a guild holds one quest token at a time.
local function game(rules)
  return test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu" },
      { id = "grom", side = "blue", at = "a2", card = "grom" },
      { id = "diva", side = "red", at = "d2", card = "diva" },
    },
    tokens = {
      b1 = { card = "quest_token", colour = "red" },
      c1 = { card = "quest_token", colour = "green" },
      b2 = { card = "quest_token", colour = "blue" },
      d1 = "healing_potion",
    },
    special_rules = rules,
  })
end

test("a hero of a guild holding a quest token leaves the next one where it lies", function()
  local g = game({ "the_rookery_rules" })
  g:play("activate zazu", "move zazu", "move zazu b1", "move zazu c1")
  expect(g:figure("zazu").cards).to_contain("quest_token")
  local tokens = 0
  for _, c in ipairs(g:figure("zazu").cards) do
    if c == "quest_token" then tokens = tokens + 1 end
  end
  expect(tokens).to_be(1)
  g:choose("move zazu d1") -- other tokens are still picked up
  expect(g:figure("zazu").cards).to_contain("healing_potion")
end)

test("the limit is per guild: another hero of the guild cannot take one either", function()
  local g = game({ "the_rookery_rules" })
  g:play("activate zazu", "move zazu", "move zazu b1", "end move", "end zazu")
  g:play("rest") -- red
  g:play("activate grom", "move grom", "move grom b2")
  expect(g:figure("grom").cards).not_to_contain("quest_token")
end)

test("without the rule a hero picks up every quest token", function()
  local g = game(nil)
  g:play("activate zazu", "move zazu", "move zazu b1", "move zazu c1")
  local tokens = 0
  for _, c in ipairs(g:figure("zazu").cards) do
    if c == "quest_token" then tokens = tokens + 1 end
  end
  expect(tokens).to_be(2)
end)

test("a killed hammer beastman goes to the box", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu", cards = { "slingshot" } },
      { id = "diva", side = "red", at = "d2", card = "diva" },
      { id = "hammer1", side = "monsters", at = "c1", card = "hammer_beastman", vars = { wounds = 2 } },
      { id = "goblin1", side = "monsters", at = "d1", card = "goblin_archer" },
    },
    special_rules = { "the_rookery_rules" },
  })
  g:choose("activate zazu")
  g:rig("attack", { "crit", "crit", "crit", "ranged", "ranged", "ranged" })
  g:rig("defence", { "blank", "blank", "blank", "blank" })
  g:choose("attack zazu slingshot hammer1")
  expect(g:figure("hammer1").boxed).to_be(true)
end)
