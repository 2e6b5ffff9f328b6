-- Event: A Light in the Dark. p.16: one Event card for the group each Event Phase, then to the bottom.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsEvent
return {
  kind = "event",
  name = "A Light in the Dark",
  text = "A star burns bright over the Realm and hope stirs in every heart. Each Champion gains 1 Willpower.",
  steps = { { each = "champion", willpower = 1 } },
  copies = 2,
  provisional = true,
}
