-- Tests: d6 + trait against a difficulty; Willpower, Boons, rerolls, two-dice passives (p.10, p.13, FAQ p.17).
-- STUB written by the lead: owner A2 replaces the bodies (keep the names and signatures;
-- other modules call them). Contract: docs/ODS.md §3–§8.
local M = {}
--- opts = {trait=, difficulty=, kind="test"|"attack"|"defence", source=card or nil, combat=combat number or nil, bonus=N}
--- returns {die=kept, dice={...}, total=, passed=, margin=total-difficulty}
function M.test(game, champion, opts) return { die = 1, dice = { 1 }, total = 1, passed = false, margin = 0 } end
return M
