-- World Scenario, Realm deck: Wolves at the Fold (ambush). p.15: outcomes are read only after the
-- test or the decision; part 2 only after a success in part 1.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsWorld
return {
  kind = "world",
  location = "realm",
  name = "Wolves at the Fold",
  parts = {
    {
      text = "Sheep are taken from the fold each night. Tonight you keep watch.",
      test = { trait = "awareness", difficulty = 7 },
      success = {
        text = "You see the pack slinking in and charge first.",
        steps = { { ambush = "werewolf_pack", by = "champion" } },
      },
      failure = {
        text = "You doze, and wake to teeth.",
        steps = { { ambush = "werewolf_pack", by = "foe" } },
      },
    },
  },
  provisional = true,
}
