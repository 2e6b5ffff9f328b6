//! `skirmish balance`: is a change to the content stronger or weaker? Two variants of the
//! content, A (the base) and B (the base with the change), play the same games: game `k` of
//! both uses seed `S + k` and the same seats (bot `(j + k) % n` at seat `j`, as
//! [`crate::simulate`] rotates them), so whatever differs between the two games of a pair comes
//! from the change (and from the dice it sends elsewhere).
//!
//! The variants ([`Change`]): a card given to a figure or taken from it (the scenario's
//! `figures:` entry, its `cards:` list), a field of a card's definition set to another value
//! (the card file's text is wrapped so the table it returns is patched, its lines unmoved, and
//! checked: the field must exist and the new value have its type), and card folders laid over
//! the built-in `cards/RULESET/` (a card with the same id replaces it; others are added).
//!
//! A library API: [`run`] takes [`Options`] and returns a [`Report`]; the binary prints
//! [`Report::render`] or [`Report::to_json`]. Nothing here knows about the REPL.
//!
//! ## The statistics
//!
//! For each seat (guild) `g` and pair `k = 1..n`, `d_k = w_B,k − w_A,k ∈ {−1, 0, 1}` where
//! `w_V,k` is 1 when `g` won game `k` under variant `V`. The shift is the mean paired difference
//! `d̄ = Σ d_k / n` (= win rate under B − win rate under A), its sample standard deviation
//! `s = √(Σ (d_k − d̄)² / (n − 1))`, and the 95 % confidence interval
//! `d̄ ± 1.96 · s / √n` (the normal approximation: trust it from a few dozen games). When the
//! interval contains 0 the report says "no significant shift". Pairing removes the variance
//! the two variants share (the seat, the seed's dice), so the interval is narrower than that of
//! two independent samples of the same size; identical content gives `d_k = 0` for every `k`.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Instant;

use skirmish_core::game::{Game, Library, card_id};
use skirmish_core::script::Limits;
use skirmish_core::{Ruleset, Scenario};

use crate::assets::Assets;
use crate::simulate::{Outcome, Setup};

/// The z value of a two-sided 95 % interval.
pub const Z95: f64 = 1.96;

/// A YAML scalar given to `--set`.
#[derive(Clone, Debug, PartialEq)]
pub enum Scalar {
    Int(i64),
    Float(f64),
    Bool(bool),
    Str(String),
}

impl Scalar {
    /// A YAML scalar: a number, `true`/`false`, or a string (quoted or not).
    pub fn parse(text: &str) -> Result<Scalar, String> {
        let v: serde_yaml::Value = serde_yaml::from_str(text)
            .map_err(|_| format!("`{text}` is not a number, true/false or a string"))?;
        match v {
            serde_yaml::Value::Bool(b) => Ok(Scalar::Bool(b)),
            serde_yaml::Value::Number(n) => {
                if let Some(i) = n.as_i64() {
                    Ok(Scalar::Int(i))
                } else {
                    match n.as_f64() {
                        Some(f) if f.is_finite() => Ok(Scalar::Float(f)),
                        _ => Err(format!("`{text}` is not a finite number")),
                    }
                }
            }
            serde_yaml::Value::String(s) => Ok(Scalar::Str(s)),
            serde_yaml::Value::Null => Err(format!(
                "`{text}` is no value: give a number, true/false or a string"
            )),
            _ => Err(format!(
                "`{text}` is not a number, true/false or a string (a list or a map)"
            )),
        }
    }

    /// Lua's `type()` of the value.
    fn lua_type(&self) -> &'static str {
        match self {
            Scalar::Int(_) | Scalar::Float(_) => "number",
            Scalar::Bool(_) => "boolean",
            Scalar::Str(_) => "string",
        }
    }

    /// The value as a Lua literal.
    fn lua(&self) -> String {
        match self {
            Scalar::Int(i) => i.to_string(),
            // Debug keeps a decimal point (`3.0`), so Lua reads a float.
            Scalar::Float(f) => format!("{f:?}"),
            Scalar::Bool(b) => b.to_string(),
            Scalar::Str(s) => lua_string(s),
        }
    }
}

