-- The Scenario Phase: World and Quest decks, parts, outcomes revealed after the choice (p.15).
-- STUB written by the lead: owner C replaces the bodies (keep the names and signatures;
-- other modules call them). Contract: docs/ODS.md §3–§8.
local M = {}
function M.phase(game) end
function M.resolve(game, champion, card) end
return M
