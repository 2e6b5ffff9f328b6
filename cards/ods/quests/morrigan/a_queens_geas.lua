-- Quest Scenario, Morrigan: A Queen's Geas. p.15: drawn on a quest token's
-- space; completing it gives the champion the token (p.11).
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsQuest
return {
  kind = "quest",
  villain = "morrigan",
  name = "A Queen's Geas",
  parts = {
    {
      text = "The Morrigan has laid a geas on a warrior queen: she must fight any who cross her path, friend or foe.",
      test = { trait = "insight", difficulty = 7 },
      success = { text = "You find the words of the geas carved on the queen's shield." },
      failure = { text = "The queen's warriors mistake you for an enemy.", steps = { { health = -1 } } },
    },
    {
      text = "To break the geas you must hold the queen's gaze while speaking the words backwards.",
      test = { trait = "resolve", difficulty = 8 },
      success = {
        text = "The geas breaks like a snapped cord; the queen swears to fight beside the Realm.",
        steps = { { boon = 1 }, { quest_done = true } },
      },
      failure = { text = "The geas lashes back at you.", steps = { { affliction = "cursed" } } },
    },
  },
  provisional = true,
}
