//! Dice a ruleset defines in data: named dice whose faces carry tags, an optional exploding tag,
//! rolls, die-by-die rerolls, rigged faces for tests, and the exact distribution of successes.
//!
//! # The dice file
//! One YAML file per ruleset (the kernel receives its text, it reads no files):
//! ```yaml
//! explode_on: crit          # optional: a face with this tag adds one more die of its kind
//! dice:
//!   attack:
//!     colour: black         # optional, for people
//!     faces:                # one entry per face, each a list of tags ([] = blank)
//!       - [melee]
//!       - [crit, melee]
//!   defence:
//!     faces: [[shield], [crit, shield], [], []]
//! ```
//! A face is a success for a roll looking for tag `T` when it carries `T`; a face that should
//! succeed for everything (a critical) simply carries every success tag.
//!
//! # Rolls
//! [`DiceRoller::roll`] rolls a pool of N dice of one kind. With [`RollOptions::explode`], every
//! die showing the exploding tag adds one more die of the same kind, which may explode again,
//! without limit; extra dice are appended after the pool in the order they are added, and each
//! records the die that added it ([`RolledDie::added_by`]). Spawn-style rolls use
//! [`RollOptions::SPAWN`]: no explosion, no rerolls.
//!
//! # Rerolls
//! [`DiceRoller::reroll`] rerolls one die, chosen by index, and replaces its face. An exploding
//! face gives its extra die only if it is the die's *final* face:
//! * exploding → not exploding: the extra die it had added is removed, together with every die
//!   that extra die added in turn (recursively); later dice move down to fill the gap;
//! * not exploding → exploding: one extra die is added (appended), which may explode again;
//! * exploding → exploding: the die keeps the extra die it already gave (no new one).
//!
//! So at every moment a roll with explosion holds exactly one extra die per die showing the
//! exploding tag.
//!
//! # Randomness and rigged dice
//! A [`DiceRoller`] holds the game's [`GameRng`] and a queue of rigged faces per die name. Each
//! face drawn for a die (pool, extra dice, rerolls, in that order) comes from the front of that
//! die's queue when it is not empty, else from the generator. The roller is `Clone` and
//! serialisable, so it lives in the game state and a saved game resumes the same rolls.

use std::collections::{BTreeMap, VecDeque};
use std::fmt::Write as _;

use serde::{Deserialize, Serialize};

use crate::error::{Error, Result};
use crate::rng::GameRng;

/// The most distinct tags a dice file may use.
pub const MAX_TAGS: usize = 64;

/// A tag of a [`DiceSet`], resolved from its name with [`DiceSet::tag`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Tag(u8);

/// The tags a face carries, as a bit set over its [`DiceSet`]'s tags.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct TagSet(u64);

impl TagSet {
    pub fn contains(self, tag: Tag) -> bool {
        self.0 >> tag.0 & 1 == 1
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// The tags, in the order of [`DiceSet::tags`].
    pub fn iter(self) -> impl Iterator<Item = Tag> {
        (0..MAX_TAGS as u8)
            .filter(move |&t| self.contains(Tag(t)))
            .map(Tag)
    }

    fn with(self, tag: Tag) -> TagSet {
        TagSet(self.0 | 1 << tag.0)
    }
}

/// One face of a die.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Face {
    tags: Vec<String>,
    set: TagSet,
}

impl Face {
    /// The tag names, as written in the dice file (empty: a blank face).
    pub fn tags(&self) -> &[String] {
        &self.tags
    }

    pub fn tag_set(&self) -> TagSet {
        self.set
    }

    pub fn has(&self, tag: Tag) -> bool {
        self.set.contains(tag)
    }
}

/// A kind of die: its name and faces (each equally likely).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Die {
    name: String,
    colour: Option<String>,
    faces: Vec<Face>,
}

impl Die {
    pub fn name(&self) -> &str {
        &self.name
    }

    pub fn colour(&self) -> Option<&str> {
        self.colour.as_deref()
    }

    pub fn faces(&self) -> &[Face] {
        &self.faces
    }
}

