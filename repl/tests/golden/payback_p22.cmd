# Rulebook p.22: Grom attacks Schmetterling the Troll, which already has 3 wounds from the Green
# guild; Red, to Blue's right, controls the troll and pays Grom back with every Close hero.
load tests/scenarios/payback_p22.yaml
new 1
# The example's history: Scarlet (green) shoots the troll for 3 wounds (Backstab: Greensleeves
# and Grom flank it, so 3 dice). Blue, to Green's right, keeps the troll's failed defence and
# declines its payback, so nobody else is hurt.
activate scarlet
rig attack ranged ranged ranged
rig defence blank blank blank
attack scarlet slingshot troll
keep
end troll
end scarlet
activate maya
end maya
activate greensleeves
end greensleeves
show troll
# Grom scores 4 hits (the CRIT's extra die hits too). Red rolls the troll's 3 defence dice: one
# save; its 2 rerolls turn one failed die into another save. 2 wounds: 5 of 5, below Overkill 7.
activate grom
rig attack crit melee melee melee
rig defence shield blank blank
attack grom rusty_blade troll
rig defence shield blank
reroll 2
reroll 3
show troll
# Red moves it straight through Grom's space, away from its own Greensleeves, then attacks:
# 4 dice, 2 hits; the 2 rerolls make 4. Grom rolls 1 defence die, Scarlet 3, Maya 1.
move troll c2
move troll d2
rig attack melee melee ranged ranged
rig defence blank
attack troll grom
rig attack melee melee
rig defence shield shield blank blank
reroll 3
reroll 4
# Grom 4 wounds, Scarlet 2, Maya 4, Greensleeves (no longer Close) and the Goblin (not a hero)
# none. The troll goes to the box; Blue and Green both wounded it and get its 3 coins each,
# while the kill (for a quest) is Grom's alone.
show grom
show scarlet
show maya
show greensleeves
show troll
log 8
board
