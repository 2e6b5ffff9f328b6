-- Kanga: a tough fighter who would rather bleed than tire.
---@type ArcadiaCard
return {
  name = "Kanga",
  kind = "hero",
  defence = 2,
  life = 4,
  ability = "Sacrifice",
  text = "Whenever Kanga would exhaust a card, she may take 1 wound instead, unless that wound " .. "would kill her.",
  on = {
    -- The rules exhaust the attack card just before targets_confirmed; undo it here.
    targets_confirmed = {
      when = function(self, e)
        local kanga = self.holder
        return e.attacker == kanga and e.card.exhausted == true and (kanga.wounds or 0) + 1 < (kanga.life or 1) -- self sacrifice may not kill
      end,
      run = function(self, e, game)
        local kanga = self.holder
        local pick = game.choose({
          side = kanga.side,
          prompt = "Sacrifice: " .. kanga.id .. " takes 1 wound instead of exhausting " .. e.card.card .. "?",
          options = {
            { key = "exhaust " .. e.card.card, label = "exhaust the card as usual" },
            { key = "wound instead", label = "take 1 wound and keep the card ready" },
          },
        })
        if pick.key == "wound instead" then
          kanga.wounds = (kanga.wounds or 0) + 1
          e.card.exhausted = nil
        end
      end,
    },
  },
}
