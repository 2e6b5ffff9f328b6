-- Event: A Blessed Wind. p.16: one Event card for the group each Event Phase, then to the bottom.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsEvent
return {
  kind = "event",
  name = "A Blessed Wind",
  text = "A warm wind carries the scent of spring and a feeling that fortune is turning. Each Champion gains a +1 boon token.",
  steps = { { each = "champion", boon = 1 } },
  copies = 1,
  provisional = true,
}
