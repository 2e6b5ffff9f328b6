//! Who may see what (design principle 5). Most of a game is public; the rules mark what is
//! not: a game variable only some sides may read (a deck's order: nobody), a card instance whose
//! identity only some sides know (a face-down token: nobody; a secret pick: its team), and log
//! entries only some sides may read (the answer to a secret choice, a note told to one side).
//! These marks are part of the state ([`Secrets`] in [`GameState`]), so forks, undo, saves and
//! rolled-back answers carry them. A player's view ([`Viewer::Side`]) renders the log, variables
//! and cards with the hidden parts masked; [`Viewer::All`] is the full record for debugging.

use serde::{Deserialize, Serialize};
use std::sync::Arc;

use super::state::{GameState, LogEntry, Scope, Var};
use crate::rng::GameRng;

/// Who looks: one side (a player, a bot, the REPL's seat) or everybody (`--reveal`, tests).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Viewer<'a> {
    All,
    Side(&'a str),
}

impl Viewer<'_> {
    fn among(self, sides: &[String]) -> bool {
        match self {
            Viewer::All => true,
            Viewer::Side(s) => sides.iter().any(|x| x == s),
        }
    }
}

/// The hidden parts of a game: for each, the sides that may see it (empty: nobody).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Secrets {
    /// Game variables by name.
    #[serde(default, skip_serializing_if = "imbl::OrdMap::is_empty")]
    pub vars: imbl::OrdMap<String, Arc<Vec<String>>>,
    /// Card instances whose identity (which card it is) is hidden.
    #[serde(default, skip_serializing_if = "imbl::OrdMap::is_empty")]
    pub cards: imbl::OrdMap<u32, Arc<Vec<String>>>,
    /// Log entries by index: the answer of a secret choice, a note told to some sides.
    #[serde(default, skip_serializing_if = "imbl::OrdMap::is_empty")]
    pub entries: imbl::OrdMap<usize, Arc<Vec<String>>>,
}

impl Secrets {
    pub fn is_empty(&self) -> bool {
        self.vars.is_empty() && self.cards.is_empty() && self.entries.is_empty()
    }

    /// Drops the marks of log entries from `len` on (the log was truncated back to `len`).
    pub fn truncate_entries(&mut self, len: usize) {
        if self.entries.keys().next_back().is_some_and(|&i| i >= len) {
            self.entries = self.entries.split(&len).0;
        }
    }
}

impl GameState {
    /// Whether `viewer` may read the game variable `key`.
    pub fn may_see_var(&self, key: &str, viewer: Viewer) -> bool {
        self.secrets
            .vars
            .get(key)
            .is_none_or(|sides| viewer.among(sides))
    }

    /// Whether `viewer` knows which card instance `id` is.
    pub fn may_see_card(&self, id: u32, viewer: Viewer) -> bool {
        self.secrets
            .cards
            .get(&id)
            .is_none_or(|sides| viewer.among(sides))
    }

    /// Log entry `i` as `viewer` may read it: the whole line, a masked line (a hidden
    /// variable's value, a hidden card's identity, a secret answer), or None (a note told to
    /// other sides).
    pub fn log_line(&self, i: usize, viewer: Viewer) -> Option<String> {
        let e = self.log.get(i)?;
        if let Some(sides) = self.secrets.entries.get(&i)
            && !viewer.among(sides)
        {
            return match e {
                // The prompt may name what the side was shown (a card looked at).
                LogEntry::Chose { side, .. } => Some(format!("{side} chose (secret)")),
                _ => None,
            };
        }
        Some(match e {
            LogEntry::Set {
                scope: Scope::Game,
                key,
                value: Some(_),
            } if !self.may_see_var(key, viewer) => format!("set game {key} = (hidden)"),
            LogEntry::Card { id, holder, .. } if !self.may_see_card(*id, viewer) => {
                format!("card #{id} (face down) -> {holder}")
            }
            other => other.to_string(),
        })
    }

    /// The log from entry `from` on, as `viewer` may read it, each line with its index.
    pub fn log_view(&self, from: usize, viewer: Viewer) -> Vec<(usize, String)> {
        (from..self.log.len())
            .filter_map(|i| self.log_line(i, viewer).map(|l| (i, l)))
            .collect()
    }

    /// Deals again, at random by `rng`, what `viewer` may not see, so that a copy of the game
    /// a bot looks ahead in holds no more than that side knows (issue 20, item 1; a
    /// determinization): a hidden game variable holding a comma list (a deck, top first) is
    /// shuffled — its cards are known, their order is not — and hidden card instances trade
    /// identities within each group that lies alike (same holder, same `at`-less or not, same
    /// sides in the know): which face-down token is which is unknown, the set is not. Changes
    /// are not logged: the copy is the bot's guess, not the game.
    pub fn redeal_for(&mut self, viewer: Viewer, rng: &mut GameRng) {
        let hidden: Vec<String> = self
            .secrets
            .vars
            .iter()
            .filter(|(_, sides)| !viewer.among(sides))
            .map(|(k, _)| k.clone())
            .collect();
        for key in hidden {
            let k = (Scope::Game, key);
            if let Some(Var::Str(s)) = self.vars.get(&k)
                && s.contains(',')
            {
                let mut items: Vec<&str> = s.split(',').collect();
                rng.shuffle(&mut items);
                let v = Var::Str(items.join(","));
                self.vars.insert(k, v);
            }
        }
        // Hidden cards, grouped by where they lie and who knows them.
        let mut groups: std::collections::BTreeMap<(String, bool, Vec<String>), Vec<usize>> =
            std::collections::BTreeMap::new();
        for (i, c) in self.cards.iter().enumerate() {
            if let Some(sides) = self.secrets.cards.get(&c.id)
                && !viewer.among(sides)
            {
                let on_board = self.get(&Scope::Card(c.id), "at").is_some();
                let key = (format!("{:?}", c.holder), on_board, (**sides).clone());
                groups.entry(key).or_default().push(i);
            }
        }
        for idx in groups.into_values().filter(|g| g.len() > 1) {
            let mut names: Vec<String> = idx.iter().map(|&i| self.cards[i].card.clone()).collect();
            rng.shuffle(&mut names);
            for (&i, name) in idx.iter().zip(names) {
                if let Some(c) = self.cards.get_mut(i) {
                    c.card = name;
                }
            }
        }
    }
}
