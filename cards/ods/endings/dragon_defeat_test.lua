-- Ash and Embers: its data, and the ending the rules read when the game against dragon ends in defeat.
local kit = require("ods.testkit")

kit.ending_case("dragon_defeat", "dragon", "defeat")
