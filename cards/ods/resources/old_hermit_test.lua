-- Old Hermit: acquiring it and what its modifiers do in a real game (scripts/ods/testkit.lua
-- "Resources": kit.resource_case).
local kit = require("ods.testkit")

kit.resource_case({ id = "old_hermit", recruit = 7, mods = { insight = 2 } })
