# Every error is one `error:` line and leaves the state as it was.
los a1 b1
load nowhere/missing.yaml
load tests/scenarios/broken_diagram.yaml
load tests/scenarios/street.yaml
los a1
los a1 z9
los a1 11
los a1 b1 as nobody
los a1 b1 by zazu
close a1
reach nobody
reach zazu -1
reach zazu many
door a1 c1
door a1 b1
door e1 f1
place zazu b2
place zazu c1
place nobody a1
frobnicate
board
