-- The rules Arena's questions name (`rule` of game.choose, game.ask and game.reactions):
-- `why` prints them. One home for each text, so a question asked in two places names its rule
-- the same way. Sections and pages are those of Arena: the Contest's rulebook (ATC); a rule
-- of our own design says so.
return {
  -- Competitive set-up (ATC 1, p.7; 7.1-7.2, p.27)
  rolloff_tiles = "competitive placement: both teams roll a die, the higher places the first tile (ATC 1 step B, p.7)",
  rolloff_recruit = "recruit heroes: both teams roll a die, the higher recruits first (ATC 1 step C, p.7)",
  tile_placement = "competitive placement: the teams alternate placing a tile, never on nor adjacent to another, five each (ATC 1 step B, p.7)",
  recruit = "recruit heroes: the teams alternate, no two heroes of the same Combat Role in a team (ATC 1 step C, p.7)",
  deploy_half = "deploy heroes: the roll-off winner picks the left or right half of the battlegrid (ATC 1 step D, p.7)",
  deploy = "deploy heroes: the teams alternate, each on a free square of its half; the deployment order is the turn order (ATC 1 step D, p.7)",
  heroic_pick = "heroic actions: each team secretly picks two cards of its deck (ATC 1 step E, p.7)",
  artifacts = "artifacts: the teams alternate from a roll-off, levels up to six a team, one artifact per hero (ATC 7.1 step G, p.27)",
  scroll_pick = "scrolls: the teams alternate picks from a roll-off until each has twelve (ATC 7.2 step H, p.27)",
  scroll_assign = "scrolls: a team assigns the scrolls it draws to its heroes: three at the start, two more when a hero dies (ATC 7.2 step H, p.27)",
  scroll_discard = "scrolls: a team holds at most three drawn scrolls and discards down to three (ATC 7.2, p.27)",
  scroll_use = "scrolls are not bound to a particular Turn or moment; a team with Special Ready may use one (ATC 7.2, p.27)",
  scroll_target = "scrolls: not limited by Range or Vision, their effects affect the targets chosen (ATC 7.2, p.27)",

  -- A turn (ATC 3, p.12-14)
  turn_action = "a turn's action phase: one move action and one prime action, in either order (ATC 3.2-3.4, p.12-14)",
  move = "move action: movement points spent on moves, sidesteps, item pick-ups and First Aid (ATC 3.3, p.12-14)",
  focus = "focus: a focused attack is rolled from the turn's starting square and forfeits the move action (ATC 4.3.4.2, p.20)",

  -- Attacks and effects (ATC 4-5, p.15-24)
  reaction = "reaction attack: an adjacent enemy may strike a combatant that leaves its square on a move action or declares a ranged attack's target, once a turn (ATC 4.1.4, p.15)",
  interrupt = "interrupts: a Special Attack that answers an enemy's declaration of attack, before it goes on (ATC 4.1.3.1, p.15)",
  target = "declaration of target: the attacker declares each target, valid by legitimacy, range and vision (ATC 4.3.3, p.18)",
  benefit_move = "benefit: 'you may move up to X squares' before the target is declared, through allies, no reaction attacks (ATC 4.3.2, p.18)",
  critical = "critical hit: a natural 20 may add +5 damage, once a turn (ATC 4.3.6 D, p.22)",
  effect_recipient = "effects: the attacker chooses which combatant within range the card's effect lands on (ATC 5.1, p.23)",
  revive = "reviving a dead combatant: an attack places it within 5 squares of the attacker and in its vision (ATC 5.4.2, p.24), First Aid on its square of death or the nearest square of choice (3.3.4, p.14); the square of death when free, else the nearest allowed square, is our design for effects",
  push = "forcing movement: never past the forcing combatant's enemies, never ending on an occupied square (ATC 5.4.3, p.24)",
  control = "controlling a combatant: the controller makes it attack, during the controller's turn (ATC 5.4.6, p.24)",
  regain_special = "regain 1 spent Special Attack: one of its own, chosen by its team (ATC 5.4.10, p.24)",

  -- Co-op quests and the campaign (ATC 8-11, p.29-39)
  coop_heroic = "co-op set-up: pick two different Heroic Action cards for the team (ATC 8 step C, p.29)",
  next_turn = "rounds: heroes first, then foes, each in the order the players choose (ATC 9, p.32)",
  golden_rule = "the Quests' Golden Rule: when several foe behaviours are possible, the players choose (ATC 10, p.33)",
  spawn = "villains spawn with full HP; where the quest does not say, never adjacent to one another (ATC 10.2.1, p.33)",
  flask_limit = "flasks: a hero bears up to 2; to pick a third, first remove one (ATC 10.2.4.2, p.35)",
  campaign_recruit = "assemble the team: four heroes, no two of the same Combat Role (ATC 8 step B, p.29)",
  special_rewards = "special rewards: each hero chooses its reward of the quest before its Campaign Card (ATC 11.2.1, p.37)",
  spend_xp = "spending XP: only when the campaign allows, on level ups, attacks, aid, scrolls and artifacts (ATC 11.2.3, p.38-39)",
}
