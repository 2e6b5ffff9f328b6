-- The rules Of Dreams & Shadows' questions name (`rule` of game.choose, game.ask and
-- game.reactions): `why` prints them. One home for each text, so a question asked in two
-- places names its rule the same way. Pages are those of the Revised Rule Book (its contents
-- and index); a rule of our own design says so.
return {
  -- Set-up (p.6-7)
  players = "set-up: how many players; each selects a Champion (rulebook p.7, V); one to four is our design",
  villain = "set-up: as a group, choose your Villain (rulebook p.6, III)",
  champion = "set-up: each player selects a Champion; a player may always play two (rulebook p.7, V; FAQ p.17)",

  -- A turn (p.10-12)
  initiative = "initiative: the highest Agility goes first; on a tie the players decide (rulebook p.10)",
  seat_order = "initiative: a player with two champions takes their Rounds in the order the player chooses (rulebook p.10; our reading)",
  round = "a champion's Round: its actions, one at a time (rulebook p.10)",
  take_consent = "Gift/Take: a Take gains resources and tokens from another champion on the same space, who agrees (rulebook p.10)",
  transfer = "Gift/Take: any number of Resources, Gold, Boon and Quest tokens between champions on the same space (rulebook p.10)",
  second_discard = "acquiring a resource: the player may also discard a second card of the Hand and restock two (rulebook p.11; FAQ p.17)",
  spell_target = "activating spells: Heal and Call the Storm act once a cast, on the champion or foe the caster chooses (rulebook p.11; FAQ p.17)",
  bonus_type = "stacking bonuses: of several Resources of one type, one counts for a test or combat round (rulebook p.11)",
  test_spend = "tests: after the roll, Willpower raises the die by 1 a point (up to 6) or rerolls once a combat, and Boon tokens add (rulebook p.10-11, p.13)",
  feat = "combat feats: activated before the attack roll of a combat round, for that round (rulebook p.12; FAQ p.17)",

  -- Combat (p.13-14)
  attacker = "joining forces: players with champions in one combat decide the order of attacking, each names its foe (rulebook p.14)",
  defender = "joining forces: a designated champion defends against each foe; the players decide who (rulebook p.14)",
  retreat = "retreat: at the end of each combat round a champion may move back to the space it came from (rulebook p.14)",
  join = "scenario combat: other champions on the same space may join in (rulebook p.15; FAQ p.18)",
  negate = "Act II villain: a quest token spent negates its ability for one combat round (FAQ p.18, Morrigan; the other villains' alike is our design)",

  -- Scenarios (p.15)
  scenario_deck = "scenario phase: a champion on a space with a Quest token may draw a Quest instead of a World Scenario (rulebook p.8, p.15)",
  scenario_choice = "scenario cards: the champion chooses among the card's options (rulebook p.15)",

  -- Test rigs only: never asked in play.
  probe = "a pause of the test kit before a scripted step, so a test can rig the dice (our design, tests only)",
}
