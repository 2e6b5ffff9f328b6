-- Leather Jerkin: acquiring it and what its modifiers do in a real game (scripts/ods/testkit.lua
-- "Resources": kit.resource_case).
local kit = require("ods.testkit")

kit.resource_case({ id = "leather_jerkin", price = 2, mods = { agility = 1 } })
