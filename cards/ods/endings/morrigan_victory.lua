-- Story Ending: morrigan victory (p.16: read when the game ends). Text only.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsEnding
return {
  kind = "ending",
  villain = "morrigan",
  outcome = "victory",
  name = "The Ravens Fly Away",
  text = "The Morrigan shrieks and breaks into a thousand ravens that scatter on the wind. The sea-giants' ships sink in a sudden calm, the fair folk retreat beneath their hills, and the people of the Realm wake from a long, troubled dream.",
  provisional = true,
}
