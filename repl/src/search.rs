//! The `search` bot: Monte Carlo tree search over the kernel's forks, for every ruleset.
//!
//! Each iteration pictures the game as the bot's side may ([`Game::fork_for`]: its own dice,
//! hidden cards dealt again, seeded from the bot's generator), walks down the tree by UCT over
//! the pending choices' options (children keyed by the option's key, so a picture whose options
//! differ still shares what they have in common: information-set MCTS), adds one node, plays
//! on with the rules' cheap policy ([`bots::default_choice`], the rules' `suggest`) to the end
//! of the turn and `horizon` turns more, and backs up every side's own value
//! ([`bots::evaluate`], the rules' `evaluate`) to the nodes it passed. A node chooses by the
//! value of the side whose choice it is, so the bot's replies for the other sides are their
//! best, not its own.
//!
//! Values are read on each side's scale: a won game (evaluation ≥ [`WIN`]) is 1, a lost one 0,
//! and anything else the mean of the evaluations at the turn ends the playout passed,
//! stretched over 0.05–0.95 by the lowest and highest such mean this search has seen for the
//! side (rulesets judge positions on scales of their own).
//!
//! Decisions that are not worth a fork (the rules' `lookahead` query: a movement point, a
//! one-option question) are answered by the cheap policy, at the root and inside the tree. Big
//! option lists widen progressively: a node tries the rules' suggestion first and adds options
//! as its visits grow.
//!
//! Budgets: a number of iterations (the default) makes an answer a function of the game's
//! position, its seed and the budget, like every bot's; a time budget (`search:1s`) stops
//! between iterations when the time is up, so how many ran, and so the answer, depends on the
//! machine and its load. Iterations run one after another on the decision's thread: a game's
//! forks share its one Lua state, and `simulate` already plays games in parallel.

use std::time::{Duration, Instant};

use rand::Rng;
use skirmish_core::game::Game;
use skirmish_core::rng::GameRng;

use crate::bots::{self, Bot};

/// An evaluation at least this large is a won game, at most its negation a lost one (the
/// value `bots::evaluate` and the rulesets' `evaluate` give a decided game).
pub const WIN: f64 = 1000.0;

/// Iterations a decision gets when the bot is named without a budget and the ruleset names
/// none (`bots: {search_iterations: N}` in its YAML, [`ruleset_budget`]). A ruleset sets its
/// own so that a searched decision stays under a second on a shared 2-core machine: one
/// iteration of Of Dreams & Shadows costs several of the Arcadia intro (README, "Bots").
pub const DEFAULT_ITERATIONS: u32 = 100;

/// Turns a playout goes on past the current one when the ruleset names no horizon.
pub const DEFAULT_HORIZON: u32 = 2;

/// The longest horizon a ruleset may name (each turn more is a longer playout per iteration).
pub const MAX_HORIZON: u32 = 10;

/// The most iterations a budget may name (a guard against typos: hours per decision).
pub const MAX_ITERATIONS: u32 = 1_000_000;

/// The longest time budget a decision may have.
pub const MAX_THINK: Duration = Duration::from_secs(600);

/// How much a search bot thinks per decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    /// This many iterations: deterministic.
    Iterations(u32),
    /// Iterations until this much wall time has passed: depends on the machine.
    Time(Duration),
}

impl Default for Budget {
    fn default() -> Self {
        Budget::Iterations(DEFAULT_ITERATIONS)
    }
}

impl std::fmt::Display for Budget {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Budget::Iterations(n) => write!(f, "{n}"),
            Budget::Time(d) if d.subsec_millis() == 0 => write!(f, "{}s", d.as_secs()),
            Budget::Time(d) => write!(f, "{}ms", d.as_millis()),
        }
    }
}

impl std::str::FromStr for Budget {
    type Err = String;

    /// `400` (iterations), `2s`, `1.5s`, `500ms` (wall time per decision).
    fn from_str(text: &str) -> Result<Budget, String> {
        let t = text.trim();
        let bad = || {
            format!(
                "bad search budget `{text}`: give iterations (e.g. 400, 1 to {MAX_ITERATIONS}) \
                 or a time per decision (e.g. 500ms, 2s, at most {}s)",
                MAX_THINK.as_secs()
            )
        };
        if !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()) {
            return match t.parse::<u32>() {
                Ok(n) if (1..=MAX_ITERATIONS).contains(&n) => Ok(Budget::Iterations(n)),
                _ => Err(bad()),
            };
        }
        let (number, unit) = if let Some(n) = t.strip_suffix("ms") {
            (n, 0.001)
        } else if let Some(n) = t.strip_suffix('s') {
            (n, 1.0)
        } else {
            return Err(bad());
        };
        // Digits with at most one point: no signs, exponents, `inf` or `nan`.
        let plain = !number.is_empty()
            && number.bytes().all(|b| b.is_ascii_digit() || b == b'.')
            && number.bytes().filter(|&b| b == b'.').count() <= 1
            && number.bytes().any(|b| b.is_ascii_digit());
        let seconds = match number.parse::<f64>() {
            Ok(x) if plain => x * unit,
            _ => return Err(bad()),
        };
        if seconds < 0.001 || seconds > MAX_THINK.as_secs_f64() {
            return Err(bad());
        }
        Ok(Budget::Time(Duration::from_secs_f64(seconds)))
    }
}

