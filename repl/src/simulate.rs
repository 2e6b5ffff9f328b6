//! `skirmish simulate`: bot games, one bot per seat (the scenario's guilds in order), seats
//! rotating from game to game so no bot always sits first. Game `i` of a run with `--seed S`
//! uses seed `S + i` and seats bot `(j + i) % n` at seat `j`; bots are functions of the game
//! position, so the output is the same whatever the threads (results come back in game order,
//! [`crate::pool`]).
//! A cooperative ruleset's result names a team (`teams:` in its ruleset file): a win for
//! every seat in it; a side no bot sits at winning is a loss for all, not a draw.

use std::cell::RefCell;
use std::sync::atomic::{AtomicU64, Ordering};

use skirmish_core::game::Game;
use skirmish_core::game::state::Scope;
use skirmish_core::script::Limits;
use skirmish_core::script::profile::{self, Profile};
use skirmish_core::{Ruleset, Scenario};

use crate::assets::Assets;
use crate::bots;

/// What [`run`] plays (`skirmish simulate`'s flags).
#[derive(Clone, Debug)]
pub struct Options {
    pub ruleset: String,
    /// A scenario path or built-in name; None: the ruleset's default.
    pub scenario: Option<String>,
    pub games: u64,
    pub bots: Vec<String>,
    pub seed: u64,
    pub threads: usize,
    /// Draw a progress bar on standard error.
    pub progress: bool,
    /// Profile the scripts (every thread's, bots' lookahead included) and print where their
    /// instructions went before the summary.
    pub profile: bool,
}

/// How one game went.
#[derive(Clone, Debug, PartialEq)]
pub struct Outcome {
    pub index: u64,
    /// (guild, bot name) per seat.
    pub seats: Vec<(String, String)>,
    /// The result's winner (a seat, a team of the ruleset's `teams:` or an unseated side);
    /// None for a draw, a capped game or an error.
    pub winner: Option<String>,
    /// The seats that won: the winner's seats (a whole team in a cooperative game); empty
    /// when an unseated side won (a loss for every seat).
    pub won: Vec<String>,
    pub capped: bool,
    /// The game variable the ruleset's `report: {turns: VAR}` names at the end (0 without one).
    pub turns: i64,
    /// Per seat, the side variable the ruleset's `report: {score: VAR}` names (Arcadia's
    /// coins; 0 without one).
    pub score: Vec<i64>,
    pub error: Option<String>,
}

/// What a ruleset asks `simulate` to sum up (`report: {turns: VAR, score: VAR}` in its
/// ruleset.yaml, both optional): the game variable that counts a game's length and a side
/// variable averaged per seat. The binary knows no game's variables.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Summary {
    pub turns: Option<String>,
    pub score: Option<String>,
}

impl Summary {
    /// The ruleset's `report:` entry; an error names what is wrong with it.
    pub fn of(ruleset: &Ruleset) -> Result<Summary, String> {
        let Some(v) = ruleset.extra.get("report") else {
            return Ok(Summary::default());
        };
        let bad = |what: &str| {
            format!(
                "ruleset `{}`: {what} (expected `report: {{turns: VARIABLE, score: VARIABLE}}`, \
                 both optional)",
                ruleset.name
            )
        };
        let serde_yaml::Value::Mapping(map) = v else {
            return Err(bad("`report` is not a mapping"));
        };
        let mut out = Summary::default();
        for (k, v) in map {
            let name = v
                .as_str()
                .filter(|s| !s.trim().is_empty())
                .map(str::to_string);
            match (k.as_str(), name) {
                (Some("turns"), Some(n)) => out.turns = Some(n),
                (Some("score"), Some(n)) => out.score = Some(n),
                (Some(key @ ("turns" | "score")), None) => {
                    return Err(bad(&format!("`report.{key}` is not a variable name")));
                }
                _ => {
                    let key = serde_yaml::to_string(k).unwrap_or_default();
                    return Err(bad(&format!("unknown key `report.{}`", key.trim())));
                }
            }
        }
        Ok(out)
    }
}

/// A run's games in game order, with what [`Report::render`] summarises.
#[derive(Clone, Debug)]
pub struct Report {
    pub guilds: Vec<String>,
    /// What the ruleset sums up per game.
    pub summary: Summary,
    pub bots: Vec<String>,
    pub outcomes: Vec<Outcome>,
    /// The scripts' profile, with `--profile`.
    pub profile: Option<Profile>,
}

/// Rows per section of the `--profile` report.
const PROFILE_ROWS: usize = 25;

