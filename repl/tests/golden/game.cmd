# A scripted game: rigged dice make the outcome exact.
load tests/scenarios/range.yaml
choices
new 5
activate diva
# CRIT explodes into one more die; ranged + crit = 2 hits.
rig attack crit ranged melee
rig defence blank
attack diva nova_bolt goblin1
keep
second target grom
show grom
log 12
# Take back the second target: Grom is unhurt again.
undo
choices
3
choose 0
bogus option
no second target
show grom
end diva
activate grom
move grom
door grom c2
move grom c2
board
