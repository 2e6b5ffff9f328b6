-- Event: Kind Strangers. p.16: one Event card for the group each Event Phase, then to the bottom.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsEvent
return {
  kind = "event",
  name = "Kind Strangers",
  text = "Shepherds share their fire and their bread with you. Each Champion regains 1 Health.",
  steps = { { each = "champion", health = 1 } },
  copies = 1,
  provisional = true,
}
