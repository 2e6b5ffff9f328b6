-- Poisoned: its data, its trait penalty through traits.value, and its removal (p.15),
-- on p1_hadrian (scripts/ods/testkit.lua "Afflictions": kit.affliction_case).
local kit = require("ods.testkit")

kit.affliction_case({
  id = "poisoned",
  copies = 3,
  mods = { might = -1, resolve = -1 },
  action = { trait = "insight", difficulty = 7 },
})
