-- Snare Whip: a target it wounds has 1 movement point fewer until the end of its next
-- activation, and rolls 1 defence die fewer while it is wounded (game.effect, MODDING §3, "Effects that last").
local function keep_rolls(g)
  while (g:prompt() or ""):find("may reroll", 1, true) do
    g:choose("keep")
  end
end

-- diva (red, first) whips zazu (blue, defence 2, life 4): 2 wounds.
local function whipped(zazu_cards, diva_cards)
  local g = test.game({
    board = test.open_board(6, 2),
    figures = {
      { id = "diva", side = "red", at = "a1", card = "diva", cards = diva_cards or { "snare_whip" } },
      { id = "zazu", side = "blue", at = "b1", card = "zazu", cards = zazu_cards },
    },
    first_player = "red",
  })
  g:choose("activate diva")
  g:rig("attack", { "melee", "melee", "melee" })
  g:rig("defence", { "shield", "blank" })
  g:choose("attack diva snare_whip zazu")
  keep_rolls(g)
  return g
end

local function snared(g) return g:figure("zazu")["mod.movement"] == -1 end

test("a wounded target is Snared and Exposed, in the log and the status panel", function()
  local g = whipped()
  expect(g:figure("zazu").wounds).to_be(2)
  expect(snared(g)).to_be(true)
  expect(g:figure("zazu")["mod.defence"]).to_be(-1)
  local log = table.concat(g:log(), "\n")
  expect(log).to_contain("Snared on zazu (from Snare Whip) until the end of its next activation")
  expect(log).to_contain("Exposed on zazu (from Snare Whip) while wounded")
  local status = table.concat(g:query("status").lines, "\n")
  expect(status).to_contain(
    "effects on zazu: Snared (until the end of its next activation, from Snare Whip); "
      .. "Exposed (while wounded, from Snare Whip)"
  )
end)

test("no wound, no effect", function()
  local g = test.game({
    board = test.open_board(6, 2),
    figures = {
      { id = "diva", side = "red", at = "a1", card = "diva", cards = { "snare_whip" } },
      { id = "zazu", side = "blue", at = "b1", card = "zazu" },
    },
    first_player = "red",
  })
  g:choose("activate diva")
  g:rig("attack", { "melee", "ranged", "ranged" })
  g:rig("defence", { "shield", "blank" })
  g:choose("attack diva snare_whip zazu")
  keep_rolls(g)
  expect(g:figure("zazu").wounds or 0).to_be(0)
  expect(g:figure("zazu")["mod.movement"]).to_be_nil()
  expect(g:query("status").lines).not_to_contain("effects on zazu")
end)

test("Snared lasts through the attacker's turn and ends with the end of the target's next activation", function()
  local g = whipped()
  g:choose("end diva") -- red's turn ends: not zazu's activation
  expect(snared(g)).to_be(true)
  g:play("activate zazu", "move zazu", "move zazu c1")
  -- 3 movement points less 1: the move is over after two steps.
  expect(g:offers("move zazu d1")).to_be(true)
  g:choose("move zazu d1")
  expect(g:offers("move zazu e1")).to_be(false)
  expect(snared(g)).to_be(true) -- still its activation
  g:choose("end zazu")
  expect(g:figure("zazu")["mod.movement"]).to_be_nil()
  expect(table.concat(g:log(), "\n")).to_contain("Snared on zazu ends (the end of its next activation)")
  -- Its following activation has its 3 points again.
  g:play("activate diva", "end diva", "activate zazu", "move zazu", "move zazu e1", "move zazu f1")
  expect(g:offers("move zazu f2")).to_be(true)
end)

test("undo, a fork and a save brought back keep the effect and end it at the same moment", function()
  local g = whipped()
  g:play("end diva", "activate zazu")
  local f = g:fork()
  g:save_load()
  for _, x in ipairs({ g, f }) do
    expect(snared(x)).to_be(true)
    x:choose("end zazu")
    expect(x:figure("zazu")["mod.movement"]).to_be_nil()
    x:undo()
    expect(snared(x)).to_be(true)
    x:choose("end zazu")
    expect(x:figure("zazu")["mod.movement"]).to_be_nil()
  end
end)

test("Exposed rolls 1 defence die fewer, and ends when the target is healed", function()
  local g = whipped({ "healing_charm" }, { "snare_whip", "rusty_blade" })
  g:play("end diva")
  expect(g:figure("zazu")["mod.defence"]).to_be(-1)
  -- Healing Charm removes 1 wound at the start of zazu's activation: 2 -> 1, still wounded.
  g:choose("activate zazu")
  expect(g:figure("zazu").wounds).to_be(1)
  expect(g:figure("zazu")["mod.defence"]).to_be(-1)
  g:play("end zazu", "activate diva")
  g:rig("attack", { "ranged", "ranged", "ranged" })
  g:rig("defence", { "blank" })
  g:choose("attack diva rusty_blade zazu")
  keep_rolls(g)
  expect_event(g, "dice_pools_built", { card = "rusty_blade", defence_dice = 1 })
  g:play("end diva", "activate zazu") -- 1 -> 0 wounds: no longer wounded
  expect(g:figure("zazu").wounds).to_be(0)
  expect(g:figure("zazu")["mod.defence"]).to_be_nil()
  expect(table.concat(g:log(), "\n")).to_contain("Exposed on zazu ends (no longer wounded)")
end)
