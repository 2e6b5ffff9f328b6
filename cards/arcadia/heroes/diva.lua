-- Diva: a heavily armoured hero with no natural ability; her high defence is her strength.
---@type ArcadiaCard
return {
  name = "Diva",
  kind = "hero",
  defence = 4,
  life = 4,
  ability = "Hard as Rock",
  text = "No special ability: the card is a joke about how tough she already is.",
}
