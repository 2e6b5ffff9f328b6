-- Ancestral Blade: relic.
-- A relic counting as a weapon (p.11 stacking); relics are never bought (p.7). Numbers ours.
---@type OdsResource
return {
  kind = "resource",
  name = "Ancestral Blade",
  type = "relic",
  counts_as = "weapon",
  mods = { might = 2, resolve = 1 },
  text = "Relic (counts as a Weapon): +2 Might, +1 Resolve.",
  copies = 1,
  provisional = true,
}
