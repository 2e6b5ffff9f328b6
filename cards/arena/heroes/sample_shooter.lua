-- A sample hero for the rules' tests (not a published hero).
---@type ArenaHero
return {
  kind = "hero",
  name = "Sample Shooter",
  role = "shooter",
  attacks = { "sample_volley", "sample_blast" },
  provisional = true,
}
