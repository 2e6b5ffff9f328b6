-- Horn of the Hunt: acquiring it and what its modifiers do in a real game (scripts/ods/testkit.lua
-- "Resources": kit.resource_case).
local kit = require("ods.testkit")

kit.resource_case({ id = "horn_of_the_hunt", relic = true, mods = { might = 1, persuasion = 1 } })
