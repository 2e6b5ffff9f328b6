-- Villain: Morrigan, the raven queen (p.6 Villain Card Anatomy; FAQ p.18 "Morrigan").
-- Act I: her folk come ashore on the coasts and the shadows gather in the Wilds; her ravens
-- drain the Willpower of champions under a shadow; twelve shadows on the map are the defeat (p.14).
-- Act II: her raven cloak turns blows aside; a quest token negates it for ONE combat round
-- (FAQ p.18: another token for the next round).
-- Texts, numbers and spaces are our own design (the rulebook prints no villain card).
local villains = require("ods.villains")

---@type OdsVillain
return {
  kind = "villain",
  name = "Morrigan",
  stats = { defence = 7, attack = 8, health = 18 },
  foes = 7,
  epic_foes = 3,
  shadow_health = 1,
  act1 = {
    setup = {
      { place = "quest", count = "half" },
      { place = "shadow", count = 2 },
      { foe = "random", at = { tag = "coast" } },
      { foe = "random", at = { tag = "coast" } },
    },
    progress = {
      { foe = "random", at = { tag = "coast" } },
      { place = "shadow", count = 1, type = "wilds" },
    },
    rules = "Her host lands on the coasts: after each Event a foe enters on a coastal space and a "
      .. "shadow falls on the Wilds. Before that, her ravens gather: every champion standing on a "
      .. "space with a shadow token loses 1 Willpower.",
  },
  omens = 1, -- the Act I additional rule (our design): Willpower lost under her ravens
  -- p.14: the card's own defeat for all champions (our design)
  defeat = { text = "Twelve shadows cover the land: the Raven Queen's night never ends.", shadows = 12 },
  act2 = {
    setup = { { villain = { at = "raven_moor" } } },
    rules = "Morrigan waits on Raven Moor. Her cloak of feathers turns blows aside: every attack "
      .. "against her deals 2 less damage.",
    quest_token = {
      text = "Spend a quest token at the start of a combat round: her cloak fails " .. "for that round only.",
      use = "negate_round",
    },
  },
  cloak = 2,
  provisional = true,
  on = {
    villain_progress = { run = function(self, e, game) villains.omens(game, self.def.omens) end },
    combat_round_start = {
      when = function(self, e, game) return (game.vars.act or 1) == 2 end,
      run = function(self, e, game) villains.offer_negate(game, e) end,
    },
    attack_done = {
      when = function(self, e, game)
        local f = villains.figure(game)
        return f ~= nil and e.foe == f and (e.damage or 0) > 0
      end,
      run = function(self, e, game)
        if villains.negated(game, { round = game.vars.combat_round }) then return end
        e.damage = math.max(0, e.damage - self.def.cloak)
      end,
    },
  },
}
