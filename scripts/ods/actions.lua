-- The Action Phase: a Round of up to 3 actions per champion (p.10).
-- STUB written by the lead: owner A2 replaces the bodies (keep the names and signatures;
-- other modules call them). Contract: docs/ODS.md §3–§8.
local M = {}
function M.phase(game) end
function M.round(game, champion) end
return M
