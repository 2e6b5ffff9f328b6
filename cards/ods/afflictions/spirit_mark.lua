-- Affliction (magical): Spirit Mark. p.15: a trait penalty (penalties always stack) and the one way
-- to shed it; a removed card is shuffled back into the Affliction deck.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsAffliction
return {
  kind = "affliction",
  name = "Spirit Mark",
  type = "magical",
  mods = { awareness = -1, insight = -1 },
  text = "A glowing sigil burns on your brow, and the spirits of the land whisper at you without end. -1 Awareness, -1 Insight. Spend an action and pass an Insight Test (7) to unweave it.",
  remove = { action = true, test = { trait = "insight", difficulty = 7 } },
  copies = 3,
  provisional = true,
}
