-- Copying an attack (ATC 5.4.5): the copier makes the target's last attack, tracked on its card.
local kit = require("arena.testkit")

test("a copied attack is made as written, with new targets; nothing of the original is spent", function()
  local g = test.game({
    board = test.open_board(8, 6),
    figures = {
      { id = "foe", side = "black", at = "c3", card = "brute", cards = { "sample_cleave" } },
      { id = "me", side = "white", at = "c4", card = "brute", cards = { "sample_mimic" } },
      { id = "pal", side = "white", at = "c2", card = "brute" },
    },
    first_team = "black",
  })
  kit.rig(g, 1, "n15")
  kit.act(g, "attack foe sample_cleave")
  kit.act(g, "target c2")
  kit.act(g, "done")
  kit.settle(g)
  g:choose("pass foe")
  expect(g:figure("foe").last_attack).to_be("sample_cleave")
  kit.rig(g, 2, "n15")
  kit.act(g, "attack me sample_mimic")
  kit.act(g, "target c3")
  -- now `me` makes Sample Cleave (10 damage to up to 2 adjacent enemies): foe again
  kit.act(g, "target c3")
  kit.settle(g)
  expect(kit.hp(g, "foe")).to_be(70 - 10)
  expect_event(g, "attack_declared", { attacker = "me", attack = "sample_cleave" })
  expect(g:figure("me").last_attack).to_be("sample_mimic") -- the copy is not its own
end)
