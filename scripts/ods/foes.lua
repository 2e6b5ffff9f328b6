-- Foes: the aligned Foe deck, entering the map, epic foes, removal (p.6, p.13–14, FAQ p.17).
-- The Foe deck holds one card per foe type (components p.4: 7/6/7 cards); the standees are
-- the figures (side `foes`, `card` = the foe card). A card drawn or named lies face up beside
-- the villain while any standee of its type is on the map, and is shuffled back into its deck
-- when the last of them is defeated (p.13 Foe Cards, p.14 Victory and Defeat; RULES-NOTES).

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, math, string, table, require = ipairs, math, string, table, require

local decks = require("ods.decks")

local M = {}

local FOES = "foes"
local ALIGNED, OTHER = "foe", "foe_other" -- game vars deck_foe, deck_foe_other (docs/ODS.md §3)

local function split(s)
  local out = {}
  for x in string.gmatch(s or "", "[^,]+") do
    out[#out + 1] = x
  end
  return out
end

--- p.6 IV, FAQ p.17 "Foe Deck": the villain's regular foes shuffled into the Foe deck, the
--- others shuffled aside (drawn when the aligned ones run out, or searched by name), the
--- villain's epic foes in a pile (no shuffle); other villains' epic foes stay in the box.
function M.build_decks(game, villain)
  villain = villain or game.vars.villain
  decks.shuffle(game, ALIGNED, decks.contents(game, "foe", function(d) return d.villain == villain end))
  decks.shuffle(game, OTHER, decks.contents(game, "foe", function(d) return d.villain ~= villain end))
  local epic = {}
  for _, id in ipairs(game.card_ids("epic_foe")) do
    if game.def(id).villain == villain then epic[#epic + 1] = id end
  end
  game.vars.epic_pile = table.concat(epic, ",")
end

--- standees of a foe card, on the map or not (out = defeated epic foes, out of the game)
function M.standees(game, card_id)
  local out = {}
  for _, f in ipairs(game.figures({ side = FOES })) do
    if f.card == card_id then out[#out + 1] = f end
  end
  return out
end

local function free_standee(game, card_id)
  for _, f in ipairs(M.standees(game, card_id)) do
    if not f.on_board and not f.out then return f end
  end
  return nil
end

local function on_map(game, card_id)
  for _, f in ipairs(M.standees(game, card_id)) do
    if f.on_board then return true end
  end
  return false
end

local function holds_card(foe)
  for _, c in ipairs(foe:cards()) do
    if c.card == foe.card then return c end
  end
  return nil
end

--- a regular or epic foe on the map holds one instance of its card, so its `on` handlers run
--- (foes placed by a scenario's `preset` or a card get theirs the first time they fight)
function M.ensure_card(game, foe)
  local def = foe.card and game.def(foe.card)
  if not def or (def.kind ~= "foe" and def.kind ~= "epic_foe") then return nil end
  return holds_card(foe) or game.give(foe.card, foe)
end

--- puts a standee on a space at full Health, its card instance attached (its `on` handlers run
--- while it is on the map); foe_entered
local function place(game, f, space)
  local def = game.def(f.card) or {}
  local h = def.health or (def.stats and def.stats.health) or 1
  game.place(f, space)
  f.health, f.max_health = h, h
  f.epic = def.kind == "epic_foe" or nil
  f.entered_turn = game.vars.turn or 0
  M.ensure_card(game, f)
  game.emit("foe_entered", { foe = f, space = space, detail = f.id .. " " .. space })
  return f
end

local function draw_random(game) return decks.draw(game, ALIGNED) or decks.draw(game, OTHER) end

--- places a foe on a space: `which` = a foe card id (a named foe: a free standee; its card is
--- taken out of whichever deck holds it) or "random" (the top of the Foe deck, else of the
--- other foes, FAQ p.17). An epic foe id goes through `epic`. Returns the figure, or nil when
--- no card or no free standee is left (then nothing enters; FAQ p.18 "Combat does not occur").
function M.enter(game, which, space)
  if which == nil or which == "random" then
    local id = draw_random(game)
    if not id then
      game.log("no foe card left to draw")
      return nil
    end
    local f = free_standee(game, id)
    if not f then
      decks.bottom(game, ALIGNED, id)
      game.log("no standee of " .. id .. " left")
      return nil
    end
    return place(game, f, space)
  end
  local def = game.def(which)
  if def and def.kind == "epic_foe" then return M.epic(game, which, space) end
  local f = free_standee(game, which)
  if not f then
    game.log("no standee of " .. which .. " left")
    return nil
  end
  M.take_card(game, which)
  return place(game, f, space)
end

--- takes a foe card out of whichever foe deck holds it (the aligned Foe deck, the other foes,
--- the epic pile), as a named foe entering does (p.13 Foe Cards); true when one held it.
--- Preset placement (acts.lua) calls it so a placed foe's card is not drawn again.
function M.take_card(game, card_id)
  if decks.take(game, ALIGNED, card_id) or decks.take(game, OTHER, card_id) then return true end
  local pile = split(game.vars.epic_pile)
  for i, x in ipairs(pile) do
    if x == card_id then
      table.remove(pile, i)
      game.vars.epic_pile = table.concat(pile, ",")
      return true
    end
  end
  return false
end

--- p.14 Epic Foes: brought by a Quest, face up, its one standee placed; nil when it was
--- defeated already (out of the game) or stands on the map.
function M.epic(game, id, space)
  local f = free_standee(game, id)
  if not f then
    game.log("epic foe " .. id .. " is not available")
    return nil
  end
  M.take_card(game, id)
  return place(game, f, space)
end

--- reduces a foe's Health outside the combat rounds (spells such as Call the Storm, p.11):
--- at 0 it is defeated at once, `by` dealing the killing blow.
function M.damage(game, foe, n, by)
  foe = game.figure(foe)
  if not n or n <= 0 or not foe.on_board then return end
  local h = (foe.health or 0) - n
  foe.health = h > 0 and h or 0
  if foe.health == 0 then M.remove(game, foe, by) end
end

--- takes a foe off the map. With `by` (the champion dealing the killing blow) or at 0 Health
--- it is defeated: foe_defeated, the reward in gold to `by` (p.13 "5. Reward", p.14).
--- Regular standees return beside the board and their card is shuffled back into its deck once
--- no standee of it is left on the map; epic foes leave the game (p.14). The villain's
--- defeat in Act II is the victory (p.16).
function M.remove(game, foe, by)
  foe = game.figure(foe)
  if not foe.on_board then return end
  local def = game.def(foe.card) or {}
  local defeated = by ~= nil or (foe.health or 1) <= 0
  if defeated then
    if by then
      by = game.figure(by)
      local reward = foe.reward or def.reward or (def.stats and def.stats.reward) or 0
      if reward > 0 and not by.dead then by.gold = (by.gold or 0) + reward end
    end
    game.emit("foe_defeated", { foe = foe, by = by, detail = foe.id .. (by and (" by " .. by.id) or "") })
  end
  local card = holds_card(foe)
  if card then game.move_card(card, nil) end
  game.remove(foe)
  if def.kind == "villain" then
    foe.health = 0
    if defeated then
      local ending = def.endings and def.endings.victory or nil
      require("ods.acts").finish(game, "victory", def.name .. " is defeated", ending)
    end
    return
  end
  if def.kind == "epic_foe" then
    foe.out = true
    return
  end
  foe.health, foe.max_health = nil, nil
  if not on_map(game, foe.card) then
    local deck = def.villain == game.vars.villain and ALIGNED or OTHER
    local list = decks.list(game, deck)
    list[#list + 1] = foe.card
    decks.shuffle(game, deck, list)
  end
end

-- A foe's ability at the end of each combat round it survives (issue 24 item 4): the card says
-- what with its data, `round_survived = {regain_health = N}` (the foe heals, up to its
-- Health) and/or `{champions_here = {willpower = -N | damage = N}}` (each champion on its space),
-- and takes its handler from `M.round_survived()`, so foes that differ by numbers are data.
-- combat_round_end lists only the foes still alive (never in the round it dies, FAQ p.17).
local function survived_round(self, e)
  if not self.holder or not self.holder.on_board then return false end
  for _, f in ipairs(e.foes or e.alive or {}) do
    if f == self.holder or f.id == self.holder.id or f == self.holder.id then return true end
  end
  return false
end

local function round_survived_run(self, e, game)
  local spec = self.def.round_survived
  local foe = self.holder
  if spec.regain_health then
    foe.health = math.min(foe.max_health or self.def.health, foe.health + spec.regain_health)
  end
  local here = spec.champions_here
  if here then
    for _, f in ipairs(game.figures({ at = foe.at, on_board = true })) do
      if f.side ~= FOES and not f.dead then
        if here.willpower then f.willpower = math.max(0, (f.willpower or 0) + here.willpower) end
        if here.damage then require("ods.combat").damage_champion(game, f, here.damage, self) end
      end
    end
  end
end

--- The `on` table of a foe card whose ability is its `round_survived` data.
function M.round_survived() return { combat_round_end = { when = survived_round, run = round_survived_run } } end

return M