/// A ruleset's dice, parsed from its dice file. A game's state carries them (serialised with
/// it); a saved game's are checked against its ruleset's when it loads.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DiceSet {
    /// Sorted by name.
    dice: Vec<Die>,
    /// Every tag, in order of first appearance (dice by name, faces in order).
    tags: Vec<String>,
    explode_on: Option<Tag>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DiceFile {
    #[serde(default)]
    explode_on: Option<String>,
    dice: BTreeMap<String, DieSpec>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DieSpec {
    #[serde(default)]
    colour: Option<String>,
    faces: Vec<Vec<String>>,
}

fn is_name(s: &str) -> bool {
    s.bytes().next().is_some_and(|b| b.is_ascii_alphabetic())
        && s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
}

impl DiceSet {
    /// The dice of a ruleset with no dice file: none (every roll names an unknown die).
    pub fn none() -> DiceSet {
        DiceSet {
            dice: Vec::new(),
            tags: Vec::new(),
            explode_on: None,
        }
    }

    /// Parses a dice file; `source` names it in errors.
    ///
    /// Refused: unknown keys, no dice, a die without faces, names that are not a letter followed
    /// by letters, digits, `_` or `-`, a tag twice on one face, more than [`MAX_TAGS`] tags, an
    /// `explode_on` tag that no face carries, and a die whose every face explodes (its rolls
    /// would never end).
    pub fn parse(text: &str, source: &str) -> Result<DiceSet> {
        let bad = |msg: String| Error::Dice(format!("{source}: {msg}"));
        let file: DiceFile = crate::yaml::from_str(text, crate::yaml::YamlLimits::DATA)
            .map_err(|e| bad(e.to_string()))?;
        if file.dice.is_empty() {
            return Err(bad("no dice under `dice`".into()));
        }
        let mut tags: Vec<String> = Vec::new();
        let mut dice = Vec::with_capacity(file.dice.len());
        for (name, spec) in file.dice {
            if !is_name(&name) {
                return Err(bad(format!("bad die name `{name}`")));
            }
            if spec.faces.is_empty() {
                return Err(bad(format!("die `{name}` has no faces")));
            }
            if spec.faces.len() > u32::MAX as usize {
                return Err(bad(format!("die `{name}` has too many faces")));
            }
            let mut faces = Vec::with_capacity(spec.faces.len());
            for (i, face_tags) in spec.faces.into_iter().enumerate() {
                let mut set = TagSet::default();
                for t in &face_tags {
                    if !is_name(t) {
                        return Err(bad(format!("die `{name}` face {i}: bad tag `{t}`")));
                    }
                    let id = match tags.iter().position(|k| k == t) {
                        Some(p) => p,
                        None if tags.len() < MAX_TAGS => {
                            tags.push(t.clone());
                            tags.len() - 1
                        }
                        None => {
                            return Err(bad(format!("more than {MAX_TAGS} distinct tags")));
                        }
                    };
                    let tag = Tag(id as u8);
                    if set.contains(tag) {
                        return Err(bad(format!("die `{name}` face {i}: tag `{t}` twice")));
                    }
                    set = set.with(tag);
                }
                faces.push(Face {
                    tags: face_tags,
                    set,
                });
            }
            dice.push(Die {
                name,
                colour: spec.colour,
                faces,
            });
        }
        let explode_on = match file.explode_on {
            None => None,
            Some(t) => match tags.iter().position(|k| *k == t) {
                Some(p) => Some(Tag(p as u8)),
                None => return Err(bad(format!("explode_on: no face carries tag `{t}`"))),
            },
        };
        if let Some(x) = explode_on {
            for d in &dice {
                if d.faces.iter().all(|f| f.has(x)) {
                    return Err(bad(format!(
                        "every face of die `{}` explodes, so its rolls would never end",
                        d.name
                    )));
                }
            }
        }
        Ok(DiceSet {
            dice,
            tags,
            explode_on,
        })
    }

    /// Every die, sorted by name.
    pub fn dice(&self) -> &[Die] {
        &self.dice
    }

    /// The die called `name`.
    pub fn die(&self, name: &str) -> Result<&Die> {
        self.dice
            .iter()
            .find(|d| d.name == name)
            .ok_or_else(|| Error::UnknownDie {
                die: name.to_string(),
                known: self
                    .dice
                    .iter()
                    .map(|d| d.name.as_str())
                    .collect::<Vec<_>>()
                    .join(", "),
            })
    }

    /// Every tag name; [`Tag`]s index this list.
    pub fn tags(&self) -> &[String] {
        &self.tags
    }

    /// The tag called `name` (a tag some face of some die carries).
    pub fn tag(&self, name: &str) -> Result<Tag> {
        self.tags
            .iter()
            .position(|t| t == name)
            .map(|p| Tag(p as u8))
            .ok_or_else(|| Error::UnknownTag {
                tag: name.to_string(),
                known: self.tags.join(", "),
            })
    }

    pub fn tag_name(&self, tag: Tag) -> &str {
        &self.tags[tag.0 as usize]
    }

    pub fn tag_names(&self, set: TagSet) -> Vec<&str> {
        set.iter().map(|t| self.tag_name(t)).collect()
    }

    /// The tag whose faces add a die, if the ruleset has one.
    pub fn explode_on(&self) -> Option<Tag> {
        self.explode_on
    }

    /// Finds a face of die `die` by name: a face index (`"0"`, `"5"`), else a tag (the face
    /// carrying it with the fewest tags, then the lowest index: `melee` is a plain melee face,
    /// not the critical that also carries `melee`), else `blank` (the first face without
    /// tags).
    pub fn face(&self, die: &str, name: &str) -> Result<usize> {
        let d = self.die(die)?;
        let found = if let Ok(i) = name.parse::<usize>() {
            (i < d.faces.len()).then_some(i)
        } else if let Some(t) = self.tags.iter().position(|t| t == name) {
            let tag = Tag(t as u8);
            (0..d.faces.len())
                .filter(|&i| d.faces[i].has(tag))
                .min_by_key(|&i| d.faces[i].tags.len())
        } else if name == "blank" {
            d.faces.iter().position(|f| f.tags.is_empty())
        } else {
            None
        };
        found.ok_or_else(|| {
            let mut known = format!("faces 0 to {}", d.faces.len() - 1);
            let mut on_die = TagSet::default();
            for f in &d.faces {
                on_die.0 |= f.set.0;
            }
            if !on_die.is_empty() {
                let _ = write!(known, ", or a tag: {}", self.tag_names(on_die).join(", "));
            }
            if d.faces.iter().any(|f| f.tags.is_empty()) {
                known.push_str(", or blank");
            }
            Error::UnknownFace {
                die: die.to_string(),
                face: name.to_string(),
                known,
            }
        })
    }

    /// The exact distribution of the number of dice showing `success` when rolling `pool` dice
    /// of die `die`, with or without explosion, for counts `0..=max`, plus the probability of
    /// more than `max` (with explosion the count has no upper bound).
    ///
    /// Each die of the pool contributes independently: with face probabilities `a0` (no
    /// success, no explosion), `a1` (success, no explosion), `b0` (explodes, no success), `b1`
    /// (explodes and succeeds), one die and its chain of extra dice has the generating function
    /// `G(z) = (a0 + a1 z) / (1 - b0 - b1 z)`; the pool's is `G(z)^pool`, expanded here as a
    /// power series truncated after `z^max`, in `f64`.
    pub fn distribution(
        &self,
        die: &str,
        pool: usize,
        success: Tag,
        explode: bool,
        max: usize,
    ) -> Result<Distribution> {
        let d = self.die(die)?;
        let n = d.faces.len() as f64;
        let (mut a0, mut a1, mut b0, mut b1) = (0.0, 0.0, 0.0, 0.0);
        for f in &d.faces {
            let explodes = explode && self.explode_on.is_some_and(|x| f.has(x));
            match (explodes, f.has(success)) {
                (false, false) => a0 += 1.0,
                (false, true) => a1 += 1.0,
                (true, false) => b0 += 1.0,
                (true, true) => b1 += 1.0,
            }
        }
        let (a0, a1, b0, b1) = (a0 / n, a1 / n, b0 / n, b1 / n);
        // 1 / (1 - b0 - b1 z) = sum_j c^j z^j / (1 - b0), c = b1 / (1 - b0).
        let c = b1 / (1.0 - b0);
        let mut h = Vec::with_capacity(max + 1);
        let mut term = 1.0 / (1.0 - b0);
        for _ in 0..=max {
            h.push(term);
            term *= c;
        }
        let one: Vec<f64> = (0..=max)
            .map(|k| a0 * h[k] + if k > 0 { a1 * h[k - 1] } else { 0.0 })
            .collect();
        let mut p = vec![0.0; max + 1];
        p[0] = 1.0;
        for _ in 0..pool {
            let mut next = vec![0.0; max + 1];
            for (i, &pi) in p.iter().enumerate() {
                if pi == 0.0 {
                    continue;
                }
                for (j, &oj) in one.iter().enumerate().take(max + 1 - i) {
                    next[i + j] += pi * oj;
                }
            }
            p = next;
        }
        let tail = (1.0 - p.iter().sum::<f64>()).max(0.0);
        Ok(Distribution {
            probabilities: p,
            tail,
        })
    }
}

/// The distribution of a count: `probabilities[k]` = P(count = k) for `k` up to a cut-off,
/// `tail` = P(count > cut-off).
#[derive(Clone, Debug, PartialEq)]
pub struct Distribution {
    pub probabilities: Vec<f64>,
    pub tail: f64,
}

/// How a roll behaves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RollOptions {
    /// Faces with the ruleset's exploding tag add a die.
    pub explode: bool,
    /// Dice of the roll may be rerolled.
    pub rerollable: bool,
}

