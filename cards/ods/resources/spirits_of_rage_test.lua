-- Spirits of Rage: invoked for the Turn, +1 Might to every champion on the space; never twice
-- (p.11, FAQ p.17 "you do not get +2 Might for casting Spirits of Rage twice").
local kit = require("ods.testkit")

local function attack_after(casts, give)
  local g = kit.game({
    champions = { p1 = { "nora" } },
    give = { p1_nora = give or { "spirits_of_rage" } },
    at = { p1_nora = "kingsford", undead_corpse_1 = "kingsford" },
    figure_vars = { p1_nora = { willpower = 0 } },
  })
  kit.rig(g, 4, 6)
  for _ = 1, casts do
    kit.answer_until(g, "cast spirits_of_rage")
  end
  if g:offers("pass") then g:choose("pass") end -- after two casts her three actions are spent
  return kit.play_until(g, "attack_done")
end

test("spirits_of_rage: Spirit-Touched Nora buys it for 4 gold; Brom may not", function()
  local g = kit.game({
    champions = { p1 = { "nora" } },
    at = { p1_nora = "kingsford" },
    vars = { hand = "spirits_of_rage,parry,longsword,lantern,spear" },
    figure_vars = { p1_nora = { gold = 6 } },
  })
  kit.answer_until(g, "acquire spirits_of_rage")
  kit.back_to_round(g)
  expect(g:figure("p1_nora").gold).to_be(2)
  local g2 = kit.game({
    champions = { p1 = { "brom" } },
    at = { p1_brom = "kingsford" },
    vars = { hand = "spirits_of_rage,parry,longsword,lantern,spear" },
    figure_vars = { p1_brom = { gold = 9 } },
  })
  expect(g2:offers("acquire spirits_of_rage")).to_be(false)
end)

test("spirits_of_rage: cast, Nora attacks with +1 Might (4 + 1 + 1)", function()
  expect(attack_after(1).total).to_be(6)
  expect(attack_after(0).total).to_be(5)
end)

test("spirits_of_rage: not cast again in the same Turn (p.11: again next Turn)", function()
  local g = kit.game({
    champions = { p1 = { "nora" } },
    give = { p1_nora = { "spirits_of_rage" } },
    at = { p1_nora = "kingsford" },
  })
  kit.answer_until(g, "cast spirits_of_rage")
  kit.back_to_round(g)
  expect(g:offers("cast spirits_of_rage")).to_be(false)
end)

test("spirits_of_rage: a second copy on a space it covers is not cast, and the bonus is +1 (FAQ p.17)", function()
  local g = kit.game({
    champions = { p1 = { "nora" }, p2 = { "selene" } },
    give = { p1_nora = { "spirits_of_rage" }, p2_selene = { "spirits_of_rage" } },
    at = { p1_nora = "kingsford", p2_selene = "kingsford", undead_corpse_1 = "kingsford" },
    figure_vars = { p1_nora = { willpower = 0 }, p2_selene = { willpower = 0 } },
  })
  kit.answer_until(g, "first p1_nora")
  kit.answer_until(g, "cast spirits_of_rage")
  g:choose("pass")
  -- Selene's Round: Nora's cast reached her, a second would add nothing.
  expect(g:pending().side).to_be("p2")
  expect(g:prompt()).to_contain("p2_selene")
  expect(g:offers("cast spirits_of_rage")).to_be(false)
  g:choose("pass")
  kit.rig(g, 4, 6, 6, 6)
  local e = kit.play_until(g, "attack_done", 1, nil, { "attack p1_nora undead_corpse_1" })
  expect(e.champion).to_be("p1_nora")
  expect(e.total).to_be(4 + 1 + 1)
end)

test("spirits_of_rage: it also reaches another champion on the space", function()
  local g = kit.game({
    champions = { p1 = { "nora" }, p2 = { "anton" } },
    give = { p1_nora = { "spirits_of_rage" } },
    at = { p1_nora = "kingsford", p2_anton = "kingsford", undead_corpse_1 = "kingsford" },
    figure_vars = { p1_nora = { willpower = 0 }, p2_anton = { willpower = 0 } },
  })
  kit.rig(g, 3, 3, 6, 6)
  kit.answer_until(g, "first p1_nora")
  kit.answer_until(g, "cast spirits_of_rage")
  kit.answer_until(g, "pass") -- Nora's Round ends
  kit.answer_until(g, "pass") -- Anton's
  local done
  for _ = 1, 50 do
    for _, e in ipairs(g:events("attack_done")) do
      if e.champion == "p2_anton" then done = e end
    end
    if done then break end
    g:choose(
      g:offers("attack p2_anton undead_corpse_1") and "attack p2_anton undead_corpse_1"
        or kit.generic(g)
        or g:options()[1]
    )
  end
  expect(done.total).to_be(3 + 2 + 1)
end)
