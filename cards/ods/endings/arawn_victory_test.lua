-- The Mists Lift: its data, and the ending the rules read when the game against arawn ends in victory.
local kit = require("ods.testkit")

kit.ending_case("arawn_victory", "arawn", "victory")
