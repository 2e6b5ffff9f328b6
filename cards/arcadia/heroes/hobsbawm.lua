-- Hobsbawm: a priest whose spells, cast standing still, spur an ally into action.
---@type ArcadiaCard
return {
  name = "Hobsbawm",
  kind = "hero",
  defence = 2,
  life = 4,
  ability = "Blessing",
  text = "If Hobsbawm attacks with a Magic card and does not move in that activation, one ally he "
    .. "can see may be activated right after him.",
  -- A card cannot start another hero's activation, so the rules read this flag when his
  -- activation ends (scripts/arcadia/rules.lua `blessing`): a Magic attack card used, no movement
  -- point spent; the ally must be in his line of sight and not yet activated this turn (p.14).
  blessing_activates_ally = true,
}
