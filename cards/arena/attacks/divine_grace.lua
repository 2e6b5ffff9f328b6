-- Divine Grace (aurelle, healer, special).
-- Public (ATC): name, special tier and the permanent 'regain 4 HP when attacking' effect are in ATC 5.4.10; the 10 HP heal, range and target are ours.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Divine Grace",
  tier = "special",
  interrupt = false,
  range = 8,
  target = "ally",
  up_to = 1,
  damage = 0,
  residual = false,
  effects = {
    { heal = 10, to = "target" },
    { condition = "heal_on_attack", to = "target", duration = "permanent" },
  },
  role = "healer",
  hero = "aurelle",
  text = "Ranged, 1 ally. Hit: the ally regains 10 HP and, permanently, regains 4 HP each time it attacks. Miss: nothing.",
  regain = 4,
  on = {
    -- The permanent effect (condition heal_on_attack, from this card): its bearer regains
    -- `regain` HP each time it declares an attack; two such effects never stack (ATC 5.4.10).
    attack_declared = {
      when = function(self, e, game)
        if e.attacker == nil or e.attacker.dead then return false end
        for _, x in ipairs(require("arena.effects").list(game, e.attacker)) do
          if x.condition == "heal_on_attack" and x.card == self.card then return true end
        end
        return false
      end,
      run = function(self, e, game) require("arena.effects").heal(game, e.attacker, self.def.regain, e.attacker) end,
    },
  },
  provisional = true,
}
