-- Combat (p.13–14, FAQ p.17): rounds, joining, defenders, retreat, ambush, duel, deaths, rewards.
-- STUB written by the lead: owner B replaces the bodies (keep the names and signatures;
-- other modules call them). Contract: docs/ODS.md §3–§8.
local M = {}
--- the Combat Phase: every space with champions and foes fights; every_combat_phase abilities act
function M.phase(game) end
--- a combat on a space; opts = {kind="phase"|"scenario"|"ambush"|"duel", champions=, foes=}; returns "won"|"lost"|"retreated"|"ongoing"
function M.fight(game, space, opts) return "won" end
function M.ambush(game, attacker, defender) end
function M.duel(game, champion, foe) end
--- a champion loses health (death handled: Act I replacement, Act II out); source for the log
function M.damage_champion(game, champion, n, source) end
return M
