---@meta
-- What a `*_test.lua` file sees (`skirmish test`; repl/src/cardtest.lua implements it, and
-- repl/tests/card_tests.rs fails when this file names something it does not have). Tests run
-- in their own sandboxed Lua state; games are driven through the handles below, never through
-- `game`. docs/MODDING.md "Testing a card" walks through a whole test file.

--- A game a test drives: answers by option key, rigged dice, snapshots of the state.
---@class TestGame
local TestGame = {}

--- Answers the pending choice by its option key (`"activate zazu"`) or number (from 1).
---@param answer string|integer
function TestGame:choose(answer) end
--- Answers several choices in order.
---@param ... string|integer
function TestGame:play(...) end
--- Makes the next dice of `die` show `faces`, in the order they are drawn.
---@param die string
---@param faces string[]|string
function TestGame:rig(die, faces, ...) end
--- Takes the last answer back.
function TestGame:undo() end
--- The pending choice, or nil when the game is over: its options' keys and labels (two lists
--- in the same order) and, for a question the rules asked as data (`game.ask`), `fields`: each
--- option's own fields (a figure as its id, a card instance as its card id); nil for one asked
--- in the middle of code (`game.choose`), which has keys and labels only.
---@return {side: string, prompt: string, options: string[], labels: string[], fields: table[]|nil}|nil
function TestGame:pending() end
---@return string|nil
function TestGame:prompt() end
--- The keys of the pending choice's options.
---@return string[]
function TestGame:options() end
---@param key string
---@return boolean
function TestGame:offers(key) end
--- A snapshot of a figure: id, side, card, at, on_board, every variable (wounds, life, ...),
--- cards (ids it holds) and exhausted (card id -> true).
---@param id string
---@return table
function TestGame:figure(id) end
--- A snapshot of the first card `card` held by `holder` (a figure id or side; nil: anyone).
---@param card string
---@param holder? string
---@return table|nil
function TestGame:card(card, holder) end
--- Card ids held by a figure or side.
---@param holder string
---@return string[]
function TestGame:cards(holder) end
--- The game variables.
---@return table<string, Value>
function TestGame:vars() end
--- A side's variables.
---@param name string
---@return table<string, Value>
function TestGame:side(name) end
--- A space's variables (its tokens and the like), by address (`c4`, a graph space id).
---@param space string
---@return table<string, Value>
function TestGame:space_vars(space) end
--- A read-only rules query (`status`, `summary`, ...) as `side` may see it (nil: everything);
--- a list of sides for `evaluate_sides`.
---@param name string
---@param side? string|string[]
---@return any
function TestGame:query(name, side) end
--- Events raised so far (optionally only `name`): `{name, detail, ...payload fields}`.
---@param name? string
---@return table[]
function TestGame:events(name) end
--- The log as text lines.
---@return string[]
function TestGame:log() end
--- How the game ended (`"winner=blue"`), or nil.
---@return string|nil
function TestGame:finished() end
--- The table the rules passed to `game.finish` (nil until the game is over).
---@return table|nil
function TestGame:outcome() end
--- The figures on a space.
---@param space string
---@return string[]
function TestGame:at(space) end

--- What `expect(actual)` returns: each check fails the test with the expected and actual values.
---@class Expectation
---@field to_be fun(expected: any) equal (tables by content)
---@field to_equal fun(expected: any) the same as to_be
---@field not_to_be fun(other: any)
---@field to_be_nil fun()
---@field to_be_truthy fun()
---@field to_be_falsy fun()
---@field to_contain fun(x: any) a list item or a substring
---@field not_to_contain fun(x: any)
---@field to_be_at_least fun(n: number)
---@field to_be_at_most fun(n: number)

--- The keys of `test.game{...}`: a board diagram (or `scenario = PATH`), figures as in a
--- scenario file, any other scenario key, and the starting state (docs/MODDING.md).
---@class TestGameSpec
---@field board? string a board diagram (indentation is removed), or test.open_board(w, h)
---@field figures? table[] `{id =, side =, at =, card =, cards = {...}, wounds =, exhausted =, vars =}`
---@field scenario? string a scenario file instead of board and figures
---@field seed? integer default 1, or `skirmish test --seed`
---@field ruleset? string default: from the test file's folder
---@field wounds? table<string, integer>
---@field exhausted? table<string, string[]>
---@field figure_vars? table<string, table<string, Value>>
---@field side_vars? table<string, table<string, Value>>
---@field space_vars? table<string, table<string, Value>>
---@field vars? table<string, Value>
---@field give? table<string, string[]>

--- `test(name, function() ... end)` declares a test; its other functions build games.
---@class TestApi
---@overload fun(name: string, body: fun())
test = {}

--- A new game.
---@param spec TestGameSpec
---@return TestGame
function test.game(spec) end
--- An open board diagram of `w` columns and `h` rows (a1 top left), no walls.
---@param w integer
---@param h integer
---@return string
function test.open_board(w, h) end
--- Ends the test as skipped, with the reason shown in the summary.
---@param reason string
function test.skip(reason) end
--- A value as the failure messages print it.
---@return string
function test.show(v) end
--- Whether two values are equal (tables by content).
---@return boolean
function test.equal(a, b) end

--- Checks on a value: `expect(x).to_be(2)`.
---@param actual any
---@return Expectation
function expect(actual) end
--- Asserts that event `name` was raised with (at least) these payload fields (figures and cards
--- as their ids); returns the first matching event. `g` may be left out: the last game touched.
---@param g TestGame
---@param name string
---@param fields? table
---@return table
function expect_event(g, name, fields) end
--- Asserts that no such event was raised.
---@param g TestGame
---@param name string
---@param fields? table
function expect_no_event(g, name, fields) end
--- Asserts that `fn` raises an error whose message contains `part`; returns the message.
---@param fn fun()
---@param part? string
---@return string
function expect_error(fn, part) end
