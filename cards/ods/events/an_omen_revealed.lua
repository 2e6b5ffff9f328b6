-- Event: An Omen Revealed. p.16: one Event card for the group each Event Phase, then to the bottom.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsEvent
return {
  kind = "event",
  name = "An Omen Revealed",
  text = "A seer's dream points the way to a hidden task. Place 1 quest token.",
  steps = { { place = "quest", count = 1 } },
  copies = 1,
  provisional = true,
}
