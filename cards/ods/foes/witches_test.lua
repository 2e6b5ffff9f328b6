-- Witches: its numbers in a real combat (Anton: Might 2, Agility 2, no weapon or armour; 2
-- Willpower so that every test stops at a prompt, answered `accept`), its standees and its ability.
local kit = require("ods.testkit")

local FOE = "witches_1"

local function fight(extra, faces) return kit.foe_fight(FOE, extra, faces) end

kit.foe_case({
  card = "witches",
  foe = FOE,
  health = 4,
  defence = 3,
  attack = 6,
  gold = 3,
  standees = 2,
  retreat = true,
})

test("witches: a wounded champion gains a magical Affliction", function()
  local g = fight(nil, { 1, 1, 1 })
  kit.play_until(g, "affliction_gained", 1, nil, { "accept" })
  local e = g:events("affliction_gained")[1]
  expect(e.champion).to_be("p1_anton")
end)
