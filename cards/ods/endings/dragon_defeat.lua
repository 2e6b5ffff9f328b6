-- Story Ending: dragon defeat (p.16: read when the game ends). Text only.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsEnding
return {
  kind = "ending",
  villain = "dragon",
  outcome = "defeat",
  name = "Ash and Embers",
  text = "Fire falls from the sky night after night until there is nothing left to burn. The Dragon sleeps atop a mountain of gold in a land of ash, and the few survivors tell their children never to look up.",
  provisional = true,
}
