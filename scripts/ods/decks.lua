-- Decks as comma-separated game variables (deck_X), shuffled with the seeded d6.
-- STUB written by the lead: owner A1 replaces the bodies (keep the names and signatures;
-- other modules call them). Contract: docs/ODS.md §3–§8.
local M = {}
function M.shuffle(game, name, ids) end
function M.draw(game, name) return nil end
function M.bottom(game, name, id, face_up) end
function M.put_top(game, name, id) end
function M.size(game, name) return 0 end
function M.list(game, name) return {} end
return M
