//! Everything a game remembers, owned by Rust: the tabletop, named variables on figures, sides,
//! card instances and the game itself, and the log. Scripts change state only through the
//! functions here, and every change appends a [`LogEntry`], so the log is the full history.

use std::fmt;
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::view::Secrets;
use crate::coord::Coord;
use crate::dice::{DiceRoller, DiceSet, Roll};
use crate::error::{Error, Result};
use crate::tabletop::{FigureIdx, Tabletop};

/// A script-visible value stored in game state. Nil is absence.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Var {
    Int(i64),
    Bool(bool),
    Str(String),
}

impl fmt::Display for Var {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Var::Int(i) => write!(f, "{i}"),
            Var::Bool(b) => write!(f, "{b}"),
            Var::Str(s) => write!(f, "{s:?}"),
        }
    }
}

/// Whose variable: the game, a side, a figure, a card instance or a space of the board.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Scope {
    Game,
    Side(String),
    Figure(String),
    Card(u32),
    /// A space by its address on the board (`c4`, or a graph space's id): the one spelling
    /// scripts and the log use, so a save's log compares by text as for figures' moves.
    Space(String),
}

impl fmt::Display for Scope {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Scope::Game => write!(f, "game"),
            Scope::Side(s) => write!(f, "side {s}"),
            Scope::Figure(s) => write!(f, "{s}"),
            Scope::Card(i) => write!(f, "card #{i}"),
            Scope::Space(s) => write!(f, "space {s}"),
        }
    }
}

/// A card in the game: an instance of a card definition, held by a figure or a side.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardInstance {
    pub id: u32,
    /// The card definition's id (its file name under `cards/`).
    pub card: String,
    pub holder: Holder,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Holder {
    Figure(String),
    Side(String),
    /// Out of play (discarded, in the box).
    Nowhere,
}

impl fmt::Display for Holder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Holder::Figure(s) => write!(f, "{s}"),
            Holder::Side(s) => write!(f, "side {s}"),
            Holder::Nowhere => write!(f, "nowhere"),
        }
    }
}

/// One state change or announcement, in order. The log is what tests assert on and what a
/// replay must reproduce byte for byte.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LogEntry {
    Set {
        scope: Scope,
        key: String,
        value: Option<Var>,
    },
    /// A step; spaces by their address on the board (`c4`, or a graph space's id).
    Move {
        figure: String,
        from: String,
        to: String,
    },
    Place {
        figure: String,
        to: Option<String>,
    },
    Door {
        a: Coord,
        b: Coord,
        open: bool,
    },
    /// A space became a blocking space (`blocked`) or a blocking space a plain space.
    Blocking {
        at: Coord,
        blocked: bool,
    },
    /// A space's marker changed (`None`: taken off).
    Marker {
        at: Coord,
        marker: Option<char>,
    },
    Card {
        id: u32,
        card: String,
        holder: Holder,
    },
    Event {
        name: String,
        detail: String,
    },
    Chose {
        side: String,
        prompt: String,
        answer: String,
    },
    Roll {
        id: u32,
        die: String,
        faces: String,
    },
    Reroll {
        id: u32,
        index: usize,
        faces: String,
    },
    Rigged {
        die: String,
        faces: String,
    },
    /// A shuffle of `order.len()` items: the new order as positions of the old list (from 1).
    Shuffle {
        order: Vec<u32>,
    },
    Note(String),
}