impl RollOptions {
    /// An ordinary roll: explodes, may be rerolled.
    pub const NORMAL: RollOptions = RollOptions {
        explode: true,
        rerollable: true,
    };
    /// A spawn roll: never explodes, never rerolled.
    pub const SPAWN: RollOptions = RollOptions {
        explode: false,
        rerollable: false,
    };
}

impl Default for RollOptions {
    fn default() -> RollOptions {
        RollOptions::NORMAL
    }
}

/// One die of a [`Roll`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RolledDie {
    /// The face it shows, an index into [`Die::faces`].
    pub face: usize,
    /// That face's tags.
    pub tags: TagSet,
    /// For an extra die, the index in the roll of the die whose exploding face added it;
    /// `None` for a die of the original pool.
    pub added_by: Option<usize>,
    /// How many times it was rerolled.
    pub rerolls: u32,
}

impl RolledDie {
    /// Added by an explosion rather than part of the pool.
    pub fn is_extra(&self) -> bool {
        self.added_by.is_some()
    }

    pub fn has(&self, tag: Tag) -> bool {
        self.tags.contains(tag)
    }
}

/// A rolled die with its names spelled out (for scripts and people).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DieView<'a> {
    pub die: &'a str,
    pub face: usize,
    pub tags: Vec<&'a str>,
    pub extra: bool,
    pub added_by: Option<usize>,
    pub rerolls: u32,
}

/// The dice of one roll, pool first, then extra dice in the order they were added.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Roll {
    die: String,
    options: RollOptions,
    dice: Vec<RolledDie>,
}

impl Roll {
    /// The name of the die rolled.
    pub fn die(&self) -> &str {
        &self.die
    }

    pub fn options(&self) -> RollOptions {
        self.options
    }

    pub fn dice(&self) -> &[RolledDie] {
        &self.dice
    }

    /// The number of dice, extra dice included.
    pub fn len(&self) -> usize {
        self.dice.len()
    }

    pub fn is_empty(&self) -> bool {
        self.dice.is_empty()
    }

    /// The number of extra dice added by explosions.
    pub fn extras(&self) -> usize {
        self.dice.iter().filter(|d| d.is_extra()).count()
    }

    /// The number of dice showing `tag`: the successes of a roll looking for `tag`, or the
    /// criticals when `tag` is the critical tag.
    pub fn count(&self, tag: Tag) -> usize {
        self.dice.iter().filter(|d| d.has(tag)).count()
    }

