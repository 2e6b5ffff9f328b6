-- World Scenario, Realm deck: The Dark Tower (two-part combat choice). p.15: outcomes are read only after the
-- test or the decision; part 2 only after a success in part 1.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsWorld
return {
  kind = "world",
  location = "realm",
  name = "The Dark Tower",
  parts = {
    {
      text = "A tower of black stone stands where none stood yesterday. Lights flicker at its top.",
      test = { trait = "awareness", difficulty = 7 },
      success = { text = "You find a servants' door hidden in the ivy and climb unseen." },
      failure = {
        text = "Wards flare as you approach and scorch your mind.",
        steps = { { willpower = -1 } },
      },
    },
    {
      text = "At the top, robed figures chant over a bound prisoner.",
      choice = {
        { key = "attack", label = "Break up the ritual" },
        { key = "withdraw", label = "Slip away" },
      },
      outcomes = {
        attack = {
          text = "You burst in upon the magi; the freed prisoner rewards you.",
          steps = { { combat = "black_magi" }, { gold = 2 } },
        },
        withdraw = { text = "You leave unseen. The chanting follows you a long way." },
      },
    },
  },
  provisional = true,
}
