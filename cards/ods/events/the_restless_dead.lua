-- Event: The Restless Dead. p.16: one Event card for the group each Event Phase, then to the bottom.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsEvent
return {
  kind = "event",
  name = "The Restless Dead",
  text = "The earth of an old grave heaves open. A Foe enters on a random Hollows space.",
  steps = { { foe = "random", at = { type = "hollows" } } },
  copies = 1,
  provisional = true,
}