/// How the search looks ahead; [`Settings::default`] is what `search` plays with.
#[derive(Clone, Copy, Debug)]
pub struct Settings {
    /// None: the ruleset's default ([`ruleset_budget`]).
    pub budget: Option<Budget>,
    /// Turns a playout goes on past the end of the current one before it is scored; None: the
    /// ruleset's (`bots: {search_horizon: H}`, [`ruleset_horizon`]), else [`DEFAULT_HORIZON`].
    pub horizon: Option<u32>,
    /// UCT's exploration constant (values are on 0..1).
    pub exploration: f64,
    /// Progressive widening: a node with `n` visits tries at most `ceil(widen * sqrt(n + 1))`
    /// of its options.
    pub widen: f64,
    /// Answers one iteration may give before it is scored anyway (a ruleset whose turns never
    /// end, or a phase without turns).
    pub max_answers: usize,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            budget: None,
            horizon: None,
            exploration: 0.7,
            widen: 2.0,
            max_answers: 1500,
        }
    }
}

/// What the searches of one bot did so far (for measuring: iterations per decision, time).
#[derive(Clone, Copy, Debug, Default)]
pub struct Stats {
    /// Decisions answered by search (the others by the cheap policy).
    pub searched: u64,
    /// Decisions answered by the cheap policy (not worth a fork, or a single option).
    pub cheap: u64,
    pub iterations: u64,
    /// Answers given in the searches' copies (tree and playouts).
    pub answers: u64,
    /// Wall time spent in searched decisions.
    pub time: Duration,
    /// The longest searched decision.
    pub longest: Duration,
}

pub struct SearchBot {
    side: String,
    pub settings: Settings,
    pub stats: Stats,
}

/// One side's values backed up through a child.
#[derive(Clone, Copy, Debug, Default)]
struct SideValue {
    /// Sum of the outcomes of decided playouts (1 won, 0 lost).
    decided: f64,
    decided_n: u32,
    /// Sum of the raw evaluations of undecided playouts (normalised when read).
    raw: f64,
    raw_n: u32,
}

/// An option tried at a node.
struct Child {
    key: String,
    node: usize,
    visits: u32,
    /// Iterations in which this option was offered at the node (information-set UCT explores
    /// by how often an option could have been chosen, not by the node's visits).
    offered: u32,
    /// Per side, by index in [`Tree::sides`].
    values: Vec<SideValue>,
}

#[derive(Default)]
struct Node {
    visits: u32,
    children: Vec<Child>,
}

/// The lowest and highest undecided playout value seen per side.
#[derive(Clone, Copy, Debug)]
struct Range {
    lo: f64,
    hi: f64,
}

struct Tree {
    nodes: Vec<Node>,
    /// Sides that decided somewhere in the tree, the searching side first.
    sides: Vec<String>,
    ranges: Vec<Range>,
}

impl Tree {
    fn side_index(&mut self, side: &str) -> usize {
        if let Some(i) = self.sides.iter().position(|s| s == side) {
            return i;
        }
        self.sides.push(side.to_string());
        self.ranges.push(Range {
            lo: f64::INFINITY,
            hi: f64::NEG_INFINITY,
        });
        self.sides.len() - 1
    }

    /// The mean value in 0..1 of `child` for side `s`.
    fn mean(&self, child: &Child, s: usize) -> f64 {
        let Some(v) = child.values.get(s) else {
            return 0.5;
        };
        let n = v.decided_n + v.raw_n;
        if n == 0 {
            return 0.5;
        }
        let r = self.ranges[s];
        let open = if v.raw_n == 0 {
            0.0
        } else {
            let mean = v.raw / v.raw_n as f64;
            let norm = if r.hi > r.lo {
                ((mean - r.lo) / (r.hi - r.lo)).clamp(0.0, 1.0)
            } else {
                0.5
            };
            (0.05 + 0.9 * norm) * v.raw_n as f64
        };
        (v.decided + open) / n as f64
    }
}

