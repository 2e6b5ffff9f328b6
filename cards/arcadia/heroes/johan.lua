-- Jøhan: a swordsman who hurls his blades at distant foes.
---@type ArcadiaCard
return {
  name = "Jøhan",
  kind = "hero",
  defence = 3,
  life = 3,
  ability = "Throwing Swords",
  text = "Jøhan may make a Ranged attack with any Sword card; the roll still counts melee hits.",
  -- Not scripted: which attacks are offered is decided by the rules (attack.options), which
  -- must consult this flag (see docs/CONTENT-STATUS.md).
  swords_as_ranged = true,
}
