-- Quest Token: a scenario objective; what it does is told by each scenario.
---@type ArcadiaCard
return {
  name = "Quest Token",
  kind = "token",
  count = 4, -- one of each colour; not part of the random exploration pool
  colours = { "blue", "green", "orange", "red" },
  exchangeable = false, -- stays with the hero who collected it
  text = "A scenario objective; each scenario says what collecting it means. It cannot be "
    .. "handed to another hero.",
}
