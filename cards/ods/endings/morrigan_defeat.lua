-- Story Ending: morrigan defeat (p.16: read when the game ends). Text only.
-- Our own design (the rulebook prints no card text): provisional.
---@type OdsEnding
return {
  kind = "ending",
  villain = "morrigan",
  outcome = "defeat",
  name = "The Endless War",
  text = "The Morrigan laughs as kingdom turns on kingdom. Battle follows battle, and over every field her ravens wheel and feast. The Realm will know no peace again, for war itself now wears a crown.",
  provisional = true,
}
