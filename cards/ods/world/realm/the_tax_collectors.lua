-- World Scenario, Realm deck: The Tax Collectors (choice combat). p.15: outcomes are read only after the
-- test or the decision; part 2 only after a success in part 1.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsWorld
return {
  kind = "world",
  location = "realm",
  name = "The Tax Collectors",
  parts = {
    {
      text = "Armed men stop you at a crossing and demand the lord's toll, though no lord has been seen here in years.",
      choice = { { key = "pay", label = "Pay them" }, { key = "refuse", label = "Refuse" } },
      outcomes = {
        pay = { text = "They count your coins slowly and wave you on.", steps = { { gold = -1 } } },
        refuse = {
          text = "They are not men at all, and they attack. Their strongbox holds the coin of many travellers.",
          steps = { { combat = { random = true } }, { gold = 2 } },
        },
      },
    },
  },
  provisional = true,
}
