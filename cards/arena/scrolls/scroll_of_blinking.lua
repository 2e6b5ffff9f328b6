-- Scroll: Scroll of Blinking (ATC 7.2: instantaneous, no roll, flips the team token).
-- Our own design (the rulebook prints no card of this deck): provisional.
-- Data only: the rules run `effects` (scripts/arena/scrolls.lua; `to` picks any living ally,
-- bearer included, any living enemy, a dead ally, or the bearer itself).
---@type ArenaScroll
return {
  kind = "scroll",
  name = "Scroll of Blinking",
  effects = {
    { move = 3, to = "self" },
  },
  text = "The bearer moves up to 3 squares at once (no reaction attacks; not while Slowed).",
  provisional = true,
}
