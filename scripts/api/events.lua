---@meta
-- ruleset: arcadia
-- Event payloads: one class per event of scripts/arcadia/ruleset.yaml `events:`. A handler gets
-- the payload as `e` (`function(self, e, game)`); fields marked (rw) may be changed and the
-- rules read them back, the others are for reading. Every payload may carry `detail`, the
-- text written to the log (`event NAME DETAIL`). repl/tests/apidoc.rs fails when an event of
-- the ruleset has no class here or a payload field it lists is missing.

--- The events a card may handle (`on = { NAME = handler }`) and that game.emit raises.
---@alias ArcadiaEventName "activation_start"|"activation_end"|"move_step"|"moved"|"door_flipped"|"portal_used"|"attack_declared"|"targets_confirmed"|"dice_pools_built"|"dice_rolled"|"rerolls_done"|"defence_done"|"results_computed"|"wounds_dealt"|"figure_killed"|"token_collected"|"rest"|"spawn"|"quest_fulfilled"|"turn_end"

--- Event `activation_start`: A hero begins its activation (before it moves or attacks).
---@class event.activation_start
---@field side string the hero's side
---@field figure Figure the hero
---@field detail string the hero's id (logged)

--- Event `activation_end`: A hero's activation is over (also after it died during it).
---@class event.activation_end
---@field side string the hero's side
---@field figure Figure the hero
---@field detail string the hero's id (logged)

--- Event `move_step`: Before one point of movement: a step, a portal jump or a door flip.
---@class event.move_step
---@field figure Figure the moving figure
---@field from string its space
---@field to string the space the step ends on
---@field kind "step"|"portal"|"door" what kind of step
---@field detail string logged
---@field cancelled boolean? (rw) set true to stop the step and the rest of the movement

--- Event `moved`: After one point of movement (a door flip too: then `from == to`).
---@class event.moved
---@field figure Figure the figure
---@field from string where it was
---@field to string where it is now
---@field kind "step"|"portal"|"door" what kind of step

--- Event `door_flipped`: A figure flipped a door.
---@class event.door_flipped
---@field figure Figure who flipped it
---@field a string the space on this side
---@field b string the space beyond
---@field open boolean whether the door is now open

--- Event `portal_used`: A figure went through a portal.
---@class event.portal_used
---@field figure Figure the figure
---@field from string the portal it entered
---@field to string the portal it came out of

--- Event `attack_declared`: An attacker chose an attack card and a target, before anything else.
---@class event.attack_declared
---@field attacker Figure the attacking figure
---@field card Card the attack card instance
---@field kind "melee"|"ranged" the attack's type
---@field detail string "ATTACKER CARD TARGET" (logged)
---@field cancelled boolean? (rw) set true to call the attack off (the card is not exhausted)

--- Event `targets_confirmed`: The targets are fixed and the card was just exhausted; add secondary targets here.
---@class event.targets_confirmed
---@field attacker Figure
---@field card Card the attack card (already `exhausted = true`: clear it to keep it ready)
---@field targets Figure[] (rw) the targets, the primary first; insert figures to add targets

