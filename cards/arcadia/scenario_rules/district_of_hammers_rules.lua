-- District of Hammers, special rules: a lost weapon (the Red or Blue quest token) is swapped
-- for the quest's Reward card: once a guild fulfils a quest that counts quest tokens of given
-- colours (collect_tokens with `colours`), its heroes' tokens of those colours leave the game.
-- Kill 3 Monsters is kill_monster with `cards: [orc_marauder, goblin_archer], count: 3`.
---@type ArcadiaCard
return {
  name = "District of Hammers",
  kind = "scenario_rule",
  text = "A lost weapon token is exchanged for its Reward card when its quest is fulfilled.",
  on = {
    quest_fulfilled = function(self, e, game)
      local spec
      for _, entry in ipairs(game.scenario.quests or {}) do
        if type(entry) == "table" and entry.id == e.quest then spec = entry end
      end
      if spec == nil or spec.colours == nil then return end
      for _, h in ipairs(game.figures({ side = e.side })) do
        for _, c in ipairs(h:cards()) do
          for _, colour in ipairs(spec.colours) do
            if c.card == "quest_token" and c.colour == colour then
              game.move_card(c, nil)
              game.log(h.id .. " hands in the " .. colour .. " quest token (" .. e.quest .. ")")
            end
          end
        end
      end
    end,
  },
}
