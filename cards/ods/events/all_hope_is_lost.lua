-- Event: All Hope is Lost. p.16: one Event card for the group each Event Phase, then to the bottom.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsEvent
return {
  kind = "event",
  name = "All Hope is Lost",
  text = "Word spreads of fallen keeps and burning villages; even the bravest falter. Each Champion loses 1 Willpower.",
  steps = { { each = "champion", willpower = -1 } },
  copies = 2,
  provisional = true,
}
