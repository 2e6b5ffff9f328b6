-- Heart of Angelis: the Reward card of The Manor. The name renders the
-- published card's (shared/data arcadia-scenarios.md 2g); its numbers are our own design.
---@type ArcadiaCard
return {
  name = "Heart of Angelis",
  kind = "upgrade",
  type = "permanent",
  level = 3,
  reward = true, -- a scenario Reward card: in no Upgrade deck, never bought
  group = "bling",
  extra_life = 2,
  provisional = true,
  text = "+2 life for its holder.",
}
