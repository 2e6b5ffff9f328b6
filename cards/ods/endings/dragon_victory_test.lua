-- The Wyrm Brought Low: its data, and the ending the rules read when the game against dragon ends in victory.
local kit = require("ods.testkit")

kit.ending_case("dragon_victory", "dragon", "victory")
