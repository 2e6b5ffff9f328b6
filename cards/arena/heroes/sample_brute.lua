-- A sample hero for the rules' tests (not a published hero).
---@type ArenaHero
return {
  kind = "hero",
  name = "Sample Brute",
  role = "brute",
  attacks = { "sample_cleave", "sample_parry" },
  provisional = true,
}
