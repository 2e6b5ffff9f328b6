-- Crown of Whispers: relic.
-- Our own design (provisional): name, cost, modifiers and copies.
---@type OdsResource
return {
  kind = "resource",
  name = "Crown of Whispers",
  type = "relic",
  counts_as = "item",
  mods = { insight = 2, awareness = 1 },
  text = "Relic (counts as an Item): +2 Insight, +1 Awareness.",
  copies = 1,
  provisional = true,
}
