---@meta
-- ruleset: arena
-- Arena: The Contest's card definitions (what a file under cards/arena/ returns) and the payloads
-- of its events (scripts/arena/ruleset.yaml `events:`). Start a card file with the class of its
-- kind (`---@type ArenaAttack`) above its `return { ... }` so the editor checks the fields.
-- docs/ARENA.md describes the formats; `help api` lists these entries when an Arena scenario is
-- loaded (`help api arena` at any time). repl/tests/apidoc.rs fails when a card under
-- cards/arena uses a top-level field its kind's class does not document, when an effect, benefit
-- or power uses an undocumented key, or when an event or payload field of the ruleset is missing.
-- Event classes are `arena_event.NAME` (Arcadia's are `event.NAME`).

--- What every Arena card has: one file `cards/arena/FOLDER/ID.lua` (id = file name). Only
--- `name` and `kind` are required. A handler (`on.EVENT`) is `function(self, e, game)` or
--- `{when = ..., run = ...}`: `self` is the card instance (Card; `self.def` this table,
--- `self.holder` its figure), `e` the payload (`help api arena_event.EVENT`), `game` the Game.
---@class ArenaCard
---@field name string the printed name (required)
---@field kind "role"|"hero"|"attack"|"heroic_action"|"villain"|"boss"|"evil_power"|"boss_spell"|"flask"|"scroll"|"artifact"|"level_up"|"obstacle"|"quest" what sort of card (required; scripts/arena/ruleset.yaml `card_kinds`; a typo is a load error)
---@field id string set by the loader: the file name without .lua
---@field text? string the card's rules text, as a player reads it
---@field on? ArenaHandlers event handlers, by event name (an unknown event is a load error)
---@field provisional? boolean true when a number is our own design, not printed by the rulebook (docs/CONTENT-STATUS.md)
---@field guessed? string[] which fields are guessed, when only some are
---@field test_only? boolean a card tests' harness card: left out of game.card_ids (decks, drafts)

--- The effect target and recipients of an attack's `target` (ATC 4.3.3).
---@alias ArenaTarget "enemy"|"ally"|"any"|"self"|"dead_ally"|"area"|"line"|"attacker"

--- An attack's tier: silver (primary), gold (special, needs Special Ready), the basic attack,
--- a coop flask (needs and flips Special Ready, counts as primary), a reaction attack (rules only).
---@alias ArenaTier "primary"|"special"|"basic"|"flask"|"reaction"

--- Conditions (ATC 5.3: opposites cancel, the same kind does not stack) and the lasting
--- non-condition effects stored like them (ATC 5.4: immune, cannot_regain_hp, no_special,
--- heal_on_attack).
---@alias ArenaCondition "cursed"|"blessed"|"exposed"|"protected"|"slowed"|"hastened"|"vulnerable"|"toughened"|"weakened"|"empowered"|"immune"|"cannot_regain_hp"|"no_special"|"heal_on_attack"

--- How long an effect lasts: `instant`, `temporary` (until the applier's next turn starts),
--- `permanent` (until death or removal).
---@alias ArenaDuration "instant"|"temporary"|"permanent"

--- Who an effect lands on (default `target`): `self` the attacker, `ally`/`ally_or_self`/`enemy`
--- one chosen figure within `range` (`effect on FIGURE`), `allies` every ally within `range`
--- (not the attacker), `team` the same with the attacker, `enemies` every enemy within `range`,
--- `enemies_near_target` every other enemy adjacent to the target, `dead_ally` (scrolls) a dead ally.
---@alias ArenaEffectTo "target"|"self"|"ally"|"ally_or_self"|"enemy"|"allies"|"team"|"enemies"|"enemies_near_target"|"dead_ally"

--- An attack card (`kind = "attack"`, cards/arena/attacks/, villains/, boss_attacks/, flasks/).
--- The rules offer it as `attack HERO ID`; scripts/arena/attack.lua runs the timeline: team
--- token, interrupts, benefit, targets, reactions, d20 strikes, hit (damage, then `effects` in
--- order, critical), miss (residual), death.
---@class ArenaAttack: ArenaCard
---@field kind "attack"
---@field tier ArenaTier "primary" (silver), "special" (gold: needs and spends Special Ready, once a match), "flask" (coop: needs and flips Special Ready, counts as primary)
---@field interrupt? boolean a special attack made on an enemy's declaration of an attack (`interrupt FIGURE ATTACK`), before its benefit
---@field range integer squares (Chebyshev); 1-2 melee, more ranged
---@field ranged? boolean overrides "ranged = range > 2" (board.is_ranged): ranged attacks need vision, may be focused and incite reactions
---@field target ArenaTarget who may be declared: "enemy", "ally", "any", "self", "dead_ally", "area" (3x3 around a central square), "line" (one of the 8 straight lines), "attacker" (interrupts: the declaring enemy)
---@field up_to integer for enemy/ally/any: how many distinct targets (`done` stops early)
---@field damage integer damage of a hit (before modifiers, +5 on a critical)
---@field residual? integer|false damage to the last missed enemy when every strike missed (once per turn, never below 1 HP); default 5 primary/flask, 15 special, none for basic and reactions; false = none
---@field benefit? ArenaBenefit data benefit or drawback, resolved after interrupts and before targets (ATC 4.3.2)
---@field effects? ArenaEffect[] applied in order on each hit target (attack.apply_effects; ATC 5)
---@field doors? boolean locked door squares in range are targets too (the basic attack: doors take only Basic Attacks)
---@field role? string the combat role whose hero deck holds it (information; the hero lists its attacks)
---@field hero? string the hero card whose attack it is (information)
---@field regain? integer Divine Grace: HP its permanent heal_on_attack effect gives each time the bearer attacks (read by the card's own handler)

--- A flask card: the rules treat `kind = "flask"` as reserved; flask cards are written as
--- `kind = "attack", tier = "flask"` (cards/arena/flasks/) with
--- `on = require("arena.coop").flask_handlers()`, dealt to a hero who picks up a flask token.
---@class ArenaFlask: ArenaAttack

--- An attack's data benefit or drawback (`benefit = { move = 2 }`).
---@class ArenaBenefit
---@field move? integer the attacker moves up to N squares before declaring targets (`benefit SQUARE` / `benefit stop`; not after focusing)
---@field bonus? integer +N to every strike roll of this attack
---@field self_damage? integer drawback: the attacker loses N HP (never below 1)
---@field ignore_effects? boolean the strikes ignore the targets' conditions (protected, toughened ...)

--- One data effect of an attack, heroic action or scroll (`effects = {{condition = "slowed",
--- to = "target", duration = "temporary"}}`). One kind key per entry: condition, heal, damage,
--- push, move, lose_mp, revive, negate, remove_effects, regain_special, control or copy.
---@class ArenaEffect
---@field to? ArenaEffectTo who gets it (default "target")
---@field range? integer for ally/ally_or_self/enemy/allies/team/enemies: squares from the attacker
---@field condition? ArenaCondition a condition or lasting status to apply
---@field duration? ArenaDuration how long the condition lasts (default temporary)
---@field ends_if_used? boolean the condition ends once it has changed a roll or damage (ATC 5.3)
---@field heal? integer the recipient regains N HP (not above its maximum; not while cannot_regain_hp)
---@field damage? integer the recipient takes N damage at once (instant)
---@field push? integer forced movement: N squares away from the attacker, square by square (`push SQUARE` / `push stop`)
---@field move? integer scrolls: the recipient moves up to N squares at once (no reaction attacks)
---@field lose_mp? integer the recipient loses N movement points of its current move action (reaction attacks)
---@field revive? integer a dead ally comes back with N HP (`revive at SQUARE`; ATC 5.4.2)
---@field negate? boolean an interrupt on "attacker": the declared attack is negated (ATC 5.4.4)
---@field remove_effects? "harmful"|"helpful"|"all"|true effects removed from the recipient: applied by its enemies, by its own team, or every one (true = "all")
---@field regain_special? boolean the recipient gets back one spent special attack card
---@field control? boolean the attacker's side makes the recipient attack now, allies and enemies inverted (`control FIGURE ATTACK` / `control none`; ATC 5.4.6)
---@field copy? boolean the attacker makes the last attack card the recipient declared, as printed, targets chosen anew (ATC 5.4.5)

--- A combat role (`kind = "role"`, cards/arena/roles/): the stats a hero of this role gets
--- at setup and its passive power, written as `on` handlers that read the numbers below through
--- `self.def` (ATC 2.1 B). A scenario figure whose `card` is a role gets its stats only.
---@class ArenaRole: ArenaCard
---@field kind "role"
---@field hp integer hit points (also max_hp unless `max_hp` is set)
---@field max_hp? integer maximum HP when it differs from `hp`
---@field defence integer the number a strike must reach (d20 + bonus >= defence)
---@field basic integer damage of the basic attack
---@field basic_range integer range of the basic attack (1 melee, 8 ranged)
---@field movement integer movement points of a move action (default 4)
---@field passive string the passive power's text
---@field heal? integer Healer passive: HP the chosen ally regains (`heal FIGURE`)
---@field splash? integer Controller passive: damage to another enemy adjacent to the target (`splash FIGURE`)
---@field bonus? integer Brute/Shooter passive: extra damage of a hit
---@field far? integer Shooter passive: the least distance for its bonus
---@field circle? boolean Bruiser/Tank passive: a circle of warding around the figure (the rules record circle_from)
---@field penalty? integer circle passive: the roll penalty of an enemy striking from the circle

--- A hero (`kind = "hero"`, cards/arena/heroes/): its role (stats, passive) and attack cards.
---@class ArenaHero: ArenaCard
---@field kind "hero"
---@field role string the role card id ("healer"); its stats go to the figure at setup
---@field attacks string[] attack card ids the hero holds (usually two primary and two special)

--- A heroic action (`kind = "heroic_action"`, cards/arena/heroic_actions/): a team's
--- once-per-match prime action (`heroic HERO CARD`, needs Special Ready; ATC 3.4 B).
---@class ArenaHeroicAction: ArenaCard
---@field kind "heroic_action"
---@field effects? ArenaEffect[] its data effects, applied like an attack's (attack.apply_effects, no roll) when the card has no `perform`
---@field perform? fun(card: Card, game: Game, hero: Figure) runs the action for `hero` instead (after the heroic_action event, unless cancelled)
---@field duration? "temporary"|"permanent" when set, the card stays in play after use instead of leaving the game

--- A scroll (`kind = "scroll"`, cards/arena/scrolls/; ATC 7.2): instantaneous, no roll, no
--- range or vision; flips the team token and leaves the game (`scroll BEARER CARD`). Usable at
--- any moment the rules stop at while the team is Special Ready, the enemy's turns included
--- (scripts/arena/scrolls.lua).
---@class ArenaScroll: ArenaCard
---@field kind "scroll"
---@field effects? ArenaEffect[] its data effects (`to` = "self", "ally", "enemy", "dead_ally")
---@field perform? fun(card: Card, game: Game, bearer: Figure) runs the scroll for its bearer instead of the rules' scrolls.perform

--- Stats a level-up or artifact adds once at setup (rules.add_stats): `stats = { max_hp = 10 }`.
---@class ArenaStats
---@field max_hp? integer maximum HP (current HP rises too)
---@field hp? integer the same as max_hp
---@field movement? integer movement points
---@field defence? integer defence
---@field basic? integer basic attack damage

--- An artifact (`kind = "artifact"`, cards/arena/artifacts/; ATC 7.1): a lasting power of its
--- bearer; the numbers below are read by its own strike handlers.
---@class ArenaArtifact: ArenaCard
---@field kind "artifact"
---@field level integer its level (1-3: the campaign deck it belongs to)
---@field stats? ArenaStats stats added at setup
---@field damage_bonus? integer extra damage of the bearer's hits (strike_hit)
---@field defence_bonus? integer extra defence against enemy strikes (strike_rolled)
---@field roll_bonus? integer bonus to the bearer's strike rolls (strike_rolled)
---@field residual_bonus? integer extra residual damage (residual)
---@field ranged_bonus? integer bonus to the bearer's ranged strikes (strike_rolled)

--- A level-up (`kind = "level_up"`, cards/arena/level_ups/; ATC 11.2.3.1): bought in the epic
--- campaign; like an artifact, stats at setup and powers as strike handlers.
---@class ArenaLevelUp: ArenaCard
---@field kind "level_up"
---@field stats? ArenaStats stats added at setup
---@field damage_bonus? integer extra damage of the hero's hits
---@field defence_bonus? integer extra defence against enemy strikes
---@field roll_bonus? integer bonus to the hero's strike rolls
---@field residual_bonus? integer extra residual damage
---@field ranged_bonus? integer bonus to the hero's ranged strikes

--- A villain type (`kind = "villain"`, cards/arena/villains/; ATC 10.2.1): stats copied to the
--- figure at setup and its attacks; its turns are automated (scripts/arena/villains.lua).
--- Villain cards carry `on = require("arena.coop").foe_handlers()` (Evil Power, flask drop).
---@class ArenaVillain: ArenaCard
---@field kind "villain"
---@field type string its villain type ("sentinel", "soldier", "sniper", "warlord"); also its figure's `role`
---@field hp integer hit points
---@field defence integer defence
---@field movement integer movement points
---@field basic integer basic attack damage
---@field basic_range integer basic attack range
---@field attacks string[] attack card ids; the first is the attack it makes

--- A boss (`kind = "boss"`, cards/arena/bosses/; ATC 10.3): a turn in five phases
--- (scripts/arena/boss.lua): refresh, special power, aura, spell, attack.
---@class ArenaBoss: ArenaCard
---@field kind "boss"
---@field hp integer hit points (280 is the rulebook's usual boss)
---@field defence integer defence
---@field movement integer movement points
---@field basic integer basic attack damage
---@field basic_range integer basic attack range
---@field special? ArenaBossSpecial|fun(game: Game, boss: Figure) phase 2: its special power, as data or a function
---@field aura? ArenaAura phase 3: damage to heroes near it
---@field spells string[] boss_spell card ids: its spell deck (phase 4; the scenario's `boss_spells:` overrides)
---@field attacks string[] attack card ids: its attack deck (phase 5, one drawn per turn; specials once a fight)

--- A boss's data special power (`special = { name = "Magma Bath", heal = 10, unless_adjacent = true }`).
---@class ArenaBossSpecial
---@field name? string its printed name (logged)
---@field heal? integer HP the boss regains
---@field unless_adjacent? boolean not when a hero is adjacent to it

--- A boss's aura (`aura = { name = "Scorching Aura", range = 1, damage = 3 }`).
---@class ArenaAura
---@field name? string its printed name (logged)
---@field range? integer squares from the boss (default 1)
---@field damage integer damage to every hero within range at the start of its turn

--- A villain command: criteria to rank heroes, best first (`{"lowest_hp", "nearest"}`):
--- nearest, farthest, lowest_hp, highest_hp, most_damaged, crowded, `role:NAME`. Ties left after
--- every criterion are broken by the players (`villain target HERO`).
---@alias ArenaCommand string[]

--- The power of an Evil Power or a boss spell (`power = { damage = 3 }`).
---@class ArenaPower
---@field damage? integer extra damage of the foes' (the boss's) hits
---@field bonus? integer bonus to the foes' (the boss's) strike rolls
---@field defence? integer evil power: extra defence of every villain while it is in force
---@field heal? integer HP every villain (the boss) regains at once
---@field hero_damage? integer damage to every hero (within `near` of a foe / the boss), never below 1 HP
---@field near? integer squares limiting hero_damage
---@field movement? integer boss spell: the boss's movement this turn

--- An Evil Power (`kind = "evil_power"`, cards/arena/evil_powers/; ATC 10.2.2): drawn when the
--- first villain of a round acts.
---@class ArenaEvilPower: ArenaCard
---@field kind "evil_power"
---@field power ArenaPower what it does for the villains this round
---@field command ArenaCommand how villains pick their targets this round

--- A boss spell (`kind = "boss_spell"`, cards/arena/boss_spells/; ATC 10.3.1 phase 4): drawn
--- each boss turn, its power at once, its command for the boss's attack.
---@class ArenaBossSpell: ArenaCard
---@field kind "boss_spell"
---@field power ArenaPower applied at once (heal, hero_damage) or for this turn (bonus, damage, movement)
---@field command ArenaCommand the targets of the boss's attack in phase 5

--- An obstacle (`kind = "obstacle"`, cards/arena/obstacles/): a figure on side `scenery`.
---@class ArenaObstacle: ArenaCard
---@field kind "obstacle"
---@field opens? boolean a chest: opened from an adjacent square for 1 MP; its item (scenario `obstacles:`) goes to the opener
---@field prime? boolean a lever/orb/statue: `use HERO SQUARE` from an adjacent square as a prime action
---@field removed_on_use? boolean the obstacle leaves the board once used
---@field use? fun(obstacle: Figure, game: Game, user: Figure) what using it does (after obstacle_used)

--- A quest's objectives (`objectives = { primary = {text =, xp =}, secondary = {{id =, text =, xp =}} }`).
---@class ArenaObjectives
---@field primary ArenaObjective the objective that wins the quest
---@field secondary? ArenaObjective[] extra XP objectives (`coop.achieve(game, id)` records one)

--- One quest objective.
---@class ArenaObjective
---@field id? string secondary objectives: its id for coop.achieve
---@field text string what the players must do
---@field xp integer experience it is worth

--- A quest (`kind = "quest"`, cards/arena/quests/; ATC 10): given to side `foes` by the
--- scenario's `quest:`. Hooks are `(card, game, ...)` functions called by scripts/arena/coop.lua;
--- `on = require("arena.coop").quest_handlers()` brings heroes' deaths to `died`.
---@class ArenaQuest: ArenaCard
---@field kind "quest"
---@field objectives ArenaObjectives primary and secondary objectives
---@field round_limit? integer the last round (the quest's own `check` reads it; the bots too)
---@field reinforcements? {round: integer, figures: table<string, string>} the quest's own data: off-board foes (id -> square) that arrive at the end of `round`
---@field setup? fun(card: Card, game: Game) once, at setup
---@field round_start? fun(card: Card, game: Game) at the start of each round
---@field round_end? fun(card: Card, game: Game) at the end of each round
---@field turn_end? fun(card: Card, game: Game, f: Figure) after each combatant's turn
---@field died? fun(card: Card, game: Game, f: Figure, killer: Figure?) when a combatant dies
---@field check? fun(card: Card, game: Game): "heroes"|"foes"|nil who won, or nil to go on
---@field progress? fun(card: Card, game: Game): number how far the heroes are (0 to 1), for bots

-- Events ----------------------------------------------------------------------------------------

--- The events an Arena card may handle (`on = { NAME = handler }`).
---@alias ArenaEventName "turn_start"|"turn_end"|"move_step"|"moved"|"attack_declared"|"targets_declared"|"strike_rolled"|"strike_hit"|"strike_missed"|"door_hit"|"attack_resolved"|"residual"|"damage_taken"|"healed"|"condition_applied"|"effect_ended"|"combatant_died"|"revived"|"door_opened"|"chest_opened"|"obstacle_used"|"heroic_action"|"hero_recruited"|"hero_deployed"|"artifact_dropped"|"artifact_picked"

--- Arena event `turn_start`: a combatant's turn starts (after its temporary effects expired).
---@class arena_event.turn_start
---@field figure Figure the combatant
---@field side string its side
---@field detail string its id (logged)

--- Arena event `turn_end`: a combatant's turn ends (after lava and the team token).
---@class arena_event.turn_end
---@field figure Figure the combatant
---@field side string its side
---@field detail string its id (logged)

--- Arena event `move_step`: before one point of movement.
---@class arena_event.move_step
---@field figure Figure the moving combatant
---@field from string its square
---@field to string the square the step ends on
---@field kind "step"|"sidestep"|"teleport"|"forced" what kind of step
---@field cost integer movement points it costs (0 forced)
---@field detail string "FIGURE KIND TO" (logged)
---@field cancelled? boolean (rw) set true to stop the step

--- Arena event `moved`: after one point of movement.
---@class arena_event.moved
---@field figure Figure the combatant
---@field from string where it was
---@field to string where it is now
---@field kind "step"|"sidestep"|"teleport"|"forced" what kind of step

--- Arena event `attack_declared`: an attack was declared (before interrupts and benefit).
---@class arena_event.attack_declared
---@field attacker Figure the attacker
---@field card Card? the attack card instance (nil for the basic and reaction attacks)
---@field attack string the attack's id ("basic", "reaction" or a card id)
---@field tier ArenaTier its tier
---@field detail string "ATTACKER ATTACK" (logged)
---@field cancelled? boolean (rw) set true to call the attack off

--- Arena event `targets_declared`: targets validated, before reactions and strikes.
---@class arena_event.targets_declared
---@field attacker Figure the attacker
---@field card Card? the attack card instance
---@field attack string the attack's id
---@field targets Figure[] the declared figures
---@field detail string logged

--- Arena event `strike_rolled`: a strike's d20 is final; it hits on natural 20, or unless
--- natural 1 when `natural + bonus >= defence`.
---@class arena_event.strike_rolled
---@field attacker Figure the attacker
---@field target Figure the struck figure
---@field card Card? the attack card instance
---@field attack string the attack's id
---@field natural integer the die's face (1-20)
---@field first boolean whether it is the attack's first strike
---@field bonus integer (rw) added to the roll (conditions, mob, altar, benefit ...)
---@field defence integer (rw) the number to reach (the target's defence with its modifiers)
---@field detail string "ATTACKER TARGET NATURAL" (logged)

--- Arena event `strike_hit`: a strike hit, before its damage is dealt and its effects applied.
---@class arena_event.strike_hit
---@field attacker Figure the attacker
---@field target Figure the hit figure
---@field card Card? the attack card instance
---@field attack string the attack's id
---@field damage integer (rw) damage about to be dealt
---@field critical boolean whether the critical bonus (+5) was taken
---@field detail string logged

--- Arena event `door_hit`: a basic attack's strike hit a locked door, before its damage. ATC
--- 6.1.2: "Doors cannot receive Effects (except from Passive Powers)": only a hero's passive
--- power (its role card) handles it.
---@class arena_event.door_hit
---@field attacker Figure the attacker
---@field door integer the door tile's number (game variables `door_hp N`, `door_squares N`)
---@field at string the door square struck
---@field card Card? the attack card instance
---@field attack string the attack's id
---@field damage integer (rw) damage about to be dealt to the door
---@field detail string "ATTACKER SQUARE" (logged)

--- Arena event `strike_missed`: a strike missed.
---@class arena_event.strike_missed
---@field attacker Figure the attacker
---@field target Figure the missed figure
---@field card Card? the attack card instance
---@field attack string the attack's id
---@field natural integer the die's face
---@field detail string logged

--- Arena event `attack_resolved`: an attack is over, before deaths are checked.
---@class arena_event.attack_resolved
---@field attacker Figure the attacker
---@field card Card? the attack card instance
---@field attack string the attack's id
---@field targets Figure[] the figures struck
---@field hits integer how many strikes hit
---@field detail string logged

--- Arena event `residual`: residual damage about to be dealt (never below 1 HP).
---@class arena_event.residual
---@field attacker Figure the attacker
---@field target Figure the last missed enemy
---@field card Card? the attack card instance
---@field attack string the attack's id
---@field damage integer (rw) the residual damage
---@field detail string logged

--- Arena event `damage_taken`: a combatant lost HP.
---@class arena_event.damage_taken
---@field figure Figure who lost HP
---@field amount integer HP lost
---@field source Figure? who dealt it
---@field card Card? the card that dealt it
---@field kind "strike"|"residual"|"lava"|"self"|"effect"|"aid" what dealt it
---@field detail string "FIGURE N KIND" (logged)

--- Arena event `healed`: a combatant regained HP.
---@class arena_event.healed
---@field figure Figure who regained HP
---@field amount integer HP regained
---@field source Figure? who healed it
---@field detail string logged

--- Arena event `condition_applied`: an effect began on a combatant.
---@class arena_event.condition_applied
---@field figure Figure the bearer
---@field condition ArenaCondition the condition or status
---@field duration ArenaDuration how long it lasts
---@field source Figure? who applied it
---@field detail string logged

--- Arena event `effect_ended`: an effect ended.
---@class arena_event.effect_ended
---@field figure Figure the bearer
---@field condition ArenaCondition the condition or status
---@field source string? the id of the figure that applied it
---@field detail string logged

--- Arena event `combatant_died`: a combatant died (after the attack fully resolved).
---@class arena_event.combatant_died
---@field figure Figure the dead combatant (already off the board; `died_at` keeps its square)
---@field killer Figure? who killed it
---@field at string the square it died on
---@field detail string logged

--- Arena event `revived`: a dead combatant came back.
---@class arena_event.revived
---@field figure Figure the revived combatant
---@field by Figure? who revived it
---@field at string the square it came back on
---@field detail string logged

--- Arena event `door_opened`: a door tile was opened or destroyed.
---@class arena_event.door_opened
---@field figure Figure? who opened it
---@field at string the tile's first square
---@field destroyed boolean true when it was broken by attacks
---@field detail string logged

--- Arena event `chest_opened`: a chest was opened.
---@class arena_event.chest_opened
---@field figure Figure who opened it
---@field at string its square
---@field contents string? the card id it held (given to the opener), or nil
---@field detail string logged

--- Arena event `obstacle_used`: a lever, orb or statue was used with a prime action.
---@class arena_event.obstacle_used
---@field figure Figure the user
---@field obstacle Figure the obstacle (side scenery)
---@field at string its square
---@field detail string logged

--- Arena event `heroic_action`: a heroic action is performed (before its `perform`).
---@class arena_event.heroic_action
---@field figure Figure the hero
---@field card Card the heroic action card instance
---@field detail string logged
---@field cancelled? boolean (rw) set true to skip its `perform`

--- Arena event `hero_recruited`: set-up with `setup: draft`: a team recruited a hero (ATC 1 C).
---@class arena_event.hero_recruited
---@field figure Figure the recruited hero's figure (off the board until deployed)
---@field side string the recruiting team
---@field detail string "SIDE HERO" (logged)

--- Arena event `hero_deployed`: set-up: a hero was deployed; deployment order = turn order (ATC 1 D).
---@class arena_event.hero_deployed
---@field figure Figure the deployed hero
---@field side string its team
---@field at string the square it was deployed on
---@field detail string "FIGURE SQUARE" (logged)

--- Arena event `artifact_dropped`: a dead bearer's artifact lies on its square of death (ATC 7.1).
---@class arena_event.artifact_dropped
---@field figure Figure the dead bearer
---@field at string the square it lies on
---@field card Card the artifact card instance
---@field detail string "FIGURE CARD SQUARE" (logged)

--- Arena event `artifact_picked`: a teammate picked up and equipped a dropped artifact (1 MP, ATC 7.1).
---@class arena_event.artifact_picked
---@field figure Figure the teammate who equips it
---@field at string the square it lay on
---@field card Card the artifact card instance
---@field detail string "FIGURE CARD SQUARE" (logged)

--- The `on` table of an Arena card: a handler per event name, a function or `{when, run}`.
---@class ArenaHandlers
---@field turn_start? fun(self: Card, e: arena_event.turn_start, game: Game)|{when?: fun(self: Card, e: arena_event.turn_start, game: Game): boolean, run: fun(self: Card, e: arena_event.turn_start, game: Game)}
---@field turn_end? fun(self: Card, e: arena_event.turn_end, game: Game)|{when?: fun(self: Card, e: arena_event.turn_end, game: Game): boolean, run: fun(self: Card, e: arena_event.turn_end, game: Game)}
---@field move_step? fun(self: Card, e: arena_event.move_step, game: Game)|{when?: fun(self: Card, e: arena_event.move_step, game: Game): boolean, run: fun(self: Card, e: arena_event.move_step, game: Game)}
---@field moved? fun(self: Card, e: arena_event.moved, game: Game)|{when?: fun(self: Card, e: arena_event.moved, game: Game): boolean, run: fun(self: Card, e: arena_event.moved, game: Game)}
---@field attack_declared? fun(self: Card, e: arena_event.attack_declared, game: Game)|{when?: fun(self: Card, e: arena_event.attack_declared, game: Game): boolean, run: fun(self: Card, e: arena_event.attack_declared, game: Game)}
---@field targets_declared? fun(self: Card, e: arena_event.targets_declared, game: Game)|{when?: fun(self: Card, e: arena_event.targets_declared, game: Game): boolean, run: fun(self: Card, e: arena_event.targets_declared, game: Game)}
---@field strike_rolled? fun(self: Card, e: arena_event.strike_rolled, game: Game)|{when?: fun(self: Card, e: arena_event.strike_rolled, game: Game): boolean, run: fun(self: Card, e: arena_event.strike_rolled, game: Game)}
---@field strike_hit? fun(self: Card, e: arena_event.strike_hit, game: Game)|{when?: fun(self: Card, e: arena_event.strike_hit, game: Game): boolean, run: fun(self: Card, e: arena_event.strike_hit, game: Game)}
---@field strike_missed? fun(self: Card, e: arena_event.strike_missed, game: Game)|{when?: fun(self: Card, e: arena_event.strike_missed, game: Game): boolean, run: fun(self: Card, e: arena_event.strike_missed, game: Game)}
---@field door_hit? fun(self: Card, e: arena_event.door_hit, game: Game)|{when?: fun(self: Card, e: arena_event.door_hit, game: Game): boolean, run: fun(self: Card, e: arena_event.door_hit, game: Game)}
---@field attack_resolved? fun(self: Card, e: arena_event.attack_resolved, game: Game)|{when?: fun(self: Card, e: arena_event.attack_resolved, game: Game): boolean, run: fun(self: Card, e: arena_event.attack_resolved, game: Game)}
---@field residual? fun(self: Card, e: arena_event.residual, game: Game)|{when?: fun(self: Card, e: arena_event.residual, game: Game): boolean, run: fun(self: Card, e: arena_event.residual, game: Game)}
---@field damage_taken? fun(self: Card, e: arena_event.damage_taken, game: Game)|{when?: fun(self: Card, e: arena_event.damage_taken, game: Game): boolean, run: fun(self: Card, e: arena_event.damage_taken, game: Game)}
---@field healed? fun(self: Card, e: arena_event.healed, game: Game)|{when?: fun(self: Card, e: arena_event.healed, game: Game): boolean, run: fun(self: Card, e: arena_event.healed, game: Game)}
---@field condition_applied? fun(self: Card, e: arena_event.condition_applied, game: Game)|{when?: fun(self: Card, e: arena_event.condition_applied, game: Game): boolean, run: fun(self: Card, e: arena_event.condition_applied, game: Game)}
---@field effect_ended? fun(self: Card, e: arena_event.effect_ended, game: Game)|{when?: fun(self: Card, e: arena_event.effect_ended, game: Game): boolean, run: fun(self: Card, e: arena_event.effect_ended, game: Game)}
---@field combatant_died? fun(self: Card, e: arena_event.combatant_died, game: Game)|{when?: fun(self: Card, e: arena_event.combatant_died, game: Game): boolean, run: fun(self: Card, e: arena_event.combatant_died, game: Game)}
---@field revived? fun(self: Card, e: arena_event.revived, game: Game)|{when?: fun(self: Card, e: arena_event.revived, game: Game): boolean, run: fun(self: Card, e: arena_event.revived, game: Game)}
---@field door_opened? fun(self: Card, e: arena_event.door_opened, game: Game)|{when?: fun(self: Card, e: arena_event.door_opened, game: Game): boolean, run: fun(self: Card, e: arena_event.door_opened, game: Game)}
---@field chest_opened? fun(self: Card, e: arena_event.chest_opened, game: Game)|{when?: fun(self: Card, e: arena_event.chest_opened, game: Game): boolean, run: fun(self: Card, e: arena_event.chest_opened, game: Game)}
---@field obstacle_used? fun(self: Card, e: arena_event.obstacle_used, game: Game)|{when?: fun(self: Card, e: arena_event.obstacle_used, game: Game): boolean, run: fun(self: Card, e: arena_event.obstacle_used, game: Game)}
---@field heroic_action? fun(self: Card, e: arena_event.heroic_action, game: Game)|{when?: fun(self: Card, e: arena_event.heroic_action, game: Game): boolean, run: fun(self: Card, e: arena_event.heroic_action, game: Game)}
---@field hero_recruited? fun(self: Card, e: arena_event.hero_recruited, game: Game)|{when?: fun(self: Card, e: arena_event.hero_recruited, game: Game): boolean, run: fun(self: Card, e: arena_event.hero_recruited, game: Game)}
---@field hero_deployed? fun(self: Card, e: arena_event.hero_deployed, game: Game)|{when?: fun(self: Card, e: arena_event.hero_deployed, game: Game): boolean, run: fun(self: Card, e: arena_event.hero_deployed, game: Game)}
---@field artifact_dropped? fun(self: Card, e: arena_event.artifact_dropped, game: Game)|{when?: fun(self: Card, e: arena_event.artifact_dropped, game: Game): boolean, run: fun(self: Card, e: arena_event.artifact_dropped, game: Game)}
---@field artifact_picked? fun(self: Card, e: arena_event.artifact_picked, game: Game)|{when?: fun(self: Card, e: arena_event.artifact_picked, game: Game): boolean, run: fun(self: Card, e: arena_event.artifact_picked, game: Game)}
