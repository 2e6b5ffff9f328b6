//! Bots: players that answer a game's pending choice from the engine's own legal options.
//!
//! - `random` picks uniformly.
//! - `greedy` looks one decision ahead: for each option it forks the game, answers it, plays the
//!   rest of the chain (until another side must decide or the turn ends) with [`default_choice`]
//!   and keeps the option whose end state [`evaluate`]s best.
//! - `search` is Monte Carlo tree search over the same forks ([`crate::search`]), with a budget
//!   of iterations (deterministic) or of time per decision: `search:400`, `search:1s`.
//!
//! Forks see the game as the bot's side may (`Game::fork_for`): their dice and shuffles come from
//! a generator the bot seeds itself, so no lookahead learns the real game's next rolls or
//! draws, and what the side may not see (deck orders, face-down tokens, secret picks) is dealt
//! again at random. Every random draw comes from ChaCha8
//! seeded by the game's seed, the bot's side and the number of inputs so far, so a bot's answer
//! is a function of the game position: the same game gives the same transcript, whatever the
//! threads, undo or the order bots were set up in.
//!
//! Lookahead is spent only on decisions that shape a turn (which hero, attack or move first,
//! reactions, tokens; the rules' `lookahead` query says which); a movement point is answered by
//! the distance heuristic of [`default_choice`].

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use skirmish_core::game::state::{GameState, Holder, Scope, Var};
use skirmish_core::game::{Choice, Game};
use skirmish_core::{Coord, FigureIdx, Scenario, Tabletop};

use crate::session::Session;

/// Bot names `bot SIDE NAME` and `skirmish simulate --bots` accept.
pub const BOT_NAMES: &[&str] = &["random", "greedy", "search"];

/// A player for one side.
pub trait Bot {
    fn name(&self) -> &'static str;
    /// The option (0-based) to answer `game`'s pending choice with. Err when nothing is
    /// pending or the engine fails while the bot looks ahead.
    fn choose(&mut self, game: &Game) -> Result<usize, String>;
}

/// A quest space: the quest's id and a space a hero must hold.
pub type Quest = (String, Coord);

/// Spaces a scenario's quests ask heroes to stand on (`quests: - {id:, at: SPACE}`), by
/// quest id: the bots head for them like for enemies until their guild fulfils the quest.
pub fn quest_spaces(scenario: &Scenario) -> Vec<Quest> {
    let mut out = Vec::new();
    let Some(list) = scenario.extra.get("quests").and_then(|v| v.as_sequence()) else {
        return out;
    };
    for q in list {
        let id = q.get("id").and_then(|v| v.as_str());
        let spaces: Vec<&str> = match q.get("at") {
            Some(v) if v.as_str().is_some() => v.as_str().into_iter().collect(),
            Some(v) => v
                .as_sequence()
                .map(|l| l.iter().filter_map(|x| x.as_str()).collect())
                .unwrap_or_default(),
            None => Vec::new(),
        };
        if let Some(id) = id {
            for s in spaces {
                if let Ok(c) = s.parse::<Coord>() {
                    out.push((id.to_string(), c));
                }
            }
        }
    }
    out
}

/// Makes the bot a spec names for `side`: `random`, `greedy`, `search` or `search:BUDGET`
/// (iterations, `400`, or a time per decision, `2s`, `500ms`: [`crate::search::Budget`]);
/// `quests` from [`quest_spaces`].
pub fn make(spec: &str, side: &str, quests: &[Quest]) -> Result<Box<dyn Bot>, String> {
    let (name, budget) = split_spec(spec)?;
    let side = side.to_string();
    let quests = quests.to_vec();
    match name {
        "random" => Ok(Box::new(RandomBot { side })),
        "greedy" => Ok(Box::new(GreedyBot { quests, side })),
        "search" => Ok(Box::new(crate::search::SearchBot::new(
            &side,
            &quests,
            crate::search::settings(budget)?,
        ))),
        _ => unreachable!("split_spec checks the name"),
    }
}