impl std::fmt::Display for Scalar {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Scalar::Int(i) => write!(f, "{i}"),
            Scalar::Float(x) => write!(f, "{x:?}"),
            Scalar::Bool(b) => write!(f, "{b}"),
            Scalar::Str(s) => write!(f, "{s:?}"),
        }
    }
}

/// `--set CARD.FIELD[.FIELD...]=VALUE`.
#[derive(Clone, Debug, PartialEq)]
pub struct SetField {
    pub card: String,
    /// The keys from the definition table down to the field (a number is a list index).
    pub path: Vec<String>,
    pub value: Scalar,
}

impl SetField {
    /// Parses `frost_lance.attack.dice=3`.
    pub fn parse(text: &str) -> Result<SetField, String> {
        let (lhs, value) = text
            .split_once('=')
            .ok_or_else(|| format!("`{text}` is not CARD.FIELD=VALUE (no `=`)"))?;
        let mut parts = lhs.trim().split('.');
        let card = parts.next().unwrap_or("").to_string();
        let path: Vec<String> = parts.map(str::to_string).collect();
        if card.is_empty() || path.is_empty() {
            return Err(format!(
                "`{lhs}` is not CARD.FIELD (a card id, a dot, a field of its definition)"
            ));
        }
        let word = |w: &str| {
            !w.is_empty()
                && w.bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
        };
        if !word(&card) {
            return Err(format!("`{card}` is not a card id"));
        }
        if let Some(bad) = path
            .iter()
            .find(|k| !(k.bytes().all(|b| b.is_ascii_digit()) && !k.is_empty() || is_lua_name(k)))
        {
            return Err(format!(
                "`{bad}` in `{lhs}` is not a field name (letters, digits, _) or a list index"
            ));
        }
        Ok(SetField {
            card,
            path,
            value: Scalar::parse(value.trim())?,
        })
    }

    /// `frost_lance.attack.dice`.
    pub fn target(&self) -> String {
        format!("{}.{}", self.card, self.path.join("."))
    }
}

fn is_lua_name(k: &str) -> bool {
    let mut b = k.bytes();
    matches!(b.next(), Some(c) if c.is_ascii_alphabetic() || c == b'_')
        && b.all(|c| c.is_ascii_alphanumeric() || c == b'_')
}

/// One change of variant B.
#[derive(Clone, Debug, PartialEq)]
pub enum Change {
    /// Add CARD to FIGURE's `cards:` list in the scenario.
    Give { card: String, figure: String },
    /// Take CARD out of FIGURE's `cards:` list.
    Remove { card: String, figure: String },
    /// Set a field of a card's definition.
    Set(SetField),
}

impl std::fmt::Display for Change {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Change::Give { card, figure } => write!(f, "give {card} to {figure}"),
            Change::Remove { card, figure } => write!(f, "remove {card} from {figure}"),
            Change::Set(s) => write!(f, "set {} = {}", s.target(), s.value),
        }
    }
}

/// What [`run`] plays (`skirmish balance`'s flags).
#[derive(Clone, Debug)]
pub struct Options {
    /// None: the scenario's ruleset, or arcadia.
    pub ruleset: Option<String>,
    /// A scenario path or built-in name; None: the ruleset's default.
    pub scenario: Option<String>,
    /// Paired games (at least 2: an interval needs a spread).
    pub games: u64,
    /// Game `k` of both variants uses seed `seed + k`.
    pub seed: u64,
    /// One bot per seat in seat order, or one name for every seat.
    pub bots: Vec<String>,
    pub threads: usize,
    /// Draw a progress bar on standard error.
    pub progress: bool,
    /// Card files laid over the built-in cards in variant A.
    pub cards_a: Option<PathBuf>,
    /// Card files laid over the built-in cards in variant B.
    pub cards_b: Option<PathBuf>,
    /// Changes of variant B, applied after its card folder.
    pub changes: Vec<Change>,
}

