-- Scroll: Scroll of Fire (ATC 7.2: instantaneous, no roll, flips the team token).
-- Our own design (the rulebook prints no card of this deck): provisional.
-- Data only: the rules run `effects` (scripts/arena/scrolls.lua; `to` picks any living ally,
-- bearer included, any living enemy, a dead ally, or the bearer itself).
---@type ArenaScroll
return {
  kind = "scroll",
  name = "Scroll of Fire",
  effects = {
    { damage = 8, to = "enemy" },
  },
  text = "One enemy takes 8 damage.",
  provisional = true,
}
