# The built-in introductory scenario played to a real victory, not the turn cap. Two guilds:
# two quests win at once (p.24). Blue lights the lantern (ends a turn on e4 with no enemy
# there) and kills a Red hero (the built-in PvP quest).
load intro
new 1
# Zazu walks round the monsters: down the open door b3/b4, through the closed door c5/d5 he
# flips, and up to e4, where he collects the healing potion. No step leaves a space Close to a
# monster, so nothing guards. Meanwhile Wisp walks over the top of the map.
activate zazu
move zazu
move zazu b3
move zazu b4
move zazu c4
end zazu
activate wisp
move wisp
move wisp i1
move wisp h1
move wisp g1
end wisp
activate zazu
move zazu
move zazu c5
door zazu d5
move zazu d5
end zazu
activate wisp
move wisp
move wisp g2
move wisp f2
move wisp f1
end wisp
activate zazu
move zazu
move zazu d4
move zazu e4
end move
# Zazu ends Blue's turn on e4: Light the Lantern, the first time (+1 coin).
end zazu
activate wisp
move wisp
move wisp e1
move wisp d1
move wisp d2
end wisp
rest
done
activate wisp
move wisp
door wisp c2
move wisp c2
move wisp c1
end wisp
rest
done
activate wisp
move wisp
move wisp b1
end move
end wisp
# Grom kills Wisp: 3 hits, no save. Kill a Red hero, the first time (+1), and the kill (+1);
# Grom takes a treasure chest Wisp carried. Blue's second quest ends the scenario at once: 1 coin
# per quest (+2) and the chest (+1). Blue 6 coins, Red none.
activate grom
rig attack melee melee melee
rig defence blank blank
attack grom rusty_blade wisp
take treasure_chest_1
show grom
show zazu
board
