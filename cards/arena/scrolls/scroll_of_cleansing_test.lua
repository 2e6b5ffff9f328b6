-- Scroll scroll_of_cleansing: used in a real PvP game.
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
test("Scroll of Cleansing removes the effects enemies applied on an ally", function()
  local g = game("scroll_of_cleansing")
  act(g, "pass me")
  rig(g, 1, "n19")
  act(g, "attack foe hamstring_cut")
  act(g, "target e4")
  settle(g)
  act(g, "pass foe")
  use(g, "scroll_of_cleansing")
  act(g, "scroll on me")
  expect_event(g, "effect_ended", { figure = "me", condition = "slowed" })
end)
