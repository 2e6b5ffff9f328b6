-- Story Ending: arawn victory (p.16: read when the game ends). Text only.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsEnding
return {
  kind = "ending",
  villain = "arawn",
  outcome = "victory",
  name = "The Mists Lift",
  text = "Arawn falls, and the doors of the Otherworld close behind him. The dead lie down in their barrows once more and the mist drains from the valleys. Bells ring in every Capital, and the Realm remembers the names of those who walked into the dark so it would not have to.",
  provisional = true,
}
