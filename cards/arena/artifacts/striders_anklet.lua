-- Artifact level 1: Strider's Anklet (ATC 7.1; its power is not an effect).
-- Our own design (the rulebook prints no card of this deck): provisional.
---@type ArenaArtifact
return {
  kind = "artifact",
  name = "Strider's Anklet",
  level = 1,
  stats = { movement = 1 },
  text = "The bearer has +1 Movement.",
  provisional = true,
}
