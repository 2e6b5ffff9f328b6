-- Event: Market Day. p.16: one Event card for the group each Event Phase, then to the bottom.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsEvent
return {
  kind = "event",
  name = "Market Day",
  text = "Merchants crowd every town and coin changes hands freely. Each Champion gains 1 Gold.",
  steps = { { each = "champion", gold = 1 } },
  copies = 1,
  provisional = true,
}
