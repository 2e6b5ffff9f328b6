-- Fate Dial, initiative, Turns and phases of Act I and Act II, the ending (p.8, p.10, p.16).
-- STUB written by the lead: owner A1 replaces the bodies (keep the names and signatures;
-- other modules call them). Contract: docs/ODS.md §3–§8.
local M = {}
function M.play(game) end
--- champions (figure proxies) on the board in this Turn's initiative order
function M.order(game) return {} end
--- ends the game: outcome = "victory"|"defeat", ending = card id or nil
function M.finish(game, outcome, why, ending) end
return M
