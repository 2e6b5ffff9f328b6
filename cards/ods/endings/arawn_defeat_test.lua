-- The Kingdom of the Dead: its data, and the ending the rules read when the game against arawn ends in defeat.
local kit = require("ods.testkit")

kit.ending_case("arawn_defeat", "arawn", "defeat")