/// A bot spec's name and budget, checked: `NAME` or `search:BUDGET`.
fn split_spec(spec: &str) -> Result<(&str, Option<&str>), String> {
    let spec = spec.trim();
    let (name, budget) = match spec.split_once(':') {
        Some((n, b)) => (n, Some(b)),
        None => (spec, None),
    };
    if !BOT_NAMES.contains(&name) {
        return Err(format!(
            "unknown bot `{name}` (one of: {}; search takes a budget: search:400, search:2s)",
            BOT_NAMES.join(", ")
        ));
    }
    match budget {
        Some(_) if name != "search" => Err(format!(
            "bot `{name}` takes no budget (`{spec}`): only search does (search:400, search:2s)"
        )),
        Some(b) => {
            b.parse::<crate::search::Budget>()?;
            Ok((name, Some(b)))
        }
        None => Ok((name, None)),
    }
}

/// Checks a bot spec (`--bots`, `bot SIDE SPEC`) without making the bot; the spec, trimmed.
pub fn check_spec(spec: &str) -> Result<String, String> {
    split_spec(spec)?;
    Ok(spec.trim().to_string())
}

pub(crate) fn pending(game: &Game) -> Result<&Choice, String> {
    game.pending().ok_or_else(|| match game.finished() {
        Some(_) => "the game is over".to_string(),
        None => "no choice is pending".to_string(),
    })
}

/// FNV-1a, so a side's name gives the same seed on every platform and build.
fn hash(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ b as u64).wrapping_mul(0x0100_0000_01b3)
    })
}

/// The generator for `side`'s decision at the game's current point (`salt` tells apart the
/// streams one decision uses).
pub(crate) fn rng_at(game: &Game, side: &str, salt: u64) -> ChaCha8Rng {
    let mix = game
        .seed()
        .wrapping_mul(0x9e37_79b9_7f4a_7c15)
        .wrapping_add(hash(side))
        .rotate_left(17)
        ^ (game.inputs().len() as u64).wrapping_mul(0xbf58_476d_1ce4_e5b9)
        ^ salt.wrapping_mul(0x94d0_49bb_1331_11eb);
    ChaCha8Rng::seed_from_u64(mix)
}

pub struct RandomBot {
    side: String,
}

impl Bot for RandomBot {
    fn name(&self) -> &'static str {
        "random"
    }

    fn choose(&mut self, game: &Game) -> Result<usize, String> {
        let c = pending(game)?;
        let mut rng = rng_at(game, &self.side, 0);
        Ok(rng.random_range(0..c.options.len()))
    }
}

// ---------------------------------------------------------------------------------------------
// Reading the state

fn figure_var(st: &GameState, id: &str, key: &str) -> i64 {
    st.int(&Scope::Figure(id.to_string()), key)
}

fn is_guild(side: &str) -> bool {
    side != "monsters"
}

/// The sides players sit at: sides with figures, in scenario order, except those the ruleset
/// plays itself (`unseated: [SIDE, ...]` in its ruleset file: Arcadia's monsters, obstacles).
pub fn seats(t: &Tabletop, ruleset: &skirmish_core::Ruleset) -> Vec<String> {
    let unseated: Vec<String> = ruleset
        .extra
        .get("unseated")
        .and_then(|v| serde_yaml::from_value(v.clone()).ok())
        .unwrap_or_default();
    let mut out: Vec<String> = Vec::new();
    for f in t.figures() {
        if !unseated.contains(&f.side) && !out.contains(&f.side) {
            out.push(f.side.clone());
        }
    }
    out
}

/// The sides a result's `winner=NAME` names: a team's sides when the ruleset declares
/// `teams: {NAME: [SIDE, ...]}` (cooperative games: one outcome for every seat of the team),
/// else the one side NAME.
pub fn winning_sides(ruleset: &skirmish_core::Ruleset, winner: &str) -> Vec<String> {
    let teams: std::collections::BTreeMap<String, Vec<String>> = ruleset
        .extra
        .get("teams")
        .and_then(|v| serde_yaml::from_value(v.clone()).ok())
        .unwrap_or_default();
    match teams.get(winner) {
        Some(sides) => sides.clone(),
        None => vec![winner.to_string()],
    }
}

