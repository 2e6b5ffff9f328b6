-- Brittle Bones: a death curse that makes the hero easier to hurt.
---@type ArcadiaCard
return {
  name = "Brittle Bones",
  kind = "death_curse",
  value = 3,
  slot = false,
  text = "The hero rolls one defence die fewer (never below zero).",
  provisional = true,
  on = {
    -- As the primary target or a secondary one (the pool event runs for each, p.17).
    dice_pools_built = {
      when = function(self, e) return e.target == self.holder and e.defence_dice > 0 end,
      -- Another handler of this event may have run since `when` said yes (Piercing Magic sets 0).
      run = function(self, e) e.defence_dice = math.max(0, e.defence_dice - 1) end,
    },
  },
}
