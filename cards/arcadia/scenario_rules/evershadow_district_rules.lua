-- Evershadow District, special rules. The four quest tokens lie face down among the exploration
-- tokens. Revealing the Blue or the Orange one springs a trap: the token leaves the game, a
-- Sister of Pleasure waiting beside the board (or on the spawn tile) appears in the finder's
-- space (or a free space Close to it) and makes a free attack on the finder. The Red (Queen of
-- Beggars) and Green (King of Thieves) tokens are escorted home (quest script escort,
-- `to: start_area, max_guilds: 2`). The red portals are in play only when some guild holds Lord
-- of Eagles (then only holders use them, titles.lua).
local AMBUSH_COLOURS = { "blue", "orange" }
local AMBUSHER = "sister_of_pleasure"

---@type ArcadiaCard
return {
  name = "Evershadow District",
  kind = "scenario_rule",
  text = "Revealing the Blue or Orange quest token brings a Sister of Pleasure who attacks the "
    .. "finder. Red portals are in play only when a guild holds Lord of Eagles.",
  setup = function(self, game) game.vars.step_rules = true end,
  steps = function(self, game, hero, steps) return require("arcadia.titles").red_portals_need_holder(game, hero, steps) end,
  on = {
    token_collected = {
      when = function(self, e)
        if e.token.card ~= "quest_token" then return false end
        for _, c in ipairs(AMBUSH_COLOURS) do
          if e.token.colour == c then return true end
        end
        return false
      end,
      run = function(self, e, game)
        local hero = e.figure
        game.move_card(e.token, nil)
        game.log(hero.id .. " reveals the " .. e.token.colour .. " token: an ambush")
        local sister
        for _, f in ipairs(game.figures({ side = "monsters", on_board = false })) do
          if sister == nil and f.card == AMBUSHER and not f.boxed then sister = f end
        end
        if sister == nil or not hero.on_board then return end
        -- Off the spawn tile if she was waiting there.
        local tile = {}
        for id in tostring(game.vars.spawn_tile or ""):gmatch("[^,]+") do
          if id ~= sister.id then tile[#tile + 1] = id end
        end
        game.vars.spawn_tile = table.concat(tile, ",")
        local at = nil
        if #game.figures({ at = hero.at }) < 2 then
          at = hero.at
        else
          local col, row = hero.at:match("^(%l)(%d+)$")
          for _, d in ipairs(col and { { 0, -1 }, { -1, 0 }, { 1, 0 }, { 0, 1 } } or {}) do
            local s = string.char(col:byte() + d[1]) .. (tonumber(row) + d[2])
            local ok, close = pcall(game.close, hero.at, s)
            if at == nil and ok and close and #game.figures({ at = s }) < 2 then at = s end
          end
        end
        if at == nil then return end
        sister.wounds = 0
        sister.wounded_by = nil
        game.place(sister, at)
        game.log(sister.id .. " appears on " .. at .. " and attacks " .. hero.id)
        require("arcadia.monsters").attack(game, sister, hero)
      end,
    },
  },
}
