-- Artifact level 2: Heartwood Amulet (ATC 7.1; its power is not an effect).
-- Our own design (the rulebook prints no card of this deck): provisional.
---@type ArenaArtifact
return {
  kind = "artifact",
  name = "Heartwood Amulet",
  level = 2,
  stats = { max_hp = 10 },
  text = "The bearer has +10 HP (stat and current HP).",
  provisional = true,
}
