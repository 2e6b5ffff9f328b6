-- Old Hermit: companion.
-- Our own design (provisional): name, cost, modifiers and copies.
---@type OdsResource
return {
  kind = "resource",
  name = "Old Hermit",
  type = "companion",
  cost = { test = { trait = "persuasion", difficulty = 7 } },
  mods = { insight = 2 },
  text = "+2 Insight. Recruit: Persuasion 7.",
  copies = 1,
  provisional = true,
}
