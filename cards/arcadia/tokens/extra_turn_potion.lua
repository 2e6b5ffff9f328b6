-- Extra Turn Potion: an exploration token that lets its holder go again straight away.
---@type ArcadiaCard
return {
  name = "Extra Turn Potion",
  kind = "token",
  count = 2, -- copies in the base box's exploration pool
  text = "At the end of its holder's activation, discard it to activate the same hero again "
    .. "at once.",
  -- Not scripted: a card cannot start an activation. The rules must offer it at
  -- activation_end (see docs/CONTENT-STATUS.md).
  grants_extra_activation = true,
}
