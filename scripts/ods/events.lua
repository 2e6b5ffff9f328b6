-- The Event Phase (p.16): one event for the group, then the villain's progression.
-- STUB written by the lead: owner C replaces the bodies (keep the names and signatures;
-- other modules call them). Contract: docs/ODS.md §3–§8.
local M = {}
function M.phase(game) end
return M