--- Event `dice_pools_built`: The dice pools against the primary target are counted, before rolling;
--- then again for each secondary target's defence (`secondary = true`, p.17: each target defends
--- with its own modifiers, but only the primary sets the attack dice, so there `attack_dice` is
--- read and any change to it ignored).
---@class event.dice_pools_built
---@field attacker Figure
---@field card Card
---@field target Figure the target whose pools these are (the primary, unless `secondary`)
---@field attack_dice integer (rw) attack dice to roll (the card's attack plus declared boosts)
---@field defence_dice integer (rw) defence dice the target rolls (its defence plus extra_defence of its cards); never below 0
---@field secondary? boolean true for a secondary target's defence pool
---@field declared? Card[] the Boost cards and effects the attacker declared for this attack (ArcadiaDeclare)

--- Event `dice_rolled`: The attack and the primary target's defence are rolled, before any reroll.
---@class event.dice_rolled
---@field attacker Figure
---@field card Card
---@field targets Figure[] (rw list) the targets, the primary first
---@field attack Roll the attack roll (reroll dice with e.attack:reroll(i))
---@field defence Roll the primary target's defence roll
---@field declared? Card[] the Boost cards and effects the attacker declared for this attack (ArcadiaDeclare)

--- Event `rerolls_done`: After every reroll: the dice are final. CRIT effects of an attack card happen here.
---@class event.rerolls_done
---@field attacker Figure
---@field card Card
---@field targets Figure[] (rw list) the targets; a target added here defends against the same attack roll
---@field attack Roll the final attack roll
---@field defence Roll the primary target's final defence roll
---@field declared? Card[] the Boost cards and effects the attacker declared for this attack (ArcadiaDeclare)

--- Event `defence_done`: One target's defence roll is final, its rerolls done: the primary's
--- after `rerolls_done`, then each secondary target's. Effects of a defender's own dice (Spike).
---@class event.defence_done
---@field attacker Figure
---@field card Card
---@field target Figure the defender
---@field defence Roll its final defence roll
---@field secondary boolean whether it is a secondary target
---@field declared? Card[] the Boost cards and effects the attacker declared for this attack (ArcadiaDeclare)

--- Event `results_computed`: Successes are counted; wounds = hits - saves for the primary target.
---@class event.results_computed
---@field attacker Figure
---@field card Card
---@field targets Figure[] the targets
---@field hits integer (rw) hits of the attack (faces matching its type, CRITs included)
---@field saves integer (rw) the primary target's saves (shields, CRITs included)
---@field crits integer CRITs in the attack roll
---@field declared? Card[] the Boost cards and effects the attacker declared for this attack (ArcadiaDeclare)

--- Event `wounds_dealt`: Wounds were placed on a figure (already added to `target.wounds`).
---@class event.wounds_dealt
---@field attacker Figure? who dealt them (nil for a trap)
---@field target Figure who took them
---@field card Card? the card that dealt them (nil for a minefield)
---@field wounds integer how many
---@field detail string "TARGET N" (logged)
---@field credit? string[] when no figure dealt them (a bomb), the guilds credited
---@field declared? Card[] the Boost cards and effects the attacker declared for this attack (ArcadiaDeclare)

--- Event `figure_killed`: A figure reached its life in wounds, just before it leaves the board.
---@class event.figure_killed
---@field figure Figure the victim
---@field killer Figure? who killed it (nil for none)
---@field card Card? the card that killed it
---@field detail string the victim's id (logged)
---@field credit? string[] when no figure dealt the last wound (a bomb), the guilds credited with the kill

--- Event `token_collected`: A hero picked up an exploration token.
---@class event.token_collected
---@field figure Figure the hero
---@field token Card the token's card instance
---@field detail string logged

--- Event `rest`: A guild rests (before its cards are readied).
---@class event.rest
---@field side string the guild
---@field detail string logged

--- Event `spawn`: A monster was placed from the spawn tile.
---@class event.spawn
---@field figure Figure the monster
---@field at string its space

--- Event `quest_fulfilled`: A guild fulfilled a quest.
---@class event.quest_fulfilled
---@field side string the guild
---@field quest string the quest's id (from the scenario's `quests:`)
---@field detail string "SIDE QUEST" (logged)

--- Event `turn_end`: The active player's turn ends.
---@class event.turn_end
---@field side string the side whose turn it was
---@field detail string logged