impl fmt::Display for LogEntry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LogEntry::Set { scope, key, value } => match value {
                Some(v) => write!(f, "set {scope} {key} = {v}"),
                None => write!(f, "clear {scope} {key}"),
            },
            LogEntry::Move { figure, from, to } => write!(f, "move {figure} {from} -> {to}"),
            LogEntry::Place { figure, to } => match to {
                Some(c) => write!(f, "place {figure} at {c}"),
                None => write!(f, "remove {figure} from the board"),
            },
            LogEntry::Door { a, b, open } => write!(
                f,
                "door {a} {b} {}",
                if *open { "opened" } else { "closed" }
            ),
            LogEntry::Blocking { at, blocked } => {
                if *blocked {
                    write!(f, "block {at}")
                } else {
                    write!(f, "unblock {at}")
                }
            }
            LogEntry::Marker { at, marker } => match marker {
                Some(m) => write!(f, "mark {at} {m}"),
                None => write!(f, "unmark {at}"),
            },
            LogEntry::Card { id, card, holder } => write!(f, "card #{id} {card} -> {holder}"),
            LogEntry::Event { name, detail } => {
                if detail.is_empty() {
                    write!(f, "event {name}")
                } else {
                    write!(f, "event {name} {detail}")
                }
            }
            LogEntry::Chose {
                side,
                prompt,
                answer,
            } => write!(f, "{side} chose {answer} ({prompt})"),
            LogEntry::Roll { id, die, faces } if faces.is_empty() => {
                write!(f, "roll #{id} {die}: no dice")
            }
            LogEntry::Roll { id, die, faces } => write!(f, "roll #{id} {die}: {faces}"),
            LogEntry::Reroll { id, index, faces } => {
                write!(f, "reroll #{id} die {index}: {faces}")
            }
            LogEntry::Rigged { die, faces } => write!(f, "rigged {die}: {faces}"),
            LogEntry::Shuffle { order } => {
                write!(f, "shuffle {}: order", order.len())?;
                for i in order {
                    write!(f, " {i}")?;
                }
                Ok(())
            }
            LogEntry::Note(s) => write!(f, "note {s}"),
        }
    }
}

/// A step of the rules waiting to run: the name of a function in the rules module's `steps`
/// (`play` for the first) and its arguments. The stack of frames says where the game stands
/// between two steps, so that point of a game is plain data (forks, undo and saves copy it).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Frame {
    pub step: String,
    pub args: Vec<(String, Var)>,
    /// For the step that goes on after a question asked with `game.ask`: the option picked
    /// (its third argument).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pick: Option<Pick>,
    /// A reaction window (`game.reactions`): the kernel, not a script, runs this frame. It
    /// holds the reactors still to react; `step` is the step each reaction runs as (with
    /// `args` and the reactor as the option picked). With a `pick`, the reactor that goes
    /// now was just chosen among several.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub window: Option<Arc<Window>>,
}

/// Who may still react in a reaction window, and who orders them. Each reactor is an
/// option (key, label, its own fields as data, as `game.ask`'s); the reactions resolve one at
/// a time, each before the next and before whatever the window's opener pushed after it.
/// When several are left, `side` picks which goes first (AQ p.17: the controlling player
/// orders simultaneous effects), a question kept as data, unless the window is `listed`. `holds`, if set, names a probe step
/// (`steps[holds](game, args)`, read-only) asked before each reaction: once it answers false
/// the window closes (Arcadia: the hero left the board).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Window {
    pub side: String,
    pub prompt: String,
    pub reactors: Vec<ChoiceOption>,
    pub fields: Vec<Vec<(DatumKey, Datum)>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub holds: Option<String>,
    /// The reactors react in the order listed, nobody asked (Arena: each adjacent enemy in
    /// turn, ATC 4.1.4).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub listed: bool,
    /// The rule that opens the window (see [`Choice::rule`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rule: Option<String>,
}

impl Window {
    /// The window without reactor `index` (the one that reacts now).
    pub fn without(&self, index: usize) -> Window {
        let mut w = self.clone();
        w.reactors.remove(index);
        w.fields.remove(index);
        w
    }

