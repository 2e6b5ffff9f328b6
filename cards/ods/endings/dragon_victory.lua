-- Story Ending: dragon victory (p.16: read when the game ends). Text only.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsEnding
return {
  kind = "ending",
  villain = "dragon",
  outcome = "victory",
  name = "The Wyrm Brought Low",
  text = "With a final roar the Dragon crashes down upon the mountainside and moves no more. Its hoard is returned to the burned villages, and beasts that served it slink back into the deep forests. Songs of the slaying will be sung for a hundred years.",
  provisional = true,
}
