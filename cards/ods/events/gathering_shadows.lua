-- Event: Gathering Shadows. p.16: one Event card for the group each Event Phase, then to the bottom.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsEvent
return {
  kind = "event",
  name = "Gathering Shadows",
  text = "Darkness pools in the corners of the world. Place 2 shadow tokens.",
  steps = { { place = "shadow", count = 2 } },
  copies = 2,
  provisional = true,
}