/// What one playout ended with, per side of the tree (by index).
enum Outcome {
    /// 1 won, 0 lost.
    Decided(f64),
    /// The mean evaluation at the turn ends passed and at the end.
    Raw(f64),
}

impl SearchBot {
    pub fn new(side: &str, settings: Settings) -> SearchBot {
        SearchBot {
            side: side.to_string(),
            settings,
            stats: Stats::default(),
        }
    }

    /// Every side's outcome for the game `g` reached, given the evaluations `seen` at earlier
    /// turn ends (per side index, summed, with their count). `known`: every side's evaluation
    /// of `g` when a turn end just took them (the playout stopped there), not asked again.
    fn outcomes(
        &self,
        tree: &Tree,
        g: &Game,
        seen: &[(f64, u32)],
        known: Option<&[f64]>,
    ) -> Result<Vec<Outcome>, String> {
        let mut out = Vec::with_capacity(tree.sides.len());
        for (s, side) in tree.sides.iter().enumerate() {
            let v = match known.and_then(|k| k.get(s)) {
                Some(&v) => v,
                None => bots::evaluate(g, side)?,
            };
            if v >= WIN {
                out.push(Outcome::Decided(1.0));
            } else if v <= -WIN {
                out.push(Outcome::Decided(0.0));
            } else {
                let (sum, n) = seen.get(s).copied().unwrap_or((0.0, 0));
                out.push(Outcome::Raw((sum + v) / (n + 1) as f64));
            }
        }
        Ok(out)
    }

    /// Adds every side's evaluation of `g` (a turn end) to `seen`; returns them as given.
    fn note_turn_end(
        &self,
        tree: &Tree,
        g: &Game,
        seen: &mut Vec<(f64, u32)>,
    ) -> Result<Vec<f64>, String> {
        seen.resize(tree.sides.len(), (0.0, 0));
        let mut raw = Vec::with_capacity(tree.sides.len());
        for (s, side) in tree.sides.iter().enumerate() {
            let v = bots::evaluate(g, side)?;
            raw.push(v);
            seen[s].0 += v.clamp(-WIN, WIN);
            seen[s].1 += 1;
        }
        Ok(raw)
    }

    /// One iteration: a picture of the game, down the tree, one new node, a playout, and the
    /// backup.
    fn iterate(
        &self,
        root: &Game,
        tree: &mut Tree,
        rng: &mut GameRng,
        horizon: u32,
    ) -> Result<usize, String> {
        let mut g = root
            .fork_for(&self.side, rng.next_u64())
            .map_err(|e| e.to_string())?;
        let mut turn = bots::turn(&g);
        let mut turns_ended = 0u32;
        let mut seen: Vec<(f64, u32)> = Vec::new();
        // (node, child index) pairs passed.
        let mut path: Vec<(usize, usize)> = Vec::new();
        let mut node = Some(0usize);
        let mut answers = 0usize;
        // The evaluations of the last turn end noted, and the answers given by then: a
        // playout that stops at a turn end is scored with them (the rules' `evaluate` is most
        // of a playout's cost), not asked twice.
        let mut noted: Option<(usize, Vec<f64>)> = None;
        while answers < self.settings.max_answers && turns_ended <= horizon {
            let Some(c) = g.pending() else { break };
            let pick = match node {
                Some(at) if bots::worth_lookahead(&g, c)? => {
                    let keys: Vec<&str> = c.options.iter().map(|o| o.key.as_str()).collect();
                    let decider = tree.side_index(&c.side);
                    let (child, new) = self.select(&g, tree, at, &keys, decider, rng)?;
                    path.push((at, child));
                    let key = &tree.nodes[at].children[child].key;
                    let i = keys.iter().position(|k| k == key).expect("offered");
                    // Below a new node the playout takes over.
                    node = if new {
                        None
                    } else {
                        Some(tree.nodes[at].children[child].node)
                    };
                    i
                }
                _ => bots::default_choice(&g)?,
            };
            g.answer(pick).map_err(|e| e.to_string())?;
            answers += 1;
            let now = bots::turn(&g);
            if now != turn {
                turn = now;
                turns_ended += 1;
                if g.finished().is_none() {
                    noted = Some((answers, self.note_turn_end(tree, &g, &mut seen)?));
                }
            }
        }
        let known = noted
            .as_ref()
            .filter(|(at, v)| *at == answers && v.len() == tree.sides.len())
            .map(|(_, v)| v.as_slice());
        let outcomes = self.outcomes(tree, &g, &seen, known)?;
        for (s, o) in outcomes.iter().enumerate() {
            if let Outcome::Raw(v) = o {
                let r = &mut tree.ranges[s];
                r.lo = r.lo.min(*v);
                r.hi = r.hi.max(*v);
            }
        }
        tree.nodes[0].visits += 1;
        for &(at, child) in &path {
            let next = tree.nodes[at].children[child].node;
            tree.nodes[next].visits += 1;
            let ch = &mut tree.nodes[at].children[child];
            ch.visits += 1;
            ch.values.resize(outcomes.len(), SideValue::default());
            for (v, o) in ch.values.iter_mut().zip(&outcomes) {
                match o {
                    Outcome::Decided(x) => {
                        v.decided += x;
                        v.decided_n += 1;
                    }
                    Outcome::Raw(x) => {
                        v.raw += x;
                        v.raw_n += 1;
                    }
                }
            }
        }
        Ok(answers)
    }

