-- Dread: its data, its trait penalty through traits.value, and its removal (p.15),
-- on p1_hadrian (scripts/ods/testkit.lua "Afflictions": kit.affliction_case).
local kit = require("ods.testkit")

kit.affliction_case({ id = "dread", copies = 4, mods = { resolve = -1 }, capital = true })