/// One seat's result.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatShift {
    pub guild: String,
    pub wins_a: u64,
    pub wins_b: u64,
    /// Mean paired difference of wins, B − A (a fraction: 0.1 is ten points).
    pub shift: f64,
    /// The 95 % interval of the shift.
    pub low: f64,
    pub high: f64,
}

impl SeatShift {
    /// The interval leaves 0 out.
    pub fn significant(&self) -> bool {
        self.low > 0.0 || self.high < 0.0
    }
}

/// How one variant's games ended.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct VariantSummary {
    /// What the variant is (the base content, its card folder, its changes).
    pub description: Vec<String>,
    /// Games with a winner.
    pub decisive: u64,
    /// Games the scenario's turn limit stopped.
    pub capped: u64,
    /// Games an engine error stopped.
    pub errors: u64,
    /// The first error, with its game's index.
    pub first_error: Option<(u64, String)>,
}

/// The paired games' verdict per seat ([`Report::render`], [`Report::to_json`]).
#[derive(Clone, Debug)]
pub struct Report {
    pub ruleset: String,
    pub scenario: String,
    pub bots: Vec<String>,
    pub seed: u64,
    pub games: u64,
    pub a: VariantSummary,
    pub b: VariantSummary,
    pub seats: Vec<SeatShift>,
    /// Wall time of the games (not part of what a seed determines).
    pub wall_seconds: f64,
}

/// A content variant: its library and scenario.
struct Variant {
    lib: Library,
    scenario: Scenario,
    description: Vec<String>,
}

/// Plays `games` paired games of variants A and B. Errors for bad arguments: an unknown
/// ruleset, scenario, card, figure or field, a value of the wrong type, a variant that does not
/// load.
pub fn run(assets: &Assets, opts: &Options) -> Result<Report, String> {
    if opts.games < 2 {
        return Err("--games must be at least 2 (an interval needs a spread)".into());
    }
    let (ruleset, scenario_path, scenario) = load_scenario(assets, opts)?;
    // With mods, A plays without the last one and B with it (earlier mods, which it may
    // depend on, in both).
    let base = assets.library();
    let (base_a, mod_notes) = match assets.mods().last() {
        Some(m) => {
            if m.ruleset != ruleset.name {
                return Err(format!(
                    "the scenario is of ruleset `{}`, but mod {} is for `{}`",
                    ruleset.name, m.name, m.ruleset
                ));
            }
            (
                assets.without_last_mod().library(),
                Some((
                    format!("without mod {}", m.label()),
                    format!("with mod {}", m.label()),
                )),
            )
        }
        None => (base.clone(), None),
    };
    let mut a = variant(&base_a, &ruleset, &scenario, opts.cards_a.as_deref(), &[])?;
    let mut b = variant(
        &base,
        &ruleset,
        &scenario,
        opts.cards_b.as_deref(),
        &opts.changes,
    )?;
    if let Some((without, with)) = mod_notes {
        for v in [&mut a, &mut b] {
            if v.description == ["the base content"] {
                v.description.clear();
            }
        }
        a.description.insert(0, without);
        b.description.insert(0, with);
    }
    let setup_a = Setup::new(&a.lib, &ruleset, &a.scenario)?;
    let setup_b = Setup::new(&b.lib, &ruleset, &b.scenario)?;
    let guilds = setup_a.guilds.clone();
    let bots = match opts.bots.len() {
        1 => vec![opts.bots[0].clone(); guilds.len()],
        n if n == guilds.len() => opts.bots.clone(),
        n => {
            return Err(format!(
                "the scenario seats {} guilds ({}), but --bots names {n} (give one per guild, or one for all)",
                guilds.len(),
                guilds.join(", ")
            ));
        }
    };
    // A check game of each variant: a field that does not exist or a value of the wrong type
    // stops here, with the wrapper's message, before any game is played.
    for (name, v) in [("A", &a), ("B", &b)] {
        if let Err(e) = Game::new(&v.lib, &ruleset, &v.scenario, opts.seed, Limits::default()) {
            let mut msg = load_error(name, &e.to_string());
            if let (Some(m), "A") = (assets.mods().last(), name) {
                msg.push_str(&format!(
                    "\n(A plays without mod {}: a scenario that needs the mod cannot compare without it; play a built-in scenario and give the mod's cards with --give, or put the mod's scenario in an earlier mod)",
                    m.name
                ));
            }
            return Err(msg);
        }
    }
    let n = opts.games as usize;
    let started = Instant::now();
    let pool = crate::pool::Pool::new(opts.threads, 2 * n);
    let bar = opts
        .progress
        .then(|| crate::progress::bar(2 * n as u64, "games"));
    // Item 2k is game k of A, item 2k + 1 game k of B: a pair finishes close together.
    let outcomes: Vec<Outcome> = pool.map(2 * n, bar.as_ref(), |i| {
        let setup = if i % 2 == 0 { &setup_a } else { &setup_b };
        setup.play(&bots, opts.seed, (i / 2) as u64)
    });
    if let Some(b) = bar {
        b.finish_and_clear();
    }
    let wall_seconds = started.elapsed().as_secs_f64();
    let (oa, ob): (Vec<&Outcome>, Vec<&Outcome>) = (
        outcomes.iter().step_by(2).collect(),
        outcomes.iter().skip(1).step_by(2).collect(),
    );
    let seats = guilds
        .iter()
        .map(|g| {
            let won = |o: &Outcome| i64::from(o.won.contains(g));
            let d: Vec<f64> = oa
                .iter()
                .zip(&ob)
                .map(|(x, y)| (won(y) - won(x)) as f64)
                .collect();
            let (shift, half) = paired_interval(&d);
            SeatShift {
                guild: g.clone(),
                wins_a: oa.iter().map(|o| won(o) as u64).sum(),
                wins_b: ob.iter().map(|o| won(o) as u64).sum(),
                shift,
                low: shift - half,
                high: shift + half,
            }
        })
        .collect();
    Ok(Report {
        ruleset: ruleset.name.clone(),
        scenario: scenario_path,
        bots: opts.bots.clone(),
        seed: opts.seed,
        games: opts.games,
        a: summary(a.description, &oa),
        b: summary(b.description, &ob),
        seats,
        wall_seconds,
    })
}

