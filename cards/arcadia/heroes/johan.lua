-- Jøhan: a swordsman who hurls his blades at distant foes.
---@type ArcadiaCard
return {
  name = "Jøhan",
  kind = "hero",
  defence = 3,
  life = 3,
  ability = "Throwing Swords",
  text = "Jøhan may make a Ranged attack with any Sword card; the roll still counts melee hits.",
  -- Which attacks are offered is the rules' business, so attack.options reads this flag: a Sword
  -- card also reaches enemies in line of sight that are not Close, as a Ranged attack (for
  -- boosts and effects) whose roll counts melee hits.
  swords_as_ranged = true,
}