/// Plays a run of bot games ([`Options`]: ruleset, scenario, bots, seed, games) on the
/// scenario `opts.scenario` names (a path, a project path or a built-in name; None: the
/// ruleset's default) read from `assets`. The command line `skirmish simulate` is this and
/// [`Report::render`]. Errors for arguments that cannot fit (an unknown ruleset or bot, a
/// scenario of another ruleset, a bot count that is not the scenario's seat count); a game that
/// fails is an [`Outcome`] with its error, and the run goes on.
pub fn run(assets: &Assets, opts: &Options) -> Result<Report, String> {
    assets.ruleset(&opts.ruleset)?; // checks the name before the scenario is read
    let path = match &opts.scenario {
        Some(p) => p.clone(),
        None => assets.default_scenario(&opts.ruleset)?,
    };
    let loaded = assets.load_scenario(&path)?;
    if loaded.scenario.ruleset != opts.ruleset {
        return Err(format!(
            "scenario {path} is for ruleset `{}`, not `{}`",
            loaded.scenario.ruleset, opts.ruleset
        ));
    }
    // The loaded ruleset has the scenario's map (graph boards) and tiles.
    run_with(&assets.library(), &loaded.ruleset, &loaded.scenario, opts)
}

/// [`run`] on content already loaded: the library, a ruleset fitted to the scenario
/// ([`Assets::load_scenario`]) and the scenario; `opts.ruleset` and `opts.scenario` are not
/// read. Errors only for arguments that cannot fit the scenario.
pub fn run_with(
    lib: &skirmish_core::game::Library,
    ruleset: &Ruleset,
    scenario: &Scenario,
    opts: &Options,
) -> Result<Report, String> {
    // Names the command line has checked already; a library caller's typo is an error here,
    // not a panic on a worker.
    for name in &opts.bots {
        bots::make(name, "")?;
    }
    let setup = Setup::new(lib, ruleset, scenario)?;
    let guilds = setup.guilds.clone();
    if guilds.len() != opts.bots.len() {
        return Err(format!(
            "the scenario seats {} guilds ({}), but --bots names {}",
            guilds.len(),
            guilds.join(", "),
            opts.bots.len()
        ));
    }
    let pool = crate::pool::Pool::new(opts.threads, opts.games as usize);
    if opts.profile {
        pool.each_thread(profile::start);
    }
    let bar = opts
        .progress
        .then(|| crate::progress::bar(opts.games, "games"));
    let outcomes = pool.map(opts.games as usize, bar.as_ref(), |i| {
        setup.play(&opts.bots, opts.seed, i as u64)
    });
    if let Some(b) = bar {
        b.finish_and_clear();
    }
    let profile = opts.profile.then(|| {
        let mut merged = Profile::default();
        for p in pool.each_thread(profile::stop) {
            merged.merge(p);
        }
        merged
    });
    Ok(Report {
        guilds,
        summary: setup.summary.clone(),
        bots: opts.bots.clone(),
        outcomes,
        profile,
    })
}

/// What every game of a run shares: the content, the scenario and its seats.
pub struct Setup<'a> {
    pub lib: &'a skirmish_core::game::Library,
    pub ruleset: &'a Ruleset,
    pub scenario: &'a Scenario,
    /// The seated guilds, in seat order.
    pub guilds: Vec<String>,
    /// What the ruleset sums up per game.
    pub summary: Summary,
    /// Tells this setup's games apart from other setups' in a worker's [`SPARE`].
    id: u64,
}

/// Setups made so far in this process (each takes the next number as its id).
static SETUPS: AtomicU64 = AtomicU64::new(0);

/// How many finished games a worker keeps for [`Setup::play`] to restart: one per setup of a
/// run (`balance` plays two, A and B, on the same workers).
const SPARE_GAMES: usize = 2;

thread_local! {
    /// This thread's finished games, each with the id of the setup that made it, newest last:
    /// the next game of that setup on this thread starts as [`Game::restart`] of it, which is
    /// the game [`Game::new`] gives without loading the scripts again.
    static SPARE: RefCell<Vec<(u64, Game)>> = const { RefCell::new(Vec::new()) };
}

