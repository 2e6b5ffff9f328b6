# Rulebook p.17: Wisp (2 defence) holds an exhausted Parrying Blade, which still gives +1
# defence, so he rolls 3 defence dice against Zazu's Slingshot.
load tests/scenarios/wisp_p17.yaml
new 1
activate zazu
end zazu
# Wisp swings his blade first (and misses) so that it is exhausted when Zazu shoots.
activate wisp
rig attack ranged ranged
rig defence blank blank
attack wisp parrying_blade zazu
keep
end wisp
show wisp
# Zazu's 2 dice: ranged and CRIT; the CRIT's die another CRIT, its die a melee face (a miss for a
# ranged attack) = 3 hits. Wisp's 3 dice: shield, CRIT, blank; the CRIT's die a blank = 2 saves.
# The blade's reroll is not used. Wisp suffers 1 wound.
activate zazu
rig attack ranged crit crit melee
rig defence shield crit blank blank
attack zazu slingshot wisp
keep
show wisp
show zazu
log 14
board
