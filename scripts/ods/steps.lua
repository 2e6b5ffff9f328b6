-- Data steps shared by villain setup/progress, events and scenario outcomes (docs/ODS.md §4.2, §4.7).
-- STUB written by the lead: owner C replaces the bodies (keep the names and signatures;
-- other modules call them). Contract: docs/ODS.md §3–§8.
local M = {}
--- runs a list of steps; ctx = {champion=, card=, space=}
function M.run(game, list, ctx) end
return M
