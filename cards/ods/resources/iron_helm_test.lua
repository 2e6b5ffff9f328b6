-- Iron Helm: acquiring it and what its modifiers do in a real game (scripts/ods/testkit.lua
-- "Resources": kit.resource_case).
local kit = require("ods.testkit")

kit.resource_case({ id = "iron_helm", price = 3, mods = { resolve = 2 } })
