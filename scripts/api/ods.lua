---@meta
-- ruleset: ods
-- Of Dreams & Shadows' card definitions (what a file under cards/ods/ returns) and the payloads
-- of its events (scripts/ods/ruleset.yaml `events:`). Start a card file with the class of its
-- kind (`---@type OdsChampion`) above its `return { ... }` so the editor checks the fields.
-- docs/ODS.md §4 describes the formats; `help api ods` lists these entries. repl/tests/apidoc.rs
-- fails when an event or payload field of the ruleset is missing here.
-- Event classes are `ods_event.NAME` (Arcadia's are `event.NAME`).

--- What every ODS card has: one file `cards/ods/FOLDER/ID.lua` (id = file name). Only `name`
--- and `kind` are required. A handler (`on.EVENT`) is `function(self, e, game)` or
--- `{when = ..., run = ...}`: `self` the card instance (`self.def` this table, `self.holder` its
--- figure), `e` the payload (`help api ods_event.EVENT`), `game` the Game.
---@class OdsCard
---@field name string the printed name (required)
---@field kind "champion"|"villain"|"foe"|"epic_foe"|"resource"|"affliction"|"event"|"world"|"quest"|"ending" what sort of card (required; scripts/ods/ruleset.yaml `card_kinds`)
---@field id string set by the loader: the file name without .lua
---@field text? string the card's text, as a player reads it (our own words)
---@field on? OdsHandlers event handlers, by event name (an unknown event is a load error)
---@field copies? integer how many of this card its deck holds (default 1)
---@field provisional? boolean true when a value is our own design, not printed by the rulebook (docs/CONTENT-STATUS.md)
---@field test_only? boolean a tests' harness card: left out of game.card_ids (decks)

--- The six traits of a champion (p.7): tests are d6 + a trait against a difficulty (p.10).
---@alias OdsTrait "might"|"agility"|"insight"|"awareness"|"persuasion"|"resolve"

--- A location type: one World deck each (p.15).
---@alias OdsLocation "capital"|"hollows"|"realm"|"wilds"

--- Trait modifiers by trait, e.g. `{might = 1}` (p.11 stacking: one resource of a type counts).
---@alias OdsMods table<OdsTrait, integer>

--- Where a step acts: a space id, `{type = T}` / `{tag = X}` (a random matching space),
--- `"token"` (a shadow-pool label), `"here"` (the champion's space).
---@alias OdsWhere string|{type?: OdsLocation, tag?: string}

--- One data step (scripts/ods/steps.lua lists every key and what it does). Used by villain
--- setup/progress, events and scenario outcomes.
---@alias OdsStep table<string, any>

--- A champion (p.7 Champion Card Anatomy), cards/ods/champions/. Example:
--- `health = 8, willpower = 5, traits = {might = 3, agility = 2, ...}, start = {space =
--- "dunmarrow", gold = 2, resources = {"longsword"}, alignment = "capital"}`.
---@class OdsChampion: OdsCard
---@field kind "champion"
---@field health integer the Health maximum
---@field willpower integer the Willpower maximum
---@field traits OdsTraits the six traits
---@field spirit_touched? boolean may acquire and invoke Spells (p.7, p.10)
---@field start OdsChampionStart where it starts and with what
---@field passive? OdsPassive always in effect
---@field special? OdsSpecial the Special Action, once a Turn (p.10)

--- A champion's six trait values (p.7).
---@class OdsTraits
---@field might integer
---@field agility integer
---@field insight integer
---@field awareness integer
---@field persuasion integer
---@field resolve integer

--- Where and with what a champion starts (p.5 set-up).
---@class OdsChampionStart
---@field space string a space id of scripts/ods/maps/realm.yaml
---@field gold? integer starting gold
---@field resources? string[] resource card ids attached at set-up
---@field alignment? OdsLocation the location type it belongs to (shown on its card)

--- A champion's passive ability (p.7). Most passives are `on` handlers of the card; `two_dice`
--- is read by scripts/ods/tests.lua.
---@class OdsPassive
---@field text string what it does
---@field two_dice? OdsTwoDice roll two dice and keep the higher there (FAQ p.17)

--- Where a passive's two dice apply: on a space of type `location`, or in tests whose source
--- card is of kind `deck` (e.g. "quest": tests of Quest Scenarios).
---@class OdsTwoDice
---@field location? OdsLocation
---@field deck? string

--- A champion's Special Action (p.10), offered as the `special` action.
---@class OdsSpecial
---@field text string what it does
---@field perform fun(card: Card, game: Game, champion: Figure): boolean? does it; return false when nothing could be done (the action is then not spent and not offered again on that space this Turn)
---@field usable? fun(card: Card, game: Game, champion: Figure): boolean whether it can do something now; without it, a Special whose perform returned false is not offered again on that space this Turn

--- A villain (p.6 Villain Card Anatomy), cards/ods/villains/: Act I and Act II. Its own rules
--- (Arawn's regain, the Dragon's fire, Morrigan's cloak) are `on` handlers reading the
--- villain's numeric fields below through `self.def`.
---@class OdsVillain: OdsCard
---@field kind "villain"
---@field stats OdsStats Act II stats (the villain as a foe)
---@field foes? integer aligned foe types (checked against the foe cards' `villain`)
---@field epic_foes? integer aligned epic foes
---@field shadow_health? integer Health the villain gains per shadow token on the map at the flip (p.8; default 1)
---@field regain? integer Arawn: Health regained at the end of each combat round he survives
---@field fire? integer the Dragon: damage to each champion fighting it at the end of each combat round it survives
---@field cloak? integer Morrigan: damage taken off every attack on her
---@field omens? integer Morrigan, Act I: Willpower lost after each Event by every champion on a space with a shadow token
---@field flight? OdsFlight the Dragon, Act I: one d6 after each Event scorches a space
---@field defeat? OdsDefeat the card's own defeat condition for all champions (p.14), checked after each progression
---@field act1 OdsAct1 Act I: setup steps and the progression after each Event Phase
---@field act2 OdsAct2 Act II: setup and what quest tokens do

--- The Dragon's flight (scripts/ods/villains.lua `scorch`): on a d6 of `on_roll` or more a
--- shadow token lands on a random space of type `type` and each champion there loses `burn` Health.
---@class OdsFlight
---@field on_roll integer
---@field type OdsLocation
---@field burn integer

--- A villain card's defeat condition (p.14; scripts/ods/villains.lua `check_defeat`): `foes`
--- or more foes, or `shadows` or more shadow tokens, on the spaces `on` selects (no `on`: the
--- whole map).
---@class OdsDefeat
---@field text string read out when it is met
---@field foes? integer
---@field shadows? integer
---@field on? {type?: OdsLocation, tag?: string}

--- Defence, Attack and Health of a foe or of the villain in Act II (p.13).
---@class OdsStats
---@field defence integer
---@field attack integer
---@field health integer

--- A villain's Act I (p.6).
---@class OdsAct1
---@field setup OdsStep[] run at set-up (p.6)
---@field progress? OdsStep[] run after each Event Phase (p.16)
---@field rules? string the act's rules as a player reads them

--- A villain's Act II (p.8).
---@class OdsAct2
---@field setup? OdsStep[] run at the flip, after the villain's figure gets its stats
---@field rules? string
---@field quest_token? OdsQuestToken what a quest token does against the villain

--- A quest token's use in Act II (p.8).
---@class OdsQuestToken
---@field text string
---@field use string the use's name, as in `quest_token_spent` (e.g. "negate_round": the villain's rule is off for one combat round)

--- A foe's ability flags (p.13–14).
---@class OdsFoeAbility
---@field text string what it does
---@field targets? "lowest_agility"|string overrules the players' choice of defender (ties by roll-off, FAQ p.17)
---@field no_retreat? boolean champions engaged with it cannot retreat (p.14)
---@field duel? boolean it calls a duel (p.14)
---@field every_combat_phase? boolean acts every Combat Phase even when nobody fought it (p.13)
---@field perform? fun(card: Card, game: Game, foe: Figure, fought: boolean) with `every_combat_phase`: what it does once per Combat Phase (scripts/ods/combat.lua)

--- A foe (p.13 Foe Card Anatomy), cards/ods/foes/.
---@class OdsFoe: OdsCard
---@field kind "foe"
---@field villain string the villain it is aligned with (card back)
---@field defence integer an attack test must beat it (damage = total − Defense)
---@field attack integer a defence test must reach it (damage = Attack − total)
---@field health integer its Health (tokens, p.11)
---@field reward integer gold to the killing blow (p.14)
---@field standees? integer figures in the box (scripts/ods/scenarios/realm.yaml holds that many, `at: off`)
---@field ability? OdsFoeAbility
---@field round_survived? OdsRoundSurvived its ability at the end of each combat round it survives (with `on = foes.round_survived()`, scripts/ods/foes.lua)

--- What a foe does at the end of each combat round it survives (`round_survived`).
---@class OdsRoundSurvived
---@field regain_health? integer it regains that much Health, up to its own
---@field champions_here? {willpower?: integer, damage?: integer} each champion on its space: Willpower added (e.g. -1) and/or Health lost

--- An Epic Foe (p.14), cards/ods/epic_foes/: a foe that leaves the game when defeated.
---@class OdsEpicFoe: OdsFoe
---@field kind "epic_foe"

--- A Resource (p.7 Resource Card Anatomy, p.11), cards/ods/resources/. Example (a weapon
--- bought for 3 gold): `type = "weapon", cost = {gold = 3}, mods = {might = 1}`.
---@class OdsResource: OdsCard
---@field kind "resource"
---@field type "weapon"|"armour"|"item"|"companion"|"spell"|"combat_feat"|"relic" its type (one of a type counts for a test)
---@field counts_as? "weapon"|"armour"|"item" a relic's type for the stacking rule
---@field cost? OdsCost how it is acquired from the Hand (nil: never bought)
---@field mods? OdsMods trait modifiers while attached
---@field once_per_turn? boolean exhausted when used, ready at the next Turn (p.7)
---@field spell? OdsSpell what invoking it does
---@field feat? OdsFeat a combat feat: one per combat round, before the attack roll (p.12)
---@field ability? OdsResourceAbility

--- How a Resource is acquired (p.11): pay `gold`, or pass `test` (or both).
---@class OdsCost
---@field gold? integer
---@field test? OdsTestSpec

--- A test: d6 + trait against a difficulty (p.10).
---@class OdsTestSpec
---@field trait OdsTrait
---@field difficulty integer

--- What invoking a Spell does (p.10).
---@class OdsSpell
---@field duration? "turn"|"use" "turn": its modifiers last until the Turn ends; "use": once
---@field to? "space"|"champion"|"foe" its target
---@field mods? OdsMods modifiers to every champion on the space
---@field heal? integer Health to the target champion
---@field damage? integer damage to the target foe

--- A combat feat (p.12).
---@class OdsFeat
---@field mods OdsMods modifiers for the attack it is used before

--- A Resource's ability beyond modifiers.
---@class OdsResourceAbility
---@field text string
---@field reroll_one? boolean reroll one die of a test once per Turn (Lucky Totem; FAQ p.17: with two dice, only one of them)

--- An Affliction (p.15), cards/ods/afflictions/: penalties always stack.
---@class OdsAffliction: OdsCard
---@field kind "affliction"
---@field type "mental"|"physical"|"magical"
---@field mods? OdsMods penalties
---@field remove? OdsRemove how it is removed
---@field turn_end_roll? integer[] die faces that remove it at Turn end (p.16; also accepted inside `remove`)
---@field turn_end? OdsStep[] its penalty, run for its champion at every Turn end (before the roll)

--- How an Affliction is removed (p.15–16); any of these.
---@class OdsRemove
---@field action? boolean the `remove` action (with `test`: removed on a pass)
---@field test? OdsTestSpec
---@field rest? boolean removed when the champion rests
---@field at? {type?: OdsLocation, tag?: string} removed at Turn end on such a space
---@field turn_end_roll? integer[] die faces that remove it at Turn end

--- An Event (p.16), cards/ods/events/: one for the group each Event Phase.
---@class OdsEvent: OdsCard
---@field kind "event"
---@field steps? OdsStep[] data steps
---@field run? fun(card: Card, game: Game) anything steps cannot say

--- One part of a scenario card (p.15): its text, then a test, a choice or a combat whose
--- outcome is revealed only after it is made. Part 2 is read only after a success in part 1.
---@class OdsPart
---@field text string what the reader reads first
---@field test? OdsTestSpec the part's test: `success` or `failure` follows
---@field choice? OdsChoice[] the options, offered as `choose KEY`; `outcomes[KEY]` follows
---@field combat? string|{random: boolean, villain?: string} a foe fought here (as the `combat` step); a loss is a failure
---@field steps? OdsStep[] what happens before the outcome, whatever it is
---@field success? OdsOutcome
---@field failure? OdsOutcome
---@field outcomes? table<string, OdsOutcome> by choice key

--- One option of a scenario part's choice.
---@class OdsChoice
---@field key string the option's key (offered as `choose KEY`)
---@field label? string what the player reads

--- What follows a test or a choice. A chosen outcome counts as a success unless `passed =
--- false`; steps that stop (a fight lost or fled) make it a failure.
---@class OdsOutcome
---@field text? string read out after the roll or decision
---@field steps? OdsStep[]
---@field passed? boolean false: this chosen outcome fails the part (the card ends)
---@field test? OdsTestSpec a further test of a choice's outcome
---@field success? OdsOutcome after `test`
---@field failure? OdsOutcome after `test`

--- A World Scenario (p.15), cards/ods/world/LOCATION/.
---@class OdsWorld: OdsCard
---@field kind "world"
---@field location OdsLocation its deck
---@field parts OdsPart[] one or two; part 2 only after a success in part 1

--- A Quest Scenario (p.15), cards/ods/quests/VILLAIN/: drawn on a quest token's space.
---@class OdsQuest: OdsCard
---@field kind "quest"
---@field villain string whose Quest deck
---@field parts OdsPart[]

--- A Story Ending (p.16), cards/ods/endings/: read at victory or defeat.
---@class OdsEnding: OdsCard
---@field kind "ending"
---@field villain string
---@field outcome "victory"|"defeat" which end of the game it is read at

--- The name of an event the ODS rules raise (scripts/ods/ruleset.yaml `events:`).
---@alias OdsEventName "setup_done"|"act_start"|"turn_start"|"turn_end"|"phase_start"|"phase_end"|"round_start"|"action"|"travelled"|"test_start"|"test_rolled"|"test_done"|"resource_acquired"|"resource_lost"|"spell_cast"|"feat_used"|"combat_start"|"combat_round_start"|"attack_done"|"defence_done"|"combat_round_end"|"combat_end"|"retreated"|"foe_entered"|"foe_moved"|"foe_defeated"|"champion_defeated"|"affliction_gained"|"affliction_removed"|"scenario_drawn"|"scenario_done"|"quest_completed"|"event_drawn"|"villain_progress"|"token_placed"|"token_removed"|"quest_token_spent"

--- ODS event `setup_done`: set-up is over, before Act I Turn 1.
---@class ods_event.setup_done

--- ODS event `act_start`: an act begins (Act II: after the villain's flip and its setup).
---@class ods_event.act_start
---@field act integer

--- ODS event `turn_start`: a Turn begins (the Fate Dial shows `turn`).
---@class ods_event.turn_start
---@field act integer
---@field turn integer

--- ODS event `turn_end`: a Turn ends, before the Fate token moves.
---@class ods_event.turn_end
---@field act integer
---@field turn integer

--- ODS event `phase_start`: a phase begins (action|combat|scenario|event).
---@class ods_event.phase_start
---@field act integer
---@field turn integer
---@field phase string

--- ODS event `phase_end`: a phase ends.
---@class ods_event.phase_end
---@field act integer
---@field turn integer
---@field phase string

--- ODS event `round_start`: a champion's Round of actions begins.
---@class ods_event.round_start
---@field champion Figure
---@field phase string

--- ODS event `action`: a champion takes an action (travel|rest|acquire|cast|gift|take|special|purge|remove: an affliction).
---@class ods_event.action
---@field champion Figure
---@field action string
---@field cancelled boolean (rw)

--- ODS event `travelled`: a champion travelled along a path.
---@class ods_event.travelled
---@field champion Figure
---@field from string
---@field to string

--- ODS event `test_start`: before a test's roll (kind: test|attack|defence); dice = 2 keeps the higher.
---@class ods_event.test_start
---@field champion Figure
---@field trait string
---@field difficulty integer (rw)
---@field kind string
---@field source Card|string?
---@field dice integer|integer[] (rw)
---@field bonus integer (rw)

--- ODS event `test_rolled`: a test's dice are rolled or rerolled.
---@class ods_event.test_rolled
---@field champion Figure
---@field kind string
---@field dice integer|integer[] (list of numbers)
---@field kept integer

--- ODS event `test_done`: a test's result is final.
---@class ods_event.test_done
---@field champion Figure
---@field kind string
---@field trait string
---@field total integer
---@field difficulty integer
---@field passed boolean
---@field margin integer

--- ODS event `resource_acquired`: a resource card was attached to a champion.
---@class ods_event.resource_acquired
---@field champion Figure
---@field card Card|string

--- ODS event `resource_lost`: a resource card left a champion.
---@class ods_event.resource_lost
---@field champion Figure
---@field card Card|string

--- ODS event `spell_cast`: a spell was invoked.
---@class ods_event.spell_cast
---@field champion Figure
---@field card Card|string
---@field space string
---@field target Figure|string?

--- ODS event `feat_used`: a combat feat was used before an attack.
---@class ods_event.feat_used
---@field champion Figure
---@field card Card|string

--- ODS event `combat_start`: a combat begins (kind: phase|scenario|ambush|duel).
---@class ods_event.combat_start
---@field space string
---@field champions Figure[]
---@field foes Figure[]
---@field kind string

--- ODS event `combat_round_start`: a combat round begins.
---@class ods_event.combat_round_start
---@field space string
---@field round integer

--- ODS event `attack_done`: an attack test against a foe was resolved.
---@class ods_event.attack_done
---@field champion Figure
---@field foe Figure
---@field total integer
---@field damage integer (rw)

--- ODS event `defence_done`: a defence test against a foe's attack was resolved.
---@class ods_event.defence_done
---@field champion Figure
---@field foe Figure
---@field total integer
---@field damage integer (rw)

--- ODS event `combat_round_end`: a combat round ended.
---@class ods_event.combat_round_end
---@field space string
---@field round integer
---@field foes Figure[] (those still alive)

--- ODS event `combat_end`: a combat ended.
---@class ods_event.combat_end
---@field space string

--- ODS event `retreated`: a champion retreated to its previous space.
---@class ods_event.retreated
---@field champion Figure
---@field from string
---@field to string

--- ODS event `foe_entered`: a foe was placed on the map.
---@class ods_event.foe_entered
---@field foe Figure
---@field space string

--- ODS event `foe_moved`: a foe travelled.
---@class ods_event.foe_moved
---@field foe Figure
---@field from string
---@field to string

--- ODS event `foe_defeated`: a foe's Health reached 0.
---@class ods_event.foe_defeated
---@field foe Figure
---@field by Figure?

--- ODS event `champion_defeated`: a champion's Health reached 0.
---@class ods_event.champion_defeated
---@field champion Figure

--- ODS event `affliction_gained`: a champion gained an affliction.
---@class ods_event.affliction_gained
---@field champion Figure
---@field card Card|string

--- ODS event `affliction_removed`: an affliction left a champion.
---@class ods_event.affliction_removed
---@field champion Figure
---@field card Card|string

--- ODS event `scenario_drawn`: a scenario card was drawn.
---@class ods_event.scenario_drawn
---@field champion Figure
---@field card Card|string
---@field deck string

--- ODS event `scenario_done`: a scenario card was resolved.
---@class ods_event.scenario_done
---@field champion Figure
---@field card Card|string
---@field passed boolean

--- ODS event `quest_completed`: a Quest Scenario was completed (the quest token goes to the champion).
---@class ods_event.quest_completed
---@field champion Figure
---@field card Card|string

--- ODS event `event_drawn`: an Event card was drawn.
---@class ods_event.event_drawn
---@field card Card|string

--- ODS event `villain_progress`: the villain's progression after the Event Phase.
---@class ods_event.villain_progress
---@field act integer
---@field turn integer

--- ODS event `token_placed`: a shadow or quest token was placed.
---@class ods_event.token_placed
---@field kind string
---@field space string

--- ODS event `token_removed`: a shadow or quest token left the map.
---@class ods_event.token_removed
---@field kind string
---@field space string
---@field by Figure?

--- ODS event `quest_token_spent`: a champion spent a quest token.
---@class ods_event.quest_token_spent
---@field champion Figure
---@field use string

--- Handlers an ODS card may declare in `on` (one per event of scripts/ods/ruleset.yaml).
---@class OdsHandlers
---@field setup_done? fun(self: Card, e: ods_event.setup_done, game: Game)|{when?: fun(self: Card, e: ods_event.setup_done, game: Game): boolean, run: fun(self: Card, e: ods_event.setup_done, game: Game)}
---@field act_start? fun(self: Card, e: ods_event.act_start, game: Game)|{when?: fun(self: Card, e: ods_event.act_start, game: Game): boolean, run: fun(self: Card, e: ods_event.act_start, game: Game)}
---@field turn_start? fun(self: Card, e: ods_event.turn_start, game: Game)|{when?: fun(self: Card, e: ods_event.turn_start, game: Game): boolean, run: fun(self: Card, e: ods_event.turn_start, game: Game)}
---@field turn_end? fun(self: Card, e: ods_event.turn_end, game: Game)|{when?: fun(self: Card, e: ods_event.turn_end, game: Game): boolean, run: fun(self: Card, e: ods_event.turn_end, game: Game)}
---@field phase_start? fun(self: Card, e: ods_event.phase_start, game: Game)|{when?: fun(self: Card, e: ods_event.phase_start, game: Game): boolean, run: fun(self: Card, e: ods_event.phase_start, game: Game)}
---@field phase_end? fun(self: Card, e: ods_event.phase_end, game: Game)|{when?: fun(self: Card, e: ods_event.phase_end, game: Game): boolean, run: fun(self: Card, e: ods_event.phase_end, game: Game)}
---@field round_start? fun(self: Card, e: ods_event.round_start, game: Game)|{when?: fun(self: Card, e: ods_event.round_start, game: Game): boolean, run: fun(self: Card, e: ods_event.round_start, game: Game)}
---@field action? fun(self: Card, e: ods_event.action, game: Game)|{when?: fun(self: Card, e: ods_event.action, game: Game): boolean, run: fun(self: Card, e: ods_event.action, game: Game)}
---@field travelled? fun(self: Card, e: ods_event.travelled, game: Game)|{when?: fun(self: Card, e: ods_event.travelled, game: Game): boolean, run: fun(self: Card, e: ods_event.travelled, game: Game)}
---@field test_start? fun(self: Card, e: ods_event.test_start, game: Game)|{when?: fun(self: Card, e: ods_event.test_start, game: Game): boolean, run: fun(self: Card, e: ods_event.test_start, game: Game)}
---@field test_rolled? fun(self: Card, e: ods_event.test_rolled, game: Game)|{when?: fun(self: Card, e: ods_event.test_rolled, game: Game): boolean, run: fun(self: Card, e: ods_event.test_rolled, game: Game)}
---@field test_done? fun(self: Card, e: ods_event.test_done, game: Game)|{when?: fun(self: Card, e: ods_event.test_done, game: Game): boolean, run: fun(self: Card, e: ods_event.test_done, game: Game)}
---@field resource_acquired? fun(self: Card, e: ods_event.resource_acquired, game: Game)|{when?: fun(self: Card, e: ods_event.resource_acquired, game: Game): boolean, run: fun(self: Card, e: ods_event.resource_acquired, game: Game)}
---@field resource_lost? fun(self: Card, e: ods_event.resource_lost, game: Game)|{when?: fun(self: Card, e: ods_event.resource_lost, game: Game): boolean, run: fun(self: Card, e: ods_event.resource_lost, game: Game)}
---@field spell_cast? fun(self: Card, e: ods_event.spell_cast, game: Game)|{when?: fun(self: Card, e: ods_event.spell_cast, game: Game): boolean, run: fun(self: Card, e: ods_event.spell_cast, game: Game)}
---@field feat_used? fun(self: Card, e: ods_event.feat_used, game: Game)|{when?: fun(self: Card, e: ods_event.feat_used, game: Game): boolean, run: fun(self: Card, e: ods_event.feat_used, game: Game)}
---@field combat_start? fun(self: Card, e: ods_event.combat_start, game: Game)|{when?: fun(self: Card, e: ods_event.combat_start, game: Game): boolean, run: fun(self: Card, e: ods_event.combat_start, game: Game)}
---@field combat_round_start? fun(self: Card, e: ods_event.combat_round_start, game: Game)|{when?: fun(self: Card, e: ods_event.combat_round_start, game: Game): boolean, run: fun(self: Card, e: ods_event.combat_round_start, game: Game)}
---@field attack_done? fun(self: Card, e: ods_event.attack_done, game: Game)|{when?: fun(self: Card, e: ods_event.attack_done, game: Game): boolean, run: fun(self: Card, e: ods_event.attack_done, game: Game)}
---@field defence_done? fun(self: Card, e: ods_event.defence_done, game: Game)|{when?: fun(self: Card, e: ods_event.defence_done, game: Game): boolean, run: fun(self: Card, e: ods_event.defence_done, game: Game)}
---@field combat_round_end? fun(self: Card, e: ods_event.combat_round_end, game: Game)|{when?: fun(self: Card, e: ods_event.combat_round_end, game: Game): boolean, run: fun(self: Card, e: ods_event.combat_round_end, game: Game)}
---@field combat_end? fun(self: Card, e: ods_event.combat_end, game: Game)|{when?: fun(self: Card, e: ods_event.combat_end, game: Game): boolean, run: fun(self: Card, e: ods_event.combat_end, game: Game)}
---@field retreated? fun(self: Card, e: ods_event.retreated, game: Game)|{when?: fun(self: Card, e: ods_event.retreated, game: Game): boolean, run: fun(self: Card, e: ods_event.retreated, game: Game)}
---@field foe_entered? fun(self: Card, e: ods_event.foe_entered, game: Game)|{when?: fun(self: Card, e: ods_event.foe_entered, game: Game): boolean, run: fun(self: Card, e: ods_event.foe_entered, game: Game)}
---@field foe_moved? fun(self: Card, e: ods_event.foe_moved, game: Game)|{when?: fun(self: Card, e: ods_event.foe_moved, game: Game): boolean, run: fun(self: Card, e: ods_event.foe_moved, game: Game)}
---@field foe_defeated? fun(self: Card, e: ods_event.foe_defeated, game: Game)|{when?: fun(self: Card, e: ods_event.foe_defeated, game: Game): boolean, run: fun(self: Card, e: ods_event.foe_defeated, game: Game)}
---@field champion_defeated? fun(self: Card, e: ods_event.champion_defeated, game: Game)|{when?: fun(self: Card, e: ods_event.champion_defeated, game: Game): boolean, run: fun(self: Card, e: ods_event.champion_defeated, game: Game)}
---@field affliction_gained? fun(self: Card, e: ods_event.affliction_gained, game: Game)|{when?: fun(self: Card, e: ods_event.affliction_gained, game: Game): boolean, run: fun(self: Card, e: ods_event.affliction_gained, game: Game)}
---@field affliction_removed? fun(self: Card, e: ods_event.affliction_removed, game: Game)|{when?: fun(self: Card, e: ods_event.affliction_removed, game: Game): boolean, run: fun(self: Card, e: ods_event.affliction_removed, game: Game)}
---@field scenario_drawn? fun(self: Card, e: ods_event.scenario_drawn, game: Game)|{when?: fun(self: Card, e: ods_event.scenario_drawn, game: Game): boolean, run: fun(self: Card, e: ods_event.scenario_drawn, game: Game)}
---@field scenario_done? fun(self: Card, e: ods_event.scenario_done, game: Game)|{when?: fun(self: Card, e: ods_event.scenario_done, game: Game): boolean, run: fun(self: Card, e: ods_event.scenario_done, game: Game)}
---@field quest_completed? fun(self: Card, e: ods_event.quest_completed, game: Game)|{when?: fun(self: Card, e: ods_event.quest_completed, game: Game): boolean, run: fun(self: Card, e: ods_event.quest_completed, game: Game)}
---@field event_drawn? fun(self: Card, e: ods_event.event_drawn, game: Game)|{when?: fun(self: Card, e: ods_event.event_drawn, game: Game): boolean, run: fun(self: Card, e: ods_event.event_drawn, game: Game)}
---@field villain_progress? fun(self: Card, e: ods_event.villain_progress, game: Game)|{when?: fun(self: Card, e: ods_event.villain_progress, game: Game): boolean, run: fun(self: Card, e: ods_event.villain_progress, game: Game)}
---@field token_placed? fun(self: Card, e: ods_event.token_placed, game: Game)|{when?: fun(self: Card, e: ods_event.token_placed, game: Game): boolean, run: fun(self: Card, e: ods_event.token_placed, game: Game)}
---@field token_removed? fun(self: Card, e: ods_event.token_removed, game: Game)|{when?: fun(self: Card, e: ods_event.token_removed, game: Game): boolean, run: fun(self: Card, e: ods_event.token_removed, game: Game)}
---@field quest_token_spent? fun(self: Card, e: ods_event.quest_token_spent, game: Game)|{when?: fun(self: Card, e: ods_event.quest_token_spent, game: Game): boolean, run: fun(self: Card, e: ods_event.quest_token_spent, game: Game)}
