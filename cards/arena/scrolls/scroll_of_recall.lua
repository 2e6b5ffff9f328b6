-- Scroll: Scroll of Recall (ATC 7.2: instantaneous, no roll, flips the team token).
-- Our own design (the rulebook prints no card of this deck): provisional.
-- Data only: the rules run `effects` (scripts/arena/scrolls.lua; `to` picks any living ally,
-- bearer included, any living enemy, a dead ally, or the bearer itself).
---@type ArenaScroll
return {
  kind = "scroll",
  name = "Scroll of Recall",
  effects = {
    { regain_special = 1, to = "ally" },
  },
  text = "One hero of your team regains one of its spent Special Attacks (ATC 5.4.10).",
  provisional = true,
}