/// The mean of the paired differences and the half-width of its 95 % interval,
/// `1.96 · s / √n` with `s` the sample standard deviation (see the module docs).
pub fn paired_interval(d: &[f64]) -> (f64, f64) {
    let n = d.len() as f64;
    if d.len() < 2 {
        return (d.first().copied().unwrap_or(0.0), f64::INFINITY);
    }
    let mean = d.iter().sum::<f64>() / n;
    let var = d.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0);
    (mean, Z95 * (var / n).sqrt())
}

fn summary(description: Vec<String>, outcomes: &[&Outcome]) -> VariantSummary {
    let mut s = VariantSummary {
        description,
        ..VariantSummary::default()
    };
    for o in outcomes {
        if o.winner.is_some() {
            s.decisive += 1;
        }
        if o.capped {
            s.capped += 1;
        }
        if let Some(e) = &o.error {
            s.errors += 1;
            if s.first_error.is_none() {
                s.first_error = Some((o.index, e.clone()));
            }
        }
    }
    s
}

/// The ruleset, the scenario's name and the scenario, checked against each other.
fn load_scenario(assets: &Assets, opts: &Options) -> Result<(Ruleset, String, Scenario), String> {
    let name = match (&opts.ruleset, &opts.scenario) {
        (Some(r), _) => r.clone(),
        (None, Some(path)) => {
            let text = assets.read_scenario(path)?;
            Scenario::parse(&text, path)
                .map_err(|e| e.to_string())?
                .ruleset
        }
        (None, None) => assets.mods_ruleset().unwrap_or("arcadia").to_string(),
    };
    let mut ruleset = assets.ruleset(&name)?;
    let path = match &opts.scenario {
        Some(p) => p.clone(),
        None => {
            let rel = ruleset
                .default_scenario
                .clone()
                .ok_or_else(|| format!("ruleset `{name}` names no default scenario"))?;
            format!("scripts/{name}/{rel}")
        }
    };
    let text = assets.read_scenario(&path)?;
    let scenario = Scenario::parse(&text, &path).map_err(|e| e.to_string())?;
    if scenario.ruleset != name {
        return Err(format!(
            "scenario {path} is for ruleset `{}`, not `{name}`",
            scenario.ruleset
        ));
    }
    ruleset
        .load_for(&scenario, |p| assets.read(p))
        .map_err(|e| e.to_string())?;
    Ok((ruleset, path, scenario))
}

