-- Heroic action: Last Reserves (ATC 3.4 B: prime action, Special Ready, once per match, no roll).
-- Our own design (the rulebook prints no card of this deck): provisional.
local function regain_special(game, hero, chooser)
  local spent = {}
  for _, c in ipairs(hero:cards()) do
    if c.def.kind == "attack" and c.def.tier == "special" and c.spent then
      spent[#spent + 1] = { key = "regain " .. c.card, card = c }
    end
  end
  if #spent == 0 then return end
  local pick = #spent == 1 and spent[1] or game.choose({ side = chooser.side,
    prompt = hero.id .. " regains which special attack?", options = spent })
  pick.card.spent = nil
end
---@type ArenaHeroicAction
return {
  kind = "heroic_action",
  name = "Last Reserves",
  text = "The hero regains one of its spent Special Attacks (ATC 5.4.10).",
  perform = function(card, game, hero)
    regain_special(game, hero, hero)
  end,
  provisional = true,
}
