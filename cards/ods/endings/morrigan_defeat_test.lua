-- The Endless War: its data, and the ending the rules read when the game against morrigan ends in defeat.
local kit = require("ods.testkit")

kit.ending_case("morrigan_defeat", "morrigan", "defeat")
