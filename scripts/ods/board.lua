-- Graph helpers and tokens on spaces (ODS p.6, p.11).
-- STUB written by the lead: owner A1 replaces the bodies (keep the names and signatures;
-- other modules call them). Contract: docs/ODS.md §3–§8.
local M = {}
--- ids of spaces matching {type=, tag=}, sorted
function M.spaces_of(game, filter) return {} end
--- "hollows-3" of a space id
function M.label(game, space) return space end
function M.by_label(game, label) return nil end
--- number of travels between two spaces (nil if unreachable)
function M.distance(game, a, b) return nil end
--- the next space on a shortest path from `from` to the nearest of `targets` (ties by id)
function M.toward(game, from, targets) return nil end
--- count of `kind` tokens ("shadow"|"quest") on a space; set_tokens writes it
function M.tokens(game, space, kind) return 0 end
function M.set_tokens(game, space, kind, n) end
--- places one token (emits token_placed); where = space id or a pool draw
function M.place_token(game, kind, where) end
function M.champions_at(game, space) return {} end
function M.foes_at(game, space) return {} end
return M
