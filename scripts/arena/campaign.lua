-- The Epic Campaign's experience points (ATC 11.2, 11.3): what a finished quest earns and what
-- the party may buy with it. Pure functions over plain data, plus a *phase* game (scenario keys
-- `phase: epic`, `campaign: DOC`) in which the players spend XP through ordinary choices
-- (`buy HERO KIND ID`, `sell ...`, `done`) and that ends with game.finish{campaign = DOC}.
--
-- The document:
--   xp          the party's XP
--   result      the last quest's report (coop.finish): won, secondary, heroes_alive, difficulty
--               and xp (already computed); after_quest adds it once (`result.counted`)
--   heroes      { HERO = { role =, level_ups = {TYPE = n}, primaries = {ids}, specials = {ids} } }
--   aid         Improved (blue) First Aid tokens owned (max 2)
--   scrolls     { ids } owned; `scrolls_used` { ids } used (never bought again)
--   artifacts   { ids } owned
--   specials_used { ids } consumable special attacks the party had (never again)
--   heroic_used { ids } the heroic actions the party performed in the quests played, won or
--               lost (each quest's `report.heroic`); a Nightmare quest bars them (ATC 11.3:
--               "cannot repeat the same Heroic Action again until the campaign ends"): the
--               next quest's scenario gets them as `campaign_heroic:` (coop.apply_difficulty)
--   shop        what may be bought: { {kind = "level_up"|"primary"|"special"|"scroll"|"artifact",
--               id =, role = (attacks), owner = (the hero whose card it is), level = (artifacts)} };
--               "aid" needs no entry
--
-- The whole campaign (run by repl/src/campaign.rs, `skirmish campaign --ruleset arena`): the
-- document also holds `config` (ruleset.yaml's `campaign:` key: quests in order, party_size,
-- the heroes, level ups, artifacts and scrolls of the shop, max_attempts), `party` (hero ids in
-- order), `quest` (index of the next quest in config.quests), `attempts` (lost tries of it),
-- `played` (one row per quest played), `next` (what the runner plays next), `final` and
-- `summary` (lines for `campaign status`). Every campaign step is the `epic` phase game: with
-- no party yet it recruits one (`recruit HERO`); after a quest it expires the consumables the
-- party took into it, and, when the quest was won, adds its XP and lets each hero take the
-- special reward of that quest number (11.2.1, `reward HERO KIND ID`), then the shop; a lost
-- quest gives nothing and is played again (11.2.2), at most `max_attempts` times (ours).

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, pairs, type, tostring, error, math, table, require =
  ipairs, pairs, type, tostring, error, math, table, require

local campaign = {}

local rulebook = require("arena.rulebook")

campaign.LEVEL_UP_COST = { 4, 8, 12 }
campaign.MAX_SAME_LEVEL_UP = 3
campaign.MAX_LEVEL_UPS = 6
campaign.TEAM_MAX_COPIES = 5
campaign.PRIMARY_COST = 3
campaign.MAX_EXTRA_PRIMARIES = 2
campaign.SPECIAL_COST = 2
campaign.MAX_EXTRA_SPECIALS = 1
campaign.AID_COST = { 3, 8 }
campaign.MAX_AID = 2
campaign.SCROLL_COST = 1
campaign.ARTIFACT_COST = { 4, 8 }

local function count(list, x)
  local n = 0
  for _, y in ipairs(list or {}) do
    if y == x then n = n + 1 end
  end
  return n
end

local function copy(t)
  if type(t) ~= "table" then return t end
  local out = {}
  for k, v in pairs(t) do
    out[k] = copy(v)
  end
  return out
end
campaign.copy = copy

--- XP a quest earns (ATC 11.2.2, 11.3): nothing unless won; Normal: the primary objective's XP
--- plus each secondary objective met; Daydream: 20 for the primary, nothing for secondaries;
--- Nightmare: primary - 8, secondaries, and 3 per hero alive at the end.
--- `q` is the quest card (objectives = {primary = {xp}, secondary = {{id, xp}}}), `report` the
--- quest's report {won, secondary = {ids}, heroes_alive, difficulty}.
function campaign.quest_xp(q, report)
  if not report.won then return 0 end
  local obj = q.objectives or {}
  local primary = (obj.primary and obj.primary.xp) or 0
  local secondary = 0
  for _, id in ipairs(report.secondary or {}) do
    for _, o in ipairs(obj.secondary or {}) do
      if o.id == id then secondary = secondary + (o.xp or 0) end
    end
  end
  local d = report.difficulty or "normal"
  if d == "daydream" then return 20 end
  if d == "nightmare" then return math.max(0, primary - 8) + secondary + 3 * (report.heroes_alive or 0) end
  return primary + secondary
