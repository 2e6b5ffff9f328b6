-- Kestrel Vaine, shooter. The hero, its attacks,
-- names, numbers and text are our own design (provisional);
-- role stats and passive power come from cards/arena/roles/shooter.lua.
---@type ArenaHero
return {
  kind = "hero",
  name = "Kestrel Vaine",
  role = "shooter",
  attacks = { "piercing_shot", "aimed_shot", "rain_of_arrows", "quickdraw" },
  text = "A longbow marksman from the marsh towns; she never wastes an arrow and never stands still.",
  provisional = true,
}
