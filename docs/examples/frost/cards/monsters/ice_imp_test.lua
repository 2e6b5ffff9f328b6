-- Ice Imp: 1 life, so two wounds (its Overkill) kill it at once.
test("two wounds kill it and pay its reward to the killer", function()
  local g = test.game{ scenario = "frost_try" }
  g:choose("activate diva")
  g:rig("attack", { "ranged", "ranged", "ranged" })
  g:rig("defence", { "blank" })
  g:choose("attack diva frost_burst imp1")
  expect_event(g, "figure_killed", { figure = "imp1", killer = "diva" })
end)