    /// Reactor `index` as the option picked, for the step its reaction runs as.
    pub fn pick(&self, index: usize) -> Pick {
        let o = &self.reactors[index];
        Pick {
            index,
            key: o.key.clone(),
            label: o.label.clone(),
            fields: self.fields[index].clone(),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChoiceOption {
    /// Unique among the options; the command form a player can type (`move hero b1`).
    pub key: String,
    pub label: String,
}

/// A decision the game waits for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Choice {
    pub side: String,
    pub prompt: String,
    pub options: Vec<ChoiceOption>,
    /// Only `side` may see the answer (a secret pick): other viewers of the log read
    /// `SIDE chose (secret)` (see [`super::view`]).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub secret: bool,
    /// The rule that asks this choice, with its rulebook page, as the rules name it (`why`);
    /// none for a choice a card asks without naming one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rule: Option<String>,
}

/// A plain copy of a script value, kept in the state where the rules wait on a question
/// (`game.ask`): the options' own fields, which the step that goes on gets back. Figure and
/// card proxies are kept as what they stand for and come back as proxies.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Datum {
    Int(i64),
    Bool(bool),
    Str(String),
    Figure(String),
    Card(i64),
    /// A table's entries, keys sorted (integer keys first), so equal tables are equal data.
    Table(Vec<(DatumKey, Datum)>),
}

#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum DatumKey {
    Int(i64),
    Str(String),
}

/// The option picked, as the step that goes on after `game.ask` gets it: its index (0-based),
/// key, label and own fields.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pick {
    pub index: usize,
    pub key: String,
    pub label: String,
    pub fields: Vec<(DatumKey, Datum)>,
}

/// A question the rules wait on as data (`game.ask`): the choice, each option's own fields,
/// and the step that goes on with the answer. While the game waits here no script is
/// running, so this point of the game is a checkpoint: a fork, an undo or a load restores it
/// without running anything.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Asked {
    pub choice: Arc<Choice>,
    pub fields: Vec<Vec<(DatumKey, Datum)>>,
    pub then: Frame,
}

impl Asked {
    /// The frame that goes on after option `index` was picked.
    pub fn answered(&self, index: usize) -> Frame {
        let o = &self.choice.options[index];
        Frame {
            step: self.then.step.clone(),
            args: self.then.args.clone(),
            pick: Some(Pick {
                index,
                key: o.key.clone(),
                label: o.label.clone(),
                fields: self.fields[index].clone(),
            }),
            window: self.then.window.clone(),
        }
    }
}

/// The log: append-only and persistent, so a copy of a game shares every entry with the game
/// it was copied from (a clone costs the same after 10 entries or 100,000) and each then grows
/// on its own. Forks, undo points and saves copy whole states all the time.
/// Entries are shared (`Arc`): a copy that then grows copies the pointers of the chunk it
/// appends to, not the entries' text.
///
/// It also counts roughly the bytes it holds ([`Log::bytes`]): the text scripts put in the game
/// (notes, event details, variables, which every change logs) counts against the game's
/// memory cap like the Lua heap does.
#[derive(Clone, Debug, Default)]
pub struct Log(imbl::Vector<Arc<LogEntry>>, u64);

impl PartialEq for Log {
    fn eq(&self, other: &Log) -> bool {
        self.0 == other.0
    }
}
impl Eq for Log {}

impl LogEntry {
    /// Roughly the bytes the entry holds (its text, and the slot it takes).
    fn bytes(&self) -> u64 {
        let text = match self {
            LogEntry::Set { key, value, .. } => {
                key.len()
                    + match value {
                        Some(Var::Str(s)) => s.len(),
                        _ => 0,
                    }
            }
            LogEntry::Event { name, detail } => name.len() + detail.len(),
            LogEntry::Note(s) => s.len(),
            LogEntry::Chose {
                side,
                prompt,
                answer,
            } => side.len() + prompt.len() + answer.len(),
            // The roll's own record (the state's rolls) holds about as much again.
            LogEntry::Roll { die, faces, .. } => die.len() + 2 * faces.len(),
            LogEntry::Reroll { faces, .. } | LogEntry::Rigged { faces, .. } => faces.len(),
            LogEntry::Shuffle { order } => 4 * order.len(),
            _ => 0,
        };
        text as u64 + 48
    }
}

type Ptr = imbl::shared_ptr::DefaultSharedPtr;
fn entry(e: &Arc<LogEntry>) -> &LogEntry {
    e
}