    /// The child of node `at` to follow among the options `keys` offered now, for side
    /// `decider`: a new one while the node may widen (the rules' suggestion first, then the
    /// others at random), else the best by UCT. Returns the child's index and whether it is
    /// new.
    fn select(
        &self,
        g: &Game,
        tree: &mut Tree,
        at: usize,
        keys: &[&str],
        decider: usize,
        rng: &mut GameRng,
    ) -> Result<(usize, bool), String> {
        let node = &tree.nodes[at];
        let tried: Vec<Option<usize>> = keys
            .iter()
            .map(|k| node.children.iter().position(|c| c.key == *k))
            .collect();
        let untried: Vec<usize> = (0..keys.len()).filter(|&i| tried[i].is_none()).collect();
        let offered_tried = keys.len() - untried.len();
        let limit = (self.settings.widen * ((node.visits + 1) as f64).sqrt()).ceil() as usize;
        for c in tried.iter().flatten() {
            tree.nodes[at].children[*c].offered += 1;
        }
        if !untried.is_empty() && (offered_tried < limit.max(1) || offered_tried == 0) {
            let suggested = bots::default_choice(g)?;
            let i = if untried.contains(&suggested) {
                suggested
            } else {
                untried[rng.index(untried.len())]
            };
            let node_id = tree.nodes.len();
            tree.nodes.push(Node::default());
            let children = &mut tree.nodes[at].children;
            children.push(Child {
                key: keys[i].to_string(),
                node: node_id,
                visits: 0,
                offered: 1,
                values: Vec::new(),
            });
            return Ok((children.len() - 1, true));
        }
        let c = self.settings.exploration;
        let mut best: Option<(f64, usize)> = None;
        for ci in tried.iter().flatten() {
            let ch = &tree.nodes[at].children[*ci];
            let n = ch.visits.max(1) as f64;
            let score = tree.mean(ch, decider) + c * ((ch.offered.max(1) as f64).ln() / n).sqrt();
            if best.is_none_or(|(b, _)| score > b) {
                best = Some((score, *ci));
            }
        }
        Ok((best.expect("a tried option").1, false))
    }

    /// Searches the pending choice of `game`; the option (0-based) the most visited.
    fn search(&mut self, game: &Game) -> Result<usize, String> {
        let started = Instant::now();
        let c = game.pending().ok_or("no choice is pending")?;
        let mut seed = bots::rng_at(game, &self.side, 4);
        let mut rng = GameRng::seed_from_u64(seed.next_u64());
        let mut tree = Tree {
            nodes: vec![Node::default()],
            sides: Vec::new(),
            ranges: Vec::new(),
        };
        tree.side_index(&self.side);
        let budget = match self.settings.budget {
            Some(b) => b,
            None => ruleset_budget(game)?,
        };
        let horizon = match self.settings.horizon {
            Some(h) => h,
            None => ruleset_horizon(game)?,
        };
        let mut done = 0u64;
        loop {
            let more = match budget {
                Budget::Iterations(n) => done < n as u64,
                Budget::Time(d) => done == 0 || started.elapsed() < d,
            };
            if !more {
                break;
            }
            self.stats.answers += self.iterate(game, &mut tree, &mut rng, horizon)? as u64;
            done += 1;
        }
        let me = 0;
        let root = &tree.nodes[0];
        let mut best: Option<((u32, f64), usize)> = None;
        for (ci, ch) in root.children.iter().enumerate() {
            let key = (ch.visits, tree.mean(ch, me));
            if best.is_none_or(|(b, _)| key.0 > b.0 || (key.0 == b.0 && key.1 > b.1)) {
                best = Some((key, ci));
            }
        }
        let pick = match best {
            Some((_, ci)) => {
                let key = &root.children[ci].key;
                c.options
                    .iter()
                    .position(|o| &o.key == key)
                    .ok_or_else(|| format!("searched option `{key}` is not offered"))?
            }
            None => bots::default_choice(game)?,
        };
        let took = started.elapsed();
        self.stats.searched += 1;
        self.stats.iterations += done;
        self.stats.time += took;
        self.stats.longest = self.stats.longest.max(took);
        Ok(pick)
    }
}

