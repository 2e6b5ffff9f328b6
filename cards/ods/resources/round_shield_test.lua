-- Round Shield: acquiring it and what its modifiers do in a real game (scripts/ods/testkit.lua
-- "Resources": kit.resource_case).
local kit = require("ods.testkit")

kit.resource_case({ id = "round_shield", price = 4, mods = { agility = 1, resolve = 1 } })