impl Log {
    pub fn push(&mut self, e: LogEntry) {
        self.1 += e.bytes();
        self.0.push_back(Arc::new(e));
    }
    /// Roughly the bytes the log holds.
    pub fn bytes(&self) -> u64 {
        self.1
    }
    pub fn len(&self) -> usize {
        self.0.len()
    }
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    pub fn get(&self, i: usize) -> Option<&LogEntry> {
        self.0.get(i).map(|e| &**e)
    }
    pub fn last(&self) -> Option<&LogEntry> {
        self.0.back().map(|e| &**e)
    }
    pub fn iter(&self) -> LogIter<'_> {
        self.0.iter().map(entry)
    }
    /// The entries from `from` (0-based) to the end; none when `from` is past the end.
    pub fn since(&self, from: usize) -> impl Iterator<Item = &LogEntry> {
        let from = from.min(self.0.len());
        self.0.focus().narrow(from..).into_iter().map(entry)
    }
    /// Drops every entry from `len` on (a rolled-back answer's lines).
    pub fn truncate(&mut self, len: usize) {
        self.0.truncate(len);
    }
}

/// The log's entries in order.
pub type LogIter<'a> =
    std::iter::Map<imbl::vector::Iter<'a, Arc<LogEntry>, Ptr>, fn(&Arc<LogEntry>) -> &LogEntry>;

impl<'a> IntoIterator for &'a Log {
    type Item = &'a LogEntry;
    type IntoIter = LogIter<'a>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl Serialize for Log {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for Log {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
        let entries: Vec<LogEntry> = Vec::deserialize(d)?;
        let bytes = entries.iter().map(LogEntry::bytes).sum();
        Ok(Log(entries.into_iter().map(Arc::new).collect(), bytes))
    }
}

impl std::ops::Index<usize> for Log {
    type Output = LogEntry;
    fn index(&self, i: usize) -> &LogEntry {
        &self.0[i]
    }
}

/// The variables of the game, by (scope, name). Keys and values are shared (`Arc`), so a copy
/// of the state that then changes a variable copies pointers, not text.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Vars(imbl::OrdMap<Arc<(Scope, String)>, Arc<Var>>);

/// The variables in (scope, name) order.
pub type VarsIter<'a> = std::iter::Map<
    imbl::ordmap::Iter<'a, Arc<(Scope, String)>, Arc<Var>, Ptr>,
    fn((&'a Arc<(Scope, String)>, &'a Arc<Var>)) -> (&'a (Scope, String), &'a Var),
>;

fn var_pair<'a>(
    (k, v): (&'a Arc<(Scope, String)>, &'a Arc<Var>),
) -> (&'a (Scope, String), &'a Var) {
    (k, v)
}

impl Vars {
    pub fn get(&self, key: &(Scope, String)) -> Option<&Var> {
        self.0.get(key).map(|v| &**v)
    }
    /// The keys whose value differs between `self` and `other` (set in one only, or set to
    /// another value), in order. A walk of both maps that compares shared keys and values by
    /// pointer first. (Not `imbl`'s own `diff`, whose skipping of shared nodes missed a
    /// changed value between a game and its fork: `skirmish fuzz --forks`, seed 5.)
    pub fn changed_keys<'a>(&'a self, other: &'a Vars) -> Vec<&'a (Scope, String)> {
        use std::cmp::Ordering;
        let mut out = Vec::new();
        let (mut a, mut b) = (self.0.iter().peekable(), other.0.iter().peekable());
        loop {
            match (a.peek(), b.peek()) {
                (Some((ka, va)), Some((kb, vb))) => {
                    let order = if Arc::ptr_eq(ka, kb) {
                        Ordering::Equal
                    } else {
                        ka.cmp(kb)
                    };
                    match order {
                        Ordering::Less => {
                            out.push(&***ka);
                            a.next();
                        }
                        Ordering::Greater => {
                            out.push(&***kb);
                            b.next();
                        }
                        Ordering::Equal => {
                            if !Arc::ptr_eq(va, vb) && va != vb {
                                out.push(&***ka);
                            }
                            a.next();
                            b.next();
                        }
                    }
                }
                (Some((ka, _)), None) => {
                    out.push(&***ka);
                    a.next();
                }
                (None, Some((kb, _))) => {
                    out.push(&***kb);
                    b.next();
                }
                (None, None) => break,
            }
        }
        out
    }
    pub fn insert(&mut self, key: (Scope, String), value: Var) {
        self.0.insert(Arc::new(key), Arc::new(value));
    }
    pub fn remove(&mut self, key: &(Scope, String)) {
        self.0.remove(key);
    }
    pub fn len(&self) -> usize {
        self.0.len()
    }
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    pub fn iter(&self) -> VarsIter<'_> {
        self.0.iter().map(var_pair)
    }
}

