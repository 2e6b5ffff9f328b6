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
  -- Not scripted: a card cannot start another hero's activation. The rules must read this flag
  -- at the end of his activation (see docs/CONTENT-STATUS.md).
  blessing_activates_ally = true,
}
