---@meta
-- The `game` API that cards and rules modules use (scripts/prelude.lua implements it). Editors
-- with the Lua language server (LuaLS) read this file for completion; `help api` in the REPL
-- reads it too, and repl/tests/apidoc.rs fails when the prelude and this file disagree.
--
-- Scripts run sandboxed: besides `game`, they see `pcall`, `require` and the safe parts of the
-- standard library (string, table, math without random, utf8, ipairs, pairs (sorted keys),
-- select, tonumber, tostring, type, error, assert, setmetatable, getmetatable, next).
-- There is no io, os, load, print or debug.
-- The prelude's `host` table (define, set_kinds, set_events, ...) belongs to the engine: scripts
-- never see it, nor the `kernel` table behind `game`.

--- A value the game state can hold: whole numbers, booleans and strings (nil deletes it).
--- Tables and fractions are refused with an error naming the script line.
---@alias Value integer|boolean|string

--- The game: figures, cards, dice, events, choices and state. Cards get it as the third
--- argument of every handler (`function(self, e, game)`); it is also the global `game`.
--- Keep every piece of state in `game.vars`, `game.side(s)`, `game.space_vars(at)`, figures or
--- card instances, never in Lua locals that outlive a call: undo and replay rebuild the game
--- from its answers.
---@class Game
---@field vars table<string, Value> game-wide variables, read and written like a table (`game.vars.turn = game.vars.turn + 1`). Arcadia sets `turn` (1, 2, ... one per guild turn) and `active` (the side to play)
---@field scenario Scenario the scenario's data, read-only (`game.scenario.turn_limit`, `game.scenario.figure(id)`)
game = {}

-- Figures -------------------------------------------------------------------------------------

--- The figure with id `id` (a proxy: fields read and write the live state). Passing a figure
--- returns it unchanged. An unknown id is an error naming the calling line.
---@param id string|Figure
---@return Figure
function game.figure(id) end

--- Figures in scenario order (with `at`: in the order they came to that space), optionally filtered: `game.figures({side = "blue", on_board = true})`,
--- `game.figures({at = "c4"})` (the figures on one space).
---@param filter? FigureFilter
---@return Figure[]
function game.figures(filter) end

--- Every side of the ruleset, in ruleset order (`{"orange", "blue", "red", "green", "monsters"}`).
---@return string[]
function game.sides() end

--- A number standing for `text` (a 31-bit hash: 31 × the hash so far plus each byte), the same
--- in every process. For a rule that keeps "what this looked like" in a variable: a number
--- keeps the log short where the text would not. Different texts may share a number.
---@param text string
---@return integer
function game.digest(text) end

--- A number standing for every figure as it stands: `game.digest` of the text
--- `PREFIX,F1,F2,...` where each figure (in `game.figures()` order) is `ID@AT:V` (AT its space,
--- `nil` off the board; V its variable `figure_var` when that is an integer, else 0), followed
--- for the figures of `side` by `:N:K` (the cards it holds, and how many of them have the card
--- variable `card_var` set to true). For a rule that compares "what a turn left" (Arcadia's idle
--- guilds): the same number as building that text in Lua, without the cost.
---@param spec {prefix?: string, side?: string, figure_var: string, card_var: string}
---@return integer
function game.picture(spec) end

