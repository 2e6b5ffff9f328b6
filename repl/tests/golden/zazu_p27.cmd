# Rulebook p.27: Zazu's reroll pool of 3 (Parrying Blade +1, Moon Ring +2), with rigged dice.
load tests/scenarios/zazu_p27.yaml
new 1
activate zazu
# Two misses; both rerolled: a hit and a CRIT; the CRIT's extra die misses and is rerolled.
rig attack melee melee ranged crit melee ranged
attack zazu slingshot orc
reroll 1
reroll 2
reroll 3
show orc
# The Orc (3 wounds, not Overkilled) strikes back: 3 melee dice, 2 hits.
rig attack melee melee ranged
# Zazu rolls defence 2 + Parrying Blade 1 = 3 dice (the example shows 2; the third is blank):
# one save, a reroll gives another blank, a second reroll a save; the last reroll is not needed.
rig defence shield blank blank blank shield
attack orc zazu
keep
reroll 2
reroll 2
keep
show zazu
log 16
