-- Dorran Quill, tactician. The hero, its attacks,
-- names, numbers and text are our own design (provisional);
-- role stats and passive power come from cards/arena/roles/tactician.lua.
---@type ArenaHero
return {
  kind = "hero",
  name = "Dorran Quill",
  role = "tactician",
  attacks = { "hooking_glaive", "sundering_blow", "marked_for_ruin", "whirling_gambit" },
  text = "A veteran sergeant with a long glaive who shoves foes where his team wants them.",
  provisional = true,
}
