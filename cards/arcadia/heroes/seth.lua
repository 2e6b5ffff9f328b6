-- Seth: a mage whose spells pass straight through armour.
---@type ArcadiaCard
return {
  name = "Seth",
  kind = "hero",
  defence = 2,
  life = 3,
  ability = "Piercing Magic",
  text = "When Seth attacks with a Magic card, the target rolls no defence dice.",
  on = {
    -- Every target of the attack, the secondary ones too (their own pool event, p.17).
    dice_pools_built = {
      when = function(self, e) return e.attacker == self.holder and e.card.def.group == "magic" end,
      run = function(self, e) e.defence_dice = 0 end,
    },
  },
}
