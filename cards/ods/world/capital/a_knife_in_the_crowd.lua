-- World Scenario, Capital deck: A Knife in the Crowd (ambush). p.15: outcomes are read only after the
-- test or the decision; part 2 only after a success in part 1.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsWorld
return {
  kind = "world",
  location = "capital",
  name = "A Knife in the Crowd",
  parts = {
    {
      text = "The market square is packed shoulder to shoulder. Somewhere behind you, a blade slides from its sheath.",
      test = { trait = "awareness", difficulty = 7 },
      success = {
        text = "You turn just in time and strike first at the cloaked killer.",
        steps = { { ambush = "redcap_assassins", by = "champion" } },
      },
      failure = {
        text = "The knife comes out of the press of bodies before you can turn.",
        steps = { { ambush = "redcap_assassins", by = "foe" } },
      },
    },
  },
  provisional = true,
}
