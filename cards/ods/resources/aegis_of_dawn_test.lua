-- Aegis of Dawn: acquiring it and what its modifiers do in a real game (scripts/ods/testkit.lua
-- "Resources": kit.resource_case).
local kit = require("ods.testkit")

kit.resource_case({ id = "aegis_of_dawn", relic = true, mods = { agility = 2, resolve = 1 } })