impl Bot for SearchBot {
    fn name(&self) -> &'static str {
        "search"
    }

    /// `search:BUDGET` when the spec named one; `search` thinks what its ruleset says.
    fn spec(&self) -> String {
        match self.settings.budget {
            Some(b) => format!("search:{b}"),
            None => "search".into(),
        }
    }

    fn choose(&mut self, game: &Game) -> Result<usize, String> {
        let c = bots::pending(game)?;
        if !bots::worth_lookahead(game, c)? {
            self.stats.cheap += 1;
            return bots::default_choice(game);
        }
        // The search scores positions with the rules' `evaluate`: a ruleset without it gets
        // the same clear error as greedy, even when every playout happens to reach the end.
        bots::evaluate(game, &self.side)?;
        self.search(game)
    }
}

/// The settings a bot spec's budget (`search:BUDGET`) gives; without one, the ruleset's.
pub fn settings(budget: Option<&str>) -> Result<Settings, String> {
    let mut s = Settings::default();
    if let Some(b) = budget {
        s.budget = Some(b.parse()?);
    }
    Ok(s)
}

/// The budget `search` thinks with when named without one: the iterations the ruleset's YAML
/// gives (`bots: {search_iterations: N}`), else [`DEFAULT_ITERATIONS`]. A value that is not a
/// whole number from 1 to [`MAX_ITERATIONS`] is an error naming the key, at the first
/// searched decision (the kernel does not read this key, so nothing checked it earlier).
pub fn ruleset_budget(game: &Game) -> Result<Budget, String> {
    let Some(bots) = game.ruleset_data("bots") else {
        return Ok(Budget::Iterations(DEFAULT_ITERATIONS));
    };
    let bad = |what: String| {
        format!(
            "ruleset `{}`: {what} (expected `bots: {{search_iterations: N, search_horizon: H}}`, \
             N from 1 to {MAX_ITERATIONS}, H from 0 to {MAX_HORIZON})",
            game.ruleset()
        )
    };
    let serde_yaml::Value::Mapping(map) = bots else {
        return Err(bad("`bots` is not a mapping".into()));
    };
    for key in map.keys() {
        if !matches!(key.as_str(), Some("search_iterations" | "search_horizon")) {
            return Err(bad(format!("unknown key `bots.{}`", plain(key))));
        }
    }
    match map.get("search_iterations") {
        None => Ok(Budget::Iterations(DEFAULT_ITERATIONS)),
        Some(v) => match v.as_u64() {
            Some(n) if (1..=MAX_ITERATIONS as u64).contains(&n) => Ok(Budget::Iterations(n as u32)),
            _ => Err(bad(format!("bots.search_iterations is `{}`", plain(v)))),
        },
    }
}

/// The turns past the current one a playout of `search` looks (`bots: {search_horizon: H}` in
/// the ruleset's YAML, 0 to [`MAX_HORIZON`]), else [`DEFAULT_HORIZON`]. 0 scores a playout at
/// the end of the turn it starts in: Arena's duels, where the enemy's replies played by the
/// cheap policy made search shy of closing in (4 of 10 duels against greedy at 2, 9 of 10 at 0).
pub fn ruleset_horizon(game: &Game) -> Result<u32, String> {
    // ruleset_budget checks the mapping and its keys.
    ruleset_budget(game)?;
    let Some(serde_yaml::Value::Mapping(map)) = game.ruleset_data("bots") else {
        return Ok(DEFAULT_HORIZON);
    };
    match map.get("search_horizon") {
        None => Ok(DEFAULT_HORIZON),
        Some(v) => match v.as_u64() {
            Some(h) if h <= MAX_HORIZON as u64 => Ok(h as u32),
            _ => Err(format!(
                "ruleset `{}`: bots.search_horizon is `{}` (expected a whole number from 0 to \
                 {MAX_HORIZON})",
                game.ruleset(),
                plain(v)
            )),
        },
    }
}

/// A YAML value as one line of text, for errors.
fn plain(v: &serde_yaml::Value) -> String {
    serde_yaml::to_string(v)
        .map(|t| t.trim().to_string())
        .unwrap_or_else(|_| format!("{v:?}"))
}
