-- The Hand: five shared face-up Resource cards, acquiring, restock, second discard, gifts (p.7, p.10–11, FAQ p.17).
-- STUB written by the lead: owner A2 replaces the bodies (keep the names and signatures;
-- other modules call them). Contract: docs/ODS.md §3–§8.
local M = {}
function M.deal(game) end
--- attaches a resource card by id to a champion (emits resource_acquired); returns the card instance
function M.attach(game, champion, id) return nil end
function M.detach(game, champion, card) end
return M
