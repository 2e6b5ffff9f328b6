-- Wandering Bard: acquiring it and what its modifiers do in a real game (scripts/ods/testkit.lua
-- "Resources": kit.resource_case).
local kit = require("ods.testkit")

kit.resource_case({ id = "wandering_bard", recruit = 6, mods = { persuasion = 2 } })