impl<'a> Setup<'a> {
    /// Errors when the scenario does not fit the ruleset.
    pub fn new(
        lib: &'a skirmish_core::game::Library,
        ruleset: &'a Ruleset,
        scenario: &'a Scenario,
    ) -> Result<Setup<'a>, String> {
        let table = scenario.build(ruleset).map_err(|e| e.to_string())?;
        Ok(Setup {
            lib,
            ruleset,
            scenario,
            guilds: bots::seats(&table, ruleset),
            summary: Summary::of(ruleset)?,
            id: SETUPS.fetch_add(1, Ordering::Relaxed),
        })
    }

    /// Game `seed` of this setup: a finished game this thread kept, restarted with `seed`
    /// (the scripts are loaded once per worker, not once per game), or a new one.
    fn new_game(&self, seed: u64) -> skirmish_core::Result<Game> {
        let spare = SPARE.with(|s| {
            let mut s = s.borrow_mut();
            let i = s.iter().position(|(id, _)| *id == self.id)?;
            Some(s.remove(i).1)
        });
        if let Some(mut g) = spare
            && g.restart(seed).is_ok()
        {
            return Ok(g);
        }
        Game::new(
            self.lib,
            self.ruleset,
            self.scenario,
            seed,
            Limits::default(),
        )
    }

    /// Keeps a finished game of this setup for the next [`Setup::new_game`] on this thread.
    fn keep(&self, game: Game) {
        SPARE.with(|s| {
            let mut s = s.borrow_mut();
            if s.len() >= SPARE_GAMES {
                s.remove(0);
            }
            s.push((self.id, game));
        });
    }

    /// Plays game `index` of a run to its end: seed `seed + index`, bot `(j + index) % n` of
    /// `bots` (one per guild) at seat `j`.
    pub fn play(&self, bots: &[String], seed: u64, index: u64) -> Outcome {
        let ruleset = self.ruleset;
        let guilds = &self.guilds;
        let n = guilds.len();
        let seats: Vec<(String, String)> = (0..n)
            .map(|j| {
                let bot = &bots[(j + index as usize) % n];
                (guilds[j].clone(), bot.clone())
            })
            .collect();
        let mut outcome = Outcome {
            index,
            seats: seats.clone(),
            winner: None,
            won: Vec::new(),
            capped: false,
            turns: 0,
            score: vec![0; n],
            error: None,
        };
        let seed = seed.wrapping_add(index);
        let mut game = match self.new_game(seed) {
            Ok(g) => g,
            Err(e) => {
                outcome.error = Some(e.to_string());
                return outcome;
            }
        };
        let mut players: Vec<Box<dyn bots::Bot>> = seats
            .iter()
            .map(|(side, bot)| bots::make(bot, side).expect("names checked"))
            .collect();
        // A safety net far above any real game (the rules cap turns themselves).
        let mut answers = 0usize;
        while let Some(c) = game.pending() {
            answers += 1;
            if answers > 200_000 {
                outcome.error = Some("no end after 200000 answers".into());
                break;
            }
            let pick = match guilds.iter().position(|g| *g == c.side) {
                Some(j) => players[j].choose(&game),
                None => bots::default_choice(&game),
            };
            let result = pick.and_then(|i| game.answer(i).map_err(|e| e.to_string()));
            if let Err(e) = result {
                outcome.error = Some(e);
                break;
            }
        }
        let st = game.state();
        if let Some(v) = &self.summary.turns {
            outcome.turns = st.int(&Scope::Game, v);
        }
        if let Some(v) = &self.summary.score {
            for (j, g) in guilds.iter().enumerate() {
                outcome.score[j] = st.int(&Scope::Side(g.clone()), v);
            }
        }
        if let Some(result) = game.finished() {
            let field = |name: &str| {
                result
                    .split_whitespace()
                    .find_map(|w| w.strip_prefix(name))
                    .unwrap_or("")
                    .to_string()
            };
            let winner = field("winner=");
            outcome.capped = field("reason=") == "capped";
            if !outcome.capped && !winner.is_empty() && winner != "none" {
                outcome.won = bots::winning_sides(ruleset, &winner)
                    .into_iter()
                    .filter(|s| guilds.contains(s))
                    .collect();
                outcome.winner = Some(winner);
            }
        }
        if outcome.error.is_none() {
            self.keep(game);
        }
        outcome
    }
}

impl Report {
    /// Whether every game ran without an engine error (`skirmish simulate` exits 1 otherwise).
    pub fn clean(&self) -> bool {
        self.outcomes.iter().all(|o| o.error.is_none())
    }

    fn bot_of(&self, o: &Outcome, guild: &str) -> Option<String> {
        o.seats.iter().find(|s| s.0 == guild).map(|s| s.1.clone())
    }

    /// One line per game in game order (`simulate --each`, printed before [`Report::render`]):
    /// its number and seed (`first_seed` is the run's `--seed`), who sat at each seat, how it
    /// ended and, when the ruleset reports one, its length. For finding the games worth a
    /// replay (`skirmish --seed S` with the bots at the same seats), e.g. the seeds a bot loses.
    ///
    /// `game 3 (seed 4): blue greedy, red search; red won (search), 21 turns`
    pub fn render_games(&self, first_seed: u64) -> String {
        let mut out = String::new();
        for o in &self.outcomes {
            let seats: Vec<String> = o.seats.iter().map(|(g, b)| format!("{g} {b}")).collect();
            let end = if let Some(e) = &o.error {
                format!("failed: {e}")
            } else if o.capped {
                "capped".to_string()
            } else {
                match &o.winner {
                    None => "draw".to_string(),
                    // A side (or team) no bot sits at: every seat lost.
                    Some(w) if o.won.is_empty() => format!("{w} won (no seat: all lost)"),
                    Some(w) => {
                        // Each winning bot once, by name (two seats of one bot win once).
                        let mut by: Vec<String> =
                            o.won.iter().filter_map(|g| self.bot_of(o, g)).collect();
                        by.sort();
                        by.dedup();
                        format!("{w} won ({})", by.join(", "))
                    }
                }
            };
            let turns = if self.summary.turns.is_some() {
                format!(", {} turns", o.turns)
            } else {
                String::new()
            };
            out.push_str(&format!(
                "game {} (seed {}): {}; {end}{turns}\n",
                o.index,
                first_seed.wrapping_add(o.index),
                seats.join(", ")
            ));
        }
        out
    }

