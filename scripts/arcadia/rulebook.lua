-- The rules Arcadia's questions name (`rule` of game.choose, game.ask and game.reactions):
-- `why` prints them. One home for each text, so a question asked in two places names its rule
-- the same way. Pages are the Arcadia Quest rulebook's.
return {
  payback = "AQ-PAYBACK: an attacked monster that survives moves and attacks back, the player to the right deciding (rulebook p.22)",
  payback_which = "AQ-PAYBACK: which monster pays back (rulebook p.22)",
  monsters_react = "AQ-GUARD-MOVE / AQ-GUARD-ATTACK and simultaneous effects: the player to the right orders them (rulebook p.17, p.22)",
  guild_turn = "a guild's turn: activate one living hero, or rest (rulebook p.14-15)",
  activation = "hero activation: movement and one attack, in either order, movement not split (rulebook p.15)",
  move = "AQ-MOVE: one point per step, door flip or portal; pass through Full spaces, never stop in one (rulebook p.15)",
  hobsbawm_blessing = "Hobsbawm's Blessing: after a Magic attack without moving, activate an ally he sees (rulebook p.14 note)",
  attack_declaration = "attack declaration: boosts and effects before the roll (rulebook p.16)",
  rerolls = "AQ-DICE: rerolls, one die at a time, as many as the cards allow (rulebook p.16)",
  setup_start_areas = "set-up: each player places his heroes in his randomly dealt start area, up to two a space (rulebook p.10, step 11)",
  quest_rewards = "quests: the first guilds to fulfil a quest take its reward cards (rulebook p.24)",
  one_bomb = "a guild possesses a single Bomb card at a time (rulebook p.27)",
  kill_rewards = "kill rewards: the killer may take one of the victim's exploration tokens (rulebook p.18, p.25)",
  potions = "exploration tokens: potions are drunk when their holder chooses (rulebook p.25)",
  rest_return = "rest: a killed hero may come back in the start area or Close to an ally, or stay off the board (rulebook p.18)",
  rest_reorganise = "rest: the guild may reorganise its heroes' cards (rulebook p.15, p.24)",
  slots = "a hero's slots: a card beyond them is discarded to the box (rulebook p.24)",
  slot_curses = "slot curses take an upgrade card's slot; the card goes under the curse (rulebook p.24)",
  guild_choice = "creating the guilds: each player chooses his heroes (rulebook p.7-8)",
  guild_draft = "creating the guilds by draft: pick one, pass the rest to the left (rulebook p.7)",
  new_upgrades = "new upgrade cards go on a hero of the guild with a free slot (rulebook p.24)",
  carry_limit = "a hero carries at most 12 cards; with every slot full a card is discarded (rulebook p.24)",
  upgrade_rearrange = "the Upgrade Phase: a guild may rearrange its heroes' cards (rulebook p.24)",
  upgrade_buy = "the Upgrade Phase: buying upgrade cards with coins (rulebook p.24)",
}
