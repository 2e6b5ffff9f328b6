-- Afflictions: gaining, removing, Turn-end rolls (p.15–16).
-- STUB written by the lead: owner C replaces the bodies (keep the names and signatures;
-- other modules call them). Contract: docs/ODS.md §3–§8.
local M = {}
function M.gain(game, champion, which) return nil end
function M.remove(game, champion, card) end
function M.turn_end(game) end
return M