    /// Whether at least one die shows `tag`. An effect gated on a critical fires once when
    /// this is true for the *final* roll (after rerolls), however many criticals it shows.
    pub fn shows(&self, tag: Tag) -> bool {
        self.dice.iter().any(|d| d.has(tag))
    }

    /// [`count`](Self::count) by tag name.
    pub fn count_named(&self, set: &DiceSet, tag: &str) -> Result<usize> {
        Ok(self.count(set.tag(tag)?))
    }

    /// The dice with die and tag names spelled out.
    pub fn view<'a>(&'a self, set: &'a DiceSet) -> Vec<DieView<'a>> {
        self.dice
            .iter()
            .map(|d| DieView {
                die: &self.die,
                face: d.face,
                tags: set.tag_names(d.tags),
                extra: d.is_extra(),
                added_by: d.added_by,
                rerolls: d.rerolls,
            })
            .collect()
    }

    /// Removes the extra die added by die `i`, and every die it added in turn; returns how many
    /// dice went. Extra dice always come after the die that added them, so one forward pass
    /// finds them all.
    fn remove_extras_of(&mut self, i: usize) -> usize {
        let n = self.dice.len();
        let mut gone = vec![false; n];
        for k in i + 1..n {
            if let Some(p) = self.dice[k].added_by {
                gone[k] = p == i || gone[p];
            }
        }
        let mut new_index = vec![usize::MAX; n];
        let mut kept = Vec::with_capacity(n);
        for (k, d) in self.dice.iter().enumerate() {
            if !gone[k] {
                new_index[k] = kept.len();
                kept.push(*d);
            }
        }
        for d in &mut kept {
            if let Some(p) = d.added_by {
                d.added_by = Some(new_index[p]);
            }
        }
        let removed = n - kept.len();
        self.dice = kept;
        removed
    }
}

/// What a reroll did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reroll {
    pub old_face: usize,
    pub new_face: usize,
    /// Extra dice appended (the new face explodes and the old one did not).
    pub added: usize,
    /// Extra dice removed (the old face exploded and the new one does not).
    pub removed: usize,
}

/// The dice-rolling state of a game: its random generator and the rigged faces still queued.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DiceRoller {
    rng: GameRng,
    /// Die name → faces the next draws of that die will show, front first.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    rigged: BTreeMap<String, VecDeque<usize>>,
}

impl DiceRoller {
    pub fn new(rng: GameRng) -> DiceRoller {
        DiceRoller {
            rng,
            rigged: BTreeMap::new(),
        }
    }

    pub fn seed_from_u64(seed: u64) -> DiceRoller {
        DiceRoller::new(GameRng::seed_from_u64(seed))
    }

    pub fn rng(&self) -> &GameRng {
        &self.rng
    }

    /// Checks that the rigged faces still queued are faces of `set`'s dice (a saved game's
    /// roller, read back, against its ruleset's dice).
    pub fn check_fits(&self, set: &DiceSet) -> Result<()> {
        for (die, faces) in &self.rigged {
            let d = set.die(die)?;
            if let Some(&bad) = faces.iter().find(|&&f| f >= d.faces.len()) {
                return Err(Error::UnknownFace {
                    die: die.clone(),
                    face: bad.to_string(),
                    known: format!("faces 0 to {}", d.faces.len() - 1),
                });
            }
        }
        Ok(())
    }

    /// The game's generator, for its other random decisions (shuffles), so that one stream
    /// drives the whole game.
    pub fn rng_mut(&mut self) -> &mut GameRng {
        &mut self.rng
    }

    /// Queues faces for the next draws of die `die`, each named as [`DiceSet::face`] accepts
    /// (`"crit"`, `"melee"`, `"blank"`, `"3"`). All or nothing: on an unknown die or face,
    /// nothing is queued.
    pub fn rig(&mut self, set: &DiceSet, die: &str, faces: &[&str]) -> Result<()> {
        let faces = faces
            .iter()
            .map(|f| set.face(die, f))
            .collect::<Result<Vec<_>>>()?;
        self.rig_faces(set, die, &faces)
    }

    /// Queues faces by index for the next draws of die `die`. All or nothing.
    pub fn rig_faces(&mut self, set: &DiceSet, die: &str, faces: &[usize]) -> Result<()> {
        let d = set.die(die)?;
        if let Some(&bad) = faces.iter().find(|&&f| f >= d.faces.len()) {
            return Err(Error::UnknownFace {
                die: die.to_string(),
                face: bad.to_string(),
                known: format!("faces 0 to {}", d.faces.len() - 1),
            });
        }
        if !faces.is_empty() {
            self.rigged
                .entry(d.name.clone())
                .or_default()
                .extend(faces.iter().copied());
        }
        Ok(())
    }

    /// How many rigged faces of die `die` are still queued.
    pub fn rigged(&self, die: &str) -> usize {
        self.rigged.get(die).map_or(0, VecDeque::len)
    }

    /// Forgets every rigged face.
    pub fn clear_rigged(&mut self) {
        self.rigged.clear();
    }

    /// Every die's rigged faces still queued (by index), front first.
    pub fn rigged_queue(&self) -> &BTreeMap<String, VecDeque<usize>> {
        &self.rigged
    }

    /// Forgets the rigged faces of die `die` (it must be one of `set`'s), or of every die.
    pub fn unrig(&mut self, set: &DiceSet, die: Option<&str>) -> Result<()> {
        match die {
            Some(die) => {
                let d = set.die(die)?;
                self.rigged.remove(&d.name);
            }
            None => self.rigged.clear(),
        }
        Ok(())
    }

