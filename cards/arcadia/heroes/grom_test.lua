-- Grom, Battle Fury: while wounded he rolls one more die in attack and in defence.
local function game(wounds)
  return test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "grom", side = "blue", at = "a1", card = "grom", cards = { "rusty_blade" }, wounds = wounds },
      { id = "diva", side = "red", at = "b1", card = "diva", cards = { "slingshot" } },
    },
  })
end

test("a wounded Grom rolls one more attack die", function()
  local g = game(1)
  g:choose("activate grom")
  g:rig("attack", { "melee", "melee", "melee", "melee" })
  g:rig("defence", { "blank", "blank", "blank", "blank" })
  g:choose("attack grom rusty_blade diva")
  -- Rusty Blade's 3 dice + 1 for Battle Fury, all hits.
  expect(g:figure("diva").wounds).to_be(4)
end)

test("an unwounded Grom rolls the card's dice only", function()
  local g = game(0)
  g:choose("activate grom")
  g:rig("attack", { "melee", "melee", "melee", "melee" })
  g:rig("defence", { "blank", "blank", "blank", "blank" })
  g:choose("attack grom rusty_blade diva")
  expect(g:figure("diva").wounds).to_be(3)
end)

test("a wounded Grom rolls one more defence die", function()
  local g = game(1)
  g:play("activate grom", "end grom")
  g:choose("activate diva")
  g:rig("attack", { "ranged", "ranged" })
  -- Two defence dice (1 + Battle Fury) save both hits.
  g:rig("defence", { "shield", "shield" })
  g:choose("attack diva slingshot grom")
  expect(g:figure("grom").wounds).to_be(1)
end)
