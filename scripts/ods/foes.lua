-- Foes: the aligned Foe deck, entering the map, epic foes, removal (p.6, p.13–14).
-- STUB written by the lead: owner B replaces the bodies (keep the names and signatures;
-- other modules call them). Contract: docs/ODS.md §3–§8.
local M = {}
function M.build_decks(game, villain) end
--- places a foe (id of a foe card or "random") on a space; returns the figure
function M.enter(game, which, space) return nil end
function M.epic(game, id, space) return nil end
function M.remove(game, foe, by) end
return M