/// Guilds with figures, in scenario (seating) order, as Arcadia's rules count them.
pub fn guilds(t: &Tabletop) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for f in t.figures() {
        if is_guild(&f.side) && !out.contains(&f.side) {
            out.push(f.side.clone());
        }
    }
    out
}

fn quests_of(st: &GameState, side: &str) -> i64 {
    let scope = Scope::Side(side.to_string());
    st.vars
        .iter()
        .filter(|((s, k), v)| s == &scope && k.starts_with("quest ") && **v == Var::Bool(true))
        .count() as i64
}

/// Exhausted cards a figure holds (only attack and ability cards get exhausted; tokens and
/// the hero card never do, and Rust cannot tell them apart otherwise).
fn exhausted_cards(st: &GameState, i: FigureIdx) -> usize {
    let f = st.table.figure(i);
    st.cards
        .iter()
        .filter(|c| c.holder == Holder::Figure(f.id.clone()))
        .filter(|c| st.get(&Scope::Card(c.id), "exhausted") == Some(&Var::Bool(true)))
        .count()
}

/// Coins the treasure chests a hero carries will pay at the end (`treasure_chest_N` pays N).
fn treasure(st: &GameState, id: &str) -> f64 {
    st.cards
        .iter()
        .filter(|c| c.holder == Holder::Figure(id.to_string()))
        .filter_map(|c| c.card.strip_prefix("treasure_chest_"))
        .filter_map(|n| n.parse::<u32>().ok())
        .map(f64::from)
        .sum()
}

/// Spaces where exploration tokens lie.
fn token_spaces(st: &GameState) -> Vec<Coord> {
    st.cards
        .iter()
        .filter(|c| c.holder == Holder::Nowhere)
        .filter_map(|c| match st.get(&Scope::Card(c.id), "at") {
            Some(Var::Str(s)) => s.parse::<Coord>().ok(),
            _ => None,
        })
        .collect()
}

/// What a figure moving for `side` heads for: enemies of the figure (for a monster moved by a
/// guild, that guild's enemies' heroes) and, for heroes, tokens lying on the board.
fn goals(st: &GameState, mover: FigureIdx, side: &str, quests: &[Quest]) -> Vec<Coord> {
    let t = &st.table;
    let me = t.figure(mover);
    let mut out = Vec::new();
    for (i, f) in t.figures().iter().enumerate() {
        if i == mover || !t.is_on_board(i) {
            continue;
        }
        let wanted = if is_guild(&me.side) {
            t.are_enemies(mover, i)
        } else {
            is_guild(&f.side) && f.side != side
        };
        if wanted {
            out.push(f.at);
        }
    }
    if is_guild(&me.side) {
        out.extend(token_spaces(st));
        let scope = Scope::Side(me.side.clone());
        for (id, at) in quests {
            if st.get(&scope, &format!("quest {id}")) != Some(&Var::Bool(true)) {
                out.push(*at);
            }
        }
    }
    out
}

/// Movement cost from the nearest goal to every space, as `mover` would walk it.
fn goal_field(t: &Tabletop, mover: FigureIdx, goals: &[Coord]) -> Vec<u32> {
    skirmish_core::movement::costs_from_any(t, mover, goals, 40)
}

fn distance(t: &Tabletop, field: &[u32], at: Coord) -> u32 {
    // An enemy's own space is not enterable; standing next to it counts as reaching it.
    let mut d = field[t.board().index(at)];
    if d == u32::MAX {
        for dir in skirmish_core::Dir::ALL {
            if let Some(n) = t.board().step(at, dir) {
                d = d.min(field[t.board().index(n)].saturating_add(1));
            }
        }
    }
    d
}

/// How far figure `i` is from its nearest goal (`u32::MAX`: none reachable); with `enemies`,
/// only enemy figures count (a token picked up must not look like a goal lost).
fn goal_distance(st: &GameState, i: FigureIdx, side: &str, enemies: bool, quests: &[Quest]) -> u32 {
    let t = &st.table;
    if !t.is_on_board(i) {
        return u32::MAX;
    }
    let mut g = goals(st, i, side, quests);
    if enemies {
        let tokens = token_spaces(st);
        g.retain(|x| !tokens.contains(x));
    }
    let field = goal_field(t, i, &g);
    distance(t, &field, t.figure(i).at)
}

