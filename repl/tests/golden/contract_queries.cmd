# The contract's minimal scenario and the exact query lines.
load tests/scenarios/contract.yaml
los a1 b1
close a1 b1
close b1 b1
reach zazu
reach zazu 0
load tests/scenarios/street.yaml
# Zazu (blue) sees past the Full space c3 (ally Grom) but not through Blocked c1 (two reds).
los a1 e1
los a1 e1 as orc
los a3 e3
los a3 e3 as orc
los c1 a1
close b2 c2
close b2 a2
close c1 c2
reach zazu
reach zazu 1
reach zazu 5
reach orc
reach grom 2
