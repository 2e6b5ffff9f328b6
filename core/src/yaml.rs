//! YAML from outside: the one way scenario, ruleset, map, dice, tile library, save and campaign
//! text becomes data ([`from_str`]). The YAML parser (libyaml, under `serde_yaml`) takes time
//! quadratic in the nesting of flow collections (100,000 `[` took 30 s), and it expands every
//! alias into a copy (a 20 KB scenario aliasing one row of tiles became 11 million values and
//! aborted on memory). So before the parser sees a text, [`check`] refuses one that is too
//! large, nested too deep or holds too many values, in one pass over its bytes; only a text
//! with aliases is then counted a second time, by the parser, as its aliases expand.
//!
//! The pass follows libyaml's tokens closely enough to know where a flow collection or a block
//! collection opens and where a scalar (plain, quoted or block) hides brackets and dashes.
//! Where the two could disagree, it errs towards counting more.

use std::cell::Cell;

use serde::de::{self, DeserializeOwned, DeserializeSeed, Visitor};
use thiserror::Error;

/// How much YAML one input may hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct YamlLimits {
    /// Bytes of text.
    pub max_bytes: usize,
    /// Collections inside collections (a top-level mapping is depth 1).
    pub max_depth: usize,
    /// Scalars and collections, an alias counted as every value it repeats.
    pub max_values: usize,
}

impl YamlLimits {
    /// Scenarios, rulesets, maps, dice files and tile libraries: written by hand. The largest
    /// file shipped is under 10 KB, 5 deep and 810 values, so these limits leave a margin of
    /// hundreds of times that; a file at them parses in under 0.2 s.
    pub const DATA: YamlLimits = YamlLimits {
        max_bytes: 4 << 20,
        max_depth: 64,
        max_values: 250_000,
    };
    /// Saved games and campaign files: written by the REPL. The longest game measured (Arena's
    /// pvp_arena played by random bots to its turn limit, 1,462 inputs) saves 1.1 MB in 76,400
    /// values, 10 deep; a campaign file is under 10 KB. A save at these limits (7 and 6.5
    /// times that) loads in about half a second: a save is parsed twice (its head, then the
    /// whole), and libyaml reads about 90 MB/s, so a limit of 64 MB would take seconds.
    pub const SAVE: YamlLimits = YamlLimits {
        max_bytes: 8 << 20,
        max_depth: 64,
        max_values: 500_000,
    };
}

/// Why a YAML text was refused.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum YamlError {
    #[error("{bytes} bytes of YAML, more than the {limit} bytes allowed")]
    TooLarge { bytes: usize, limit: usize },
    #[error("line {line}: YAML nested more than {limit} levels deep")]
    TooDeep { line: usize, limit: usize },
    #[error("more than {limit} YAML values (an alias counts every value it repeats)")]
    TooManyValues { limit: usize },
    /// What the parser said about the text.
    #[error("{0}")]
    Syntax(String),
}

/// Parses `text` after [`check`]ing it against `limits`.
pub fn from_str<T: DeserializeOwned>(text: &str, limits: YamlLimits) -> Result<T, YamlError> {
    check(text, limits)?;
    serde_yaml::from_str(text).map_err(|e| YamlError::Syntax(e.to_string()))
}

/// Refuses `text` when it is larger, deeper or holds more values than `limits` allow, in time
/// linear in its length (and in `max_values` when it has aliases).
pub fn check(text: &str, limits: YamlLimits) -> Result<(), YamlError> {
    if text.len() > limits.max_bytes {
        return Err(YamlError::TooLarge {
            bytes: text.len(),
            limit: limits.max_bytes,
        });
    }
    let mut scan = Scan {
        b: text.as_bytes(),
        i: 0,
        line: 1,
        line_start: 0,
        flow: 0,
        flows: Vec::new(),
        implicit: 0,
        blocks: Vec::new(),
        key: None,
        key_peak: 0,
        values: 0,
        aliases: false,
        limits,
    };
    scan.run()?;
    if scan.aliases {
        count_expanded(text, limits.max_values)?;
    }
    Ok(())
}

