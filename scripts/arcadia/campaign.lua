-- The Arcadia Quest campaign between scenarios (rulebook p.7-9, p.24, p.28-30): creating the
-- guilds, the Upgrade Phase, the campaign sheet, the finale's medals, and Episodic Mode.
--
-- The host (the REPL's campaign runner) keeps a campaign document and runs it step by step.
-- A step is either a scenario game or a *phase*: a small game on a one-space board whose
-- scenario carries `phase:` (create | after_scenario) and `campaign:` (the document). Every
-- decision of a phase (hero picks, drafts, purchases, who carries what, the next scenario)
-- goes through game.choose like any other, so players, bots and tests answer it the same way.
-- A phase ends with game.finish{ winner =, campaign = <the new document> }.
--
-- The document (all plain data):
--   mode          "campaign" | "episodic"
--   guilds        { {side =, heroes = {hero ids}, cards = {hero = {card ids}},
--                    curses = {hero = curse id}, coins = saved coins, titles = {ids}} } seat order
--   catalogue     { {id =, name =, circle = outer|inner|final} } (the host lists the scenarios)
--   played        { {number =, scenario =, name =, winner = {sides}, least_deaths = {sides},
--                    most_coins = {sides}, won_rewards = {sides}, won_title = {sides}} }
--   result        the last scenario game's outcome (quests.report), set by the host
--   next          what the host runs next:
--                   {kind = "scenario", scenario = id, set = {scenario keys}, roster = {...}}
--                   {kind = "phase", phase = name} | {kind = "done"}
--   final         {winner =, medals = {side = n}, grade =} once the campaign is over

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, pairs, type, tostring, error, pcall, math, string, table, require =
  ipairs, pairs, type, tostring, error, pcall, math, string, table, require

local rulebook = require("arcadia.rulebook")
local campaign = {}

local SLOTS = 4 -- inventory slots per hero (p.5)
-- Upgrade cards per guild (p.24): a guild's three heroes hold them in their SLOTS, so a new
-- card past 3 x 4 is a discard (`stow` below).
local GUILD_LIMIT = 12
local DRAFT_HAND = 6 -- cards dealt per player in the Upgrade Phase (p.24)
local KEEP = 2 -- cards reserved from each hand
local BUYS = 3 -- purchases per Upgrade Phase
local SAVE = 1 -- coins kept for the next Upgrade Phase
local STARTER = { "rusty_blade", "parrying_blade", "slingshot", "life_drain", "nova_bolt" }
local CIRCLES = { "outer", "outer", "outer", "inner", "inner", "final" } -- the six scenarios
local GRADES = { { 1, "Hollow Victory" }, { 3, "Decisive Victory" }, { 5, "Ultimate Victory" } }
campaign.ACHIEVEMENTS = { "winner", "least_deaths", "most_coins", "won_rewards", "won_title" }

local function random(game, k) return require("arcadia.rewards").random(game, k) end

local function copy(t)
  if type(t) ~= "table" then return t end
  local out = {}
  for k, v in pairs(t) do
    out[k] = copy(v)
  end
  return out
end

local function contains(list, x)
  for _, y in ipairs(list or {}) do
    if y == x then return true end
  end
  return false
end

local function remove_value(list, x)
  for i, y in ipairs(list) do
    if y == x then
      table.remove(list, i)
      return true
    end
  end
  return false
end

--- How many upgrade cards guild `g` carries (starter, upgrade and reward cards).
function campaign.card_count(g)
  local n = 0
  for _, h in ipairs(g.heroes) do
    n = n + #(g.cards[h] or {})
  end
  return n
end

local function name_of(game, id)
  local d = game.def(id)
  return (d and d.name) or id
end

--- A hero's name with its numbers, for the pick lists.
local function hero_label(game, id)
  local d = game.def(id)
  return string.format("%s: defence %d, life %d", d.name or id, d.defence or 0, d.life or 0)
end

--- The upgrade deck of a level: upgrade cards of that level that are neither starter nor
--- reward cards (arcadia.decks when present, so one place says what a deck holds).
function campaign.deck(game, level)
  local ok, decks = pcall(require, "arcadia.decks")
  if ok and type(decks) == "table" and decks.deck then return decks.deck(game, level) end
  local out = {}
  for _, id in ipairs(game.card_ids("upgrade")) do
    local d = game.def(id)
    if d.level == level and not d.reward and not contains(STARTER, id) then out[#out + 1] = id end
  end
  return out
end

-- Hero cards: who takes which card -------------------------------------------------------------

--- The hero of guild `g` carrying a Bomb card, and that card's id; nil when none does.
local function bomb_of(game, g)
  for _, h in ipairs(g.heroes) do
    for _, c in ipairs(g.cards[h] or {}) do
      local d = game.def(c)
      if d and d.bomb then return h, c end
    end
  end
  return nil
end

--- Guild `g` places card `id` on one of its heroes with a free slot (its player chooses); with
--- every slot full the player first discards a card, maybe this one (p.24: 12-card limit).
--- A guild possesses a single Bomb card at a time (p.27): given a second, its player keeps one.
local function stow(game, g, id)
  local d = game.def(id)
  if d and d.bomb then
    local h, old = bomb_of(game, g)
    if h ~= nil then
      local pick = game.choose({
        side = g.side,
        rule = rulebook.one_bomb,
        prompt = "one Bomb card per guild (p.27): keep "
          .. h
          .. "'s "
          .. name_of(game, old)
          .. " or the new "
          .. name_of(game, id)
          .. "?",
        options = {
          {
            key = "keep " .. old .. " " .. h,
            label = "keep " .. h .. "'s " .. name_of(game, old) .. ", discard the new one",
          },
          {
            key = "keep new " .. id,
            label = "keep the new " .. name_of(game, id) .. ", discard " .. h .. "'s",
            new = true,
          },
        },
      })
      if not pick.new then
        game.log(g.side .. " discards the new " .. id .. " (one Bomb card per guild)")
        return
      end
      remove_value(g.cards[h], old)
      game.log(g.side .. " discards " .. old .. " from " .. h .. " (one Bomb card per guild)")
    end
  end
  local options = {}
  for _, h in ipairs(g.heroes) do
    if #(g.cards[h] or {}) < SLOTS then
      options[#options + 1] = {
        key = "give " .. id .. " " .. h,
        label = h .. " (" .. #(g.cards[h] or {}) .. " of " .. SLOTS .. " slots used)",
        hero = h,
      }
    end
  end
  if #options == 0 then
    local discard = { { key = "discard " .. id, label = "discard " .. name_of(game, id) .. " (the new card)" } }
    -- Two copies of one card on one hero are discarded alike: one option stands for both.
    local seen = {}
    for _, h in ipairs(g.heroes) do
      for _, c in ipairs(g.cards[h]) do
        local key = "discard " .. c .. " " .. h
        if not seen[key] then
          seen[key] = true
          discard[#discard + 1] =
            { key = key, label = "discard " .. h .. "'s " .. name_of(game, c), hero = h, card = c }
        end
      end
    end
    local pick = game.choose({
      side = g.side,
      rule = rulebook.carry_limit,
      prompt = "no free slot for " .. name_of(game, id) .. " (" .. GUILD_LIMIT .. " cards at most): discard one",
      options = discard,
    })
    if pick.hero == nil then return end
    remove_value(g.cards[pick.hero], pick.card)
    game.log(g.side .. " discards " .. pick.card .. " from " .. pick.hero)
    return stow(game, g, id)
  end
  local pick = options[1]
  if #options > 1 then
    pick = game.choose({
      side = g.side,
      rule = rulebook.new_upgrades,
      prompt = "which hero carries " .. name_of(game, id) .. "?",
      options = options,
    })
  end
  g.cards[pick.hero] = g.cards[pick.hero] or {}
  table.insert(g.cards[pick.hero], id)
  game.log(g.side .. ": " .. pick.hero .. " takes " .. id)
end

-- Creating the guilds (p.7-8) ------------------------------------------------------------------

local function pick_heroes(game, doc, draft)
  local pool = game.card_ids("hero")
  if #pool < 3 * #doc.guilds then error("campaign: " .. #pool .. " heroes cannot fill " .. #doc.guilds .. " guilds") end
  if not draft then
    -- Each player chooses freely; in turn so two guilds never take the same hero.
    for _ = 1, 3 do
      for _, g in ipairs(doc.guilds) do
        local options = {}
        for _, h in ipairs(pool) do
          options[#options + 1] = { key = "pick " .. h, label = hero_label(game, h), hero = h }
        end
        local pick = game.choose({
          side = g.side,
          rule = rulebook.guild_choice,
          prompt = "choose a hero for your guild",
          options = options,
        })
        remove_value(pool, pick.hero)
        table.insert(g.heroes, pick.hero)
      end
    end
    return
  end
  -- Drafting (p.7): deal the heroes out, pick one, pass the rest to the left, three times.
  local hands = {}
  for i = 1, #doc.guilds do
    hands[i] = {}
  end
  local i = 1
  while #pool > 0 do
    table.insert(hands[i], table.remove(pool, random(game, #pool)))
    i = i % #doc.guilds + 1
  end
  for _ = 1, 3 do
    for gi, g in ipairs(doc.guilds) do
      local options = {}
      for _, h in ipairs(hands[gi]) do
        options[#options + 1] = { key = "pick " .. h, label = hero_label(game, h), hero = h }
      end
      local pick = game.choose({
        side = g.side,
        rule = rulebook.guild_draft,
        prompt = "draft a hero (the rest pass left)",
        options = options,
      })
      remove_value(hands[gi], pick.hero)
      table.insert(g.heroes, pick.hero)
    end
    local passed = {}
    for gi = 1, #doc.guilds do
      passed[gi % #doc.guilds + 1] = hands[gi]
    end
    hands = passed
  end
end

--- Deals `n` cards from `deck` (removing them) at random.
local function deal(game, deck, n)
  local hand = {}
  for _ = 1, n do
    if #deck == 0 then break end
    hand[#hand + 1] = table.remove(deck, random(game, #deck))
  end
  return hand
end

--- Player `g` reserves `n` cards of `hand` (removed from it); returns them.
local function reserve(game, g, hand, n, why, rule)
  local kept = {}
  for k = 1, math.min(n, #hand) do
    local options, seen = {}, {}
    for _, id in ipairs(hand) do
      local d = game.def(id)
      local cost = d.cost and (" (" .. d.cost .. " coins)") or ""
      if not seen[id] then
        seen[id] = true
        options[#options + 1] = { key = "keep " .. id, label = "keep " .. name_of(game, id) .. cost, card = id }
      end
    end
    local pick = game.choose({
      side = g.side,
      prompt = why .. " (" .. k .. " of " .. math.min(n, #hand) .. ")",
      options = options,
      rule = rule,
    })
    remove_value(hand, pick.card)
    kept[#kept + 1] = pick.card
  end
  return kept
end

--- Episodic Mode (p.30): for each level below the chosen one, 6 cards dealt, 2 kept, free.
local function episodic_cards(game, doc, level)
  for lv = 1, level - 1 do
    local deck = campaign.deck(game, lv)
    for _, g in ipairs(doc.guilds) do
      local hand = deal(game, deck, DRAFT_HAND)
      for _, id in ipairs(reserve(game, g, hand, KEEP, "keep 2 level-" .. lv .. " cards", rulebook.episodic_cards)) do
        stow(game, g, id)
      end
    end
  end
end

local function scenario_entry(doc, id)
  for _, s in ipairs(doc.catalogue or {}) do
    if s.id == id then return s end
  end
  return nil
end

--- The scenarios a guild may choose next: those of the circle the campaign has reached, not
--- yet played (p.9: 3 of the Outer Circle, 2 of the Inner, then the Final Showdown).
function campaign.available(doc)
  local circle = CIRCLES[#doc.played + 1]
  local out = {}
  if circle == nil then return out end
  for _, s in ipairs(doc.catalogue or {}) do
    local done = false
    for _, p in ipairs(doc.played) do
      if p.scenario == s.id then done = true end
    end
    if s.circle == circle and not done then out[#out + 1] = s end
  end
  return out
end

--- The next scenario step: the scenario, the keys the campaign sets on it (monster level =
--- scenario number, the previous winner, titles, episodic scoring) and each guild's heroes.
local function scenario_step(doc, id, set)
  local roster = {}
  for _, g in ipairs(doc.guilds) do
    local heroes = {}
    for _, h in ipairs(g.heroes) do
      local cards = copy(g.cards[h] or {})
      if g.curses and g.curses[h] then cards[#cards + 1] = g.curses[h] end
      heroes[#heroes + 1] = { id = h, card = h, cards = cards }
    end
    roster[#roster + 1] = { side = g.side, heroes = heroes }
  end
  local titles = {}
  for _, g in ipairs(doc.guilds) do
    if #(g.titles or {}) > 0 then titles[g.side] = copy(g.titles) end
  end
  set.titles = titles
  return { kind = "scenario", scenario = id, set = set, roster = roster }
end

local function choose_next(game, doc, chooser)
  local options = {}
  for _, s in ipairs(campaign.available(doc)) do
    options[#options + 1] =
      { key = "play " .. s.id, label = "play " .. (s.name or s.id) .. " (" .. s.circle .. " circle)", id = s.id }
  end
  if #options == 0 then
    error(
      "campaign: no "
        .. tostring(CIRCLES[#doc.played + 1])
        .. " circle scenario left to play (catalogue has "
        .. #(doc.catalogue or {})
        .. ")"
    )
  end
  local pick = options[1]
  if #options > 1 then
    pick = game.choose({
      side = chooser,
      prompt = chooser .. " chooses the next scenario",
      options = options,
      rule = rulebook.next_scenario,
    })
  end
  return pick.id
end

--- Phase `create`: guilds, heroes, starting equipment (p.7-8), then the first scenario (chosen
--- by the players together: the first seat speaks for them) or, in Episodic Mode, the dealt
--- upgrade cards and the chosen scenario at the chosen level.
function campaign.create(game, doc)
  doc = copy(doc)
  doc.mode = doc.mode or "campaign"
  doc.played = doc.played or {}
  if type(doc.guilds) ~= "table" or #doc.guilds < 2 or #doc.guilds > 4 then
    error("campaign: 2 to 4 guilds, not " .. (type(doc.guilds) == "table" and #doc.guilds or "none"))
  end
  for i, g in ipairs(doc.guilds) do
    if type(g) == "string" then
      g = { side = g }
      doc.guilds[i] = g
    end
    g.heroes, g.cards, g.curses, g.titles, g.coins =
      g.heroes or {}, g.cards or {}, g.curses or {}, g.titles or {}, g.coins or 0
  end
  if doc.mode == "episodic" then
    local level = doc.level or 1
    if math.type(level) ~= "integer" or level < 1 or level > 6 then
      error("episodic mode: level must be 1 to 6, not " .. tostring(level))
    end
    if doc.scenario == nil or scenario_entry(doc, doc.scenario) == nil then
      error("episodic mode: unknown scenario `" .. tostring(doc.scenario) .. "`")
    end
  end
  pick_heroes(game, doc, doc.draft)
  for _, g in ipairs(doc.guilds) do
    for _, h in ipairs(g.heroes) do
      g.cards[h] = g.cards[h] or {}
    end
    for _, id in ipairs(STARTER) do
      stow(game, g, id)
    end
  end
  if doc.mode == "episodic" then
    local level = doc.level or 1
    episodic_cards(game, doc, level)
    doc.next = scenario_step(doc, doc.scenario, { level = level, first_player = "random" })
  else
    local first = choose_next(game, doc, doc.guilds[1].side)
    doc.next = scenario_step(doc, first, { level = 1, first_player = "random" })
  end
  doc.next.after = "after_scenario"
  return doc
end

-- After a scenario: the sheet, the Upgrade Phase, the next scenario ------------------------------

--- The sides holding the best value of `f(report)` (`better(a, b)`), all of them on a tie.
local function best(reports, f, better)
  local out, top = {}, nil
  for _, r in ipairs(reports) do
    local v = f(r)
    if v ~= nil then
      if top == nil or better(v, top) then
        out, top = { r.side }, v
      elseif v == top then
        out[#out + 1] = r.side
      end
    end
  end
  return out
end

--- The campaign sheet line of a played scenario (p.28): Winner, Least Deaths, Most Coins, Won
--- Rewards, Won Title; ties credit every tied guild.
function campaign.sheet_row(doc, result)
  local reports = {}
  for _, g in ipairs(doc.guilds) do
    local r = (result.guilds or {})[g.side] or {}
    reports[#reports + 1] =
      { side = g.side, deaths = r.deaths or 0, coins = r.coins or 0, rewards = r.rewards or 0, titles = r.titles or {} }
  end
  local row = { number = #doc.played + 1, scenario = result.scenario, name = result.name }
  row.winner = (result.winner and result.winner ~= "none") and { result.winner } or {}
  row.least_deaths = best(reports, function(r) return r.deaths end, function(a, b) return a < b end)
  row.most_coins = best(reports, function(r) return r.coins end, function(a, b) return a > b end)
  row.won_rewards, row.won_title = {}, {}
  for _, r in ipairs(reports) do
    if r.rewards > 0 then row.won_rewards[#row.won_rewards + 1] = r.side end
    if #r.titles > 0 then row.won_title[#row.won_title + 1] = r.side end
  end
  return row
end

--- Medals at the finale (p.29): per achievement, the guilds that earned it most often (ties all
--- win it); the Final Showdown's winner's victory is graded by its medal count.
function campaign.medals(doc)
  local medals = {}
  for _, g in ipairs(doc.guilds) do
    medals[g.side] = 0
  end
  local holders = {}
  for _, a in ipairs(campaign.ACHIEVEMENTS) do
    local count, top = {}, 0
    for _, row in ipairs(doc.played) do
      for _, s in ipairs(row[a] or {}) do
        count[s] = (count[s] or 0) + 1
        if count[s] > top then top = count[s] end
      end
    end
    holders[a] = {}
    if top > 0 then
      for _, g in ipairs(doc.guilds) do
        if count[g.side] == top then
          medals[g.side] = medals[g.side] + 1
          table.insert(holders[a], g.side)
        end
      end
    end
  end
  return medals, holders
end

function campaign.grade(n)
  for _, gr in ipairs(GRADES) do
    if n <= gr[1] then return gr[2] end
  end
  return GRADES[#GRADES][2]
end

--- Inventories after a scenario: the cards each hero ended with (reward cards won included,
--- tokens and wounds gone) and the death curse it drew (p.24).
local function take_inventories(doc, result)
  for _, g in ipairs(doc.guilds) do
    local r = (result.guilds or {})[g.side]
    if r then
      for _, h in ipairs(r.heroes or {}) do
        if contains(g.heroes, h.id) then
          g.cards[h.id] = copy(h.cards or {})
          g.curses[h.id] = h.curse
        end
      end
      for _, t in ipairs(r.titles or {}) do
        if not contains(g.titles, t) then table.insert(g.titles, t) end
      end
    end
  end
end

--- Who speaks after a scenario: its winner, else (a capped game) the guild with most coins,
--- the first in seat order on a tie.
local function leader(doc, result)
  if result.winner and result.winner ~= "none" then return result.winner end
  local top, side = -1, doc.guilds[1].side
  for _, g in ipairs(doc.guilds) do
    local c = ((result.guilds or {})[g.side] or {}).coins or 0
    if c > top then
      top, side = c, g.side
    end
  end
  return side
end

--- How many times one card may move in one rearrangement (as a rest's, rewards.MOVES_PER_REST):
--- enough for three full heroes to pass cards round, and the questions end.
local REARRANGE_MOVES = 2

--- p.24: each player "distributes his new Upgrade cards among his Heroes, being allowed to
--- completely rearrange all cards": after its purchases, guild `g` moves cards between its
--- heroes one at a time (`give CARD FROM TO` to a hero with a free slot, `swap CARD FROM CARD2
--- TO` with a full one) until `done`; every hero keeps within its slots at every step.
local function rearrange(game, g)
  local held = {}
  for _, h in ipairs(g.heroes) do
    held[h] = {}
    for _, id in ipairs(g.cards[h] or {}) do
      held[h][#held[h] + 1] = { id = id, moves = 0 }
    end
  end
  while true do
    local options, seen = { { key = "done", label = "keep the cards where they are" } }, {}
    local function offer(key, label, o)
      if seen[key] then return end -- two copies of one card on one hero move alike
      seen[key] = true
      o.key, o.label = key, label
      options[#options + 1] = o
    end
    local heroes = g.heroes
    require("arcadia.rewards").trades({
      count = #heroes,
      items = function(i) return held[heroes[i]] end,
      movable = function(c) return c.moves < REARRANGE_MOVES end,
      takes_slot = function() return true end,
      has_room = function(i) return #held[heroes[i]] < SLOTS end,
      same = function(c, d) return c.id == d.id end,
    }, function(fi, c, ci, ti)
      local from, to = heroes[fi], heroes[ti]
      offer(
        "give " .. c.id .. " " .. from .. " " .. to,
        from .. " hands " .. name_of(game, c.id) .. " to " .. to,
        { from = from, ci = ci, to = to }
      )
    end, function(fi, c, ci, ti, d, di)
      local from, to = heroes[fi], heroes[ti]
      offer(
        "swap " .. c.id .. " " .. from .. " " .. d.id .. " " .. to,
        from .. " and " .. to .. " exchange " .. name_of(game, c.id) .. " and " .. name_of(game, d.id),
        { from = from, ci = ci, to = to, di = di }
      )
    end)
    if #options == 1 then break end
    local pick = game.choose({
      side = g.side,
      rule = rulebook.upgrade_rearrange,
      prompt = g.side .. ": rearrange your heroes' cards (p.24)?",
      options = options,
    })
    if pick.from == nil then break end
    local c = table.remove(held[pick.from], pick.ci)
    c.moves = c.moves + 1
    if pick.di then
      local d = table.remove(held[pick.to], pick.di)
      d.moves = d.moves + 1
      table.insert(held[pick.from], d)
    end
    table.insert(held[pick.to], c)
    game.log(g.side .. ": " .. pick.key)
  end
  for _, h in ipairs(g.heroes) do
    local ids = {}
    for i, c in ipairs(held[h]) do
      ids[i] = c.id
    end
    g.cards[h] = ids
  end
end

--- The Upgrade Phase's draft and purchases (p.24): 6 cards of the level's deck each, keep 2
--- and pass the rest left, twice; buy at most 3 of the 6 you end with; save 1 coin.
local function upgrade_cards(game, doc, level)
  local deck = campaign.deck(game, level)
  local n = #doc.guilds
  local hands, reserved = {}, {}
  for i, g in ipairs(doc.guilds) do
    hands[i] = deal(game, deck, DRAFT_HAND)
    reserved[i] = {}
  end
  for round = 1, 2 do
    for i, g in ipairs(doc.guilds) do
      for _, id in ipairs(reserve(game, g, hands[i], KEEP, "reserve 2 cards, round " .. round, rulebook.upgrade_draft)) do
        table.insert(reserved[i], id)
      end
    end
    local passed = {}
    for i = 1, n do
      passed[i % n + 1] = hands[i]
    end
    hands = passed
  end
  for i, g in ipairs(doc.guilds) do
    local offer = reserved[i]
    for _, id in ipairs(hands[i]) do
      offer[#offer + 1] = id
    end
    for _ = 1, BUYS do
      local options = { { key = "done", label = "done buying (" .. g.coins .. " coins left)" } }
      local seen = {}
      -- A guild holding a Bomb card may not buy a second (p.27: one at a time).
      local has_bomb = bomb_of(game, g) ~= nil
      for _, id in ipairs(offer) do
        local cost = game.def(id).cost or 0
        if cost <= g.coins and not seen[id] and not (has_bomb and game.def(id).bomb) then
          seen[id] = true
          options[#options + 1] = {
            key = "buy " .. id,
            label = "buy " .. name_of(game, id) .. " for " .. cost .. " coins",
            card = id,
            cost = cost,
          }
        end
      end
      if #options == 1 then break end
      local pick = game.choose({
        side = g.side,
        rule = rulebook.upgrade_buy,
        prompt = "you have " .. g.coins .. " coins: buy an upgrade card (at most " .. BUYS .. ")?",
        options = options,
      })
      if pick.card == nil then break end
      g.coins = g.coins - pick.cost
      remove_value(offer, pick.card)
      game.log(g.side .. " buys " .. pick.card .. " for " .. pick.cost .. " coins")
      stow(game, g, pick.card)
    end
    if g.coins > SAVE then game.log(g.side .. " saves " .. SAVE .. " coin; " .. (g.coins - SAVE) .. " go back") end
    g.coins = math.min(g.coins, SAVE)
    rearrange(game, g)
  end
end

--- Episodic winner (p.30): coins, minus 1 per death token, +5 for the guild that finished the
--- scenario by its quests; the most wins (ties share it).
function campaign.episodic_scores(doc, result)
  local scores = {}
  for _, g in ipairs(doc.guilds) do
    local r = (result.guilds or {})[g.side] or {}
    local s = (r.coins or 0) - (r.deaths or 0)
    if result.reason == "victory" and result.winner == g.side then s = s + 5 end
    scores[#scores + 1] = { side = g.side, score = s }
  end
  return scores
end

--- Why a campaign has no victor (issue 20, item 6): "The Guild that wins the last scenario is
--- the victor" (p.29), and the Final Showdown ended without a winner.
function campaign.no_victor(result)
  local how = result.reason == "capped" and "at its turn limit"
    or ("(" .. tostring(result.reason or "no winner") .. ")")
  return "no victor: the campaign's victor is the guild that wins the Final Showdown (AQ p.29), and "
    .. tostring(result.name or result.scenario or "the finale")
    .. " ended "
    .. how
    .. " before any guild fulfilled the quests it needed"
end

--- Phase `after_scenario`: record the sheet line, then either the finale (medals, grade), the
--- episodic result, or the Upgrade Phase and the winner's choice of the next scenario.
function campaign.after_scenario(game, doc)
  doc = copy(doc)
  local result = doc.result or error("campaign: after_scenario needs the scenario's result")
  if doc.mode == "episodic" then
    local scores = campaign.episodic_scores(doc, result)
    local top = best(scores, function(s) return s.score end, function(a, b) return a > b end)
    doc.final = { winner = table.concat(top, "+"), scores = scores }
    doc.next = { kind = "done" }
    return doc, doc.final.winner
  end
  local row = campaign.sheet_row(doc, result)
  table.insert(doc.played, row)
  take_inventories(doc, result)
  for _, g in ipairs(doc.guilds) do
    g.coins = (g.coins or 0) + (((result.guilds or {})[g.side] or {}).coins or 0)
  end
  if #doc.played >= #CIRCLES then
    local medals, holders = campaign.medals(doc)
    local winner = row.winner[1] or "none"
    doc.final = {
      winner = winner,
      medals = medals,
      holders = holders,
      grade = winner ~= "none" and campaign.grade(medals[winner]) or campaign.no_victor(result),
    }
    doc.next = { kind = "done" }
    return doc, winner
  end
  upgrade_cards(game, doc, math.min(#doc.played, 6))
  local chooser = leader(doc, result)
  local id = choose_next(game, doc, chooser)
  doc.next = scenario_step(doc, id, { level = #doc.played + 1, last_winner = chooser })
  doc.next.after = "after_scenario"
  doc.result = nil
  return doc, chooser
end

--- The phase game: runs the phase the scenario names and finishes with the new document.
function campaign.play(game)
  local phase = game.scenario.phase
  local doc = game.scenario.campaign
  if type(doc) ~= "table" then error("campaign phase `" .. tostring(phase) .. "` needs `campaign:` data") end
  local new, winner
  if phase == "create" then
    new = campaign.create(game, doc)
    winner = "none"
  elseif phase == "after_scenario" then
    new, winner = campaign.after_scenario(game, doc)
  else
    error("unknown campaign phase `" .. tostring(phase) .. "` (create, after_scenario)")
  end
  game.finish({ winner = winner or "none", reason = "campaign " .. phase, campaign = new })
end

-- Scenario side: what a finished scenario reports to the campaign ---------------------------------

--- The outcome table of a finished scenario, per guild: coins, quests, death tokens, reward
--- cards won, titles won and each hero's upgrade cards and death curse (quests.finish adds it).
function campaign.report(game, guilds)
  local out = {}
  for _, s in ipairs(guilds) do
    local r = { coins = game.side(s).coins or 0, deaths = 0, rewards = 0, titles = {}, heroes = {} }
    for _, f in ipairs(game.figures({ side = s })) do
      local d = f.card and game.def(f.card)
      if d and d.kind == "hero" then
        r.deaths = r.deaths + (f.death_tokens or 0)
        local h = { id = f.id, cards = {} }
        for _, c in ipairs(f:cards()) do
          if c.def.kind == "upgrade" then
            h.cards[#h.cards + 1] = c.card
          elseif c.def.kind == "death_curse" then
            h.curse = c.card
          end
        end
        r.heroes[#r.heroes + 1] = h
      end
    end
    for _, q in ipairs(game.scenario.quests or {}) do
      if type(q) == "table" then
        local t = q.title
        if t and game.side(s)["title " .. t] and not contains(r.titles, t) then r.titles[#r.titles + 1] = t end
        -- A reward card went to a fulfilling guild while copies lasted (quests.lua give_reward).
        local id = q.id or q.script
        if
          type(q.rewards) == "table"
          and id
          and game.side(s)["quest " .. id]
          and (game.vars["quest " .. id .. " rewards"] or 0) > 0
        then
          r.rewards = r.rewards + 1
        end
      end
    end
    out[s] = r
  end
  return out
end

return campaign