end

local function hero_of(doc, id)
  local h = doc.heroes and doc.heroes[id]
  if not h then return nil, "no hero `" .. tostring(id) .. "` in the party" end
  return h
end

local function team_copies(doc, t)
  local n = 0
  for _, h in pairs(doc.heroes or {}) do
    n = n + ((h.level_ups or {})[t] or 0)
  end
  return n
end

--- The XP cost of purchase `p` ({kind, hero, id, role, level, n}) for the party `doc`, or nil
--- and why it is not allowed.
function campaign.cost(doc, p)
  local kind = p.kind
  if kind == "level_up" then
    local h, err = hero_of(doc, p.hero)
    if not h then return nil, err end
    local owned = (h.level_ups or {})[p.id] or 0
    local total = 0
    for _, n in pairs(h.level_ups or {}) do
      total = total + n
    end
    if owned >= campaign.MAX_SAME_LEVEL_UP then return nil, "at most 3 equal Level UP cards per hero" end
    if total >= campaign.MAX_LEVEL_UPS then return nil, "at most 6 Level UP cards per hero" end
    if team_copies(doc, p.id) >= campaign.TEAM_MAX_COPIES then
      return nil, "the team owns 5 copies of that Level UP card"
    end
    return campaign.LEVEL_UP_COST[owned + 1]
  elseif kind == "primary" then
    local h, err = hero_of(doc, p.hero)
    if not h then return nil, err end
    if p.role and h.role and p.role ~= h.role then return nil, "the card must share the hero's Combat Role" end
    if #(h.primaries or {}) >= campaign.MAX_EXTRA_PRIMARIES then return nil, "at most two extra Primary Attacks" end
    if count(h.primaries, p.id) > 0 then return nil, "already owned" end
    return campaign.PRIMARY_COST
  elseif kind == "special" then
    local h, err = hero_of(doc, p.hero)
    if not h then return nil, err end
    if p.role and h.role and p.role ~= h.role then return nil, "the card must share the hero's Combat Role" end
    if #(h.specials or {}) >= campaign.MAX_EXTRA_SPECIALS then
      return nil, "at most one extra Special Attack at a time"
    end
    if count(doc.specials_used, p.id) > 0 then return nil, "the party already had that consumable" end
    for _, o in pairs(doc.heroes) do
      if count(o.specials, p.id) > 0 then return nil, "the party already had that consumable" end
    end
    return campaign.SPECIAL_COST
  elseif kind == "aid" then
    local n = p.n or 1
    if n < 1 or n > 2 then return nil, "buy 1 or 2 Improved First Aid tokens" end
    if (doc.aid or 0) + n > campaign.MAX_AID then return nil, "at most two Improved First Aid tokens" end
    return campaign.AID_COST[n]
  elseif kind == "scroll" then
    if count(doc.scrolls, p.id) > 0 or count(doc.scrolls_used, p.id) > 0 then
      return nil, "a scroll is owned once (unless the campaign rewards it)"
    end
    return campaign.SCROLL_COST
  elseif kind == "artifact" then
    local level = p.level or 1
    if level >= 3 then return nil, "Level 3 artifacts are never bought" end
    return campaign.ARTIFACT_COST[level]
  end
  return nil, "unknown purchase `" .. tostring(kind) .. "`"
end

--- Whether the party can buy `p` now: the cost, or nil and why.
function campaign.validate(doc, p)
  local cost, why = campaign.cost(doc, p)
  if not cost then return nil, why end
  if cost > (doc.xp or 0) then return nil, "costs " .. cost .. " XP, the party has " .. (doc.xp or 0) end
  return cost
end

