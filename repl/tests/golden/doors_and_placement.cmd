load tests/scenarios/street.yaml
# The closed door between c1 and c2: flipping changes Close, sight and reach.
close c1 c2
los c1 c2
door c1 c2
close c1 c2
los c2 c1
board
door c2 c1
close c1 c2
# Placement ignores movement rules but not capacity.
place zazu d1
reach zazu 1
board
