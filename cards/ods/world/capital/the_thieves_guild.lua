-- World Scenario, Capital deck: The Thieves' Guild (choice). p.15: outcomes are read only after the
-- test or the decision; part 2 only after a success in part 1.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsWorld
return {
  kind = "world",
  location = "capital",
  name = "The Thieves' Guild",
  parts = {
    {
      text = "A hooded girl slips you a note: the Guild would have a champion owe it a favour, and pays in advance.",
      choice = {
        { key = "join", label = "Take their coin" },
        { key = "refuse", label = "Tear up the note" },
      },
      outcomes = {
        join = {
          text = "The purse is heavy; from now on you are sure someone is always watching.",
          steps = { { gold = 2 }, { affliction = "paranoia" } },
        },
        refuse = { text = "The girl shrugs and melts into the crowd." },
      },
    },
  },
  provisional = true,
}
