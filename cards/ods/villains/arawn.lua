-- Villain: Arawn, lord of the dead (p.6 Villain Card Anatomy; FAQ p.18 "Arawn").
-- Act I: his dead rise in the Hollows and march on the Capitals; each foe that reaches a
-- Capital costs every champion 1 Willpower, once per arrival (FAQ p.18), and stays there.
-- Act II: he waits in the Barrow of Kings and knits his wounds each combat round unless a
-- quest token negates it for that round (p.11; the same one-round rule as FAQ p.18 Morrigan).
-- Texts, numbers and spaces are our own design (the rulebook prints no villain card).
local villains = require("ods.villains")

---@type OdsVillain
return {
  kind = "villain",
  name = "Arawn",
  stats = { defence = 6, attack = 10, health = 20 }, -- Act II only (p.6 "2. STATS")
  foes = 7,
  epic_foes = 3, -- p.6 Villain Set Up
  shadow_health = 1, -- Health per shadow token at the flip
  act1 = {
    setup = {
      { place = "quest", count = "half" },
      { place = "shadow", count = 2, type = "hollows" },
      { foe = "random", at = { tag = "crypt" } },
      { foe = "random", at = { tag = "barrow" } },
    },
    progress = {
      { foe = "random", at = { type = "hollows" } },
      { place = "shadow", count = 1 },
    },
    rules = "The dead do not rest. After each Event, every foe on the map walks one path nearer "
      .. "the closest Capital. Whenever one arrives at a Capital, every champion loses 1 Willpower; "
      .. "it then waits there for the second Act.",
  },
  act2 = {
    setup = { { villain = { at = "barrow_of_kings" } } },
    rules = "Arawn rises from the Barrow of Kings. At the end of every combat round he survives, "
      .. "he regains 2 Health.",
    quest_token = {
      text = "Spend a quest token at the start of a combat round: Arawn regains no "
        .. "Health at the end of that round.",
      use = "negate_round",
    },
  },
  -- p.14: the card's own defeat for all champions (our design): his dead hold the Capitals
  defeat = {
    text = "Seven of his dead stand in the Capitals: the kingdoms fall to the Lord of the Dead.",
    foes = 7,
    on = { type = "capital" },
  },
  regain = 2,
  provisional = true,
  on = {
    villain_progress = { run = function(self, e, game) villains.march(game) end },
    combat_round_start = {
      when = function(self, e, game) return (game.vars.act or 1) == 2 end,
      run = function(self, e, game) villains.offer_negate(game, e) end,
    },
    -- FAQ p.17: an end-of-round ability does not act in the round its foe is defeated
    combat_round_end = {
      when = function(self, e, game)
        local f = villains.figure(game)
        return (game.vars.act or 1) == 2 and villains.in_combat(game, e) and f.on_board and (f.health or 0) > 0
      end,
      run = function(self, e, game)
        if villains.negated(game, e) then
          game.log("Arawn's wounds stay open this round")
          return
        end
        local f = villains.figure(game)
        f.health = math.min(f.max_health, f.health + self.def.regain)
        game.log("Arawn knits his wounds: " .. f.health .. "/" .. f.max_health)
      end,
    },
  },
}
