-- Spells (invoked, per turn / per use) and combat feats (p.11–12).
-- STUB written by the lead: owner A2 replaces the bodies (keep the names and signatures;
-- other modules call them). Contract: docs/ODS.md §3–§8.
local M = {}
--- turn-long and round-long effects' trait mods for a champion (used by traits.value)
function M.mods(game, champion, trait, ctx) return {} end
function M.cast(game, champion, card) end
return M
