-- Scroll: Scroll of Rebirth (ATC 7.2: instantaneous, no roll, flips the team token).
-- Our own design (the rulebook prints no card of this deck): provisional.
-- Data only: the rules run `effects` (scripts/arena/scrolls.lua; `to` picks any living ally,
-- bearer included, any living enemy, a dead ally, or the bearer itself).
---@type ArenaScroll
return {
  kind = "scroll",
  name = "Scroll of Rebirth",
  effects = {
    { revive = 10, to = "dead_ally" },
  },
  text = "One dead hero of your team revives with 10 HP on its square of death (or the nearest free square).",
  provisional = true,
}
