-- Quest Scenario, Morrigan: The Raven Queen's Feathers. p.15: drawn on a quest token's
-- space; completing it gives the champion the token (p.11).
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsQuest
return {
  kind = "quest",
  villain = "morrigan",
  name = "The Raven Queen's Feathers",
  parts = {
    {
      text = "The Morrigan shed three feathers over the battlefield. Whoever holds them can see her coming.",
      test = { trait = "awareness", difficulty = 7 },
      success = { text = "You spot the black feathers among the fallen." },
      failure = { text = "Ravens mob you as you search.", steps = { { health = -1 } } },
    },
    {
      text = "The feathers lie on the far side of a bog full of grasping hands.",
      test = { trait = "agility", difficulty = 7 },
      success = {
        text = "You leap from tussock to tussock and claim them.",
        steps = { { boon = 1 }, { quest_done = true } },
      },
      failure = { text = "The bog drags at you and you barely escape.", steps = { { health = -1 } } },
    },
  },
  provisional = true,
}
