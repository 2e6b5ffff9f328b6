-- Crown of Whispers: acquiring it and what its modifiers do in a real game (scripts/ods/testkit.lua
-- "Resources": kit.resource_case).
local kit = require("ods.testkit")

kit.resource_case({ id = "crown_of_whispers", relic = true, mods = { awareness = 1, insight = 2 } })