--- A new document after buying `p` (an error when not allowed).
function campaign.buy(doc, p)
  local cost, why = campaign.validate(doc, p)
  if not cost then error("cannot buy " .. tostring(p.kind) .. " " .. tostring(p.id) .. ": " .. why) end
  local d = copy(doc)
  d.xp = d.xp - cost
  local h = p.hero and d.heroes[p.hero]
  if p.kind == "level_up" then
    h.level_ups = h.level_ups or {}
    h.level_ups[p.id] = (h.level_ups[p.id] or 0) + 1
  elseif p.kind == "primary" then
    h.primaries = h.primaries or {}
    h.primaries[#h.primaries + 1] = p.id
  elseif p.kind == "special" then
    h.specials = h.specials or {}
    h.specials[#h.specials + 1] = p.id
  elseif p.kind == "aid" then
    d.aid = (d.aid or 0) + (p.n or 1)
  elseif p.kind == "scroll" then
    d.scrolls = d.scrolls or {}
    d.scrolls[#d.scrolls + 1] = p.id
  elseif p.kind == "artifact" then
    d.artifacts = d.artifacts or {}
    d.artifacts[#d.artifacts + 1] = p.id
  end
  return d, cost
end

--- XP back for selling artifacts and scrolls together: half their costs, rounded down, once for
--- the whole group (ATC 11.2.2). `items` = { {kind = "scroll"|"artifact", level =} }.
function campaign.sale_value(items)
  local total = 0
  for _, it in ipairs(items) do
    if it.kind == "scroll" then
      total = total + campaign.SCROLL_COST
    elseif it.kind == "artifact" then
      if (it.level or 1) >= 3 then error("Level 3 artifacts cannot be sold") end
      total = total + campaign.ARTIFACT_COST[it.level or 1]
    else
      error("only artifacts and scrolls are sold")
    end
  end
  return total // 2
end

--- Adds the last quest's XP (awarded only for a won quest) once.
function campaign.after_quest(doc, report)
  local d = copy(doc)
  report = report or d.result
  if report and not report.counted then
    d.xp = (d.xp or 0) + (report.won and (report.xp or 0) or 0)
    if d.result then d.result.counted = true end
  end
  return d
end

-- The phase game --------------------------------------------------------------------------------

local function purchases(doc)
  local out = {}
  local heroes = {}
  for id in pairs(doc.heroes or {}) do
    heroes[#heroes + 1] = id
  end
  table.sort(heroes)
  for _, item in ipairs(doc.shop or {}) do
    if item.kind == "scroll" or item.kind == "artifact" then
      out[#out + 1] = { kind = item.kind, id = item.id, level = item.level }
    else
      for _, h in ipairs(heroes) do
        if item.owner ~= h then out[#out + 1] = { kind = item.kind, id = item.id, hero = h, role = item.role } end
      end
    end
  end
  out[#out + 1] = { kind = "aid", n = 1, id = "1" }
  out[#out + 1] = { kind = "aid", n = 2, id = "2" }
  return out
end

--- The shop: the players buy until `done`; returns the new document.
local function shop(game, doc)
  while true do
    local options = { { key = "done" } }
    for _, p in ipairs(purchases(doc)) do
      local cost = campaign.validate(doc, p)
      if cost then
        local key = "buy " .. (p.hero and (p.hero .. " ") or "") .. p.kind .. " " .. p.id
        options[#options + 1] = { key = key, label = key .. " (" .. cost .. " XP)", purchase = p }
      end
    end
    local pick = game.choose({
      side = "heroes",
      prompt = "spend XP (" .. (doc.xp or 0) .. " left)",
      options = options,
      rule = rulebook.spend_xp,
    })
    if not pick.purchase then break end
    doc = campaign.buy(doc, pick.purchase)
    game.log("bought " .. pick.key)
  end
  return doc
end

-- The whole campaign -----------------------------------------------------------------------------

local function sorted_keys(t)
  local out = {}
  for k in pairs(t or {}) do
    out[#out + 1] = k
  end
  table.sort(out)
  return out
end

local function tier_of(game, id)
  local def = game.def(id)
  return def and def.tier
end

local function role_of(game, hero)
  local def = game.def(hero)
  if def == nil or def.kind ~= "hero" then error("campaign: `" .. tostring(hero) .. "` is not a hero card") end
  return def.role
end

--- The shop of config (`heroes`: every hero whose attacks are sold; `level_ups`, `artifacts`,
--- `scrolls`): card ids checked against the cards loaded.
function campaign.build_shop(game, cfg)
  local out = {}
  for _, id in ipairs(cfg.level_ups or {}) do
    out[#out + 1] = { kind = "level_up", id = id }
  end
  for _, h in ipairs(cfg.heroes or {}) do
    local role = role_of(game, h)
    for _, a in ipairs(game.def(h).attacks or {}) do
      local tier = tier_of(game, a)
      if tier == "primary" or tier == "special" then out[#out + 1] = { kind = tier, id = a, role = role, owner = h } end
    end
  end
  for _, id in ipairs(cfg.scrolls or {}) do
    out[#out + 1] = { kind = "scroll", id = id }
  end
  for _, id in ipairs(cfg.artifacts or {}) do
    local def = game.def(id)
    if def == nil or def.kind ~= "artifact" then error("campaign: `" .. id .. "` is not an artifact") end
    out[#out + 1] = { kind = "artifact", id = id, level = def.level or 1 }
  end
  return out
end

local function level_of(doc, id)
  for _, item in ipairs(doc.shop or {}) do
    if item.kind == "artifact" and item.id == id then return item.level or 1 end
  end
  return 1
end

--- What each hero takes into the next quest (figure `cards`): its extra primaries and specials,
--- its level ups (one card per copy), then the artifacts (on different heroes, total level at
--- most 6, in the order bought) and up to three scrolls, spread in party order (11.2.3.5-6).
function campaign.loadout(doc)
  local out = {}
  for _, h in ipairs(doc.party) do
    local hero = doc.heroes[h]
    local cards = {}
    for _, id in ipairs(hero.primaries or {}) do
      cards[#cards + 1] = id
    end
    for _, id in ipairs(hero.specials or {}) do
      cards[#cards + 1] = id
    end
    for _, t in ipairs(sorted_keys(hero.level_ups)) do
      for _ = 1, hero.level_ups[t] do
        cards[#cards + 1] = t
      end
    end
    out[h] = cards
  end
  local i, total = 1, 0
  for _, a in ipairs(doc.artifacts or {}) do
    local lvl = level_of(doc, a)
    if i <= #doc.party and total + lvl <= 6 then
      table.insert(out[doc.party[i]], a)
      i, total = i + 1, total + lvl
    end
  end
  for n, s in ipairs(doc.scrolls or {}) do
    if n > 3 then break end
    table.insert(out[doc.party[(n - 1) % #doc.party + 1]], s)
  end
  return out
end

local function next_quest(doc)
  local quests = doc.config.quests or {}
  local id = quests[doc.quest]
  if id == nil then return { kind = "done" } end
  local cards = campaign.loadout(doc)
  local heroes = {}
  for _, h in ipairs(doc.party) do
    heroes[#heroes + 1] = { id = h, card = h, cards = cards[h] }
  end
  local set = copy(doc.config.set or {})
  if #(doc.heroic_used or {}) > 0 then set.campaign_heroic = copy(doc.heroic_used) end
  return {
    kind = "scenario",
    scenario = id,
    after = "epic",
    set = set,
    roster = { { side = "heroes", heroes = heroes } },
  }
end

--- Lines for `campaign status`.
local function summary(doc)
  local lines = {}
  local quests = doc.config.quests or {}
  lines[#lines + 1] = "party: "
    .. (doc.xp or 0)
    .. " XP, improved first aid "
    .. (doc.aid or 0)
    .. ", artifacts "
    .. ((#(doc.artifacts or {}) > 0) and table.concat(doc.artifacts, ", ") or "-")
    .. ", scrolls "
    .. ((#(doc.scrolls or {}) > 0) and table.concat(doc.scrolls, ", ") or "-")
  for _, h in ipairs(doc.party or {}) do
    local hero = doc.heroes[h]
    local parts = {}
    for _, t in ipairs(sorted_keys(hero.level_ups)) do
      parts[#parts + 1] = t .. " x" .. hero.level_ups[t]
    end
    for _, id in ipairs(hero.primaries or {}) do
      parts[#parts + 1] = id
    end
    for _, id in ipairs(hero.specials or {}) do
      parts[#parts + 1] = id .. " (consumable)"
    end
    lines[#lines + 1] = "  "
      .. h
      .. " ("
      .. tostring(hero.role)
      .. "): "
      .. (#parts > 0 and table.concat(parts, ", ") or "-")
  end
  if #(doc.heroic_used or {}) > 0 then
    lines[#lines + 1] = "heroic actions performed: " .. table.concat(doc.heroic_used, ", ")
  end
  lines[#lines + 1] = "quest "
    .. math.min(doc.quest or 1, #quests)
    .. " of "
    .. #quests
    .. ((doc.attempts or 0) > 0 and (", lost " .. doc.attempts .. " time(s)") or "")
  return lines
end

local function finish_doc(doc)
  doc.next = doc.final and { kind = "done" } or next_quest(doc)
  doc.summary = summary(doc)
  return doc
end

--- The first step: the party is recruited (`recruit HERO`, config.party_size heroes among
--- config.heroes), the shop is built and the first quest comes next.
function campaign.create(game, doc)
  local cfg = doc.config
  doc.xp, doc.aid = doc.xp or 0, doc.aid or 0
  doc.heroes, doc.party = {}, {}
  doc.artifacts, doc.scrolls, doc.scrolls_used, doc.specials_used = {}, {}, {}, {}
  doc.quest, doc.attempts, doc.played = 1, 0, {}
  doc.sheet_columns = {
    { key = "number", head = "#" },
    { key = "name", head = "quest" },
    { key = "result", head = "result" },
    { key = "xp", head = "XP" },
    { key = "rewards", head = "special rewards" },
  }
  local size = math.min(cfg.party_size or 4, #(cfg.heroes or {}))
  while #doc.party < size do
    local options = {}
    for _, h in ipairs(cfg.heroes) do
      if not doc.heroes[h] then
        options[#options + 1] =
          { key = "recruit " .. h, label = "recruit " .. h .. " (" .. role_of(game, h) .. ")", hero = h }
      end
    end
    local pick = game.choose({
      side = "heroes",
      prompt = "recruit hero " .. (#doc.party + 1) .. " of " .. size,
      options = options,
      rule = rulebook.campaign_recruit,
    })
    doc.party[#doc.party + 1] = pick.hero
    doc.heroes[pick.hero] = { role = role_of(game, pick.hero), level_ups = {}, primaries = {}, specials = {} }
  end
  doc.shop = campaign.build_shop(game, cfg)
  return finish_doc(doc)
end

local function owns_card(hero, id) return count(hero.primaries, id) > 0 or count(hero.specials, id) > 0 end

--- The special rewards (11.2.1) hero `h` may choose after winning quest number `n`: a list of
--- purchases, or an empty list and the XP the party gets instead.
function campaign.reward_options(game, doc, h, n, taken)
  local hero = doc.heroes[h]
  local out = {}
  if n == 1 or n == 4 then
    local absent = {}
    if n == 4 then
      for _, item in ipairs(doc.shop) do
        if item.role then absent[item.role] = true end
      end
      for _, p in ipairs(doc.party) do
        absent[doc.heroes[p].role] = nil
      end
    end
    for _, item in ipairs(doc.shop) do
      if
        n == 1
        and item.kind == "primary"
        and item.role == hero.role
        and item.owner ~= h
        and not owns_card(hero, item.id)
      then
        out[#out + 1] = { kind = "primary", id = item.id, hero = h }
      elseif
        n == 4
        and item.kind == "special"
        and absent[item.role]
        and count(doc.specials_used, item.id) == 0
        and not taken[item.id]
      then
        out[#out + 1] = { kind = "special", id = item.id, hero = h }
      end
    end
    return out, 0
  elseif n == 2 or n == 5 then
    for _, id in ipairs(doc.config.level_ups or {}) do
      local owned = (hero.level_ups or {})[id] or 0
      if (owned == 0 or (n == 5 and owned == 1)) and campaign.cost(doc, { kind = "level_up", hero = h, id = id }) then
        out[#out + 1] = { kind = "level_up", id = id, hero = h }
      end
    end
    return out, (n == 2) and 2 or 4
  elseif n == 3 then
    for _, item in ipairs(doc.shop) do
      if
        item.kind == "artifact"
        and (item.level or 1) == 1
        and count(doc.artifacts, item.id) == 0
        and not taken[item.id]
      then
        out[#out + 1] = { kind = "artifact", id = item.id, level = 1 }
      end
    end
    return out, 2
  end
  return out, 0
end

--- Gives a special reward for free.
local function grant(doc, p)
  local h = p.hero and doc.heroes[p.hero]
  if p.kind == "level_up" then
    h.level_ups[p.id] = (h.level_ups[p.id] or 0) + 1
  elseif p.kind == "primary" then
    h.primaries[#h.primaries + 1] = p.id
  elseif p.kind == "special" then
    h.specials[#h.specials + 1] = p.id
  elseif p.kind == "artifact" then
    doc.artifacts[#doc.artifacts + 1] = p.id
  end
end

--- Each hero in party order chooses its special reward of quest number `n` (11.2.1); returns
--- the rewards' text for the sheet.
function campaign.special_rewards(game, doc, n)
  local taken, given = {}, {}
  for _, h in ipairs(doc.party) do
    local options, instead = campaign.reward_options(game, doc, h, n, taken)
    if #options == 0 then
      if instead > 0 then
        doc.xp = doc.xp + instead
        given[#given + 1] = h .. " +" .. instead .. " XP"
        game.log(h .. " has no special reward left: the party gains " .. instead .. " XP")
      end
    else
      local choices = {}
      for _, p in ipairs(options) do
        local key = "reward " .. h .. " " .. p.kind .. " " .. p.id
        choices[#choices + 1] = { key = key, purchase = p }
      end
      local pick = game.choose({
        side = "heroes",
        prompt = "special reward of quest " .. n .. " for " .. h,
        options = choices,
        rule = rulebook.special_rewards,
      })
      local p = pick.purchase
      p.hero = p.hero or h
      grant(doc, p)
      taken[p.id] = true
      given[#given + 1] = h .. " " .. p.id
      game.log(pick.key)
    end
  end
  return table.concat(given, ", ")
end

--- After a quest: consumables taken into it are gone (specials and improved first aid, 11.2.3.3-4);
--- a won quest adds its XP and its special rewards and moves on, a lost one is played again.
function campaign.between(game, doc)
  local r = doc.result or {}
  local report = r.report or {}
  local won = r.winner == "heroes" or report.won == true
  for _, h in ipairs(doc.party) do
    local hero = doc.heroes[h]
    for _, id in ipairs(hero.specials or {}) do
      doc.specials_used[#doc.specials_used + 1] = id
    end
    hero.specials = {}
  end
  doc.aid = 0
  -- Every heroic action performed counts, in a lost quest too: it was performed (ATC 11.3);
  -- once per result, as its XP (`heroic_counted`).
  if not r.heroic_counted then
    for _, id in ipairs(report.heroic or {}) do
      doc.heroic_used = doc.heroic_used or {}
      doc.heroic_used[#doc.heroic_used + 1] = id
    end
    r.heroic_counted = true
  end
  local quests = doc.config.quests or {}
  local row =
    { number = #doc.played + 1, name = r.name or r.scenario, result = won and "won" or "lost", xp = 0, rewards = "-" }
  doc.played[#doc.played + 1] = row
  if won and not r.counted then
    r.counted = true
    row.xp = report.xp or 0
    doc.xp = (doc.xp or 0) + row.xp
    local rewards = campaign.special_rewards(game, doc, doc.quest)
    if rewards ~= "" then row.rewards = rewards end
    doc.quest, doc.attempts = doc.quest + 1, 0
    if doc.quest > #quests then
      doc.final = {
        winner = "heroes",
        summary = "the party completed all " .. #quests .. " quests with " .. doc.xp .. " XP left",
      }
      return finish_doc(doc)
    end
  elseif not won then
    doc.attempts = (doc.attempts or 0) + 1
    local max = doc.config.max_attempts
    if max and doc.attempts >= max then
      doc.final = {
        winner = "foes",
        summary = "the party lost quest "
          .. doc.quest
          .. " ("
          .. tostring(quests[doc.quest])
          .. ") "
          .. doc.attempts
          .. " times: the campaign is lost",
      }
      return finish_doc(doc)
    end
  end
  doc = shop(game, doc)
  return finish_doc(doc)
end

--- `phase: epic`. A document with `config` is a whole campaign (see the header); without it,
--- the quest's XP is added, then the players buy until `done`.
function campaign.play(game)
  local doc = game.scenario.campaign
  if type(doc) ~= "table" then error("phase `epic` needs `campaign:` data") end
  doc = copy(doc)
  if doc.config then
    if not doc.party then
      doc = campaign.create(game, doc)
    else
      doc = campaign.between(game, doc)
    end
  else
    doc = shop(game, campaign.after_quest(doc))
  end
  game.finish({ winner = "heroes", reason = "campaign epic", campaign = doc })
end

return campaign