/// How good the state is for `side`: its lead over the best other guild in coins, quests,
/// heroes' health and closeness to something worth doing; a finished game is decided.
pub fn evaluate(game: &Game, side: &str, quests: &[Quest]) -> Result<f64, String> {
    if let Some(result) = game.finished() {
        let winner = result
            .split_whitespace()
            .find_map(|w| w.strip_prefix("winner="))
            .unwrap_or("none");
        if winner == side {
            return Ok(1000.0);
        }
        if winner != "none" {
            // A team's victory (a cooperative ruleset's `teams:`) names the team, not the
            // side: the rules' own evaluation knows whether `side` shares it.
            let shared = matches!(game.rules_query("evaluate", side), Ok(Some(v))
                if v.as_f64().is_some_and(|x| x >= 1000.0));
            return Ok(if shared { 1000.0 } else { -1000.0 });
        }
    }
    // A ruleset may judge its own positions (`rules.evaluate(game, side)`); the rest of this
    // function is the judgement for rulesets that do not.
    match game.rules_query("evaluate", side) {
        Err(e) => return Err(e.to_string()),
        Ok(Some(v)) => {
            return v
                .as_f64()
                .ok_or_else(|| format!("rules.evaluate must return a number, not {v:?}"));
        }
        Ok(None) => {}
    }
    let st = game.state();
    let value = |s: &str| -> f64 {
        let coins = st.int(&Scope::Side(s.to_string()), "coins") as f64;
        let done = quests_of(st, s) as f64;
        let mut v = coins + 6.0 * done;
        for (i, f) in st.table.figures().iter().enumerate() {
            if f.side != s || f.card.is_none() {
                continue;
            }
            if st.table.is_on_board(i) {
                let life = figure_var(st, &f.id, "life").max(1);
                let wounds = figure_var(st, &f.id, "wounds").clamp(0, life);
                v += 1.5 * (life - wounds) as f64 / life as f64 * 2.0;
                v -= 0.3 * exhausted_cards(st, i).min(3) as f64;
                v += treasure(st, &f.id);
                let d = goal_distance(st, i, s, true, quests);
                if d != u32::MAX {
                    v -= 0.1 * d.min(20) as f64;
                }
            } else {
                v -= 2.0;
            }
        }
        v
    };
    // Wounds on monsters bring their kills (and coins) nearer for whoever is to move.
    let monster_wounds: i64 = st
        .table
        .figures()
        .iter()
        .enumerate()
        .filter(|(i, f)| !is_guild(&f.side) && st.table.is_on_board(*i))
        .map(|(_, f)| figure_var(st, &f.id, "wounds").max(0))
        .sum();
    let mine = value(side) + 0.4 * monster_wounds as f64;
    let others = guilds(&st.table)
        .iter()
        .filter(|g| g.as_str() != side)
        .map(|g| value(g))
        .fold(f64::NEG_INFINITY, f64::max);
    Ok(if others.is_finite() {
        mine - others
    } else {
        mine
    })
}

// ---------------------------------------------------------------------------------------------
// The cheap default policy

/// The figure a key names second (`move grom b1`, `attack grom rusty_blade orc1`).
fn actor(key: &str) -> Option<&str> {
    key.split_whitespace().nth(1)
}

/// A sensible answer without any lookahead: attack the weakest enemy in reach, walk towards the
/// nearest enemy or token, rest when no hero has a ready card or a dead hero waits.
pub fn default_choice(game: &Game, quests: &[Quest]) -> Result<usize, String> {
    let Some(c) = game.pending() else {
        return Ok(0);
    };
    // A ruleset may offer its own cheap policy (`rules.suggest(game, side)`, a 1-based index).
    match game.rules_query("suggest", &c.side) {
        Err(e) => return Err(e.to_string()),
        Ok(Some(v)) => {
            return match v.as_u64() {
                Some(i) if i >= 1 && (i as usize) <= c.options.len() => Ok(i as usize - 1),
                _ => Err(format!(
                    "rules.suggest must return an option index from 1 to {}, not {v:?}",
                    c.options.len()
                )),
            };
        }
        Ok(None) => {}
    }
    Ok(arcadia_choice(game, quests))
}

