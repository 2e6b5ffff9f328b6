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
--   shop        what may be bought: { {kind = "level_up"|"primary"|"special"|"scroll"|"artifact",
--               id =, role = (attacks), level = (artifacts)} }; "aid" needs no entry
local campaign = {}

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
  for _, y in ipairs(list or {}) do if y == x then n = n + 1 end end
  return n
end

local function copy(t)
  if type(t) ~= "table" then return t end
  local out = {}
  for k, v in pairs(t) do out[k] = copy(v) end
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
  if d == "nightmare" then
    return math.max(0, primary - 8) + secondary + 3 * (report.heroes_alive or 0)
  end
  return primary + secondary
end

local function hero_of(doc, id)
  local h = doc.heroes and doc.heroes[id]
  if not h then return nil, "no hero `" .. tostring(id) .. "` in the party" end
  return h
end

local function team_copies(doc, t)
  local n = 0
  for _, h in pairs(doc.heroes or {}) do n = n + ((h.level_ups or {})[t] or 0) end
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
    for _, n in pairs(h.level_ups or {}) do total = total + n end
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
    if #(h.specials or {}) >= campaign.MAX_EXTRA_SPECIALS then return nil, "at most one extra Special Attack at a time" end
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
    if it.kind == "scroll" then total = total + campaign.SCROLL_COST
    elseif it.kind == "artifact" then
      if (it.level or 1) >= 3 then error("Level 3 artifacts cannot be sold") end
      total = total + campaign.ARTIFACT_COST[it.level or 1]
    else error("only artifacts and scrolls are sold") end
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
  for id in pairs(doc.heroes or {}) do heroes[#heroes + 1] = id end
  table.sort(heroes)
  for _, item in ipairs(doc.shop or {}) do
    if item.kind == "scroll" or item.kind == "artifact" then
      out[#out + 1] = { kind = item.kind, id = item.id, level = item.level }
    else
      for _, h in ipairs(heroes) do
        out[#out + 1] = { kind = item.kind, id = item.id, hero = h, role = item.role }
      end
    end
  end
  out[#out + 1] = { kind = "aid", n = 1, id = "1" }
  out[#out + 1] = { kind = "aid", n = 2, id = "2" }
  return out
end

--- `phase: epic`: the quest's XP is added, then the players buy until `done`.
function campaign.play(game)
  local doc = game.scenario.campaign
  if type(doc) ~= "table" then error("phase `epic` needs `campaign:` data") end
  doc = campaign.after_quest(copy(doc))
  while true do
    local options = { { key = "done" } }
    for _, p in ipairs(purchases(doc)) do
      local cost = campaign.validate(doc, p)
      if cost then
        local key = "buy " .. (p.hero and (p.hero .. " ") or "") .. p.kind .. " " .. p.id
        options[#options + 1] = { key = key, label = key .. " (" .. cost .. " XP)", purchase = p }
      end
    end
    local pick = game.choose({ side = "heroes", prompt = "spend XP (" .. (doc.xp or 0) .. " left)", options = options })
    if not pick.purchase then break end
    doc = campaign.buy(doc, pick.purchase)
    game.log("bought " .. pick.key)
  end
  game.finish({ winner = "heroes", reason = "campaign epic", campaign = doc })
end

return campaign
