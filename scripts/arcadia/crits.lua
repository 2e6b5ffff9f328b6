-- CRIT effects shared by attack cards (issue 24 item 4): a card says which with its data
-- (`second_target = "target"`, `burn = 2`) and takes its handlers from here
-- (`on = crits.second_target()`), so cards that differ only by numbers are data. Each call
-- makes a new `on` table (a card's definition is frozen as its own); the functions are shared.

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, table, require = ipairs, table, require

local crits = {}

-- CRIT (once per roll): one more enemy Close to the attacker or to the target (`second_target`)
-- becomes a target of the same roll; it rolls its own defence.
local function second_target_when(self, e) return e.card == self and e.attack:shows("crit") end
local function second_target_run(self, e, game)
  local around = self.def.second_target == "attacker" and e.attacker or e.targets[1]
  local options = { { key = "no second target" } }
  for _, f in ipairs(game.figures({ on_board = true })) do
    local taken = false
    for _, t in ipairs(e.targets) do
      if t == f then taken = true end
    end
    if not taken and e.attacker:is_enemy(f) and game.close(around.at, f.at) then
      options[#options + 1] = { key = "second target " .. f.id, figure = f }
    end
  end
  if #options == 1 then return end
  local pick = game.choose({
    side = e.attacker.side,
    prompt = self.def.name .. ": a second target?",
    options = options,
  })
  if pick.figure then table.insert(e.targets, pick.figure) end
end

--- The handlers of a card whose CRIT hits one more enemy Close to the target (card field
--- `second_target = "target"`) or to the attacker (`"attacker"`) with the same roll.
function crits.second_target() return { rerolls_done = { when = second_target_when, run = second_target_run } } end

-- CRIT (once per roll): wounds every other enemy Close to the target, no defence roll.
local function burn_when(self, e) return e.card == self and e.attack:shows("crit") and e.targets[1].on_board end
local function burn_run(self, e, game)
  local target = e.targets[1]
  local rewards = require("arcadia.rewards")
  for _, f in ipairs(game.figures({ on_board = true })) do
    if f ~= target and e.attacker:is_enemy(f) and game.close(target.at, f.at) then
      rewards.wound(game, f, self.def.burn, e.attacker, self)
    end
  end
end

--- The handlers of a card whose CRIT deals `burn` wounds (card field) to every other enemy
--- Close to the target, with no defence roll.
function crits.burn() return { rerolls_done = { when = burn_when, run = burn_run } } end

return crits
