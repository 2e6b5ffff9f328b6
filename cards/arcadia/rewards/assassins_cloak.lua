-- Assassin's Cloak: the Reward card of Evershadow District. The name renders the
-- published card's (shared/data arcadia-scenarios.md 2g); its numbers are our own design.
---@type ArcadiaCard
return {
  name = "Assassin's Cloak",
  kind = "upgrade",
  type = "permanent",
  level = 4,
  reward = true, -- a scenario Reward card: in no Upgrade deck, never bought
  group = "gear",
  extra_defence = 1,
  ignores_guard = true,
  provisional = true,
  text = "+1 defence die for its holder. Its holder's movement never provokes a monster's Guard.",
}