    /// The face of the next die of kind `d`: the rigged queue first, then the generator.
    #[inline]
    fn draw(&mut self, d: &Die) -> usize {
        if !self.rigged.is_empty()
            && let Some(q) = self.rigged.get_mut(&d.name)
            && let Some(f) = q.pop_front()
        {
            if q.is_empty() {
                self.rigged.remove(&d.name);
            }
            return f;
        }
        self.rng.below(d.faces.len() as u32) as usize
    }

    fn die_showing(d: &Die, face: usize, added_by: Option<usize>) -> RolledDie {
        RolledDie {
            face,
            tags: d.faces[face].set,
            added_by,
            rerolls: 0,
        }
    }

    /// Adds the extra dice owed by dice `start..` of the roll, and by those extra dice in turn.
    fn explode_from(&mut self, set: &DiceSet, d: &Die, roll: &mut Roll, start: usize) {
        let Some(x) = set.explode_on.filter(|_| roll.options.explode) else {
            return;
        };
        let mut j = start;
        while j < roll.dice.len() {
            if roll.dice[j].has(x) {
                let f = self.draw(d);
                roll.dice.push(Self::die_showing(d, f, Some(j)));
            }
            j += 1;
        }
    }

    /// Rolls `pool` dice of kind `die`.
    pub fn roll(
        &mut self,
        set: &DiceSet,
        die: &str,
        pool: usize,
        options: RollOptions,
    ) -> Result<Roll> {
        let d = set.die(die)?;
        let mut roll = Roll {
            die: d.name.clone(),
            options,
            dice: Vec::with_capacity(pool + pool / 2 + 1),
        };
        for _ in 0..pool {
            let f = self.draw(d);
            roll.dice.push(Self::die_showing(d, f, None));
        }
        self.explode_from(set, d, &mut roll, 0);
        Ok(roll)
    }

