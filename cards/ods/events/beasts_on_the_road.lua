-- Event: Beasts on the Road. p.16: one Event card for the group each Event Phase, then to the bottom.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsEvent
return {
  kind = "event",
  name = "Beasts on the Road",
  text = "Travellers bring word of something hunting along the roads. A Foe enters on a random Realm space.",
  steps = { { foe = "random", at = { type = "realm" } } },
  copies = 1,
  provisional = true,
}
