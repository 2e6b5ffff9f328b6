-- World Scenario, Wilds deck: The Kelpie's Pool (duel choice). p.15: outcomes are read only after the
-- test or the decision; part 2 only after a success in part 1.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsWorld
return {
  kind = "world",
  location = "wilds",
  name = "The Kelpie's Pool",
  parts = {
    {
      text = "A fine black horse stands by a dark pool, saddled and waiting. Its mane drips water.",
      choice = { { key = "mount", label = "Seize the bridle" }, { key = "leave", label = "Leave it be" } },
      outcomes = {
        mount = {
          text = "The horse shows its true shape and drags you towards the water.",
          steps = { { duel = "kelpie" }, { gold = 2 } },
        },
        leave = { text = "It watches you go with dead eyes." },
      },
    },
  },
  provisional = true,
}