    /// Rerolls die `index` of `roll` (see the module documentation for what happens to extra
    /// dice). On an error the roll and the roller are unchanged.
    pub fn reroll(&mut self, set: &DiceSet, roll: &mut Roll, index: usize) -> Result<Reroll> {
        if !roll.options.rerollable {
            return Err(Error::NotRerollable {
                die: roll.die.clone(),
            });
        }
        if index >= roll.dice.len() {
            return Err(Error::NoSuchDie {
                index,
                count: roll.dice.len(),
            });
        }
        let d = set.die(&roll.die)?;
        let old = roll.dice[index];
        let f = self.draw(d);
        let new = &mut roll.dice[index];
        new.face = f;
        new.tags = d.faces[f].set;
        new.rerolls += 1;
        let new = *new;
        let mut outcome = Reroll {
            old_face: old.face,
            new_face: f,
            added: 0,
            removed: 0,
        };
        if let Some(x) = set.explode_on.filter(|_| roll.options.explode) {
            match (old.has(x), new.has(x)) {
                (true, false) => outcome.removed = roll.remove_extras_of(index),
                (false, true) => {
                    let before = roll.dice.len();
                    let g = self.draw(d);
                    roll.dice.push(Self::die_showing(d, g, Some(index)));
                    self.explode_from(set, d, roll, before);
                    outcome.added = roll.dice.len() - before;
                }
                _ => {}
            }
        }
        Ok(outcome)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SET: &str = "\
explode_on: crit
dice:
  attack:
    colour: black
    faces:
      - [melee]
      - [melee]
      - [melee]
      - [ranged]
      - [ranged]
      - [crit, melee, ranged]
  defence:
    colour: white
    faces: [[shield], [crit, shield], [], [], [], []]
";

    fn set() -> DiceSet {
        DiceSet::parse(SET, "dice.yaml").unwrap()
    }

    fn faces(r: &Roll) -> Vec<usize> {
        r.dice().iter().map(|d| d.face).collect()
    }

    fn parents(r: &Roll) -> Vec<Option<usize>> {
        r.dice().iter().map(|d| d.added_by).collect()
    }

    /// Every die showing the exploding tag has exactly one extra die, every extra die's
    /// parent shows it and comes before it.
    fn assert_consistent(s: &DiceSet, r: &Roll) {
        let x = s.explode_on().unwrap();
        for (i, d) in r.dice().iter().enumerate() {
            let children = r.dice().iter().filter(|e| e.added_by == Some(i)).count();
            let expect = usize::from(r.options().explode && d.has(x));
            assert_eq!(children, expect, "die {i} of {r:?}");
            if let Some(p) = d.added_by {
                assert!(p < i && r.dice()[p].has(x), "die {i} of {r:?}");
            }
            assert_eq!(d.tags, s.die(r.die()).unwrap().faces()[d.face].tag_set());
        }
    }

    #[test]
    fn parses_dice_faces_and_tags() {
        let s = set();
        let names: Vec<&str> = s.dice().iter().map(Die::name).collect();
        assert_eq!(names, ["attack", "defence"]);
        let a = s.die("attack").unwrap();
        assert_eq!(a.colour(), Some("black"));
        assert_eq!(a.faces().len(), 6);
        assert_eq!(a.faces()[5].tags(), ["crit", "melee", "ranged"]);
        assert_eq!(s.tags(), ["melee", "ranged", "crit", "shield"]);
        assert_eq!(s.explode_on(), Some(s.tag("crit").unwrap()));
        let d = s.die("defence").unwrap();
        assert!(d.faces()[2].tag_set().is_empty());
        assert_eq!(
            s.tag_names(d.faces()[1].tag_set()),
            ["crit", "shield"],
            "names in tag order"
        );
    }

    #[test]
    fn bad_files_are_refused() {
        let cases = [
            ("dice: {}", "no dice"),
            ("dice:\n  a:\n    faces: []", "no faces"),
            ("dice:\n  a:\n    faces: [[x, x]]", "twice"),
            ("dice:\n  a:\n    faces: [[\"2x\"]]", "bad tag"),
            ("dice:\n  \"a b\":\n    faces: [[x]]", "bad die name"),
            (
                "explode_on: crt\ndice:\n  a:\n    faces: [[crit], []]",
                "crt",
            ),
            (
                "explode_on: x\ndice:\n  a:\n    faces: [[x], [x]]",
                "never end",
            ),
            ("dice:\n  a:\n    faces: [[x]]\n    sides: 6", "sides"),
            ("explode: x\ndice:\n  a:\n    faces: [[x]]", "explode"),
        ];
        for (text, needle) in cases {
            let e = DiceSet::parse(text, "f.yaml").unwrap_err();
            assert!(matches!(e, Error::Dice(_)), "{text}: {e:?}");
            let m = e.to_string();
            assert!(
                m.starts_with("f.yaml: ") && m.contains(needle),
                "{text}: {m}"
            );
        }
        let many: String = (0..65).map(|i| format!("[t{i}], ")).collect();
        let text = format!("dice:\n  a:\n    faces: [{many}]");
        let e = DiceSet::parse(&text, "f").unwrap_err().to_string();
        assert!(e.contains("more than 64"), "{e}");
    }

    #[test]
    fn unknown_die_tag_and_face_are_errors() {
        let s = set();
        let mut roller = DiceRoller::seed_from_u64(1);
        let e = roller
            .roll(&s, "green", 2, RollOptions::NORMAL)
            .unwrap_err();
        assert_eq!(
            e,
            Error::UnknownDie {
                die: "green".into(),
                known: "attack, defence".into()
            }
        );
        assert_eq!(
            e.to_string(),
            "unknown die `green` (this ruleset's dice: attack, defence)"
        );
        let e = s.tag("sword").unwrap_err();
        assert!(matches!(e, Error::UnknownTag { ref tag, .. } if tag == "sword"));
        let r = roller.roll(&s, "attack", 2, RollOptions::NORMAL).unwrap();
        assert!(r.count_named(&s, "sword").is_err());
        let e = roller.rig(&s, "attack", &["crit", "bow"]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "die `attack` has no face `bow` (faces 0 to 5, or a tag: melee, ranged, crit)"
        );
        assert_eq!(roller.rigged("attack"), 0, "nothing queued on an error");
        assert!(roller.rig(&s, "attack", &["6"]).is_err());
        assert!(
            roller.rig(&s, "attack", &["blank"]).is_err(),
            "no blank face"
        );
        assert!(
            roller.rig(&s, "attack", &["shield"]).is_err(),
            "not on this die"
        );
        assert!(roller.rig_faces(&s, "defence", &[6]).is_err());
        assert!(roller.rig(&s, "white", &["crit"]).is_err());
    }

    #[test]
    fn faces_by_name() {
        let s = set();
        assert_eq!(s.face("attack", "melee").unwrap(), 0);
        assert_eq!(s.face("attack", "ranged").unwrap(), 3);
        assert_eq!(s.face("attack", "crit").unwrap(), 5);
        assert_eq!(s.face("attack", "4").unwrap(), 4);
        assert_eq!(s.face("defence", "shield").unwrap(), 0);
        assert_eq!(s.face("defence", "crit").unwrap(), 1);
        assert_eq!(s.face("defence", "blank").unwrap(), 2);
    }

    #[test]
    fn rigged_faces_come_first_then_the_generator() {
        let s = set();
        let mut rigged = DiceRoller::seed_from_u64(5);
        let mut plain = DiceRoller::seed_from_u64(5);
        rigged
            .rig(&s, "attack", &["ranged", "melee", "blank"])
            .unwrap_err();
        rigged.rig(&s, "attack", &["ranged", "melee"]).unwrap();
        rigged.rig(&s, "defence", &["blank"]).unwrap();
        assert_eq!(rigged.rigged("attack"), 2);
        let r = rigged.roll(&s, "attack", 3, RollOptions::SPAWN).unwrap();
        let p = plain.roll(&s, "attack", 1, RollOptions::SPAWN).unwrap();
        assert_eq!(faces(&r), [3, 0, p.dice()[0].face]);
        assert_eq!(rigged.rigged("attack"), 0);
        assert_eq!(rigged.rigged("defence"), 1, "other dice keep their queue");
        let r = rigged.roll(&s, "defence", 1, RollOptions::NORMAL).unwrap();
        assert_eq!(faces(&r), [2]);
        rigged.rig(&s, "defence", &["crit"]).unwrap();
        rigged.clear_rigged();
        assert_eq!(rigged.rigged("defence"), 0);
        // The rigged draws consumed no random numbers.
        assert_eq!(rigged.rng(), plain.rng());
    }

    #[test]
    fn explosion_chains_add_one_die_per_crit_without_limit() {
        let s = set();
        let crit = s.tag("crit").unwrap();
        let melee = s.tag("melee").unwrap();
        let mut roller = DiceRoller::seed_from_u64(1);
        // Pool: crit, melee. The crit's extra die crits, that one's crits, then a ranged.
        roller
            .rig(&s, "attack", &["crit", "melee", "crit", "crit", "ranged"])
            .unwrap();
        let r = roller.roll(&s, "attack", 2, RollOptions::NORMAL).unwrap();
        assert_eq!(faces(&r), [5, 0, 5, 5, 3]);
        assert_eq!(parents(&r), [None, None, Some(0), Some(2), Some(3)]);
        assert_eq!(r.extras(), 3);
        assert_eq!(r.count(crit), 3);
        assert_eq!(r.count(melee), 4, "crits are melee successes");
        assert_eq!(r.count_named(&s, "ranged").unwrap(), 4);
        assert!(r.shows(crit));
        assert_consistent(&s, &r);
        let v = r.view(&s);
        assert_eq!(v[4].die, "attack");
        assert_eq!(v[4].tags, ["ranged"]);
        assert!(v[4].extra && !v[1].extra);

        // A long chain: 50 crits in a row, then a blank.
        let mut chain = vec!["crit"; 50];
        chain.push("blank");
        roller.rig(&s, "defence", &chain).unwrap();
        let r = roller.roll(&s, "defence", 1, RollOptions::NORMAL).unwrap();
        assert_eq!(r.len(), 51);
        assert_eq!(r.count(crit), 50);
        assert_consistent(&s, &r);
    }

    #[test]
    fn spawn_rolls_never_explode_and_are_never_rerolled() {
        let s = set();
        let crit = s.tag("crit").unwrap();
        let mut roller = DiceRoller::seed_from_u64(2);
        roller.rig(&s, "attack", &["crit", "crit"]).unwrap();
        let mut r = roller.roll(&s, "attack", 2, RollOptions::SPAWN).unwrap();
        assert_eq!(r.len(), 2);
        assert_eq!(r.count(crit), 2);
        assert_eq!(
            roller.reroll(&s, &mut r, 0).unwrap_err(),
            Error::NotRerollable {
                die: "attack".into()
            }
        );
        for _ in 0..2000 {
            let r = roller.roll(&s, "attack", 2, RollOptions::SPAWN).unwrap();
            assert_eq!(r.len(), 2);
            assert_eq!(r.extras(), 0);
        }
    }

    #[test]
    fn rerolling_a_crit_away_removes_its_extra_dice_recursively() {
        let s = set();
        let mut roller = DiceRoller::seed_from_u64(3);
        // Pool: melee, crit, crit. Extras: die 1 → crit (3) → ranged (5); die 2 → melee (4).
        roller
            .rig(
                &s,
                "attack",
                &["melee", "crit", "crit", "crit", "melee", "ranged"],
            )
            .unwrap();
        let mut r = roller.roll(&s, "attack", 3, RollOptions::NORMAL).unwrap();
        assert_eq!(faces(&r), [0, 5, 5, 5, 0, 3]);
        assert_eq!(parents(&r), [None, None, None, Some(1), Some(2), Some(3)]);
        // Reroll die 1 into a ranged face: its extra (3) and that one's extra (5) go.
        roller.rig(&s, "attack", &["ranged"]).unwrap();
        let out = roller.reroll(&s, &mut r, 1).unwrap();
        assert_eq!(
            out,
            Reroll {
                old_face: 5,
                new_face: 3,
                added: 0,
                removed: 2
            }
        );
        assert_eq!(faces(&r), [0, 3, 5, 0]);
        assert_eq!(parents(&r), [None, None, None, Some(2)], "renumbered");
        assert_eq!(r.dice()[1].rerolls, 1);
        assert_consistent(&s, &r);
        // Reroll an extra die that is a crit's child into something else: nothing else moves.
        roller.rig(&s, "attack", &["ranged"]).unwrap();
        let out = roller.reroll(&s, &mut r, 3).unwrap();
        assert_eq!((out.added, out.removed), (0, 0));
        assert_eq!(faces(&r), [0, 3, 5, 3]);
        assert_consistent(&s, &r);
    }

    #[test]
    fn rerolling_into_a_crit_adds_an_extra_die_that_may_explode() {
        let s = set();
        let crit = s.tag("crit").unwrap();
        let mut roller = DiceRoller::seed_from_u64(4);
        roller.rig(&s, "defence", &["blank", "shield"]).unwrap();
        let mut r = roller.roll(&s, "defence", 2, RollOptions::NORMAL).unwrap();
        assert_eq!(r.len(), 2);
        // Die 0 becomes a crit; its extra die crits too, whose extra is blank.
        roller
            .rig(&s, "defence", &["crit", "crit", "blank"])
            .unwrap();
        let out = roller.reroll(&s, &mut r, 0).unwrap();
        assert_eq!((out.added, out.removed), (2, 0));
        assert_eq!(faces(&r), [1, 0, 1, 2]);
        assert_eq!(parents(&r), [None, None, Some(0), Some(2)]);
        assert_consistent(&s, &r);
        // Rerolling an extra die (the crit at 2) away removes only its own extra (3).
        roller.rig(&s, "defence", &["shield"]).unwrap();
        let out = roller.reroll(&s, &mut r, 2).unwrap();
        assert_eq!((out.added, out.removed), (0, 1));
        assert_eq!(faces(&r), [1, 0, 0]);
        assert_consistent(&s, &r);
        // A crit rerolled into a crit keeps the one extra die it gave.
        roller.rig(&s, "defence", &["crit"]).unwrap();
        let out = roller.reroll(&s, &mut r, 0).unwrap();
        assert_eq!((out.added, out.removed), (0, 0));
        assert_eq!(faces(&r), [1, 0, 0]);
        assert_eq!(r.count(crit), 1);
        assert_consistent(&s, &r);
    }

    #[test]
    fn reroll_errors_leave_everything_unchanged() {
        let s = set();
        let mut roller = DiceRoller::seed_from_u64(6);
        let mut r = roller.roll(&s, "attack", 2, RollOptions::NORMAL).unwrap();
        let (r0, roller0) = (r.clone(), roller.clone());
        let n = r.len();
        let e = roller.reroll(&s, &mut r, n).unwrap_err();
        assert!(matches!(e, Error::NoSuchDie { .. }), "{e:?}");
        assert_eq!((&r, &roller), (&r0, &roller0));
    }

    #[test]
    fn random_rerolls_keep_the_roll_consistent() {
        let s = set();
        let mut roller = DiceRoller::seed_from_u64(8);
        for i in 0..3000 {
            let die = if i % 2 == 0 { "attack" } else { "defence" };
            let mut r = roller
                .roll(&s, die, 1 + i % 4, RollOptions::NORMAL)
                .unwrap();
            assert_consistent(&s, &r);
            for _ in 0..3 {
                let k = roller.rng_mut().index(r.len());
                roller.reroll(&s, &mut r, k).unwrap();
                assert_consistent(&s, &r);
            }
        }
    }

    #[test]
    fn no_explosion_without_the_option_even_after_rerolls() {
        let s = set();
        let opts = RollOptions {
            explode: false,
            rerollable: true,
        };
        let mut roller = DiceRoller::seed_from_u64(9);
        roller.rig(&s, "attack", &["melee", "crit"]).unwrap();
        let mut r = roller.roll(&s, "attack", 1, opts).unwrap();
        roller.reroll(&s, &mut r, 0).unwrap();
        assert_eq!(faces(&r), [5]);
        assert_eq!(r.len(), 1);
    }

    #[test]
    fn roller_clones_and_serialises_mid_game() {
        let s = set();
        let mut a = DiceRoller::seed_from_u64(10);
        a.roll(&s, "attack", 5, RollOptions::NORMAL).unwrap();
        a.rig(&s, "defence", &["crit", "blank"]).unwrap();
        let text = serde_yaml::to_string(&a).unwrap();
        let mut b: DiceRoller = serde_yaml::from_str(&text).unwrap();
        let mut c = a.clone();
        assert_eq!(a, b);
        for _ in 0..50 {
            let ra = a.roll(&s, "defence", 3, RollOptions::NORMAL).unwrap();
            assert_eq!(ra, b.roll(&s, "defence", 3, RollOptions::NORMAL).unwrap());
            assert_eq!(ra, c.roll(&s, "defence", 3, RollOptions::NORMAL).unwrap());
        }
        let r = a.roll(&s, "attack", 3, RollOptions::NORMAL).unwrap();
        let back: Roll = serde_yaml::from_str(&serde_yaml::to_string(&r).unwrap()).unwrap();
        assert_eq!(r, back);
    }

    #[test]
    fn exact_distribution_sums_to_one_and_matches_hand_values() {
        let s = set();
        let melee = s.tag("melee").unwrap();
        let shield = s.tag("shield").unwrap();
        // One attack die, melee, no explosion: 4/6 success.
        let d = s.distribution("attack", 1, melee, false, 3).unwrap();
        assert!((d.probabilities[0] - 2.0 / 6.0).abs() < 1e-15);
        assert!((d.probabilities[1] - 4.0 / 6.0).abs() < 1e-15);
        assert!(d.tail.abs() < 1e-15);
        // One attack die with explosion: a ranged face (2/6) is 0 successes, a melee face
        // (3/6) is 1, a crit (1/6) is 1 plus an independent new die, so
        // P(k) = 2/6 [k = 0] + 3/6 [k = 1] + 1/6 P(k - 1).
        let d = s.distribution("attack", 1, melee, true, 40).unwrap();
        let mut expect: Vec<f64> = vec![2.0 / 6.0];
        for k in 1..=40 {
            let base = if k == 1 { 3.0 / 6.0 } else { 0.0 };
            expect.push(base + expect[k - 1] / 6.0);
        }
        for (k, (p, e)) in d.probabilities.iter().zip(&expect).enumerate() {
            assert!((p - e).abs() < 1e-14, "k = {k}");
        }
        // Defence pool of 3 with explosion: mass sums to one and the mean matches
        // E = 3 * (2/6) / (1 - 1/6) = 1.2.
        let d = s.distribution("defence", 3, shield, true, 60).unwrap();
        let total: f64 = d.probabilities.iter().sum::<f64>() + d.tail;
        assert!((total - 1.0).abs() < 1e-12);
        let mean: f64 = d
            .probabilities
            .iter()
            .enumerate()
            .map(|(k, p)| k as f64 * p)
            .sum();
        assert!((mean - 1.2).abs() < 1e-12, "{mean}");
        assert!(d.tail < 1e-12, "only rounding error: {}", d.tail);
        // A small cut-off leaves a tail.
        let d = s.distribution("attack", 6, melee, true, 4).unwrap();
        assert!(d.tail > 0.1);
        assert!(s.distribution("blue", 1, melee, true, 4).is_err());
    }
}
