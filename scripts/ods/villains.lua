-- Villains: Act I setup and progression, Act II flip, quest-token uses, villain rules (p.6, p.8, p.16, FAQ p.18).
-- STUB written by the lead: owner C replaces the bodies (keep the names and signatures;
-- other modules call them). Contract: docs/ODS.md §3–§8.
local M = {}
function M.setup(game) end
function M.progress(game) end
function M.act2(game) end
return M
