-- Amulet of Life: a level-5 Upgrade card, a Permanent card. Our own design (none of the 161
-- Upgrade cards of the box is public); costs by level: docs/CONTENT-STATUS.md.
---@type ArcadiaCard
return {
  name = "Amulet of Life",
  kind = "upgrade",
  type = "permanent",
  level = 5,
  cost = 9,
  copies = 4, -- in the level-5 Upgrade deck (arcadia.decks)
  group = "bling",
  extra_life = 2,
  regen = 1,
  provisional = true,
  text = "+2 life for its holder. At the start of each of its holder's activations, remove 1 wound" .. " from it.",
  on = {
    activation_start = {
      when = function(self, e) return e.figure == self.holder and (e.figure.wounds or 0) > 0 end,
      run = function(self, e) e.figure.wounds = math.max(0, e.figure.wounds - self.def.regen) end,
    },
  },
}
