-- World Scenario, Hollows deck: Nest of Shadows (ambush). p.15: outcomes are read only after the
-- test or the decision; part 2 only after a success in part 1.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsWorld
return {
  kind = "world",
  location = "hollows",
  name = "Nest of Shadows",
  parts = {
    {
      text = "Chanting rises from a side passage where cultists gather around a dark fire.",
      test = { trait = "awareness", difficulty = 7 },
      success = {
        text = "You creep close and strike before they know you are there.",
        steps = { { ambush = "death_cultists", by = "champion" } },
      },
      failure = {
        text = "A sentry sees you and the cultists fall upon you.",
        steps = { { ambush = "death_cultists", by = "foe" } },
      },
    },
  },
  provisional = true,
}
