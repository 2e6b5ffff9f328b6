-- Thieves' Tools: acquiring it and what its modifiers do in a real game (scripts/ods/testkit.lua
-- "Resources": kit.resource_case).
local kit = require("ods.testkit")

kit.resource_case({ id = "thieves_tools", price = 4, mods = { awareness = 1, insight = 1 } })