impl Serialize for Vars {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        s.collect_seq(self.iter().map(|((scope, key), v)| (scope, key, v)))
    }
}

impl<'de> Deserialize<'de> for Vars {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
        let entries: Vec<(Scope, String, Var)> = Vec::deserialize(d)?;
        let mut vars = Vars::default();
        for (scope, key, v) in entries {
            vars.insert((scope, key), v);
        }
        Ok(vars)
    }
}

impl<'a> IntoIterator for &'a Vars {
    type Item = (&'a (Scope, String), &'a Var);
    type IntoIter = VarsIter<'a>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

/// Everything a game remembers. Its growing parts (variables, cards, rolls, the log) are
/// persistent structures and its fixed parts shared, so a clone is cheap and independent of
/// the game's length: forks, undo points and saves are clones. It serialises whole (a save
/// holds one; the table's caches are rebuilt on reading, see [`Tabletop`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameState {
    /// Shared between copies until one changes it (`Arc::make_mut`): most steps move nothing,
    /// and every step ends with a copy of the state (a checkpoint).
    pub table: Arc<Tabletop>,
    pub vars: Vars,
    pub cards: imbl::Vector<CardInstance>,
    /// Shared: fixed by the ruleset (a copy of the state copies no strings).
    pub sides: Arc<Vec<String>>,
    pub dice_set: Arc<DiceSet>,
    pub dice: DiceRoller,
    pub rolls: imbl::Vector<Roll>,
    pub log: Log,
    /// The steps still to run, the next one last (see [`Frame`]). Not logged: it is where the
    /// rules stand, a consequence of the inputs like the pending choice, not a change to the
    /// table.
    pub frames: Arc<Vec<Frame>>,
    /// Steps the running step pushed (`game.push`), in order; they go on `frames` when it ends.
    pub pushed: Vec<Frame>,
    /// The question the rules wait on when a step ended with `game.ask` (the game waits
    /// between two steps); None while a step runs or waits inside its code (`game.choose`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub asked: Option<Arc<Asked>>,
    /// What only some sides may see (design principle 5; [`super::view`]).
    #[serde(default, skip_serializing_if = "Secrets::is_empty")]
    pub secrets: Secrets,
    /// Set while a read-only query of the rules runs (`Game::rules_query`): every kernel
    /// function that would change the game then fails. Not saved: no query is running when
    /// a game is saved, and a state read back is never read-only.
    #[serde(skip)]
    pub read_only: bool,
}

impl GameState {
    pub fn new(table: Tabletop, sides: Vec<String>, dice_set: DiceSet, seed: u64) -> GameState {
        GameState {
            table: Arc::new(table),
            dice_set: Arc::new(dice_set),
            dice: DiceRoller::seed_from_u64(seed),
            rolls: imbl::Vector::new(),
            vars: Vars::default(),
            cards: imbl::Vector::new(),
            sides: Arc::new(sides),
            log: Log::default(),
            frames: Arc::new(vec![Frame {
                step: "play".into(),
                args: Vec::new(),
                pick: None,
                window: None,
            }]),
            pushed: Vec::new(),
            asked: None,
            secrets: Secrets::default(),
            read_only: false,
        }
    }

    pub fn figure(&self, id: &str) -> Result<FigureIdx> {
        self.table.find_figure(id)
    }

    pub fn is_on_board(&self, i: FigureIdx) -> bool {
        self.table.is_on_board(i)
    }

