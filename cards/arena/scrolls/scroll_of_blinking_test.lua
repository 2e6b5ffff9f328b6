-- Scroll scroll_of_blinking: used in a real PvP game.
-- Shared helpers (scripts/arena/testkit.lua): `act` answers the optional prompts until `key` is
-- offered, `settle` until the turn menu is back.
local kit = require("arena.testkit")
local act, settle, hp, rig = kit.act, kit.settle, kit.hp, kit.rig
-- A scroll is used with `scroll BEARER CARD` (pvp.lua); the test skips if that is not offered
-- (ATC 7.2: any moment the team token is Special Ready; no roll, range or vision).
local function game(card, extra, heroic)
  local figs = {
    { id = "me", side = "white", at = "e4", card = "korrag", start_hp = 40, cards = { card } },
    { id = "mate", side = "white", at = "a8", card = "vessa", start_hp = 30 },
    { id = "foe", side = "black", at = "f4", card = "ilsa" },
  }
  for _, f in ipairs(extra or {}) do
    figs[#figs + 1] = f
  end
  return test.game({ board = test.open_board(10, 8), heroic = heroic, figures = figs })
end
local function use(g, card)
  local key = "scroll me " .. card
  if not g:offers(key) then test.skip("waits for the rules to offer scrolls (ATC 7.2): no `" .. key .. "`") end
  g:choose(key)
end
test("Scroll of Blinking moves the bearer 3 squares with no reaction attack", function()
  local g = game("scroll_of_blinking")
  use(g, "scroll_of_blinking")
  g:choose("benefit d4")
  expect(g:offers("react foe")).to_be(false)
  g:choose("benefit c4")
  g:choose("benefit b4")
  expect(g:figure("me").at).to_be("b4")
end)