/// The base content with a card folder laid over it, then the changes.
fn variant(
    base: &Library,
    ruleset: &Ruleset,
    scenario: &Scenario,
    overlay: Option<&Path>,
    changes: &[Change],
) -> Result<Variant, String> {
    let mut lib = base.clone();
    let mut scenario = scenario.clone();
    let mut description = Vec::new();
    if let Some(dir) = overlay {
        description.push(lay_over(&mut lib, &ruleset.name, dir)?);
    }
    for c in changes {
        match c {
            Change::Give { card, figure } => {
                card_path(&lib, &ruleset.name, card)?;
                figure_cards(&mut scenario, figure)?.push(card.as_str().into());
            }
            Change::Remove { card, figure } => {
                card_path(&lib, &ruleset.name, card)?;
                let cards = figure_cards(&mut scenario, figure)?;
                let Some(i) = cards.iter().position(|c| c.as_str() == Some(card)) else {
                    let held: Vec<&str> = cards.iter().filter_map(|c| c.as_str()).collect();
                    return Err(format!(
                        "figure `{figure}` has no card `{card}` to remove (its cards: {})",
                        if held.is_empty() {
                            "none".to_string()
                        } else {
                            held.join(", ")
                        }
                    ));
                };
                cards.remove(i);
            }
            Change::Set(s) => {
                let path = card_path(&lib, &ruleset.name, &s.card)?;
                let text = lib.files[&path].clone();
                lib.files.insert(path, patched(&text, s));
            }
        }
        description.push(c.to_string());
    }
    if description.is_empty() {
        description.push("the base content".into());
    }
    Ok(Variant {
        lib,
        scenario,
        description,
    })
}

/// The file of card `id` in the library.
fn card_path(lib: &Library, ruleset: &str, id: &str) -> Result<String, String> {
    lib.card_files(ruleset)
        .into_iter()
        .find(|(p, _)| card_id(p) == id)
        .map(|(p, _)| p.to_string())
        .ok_or_else(|| format!("unknown card `{id}` (no cards/{ruleset}/**/{id}.lua)"))
}

/// A figure's `cards:` list in the scenario (made empty if it has none).
fn figure_cards<'s>(
    scenario: &'s mut Scenario,
    figure: &str,
) -> Result<&'s mut Vec<serde_yaml::Value>, String> {
    let ids: Vec<String> = scenario.figures.iter().map(|f| f.id.clone()).collect();
    let spec = scenario
        .figures
        .iter_mut()
        .find(|f| f.id == figure)
        .ok_or_else(|| {
            format!(
                "no figure `{figure}` in the scenario (its figures: {})",
                ids.join(", ")
            )
        })?;
    let cards = spec
        .extra
        .entry("cards".into())
        .or_insert_with(|| serde_yaml::Value::Sequence(Vec::new()));
    match cards {
        serde_yaml::Value::Sequence(v) => Ok(v),
        _ => Err(format!("figure `{figure}`: its `cards:` is not a list")),
    }
}

