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
//! machine and its load. A tree's iterations run one after another on one thread (a game's
//! forks share its one Lua state). A ruleset may have each decision grow several trees at once
//! (`bots: {search_trees: T}`): the first on the decision's thread, the others on helper
//! threads, each in a twin of the game's scripts standing at a copy of the position
//! ([`Game::position`], [`Game::at`]); the roots' statistics are summed before the pick. Each
//! tree's seed and share of an iteration budget are fixed, so the pick is the same on any
//! machine, whatever the threads' timing.

use std::sync::Arc;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::time::{Duration, Instant};

use rand::Rng;
use skirmish_core::game::{Game, Position};
use skirmish_core::rng::GameRng;

use crate::bots::{self, Bot};

/// An evaluation at least this large is a won game, at most its negation a lost one (the
/// value `bots::evaluate` and the rulesets' `evaluate` give a decided game).
pub const WIN: f64 = 1000.0;

/// Iterations a decision gets when the bot is named without a budget and the ruleset names
/// none (`bots: {search_iterations: N}` in its YAML, [`ruleset_budget`]). A ruleset sets its
/// own so that a searched decision stays under a second on a shared 2-core machine: one
/// iteration of Of Dreams & Shadows costs several of the Arcadia intro (docs/MEASUREMENTS.md).
pub const DEFAULT_ITERATIONS: u32 = 100;

/// Turns a playout goes on past the current one when the ruleset names no horizon.
pub const DEFAULT_HORIZON: u32 = 2;

/// The longest horizon a ruleset may name (each turn more is a longer playout per iteration).
pub const MAX_HORIZON: u32 = 10;

/// Trees a decision grows when the ruleset names none: one, on the decision's thread.
pub const DEFAULT_TREES: u32 = 1;

/// The most trees a ruleset may name.
pub const MAX_TREES: u32 = 16;

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
    /// Trees a decision grows at once, each on a thread of its own from the same position,
    /// their roots' statistics summed before the pick (root parallelism); None: the ruleset's
    /// (`bots: {search_trees: T}`, [`ruleset_trees`]), else [`DEFAULT_TREES`].
    pub trees: Option<u32>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            budget: None,
            horizon: None,
            exploration: 0.7,
            widen: 2.0,
            max_answers: 1500,
            trees: None,
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
    /// The side and the settings, which every tree's thread gets a copy of.
    searcher: Searcher,
    pub stats: Stats,
    /// Threads growing the trees after the first, started at the first decision that needs
    /// them; each keeps a twin of the game's scripts between decisions.
    helpers: Vec<Helper>,
}

/// What grows one tree: the side searching and how ([`Settings`]); the same on every thread.
#[derive(Clone, Debug)]
struct Searcher {
    side: String,
    settings: Settings,
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
            searcher: Searcher {
                side: side.to_string(),
                settings,
            },
            stats: Stats::default(),
            helpers: Vec::new(),
        }
    }
}