/// The default policy for rulesets without `rules.suggest`, written for Arcadia's commands.
fn arcadia_choice(game: &Game, quests: &[Quest]) -> usize {
    let Some(c) = game.pending() else { return 0 };
    let st = game.state();
    let t = &st.table;
    let keys: Vec<&str> = c.options.iter().map(|o| o.key.as_str()).collect();
    let find = |id: &str| t.find_figure(id).ok();

    // Attacks first: the target closest to dying, guild heroes before monsters.
    let mut best: Option<(f64, usize)> = None;
    for (i, k) in keys.iter().enumerate() {
        if !k.starts_with("attack ") {
            continue;
        }
        let target = k.split_whitespace().last().unwrap_or("");
        let score = match find(target) {
            Some(ti) => {
                let f = t.figure(ti);
                let left =
                    (figure_var(st, &f.id, "life") - figure_var(st, &f.id, "wounds")).max(1) as f64;
                let hero_bonus = if is_guild(&f.side) { 1.0 } else { 0.0 };
                hero_bonus + 3.0 / left
            }
            None => 0.0,
        };
        if best.is_none_or(|(b, _)| score > b) {
            best = Some((score, i));
        }
    }
    if let Some((_, i)) = best {
        return i;
    }

    // A movement point: the step that gets nearest a goal; stop when next to one.
    let is_step = |k: &str| k.starts_with("move ") && k.split_whitespace().count() == 3;
    let is_door = |k: &str| k.starts_with("door ");
    if keys.iter().any(|k| is_step(k) || is_door(k)) {
        let mover = keys
            .iter()
            .find(|k| is_step(k) || is_door(k))
            .and_then(|k| actor(k))
            .and_then(find);
        let stop = keys
            .iter()
            .position(|k| *k == "end move" || (k.starts_with("end ") && !is_step(k)));
        if let Some(m) = mover {
            let g = goals(st, m, &c.side, quests);
            let field = goal_field(t, m, &g);
            let here = distance(t, &field, t.figure(m).at);
            // Next to an enemy (tokens must be stepped on).
            let tokens = token_spaces(st);
            let near = g
                .iter()
                .filter(|x| !tokens.contains(x))
                .any(|&x| t.is_close(t.figure(m).at, x));
            if near && let Some(s) = stop {
                return s;
            }
            let mut pick: Option<(u32, usize)> = None;
            for (i, k) in keys.iter().enumerate() {
                let to = k
                    .split_whitespace()
                    .nth(2)
                    .and_then(|s| s.parse::<Coord>().ok());
                let Some(to) = to else { continue };
                if !t.board().contains(to) {
                    continue;
                }
                let d = distance(t, &field, to).saturating_add(u32::from(is_door(k)));
                if pick.is_none_or(|(b, _)| d < b) {
                    pick = Some((d, i));
                }
            }
            match (pick, stop) {
                (Some((d, i)), Some(s)) => return if d < here { i } else { s },
                (Some((_, i)), None) => return i,
                (None, Some(s)) => return s,
                (None, None) => {}
            }
        }
    }

    // A hero's activation without an attack in reach: move if it has not, else end.
    if let Some(i) = keys
        .iter()
        .position(|k| k.starts_with("move ") && k.split_whitespace().count() == 2)
    {
        return i;
    }

    // The turn: rest when no hero can attack or a dead hero waits with few cards ready;
    // else activate the ready hero nearest to a goal.
    if keys.iter().any(|k| k.starts_with("activate ")) {
        let rest = keys.iter().position(|k| *k == "rest");
        let side = c.side.as_str();
        let dead = t
            .figures()
            .iter()
            .enumerate()
            .any(|(i, f)| f.side == side && f.card.is_some() && !t.is_on_board(i));
        let mut fresh = 0;
        let mut pick: Option<((bool, u32), usize)> = None;
        for (i, k) in keys.iter().enumerate() {
            let Some(h) = k.strip_prefix("activate ").and_then(find) else {
                continue;
            };
            let tired = exhausted_cards(st, h) > 0;
            fresh += usize::from(!tired);
            let key = (tired, goal_distance(st, h, side, false, quests));
            if pick.is_none_or(|(b, _)| key < b) {
                pick = Some((key, i));
            }
        }
        if let Some(r) = rest
            && (fresh == 0 || (dead && fresh <= 1))
        {
            return r;
        }
        if let Some((_, i)) = pick {
            return i;
        }
    }

    // Take a token rather than none; otherwise the first option (keep, end, ...).
    if let Some(i) = keys
        .iter()
        .position(|k| k.starts_with("take ") && *k != "take no token")
    {
        return i;
    }
    if let Some(i) = keys.iter().position(|k| k.starts_with("drink ")) {
        return i;
    }
    0
}

