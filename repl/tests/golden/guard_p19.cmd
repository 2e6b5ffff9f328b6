# Rulebook p.19: Grom walks past four monsters; every step out of a guarded space draws the
# guards' attacks before the step happens. Rigged dice make every wound exact.
load tests/scenarios/guard_p19.yaml
new 1
board
activate grom
move grom
# Step 1, a2 -> b2: only the Orc guards (the Troll is behind a closed door). 2 hits, 1 save.
rig attack melee melee ranged
rig defence shield
move grom b2
# Step 2, b2 -> c2: the Goblin guards. 1 hit; wounded Grom rolls 2 defence dice (Battle Fury).
rig attack ranged melee
rig defence blank blank
move grom c2
# Step 3, c2 -> d2: the Goblin (same space) and the Hammer Beastman; Red picks the order.
move grom d2
rig attack melee melee ranged ranged
rig defence shield shield
rig attack ranged ranged
rig defence shield blank
guard hammer
show grom
board
