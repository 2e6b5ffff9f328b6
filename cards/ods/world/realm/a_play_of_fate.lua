-- World Scenario, Realm deck: A Play of Fate (choice). p.15: outcomes are read only after the
-- test or the decision; part 2 only after a success in part 1.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsWorld
return {
  kind = "world",
  location = "realm",
  name = "A Play of Fate",
  parts = {
    {
      text = "Travelling players perform a tale that seems to tell your own future. The masked lead beckons you onto the stage.",
      choice = {
        { key = "join", label = "Play your part" },
        { key = "watch", label = "Stay in the crowd" },
      },
      outcomes = {
        join = {
          text = "You speak lines you never learned, and feel fate bend a little your way.",
          steps = { { boon = 1 } },
        },
        watch = {
          text = "The tale ends in tragedy, and you walk away uneasy.",
          steps = { { willpower = -1 } },
        },
      },
    },
  },
  provisional = true,
}
