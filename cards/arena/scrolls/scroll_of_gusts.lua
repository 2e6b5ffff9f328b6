-- Scroll: Scroll of Gusts (ATC 7.2: instantaneous, no roll, flips the team token).
-- Our own design (the rulebook prints no card of this deck): provisional.
-- Data only: the rules run `effects` (scripts/arena/scrolls.lua; `to` picks any living ally,
-- bearer included, any living enemy, a dead ally, or the bearer itself).
---@type ArenaScroll
return {
  kind = "scroll",
  name = "Scroll of Gusts",
  effects = {
    { push = 3, to = "enemy" },
  },
  text = "Push one enemy up to 3 squares away from the bearer (forced movement).",
  provisional = true,
}
