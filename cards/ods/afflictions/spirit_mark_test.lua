-- Spirit Mark: its data, its trait penalty through traits.value, and its removal (p.15),
-- on p1_hadrian (scripts/ods/testkit.lua "Afflictions": kit.affliction_case).
local kit = require("ods.testkit")

kit.affliction_case({
  id = "spirit_mark",
  copies = 3,
  mods = { awareness = -1, insight = -1 },
  action = { trait = "insight", difficulty = 7 },
})
