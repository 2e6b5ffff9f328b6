-- Horn of the Hunt: relic.
-- Our own design (provisional): name, cost, modifiers and copies.
---@type OdsResource
return {
  kind = "resource",
  name = "Horn of the Hunt",
  type = "relic",
  counts_as = "item",
  mods = { might = 1, persuasion = 1 },
  text = "Relic (counts as an Item): +1 Might, +1 Persuasion.",
  copies = 1,
  provisional = true,
}
