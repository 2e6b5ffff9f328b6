-- The attack pipeline (rulebook p.15-17): choose an unexhausted attack card, confirm targets,
-- exhaust, build pools, roll, reroll, count, wound, kill. Each step raises its event so cards
-- can change it.
local rewards = require("arcadia.rewards")

local attack = {}

--- Every legal `attack HERO CARD TARGET` option for a hero.
function attack.options(game, hero)
  local out = {}
  for _, c in ipairs(hero:cards()) do
    local a = c.def.attack
    if a and not c.exhausted then
      for _, t in ipairs(game.figures({ on_board = true })) do
        if hero:is_enemy(t) then
          local ok
          if a.type == "melee" then ok = game.close(hero.at, t.at)
          else ok = game.los(hero.at, t.at, hero) end
          if ok then
            out[#out + 1] = {
              key = "attack " .. hero.id .. " " .. c.card .. " " .. t.id,
              attack = { card = c, target = t },
            }
          end
        end
      end
    end
  end
  return out
end

--- Extra defence dice from every card a figure holds, exhausted or not (AQ p.16).
local function defence_of(game, f)
  local n = f.defence or 0
  for _, c in ipairs(f:cards()) do n = n + (c.def.extra_defence or 0) end
  return n
end

--- The reroll pool of a figure: reroll icons on all its cards, exhausted or not.
local function reroll_pool(f)
  local n = 0
  for _, c in ipairs(f:cards()) do n = n + (c.def.reroll or 0) end
  return n
end

--- Lets `who` spend rerolls on `roll`, die by die (AQ-DICE).
local function offer_rerolls(game, who, roll, what)
  local pool = reroll_pool(who)
  while pool > 0 do
    local options = { { key = "keep", label = "keep the " .. what .. " roll" } }
    for i, d in ipairs(roll:dice()) do
      options[#options + 1] = { key = "reroll " .. i, label = "reroll die " .. i .. " (" .. d.face .. ")", die = i }
    end
    local pick = game.choose({ side = who.side, prompt = who.id .. " may reroll " .. what .. " dice (" .. pool .. " left)", options = options })
    if not pick.die then return end
    roll:reroll(pick.die)
    pool = pool - 1
  end
end

--- Performs one attack; returns {card, targets, killed} (nil when it was cancelled) so the rules
--- can run the reactions that follow an attack.
function attack.perform(game, hero, card, target)
  local a = card.def.attack
  local declared = game.emit("attack_declared", { attacker = hero, card = card, kind = a.type, detail = hero.id .. " " .. card.card .. " " .. target.id })
  if declared.cancelled then return nil end
  card.exhausted = true
  local targets = game.emit("targets_confirmed", { attacker = hero, card = card, targets = { target } }).targets
  -- The number of dice is set by the primary target only (rulebook p.17).
  local pools = game.emit("dice_pools_built", {
    attacker = hero, card = card, target = target,
    attack_dice = a.dice, defence_dice = defence_of(game, target),
  })
  local success = a.type == "melee" and "melee" or "ranged"
  local att = game.roll({ die = "attack", n = pools.attack_dice })
  local defences = {}
  local function defend(i)
    local t = targets[i]
    local n = (i == 1) and pools.defence_dice or defence_of(game, t)
    if t.dazed then n = 0 end -- a dazed figure rolls no defence (AQ-DICE)
    defences[i] = game.roll({ die = "defence", n = n })
    return defences[i]
  end
  defend(1)
  game.emit("dice_rolled", { attacker = hero, card = card, targets = targets, attack = att, defence = defences[1] })
  offer_rerolls(game, hero, att, "attack")
  offer_rerolls(game, target, defences[1], "defence")
  game.emit("rerolls_done", { attacker = hero, card = card, targets = targets, attack = att, defence = defences[1] })
  -- Targets added after the roll (a CRIT effect) defend against the same single attack roll.
  for i = 2, #targets do
    if defences[i] == nil then offer_rerolls(game, targets[i], defend(i), "defence") end
  end
  local results = game.emit("results_computed", {
    attacker = hero, card = card, targets = targets, hits = att:count(success),
    saves = defences[1]:count("shield"), crits = att:count("crit"),
  })
  local killed = {}
  for i, t in ipairs(targets) do
    local saves = (i == 1) and results.saves or defences[i]:count("shield")
    local wounds = math.max(0, results.hits - saves)
    if wounds > 0 and t.on_board then
      t.wounds = (t.wounds or 0) + wounds
      game.emit("wounds_dealt", { attacker = hero, target = t, card = card, wounds = wounds, detail = t.id .. " " .. wounds })
      if t.wounds >= (t.life or 1) then
        rewards.kill(game, t, hero, card)
        killed[#killed + 1] = t
      end
    end
  end
  return { card = card, targets = targets, killed = killed }
end

return attack