// ---------------------------------------------------------------------------------------------
// Lookahead

/// Whether a decision is worth lookahead: anything but a single movement point, unless the
/// ruleset says otherwise (`rules.lookahead(game, side)` -> boolean: a fork replays the whole
/// game, so rulesets with long games spend it only on the decisions that shape a turn).
pub(crate) fn worth_lookahead(game: &Game, c: &Choice) -> Result<bool, String> {
    if c.options.len() < 2 {
        return Ok(false);
    }
    match game.rules_query("lookahead", &c.side) {
        Err(e) => Err(e.to_string()),
        Ok(Some(serde_yaml::Value::Bool(b))) => Ok(b),
        Ok(Some(v)) if !v.is_null() => {
            Err(format!("rules.lookahead must return a boolean, not {v:?}"))
        }
        Ok(_) => Ok(!c.prompt.contains(" moves (")),
    }
}

pub(crate) fn turn(game: &Game) -> i64 {
    game.state().int(&Scope::Game, "turn")
}

/// A copy of `game` as `side` may picture it ([`Game::fork_for`]): its dice and shuffles drawn
/// from the bot's own generator rather than the game's, and what `side` may not see (deck
/// orders, face-down tokens, the other team's secret picks) dealt again at random.
fn fork_for(game: &Game, side: &str, rng: &mut ChaCha8Rng) -> Result<Game, String> {
    game.fork_for(side, rng.random::<u64>())
        .map_err(|e| e.to_string())
}

/// Plays `g` with [`default_choice`] while `go_on` holds, at most `limit` answers.
fn play_default(
    g: &mut Game,
    quests: &[Quest],
    limit: usize,
    go_on: impl Fn(&Game) -> bool,
) -> Result<(), String> {
    for _ in 0..limit {
        if g.pending().is_none() || !go_on(g) {
            break;
        }
        let i = default_choice(g, quests)?;
        g.answer(i).map_err(|e| e.to_string())?;
    }
    Ok(())
}

pub struct GreedyBot {
    side: String,
    quests: Vec<Quest>,
}

impl Bot for GreedyBot {
    fn name(&self) -> &'static str {
        "greedy"
    }

    fn choose(&mut self, game: &Game) -> Result<usize, String> {
        let c = pending(game)?;
        if !worth_lookahead(game, c)? {
            return default_choice(game, &self.quests);
        }
        let mut rng = rng_at(game, &self.side, 1);
        let start = turn(game);
        let mut best: Option<(f64, usize)> = None;
        for i in 0..c.options.len() {
            let mut g = fork_for(game, &self.side, &mut rng)?;
            g.answer(i).map_err(|e| e.to_string())?;
            // The rest of the turn, the other sides' reactions included: a move that walks
            // into a Guard shows its wounds, an attack its Payback.
            play_default(&mut g, &self.quests, 300, |g| turn(g) == start)?;
            let v = evaluate(&g, &self.side, &self.quests)?;
            if best.is_none_or(|(b, _)| v > b) {
                best = Some((v, i));
            }
        }
        Ok(best.map_or(0, |(_, i)| i))
    }
}

// ---------------------------------------------------------------------------------------------
// In the REPL session

