-- Natasha: start data, Silver Tongue (+1 Persuasion) and Pilfer.
local kit = require("ods.testkit")

test(
  "natasha: starts at Oakhold with 4 gold and Thieves' Tools",
  function() kit.check_champion_start("natasha", "oakhold", { health = 8, willpower = 5, gold = 4 }, "thieves_tools") end
)

test("natasha: Pilfer gains 2 gold on Agility 7 (3 + 4) and nothing on a 2", function()
  local g = kit.game({ champions = { p1 = { "natasha" } } })
  kit.rig(g, 3)
  kit.answer_until(g, "special")
  expect(g:figure("p1_natasha").gold).to_be(6)
  local g2 = kit.game({ champions = { p1 = { "natasha" } }, figure_vars = { p1_natasha = { willpower = 0 } } })
  kit.rig(g2, 2)
  kit.answer_until(g2, "special")
  expect(g2:figure("p1_natasha").gold).to_be(4)
end)

test("natasha: Silver Tongue recruits a Loyal Hound (Persuasion 6) on a 2", function()
  local g = kit.game({
    champions = { p1 = { "natasha" } },
    vars = { hand = "loyal_hound,longsword,lantern,parry,heal" },
    figure_vars = { p1_natasha = { willpower = 0 } },
  })
  kit.rig(g, 2) -- 2 + Persuasion 3 + 1 = 6
  kit.answer_until(g, "acquire loyal_hound")
  kit.settle(g, 3)
  expect(g:figure("p1_natasha").cards).to_contain("loyal_hound")
  expect_event(g, "test_done", { champion = "p1_natasha", trait = "persuasion", total = 6, passed = true })
end)

test("natasha: a failed Pilfer still spends the action and the Turn's Special", function()
  local g = kit.game({ champions = { p1 = { "natasha" } }, figure_vars = { p1_natasha = { willpower = 0 } } })
  expect(g:prompt()).to_contain("3 action(s) left")
  kit.rig(g, 1) -- 1 + Agility 4 = 5 < 7
  g:choose("special")
  kit.settle(g, 0)
  expect(g:figure("p1_natasha").gold).to_be(4)
  expect(g:prompt()).to_contain("2 action(s) left")
  expect(g:offers("special")).to_be(false)
end)
