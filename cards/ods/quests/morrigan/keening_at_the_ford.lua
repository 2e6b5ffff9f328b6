-- Quest Scenario, Morrigan: Keening at the Ford (brings the Epic Foe bean_sidhe, p.14). p.15: drawn on a quest token's
-- space; completing it gives the champion the token (p.11).
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsQuest
return {
  kind = "quest",
  villain = "morrigan",
  name = "Keening at the Ford",
  parts = {
    {
      text = "A woman washes bloodied armour at the ford and keens for someone who is not yet dead. It is your armour.",
      test = { trait = "resolve", difficulty = 7 },
      success = {
        text = "You wade into the ford to face the Bean Sidhe.",
        steps = { { epic = "bean_sidhe" }, { quest_done = true } },
      },
      failure = { text = "Her wail pierces your heart.", steps = { { willpower = -2 } } },
    },
  },
  provisional = true,
}