/// A choice that was answered: what was asked, which option, by whom (a bot's name, or None
/// for the person), and where its answer stands in the log.
#[derive(Clone, Debug)]
pub struct LastChoice {
    pub choice: Choice,
    pub answer: usize,
    pub bot: Option<&'static str>,
    pub log_at: usize,
}

impl LastChoice {
    /// The choice `asked` answered by the log entry at `log_at`.
    pub fn of(
        game: &Game,
        asked: Option<Choice>,
        log_at: usize,
        bot: Option<&'static str>,
    ) -> Option<LastChoice> {
        let choice = asked?;
        let st = game.state();
        let key = match st.log.get(log_at)? {
            skirmish_core::game::state::LogEntry::Chose { answer, .. } => answer.clone(),
            _ => return None,
        };
        let answer = choice.options.iter().position(|o| o.key == key)?;
        Some(LastChoice {
            choice,
            answer,
            bot,
            log_at,
        })
    }
}

/// Answers with bots while the pending choice belongs to a bot's side; returns what they did
/// (`red (greedy) chose attack diva rusty_blade grom`, then what followed). A bot that fails
/// gives its side back to the person, with a line saying why.
pub fn play_bots(session: &mut Session) -> Vec<String> {
    let mut lines = Vec::new();
    // Bots alone may play a whole game; the rules' turn cap ends it long before this.
    for _ in 0..1_000_000 {
        let Some(game) = session.game.as_ref() else {
            break;
        };
        let Some(c) = game.pending().cloned() else {
            break;
        };
        let Some(bot) = session.bots.get_mut(&c.side) else {
            break;
        };
        let name = bot.name();
        let from = game.state().log.len();
        let picked = bot.choose(game);
        let game = session.game.as_mut().expect("checked");
        match picked.and_then(|i| game.answer(i).map_err(|e| e.to_string())) {
            Ok(()) => {
                let key = match game.state().log.get(from) {
                    Some(skirmish_core::game::state::LogEntry::Chose { answer, .. }) => {
                        answer.clone()
                    }
                    _ => String::new(),
                };
                session.last_choice = LastChoice::of(game, Some(c.clone()), from, Some(name));
                // A secret pick reads as one to anybody but its side (principle 5).
                let seen = !c.secret || session.viewer_side().is_none_or(|v| v == c.side);
                if seen {
                    lines.push(format!("{} ({name}) chose {key}", c.side));
                } else {
                    lines.push(format!("{} ({name}) chose (secret)", c.side));
                }
                lines.extend(session.log_since(from + 1));
            }
            Err(e) => {
                lines.push(format!(
                    "{} ({name}) could not choose: {e}; the side is yours now",
                    c.side
                ));
                session.bots.remove(&c.side);
                break;
            }
        }
    }
    lines
}

/// After `undo`, takes back the bots' answers too, so the person is asked again.
pub fn undo_bot_answers(session: &mut Session) {
    let Some(g) = session.game.as_mut() else {
        return;
    };
    let Some(loaded) = session.loaded.as_ref() else {
        return;
    };
    let guilds = seats(&g.state().table, &loaded.ruleset);
    // With every guild a bot, there is no person's choice to go back to.
    if guilds.iter().all(|s| session.bots.contains_key(s)) {
        return;
    }
    while let Some(c) = g.pending()
        && session.bots.contains_key(&c.side)
    {
        if g.undo().is_err() {
            break;
        }
    }
    // Back at the start with the bots to move (the person had not answered yet): they answer
    // again, exactly as before.
    play_bots(session);
}

/// `legal`: the pending choice's options, numbered, with whose turn it is.
pub fn legal(session: &Session) -> Result<String, String> {
    let g = session
        .game
        .as_ref()
        .ok_or("no game running (start one with `new`)")?;
    if g.finished().is_some() {
        return session.choices_text();
    }
    let c = pending(g)?;
    let mut out = format!(
        "{} legal action{} for {} ({})",
        c.options.len(),
        if c.options.len() == 1 { "" } else { "s" },
        c.side,
        c.prompt
    );
    for (i, o) in c.options.iter().enumerate() {
        out.push_str(&format!("\n  {}. {}", i + 1, o.key));
        if o.label != o.key {
            out.push_str(&format!("  ({})", o.label));
        }
    }
    Ok(out)
}

