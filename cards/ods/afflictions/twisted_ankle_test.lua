-- Twisted Ankle: its data, its trait penalty through traits.value, and its removal (p.15),
-- on p1_hadrian (scripts/ods/testkit.lua "Afflictions": kit.affliction_case).
local kit = require("ods.testkit")

kit.affliction_case({ id = "twisted_ankle", copies = 4, mods = { agility = -1 }, roll = 4 })