    pub fn get(&self, scope: &Scope, key: &str) -> Option<&Var> {
        self.vars.get(&(scope.clone(), key.to_string()))
    }

    pub fn set(&mut self, scope: Scope, key: &str, value: Option<Var>) {
        let k = (scope.clone(), key.to_string());
        if self.vars.get(&k) == value.as_ref() {
            return;
        }
        match &value {
            Some(v) => self.vars.insert(k, v.clone()),
            None => self.vars.remove(&k),
        }
        self.log.push(LogEntry::Set {
            scope,
            key: key.to_string(),
            value,
        });
    }

    pub fn int(&self, scope: &Scope, key: &str) -> i64 {
        match self.get(scope, key) {
            Some(Var::Int(i)) => *i,
            _ => 0,
        }
    }

    /// One step of movement (the rules check legality; this only records it).
    pub fn move_figure(&mut self, i: FigureIdx, to: Coord) -> Result<()> {
        let from = self.table.figure(i).at;
        if !self.table.is_on_board(i) {
            return Err(Error::Game(format!(
                "{} is not on the board",
                self.table.figure(i).id
            )));
        }
        Arc::make_mut(&mut self.table).move_through(i, to)?;
        let b = self.table.board();
        self.log.push(LogEntry::Move {
            figure: self.table.figure(i).id.clone(),
            from: b.address(from),
            to: b.address(to),
        });
        Ok(())
    }

    /// Puts a figure on a space (placement, not a move), bringing it back if off the board.
    pub fn place_figure(&mut self, i: FigureIdx, to: Coord) -> Result<()> {
        Arc::make_mut(&mut self.table).place_figure(i, to)?;
        self.log.push(LogEntry::Place {
            figure: self.table.figure(i).id.clone(),
            to: Some(self.table.board().address(to)),
        });
        Ok(())
    }

    pub fn remove_figure(&mut self, i: FigureIdx) -> Result<()> {
        if !self.table.is_on_board(i) {
            return Ok(());
        }
        Arc::make_mut(&mut self.table).lift_figure(i);
        self.log.push(LogEntry::Place {
            figure: self.table.figure(i).id.clone(),
            to: None,
        });
        Ok(())
    }

    pub fn flip_door(&mut self, a: Coord, b: Coord) -> Result<bool> {
        let open = Arc::make_mut(&mut self.table).flip_door(a, b)?;
        self.log.push(LogEntry::Door { a, b, open });
        Ok(open)
    }

    /// Turns a space into a blocking space or back (see [`Tabletop::set_blocking`]); logs only
    /// a real change.
    pub fn set_blocking(&mut self, at: Coord, blocked: bool) -> Result<()> {
        if Arc::make_mut(&mut self.table).set_blocking(at, blocked)? {
            self.log.push(LogEntry::Blocking { at, blocked });
        }
        Ok(())
    }

    /// Sets or clears a space's marker (see [`Tabletop::set_marker`]); logs only a change.
    pub fn set_marker(&mut self, at: Coord, marker: Option<char>) -> Result<()> {
        if Arc::make_mut(&mut self.table).set_marker(at, marker)? {
            self.log.push(LogEntry::Marker { at, marker });
        }
        Ok(())
    }

    pub fn new_card(&mut self, card: &str, holder: Holder) -> u32 {
        let id = self.cards.len() as u32 + 1;
        self.cards.push_back(CardInstance {
            id,
            card: card.to_string(),
            holder: holder.clone(),
        });
        self.log.push(LogEntry::Card {
            id,
            card: card.to_string(),
            holder,
        });
        id
    }

    pub fn card(&self, id: u32) -> Result<&CardInstance> {
        id.checked_sub(1)
            .and_then(|i| self.cards.get(i as usize))
            .ok_or_else(|| Error::Game(format!("no card #{id}")))
    }

