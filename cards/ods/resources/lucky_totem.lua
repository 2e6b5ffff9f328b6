-- Lucky Totem: item.
-- The rulebook names it and its power (reroll one die, once a Turn, FAQ p.17); cost and copies are ours.
---@type OdsResource
return {
  kind = "resource",
  name = "Lucky Totem",
  type = "item",
  cost = { gold = 3 },
  once_per_turn = true,
  ability = { text = "Once per Turn, reroll one die of a test (with two dice, only one of them).", reroll_one = true },
  text = "Once per Turn: reroll one die of a test.",
  copies = 2,
  provisional = true,
}
