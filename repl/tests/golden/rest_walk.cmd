# One walk through the turn's other paths: the Extra Turn Potion (p.25), undo across a kill,
# save and load in the middle of the game, then resting (p.14): resurrection and unexhausting.
load tests/scenarios/rest_walk.yaml
new 1
# Zazu shoots Diva (2 wounds), then drinks his potion and is activated again: he moves.
activate zazu
rig attack ranged ranged
rig defence blank blank blank blank
attack zazu slingshot diva
end zazu
drink extra turn potion
move zazu
move zazu b3
end move
end zazu
show zazu
activate wisp
end wisp
# Grom walks up to Diva and kills her: 3 hits, no save. Blue gets 1 coin for the hero kill.
activate grom
move grom
move grom b1
move grom c1
move grom d1
rig attack melee melee melee
rig defence blank blank blank blank
attack grom rusty_blade diva
show diva
log 12
# Undo takes the attack back: Diva stands on e1 again with her 2 wounds, no coin paid.
undo
show diva
log 3
# The same kill again, then the game goes to a file and comes back from it unchanged.
rig attack melee melee melee
rig defence blank blank blank blank
attack grom rusty_blade diva
save rest_walk.save
load rest_walk.save
show diva
log 6
# Red rests: Diva comes back without wounds, in the start area or Close to Wisp, who was on
# the board when the turn began; her death token stays.
rest
resurrect diva e2
# Resting, a guild may hand cards between its heroes; red keeps them where they are.
done
show diva
# Blue rests: every exhausted card is ready again.
show grom
rest
done
show grom
show zazu
board
