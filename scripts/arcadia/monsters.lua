-- Monsters (rulebook p.19-22): Guard and Payback reactions, monster attacks, Overkill, and the
-- spawn tile. The rules call these at fixed points; each is a no-op until written.
local monsters = {}

--- Setup: the spawn tile and whatever monster state the scenario needs.
function monsters.setup(game) end

--- A hero is about to leave space `from` by step `step` ({to, kind, door}); Guard reactions of
--- monsters Close to `from` happen here. Return true to stop the movement (the hero died).
function monsters.leaving(game, hero, from, step) return false end

--- An attack by `hero` is over; `done` = {card, targets (list), killed (list)}. Guard (when no
--- Close monster was targeted) and Payback happen here.
function monsters.after_attack(game, hero, done) end

--- A monster was killed and removed from the board: it goes to the spawn tile or the box.
function monsters.killed(game, monster, killer) end

--- End of the active player's turn: spawn when the tile is full or no monster is on the board.
function monsters.end_of_turn(game, side) end

return monsters