    /// The profile (with `--profile`), the summary tables, then the two contract lines.
    pub fn render(&self) -> String {
        let mut out = String::new();
        if let Some(p) = &self.profile {
            out.push_str(&format!(
                "profile of {} game(s), bots' lookahead included\n{}\n",
                self.outcomes.len(),
                p.report(PROFILE_ROWS)
            ));
        }
        let games = self.outcomes.len();
        let capped = self.outcomes.iter().filter(|o| o.capped).count();
        let errors: Vec<&Outcome> = self.outcomes.iter().filter(|o| o.error.is_some()).collect();
        let ended = games - capped - errors.len();
        for o in &errors {
            out.push_str(&format!(
                "game {} (seed offset {}) failed: {}\n",
                o.index,
                o.index,
                o.error.as_deref().unwrap_or("")
            ));
        }
        let mean = |xs: &[f64]| {
            if xs.is_empty() {
                0.0
            } else {
                xs.iter().sum::<f64>() / xs.len() as f64
            }
        };
        // The score column (the ruleset's `report: {score: VAR}`), absent without one.
        let score = self.summary.score.as_deref();
        let head = |first: &str, count: &str| {
            let mut line = format!("{first:<10} {count:>6} {:>6} {:>7}", "wins", "win %");
            if let Some(v) = score {
                line.push_str(&format!(" {:>11}", format!("mean {v}")));
            }
            line + "\n"
        };
        let row = |name: &str, count: usize, wins: usize, scores: &[f64]| {
            let mut line = format!(
                "{name:<10} {count:>6} {wins:>6} {:>7.1}",
                100.0 * wins as f64 / games.max(1) as f64
            );
            if score.is_some() {
                line.push_str(&format!(" {:>11.2}", mean(scores)));
            }
            line + "\n"
        };
        out.push_str(&head("guild", "games"));
        for (j, g) in self.guilds.iter().enumerate() {
            let wins = self.outcomes.iter().filter(|o| o.won.contains(g)).count();
            let scores: Vec<f64> = self.outcomes.iter().map(|o| o.score[j] as f64).collect();
            out.push_str(&row(g, games, wins, &scores));
        }
        let mut names: Vec<String> = self.bots.clone();
        names.sort();
        names.dedup();
        let mut wins: Vec<(String, usize)> = Vec::new();
        out.push_str(&head("bot", "seats"));
        for b in &names {
            let mut seats = 0;
            let mut scores = Vec::new();
            for o in &self.outcomes {
                for (j, (_, bot)) in o.seats.iter().enumerate() {
                    if bot == b {
                        seats += 1;
                        scores.push(o.score[j] as f64);
                    }
                }
            }
            let w = self
                .outcomes
                .iter()
                .filter(|o| {
                    o.won
                        .iter()
                        .any(|g| self.bot_of(o, g).as_deref() == Some(b))
                })
                .count();
            out.push_str(&row(b, seats, w, &scores));
            wins.push((b.clone(), w));
        }
        if self.summary.turns.is_some() {
            let turns: Vec<f64> = self.outcomes.iter().map(|o| o.turns as f64).collect();
            out.push_str(&format!("mean turns {:.1}\n", mean(&turns)));
        }
        // A game won by a side no bot sits at (a cooperative game's defeat) is lost by every
        // seat: neither a win nor a draw.
        let lost = self
            .outcomes
            .iter()
            .filter(|o| o.winner.is_some() && o.won.is_empty())
            .count();
        if lost > 0 {
            out.push_str(&format!("lost {lost} (won by an unseated side)\n"));
        }
        let draws = self.outcomes.iter().filter(|o| o.winner.is_none()).count();
        wins.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        out.push_str(&format!("games {games}, ended {ended}, capped {capped}\n"));
        let list: Vec<String> = wins.iter().map(|(b, w)| format!("{b} {w}")).collect();
        out.push_str(&format!("wins: {}, draw {draws}\n", list.join(", ")));
        out
    }
}