/// `why`: the last decision (who chose what among which options), the rule that asked it, and
/// what the engine did with the answer, notes from the scripts included.
pub fn why(session: &Session) -> Result<String, String> {
    let g = session
        .game
        .as_ref()
        .ok_or("no game running (start one with `new`)")?;
    let Some(last) = &session.last_choice else {
        return Err("no decision yet in this game (since it started or since `undo`)".into());
    };
    let c = &last.choice;
    if c.secret && session.viewer_side().is_some_and(|v| v != c.side) {
        return Ok(format!(
            "{} made a secret choice at \"{}\" (only its side may see it)",
            c.side, c.prompt
        ));
    }
    let who = match last.bot {
        Some(b) => format!("{} ({b})", c.side),
        None => c.side.clone(),
    };
    let mut out = format!(
        "{who} chose {} at \"{}\"\nrule: {}\noptions:",
        c.options[last.answer].key,
        c.prompt,
        c.rule.as_deref().unwrap_or(
            "not named by the rules (a card's own question names none: see `show` for the figure's cards)"
        )
    );
    for (i, o) in c.options.iter().enumerate() {
        let mark = if i == last.answer { "*" } else { " " };
        out.push_str(&format!("\n {mark}{}. {}", i + 1, o.key));
        if o.label != o.key {
            out.push_str(&format!("  ({})", o.label));
        }
    }
    let st = g.state();
    let after: Vec<String> = session.with_viewer(|v| {
        st.log_view(last.log_at + 1, v)
            .into_iter()
            .take_while(|(i, _)| {
                !matches!(
                    st.log.get(*i),
                    Some(skirmish_core::game::state::LogEntry::Chose { .. })
                )
            })
            .map(|(_, line)| format!("  · {line}"))
            .collect()
    });
    if after.is_empty() {
        out.push_str("\nthen: nothing changed before the next choice");
    } else {
        out.push_str("\nthen the engine did:\n");
        out.push_str(&after.join("\n"));
    }
    Ok(out)
}

/// The guilds a bot may play: those of the running game, else of the loaded scenario.
pub fn seat_sides(session: &Session) -> Vec<String> {
    match (&session.game, &session.loaded) {
        (Some(g), Some(l)) => seats(&g.state().table, &l.ruleset),
        (None, Some(l)) => seats(&l.table, &l.ruleset),
        (_, None) => Vec::new(),
    }
}

/// `bot`, `bot SIDE NAME`, `bot SIDE off`.
pub fn bot_command(session: &mut Session, args: &[&str]) -> Result<String, String> {
    if session.loaded.is_none() {
        return Err("no scenario loaded (try `load intro`)".into());
    }
    let sides = seat_sides(session);
    match args {
        [] => {
            let lines: Vec<String> = sides
                .iter()
                .map(|s| match session.bots.get(s) {
                    Some(b) => format!("{s}: {}", b.name()),
                    None => format!("{s}: you"),
                })
                .collect();
            Ok(lines.join("\n"))
        }
        [side, name] => {
            if !sides.iter().any(|s| s == side) {
                return Err(format!(
                    "`{side}` is not a guild of this scenario (one of: {})",
                    sides.join(", ")
                ));
            }
            if *name == "off" {
                session.bots.remove(*side);
                return Ok(format!("{side} is played by you"));
            }
            let quests = session
                .loaded
                .as_ref()
                .map(|l| quest_spaces(&l.scenario))
                .unwrap_or_default();
            let bot = make(name, side, &quests)?;
            session.bots.insert(side.to_string(), bot);
            let mut lines = vec![format!("{side} is played by the {name} bot")];
            let played = play_bots(session);
            if !played.is_empty() {
                lines.extend(played);
                if let Ok(c) = session.choices_text() {
                    lines.push(c);
                }
            }
            Ok(lines.join("\n"))
        }
        _ => Err(format!("usage: bot [SIDE {}|off]", BOT_NAMES.join("|"))),
    }
}