impl Searcher {
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
        let asked;
        let values = match known {
            Some(k) if k.len() == tree.sides.len() => k,
            _ => {
                asked = bots::evaluate_sides(g, &tree.sides)?;
                &asked[..]
            }
        };
        let mut out = Vec::with_capacity(tree.sides.len());
        for (s, &v) in values.iter().enumerate() {
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
        let raw = bots::evaluate_sides(g, &tree.sides)?;
        for (s, &v) in raw.iter().enumerate() {
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

    /// Grows `tree` from `root` with `budget` (`started`: when the decision began); the
    /// iterations run and the answers they gave.
    fn grow(
        &self,
        root: &Game,
        tree: &mut Tree,
        seed: u64,
        budget: Budget,
        horizon: u32,
        started: Instant,
    ) -> Result<(u64, u64), String> {
        let mut rng = GameRng::seed_from_u64(seed);
        tree.side_index(&self.side);
        let (mut done, mut answers) = (0u64, 0u64);
        loop {
            let more = match budget {
                Budget::Iterations(n) => done < n as u64,
                Budget::Time(d) => done == 0 || started.elapsed() < d,
            };
            if !more {
                break;
            }
            answers += self.iterate(root, tree, &mut rng, horizon)? as u64;
            done += 1;
        }
        Ok((done, answers))
    }
}

impl Tree {
    fn new() -> Tree {
        Tree {
            nodes: vec![Node::default()],
            sides: Vec::new(),
            ranges: Vec::new(),
        }
    }

    /// Adds the root statistics of `other` (a tree grown from the same position) to this
    /// tree's root: visits and values summed by option key and side name, value ranges widened.
    /// Only the root is merged: the pick reads nothing deeper.
    fn merge_root(&mut self, other: &Tree) {
        let map: Vec<usize> = other.sides.iter().map(|s| self.side_index(s)).collect();
        for (i, r) in other.ranges.iter().enumerate() {
            let m = &mut self.ranges[map[i]];
            m.lo = m.lo.min(r.lo);
            m.hi = m.hi.max(r.hi);
        }
        self.nodes[0].visits += other.nodes[0].visits;
        let sides = self.sides.len();
        for ch in &other.nodes[0].children {
            let at = match self.nodes[0].children.iter().position(|c| c.key == ch.key) {
                Some(at) => at,
                None => {
                    let node = self.nodes.len();
                    self.nodes.push(Node::default());
                    self.nodes[0].children.push(Child {
                        key: ch.key.clone(),
                        node,
                        visits: 0,
                        offered: 0,
                        values: Vec::new(),
                    });
                    self.nodes[0].children.len() - 1
                }
            };
            let into = &mut self.nodes[0].children[at];
            into.visits += ch.visits;
            into.offered += ch.offered;
            into.values.resize(sides, SideValue::default());
            for (i, v) in ch.values.iter().enumerate() {
                let t = &mut into.values[map[i]];
                t.decided += v.decided;
                t.decided_n += v.decided_n;
                t.raw += v.raw;
                t.raw_n += v.raw_n;
            }
        }
    }
}

/// One tree for a helper thread to grow from a position.
struct Job {
    position: Arc<Position>,
    searcher: Searcher,
    seed: u64,
    budget: Budget,
    horizon: u32,
}

/// A grown tree, its iterations and answers, or why it could not grow.
type Grown = Result<(Tree, u64, u64), String>;

/// A thread that grows trees for one search bot: it keeps the game it last stood in, so the
/// next position of the same game reuses its scripts ([`Game::at`]) instead of loading them.
struct Helper {
    jobs: Sender<Job>,
    grown: Receiver<Grown>,
}

impl Helper {
    fn start() -> Result<Helper, String> {
        let (jobs, job_rx) = channel::<Job>();
        let (grown_tx, grown) = channel::<Grown>();
        std::thread::Builder::new()
            .name("skirmish-search".into())
            .spawn(move || {
                let mut spare: Option<Game> = None;
                while let Ok(job) = job_rx.recv() {
                    let started = Instant::now();
                    let out = Game::at(&job.position, spare.take())
                        .map_err(|e| e.to_string())
                        .and_then(|g| {
                            let mut tree = Tree::new();
                            let r = job.searcher.grow(
                                &g,
                                &mut tree,
                                job.seed,
                                job.budget,
                                job.horizon,
                                started,
                            );
                            spare = Some(g);
                            r.map(|(done, answers)| (tree, done, answers))
                        });
                    if grown_tx.send(out).is_err() {
                        break;
                    }
                }
            })
            .map_err(|e| format!("search cannot start a thread: {e}"))?;
        Ok(Helper { jobs, grown })
    }
}

impl SearchBot {
    /// Searches the pending choice of `game`; the option (0-based) the most visited over the
    /// trees. With several trees, the first grows here while helper threads grow the others
    /// from a copy of the position; each tree's seed and share of an iteration budget are fixed,
    /// so the pick does not depend on the threads' timing.
    fn search(&mut self, game: &Game) -> Result<usize, String> {
        let started = Instant::now();
        let c = game.pending().ok_or("no choice is pending")?;
        let mut seed = bots::rng_at(game, &self.searcher.side, 4);
        let budget = match self.searcher.settings.budget {
            Some(b) => b,
            None => ruleset_budget(game)?,
        };
        let horizon = match self.searcher.settings.horizon {
            Some(h) => h,
            None => ruleset_horizon(game)?,
        };
        let trees = match self.searcher.settings.trees {
            Some(t) => t.clamp(1, MAX_TREES),
            None => ruleset_trees(game)?,
        };
        // Tree t's seed and share of the budget (iterations split as evenly as they go).
        let mut plans: Vec<(u64, Budget)> = Vec::new();
        for t in 0..trees {
            let share = match budget {
                Budget::Iterations(n) => {
                    let k = n / trees + u32::from(t < n % trees);
                    if k == 0 {
                        break;
                    }
                    Budget::Iterations(k)
                }
                time => time,
            };
            plans.push((seed.next_u64(), share));
        }
        if plans.len() > 1 {
            let position = Arc::new(game.position());
            while self.helpers.len() < plans.len() - 1 {
                self.helpers.push(Helper::start()?);
            }
            for (h, &(seed, budget)) in self.helpers.iter().zip(&plans[1..]) {
                let job = Job {
                    position: position.clone(),
                    searcher: self.searcher.clone(),
                    seed,
                    budget,
                    horizon,
                };
                h.jobs
                    .send(job)
                    .map_err(|_| "a search thread has stopped".to_string())?;
            }
        }
        let mut tree = Tree::new();
        let (seed0, budget0) = plans[0];
        let mine = self
            .searcher
            .grow(game, &mut tree, seed0, budget0, horizon, started);
        // Every helper sent a job gets its answer collected, even when this tree failed, so
        // that no stale tree waits in a channel for the next decision.
        let mut done = 0u64;
        let mut answers = 0u64;
        let mut failed: Option<String> = None;
        match mine {
            Ok((d, a)) => {
                done += d;
                answers += a;
            }
            Err(e) => failed = Some(e),
        }
        for h in self.helpers.iter().take(plans.len() - 1) {
            match h.grown.recv() {
                Ok(Ok((other, d, a))) => {
                    tree.merge_root(&other);
                    done += d;
                    answers += a;
                }
                Ok(Err(e)) => {
                    failed.get_or_insert(e);
                }
                Err(_) => {
                    failed.get_or_insert_with(|| "a search thread has stopped".into());
                }
            }
        }
        if let Some(e) = failed {
            return Err(e);
        }
        self.stats.answers += answers;
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
        match self.searcher.settings.budget {
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
        bots::evaluate(game, &self.searcher.side)?;
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
            "ruleset `{}`: {what} (expected `bots: {{search_iterations: N, search_horizon: H, \
             search_trees: T}}`, N from 1 to {MAX_ITERATIONS}, H from 0 to {MAX_HORIZON}, T \
             from 1 to {MAX_TREES})",
            game.ruleset()
        )
    };
    let serde_yaml::Value::Mapping(map) = bots else {
        return Err(bad("`bots` is not a mapping".into()));
    };
    for key in map.keys() {
        if !matches!(
            key.as_str(),
            Some("search_iterations" | "search_horizon" | "search_trees")
        ) {
            return Err(bad(format!(
                "unknown key `bots.{}`",
                bots::yaml_inline(key)
            )));
        }
    }
    match map.get("search_iterations") {
        None => Ok(Budget::Iterations(DEFAULT_ITERATIONS)),
        Some(v) => match v.as_u64() {
            Some(n) if (1..=MAX_ITERATIONS as u64).contains(&n) => Ok(Budget::Iterations(n as u32)),
            _ => Err(bad(format!(
                "bots.search_iterations is `{}`",
                bots::yaml_inline(v)
            ))),
        },
    }
}

/// The turns past the current one a playout of `search` looks (`bots: {search_horizon: H}` in
/// the ruleset's YAML, 0 to [`MAX_HORIZON`]), else [`DEFAULT_HORIZON`]. 0 scores a playout at
/// the end of the turn it starts in: Arena's duels, where the enemy's replies played by the
/// cheap policy made search shy of closing in (4 of 10 duels against greedy at 2, 9 of 10 at 0).
pub fn ruleset_horizon(game: &Game) -> Result<u32, String> {
    bots_number(game, "search_horizon", 0, MAX_HORIZON, DEFAULT_HORIZON)
}

/// The trees a searched decision grows at once (`bots: {search_trees: T}` in the ruleset's
/// YAML, 1 to [`MAX_TREES`]), else [`DEFAULT_TREES`]. An iteration budget is shared among them
/// and each grows on a thread of its own, so a decision of N iterations over T trees takes
/// about 1/T of the wall time of one tree on a machine with T idle cores, and its pick is the
/// same on any machine. Arcadia grows two.
pub fn ruleset_trees(game: &Game) -> Result<u32, String> {
    bots_number(game, "search_trees", 1, MAX_TREES, DEFAULT_TREES)
}

/// The whole number `bots.KEY` of the ruleset's YAML, from `lo` to `hi`, else `default`; an
/// error naming the key for anything else.
fn bots_number(game: &Game, key: &str, lo: u32, hi: u32, default: u32) -> Result<u32, String> {
    // ruleset_budget checks the mapping and its keys.
    ruleset_budget(game)?;
    let Some(serde_yaml::Value::Mapping(map)) = game.ruleset_data("bots") else {
        return Ok(default);
    };
    match map.get(key) {
        None => Ok(default),
        Some(v) => match v.as_u64() {
            Some(n) if (lo as u64..=hi as u64).contains(&n) => Ok(n as u32),
            _ => Err(format!(
                "ruleset `{}`: bots.{key} is `{}` (expected a whole number from {lo} to {hi})",
                game.ruleset(),
                bots::yaml_inline(v)
            )),
        },
    }
}