/// Lays the card files of `dir` (any depth, `*.lua` but `*_test.lua`) over the ruleset's cards:
/// a file whose id is a card's replaces it, any other is added. What it did, for the report.
fn lay_over(lib: &mut Library, ruleset: &str, dir: &Path) -> Result<String, String> {
    if !dir.is_dir() {
        return Err(format!("{}: no such card folder", dir.display()));
    }
    let mut files = Vec::new();
    collect_cards(dir, dir, &mut files)?;
    if files.is_empty() {
        return Err(format!("{}: no card files (*.lua) in it", dir.display()));
    }
    files.sort();
    let existing: BTreeMap<String, String> = lib
        .card_files(ruleset)
        .into_iter()
        .map(|(p, _)| (card_id(p).to_string(), p.to_string()))
        .collect();
    let mut seen: BTreeMap<String, String> = BTreeMap::new();
    let (mut replaced, mut added) = (Vec::new(), Vec::new());
    for (rel, text) in files {
        let id = card_id(&rel).to_string();
        if let Some(other) = seen.insert(id.clone(), rel.clone()) {
            return Err(format!(
                "{}: card `{id}` is in both {other} and {rel}",
                dir.display()
            ));
        }
        match existing.get(&id) {
            Some(path) => {
                lib.files.insert(path.clone(), text);
                replaced.push(id);
            }
            None => {
                let rel = rel
                    .strip_prefix(&format!("{ruleset}/"))
                    .unwrap_or(&rel)
                    .to_string();
                lib.files.insert(format!("cards/{ruleset}/{rel}"), text);
                added.push(id);
            }
        }
    }
    let mut what = format!("cards of {}", dir.display());
    if !replaced.is_empty() {
        what.push_str(&format!(" (replacing {}", replaced.join(", ")));
    }
    if !added.is_empty() {
        what.push_str(if replaced.is_empty() { " (" } else { "; " });
        what.push_str(&format!("adding {}", added.join(", ")));
    }
    what.push(')');
    Ok(what)
}

fn collect_cards(root: &Path, dir: &Path, out: &mut Vec<(String, String)>) -> Result<(), String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            collect_cards(root, &p, out)?;
            continue;
        }
        let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if !name.ends_with(".lua") || name.ends_with("_test.lua") {
            continue;
        }
        let shown = p.display().to_string();
        let text =
            crate::files::read_text(&shown, crate::files::SCRIPT_MAX).map_err(|e| e.to_string())?;
        let rel = p
            .strip_prefix(root)
            .unwrap_or(&p)
            .to_string_lossy()
            .replace('\\', "/");
        out.push((rel, text));
    }
    Ok(())
}

/// The marker of the errors the `--set` wrapper raises, so the message can be told apart.
const SET_ERROR: &str = "balance --set: ";

/// A card file's text wrapped so the table it returns gets `s.value` at `s.path`, on the same
/// lines: the file becomes the body of a function called on its first line; the check and the
/// assignment come after its last line. The wrapper fails loading (with `SET_ERROR`) when a
/// key on the way is missing or not a table, or the field's value has another type.
pub fn patched(text: &str, s: &SetField) -> String {
    let target = s.target();
    let fail = |msg: String| format!("error({}, 0)", lua_string(&format!("{SET_ERROR}{msg}")));
    let mut out = String::from("local __balance_def = (function() ");
    out.push_str(text);
    out.push_str("\nend)()\ndo\n  local t = __balance_def\n");
    out.push_str(&format!(
        "  if type(t) ~= \"table\" then {} end\n",
        fail(format!("card {} does not return a table", s.card))
    ));
    let mut walked = s.card.clone();
    for (i, key) in s.path.iter().enumerate() {
        let k = lua_key(key);
        let missing = fail(format!("{walked} has no field `{key}` (in {target})"));
        out.push_str(&format!("  if t[{k}] == nil then {missing} end\n"));
        walked = format!("{walked}.{key}");
        if i + 1 < s.path.len() {
            let not_table = fail(format!("{walked} is not a table (in {target})"));
            out.push_str(&format!(
                "  if type(t[{k}]) ~= \"table\" then {not_table} end\n  t = t[{k}]\n"
            ));
        } else {
            let want = s.value.lua_type();
            let wrong = format!(
                "error({} .. type(t[{k}]) .. {}, 0)",
                lua_string(&format!("{SET_ERROR}{target} is a ")),
                lua_string(&format!(", and {} is a {want}", s.value)),
            );
            out.push_str(&format!(
                "  if type(t[{k}]) ~= \"{want}\" then {wrong} end\n  t[{k}] = {}\n",
                s.value.lua()
            ));
        }
    }
    out.push_str("end\nreturn __balance_def\n");
    out
}