--- Sides in the order the scenario first lists a figure of each: the seating order of games
--- that seat players by their figures (Arcadia's guilds, clockwise). Fixed for a game; a new
--- list at each call.
---@return string[]
function game.seating() end

--- The variables of side `name` (a guild colour or "monsters"), read and written like a table:
--- `game.side("blue").coins = game.side("blue").coins + 2`. An unknown side is an error.
---@param name string
---@return table<string, Value>
function game.side(name) end

--- The variables of space `at` (what lies there: tokens, a fire, a trap), read and written like
--- a table: `game.space_vars("caer_aurin").shadow = 2`. Any board: a graph space's id or a grid
--- square that is a space (`c4`; a wall, blocking square or gap is an error, as is an unknown
--- space). Logged, undone and saved like every variable; the REPL's `board` shows those the
--- ruleset's `display.space_status` lists.
---@param at string
---@return table<string, Value>
function game.space_vars(at) end

-- Board ----------------------------------------------------------------------------------------

--- Whether there is line of sight from space `a` to space `b` (AQ-LOS). `active` (a figure or
--- its id) is the figure looking, whose enemies make spaces Blocked. Fails when the ruleset
--- has no line of sight (`line_of_sight: none`).
---@param a string a space such as "c4"
---@param b string
---@param active? Figure|string
---@return boolean
function game.los(a, b, active) end

--- Whether there is line of sight from space `a` to square `b` when `b` may itself be a
--- barrier (a blocking square such as a closed door tile that rules let a figure attack): the
--- target's own square never hides it. For an open `b`, the same as `game.los(a, b)`. Fails
--- when the ruleset has no line of sight.
---@param a string
---@param b string
---@return boolean
function game.los_to_barrier(a, b) end

--- Whether space `b` is Close to space `a` (the same space, or a neighbour with no wall or
--- closed door between; AQ-CLOSE). On a graph board: the same space or a path joins them.
---@param a string
---@param b string
---@return boolean
function game.close(a, b) end

--- How crowded space `at` is for `active` (a figure or id; enemies of it make a space Blocked):
--- "free", "full" or "blocked" (AQ-FREE/FULL/BLOCKED).
---@param at string
---@param active? Figure|string
---@return "free"|"full"|"blocked"
function game.crowding(at, active) end

--- Every space where figure `f` may end a movement of `mp` points, sorted.
---@param f Figure|string
---@param mp integer movement points
---@return string[]
function game.reach(f, mp) end

--- The single steps figure `f` may take now with `mp` points left: moves to a neighbour,
--- portal jumps and door flips.
---@param f Figure|string
---@param mp integer
---@return Step[]
function game.steps(f, mp) end

--- The single steps figure `f` may take with `mp` points under the ruleset's `terrain:` costs
--- (ruleset.yaml; Arena): to each neighbour, in reading order, that is a space Close to its own
--- and not Blocked for it, costing the dearest `costs` class among the space entered and, on a
--- diagonal, the two whose corner it cuts; a square another figure stands on only with a point
--- to spare. Each is `{to = "c4", cost = 2, lava = false}`, with one boolean per `hazards`
--- class: true when the step enters (or cuts the corner of) that class from outside it. An
--- error when the ruleset has no `terrain:`.
---@param f Figure|string
---@param mp integer
---@return {to: string, cost: integer}[]
function game.terrain_steps(f, mp) end

--- Moves figure `f` (on the board) to space `to`; the rules check the step is legal first
--- (game.steps). Raises no event: the rules raise `move_step`/`moved` around their moves.
---@param f Figure|string
---@param to string
function game.move(f, to) end

--- Puts figure `f` on space `to` (a placement, not a move: it may be off the board before, e.g.
--- a figure the scenario gives `at: off`).
---@param f Figure|string
---@param to string
function game.place(f, to) end

--- Takes figure `f` off the board (killed, or waiting to spawn). It keeps its cards and vars.
---@param f Figure|string
function game.remove(f) end

--- Flips the door between neighbouring spaces `a` and `b`; returns whether it is now open.
---@param a string
---@param b string
---@return boolean open
function game.flip_door(a, b) end

--- Turns space `at` into a blocking space (`blocked` true: no figure may enter it and it blocks
--- line of sight) or a blocking space back into a plain space without marker. Fails when a
--- figure stands on a space being blocked, or when `at` is a gap or off the grid. Logged.
---@param at string
---@param blocked boolean
function game.set_blocking(at, blocked) end

--- Puts the one-character marker `marker` on space `at` (nil takes it off): what the board
--- picture draws there and `game.marker` reads (a tile placed during the game). Never changes
--- geometry. Fails on a blocking square, a gap, off the grid, or for `.`, `#` and spaces. Logged.
---@param at string
---@param marker string|nil
function game.set_marker(at, marker) end

--- What the grid cell `at` is: "space", "blocking" or "off" (a gap, not part of the board).
--- Fails for coordinates outside the grid.
---@param at string
---@return "space"|"blocking"|"off"
function game.cell(at) end

--- The one-character marker the board diagram puts on space `at` (the scenario explains it),
--- or nil when there is none or `at` is not a space. Fails outside the grid.
---@param at string
---@return string|nil
function game.marker(at) end

--- The grid's width (columns) and height (rows), gaps included.
---@return integer width
---@return integer height
function game.board_size() end

---@class GameSpaceLink
---@field to string the linked space's id
---@field kind string the path's kind (the map's `path_kinds`, e.g. "surface")