/// The pass over the text's bytes.
struct Scan<'a> {
    b: &'a [u8],
    i: usize,
    /// 1-based line of `i`, for messages.
    line: usize,
    /// Where that line starts: columns are bytes from there (indentation is ASCII spaces).
    line_start: usize,
    /// Open flow collections (`[`, `{`): `flows.len()`.
    flow: usize,
    flows: Vec<Level>,
    /// Of them, sequences holding a single-pair mapping (`[a: b]` is `[{a: b}]`) open now.
    implicit: usize,
    /// Open block collections, innermost last: (column, a sequence rather than a mapping).
    /// libyaml's indentation stack, plus sequences written at their mapping's column.
    blocks: Vec<(usize, bool)>,
    /// In block context, the column where the node that a `:` would make a mapping key began
    /// on this line.
    key: Option<usize>,
    /// The deepest flow nesting inside that node (as [`Level::entry_peak`]): a flow
    /// collection that turns out to be a key sits inside the mapping its `:` opens.
    key_peak: usize,
    values: usize,
    aliases: bool,
    limits: YamlLimits,
}

impl Scan<'_> {
    fn at(&self, k: usize) -> u8 {
        self.b.get(self.i + k).copied().unwrap_or(0)
    }

    fn col(&self) -> usize {
        self.i - self.line_start
    }

    /// The length of the line break at `j` (libyaml's: LF, CR, CR LF, NEL, LS, PS), or 0.
    fn break_at(&self, j: usize) -> usize {
        match self.b.get(j..).unwrap_or(&[]) {
            [b'\r', b'\n', ..] => 2,
            [b'\r' | b'\n', ..] => 1,
            [0xC2, 0x85, ..] => 2,
            [0xE2, 0x80, 0xA8 | 0xA9, ..] => 3,
            _ => 0,
        }
    }

    /// Blank, line break or the end: what may follow an indicator.
    fn blankz(&self, k: usize) -> bool {
        let j = self.i + k;
        j >= self.b.len() || matches!(self.b[j], b' ' | b'\t') || self.break_at(j) > 0
    }

    /// Moves past the line break at `i` (of length `n`).
    fn newline(&mut self, n: usize) {
        self.i += n;
        self.line += 1;
        self.line_start = self.i;
        self.forget_key();
    }

    fn forget_key(&mut self) {
        self.key = None;
        self.key_peak = 0;
    }

    fn skip_to_break(&mut self) {
        while self.i < self.b.len() && self.break_at(self.i) == 0 {
            self.i += 1;
        }
    }

    fn value(&mut self) -> Result<(), YamlError> {
        self.values += 1;
        if self.values > self.limits.max_values {
            return Err(YamlError::TooManyValues {
                limit: self.limits.max_values,
            });
        }
        Ok(())
    }

    fn depth(&self) -> Result<(), YamlError> {
        self.deeper_than_limit(self.blocks.len() + self.flow + self.implicit)
    }

    fn deeper_than_limit(&self, depth: usize) -> Result<(), YamlError> {
        if depth > self.limits.max_depth {
            return Err(YamlError::TooDeep {
                line: self.line,
                limit: self.limits.max_depth,
            });
        }
        Ok(())
    }

    /// Flow nesting now: flow collections and the single-pair mappings open in them.
    fn flow_depth(&self) -> usize {
        self.flow + self.implicit
    }

    /// A `:` or `?` in a flow sequence makes its entry a single-pair mapping (once): the key
    /// written before the `:` was one level deeper than counted.
    fn implicit_pair(&mut self) -> Result<(), YamlError> {
        let d = self.flow_depth();
        let Some(top) = self.flows.last_mut() else {
            return Ok(());
        };
        if !top.seq || top.implicit {
            return Ok(());
        }
        top.implicit = true;
        top.entry_peak = top.entry_peak.max(d) + 1;
        top.peak = top.peak.max(top.entry_peak);
        let peak = top.entry_peak;
        self.implicit += 1;
        self.deeper_than_limit(self.blocks.len() + peak)
    }

    /// libyaml's block indentation when a scalar starts: the innermost block collection's
    /// column, -1 at the top.
    fn indent(&self) -> isize {
        self.blocks.last().map_or(-1, |&(c, _)| c as isize)
    }

    /// A block sequence entry (`-`) or mapping entry at `col`: closes the collections it
    /// leaves, opens one unless it continues the innermost.
    fn entry(&mut self, col: usize, seq: bool) -> Result<(), YamlError> {
        while let Some(&(c, s)) = self.blocks.last() {
            // A sequence written at its mapping's column ends at the mapping's next key.
            if c > col || (c == col && s && !seq) {
                self.blocks.pop();
            } else {
                break;
            }
        }
        if self.blocks.last() != Some(&(col, seq)) {
            self.blocks.push((col, seq));
            self.value()?;
            self.depth()?;
        }
        Ok(())
    }

    /// Where a node starts in block context, remember its column: a `:` after it on this line
    /// makes it a mapping key.
    fn node_start(&mut self) {
        if self.flow == 0 && self.key.is_none() {
            self.key = Some(self.col());
        }
    }

    fn run(&mut self) -> Result<(), YamlError> {
        if self.b.starts_with("\u{feff}".as_bytes()) {
            self.i = 3;
            self.line_start = 3;
        }
        let mut line_start = true;
        while self.i < self.b.len() {
            if line_start {
                line_start = false;
                self.begin_line();
                continue;
            }
            let n = self.break_at(self.i);
            if n > 0 {
                self.newline(n);
                line_start = true;
                continue;
            }
            let c = self.b[self.i];
            let col = self.col();
            match c {
                b' ' | b'\t' => self.i += 1,
                b'#' => self.skip_to_break(),
                b'[' | b'{' => {
                    self.node_start();
                    self.flow += 1;
                    let d = self.flow_depth();
                    self.flows.push(Level {
                        seq: c == b'[',
                        implicit: false,
                        entry_peak: d,
                        peak: d,
                    });
                    self.value()?;
                    self.depth()?;
                    self.i += 1;
                }
                b']' | b'}' => {
                    if let Some(l) = self.flows.pop() {
                        self.flow -= 1;
                        self.implicit -= usize::from(l.implicit);
                        // What the closed collection reached counts for the entry holding it.
                        match self.flows.last_mut() {
                            Some(parent) => {
                                parent.entry_peak = parent.entry_peak.max(l.peak);
                                parent.peak = parent.peak.max(parent.entry_peak);
                            }
                            None => self.key_peak = self.key_peak.max(l.peak),
                        }
                    }
                    self.i += 1;
                }
                b',' => {
                    let d = self.flow_depth();
                    if let Some(top) = self.flows.last_mut() {
                        // The next entry starts outside this one's single-pair mapping.
                        let was = usize::from(top.implicit);
                        self.implicit -= was;
                        top.implicit = false;
                        top.entry_peak = d - was;
                    }
                    self.i += 1;
                }
                b'-' if self.blankz(1) => {
                    if self.flow == 0 {
                        self.entry(col, true)?;
                        self.forget_key();
                    }
                    self.i += 1;
                }
                b'?' if self.flow > 0 || self.blankz(1) => {
                    if self.flow == 0 {
                        self.entry(col, false)?;
                        self.forget_key();
                    } else {
                        self.implicit_pair()?;
                    }
                    self.i += 1;
                }
                b':' if self.flow > 0 || self.blankz(1) => {
                    if self.flow == 0 {
                        let k = self.key.take().unwrap_or(col);
                        self.entry(k, false)?;
                        let peak = std::mem::take(&mut self.key_peak);
                        self.deeper_than_limit(self.blocks.len() + peak)?;
                    } else {
                        self.implicit_pair()?;
                    }
                    self.i += 1;
                }
                b'*' | b'&' => {
                    if c == b'*' {
                        self.aliases = true;
                        self.value()?;
                    }
                    self.node_start();
                    self.i += 1;
                    while self.i < self.b.len()
                        && (self.b[self.i].is_ascii_alphanumeric()
                            || matches!(self.b[self.i], b'_' | b'-'))
                    {
                        self.i += 1;
                    }
                }
                b'!' => {
                    self.node_start();
                    while self.i < self.b.len()
                        && !self.blankz(0)
                        && !is_flow_indicator(self.b[self.i])
                    {
                        self.i += 1;
                    }
                }
                b'|' | b'>' if self.flow == 0 => {
                    self.value()?;
                    self.block_scalar();
                    // The scalar's last line ended at a break or the end: the next is a line.
                    line_start = true;
                }
                b'\'' | b'"' => {
                    self.node_start();
                    self.value()?;
                    self.quoted(c);
                }
                _ => {
                    self.node_start();
                    self.value()?;
                    self.plain();
                }
            }
        }
        Ok(())
    }

    /// At the start of a line: document markers and directives, and in block context the
    /// block collections this line's indentation closes (libyaml's unrolling of indents).
    fn begin_line(&mut self) {
        if self.flow > 0 {
            return;
        }
        let rest = &self.b[self.i..];
        let marker = (rest.starts_with(b"---") || rest.starts_with(b"...")) && self.blankz(3);
        if marker {
            self.blocks.clear();
            self.i += 3;
            return;
        }
        if rest.first() == Some(&b'%') {
            self.skip_to_break();
            return;
        }
        let mut j = self.i;
        while j < self.b.len() && self.b[j] == b' ' {
            j += 1;
        }
        let empty = j >= self.b.len() || self.break_at(j) > 0 || self.b[j] == b'#';
        if !empty {
            let ind = j - self.line_start;
            while self.blocks.last().is_some_and(|&(c, _)| c > ind) {
                self.blocks.pop();
            }
        }
        self.i = j;
    }

    /// A quoted scalar from its opening quote to its closing one, across lines.
    fn quoted(&mut self, q: u8) {
        self.i += 1;
        while self.i < self.b.len() {
            let n = self.break_at(self.i);
            if n > 0 {
                let key = self.key;
                self.newline(n);
                // Still the same node: a `:` after the closing quote makes it a key.
                self.key = key;
                continue;
            }
            let c = self.b[self.i];
            if q == b'"' && c == b'\\' {
                self.i += 1;
                if self.break_at(self.i) > 0 {
                    continue;
                }
                self.i += 1;
            } else if c == q {
                if q == b'\'' && self.at(1) == b'\'' {
                    self.i += 2;
                } else {
                    self.i += 1;
                    return;
                }
            } else {
                self.i += 1;
            }
        }
    }

    /// A plain scalar to where libyaml ends it: `: `, ` #`, a flow indicator in flow context,
    /// or a line that is not its continuation.
    fn plain(&mut self) {
        while self.i < self.b.len() {
            let c = self.b[self.i];
            if c == b':' && (self.blankz(1) || (self.flow > 0 && is_flow_indicator(self.at(1)))) {
                return;
            }
            if self.flow > 0 && is_flow_indicator(c) {
                return;
            }
            if matches!(c, b' ' | b'\t') && self.at(1) == b'#' {
                return;
            }
            let n = self.break_at(self.i);
            if n == 0 {
                self.i += 1;
                continue;
            }
            // The next line with content continues the scalar when it is indented past the
            // enclosing block collection (any indentation inside a flow collection) and is
            // neither a comment nor a document marker.
            let mut j = self.i;
            let mut lines = 0;
            let (ind, first) = loop {
                let n = self.break_at(j);
                if n == 0 {
                    break (usize::MAX, 0);
                }
                j += n;
                lines += 1;
                let s = j;
                while j < self.b.len() && matches!(self.b[j], b' ' | b'\t') {
                    j += 1;
                }
                if j >= self.b.len() {
                    return;
                }
                if self.break_at(j) == 0 {
                    let spaces = self.b[s..j].iter().take_while(|&&b| b == b' ').count();
                    break (spaces, s);
                }
            };
            let rest = &self.b[j..];
            let marker = j == first
                && (rest.starts_with(b"---") || rest.starts_with(b"..."))
                && (rest.len() == 3 || matches!(rest[3], b' ' | b'\t' | b'\r' | b'\n'));
            let goes_on =
                rest[0] != b'#' && !marker && (self.flow > 0 || ind as isize > self.indent());
            if !goes_on {
                return;
            }
            let key = self.key;
            self.line += lines;
            self.line_start = first;
            self.i = j;
            self.key = key;
        }
    }

    /// A block scalar (`|` or `>`) from its header to its last line, with libyaml's rule for
    /// its indentation: the header's indicator added to the enclosing indentation, else the
    /// first line with content (at least one past the enclosing indentation).
    fn block_scalar(&mut self) {
        self.i += 1;
        let mut increment = 0;
        while self.i < self.b.len() && matches!(self.b[self.i], b'1'..=b'9' | b'+' | b'-') {
            if self.b[self.i].is_ascii_digit() {
                increment = (self.b[self.i] - b'0') as isize;
            }
            self.i += 1;
        }
        self.skip_to_break();
        let parent = self.indent();
        let mut indent: isize = if increment > 0 {
            parent.max(0) + increment
        } else {
            0
        };
        // Leading lines with no content; the first with content sets the indentation when
        // the header did not.
        let mut widest = 0;
        loop {
            let n = self.break_at(self.i);
            if n == 0 {
                return;
            }
            self.newline(n);
            while self.i < self.b.len()
                && self.b[self.i] == b' '
                && (indent == 0 || (self.col() as isize) < indent)
            {
                self.i += 1;
            }
            widest = widest.max(self.col() as isize);
            if self.break_at(self.i) == 0 {
                break;
            }
        }
        if indent == 0 {
            indent = widest.max(parent + 1).max(1);
        }
        // Content lines: those reaching the indentation, and empty ones between them.
        loop {
            if self.i >= self.b.len() || (self.col() as isize) < indent {
                // This line is not the scalar's: back to its start for the main loop.
                self.i = self.line_start;
                return;
            }
            self.skip_to_break();
            loop {
                let n = self.break_at(self.i);
                if n == 0 {
                    return;
                }
                self.newline(n);
                while self.i < self.b.len()
                    && self.b[self.i] == b' '
                    && (self.col() as isize) < indent
                {
                    self.i += 1;
                }
                if self.break_at(self.i) == 0 {
                    break;
                }
            }
        }
    }
}

