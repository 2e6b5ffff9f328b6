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
//! The bots know no game: how good a position is, what a sensible cheap answer is and which
//! decisions deserve lookahead are the rules' read-only queries `evaluate`, `suggest` and
//! `lookahead` (each ruleset's `scripts/RULESET/ai.lua`). Rulesets spend lookahead only on
//! decisions that shape a turn and answer the rest (a movement point) with `suggest`.

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use skirmish_core::Tabletop;
use skirmish_core::game::state::Scope;
use skirmish_core::game::{Choice, Game};

/// Bot names `bot SIDE NAME` and `skirmish simulate --bots` accept.
pub const BOT_NAMES: &[&str] = &["random", "greedy", "search"];

/// A player for one side.
pub trait Bot {
    fn name(&self) -> &'static str;
    /// The spec that makes this bot again ([`make`]): its name, and a search's own budget.
    fn spec(&self) -> String {
        self.name().to_string()
    }
    /// The option (0-based) to answer `game`'s pending choice with. Err when nothing is
    /// pending or the engine fails while the bot looks ahead.
    fn choose(&mut self, game: &Game) -> Result<usize, String>;
}

/// Makes the bot a spec names for `side`: `random`, `greedy`, `search` or `search:BUDGET`
/// (iterations, `400`, or a time per decision, `2s`, `500ms`: [`crate::search::Budget`]).
pub fn make(spec: &str, side: &str) -> Result<Box<dyn Bot>, String> {
    let (name, budget) = split_spec(spec)?;
    let side = side.to_string();
    match name {
        "random" => Ok(Box::new(RandomBot { side })),
        "greedy" => Ok(Box::new(GreedyBot { side })),
        "search" => Ok(Box::new(crate::search::SearchBot::new(
            &side,
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
// Seats

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

// ---------------------------------------------------------------------------------------------
// The rules' judgement

/// Every side's [`evaluate`] of one position, in the order of `sides`: a single
/// `rules.evaluate_sides(game, sides)` call when the rules define it (what the sides' judgements
/// share, such as surveying the board and each side's standing, worked out once), else one
/// `evaluate` per side. A finished game is decided per side from its result, as `evaluate`
/// decides it. The search bot asks this at every turn end a playout passes.
pub fn evaluate_sides(game: &Game, sides: &[String]) -> Result<Vec<f64>, String> {
    if sides.len() > 1 && game.finished().is_none() {
        let names: Vec<&str> = sides.iter().map(String::as_str).collect();
        match game.rules_query_sides("evaluate_sides", &names) {
            Err(e) => return Err(e.to_string()),
            Ok(Some(v)) => return side_values(&v, sides.len()),
            Ok(None) => {}
        }
    }
    sides.iter().map(|s| evaluate(game, s)).collect()
}

/// A YAML value as one line of text, for errors that show what a script or a ruleset gave:
/// lists and mappings in flow style (`[1, x]`, `{a: 1}`), as the YAML would have been written
/// on one line (serde_yaml writes only block style, which joined up read `- 1 - x`).
pub(crate) fn yaml_inline(v: &serde_yaml::Value) -> String {
    use serde_yaml::Value;
    match v {
        Value::Sequence(items) => {
            let parts: Vec<String> = items.iter().map(yaml_inline).collect();
            format!("[{}]", parts.join(", "))
        }
        Value::Mapping(map) => {
            let parts: Vec<String> = map
                .iter()
                .map(|(k, v)| format!("{}: {}", yaml_inline(k), yaml_inline(v)))
                .collect();
            format!("{{{}}}", parts.join(", "))
        }
        _ => serde_yaml::to_string(v)
            .map(|t| t.trim().replace('\n', " "))
            .unwrap_or_else(|_| format!("{v:?}")),
    }
}

/// The `n` numbers of `rules.evaluate_sides`'s answer `v`, or an error saying what it gave.
fn side_values(v: &serde_yaml::Value, n: usize) -> Result<Vec<f64>, String> {
    let bad = || {
        format!(
            "rules.evaluate_sides must return a list of {n} numbers, one per side asked, not {}",
            yaml_inline(v)
        )
    };
    let serde_yaml::Value::Sequence(items) = v else {
        return Err(bad());
    };
    if items.len() != n {
        return Err(bad());
    }
    items.iter().map(|x| x.as_f64().ok_or_else(bad)).collect()
}

/// How good the state is for `side`, as the rules judge it (`rules.evaluate(game, side)`, a
/// number; each ruleset's ai.lua). A finished game is decided here from its result: 1000 for
/// the winner (or a side of the winning team, which the rules' evaluation says), -1000 for the
/// others. A ruleset without `rules.evaluate` gets an error: the binary knows no game.
pub fn evaluate(game: &Game, side: &str) -> Result<f64, String> {
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
    match game.rules_query("evaluate", side) {
        Err(e) => Err(e.to_string()),
        Ok(Some(v)) => v
            .as_f64()
            .ok_or_else(|| format!("rules.evaluate must return a number, not {v:?}")),
        Ok(None) => Err(
            "the rules define no `evaluate(game, side)` query, which the greedy and search bots \
             need to judge a position (docs/MODDING.md, \"Bots\"); play this ruleset with the \
             random bot"
                .into(),
        ),
    }
}

/// A sensible answer without any lookahead, as the rules suggest it (`rules.suggest(game,
/// side)`, a 1-based option index; each ruleset's ai.lua). A ruleset without it gets the first
/// option: the binary knows no game.
pub fn default_choice(game: &Game) -> Result<usize, String> {
    let Some(c) = game.pending() else {
        return Ok(0);
    };
    match game.rules_query("suggest", &c.side) {
        Err(e) => Err(e.to_string()),
        Ok(Some(v)) => match v.as_u64() {
            Some(i) if i >= 1 && (i as usize) <= c.options.len() => Ok(i as usize - 1),
            _ => Err(format!(
                "rules.suggest must return an option index from 1 to {}, not {v:?}",
                c.options.len()
            )),
        },
        Ok(None) => Ok(0),
    }
}

// ---------------------------------------------------------------------------------------------
// Lookahead

/// Whether a decision is worth lookahead: any with two options or more, unless the ruleset
/// says otherwise (`rules.lookahead(game, side)` -> boolean: rulesets spend lookahead only on
/// the decisions that shape a turn, not on each movement point).
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
        Ok(_) => Ok(true),
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
fn play_default(g: &mut Game, limit: usize, go_on: impl Fn(&Game) -> bool) -> Result<(), String> {
    for _ in 0..limit {
        if g.pending().is_none() || !go_on(g) {
            break;
        }
        let i = default_choice(g)?;
        g.answer(i).map_err(|e| e.to_string())?;
    }
    Ok(())
}

pub struct GreedyBot {
    side: String,
}

impl Bot for GreedyBot {
    fn name(&self) -> &'static str {
        "greedy"
    }

    fn choose(&mut self, game: &Game) -> Result<usize, String> {
        let c = pending(game)?;
        if !worth_lookahead(game, c)? {
            return default_choice(game);
        }
        let mut rng = rng_at(game, &self.side, 1);
        let start = turn(game);
        let mut best: Option<(f64, usize)> = None;
        for i in 0..c.options.len() {
            let mut g = fork_for(game, &self.side, &mut rng)?;
            g.answer(i).map_err(|e| e.to_string())?;
            // The rest of the turn, the other sides' reactions included: a move that walks
            // into a Guard shows its wounds, an attack its Payback.
            play_default(&mut g, 300, |g| turn(g) == start)?;
            let v = evaluate(&g, &self.side)?;
            if best.is_none_or(|(b, _)| v > b) {
                best = Some((v, i));
            }
        }
        Ok(best.map_or(0, |(_, i)| i))
    }
}
