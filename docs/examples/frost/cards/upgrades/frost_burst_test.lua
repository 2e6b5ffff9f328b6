-- Frost Burst: a target it wounds is Chilled until the end of its next activation.
local function keep_rolls(g)
  while (g:prompt() or ""):find("may reroll", 1, true) do g:choose("keep") end
end

test("a wounded target moves one point less in its next activation, then three again", function()
  local g = test.game{ scenario = "frost_try" }
  g:choose("activate diva")
  g:rig("attack", { "ranged", "ranged", "ranged" })
  g:rig("defence", { "blank", "blank" })
  g:choose("attack diva frost_burst zazu")
  keep_rolls(g)
  expect(g:figure("zazu")["mod.movement"]).to_be(-1)
  expect(table.concat(g:log(), "\n")).to_contain("Chilled on zazu (from Frost Burst)")
  g:play("end diva", "activate zazu", "move zazu", "move zazu c1")
  expect(g:offers("move zazu d1")).to_be(true)
  g:choose("move zazu d1")
  expect(g:offers("move zazu d2")).to_be(false) -- two points, not three
  g:choose("end zazu")
  expect(g:figure("zazu")["mod.movement"]).to_be_nil()
end)

test("no wound, no chill", function()
  local g = test.game{ scenario = "frost_try" }
  g:choose("activate diva")
  g:rig("attack", { "melee", "melee", "melee" })
  g:rig("defence", { "blank", "blank" })
  g:choose("attack diva frost_burst zazu")
  keep_rolls(g)
  expect(g:figure("zazu")["mod.movement"]).to_be_nil()
end)
