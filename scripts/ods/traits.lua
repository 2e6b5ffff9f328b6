-- Trait values with modifiers and the stacking rule (p.11, p.15, FAQ p.17).
-- STUB written by the lead: owner A2 replaces the bodies (keep the names and signatures;
-- other modules call them). Contract: docs/ODS.md §3–§8.
local M = {}
--- total value of a trait for a test; ctx = {kind=, combat=, foe=}; returns total, parts (list of {card=, value=})
function M.value(game, champion, trait, ctx) return 0, {} end
return M