/// An open flow collection.
struct Level {
    seq: bool,
    /// A sequence whose current entry is a single-pair mapping.
    implicit: bool,
    /// The deepest flow nesting reached in the current entry, and in the whole collection
    /// (each corrected for the single-pair mappings found after their keys).
    entry_peak: usize,
    peak: usize,
}

fn is_flow_indicator(c: u8) -> bool {
    matches!(c, b',' | b'[' | b']' | b'{' | b'}')
}

/// Counts `text`'s values as the parser delivers them, aliases expanded, stopping at
/// `limit`: the parser replays an alias's events without copying them, so stopping early
/// costs no more than the count.
fn count_expanded(text: &str, limit: usize) -> Result<(), YamlError> {
    let left = Cell::new(limit);
    let over = Cell::new(false);
    let seed = Count {
        left: &left,
        over: &over,
    };
    match seed.deserialize(serde_yaml::Deserializer::from_str(text)) {
        Ok(()) => Ok(()),
        Err(_) if over.get() => Err(YamlError::TooManyValues { limit }),
        Err(e) => Err(YamlError::Syntax(e.to_string())),
    }
}

#[derive(Clone, Copy)]
struct Count<'a> {
    left: &'a Cell<usize>,
    over: &'a Cell<bool>,
}

impl Count<'_> {
    fn tick<E: de::Error>(self) -> Result<(), E> {
        match self.left.get().checked_sub(1) {
            Some(n) => {
                self.left.set(n);
                Ok(())
            }
            None => {
                self.over.set(true);
                Err(E::custom("too many values"))
            }
        }
    }
}

