-- World Scenario, Hollows deck: Smugglers' Cache (combat). p.15: outcomes are read only after the
-- test or the decision; part 2 only after a success in part 1.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsWorld
return {
  kind = "world",
  location = "hollows",
  name = "Smugglers' Cache",
  parts = {
    {
      text = "Crates are stacked in an alcove, marked with a smuggler's sign.",
      test = { trait = "awareness", difficulty = 6 },
      success = { text = "You help yourself before the owners come back.", steps = { { gold = 2 } } },
      failure = {
        text = "The owners come back while you are still searching.",
        steps = { { combat = "redcap_assassins" } },
      },
    },
  },
  provisional = true,
}
