-- Scroll: Scroll of Mending (ATC 7.2: instantaneous, no roll, flips the team token).
-- Our own design (the rulebook prints no card of this deck): provisional.
-- Data only: the rules run `effects` (scripts/arena/scrolls.lua; `to` picks any living ally,
-- bearer included, any living enemy, a dead ally, or the bearer itself).
---@type ArenaScroll
return {
  kind = "scroll",
  name = "Scroll of Mending",
  effects = {
    { heal = 12, to = "ally" },
  },
  text = "One living hero of your team (the bearer included) regains 12 HP.",
  provisional = true,
}
