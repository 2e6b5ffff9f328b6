-- Villain: The Dragon (p.6 Villain Card Anatomy; the rulebook gives only its counts: 6 foes,
-- 4 epic foes). Act I: beasts roam the mountains and forests, and the Dragon's flight scorches
-- the Wilds; seven shadows on the Wilds are the defeat (p.14). Act II: in the Wyrm Caves its
-- fire scorches everyone fighting it at the end of each round it survives (FAQ p.17: not the
-- round it falls); a quest token negates the fire for one combat round.
-- Texts, numbers and spaces are our own design (the rulebook prints no villain card).
local villains = require("ods.villains")

---@type OdsVillain
return {
  kind = "villain",
  name = "The Dragon",
  stats = { defence = 7, attack = 8, health = 22 },
  foes = 6,
  epic_foes = 4,
  shadow_health = 1,
  act1 = {
    setup = {
      { place = "quest", count = "half" },
      { place = "shadow", count = 2, type = "wilds" },
      { foe = "random", at = { tag = "mountain" } },
      { foe = "random", at = { tag = "forest" } },
    },
    progress = {
      { foe = "random", at = { type = "wilds" } },
      { place = "shadow", count = 1 },
    },
    rules = "The wyrm wakes: after each Event a beast enters on a Wilds space and a shadow falls. "
      .. "Then roll a die: on a 5 or 6 the Dragon flies, a shadow falls on a random Wilds space "
      .. "and every champion there loses 2 Health.",
  },
  -- the Act I additional rule (our design): its flight, one d6 after each Event
  flight = { on_roll = 5, type = "wilds", burn = 2 },
  -- p.14: the card's own defeat for all champions (our design)
  defeat = {
    text = "Seven shadows lie over the Wilds: the Dragon's reign of ash has begun.",
    shadows = 7,
    on = { type = "wilds" },
  },
  act2 = {
    setup = { { villain = { at = "wyrm_caves" } } },
    rules = "The Dragon waits in the Wyrm Caves. At the end of every combat round it survives, its "
      .. "fire burns each champion fighting it for 1 Health.",
    quest_token = {
      text = "Spend a quest token at the start of a combat round: no fire that round.",
      use = "negate_round",
    },
  },
  fire = 1,
  provisional = true,
  on = {
    villain_progress = { run = function(self, e, game) villains.scorch(game, self.def.flight) end },
    combat_round_start = {
      when = function(self, e, game) return (game.vars.act or 1) == 2 end,
      run = function(self, e, game) villains.offer_negate(game, e) end,
    },
    combat_round_end = {
      when = function(self, e, game)
        local f = villains.figure(game)
        return (game.vars.act or 1) == 2 and villains.in_combat(game, e) and f.on_board and (f.health or 0) > 0
      end,
      run = function(self, e, game)
        if villains.negated(game, e) then
          game.log("the Dragon's fire is held back this round")
          return
        end
        local combat = require("ods.combat")
        for _, c in ipairs(require("ods.board").champions_at(game, e.space)) do
          combat.damage_champion(game, c, self.def.fire, "dragon")
        end
      end,
    },
  },
}
