-- Quest Scenario, Arawn: The Wild Hunt (brings the Epic Foe herne, p.14). p.15: drawn on a quest token's
-- space; completing it gives the champion the token (p.11).
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsQuest
return {
  kind = "quest",
  villain = "arawn",
  name = "The Wild Hunt",
  parts = {
    {
      text = "Horns sound over the hills at midnight: the Hunt of the Otherworld rides again under Arawn's banner.",
      test = { trait = "awareness", difficulty = 7 },
      success = { text = "You find the ford where the Hunt must cross." },
      failure = {
        text = "The riders pass over you like a storm of ice.",
        steps = { { affliction = "mental" } },
      },
    },
    {
      text = "The antlered huntsman halts in the river and lowers his spear at you.",
      choice = {
        { key = "stand", label = "Stand in his path" },
        { key = "hide", label = "Let the Hunt pass" },
      },
      outcomes = {
        stand = {
          text = "Herne accepts your challenge with a roar.",
          steps = { { epic = "herne" }, { quest_done = true } },
        },
        hide = {
          text = "The Hunt passes, and its horns ring in your ears for days.",
          steps = { { willpower = -2 } },
          passed = false,
        },
      },
    },
  },
  provisional = true,
}
