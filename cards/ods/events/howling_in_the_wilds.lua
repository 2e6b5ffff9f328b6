-- Event: Howling in the Wilds. p.16: one Event card for the group each Event Phase, then to the bottom.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsEvent
return {
  kind = "event",
  name = "Howling in the Wilds",
  text = "The night is loud with howls. A Foe enters on a random Wilds space, and a shadow token is placed.",
  steps = { { foe = "random", at = { type = "wilds" } }, { place = "shadow", count = 1 } },
  copies = 1,
  provisional = true,
}