---@class GameSpace
---@field id string
---@field name string the display name
---@field kind string the space's type in the map (`type:`)
---@field number integer|nil
---@field tags string[]
---@field pos {x: number, y: number}|nil drawing position
---@field links GameSpaceLink[] sorted by id

--- Graph boards only: space `at` (its id) described: name, kind, number, tags, position and
--- its paths. Fails on a grid board ("not a graph board") or for an unknown id.
---@param at string
---@return GameSpace
function game.space(at) end

--- Graph boards only: the ids of the spaces matching every given field of `filter` (all
--- spaces when empty), sorted.
---@param filter? {kind?: string, tag?: string, number?: integer}
---@return string[]
function game.spaces(filter) end

--- Graph boards only: the ids of the spaces a path joins to `at`, sorted.
---@param at string
---@return string[]
function game.links(at) end

--- Graph boards only: the map file's extra top-level keys (token pools and the like), as a
--- read-only table.
---@return table
function game.map() end

-- Cards ----------------------------------------------------------------------------------------

--- The card instance with instance id `id` (as in `card.id`).
---@param id integer
---@return Card
function game.card(id) end

--- Gives a new instance of card definition `card_id` (a card file name without `.lua`) to a
--- figure, a figure id or a side name; nil leaves it nowhere. Returns the new instance.
---@param card_id string
---@param holder? Figure|string
---@return Card
function game.give(card_id, holder) end

--- Moves card instance `c` to another holder (a figure, a figure id or a side name); nil
--- discards it (holder "nowhere": its handlers stop running).
---@param c Card|integer
---@param holder? Figure|string
function game.move_card(c, holder) end

--- Card instances, optionally only those held by `filter.holder` (a figure, figure id or side).
---@param filter? CardFilter
---@return Card[]
function game.cards(filter) end

--- A card definition (the table its file returns, with `id` set) by card id, or nil.
---@param card_id string
---@return ArcadiaCard|ArenaCard|nil
function game.def(card_id) end

--- Every loaded card id, sorted; only the cards of `kind` (e.g. "hero", "upgrade") when given.
--- For decks, drafts and hero lists.
---@param kind string?
---@return string[]
function game.card_ids(kind) end

-- Dice -----------------------------------------------------------------------------------------

--- Rolls `spec.n` dice of kind `spec.die` ("attack" or "defence" in Arcadia) with the seeded
--- generator, or the faces rigged with `rig` first. A CRIT adds one more die (explosion) unless
--- `explode = false`. The roll is written to the log.
--- A spawn roll is `game.roll({die = "attack", n = 2, explode = false, rerollable = false})`.
---@param spec RollSpec
---@return Roll
function game.roll(spec) end

--- A new list with the elements of the sequence `list` in a random order (`list` itself is not
--- changed): a shuffled deck is `game.shuffle(cards)`. The order comes from the game's seeded
--- generator, like unrigged dice, but never from faces rigged with `rig`: rigging cannot fix a
--- shuffle (a test that needs a known order sets the deck itself). Written to the log as one
--- entry, `shuffle N: order P1 P2 ...` (the old positions, from 1, in their new order), also
--- for an empty or one-element list, which draws no random number. Not allowed in a read-only
--- query. A list of more than 10,000 elements is refused.
---@generic T
---@param list T[]
---@return T[]
function game.shuffle(list) end

-- Events, choices and the end -------------------------------------------------------------------

