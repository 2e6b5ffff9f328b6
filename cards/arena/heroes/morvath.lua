-- Morvath the Hollow, controller. The hero, its attacks,
-- names, numbers and text are our own design (provisional);
-- role stats and passive power come from cards/arena/roles/controller.lua.
---@type ArenaHero
return {
  kind = "hero",
  name = "Morvath the Hollow",
  role = "controller",
  attacks = { "hex_bolt", "grasping_roots", "soul_fetters", "word_of_silence" },
  text = "A hooded hexer who binds souls with black chains and speaks the words that silence spells.",
  provisional = true,
}
