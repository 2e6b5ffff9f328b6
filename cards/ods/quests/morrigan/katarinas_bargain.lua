-- Quest Scenario, Morrigan: Katarina's Bargain (brings the Epic Foe katarina, p.14). p.15: drawn on a quest token's
-- space; completing it gives the champion the token (p.11).
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsQuest
return {
  kind = "quest",
  villain = "morrigan",
  name = "Katarina's Bargain",
  parts = {
    {
      text = "Katarina, the Morrigan's witch, waits at a crossroads. She will speak only to the polite.",
      test = { trait = "persuasion", difficulty = 7 },
      success = { text = "She smiles with too many teeth and names her price." },
      failure = { text = "She curses your rudeness.", steps = { { affliction = "magical" } } },
    },
    {
      text = "She offers to leave the Realm in peace if you give her a year of your life.",
      choice = {
        { key = "refuse", label = "Refuse and draw steel" },
        { key = "accept", label = "Accept the bargain" },
      },
      outcomes = {
        refuse = {
          text = "Katarina shrieks and attacks.",
          steps = { { epic = "katarina" }, { quest_done = true } },
        },
        accept = {
          text = "She keeps her word, after her fashion, and you feel the year leave you.",
          steps = { { health = -2 }, { quest_done = true } },
        },
      },
    },
  },
  provisional = true,
}
