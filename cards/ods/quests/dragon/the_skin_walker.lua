-- Quest Scenario, Dragon: The Skin-Walker (brings the Epic Foe skin_walker, p.14). p.15: drawn on a quest token's
-- space; completing it gives the champion the token (p.11).
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsQuest
return {
  kind = "quest",
  villain = "dragon",
  name = "The Skin-Walker",
  parts = {
    {
      text = "Someone in the village is not who they seem: livestock are found torn, and a newcomer smiles too much.",
      test = { trait = "insight", difficulty = 7 },
      success = { text = "You notice the stranger casts no shadow." },
      failure = {
        text = "You accuse an innocent man and the village turns against you.",
        steps = { { willpower = -1 } },
      },
    },
    {
      text = "Cornered, the stranger's skin splits, and something else steps out.",
      test = { trait = "resolve", difficulty = 7 },
      success = {
        text = "You stand your ground as the Skin-Walker attacks.",
        steps = { { epic = "skin_walker" }, { quest_done = true } },
      },
      failure = {
        text = "Horror roots you to the spot, and it flees into the night.",
        steps = { { affliction = "mental" } },
      },
    },
  },
  provisional = true,
}
