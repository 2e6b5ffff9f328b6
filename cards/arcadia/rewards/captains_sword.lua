-- Captain's Sword: the Reward card of The Moon Gate. The name renders the
-- published card's (shared/data arcadia-scenarios.md 2g); its numbers are our own design.
---@type ArcadiaCard
return {
  name = "Captain's Sword",
  kind = "upgrade",
  type = "attack",
  level = 3,
  reward = true, -- a scenario Reward card: in no Upgrade deck, never bought
  group = "sword",
  attack = { dice = 4, type = "melee" },
  reroll = 1,
  provisional = true,
  text = "Melee attack with 4 dice. +1 reroll for its holder, even exhausted.",
}
