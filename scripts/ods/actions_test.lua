-- The Action Phase (p.10): a Round of up to 3 actions per champion, in initiative order.
-- Tamlin starts on Westmarch Keep (Realm; paths to Blackwater Marsh, Crypt of Saint Ide,
-- Glimmerlake, Saltmere), Health 9, Willpower 5; his Special (Forage) works on Wilds spaces.
local kit = require("ods.testkit")

local function game(extra)
  local opts = { champions = { p1 = { "tamlin" } } }
  for k, v in pairs(extra or {}) do
    opts[k] = v
  end
  return kit.game(opts)
end

local function travels(g)
  local out = {}
  for _, o in ipairs(g:options()) do
    local to = o:match("^travel (.+)$")
    if to then out[#out + 1] = to end
  end
  return out
end

test("travel goes along a path only; the space left is the retreat space", function()
  local g = game()
  expect(travels(g)).to_be({ "blackwater_marsh", "crypt_of_ide", "glimmerlake", "saltmere" })
  g:choose("travel glimmerlake")
  expect(g:prompt()).to_contain("p1_tamlin at glimmerlake")
  expect(kit.champion(g, "p1_tamlin").at).to_be("glimmerlake")
  expect(kit.champion(g, "p1_tamlin").prev).to_be("westmarch_keep")
  expect_event(g, "travelled", { champion = "p1_tamlin", from = "westmarch_keep", to = "glimmerlake" })
  expect_event(g, "action", { champion = "p1_tamlin", action = "travel" })
end)

test("a Round has three actions, the same action may repeat", function()
  -- no Scenario to draw, so the rest of the Turn asks nothing
  local g = game({
    vars = {
      deck_world_capital = "",
      deck_world_realm = "",
      deck_world_wilds = "",
      deck_world_hollows = "",
      deck_quest = "",
    },
  })
  expect_event(g, "round_start", { champion = "p1_tamlin", phase = "action" })
  g:choose("travel glimmerlake")
  g:choose("travel westmarch_keep")
  expect(kit.champion(g, "p1_tamlin").actions).to_be(1)
  g:choose("travel saltmere")
  expect(#g:events("travelled")).to_be(3)
  -- the Round is over: the rest of the Turn is played, the next Turn's Round begins
  expect(#g:events("round_start")).to_be(2)
  expect(#g:events("turn_start")).to_be(2)
  expect(g:prompt()).to_contain("3 action(s) left")
end)

test("pass ends the Round at once; the next champion in initiative order follows", function()
  local g = kit.game({ champions = { p1 = { "tamlin" }, p2 = { "anton" } } })
  if g:offers("first p1_tamlin") then g:choose("first p1_tamlin") end
  expect(g:prompt()).to_contain("p1_tamlin")
  g:choose("pass")
  expect(g:prompt()).to_contain("p2_anton")
  expect(#g:events("action")).to_be(0)
  expect_event(g, "round_start", { champion = "p2_anton" })
end)

test("rest regains 2 Health, never above the maximum, and is offered only when wounded", function()
  local g = game({ figure_vars = { p1_tamlin = { health = 6, willpower = 2 } } })
  g:choose("rest")
  expect(kit.champion(g, "p1_tamlin").health).to_be(8)
  expect(kit.champion(g, "p1_tamlin").willpower).to_be(2) -- Rest restores no Willpower
  g:choose("rest")
  expect(kit.champion(g, "p1_tamlin").health).to_be(9)
  expect(g:options()).not_to_contain("rest")
end)

test("the Special Action is once per Turn", function()
  local g = game({ at = { p1_tamlin = "glimmerlake" }, figure_vars = { p1_tamlin = { health = 3 } } })
  g:choose("special")
  expect(kit.champion(g, "p1_tamlin").health).to_be(5)
  expect(kit.champion(g, "p1_tamlin").special_used).to_be(11) -- Act I, Turn 1
  expect(g:options()).not_to_contain("special")
  expect(g:options()).to_contain("rest")
end)

test("a Special whose card says it can do nothing here (special.usable) is not offered", function()
  -- Tamlin forages only on a Wilds space and only when something is below its maximum
  local g = game({ at = { p1_tamlin = "glimmerlake" } })
  expect(g:options()).not_to_contain("special")
  g = game({ at = { p1_tamlin = "westmarch_keep" }, figure_vars = { p1_tamlin = { health = 3 } } })
  expect(g:options()).not_to_contain("special")
  g = game({ at = { p1_tamlin = "glimmerlake" }, figure_vars = { p1_tamlin = { health = 3 } } })
  expect(g:options()).to_contain("special")
end)

test("purge removes a shadow token from the champion's space, back to the pile", function()
  local g = game({ space_vars = { westmarch_keep = { shadow = 2 } } })
  g:choose("purge")
  expect(g:space_vars("westmarch_keep").shadow).to_be(1)
  expect_event(g, "token_removed", { kind = "shadow", space = "westmarch_keep", by = "p1_tamlin" })
  expect(g:vars().pool_shadow).to_contain("realm-8")
  g:choose("purge")
  expect(g:space_vars("westmarch_keep").shadow).to_be_nil()
  expect(g:options()).not_to_contain("purge")
end)

test("purge is not offered on a space without shadow", function()
  local g = game({ space_vars = { westmarch_keep = { shadow = 0 } } })
  expect(g:options()).not_to_contain("purge")
end)

test("a champion may travel onto a foe's space", function()
  local g = game({ at = { undead_horde_1 = "glimmerlake" } })
  expect(g:options()).to_contain("travel glimmerlake")
  g:choose("travel glimmerlake")
  expect(g:prompt()).to_contain("p1_tamlin at glimmerlake")
  expect(kit.champion(g, "p1_tamlin").at).to_be("glimmerlake")
end)

test("a Special with nothing to work on is not offered; one without `usable` always is", function()
  -- Selene's Omens needs two Event cards to look at (special.usable)
  local g = kit.game({ champions = { p1 = { "selene" } }, vars = { deck_event = "" } })
  expect(g:options()).not_to_contain("special")
  g = kit.game({ champions = { p1 = { "selene" } }, vars = { deck_event = "a_blessed_wind,market_day" } })
  expect(g:options()).to_contain("special")
  -- Natasha's Pilfer can always be tried (a test, p.10)
  g = kit.game({ champions = { p1 = { "natasha" } } })
  expect(g:options()).to_contain("special")
end)

test("a Rest sheds an affliction that a Rest removes, even at full Health (p.15)", function()
  local g = game({ probe_give = { p1_tamlin = { "fever" } } })
  expect(g:options()).to_contain("rest")
  g:choose("rest")
  expect_event(g, "affliction_removed", { champion = "p1_tamlin", card = "fever" })
  expect(g:options()).not_to_contain("rest")
end)

test("an affliction removed by an action: its test, then it is gone", function()
  local g = game({ probe_give = { p1_tamlin = { "entranced" } }, figure_vars = { p1_tamlin = { willpower = 0 } } })
  kit.rig(g, 3) -- 3 + Resolve 2 = 5 < 6
  g:choose("remove entranced")
  expect(g:options()).to_contain("remove entranced")
  kit.rig(g, 4)
  g:choose("remove entranced")
  expect_event(g, "affliction_removed", { champion = "p1_tamlin", card = "entranced" })
  expect(g:options()).not_to_contain("remove entranced")
end)
