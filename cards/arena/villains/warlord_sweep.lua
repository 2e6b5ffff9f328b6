-- The Warlord's second attack: a wide swing that catches every hero beside it (two at most).
-- Numbers are our own design (provisional).
return {
  kind = "attack",
  name = "Warlord's Sweep",
  tier = "primary",
  range = 1,
  target = "enemy",
  up_to = 2,
  damage = 9,
  text = "Melee 1 square, up to 2 enemies: 9 damage each.",
  provisional = true,
}