--- The `on` table of a card: a handler per event name. A handler is a function, or a table
--- `{when = ..., run = ...}` whose `when` decides cheaply whether the card triggers (when
--- several cards of one side trigger on the same event, that side chooses their order, so only
--- the cards that really act should pass `when`).
---@class ArcadiaHandlers
---@field activation_start? fun(self: Card, e: event.activation_start, game: Game)|{when?: fun(self: Card, e: event.activation_start, game: Game): boolean, run: fun(self: Card, e: event.activation_start, game: Game)}
---@field activation_end? fun(self: Card, e: event.activation_end, game: Game)|{when?: fun(self: Card, e: event.activation_end, game: Game): boolean, run: fun(self: Card, e: event.activation_end, game: Game)}
---@field move_step? fun(self: Card, e: event.move_step, game: Game)|{when?: fun(self: Card, e: event.move_step, game: Game): boolean, run: fun(self: Card, e: event.move_step, game: Game)}
---@field moved? fun(self: Card, e: event.moved, game: Game)|{when?: fun(self: Card, e: event.moved, game: Game): boolean, run: fun(self: Card, e: event.moved, game: Game)}
---@field door_flipped? fun(self: Card, e: event.door_flipped, game: Game)|{when?: fun(self: Card, e: event.door_flipped, game: Game): boolean, run: fun(self: Card, e: event.door_flipped, game: Game)}
---@field portal_used? fun(self: Card, e: event.portal_used, game: Game)|{when?: fun(self: Card, e: event.portal_used, game: Game): boolean, run: fun(self: Card, e: event.portal_used, game: Game)}
---@field attack_declared? fun(self: Card, e: event.attack_declared, game: Game)|{when?: fun(self: Card, e: event.attack_declared, game: Game): boolean, run: fun(self: Card, e: event.attack_declared, game: Game)}
---@field targets_confirmed? fun(self: Card, e: event.targets_confirmed, game: Game)|{when?: fun(self: Card, e: event.targets_confirmed, game: Game): boolean, run: fun(self: Card, e: event.targets_confirmed, game: Game)}
---@field dice_pools_built? fun(self: Card, e: event.dice_pools_built, game: Game)|{when?: fun(self: Card, e: event.dice_pools_built, game: Game): boolean, run: fun(self: Card, e: event.dice_pools_built, game: Game)}
---@field defence_done? fun(self: Card, e: event.defence_done, game: Game)|{when?: fun(self: Card, e: event.defence_done, game: Game): boolean, run: fun(self: Card, e: event.defence_done, game: Game)}
---@field dice_rolled? fun(self: Card, e: event.dice_rolled, game: Game)|{when?: fun(self: Card, e: event.dice_rolled, game: Game): boolean, run: fun(self: Card, e: event.dice_rolled, game: Game)}
---@field rerolls_done? fun(self: Card, e: event.rerolls_done, game: Game)|{when?: fun(self: Card, e: event.rerolls_done, game: Game): boolean, run: fun(self: Card, e: event.rerolls_done, game: Game)}
---@field results_computed? fun(self: Card, e: event.results_computed, game: Game)|{when?: fun(self: Card, e: event.results_computed, game: Game): boolean, run: fun(self: Card, e: event.results_computed, game: Game)}
---@field wounds_dealt? fun(self: Card, e: event.wounds_dealt, game: Game)|{when?: fun(self: Card, e: event.wounds_dealt, game: Game): boolean, run: fun(self: Card, e: event.wounds_dealt, game: Game)}
---@field figure_killed? fun(self: Card, e: event.figure_killed, game: Game)|{when?: fun(self: Card, e: event.figure_killed, game: Game): boolean, run: fun(self: Card, e: event.figure_killed, game: Game)}
---@field token_collected? fun(self: Card, e: event.token_collected, game: Game)|{when?: fun(self: Card, e: event.token_collected, game: Game): boolean, run: fun(self: Card, e: event.token_collected, game: Game)}
---@field rest? fun(self: Card, e: event.rest, game: Game)|{when?: fun(self: Card, e: event.rest, game: Game): boolean, run: fun(self: Card, e: event.rest, game: Game)}
---@field spawn? fun(self: Card, e: event.spawn, game: Game)|{when?: fun(self: Card, e: event.spawn, game: Game): boolean, run: fun(self: Card, e: event.spawn, game: Game)}
---@field quest_fulfilled? fun(self: Card, e: event.quest_fulfilled, game: Game)|{when?: fun(self: Card, e: event.quest_fulfilled, game: Game): boolean, run: fun(self: Card, e: event.quest_fulfilled, game: Game)}
---@field turn_end? fun(self: Card, e: event.turn_end, game: Game)|{when?: fun(self: Card, e: event.turn_end, game: Game): boolean, run: fun(self: Card, e: event.turn_end, game: Game)}
