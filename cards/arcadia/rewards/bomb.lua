-- Bomb: the Reward card of Alchemist's District. The name renders the
-- published card's (shared/data arcadia-scenarios.md 2g); its numbers are our own design.
---@type ArcadiaCard
return {
  name = "Bomb",
  kind = "upgrade",
  type = "attack",
  level = 4,
  reward = true, -- a scenario Reward card: in no Upgrade deck, never bought
  group = "thrown",
  attack = { dice = 4, type = "ranged" },
  bomb = true,
  provisional = true,
  text = "Ranged bomb attack with 4 dice. If it rolls any hit, put your guild's token on the "
    .. "target's space and every space Close to it: an enemy hero entering one suffers the same "
    .. "attack (no abilities or rerolls), and the token goes.",
}
