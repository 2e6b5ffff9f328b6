-- World Scenario, Hollows deck: Ancient Dwelling (combat). p.15: outcomes are read only after the
-- test or the decision; part 2 only after a success in part 1.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsWorld
return {
  kind = "world",
  location = "hollows",
  name = "Ancient Dwelling",
  parts = {
    {
      text = "Beneath a hill lies a home of the first people. Its dead do not rest easily.",
      test = { trait = "awareness", difficulty = 6 },
      success = {
        text = "You slip past the sleeping dead and take the grave goods left for them.",
        steps = { { gold = 2 } },
      },
      failure = {
        text = "A corpse opens its eyes and lurches at you.",
        steps = { { combat = "undead_corpse" } },
      },
    },
  },
  provisional = true,
}