/// A key as Lua indexes it: a number for a list index, else a string.
fn lua_key(key: &str) -> String {
    if !key.is_empty() && key.bytes().all(|b| b.is_ascii_digit()) {
        key.to_string()
    } else {
        lua_string(key)
    }
}

/// A Lua string literal of any text.
fn lua_string(s: &str) -> String {
    let mut out = String::from("\"");
    for b in s.bytes() {
        match b {
            b'"' | b'\\' => {
                out.push('\\');
                out.push(b as char);
            }
            0x20..=0x7e => out.push(b as char),
            _ => out.push_str(&format!("\\{b:03}")),
        }
    }
    out.push('"');
    out
}

/// A variant that does not load: the `--set` wrapper's own message, or the engine's.
fn load_error(variant: &str, e: &str) -> String {
    match e.find(SET_ERROR) {
        Some(i) => {
            let msg = &e[i + SET_ERROR.len()..];
            format!("--set: {}", msg.lines().next().unwrap_or(msg))
        }
        None => format!("variant {variant} does not load: {e}"),
    }
}

/// Percentage points with a sign.
fn pp(x: f64) -> String {
    let v = 100.0 * x;
    // -0.0 prints as 0.0.
    let v = if v == 0.0 { 0.0 } else { v };
    format!("{v:+.1}")
}

fn pct(wins: u64, games: u64) -> f64 {
    100.0 * wins as f64 / games.max(1) as f64
}

impl Report {
    /// The report as text: the run, the variants, a row per seat, the games.
    pub fn render(&self) -> String {
        let mut out = format!(
            "balance: {} on {}, {} paired games (seeds {}..={}, seats rotating), bots {}\n",
            self.ruleset,
            self.scenario,
            self.games,
            self.seed,
            self.seed.wrapping_add(self.games - 1),
            self.bots.join(",")
        );
        out.push_str(&format!("A: {}\n", self.a.description.join("; ")));
        out.push_str(&format!("B: {}\n", self.b.description.join("; ")));
        out.push_str(&format!(
            "{:<10} {:>8} {:>8} {:>8} {:>16}  {}\n",
            "seat", "A win %", "B win %", "shift", "95% CI", "verdict"
        ));
        for s in &self.seats {
            let verdict = if !s.significant() {
                "no significant shift"
            } else if s.shift > 0.0 {
                "stronger under B"
            } else {
                "weaker under B"
            };
            out.push_str(&format!(
                "{:<10} {:>8.1} {:>8.1} {:>8} {:>16}  {}\n",
                s.guild,
                pct(s.wins_a, self.games),
                pct(s.wins_b, self.games),
                pp(s.shift),
                format!("[{}, {}]", pp(s.low), pp(s.high)),
                verdict
            ));
        }
        out.push_str("(win % of the games; shift and interval in percentage points, B − A)\n");
        for (name, v) in [("A", &self.a), ("B", &self.b)] {
            out.push_str(&format!(
                "{name}: {} games, {} decisive, {} capped, {} errors\n",
                self.games, v.decisive, v.capped, v.errors
            ));
            if let Some((k, e)) = &v.first_error {
                out.push_str(&format!("{name}: game {k} failed: {e}\n"));
            }
        }
        out.push_str(&format!("wall time {:.1} s\n", self.wall_seconds));
        out
    }

