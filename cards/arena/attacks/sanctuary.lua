-- Sanctuary (oren, healer, special).
-- Public (ATC): name and effect (immunity to new effects from enemies) are in ATC 5.4.4 and 5.4.8; the duration, heal, range and target are ours.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Sanctuary",
  tier = "special",
  interrupt = false,
  range = 8,
  target = "ally",
  up_to = 1,
  damage = 0,
  residual = false,
  effects = {
    { heal = 6, to = "target" },
    { condition = "immune", to = "target", duration = "temporary" },
  },
  role = "healer",
  hero = "oren",
  text = "Ranged, 1 ally. Hit: the ally regains 6 HP and, until your next turn, enemies cannot apply new effects on it. Miss: nothing.",
  provisional = true,
}
