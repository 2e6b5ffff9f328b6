-- Event: The Dawn Chorus. p.16: one Event card for the group each Event Phase, then to the bottom.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsEvent
return {
  kind = "event",
  name = "The Dawn Chorus",
  text = "Birdsong drives back the night on one stretch of the Realm. Remove a shadow token from a random Realm space.",
  steps = { { remove = "shadow", at = { type = "realm" } } },
  copies = 1,
  provisional = true,
}