impl<'de> DeserializeSeed<'de> for Count<'_> {
    type Value = ();

    fn deserialize<D: de::Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Count<'_> {
    type Value = ();

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("any YAML value")
    }

    fn visit_bool<E: de::Error>(self, _: bool) -> Result<(), E> {
        self.tick()
    }
    fn visit_i64<E: de::Error>(self, _: i64) -> Result<(), E> {
        self.tick()
    }
    fn visit_i128<E: de::Error>(self, _: i128) -> Result<(), E> {
        self.tick()
    }
    fn visit_u64<E: de::Error>(self, _: u64) -> Result<(), E> {
        self.tick()
    }
    fn visit_u128<E: de::Error>(self, _: u128) -> Result<(), E> {
        self.tick()
    }
    fn visit_f64<E: de::Error>(self, _: f64) -> Result<(), E> {
        self.tick()
    }
    fn visit_str<E: de::Error>(self, _: &str) -> Result<(), E> {
        self.tick()
    }
    fn visit_unit<E: de::Error>(self) -> Result<(), E> {
        self.tick()
    }
    fn visit_none<E: de::Error>(self) -> Result<(), E> {
        self.tick()
    }
    fn visit_some<D: de::Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        d.deserialize_any(self)
    }
    fn visit_seq<A: de::SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        self.tick()?;
        while seq.next_element_seed(self)?.is_some() {}
        Ok(())
    }
    fn visit_map<A: de::MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        self.tick()?;
        while map.next_key_seed(self)?.is_some() {
            map.next_value_seed(self)?;
        }
        Ok(())
    }
    /// A tagged value (`!answer {...}`): the tag, then what it tags.
    fn visit_enum<A: de::EnumAccess<'de>>(self, data: A) -> Result<(), A::Error> {
        use serde::de::VariantAccess;
        let ((), variant) = data.variant_seed(self)?;
        variant.newtype_variant_seed(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TIGHT: YamlLimits = YamlLimits {
        max_bytes: 1 << 20,
        max_depth: 4,
        max_values: 1000,
    };

    fn depth_error(text: &str) -> Option<usize> {
        match check(text, TIGHT) {
            Err(YamlError::TooDeep { line, .. }) => Some(line),
            _ => None,
        }
    }

    #[test]
    fn real_nesting_is_measured_in_both_styles() {
        // Four levels pass, five do not: flow, block, and the two mixed.
        assert_eq!(depth_error("a: [[[1]]]\n"), None);
        assert_eq!(depth_error("a: [[[[1]]]]\n"), Some(1));
        assert_eq!(depth_error("a:\n b:\n  c:\n   d: 1\n"), None);
        assert_eq!(depth_error("a:\n b:\n  c:\n   d:\n    e: 1\n"), Some(5));
        assert_eq!(depth_error("- - - - x\n"), None);
        assert_eq!(depth_error("- - - - - x\n"), Some(1));
        assert_eq!(depth_error("a:\n- b: [c]\n"), None);
        assert_eq!(depth_error("a:\n- b: [[c]]\n"), Some(2));
        // A sequence at its mapping's column is a level; siblings after it are not.
        assert_eq!(depth_error("a:\n- x\nb:\n- y\nc:\n- z\n"), None);
    }

    #[test]
    fn scalars_hide_brackets_and_dashes() {
        let deep = "[".repeat(10);
        for text in [
            format!("a: '{deep}'\n"),
            format!("a: \"{deep}\\\"{deep}\"\n"),
            format!("a: x {deep}\n"),
            format!("a: x\n  {deep}\n"),
            format!("a: |\n  {deep}\n  - - - - - -\nb: 1\n"),
            format!("a: >2\n   {deep}\nb: 1\n"),
            format!("a: 1 # {deep}\n"),
            format!("# {deep}\na: 1\n"),
            format!("- |\n {deep}\n- x\n"),
            format!("a: 'it''s {deep}'\n"),
        ] {
            assert_eq!(check(&text, TIGHT), Ok(()), "{text}");
        }
    }

    #[test]
    fn what_ends_a_scalar_for_libyaml_ends_it_here() {
        let deep = "[".repeat(10);
        for text in [
            // A less indented line is no continuation of the plain scalar.
            format!("a:\n  b: x\n{deep}\n"),
            // Nor of the block scalar.
            format!("a: |\n  text\n{deep}\n"),
            // Every line break libyaml knows ends a line.
            format!("a: x\r{deep}\n"),
            format!("a: x\u{85}{deep}\n"),
            format!("a: x\u{2028}{deep}\n"),
            // A comment ends a plain scalar, a quote closes.
            format!("a: x #\n{deep}\n"),
            format!("a: 'x'\n{deep}\n"),
        ] {
            assert!(depth_error(&text).is_some(), "{text:?}");
        }
    }

    #[test]
    fn the_saves_and_scenarios_of_the_project_pass() {
        let limits = YamlLimits {
            max_depth: 12,
            ..YamlLimits::DATA
        };
        let scenario = "ruleset: arcadia\nboard: |\n  +---+---+\n  | . D * |\n  +---+---+\nfigures:\n  - {id: a, side: blue, at: a1}\ndoors:\n  closed: [a1-b1]\n";
        assert_eq!(check(scenario, limits), Ok(()));
        let save = format!(
            "format: skirmish-save\nscenario: |2\n   {scenario}\ninputs:\n- !answer\n  index: 0\n  key: move [a1]\nlog:\n- 'event x={{}}'\n"
        );
        assert_eq!(check(&save, limits), Ok(()));
    }

    #[test]
    fn values_are_counted_and_aliases_expanded() {
        let many = format!("[{}]", "a,".repeat(1000));
        assert_eq!(
            check(&many, TIGHT),
            Err(YamlError::TooManyValues { limit: 1000 })
        );
        // 80 values written, 40 × 40 once the aliases are expanded.
        let row = format!("[{}]", ["x"; 40].join(","));
        let rows = format!("a: &r {row}\nb: [{}]\n", ["*r"; 40].join(","));
        assert_eq!(
            check(&rows, TIGHT),
            Err(YamlError::TooManyValues { limit: 1000 })
        );
        let few = format!("a: &r {row}\nb: [*r, *r]\n");
        assert_eq!(check(&few, TIGHT), Ok(()));
    }

    #[test]
    fn size_is_checked_first() {
        let text = "a: 1\n".repeat(300_000);
        assert_eq!(
            check(&text, TIGHT),
            Err(YamlError::TooLarge {
                bytes: text.len(),
                limit: 1 << 20
            })
        );
    }
}
