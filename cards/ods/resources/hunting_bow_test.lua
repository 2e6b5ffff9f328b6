-- Hunting Bow: acquiring it and what its modifiers do in a real game (scripts/ods/testkit.lua
-- "Resources": kit.resource_case).
local kit = require("ods.testkit")

kit.resource_case({ id = "hunting_bow", price = 4, mods = { might = 1, awareness = 1 } })