--- Raises event `name` (listed under `events:` in scripts/arcadia/ruleset.yaml) with payload
--- `e`, logs it as `event NAME DETAIL`, and runs every handler of every card instance that has
--- a holder and whose `when` (if any) returns true. When several trigger for one side, that
--- side chooses their order. Handlers may change the payload's (rw) fields; the caller reads
--- them back from the returned table. A handler setting `e.cancelled = true` stops the rest.
---@param name ArcadiaEventName|ArenaEventName|OdsEventName an event of the loaded ruleset
---@param e? table the payload; `e.detail` (a string) is written to the log
---@return table e the same payload, after every handler ran
function game.emit(name, e) end

--- Queues `f(game)` to run once the action being resolved is over: the rules wrap each attack
--- in `game.action`, so a handler of any attack event that defers an effect gets it "after this
--- attack" (after its wounds and kills; the reactions it provokes, such as Arcadia's Guard and
--- Payback, are activations of their own that follow it). Effects run in the order queued; an
--- effect may defer more. A deferred effect never outlives the rules step it was queued in. Outside any action or event, `f` runs at once.
--- Example: `game.defer(function(game) holder.wounds = holder.wounds - 1 end)`.
---@param f fun(game: Game)
function game.defer(f) end

--- What `game.effect` takes (MODDING §3, "Effects that last").
---@class EffectSpec
---@field on Figure|string|Card the holder: a figure, a side's name or a card instance (required)
---@field id string the effect's name on its holder (letters, digits, _; required). The same id put on again renews it (no stacking)
---@field name? string what the log and the status panel call it (default: `id`)
---@field ends? string a moment of the ruleset: it ends when that moment comes. Arcadia: end_of_activation, end_of_next_activation, start_of_next_activation, end_of_turn. Arena: end_of_turn, end_of_next_turn, start_of_next_turn. ODS: end_of_turn, end_of_phase, start_of_next_round, end_of_combat_round, end_of_combat
---@field lasts_while? string a condition of the ruleset ("wounded"): it ends once that no longer holds (checked after every event); not put on at all if it does not hold now
---@field mods? table<string, integer> modifiers while it lasts, summed by `game.modifier(holder, name)` (Arcadia reads `movement` and `defence`)
---@field set? table<string, integer|boolean|string> holder variables set while it lasts; each gets back its earlier value when it ends
---@field source? Card the card that put it on (named in the log and the status panel)
---@field quiet? boolean no log notes and not listed (bookkeeping such as game.once_per's)

--- Puts an effect with a duration on a figure, a side or a card: it sets `set` variables and
--- adds `mods` while it lasts, and ends at the moment `ends` (a moment the ruleset names, such
--- as "end_of_next_activation"), or once the condition `lasts_while` ("wounded") no longer
--- holds, whichever comes first (without either it lasts until `game.end_effect`). All of it
--- is variables of the holder, so undo, forks and saves carry it; the log says when it is put
--- on and when it ends, and the status panel lists it. Returns false (nothing put on) when
--- `lasts_while` does not hold now.
--- Example: `game.effect({ on = e.target, id = "snared", name = "Snared", mods = { movement = -1 }, ends = "end_of_next_activation", source = self })`.
---@param spec EffectSpec
---@return boolean
function game.effect(spec) end

--- Whether effect `id` is on `on` (a figure, a side's name or a card).
---@param on Figure|string|Card
---@param id string
---@return boolean
function game.has_effect(on, id) end

--- Ends effect `id` on `on` now (its variables back, a log note); false when it was not on.
---@param on Figure|string|Card
---@param id string
---@return boolean
function game.end_effect(on, id) end

--- The effects on `on`, in the order put on: `{id, name, from, ends, lasts_while, text}` each
--- (`text` as the status panel shows it: "Snared (until the end of its next activation, from Snare Whip)").
---@param on Figure|string|Card
---@return table[]
function game.effects(on) end

--- The status panel's lines listing every holder's effects ("effects on zazu: Snared (...)");
--- each ruleset's `status` query shows them.
---@return string[]
function game.effect_lines() end

--- The sum of modifier `name` over the effects on `on` (0 when none): what the rules add to a
--- figure's own value. Arcadia reads `movement` (points per move) and `defence` (dice).
---@param on Figure|string|Card
---@param name string
---@return integer
function game.modifier(on, name) end

--- Once per period: true the first time card `card` asks (with `key`, default "use") until the
--- moment `period` names ("turn" means "end_of_turn"; any moment of the ruleset), false after.
--- Kept as a quiet effect on the card, so undo, forks and saves carry it.
--- Example: `if game.once_per("turn", self) then e.figure.wounds = e.figure.wounds - 1 end`.
---@param period string
---@param card Card
---@param key? string
---@return boolean
function game.once_per(period, card, key) end

--- Rules only, as they load: the moments effects may last until, each `{at = EVENT, after =
--- EVENT?, match = FIELD?, text = "..."}`. It ends when event `at` is over; with `after`, only
--- once event `after` has begun since the effect was put on ("its next activation"); with
--- `match`, only for an event whose payload field `match` is the holder (a figure; for a side,
--- any of its figures; for a card, its holder).
---@param moments table<string, {at: string, after?: string, match?: string, text?: string}>
function game.moments(moments) end

--- Rules only, as they load: the conditions an effect may last while, each `{test =
--- function(holder, game) return BOOLEAN end, text = "wounded"}`.
---@param conditions table<string, {test: fun(holder: Figure|string|Card, game: Game): boolean, text?: string}>
function game.conditions(conditions) end

--- Rules only: names who decides for a side no player sits at. `f(side)` returns the side
--- that chooses for it, or nil for the side itself. Every question put to a side
--- (`game.choose`, `game.ask`, the order of simultaneous effects) goes to the side `f` names, so
--- a player is never left waiting on a side nobody plays. Arcadia's rules make the player to the
--- right of the active one decide for the monsters; Arena's co-op gives the foes' open decisions
--- to the heroes (the Quests' Golden Rule, p.33). Call it when the rules module loads (at its
--- top level), not in a step: it is part of the script state every game shares, and a saved
--- game loads without its set-up.
---@param f fun(side: string): string|nil
function game.set_controller(f) end

--- Rules only: `f(card)` returns false for a card instance whose handlers must not run now.
--- Arcadia's rules silence a card lying under a death curse, and the hero card of a hero
--- holding a card with `suppresses_ability` (Hollow Mind). Like set_controller, call it when
--- the rules module loads.
---@param f fun(card: Card): boolean
function game.set_card_filter(f) end

--- Runs `f()` as one action and returns what it returns; effects deferred while it runs happen
--- when it is over. Rules use it (an attack); cards rarely need it.
---@param f fun(): any
---@return any
function game.action(f) end

--- Asks `spec.side` to pick one of `spec.options` and returns the chosen option table, with
--- `index` (1-based) set. Every decision of the game is such a choice: a player types the
--- option's key (or its number), a bot picks one. Extra fields on an option come back as they
--- were, so an option can carry what it means: `{key = "second target orc1", figure = orc}`.
---@param spec ChoiceSpec
---@return ChoiceOption chosen
function game.choose(spec) end

--- Steps from the nearest of `goals` (a list of spaces) to every space reachable from one,
--- moving only between Close spaces (open edges and doors, diagonals where the geometry is
--- eight-way, a graph board's paths), figures ignored: a table space -> distance, without the
--- spaces no goal reaches. The kernel's search: rules and bots heading somewhere ask this
--- rather than walking the board in Lua.
--- With `opts.mover`, the costs are what that figure pays to walk from a goal (a closed door
--- costs 2 points; spaces it may not enter, such as a space its enemies block, are not
--- crossed; goals are at 0 even when it may not enter them), counted up to `opts.limit`
--- (spaces dearer than that are left out). Bots weigh a figure's steps by this.
--- With `opts.at` (a list of spaces), the answer holds only those of them (the same numbers
--- as the whole table's): a query that needs a few spaces' distances pays for those alone.
---@param goals string[]
---@param opts? {mover?: Figure|string, limit?: integer, at?: string[]}
---@return table<string, integer>
function game.distances(goals, opts) end

--- The events raised since the last answer (since the game began, before the first), in the
--- order raised: `{name = "rest", detail = "blue"}` each. For the rules' read-only queries: an
--- invariant about what an answer did (`skirmish fuzz` asks `invariants` after every answer)
--- reads them here.
---@return {name: string, detail: string}[]
function game.recent_events() end

--- The spec of the choice this game waits on, as the rules passed it to `game.choose` or
--- `game.ask` (its options keep their own fields), or nil. For the rules' read-only queries: a bot's `suggest`
--- reads the options it ranks here. With `{fields = false}`, a question asked as data comes
--- with each option's `key` and `label` only (none of its own fields, no proxies made): for a
--- query that reads only the prompt and the keys.
---@param opts? {fields?: boolean}
---@return ChoiceSpec|nil
function game.pending(opts) end

--- Rules only: schedules step `name` (a function `steps[name](game, args)` of the table the
--- rules module returns) to run after the current step, with `args` (string keys; strings,
--- whole numbers and booleans). The steps one step pushes run in the order pushed, before
--- steps pushed earlier. Between two steps a game is plain data (no script is running), so a
--- fork, an undo or a save starts there and replays only the answers given since; rules that
--- loop (turns, rounds) run each pass as a step of its own.
---@param name string
---@param args? table<string, string|integer|boolean>
function game.push(name, args) end

--- Rules only: asks `spec.side` to pick one of `spec.options`, as `game.choose`, but as data:
--- the step ends there, and once answered step `step` of the rules runs as
--- `steps[step](game, args, pick)`, `pick` being the option picked (its own fields, `key`,
--- `label`, `index`). While the game waits on such a question no script is running, so a
--- fork, an undo or a saved game restores it as a copy, running no script again (a
--- `game.choose` in the middle of a step's code makes them replay that step). An option's own
--- fields must be data: strings, whole numbers, booleans, figures, cards and tables of these.
--- A step that asks pushes no step and asks nothing more: `return game.ask(...)`. Not inside
--- an action or an event (a card's handler asks with `game.choose`).
---@param spec ChoiceSpec
---@param step string
---@param args? table<string, string|integer|boolean>
function game.ask(spec, step, args) end

--- Rules only: opens a reaction window after the current step, a flow procedure the kernel
--- runs: each of `spec.reactors` (options as `game.ask`'s, their own fields data) reacts in
--- turn as step `step` of the rules, `steps[step](game, args, reactor)`, each reaction over
--- (its own questions answered) before the next and before the steps this step pushes after
--- the window. While two or more reactors are left, `spec.side` picks which reacts first
--- (`spec.prompt`), a question kept as data like `game.ask`'s. `spec.holds`, if given, names
--- a probe step `steps[holds](game, args)` asked before each reaction; it only looks (no
--- change, no question), and once it returns false the window closes. No reactors: no window.
--- Arcadia's Guard on a move is one (AQ p.19: the monsters Close to the space left attack
--- first, in the order the controlling player picks, until the hero is off the board).
---@param spec ReactionsSpec
---@param step string
---@param args? table<string, string|integer|boolean>
function game.reactions(spec, step, args) end

--- Ends the game; `result` says how (`{winner = "blue"}`, `{winner = "none", reason = "turn limit"}`).
--- It never returns.
---@param result table
function game.finish(result) end

--- Writes a note to the game log (`log` in the REPL shows it). With `sides` (a side or a list),
--- only those sides may read it (what a card lets one player look at: "Freya scouts: ...").
---@param text any
---@param sides? string|string[]
function game.log(text, sides) end

--- Who may see a game variable (design principle 5): only `sides` (a side or a list; `{}`:
--- nobody, as a shuffled deck's order), until `game.hide(key, nil)` shows it to everybody again.
--- A player's view of the log then reads `set game KEY = (hidden)`; the rules still read it.
--- Only game variables carry who may see them: a secret of one side lives in a game variable
--- named for it (Arena's `heroic_deck_white`), hidden from the others; side, figure, card and
--- space variables are public, and a card's identity is hidden with `game.hide_card`.
---@param key string a game variable's name (`game.vars[key]`)
---@param sides string|string[]|nil
function game.hide(key, sides) end

--- Who knows which card a card instance is: only `sides` (`{}`: nobody, a face-down token; the
--- team for a secret pick), until `game.hide_card(c, nil)` turns it face up. A player's view
--- of the log reads `card #N (face down) -> HOLDER`; where it lies stays public.
---@param c Card
---@param sides string|string[]|nil
function game.hide_card(c, sides) end

--- Whether `side` may read game variable `key` (see `game.hide`); nil asks for everything
--- (debugging), "" for a spectator's view. For the rules' read-only queries that show a player
--- the game (`status`), which are given the side at the screen (nil with `--reveal`).
---@param key string
---@param side? string
---@return boolean
function game.may_see(key, side) end

--- Whether `side` knows which card instance `c` is (see `game.hide_card`): false for a
--- face-down token or another side's secret pick; nil asks for everything, "" for a spectator.
---@param c Card
---@param side? string
---@return boolean
function game.may_see_card(c, side) end

-- Globals besides `game` ---------------------------------------------------------------------------

--- Like Lua's `pcall`, except that an exceeded instruction budget or memory cap always
--- propagates (a card cannot swallow it).
---@param f function
---@param ... any
---@return boolean ok
---@return any ...
function pcall(f, ...) end

--- Loads a rules module of the project by name: `require("arcadia.rewards")` is
--- scripts/arcadia/rewards.lua (loaded once, then shared). Only project scripts, no files.
---@param name string
---@return any
function require(name) end

-- Figures --------------------------------------------------------------------------------------

--- A figure on (or off) the board. `id`, `side`, `card`, `at` and `on_board` are read-only
--- (move with game.move/game.place/game.remove); every other field is a variable of the figure,
--- nil until set, holding a Value. The Arcadia rules set `life`, `defence`, `wounds`,
--- `movement` (from its hero or monster card) and `dazed`; cards may add their own.
--- Two proxies of one figure are equal (`e.attacker == self.holder`).
---@class Figure
---@field id string its unique id (from the scenario), read-only
---@field side string its side ("blue", "monsters", ...), read-only
---@field card string? its hero or monster card id, read-only
---@field at string? its space ("c4"), nil when off the board, read-only
---@field on_board boolean whether it is on the board, read-only
---@field life integer? wounds that kill it (set from its card at setup)
---@field defence integer? its defence dice (set from its card at setup)
---@field wounds integer? wounds it has taken
---@field movement integer? movement points per activation, when its card sets one
---@field dazed boolean? a dazed figure rolls no defence dice (AQ-DICE)
---@field [string] Value any other variable a script sets
local Figure = {}

--- The card instances this figure holds (its hero card, upgrades, tokens, curses, ...).
---@return Card[]
function Figure:cards() end

--- Whether `other` (a figure or a figure id) is on another side.
---@param other Figure|string
---@return boolean
function Figure:is_enemy(other) end

--- A filter for game.figures. Every key is optional.
---@class FigureFilter
---@field side? string only figures of this side
---@field on_board? boolean only figures on (true) or off (false) the board
---@field at? string only figures on this space

--- One step a figure may take (from game.steps).
---@class Step
---@field kind "step"|"portal"|"door" a move to a neighbour, a portal jump, or a door flip
---@field to string the space it ends on (for a door, the space beyond it)
---@field door? string for a door step: the space on the other side of the door

-- Cards ----------------------------------------------------------------------------------------

--- A card instance: one copy of a card definition held by a figure, a side or nowhere. `id`,
--- `card`, `def` and `holder` are read-only (use game.give/game.move_card); every other field
--- is a variable of the instance, nil until set (Arcadia sets `exhausted = true` when an attack
--- card is used, and clears it on rest). In a handler, `self` is the instance that triggered.
--- Two proxies of one instance are equal (`e.card == self`).
---@class Card
---@field id integer the instance id, read-only
---@field card string the card id (its file name without .lua), read-only
---@field def ArcadiaCard|ArenaCard its definition (the data table of its file), read-only
---@field holder Figure|string|nil the figure holding it, a side name, or nil (nowhere), read-only
---@field exhausted boolean? set by the rules when an attack card is used; nil when ready
---@field [string] Value any other variable a script sets (`self.used = true`)
local Card = {}

--- A filter for game.cards.
---@class CardFilter
---@field holder? Figure|string only cards held by this figure (or figure id) or side
---@field nowhere? boolean only cards nobody holds (discarded, or lying on the board)
---@field with? string only cards whose variable of this name is set (e.g. `at`, `exhausted`)

-- Dice -----------------------------------------------------------------------------------------

--- What to roll (game.roll).
---@class RollSpec
---@field die string the die kind: "attack" or "defence" (scripts/arcadia/dice.yaml)
---@field n integer how many dice (0 to 100)
---@field explode? boolean whether a CRIT adds a die (default true)
---@field rerollable? boolean whether its dice may be rerolled (default true)

--- A roll of dice, from game.roll or an event payload (`e.attack`, `e.defence`). Its dice
--- change when rerolled; every reroll is logged.
---@class Roll
---@field id integer the roll's id in the game log (`roll #3`)
---@field die string the die kind rolled
local Roll = {}

--- The dice in order: the pool first, then the extra dice CRITs added.
---@return Die[]
function Roll:dice() end

--- How many dice show tag `tag`: "melee", "ranged", "shield" or "crit" (a CRIT carries every
--- success tag of its die, so it counts as a hit and as a CRIT). "blank" is not a tag: look
--- for `d.face == "blank"` in roll:dice().
---@param tag string
---@return integer
function Roll:count(tag) end

--- Whether at least one die shows `tag`. CRIT effects happen once per roll however many CRITs
--- show, so test them with `roll:shows("crit")`; count them only for "each CRIT" effects.
---@param tag string
---@return boolean
function Roll:shows(tag) end

--- Rerolls die `i` (from 1). A CRIT gained adds its extra die; a CRIT lost removes the extra
--- die it had added. A roll made with `rerollable = false` refuses.
---@param i integer
function Roll:reroll(i) end

--- One die of a roll.
---@class Die
---@field face string its face: its tags joined with "+" ("melee", "melee+ranged+crit", "crit+shield"), or "blank"; test tags with `d.tags` or roll:count rather than comparing faces
---@field tags string[] the tags of its face (empty for a blank)
---@field extra boolean added by a CRIT rather than part of the pool
---@field added_by integer? for an extra die: the index of the die that added it
---@field rerolls integer how many times it was rerolled

-- Choices --------------------------------------------------------------------------------------

--- A question for game.choose.
---@class ChoiceSpec
---@field side string the side that answers
---@field prompt? string the question shown (default "choose")
---@field options ChoiceOption[] at least one; keys unique
---@field secret? boolean only `side` may see the answer (a secret pick); other players' views of the log read `SIDE chose (secret)`
---@field rule? string the rule that asks, with its rulebook page ("rerolls, one die at a time (rulebook p.16)"): the REPL's `why` shows it; a card's question without one names the card (its name and text)

--- A reaction window for game.reactions.
---@class ReactionsSpec
---@field side string who orders the reactors while two or more are left
---@field prompt? string the order question (default "which reaction first?")
---@field reactors ChoiceOption[] who may react, each with its own fields (data)
---@field holds? string a probe step of the rules: the window closes once it returns false
---@field rule? string the rule that opens the window, with its rulebook page (`why` shows it)

--- One option of a choice. `key` is what a player types (make it a short command-like phrase:
--- "reroll 2", "second target orc1"); any other field is kept and returned when chosen.
---@class ChoiceOption
---@field key string unique among the options
---@field label? string the longer text shown (default: the key)
---@field index integer set on the returned option: its position (1-based)
---@field [string] any what the option means to the script

-- Scenario -------------------------------------------------------------------------------------

--- The scenario's data, read-only: every top-level key of the scenario file that the kernel
--- does not read itself (`name`, `turn_limit`, `quests`, ...), plus `figures`, a table from
--- figure id to that figure's extra keys (`cards`, and any key a rule or test reads).
---@class Scenario
---@field name? string the scenario's name
---@field turn_limit? integer guild turns before the game ends in a draw (Arcadia default 200)
---@field figures table<string, table> figure id -> its extra keys
---@field [string] any any other top-level key of the scenario file
local Scenario = {}

--- The extra card ids the scenario gives figure `id` (its `cards:` list; empty if none).
---@param id string
---@return string[]
function Scenario.cards_of(id) end

--- Figure `id`'s scenario entry (its extra keys), or nil.
---@param id string
---@return table?
function Scenario.figure(id) end
