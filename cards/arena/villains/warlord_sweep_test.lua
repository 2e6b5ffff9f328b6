-- A villain attack card (cards/arena/villains/warlord_sweep.lua): up to two heroes, 9 each.

test("Warlord's Sweep hits both heroes beside the warlord, 9 damage each", function()
  local g = test.game({
    mode = "coop",
    board = test.open_board(8, 6),
    evil_powers = { "frenzy" },
    flasks = {},
    figures = {
      { id = "tank", side = "heroes", at = "c2", card = "tank" },
      { id = "healer", side = "heroes", at = "d2", card = "healer" },
      { id = "w", side = "foes", at = "c3", card = "warlord" },
    },
  })
  g:rig("d20", { "n19", "n19" })
  for _ = 1, 20 do
    local p = g:prompt() or ""
    if p:find("round 2", 1, true) then break end
    local hero = p:match("turn %d+: (%S+) ")
    if hero then
      g:choose("pass " .. hero)
    else
      g:choose(1)
    end
  end
  expect_event(g, "attack_resolved", { attacker = "w", attack = "warlord_sweep" })
  expect(g:figure("tank").hp).to_be(75 - 9)
  expect(g:figure("healer").hp).to_be(55 - 9)
end)
