-- Story Ending: arawn defeat (p.16: read when the game ends). Text only.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsEnding
return {
  kind = "ending",
  villain = "arawn",
  outcome = "defeat",
  name = "The Kingdom of the Dead",
  text = "The last light fails. Arawn's grey host marches through open gates and the living learn to keep silent. Where the Realm once stood there is only a long, quiet twilight, and a king of the dead on a throne of bone.",
  provisional = true,
}
