-- Loyal Hound: acquiring it and what its modifiers do in a real game (scripts/ods/testkit.lua
-- "Resources": kit.resource_case).
local kit = require("ods.testkit")

kit.resource_case({ id = "loyal_hound", recruit = 6, mods = { might = 1, awareness = 1 } })
