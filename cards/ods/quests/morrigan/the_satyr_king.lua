-- Quest Scenario, Morrigan: The Satyr King. p.15: drawn on a quest token's
-- space; completing it gives the champion the token (p.11).
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsQuest
return {
  kind = "quest",
  villain = "morrigan",
  name = "The Satyr King",
  parts = {
    {
      text = "The Morrigan's gold has bought the Satyr King's pipes, and his music drives villages to riot.",
      test = { trait = "resolve", difficulty = 7 },
      success = { text = "You stop your ears with wax and find the king in his glade." },
      failure = { text = "The music gets into your blood.", steps = { { affliction = "entranced" } } },
    },
    {
      text = "The king laughs and offers you a wager: outplay him, or pay him to go.",
      choice = { { key = "fight", label = "Break his pipes" }, { key = "pay", label = "Pay him off" } },
      outcomes = {
        fight = {
          text = "His troupe leaps to his defence.",
          steps = { { combat = "satyr_troupe" }, { quest_done = true } },
        },
        pay = {
          text = "He takes your gold with a bow and leads his troupe away.",
          steps = { { gold = -2 }, { quest_done = true } },
        },
      },
    },
  },
  provisional = true,
}
