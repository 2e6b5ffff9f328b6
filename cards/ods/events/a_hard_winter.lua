-- Event: A Hard Winter. p.16: one Event card for the group each Event Phase, then to the bottom.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsEvent
return {
  kind = "event",
  name = "A Hard Winter",
  text = "Frost bites deep and the nights are long. Each Champion loses 1 Health.",
  steps = { { each = "champion", health = -1 } },
  copies = 1,
  provisional = true,
}
