-- The Ravens Fly Away: its data, and the ending the rules read when the game against morrigan ends in victory.
local kit = require("ods.testkit")

kit.ending_case("morrigan_victory", "morrigan", "victory")
