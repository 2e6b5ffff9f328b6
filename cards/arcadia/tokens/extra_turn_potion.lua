-- Extra Turn Potion: an exploration token that lets its holder go again straight away.
---@type ArcadiaCard
return {
  name = "Extra Turn Potion",
  kind = "token",
  count = 2, -- copies in the base box's exploration pool
  text = "At the end of its holder's activation, discard it to activate the same hero again " .. "at once.",
  -- Not scripted: a card cannot start an activation. rewards.extra_activation offers it when
  -- its holder's activation ends (rulebook p.25: "That same Hero is activated again").
  grants_extra_activation = true,
}