    pub fn move_card(&mut self, id: u32, holder: Holder) -> Result<()> {
        self.card(id)?;
        let c = &mut self.cards[id as usize - 1];
        if c.holder == holder {
            return Ok(());
        }
        c.holder = holder.clone();
        let card = c.card.clone();
        self.log.push(LogEntry::Card { id, card, holder });
        Ok(())
    }
}

impl GameState {
    /// This state (a saved game's, read back) made to fit `start`, the state its scenario and
    /// ruleset give at the start of a game: refused with [`Error::DamagedSave`] when it could
    /// not have come from there (another board, figures, sides or dice; cards, rolls or rigged
    /// faces that name what is not there), else returned sharing `start`'s dice. What the
    /// scripts made of it is not checked here: `SaveFile::verify` replays the inputs for that.
    pub fn fitted_to(mut self, start: &GameState) -> Result<GameState> {
        let bad = |m: String| Err(Error::DamagedSave(m));
        self.table.check_fits(&start.table)?;
        if self.sides != start.sides {
            return bad(format!(
                "its sides ({}) are not the ruleset's ({})",
                self.sides.join(", "),
                start.sides.join(", ")
            ));
        }
        if self.dice_set != start.dice_set {
            return bad("its dice are not the ruleset's".into());
        }
        self.dice_set = start.dice_set.clone();
        self.dice
            .check_fits(&self.dice_set)
            .map_err(|e| Error::DamagedSave(format!("rigged dice: {e}")))?;
        for (n, roll) in self.rolls.iter().enumerate() {
            let die = self
                .dice_set
                .die(roll.die())
                .map_err(|e| Error::DamagedSave(format!("roll #{}: {e}", n + 1)))?;
            let fits = roll
                .dice()
                .iter()
                .enumerate()
                .all(|(k, d)| d.face < die.faces().len() && d.added_by.is_none_or(|p| p < k));
            if !fits {
                return bad(format!("roll #{} shows faces its die does not have", n + 1));
            }
        }
        for (n, c) in self.cards.iter().enumerate() {
            // Cards are found by id as a position in the list.
            if c.id as usize != n + 1 {
                return bad(format!("card #{} is out of order", c.id));
            }
            let held = match &c.holder {
                Holder::Figure(f) => self.table.find_figure(f).is_ok(),
                Holder::Side(s) => self.sides.contains(s),
                Holder::Nowhere => true,
            };
            if !held {
                return bad(format!(
                    "card #{} is held by `{}`, who is not in the game",
                    c.id, c.holder
                ));
            }
        }
        // A checkpoint is taken between two steps, when what the last step pushed is on the
        // stack already.
        if !self.pushed.is_empty() {
            return bad("it stops in the middle of a step".into());
        }
        if let Some(asked) = &self.asked {
            let options = &asked.choice.options;
            if options.is_empty() || asked.fields.len() != options.len() {
                return bad(
                    "the question it waits on has no options, or fields for other options".into(),
                );
            }
            let mut keys = std::collections::BTreeSet::new();
            if let Some(o) = options.iter().find(|o| !keys.insert(o.key.as_str())) {
                return bad(format!(
                    "two options of the question it waits on share the key `{}`",
                    o.key
                ));
            }
            for d in asked.fields.iter().flatten().map(|(_, d)| d) {
                self.check_datum(d)?;
            }
        }
        let windows = self.asked.iter().map(|a| &a.then);
        for f in self.frames.iter().chain(windows) {
            if let Some(p) = &f.pick {
                for (_, d) in &p.fields {
                    self.check_datum(d)?;
                }
            }
            if let Some(w) = &f.window {
                if w.fields.len() != w.reactors.len() {
                    return bad("a reaction window holds fields for other reactors".into());
                }
                for d in w.fields.iter().flatten().map(|(_, d)| d) {
                    self.check_datum(d)?;
                }
            }
        }
        Ok(self)
    }
}

