-- luacheck configuration for the project's Lua (Debian: `apt-get install lua-check`; `.ci/run`
-- runs `luacheck scripts cards docs/examples`). Scripts run in a sandbox (docs/MODDING.md §7):
-- Lua 5.4 with the safe standard library only, so `io`, `os`, `load` or `debug` in a card is an
-- undefined global here as it is in the game.
--
-- The `game` API is read from scripts/api/game.lua (its `function game.NAME` lines and the
-- fields of class Game), so `game.nosuchthing` on the global `game` is an error and a new API
-- function needs only its annotation. Handlers get `game` as a parameter, which a linter cannot
-- follow; `skirmish test`'s content checks read every `game.NAME` of the code for those.

local function api_fields()
  local fields = {}
  local f = assert(io.open("scripts/api/game.lua"), "run luacheck from the project root")
  local in_game_class = false
  for line in f:lines() do
    local name = line:match("^function game%.([%w_]+)")
    if name then fields[name] = {} end
    if line:match("^%-%-%-@class Game%s*$") then
      in_game_class = true
    elseif in_game_class then
      local field = line:match("^%-%-%-@field ([%w_]+)")
      if field then
        -- game.vars.turn = 1, game.scenario.figure(id): tables of their own
        fields[field] = { other_fields = true, read_only = false }
      elseif not line:match("^%-%-%-") then
        in_game_class = false
      end
    end
  end
  f:close()
  return fields
end

stds.sandbox = {
  read_globals = {
    "string", "table", "math", "utf8", "pairs", "ipairs", "next", "select", "tonumber", "tostring",
    "type", "error", "assert", "setmetatable", "getmetatable", "rawget", "rawset", "rawequal",
    "rawlen", "pcall", "require",
    game = { fields = api_fields() },
  },
}

-- What a `*_test.lua` file sees besides (repl/src/cardtest.lua; annotated in scripts/api/test.lua).
stds.skirmish_test = {
  read_globals = {
    "expect", "expect_event", "expect_no_event", "expect_error", "print",
    test = { other_fields = true },
  },
}

std = "sandbox"
max_line_length = false
unused_args = false -- handlers take (self, e, game) whatever they use
unused_secondaries = false -- `local a, b = f()` keeping only what it needs
exclude_files = { "scripts/api/*.lua" } -- LuaLS declarations (`---@meta`), not code

files["**/*_test.lua"] = { std = "sandbox+skirmish_test" }
files["**/testkit.lua"] = { std = "sandbox+skirmish_test" }
-- The prelude builds `game` over the kernel's functions (scripts/prelude.lua).
files["scripts/prelude.lua"] = { std = "lua54", globals = { "game", "kernel", "host", "scripts_next", "guard_metamethods", "guard_proxies", "charge" } }

-- Style, not mistakes: a local shadowing an upvalue of the same meaning, an empty `if` branch
-- that says "nothing to do" in a comment, and a first value assigned only to be replaced.
ignore = { "431", "421", "542", "311" }
-- Card tests still hold helpers copied from file to file and unused there (about 90 in
-- cards/arena and cards/arcadia tests, `luacheck --std sandbox cards` lists them): removed as
-- those files are next edited, then this line goes.
files["cards/**/*_test.lua"].ignore = { "211" }
