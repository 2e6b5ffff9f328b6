# A scripted game: rigged dice make the outcome exact.
load tests/scenarios/range.yaml
choices
new 5
activate zazu
# CRIT explodes into one more die; ranged + crit = 2 hits.
rig attack crit ranged melee
rig defence blank blank blank blank
attack zazu nova_bolt goblin1
keep
second target diva
show diva
log 12
# Take back the second target: Diva is unhurt again.
undo
choices
3
choose 0
bogus option
no second target
show diva
end zazu
activate diva
move diva
door diva c2
move diva c2
board