impl GameState {
    /// A figure or card a saved question's option names must be in the game.
    fn check_datum(&self, d: &Datum) -> Result<()> {
        match d {
            Datum::Figure(id) if self.table.find_figure(id).is_err() => Err(Error::DamagedSave(
                format!("the question it waits on names figure `{id}`, who is not in the game"),
            )),
            Datum::Card(id) if !(1..=self.cards.len() as i64).contains(id) => {
                Err(Error::DamagedSave(format!(
                    "the question it waits on names card #{id}, which is not in the game"
                )))
            }
            Datum::Table(entries) => entries.iter().try_for_each(|(_, d)| self.check_datum(d)),
            _ => Ok(()),
        }
    }

    /// How a roll's dice read in the log: faces by their tags (`melee`, `crit+melee+ranged`,
    /// `blank`), extra dice marked `+`.
    pub fn describe_roll(&self, roll: &Roll) -> String {
        roll.view(&self.dice_set)
            .iter()
            .map(|d| {
                let name = if d.tags.is_empty() {
                    "blank".to_string()
                } else {
                    d.tags.join("+")
                };
                if d.extra { format!("{name}(+)") } else { name }
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    pub fn roll(&mut self, die: &str, n: usize, options: crate::dice::RollOptions) -> Result<u32> {
        let roll = self.dice.roll(&self.dice_set, die, n, options)?;
        let faces = self.describe_roll(&roll);
        self.rolls.push_back(roll);
        let id = self.rolls.len() as u32;
        self.log.push(LogEntry::Roll {
            id,
            die: die.to_string(),
            faces,
        });
        Ok(id)
    }

    pub fn roll_ref(&self, id: u32) -> Result<&Roll> {
        id.checked_sub(1)
            .and_then(|i| self.rolls.get(i as usize))
            .ok_or_else(|| Error::Game(format!("no roll #{id}")))
    }

    /// Rerolls die `index` (0-based) of roll `id`.
    pub fn reroll(&mut self, id: u32, index: usize) -> Result<()> {
        self.roll_ref(id)?;
        let mut roll = self.rolls[id as usize - 1].clone();
        self.dice.reroll(&self.dice_set, &mut roll, index)?;
        let faces = self.describe_roll(&roll);
        self.rolls[id as usize - 1] = roll;
        self.log.push(LogEntry::Reroll {
            id,
            index: index + 1,
            faces,
        });
        Ok(())
    }

    /// The most items one shuffle takes (far above any deck; it bounds a log entry).
    pub const MAX_SHUFFLE: usize = 10_000;

    /// A uniformly random order of `n` items: a permutation of `1..=n`, where entry `i` is the
    /// position in the old list of the item that now lies at `i`. Drawn straight from the
    /// game's generator (Fisher–Yates, [`GameRng::shuffle`](crate::rng::GameRng::shuffle): one
    /// draw per item after the first), never from rigged dice, and logged as one entry
    /// (`shuffle 3: order 2 3 1`), also for 0 or 1 items, which draw nothing.
    pub fn shuffle(&mut self, n: usize) -> Result<Vec<u32>> {
        if n > Self::MAX_SHUFFLE {
            return Err(Error::Game(format!(
                "cannot shuffle {n} items (0 to {})",
                Self::MAX_SHUFFLE
            )));
        }
        let mut order: Vec<u32> = (1..=n as u32).collect();
        self.dice.rng_mut().shuffle(&mut order);
        self.log.push(LogEntry::Shuffle {
            order: order.clone(),
        });
        Ok(order)
    }

    /// Forgets the rigged faces of `die`, or of every die (`rig clear`): the next dice roll
    /// from the generator again.
    pub fn unrig(&mut self, die: Option<&str>) -> Result<()> {
        self.dice.unrig(&self.dice_set, die)?;
        self.log.push(LogEntry::Note(match die {
            Some(die) => format!("rigged {die} dice cleared"),
            None => "rigged dice cleared".to_string(),
        }));
        Ok(())
    }

    /// Queues faces the next dice of `die` will show (tests and teaching).
    pub fn rig(&mut self, die: &str, faces: &[&str]) -> Result<()> {
        self.dice.rig(&self.dice_set, die, faces)?;
        self.log.push(LogEntry::Rigged {
            die: die.to_string(),
            faces: faces.join(" "),
        });
        Ok(())
    }
}