    /// The report as one JSON object; `wall_seconds` is the only field a seed does not fix.
    pub fn to_json(&self) -> String {
        let variant = |v: &VariantSummary| {
            let first = match &v.first_error {
                Some((k, e)) => format!("{{\"game\": {k}, \"error\": {}}}", json_string(e)),
                None => "null".into(),
            };
            format!(
                "{{\"description\": [{}], \"decisive\": {}, \"capped\": {}, \"errors\": {}, \"first_error\": {first}}}",
                v.description
                    .iter()
                    .map(|d| json_string(d))
                    .collect::<Vec<_>>()
                    .join(", "),
                v.decisive,
                v.capped,
                v.errors
            )
        };
        let seats: Vec<String> = self
            .seats
            .iter()
            .map(|s| {
                format!(
                    "    {{\"seat\": {}, \"wins_a\": {}, \"wins_b\": {}, \"win_rate_a\": {}, \"win_rate_b\": {}, \"shift\": {}, \"ci_low\": {}, \"ci_high\": {}, \"significant\": {}}}",
                    json_string(&s.guild),
                    s.wins_a,
                    s.wins_b,
                    json_number(s.wins_a as f64 / self.games as f64),
                    json_number(s.wins_b as f64 / self.games as f64),
                    json_number(s.shift),
                    json_number(s.low),
                    json_number(s.high),
                    s.significant()
                )
            })
            .collect();
        format!(
            "{{\n  \"ruleset\": {},\n  \"scenario\": {},\n  \"bots\": [{}],\n  \"seed\": {},\n  \"games\": {},\n  \"a\": {},\n  \"b\": {},\n  \"seats\": [\n{}\n  ],\n  \"wall_seconds\": {}\n}}\n",
            json_string(&self.ruleset),
            json_string(&self.scenario),
            self.bots
                .iter()
                .map(|b| json_string(b))
                .collect::<Vec<_>>()
                .join(", "),
            self.seed,
            self.games,
            variant(&self.a),
            variant(&self.b),
            seats.join(",\n"),
            json_number((self.wall_seconds * 1000.0).round() / 1000.0)
        )
    }
}

fn json_string(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// A finite number (an infinite one, which no report holds, as null).
fn json_number(x: f64) -> String {
    if x.is_finite() {
        let x = if x == 0.0 { 0.0 } else { x };
        format!("{x:?}")
    } else {
        "null".into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_parses_paths_and_scalars() {
        let s = SetField::parse("frost_lance.attack.dice=3").unwrap();
        assert_eq!(s.card, "frost_lance");
        assert_eq!(s.path, ["attack", "dice"]);
        assert_eq!(s.value, Scalar::Int(3));
        assert_eq!(
            SetField::parse("a.b=true").unwrap().value,
            Scalar::Bool(true)
        );
        assert_eq!(
            SetField::parse("a.b=2.5").unwrap().value,
            Scalar::Float(2.5)
        );
        assert_eq!(
            SetField::parse("a.b=ranged").unwrap().value,
            Scalar::Str("ranged".into())
        );
        assert_eq!(
            SetField::parse("a.b=\"3\"").unwrap().value,
            Scalar::Str("3".into())
        );
        for bad in ["a=3", "a.b", ".b=1", "a.b c=1", "a.b=", "a.b=[1]", "a..b=1"] {
            assert!(SetField::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_interval_of_paired_differences() {
        assert_eq!(paired_interval(&[0.0; 10]), (0.0, 0.0));
        let (m, h) = paired_interval(&[1.0, 0.0, 1.0, 0.0]);
        assert_eq!(m, 0.5);
        // s = √(1/3), 1.96 · s / 2
        assert!((h - 1.96 * (1.0f64 / 3.0).sqrt() / 2.0).abs() < 1e-12);
    }

    #[test]
    fn the_wrapper_keeps_lines_and_escapes() {
        let s = SetField::parse("c.attack.dice=3").unwrap();
        let text = "-- c\nreturn { attack = { dice = 2 } }\n";
        let p = patched(text, &s);
        assert!(p.starts_with("local __balance_def = (function() -- c\nreturn {"));
        assert_eq!(lua_string("a\"b\\c\n"), "\"a\\\"b\\\\c\\010\"");
    }
}
